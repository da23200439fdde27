import { setIcon } from "obsidian";
import { speedOf } from "../../core/sheet-lines";
import { survivalDue } from "../../core/play";
import { DamageModal } from "../play/damage-modal";
import { language, t } from "../i18n/i18n";
import type { SheetData, SheetUi } from "./context";
import { button, keyedPart, type Part } from "./part";
import { sheetParty } from "./party";
import { st } from "./strings";

export interface HeaderState {
  pinned: boolean;
  togglePin(): void;
  /** Show another character (the party switcher). */
  switchTo(path: string): void;
}

/** Name, the party switcher, the pin and the form: the line that says whose sheet this is. */
export function titlePart(parent: HTMLElement, ui: SheetUi, head: HeaderState): Part {
  return keyedPart(
    parent,
    "hbm-sheet-title",
    (d) =>
      JSON.stringify([
        d.path,
        d.sheet.name,
        head.pinned,
        sheetParty(ui.plugin).key(),
        d.character.forms.length,
        d.form,
        d.sheet.race,
        d.sheet.discipline,
        d.sheet.year,
        language(),
      ]),
    (el, d) => {
      const row = el.createDiv({ cls: "hbm-sheet-header" });
      const name = row.createDiv({ cls: "hbm-sheet-name" });
      const link = name.createEl("a", { text: d.sheet.name, attr: { href: "#", "aria-label": st("openNote") } });
      link.addEventListener("click", (e) => {
        e.preventDefault();
        void ui.app.workspace.openLinkText(d.path, "");
      });
      const reader = sheetParty(ui.plugin);
      const others = reader.paths().filter((p) => p !== d.path);
      if (others.length) {
        // A menu of the other members ("Drużyna ▾"): choosing one shows that member's sheet.
        const select = row.createEl("select", {
          cls: "dropdown hbm-party-select",
          attr: { "aria-label": st("party") },
        });
        select.createEl("option", { text: st("partyMenu"), attr: { value: "" } });
        for (const p of others)
          select.createEl("option", {
            text: reader.nameOf(p),
            attr: { value: p },
          });
        select.value = "";
        select.addEventListener("change", () => {
          if (select.value) head.switchTo(select.value);
        });
      }
      const pin = row.createEl("button", {
        cls: `hbm-pin clickable-icon${head.pinned ? " is-active" : ""}`,
        attr: {
          type: "button",
          "aria-pressed": String(head.pinned),
          "aria-label": head.pinned ? st("unpin") : st("pin"),
        },
      });
      setIcon(pin, head.pinned ? "pin-off" : "pin");
      pin.addEventListener("click", () => head.togglePin());
      const detailText = [d.sheet.race, d.sheet.discipline, d.sheet.year ? st("year", { year: d.sheet.year }) : null]
        .filter(Boolean)
        .join(" · ");
      if (detailText) el.createDiv({ cls: "hbm-sheet-details", text: detailText });
      if (d.character.forms.length > 1) {
        const select = el.createEl("select", { cls: "dropdown hbm-form-select", attr: { "aria-label": t("form") } });
        d.character.forms.forEach((f, i) =>
          select.createEl("option", { text: f.name ?? `${t("form")} ${i + 1}`, attr: { value: String(i) } }),
        );
        select.value = String(d.form);
        select.addEventListener("change", () => ui.plugin.setForm(d.path, Number(select.value)));
      }
    },
  );
}

/** Pancerz (and a stat block's printed layers), Inicjatywa and Szybkość: the numbers a fight asks for. */
export function statsPart(parent: HTMLElement): Part {
  const facts = (d: SheetData) => {
    const out: Array<{ label: string; value: string; cls: string; changed?: string }> = [];
    const dv = d.derived;
    if (dv.runicArmor !== null)
      out.push({ label: t("runicArmor"), value: String(dv.runicArmor), cls: "hbm-fact-runic" });
    if (dv.magicShield !== null)
      out.push({ label: t("magicShield"), value: String(dv.magicShield), cls: "hbm-fact-shield" });
    out.push({ label: t("armor"), value: String(dv.armor), cls: "hbm-fact-armor" });
    out.push({ label: t("initiative"), value: `${dv.initiativeDice}k6+${dv.initiative}`, cls: "hbm-fact-initiative" });
    const speed = speedOf(
      d.character.forms[d.form]?.printed.speed?.raw ?? null,
      d.subject?.state.conditions ?? d.sheet.state.conditions,
      d.subject?.state.effects ?? [],
    );
    out.push({
      label: st("speed"),
      value: speed.text,
      cls: "hbm-fact-speed",
      ...(speed.by.length ? { changed: speed.by.join(", ") } : {}),
    });
    return out;
  };
  return keyedPart(
    parent,
    "hbm-facts",
    (d) => JSON.stringify([facts(d), language()]),
    (el, d) => {
      for (const f of facts(d)) {
        const box = el.createDiv({ cls: `hbm-fact ${f.cls}${f.changed ? " is-lowered" : ""}` });
        box.createDiv({ cls: "hbm-fact-value", text: f.value });
        box.createDiv({ cls: "hbm-fact-label", text: f.label });
        if (f.changed) box.createDiv({ cls: "hbm-fact-note", text: f.changed });
      }
    },
  );
}

/** The buttons of play: damage, a new turn, rests, the end of a scene, a Test Przeżycia when dying. Not on a stat block. */
export function toolsPart(parent: HTMLElement, ui: SheetUi): Part {
  return keyedPart(
    parent,
    "hbm-sheet-tools",
    (d) => JSON.stringify([d.path, d.npc, !!d.subject && survivalDue(d.subject.state), language()]),
    (el, d) => {
      if (d.npc) {
        el.createDiv({ cls: "hbm-hint hbm-npc-hint", text: st("npcHint") });
        return;
      }
      const path = d.path;
      const actions = ui.plugin.actions;
      if (d.subject && survivalDue(d.subject.state)) {
        button(
          el,
          st("survivalDue"),
          "hbm-action-survival mod-warning",
          () => void actions.survival(path).then((r) => r.roll && ui.show(path, { roll: r.roll, extra: r.changes })),
          { icon: "heart-pulse" },
        );
      }
      button(el, t("dealDamage"), "hbm-action-damage", () => new DamageModal(ui.app, ui.plugin, path).open(), {
        icon: "swords",
      });
      button(el, t("newTurn"), "hbm-action-turn", () => void actions.newTurn(path), { icon: "rotate-cw" });
      for (const [kind, key, icon] of [
        ["breather", "breather", "wind"],
        ["short", "shortRest", "coffee"],
        ["long", "longRest", "bed"],
      ] as const) {
        button(el, t(key), `hbm-action-rest-${kind}`, () => void actions.rest(path, kind), { icon });
      }
      button(el, t("endScene"), "hbm-action-end-scene", () => void actions.endScene(path), { icon: "flag" });
    },
  );
}
