import {
  attributeCostTable,
  attributeStepCost,
  skillStepCost,
  ATTRIBUTE_RANGE,
  EXPERIENCE,
  SKILLS,
  SKILL_RANGE,
  type AttributeKey,
} from "../../core/rules";
import { language, t } from "../i18n/i18n";
import type { SheetUi } from "./context";
import { button, keyedPart, type KeyedPart } from "./part";
import { pd, st } from "./strings";

interface Step {
  label: string;
  cost: number | null;
  cls: string;
  data?: Record<string, string>;
  buy: () => void;
}

/**
 * Rozwój: the PD left, then the steps the character can afford (attribute
 * n → n+1: 2n + 1 PD; skill n → n+1: n + 1 PD; a talent 4 PD); the steps
 * beyond the PD left only when asked; the erratum as a footnote.
 */
export function advancePanel(
  parent: HTMLElement,
  ui: SheetUi,
  showAll: { get(path: string): boolean; set(path: string, v: boolean): void },
): KeyedPart {
  const index = ui.plugin.vaultIndex.index;
  return keyedPart(
    parent,
    "hbm-panel hbm-panel-advance",
    (d) =>
      JSON.stringify([
        d.path,
        d.sheet.state.experience,
        d.sheet.attributes,
        d.sheet.skills,
        d.sheet.talents,
        index.ofKind("talent").length,
        language(),
      ]),
    (el, d, refresh) => {
      const path = d.path;
      const left = d.sheet.state.experience;
      const actions = ui.plugin.actions;
      el.createDiv({ cls: "hbm-pd", text: t("experienceLeft", { n: left }) });
      const steps: Step[] = [];
      const attrs: Array<[AttributeKey, string]> = [
        ["body", "Ciało"],
        ["mind", "Umysł"],
        ["soul", "Dusza"],
      ];
      for (const [key, label] of attrs) {
        const from = d.sheet.attributes[key];
        const cost = from < ATTRIBUTE_RANGE.max ? attributeStepCost(from) : null;
        steps.push({
          label: cost === null ? `${label} ${from} (${st("max")})` : `${label} ${from} → ${from + 1}*`,
          cost,
          cls: `hbm-buy-${key}`,
          buy: () => void actions.spendExperience(path, { kind: "attribute", attribute: key }),
        });
      }
      for (const skill of SKILLS) {
        const from = d.sheet.skills[skill.name] ?? 0;
        const cost = from < SKILL_RANGE.max ? skillStepCost(from) : null;
        steps.push({
          label: cost === null ? `${skill.name} ${from} (${st("max")})` : `${skill.name} ${from} → ${from + 1}`,
          cost,
          cls: "hbm-buy-skill",
          data: { skill: skill.name },
          buy: () => void actions.spendExperience(path, { kind: "skill", skill: skill.name }),
        });
      }
      const all = showAll.get(path);
      const affordable = steps.filter((s) => s.cost !== null && s.cost <= left);
      const list = el.createDiv({ cls: "hbm-list" });
      const shown = all ? steps : affordable;
      if (!shown.length) list.createDiv({ cls: "hbm-hint", text: st("nothingAffordable") });
      for (const s of shown) {
        const row = list.createDiv({ cls: "hbm-row hbm-buy" });
        row.createSpan({ cls: "hbm-row-name", text: s.label });
        if (s.cost !== null) row.createSpan({ cls: "hbm-buy-cost", text: pd(s.cost) });
        const b = button(row, t("buy"), s.cls, s.buy, {
          disabled: s.cost === null || s.cost > left,
          aria: `${t("buy")}: ${s.label.replace("*", "")}${s.cost !== null ? `, ${pd(s.cost)}` : ""}`,
        });
        for (const [k, v] of Object.entries(s.data ?? {})) b.setAttr(`data-${k}`, v);
      }
      const toggle = el.createEl("label", { cls: "hbm-show-all" });
      const box = toggle.createEl("input", { attr: { type: "checkbox" } });
      box.checked = all;
      toggle.appendText(` ${st("showAll")}`);
      box.addEventListener("change", () => {
        showAll.set(path, box.checked);
        refresh();
      });
      if (index.ofKind("talent").length) {
        const row = el.createDiv({ cls: "hbm-row hbm-buy-talent" });
        const select = row.createEl("select", { cls: "dropdown", attr: { "aria-label": t("buyTalent") } });
        select.createEl("option", { text: t("chooseTalent"), attr: { value: "" } });
        // The talent list is built when the player reaches for it, not on every draw.
        const fill = () => {
          if (select.options.length > 1) return;
          const taken = new Set(d.sheet.talents);
          for (const tal of index.talents())
            if (!taken.has(tal.canonical))
              select.createEl("option", { text: tal.canonical, attr: { value: tal.canonical } });
        };
        select.addEventListener("focus", fill);
        select.addEventListener("pointerdown", fill);
        button(
          row,
          t("buyTalent"),
          "hbm-buy-talent-button",
          () => {
            if (select.value) void actions.spendExperience(path, { kind: "talent", talent: select.value });
          },
          { disabled: left < EXPERIENCE.talent },
        );
      }
      const erratum = attributeCostTable().filter((r) => r.total !== r.bookTotal);
      if (erratum.length)
        el.createDiv({
          cls: "hbm-footnote",
          text: `* ${st("erratum", { ours: erratum.map((r) => r.total).join(", "), book: erratum.map((r) => r.bookTotal).join(", ") })}`,
        });
    },
  );
}
