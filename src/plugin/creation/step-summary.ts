import { allProblems } from "../../core/creation/problems";
import { disciplineOption, pickText, raceOption } from "../../core/creation/steps";
import { ROMAN } from "../../core/rules";
import { m, type CreationKey } from "./strings";
import { say, type WizardView } from "./view";

export function renderSummary(w: WizardView, el: HTMLElement): void {
  const sheet = w.previewSheet();
  const all = allProblems(w.draft, w.catalog, w.isNew);
  const head = el.createDiv({ cls: "hbm-creation-summary-head" });
  const race = raceOption(w.draft, w.catalog)?.name ?? "—";
  const discipline = disciplineOption(w.draft, w.catalog)?.name ?? "—";
  head.createDiv({
    cls: "hbm-creation-summary-name",
    text: [w.draft.name, w.draft.surname].filter(Boolean).join(" ") || (sheet?.name ?? ""),
  });
  head.createDiv({
    cls: "hbm-creation-hint",
    text: `${race} · ${m("yearOption", { year: w.draft.year })} · ${discipline}`,
  });
  if (!sheet)
    el.createDiv({
      cls: "hbm-creation-reason",
      text: m("summaryNoSheet", {
        reason: w.draft.magic ? m("noTemplate", { path: w.services.settings().template }) : m("step_magic"),
      }),
    });
  else {
    const a = sheet.attributes;
    const attrs = el.createDiv({ cls: "hbm-creation-summary-grid hbm-creation-summary-attributes" });
    for (const [label, value] of [
      ["Ciało", a.body],
      ["Umysł", a.mind],
      ["Dusza", a.soul],
      ["Magia", ROMAN[a.powerLevel] ?? a.powerLevel],
    ] as const) {
      const cell = attrs.createDiv({ cls: "hbm-creation-stat" });
      cell.createDiv({ cls: "hbm-creation-stat-label", text: label });
      cell.createDiv({ cls: "hbm-creation-stat-value", text: String(value) });
    }
    el.createEl("h4", { cls: "hbm-creation-subhead", text: m("summaryDerived") });
    const d = sheet.derived;
    const grid = el.createDiv({ cls: "hbm-creation-summary-grid hbm-creation-summary-derived" });
    const stats: Array<[CreationKey, number | string]> = [
      ["health", d.maxHealth],
      ["mana", d.maxMana],
      ["armor", d.armor],
      ["initiative", `2k6+${d.initiative}`],
      ["zeal", d.maxZeal],
      ["magicDice", d.magicDice],
      ["maxSpellCost", d.maxSpellCost],
      ["tolerance", d.elixirTolerance],
    ];
    for (const [key, value] of stats) {
      const cell = grid.createDiv({ cls: `hbm-creation-stat hbm-creation-stat-${key}` });
      cell.createDiv({ cls: "hbm-creation-stat-label", text: m(key) });
      cell.createDiv({ cls: "hbm-creation-stat-value", text: String(value) });
    }
    for (const note of sheet.notes) el.createDiv({ cls: "hbm-creation-hint", text: note });
    const lists: Array<[CreationKey, string[]]> = [
      ["step_skills", Object.entries(sheet.skills).map(([k, v]) => `${k} ${v}`)],
      ["step_talents", w.draft.talents.map(pickText)],
      ["step_spells", sheet.spells],
      ["step_equipment", sheet.equipment],
    ];
    for (const [key, items] of lists) {
      const row = el.createDiv({ cls: "hbm-creation-summary-list" });
      row.createSpan({ cls: "hbm-creation-label", text: `${m(key)}: ` });
      row.createSpan({ text: items.join(", ") || "—" });
    }
  }
  const box = el.createDiv({ cls: "hbm-creation-summary-problems" });
  if (!all.length) box.createDiv({ cls: "hbm-creation-ok", text: m("summaryValid") });
  else {
    box.createEl("h4", { cls: "hbm-creation-subhead", text: m("summaryProblems") });
    for (const p of all) {
      const row = box.createDiv({ cls: "hbm-creation-reason" });
      row.createSpan({ text: `${m(`step_${p.step}` as CreationKey)}: ${say(p)} ` });
      const go = row.createEl("button", { cls: "hbm-creation-go", text: m("summaryGo"), attr: { type: "button" } });
      go.addEventListener("click", () => w.go(p.step));
    }
  }
}
