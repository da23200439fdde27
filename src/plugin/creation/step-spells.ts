import { isDisciplineSpell } from "../../core/creation/catalog";
import { isPowerSource, spellAllowance } from "../../core/creation/steps";
import { m, type CreationKey } from "./strings";
import { type WizardView } from "./view";

export function renderSpells(w: WizardView, el: HTMLElement): void {
  if (isPowerSource(w.draft, w.catalog)) {
    el.createDiv({ cls: "hbm-creation-hint", text: m("spellsPowerSource") });
    el.createDiv({ cls: "hbm-creation-reasons", attr: { "data-reasons": "spells" } });
    return;
  }
  const a = spellAllowance(w.draft, w.catalog);
  const fixedNames = a.fixed.map((f) => (typeof f === "string" ? f : f.name));
  el.createDiv({
    cls: "hbm-creation-hint",
    text: m("spellsHelp", {
      year: w.draft.year,
      fixed: fixedNames.join(", "),
      chosen: a.year.chosen,
      discipline: a.minFromDiscipline ? m("spellsFromDiscipline", { n: a.minFromDiscipline }) : "",
      max: a.maxCost ?? "—",
    }),
  });
  const fixed = el.createDiv({ cls: "hbm-creation-fixed" });
  fixed.createSpan({ cls: "hbm-creation-label", text: `${m("spellsFixed")}: ` });
  fixed.createSpan({ text: fixedNames.join(", ") });
  const chosen = w.draft.spells.filter((p) => a.eligible.some((s) => s.path === p)).length;
  el.createDiv({ cls: "hbm-creation-count", text: m("spellsChosen", { n: chosen, total: a.year.chosen }) });
  el.createDiv({ cls: "hbm-creation-reasons", attr: { "data-reasons": "spells" } });
  const offers = [...a.eligible, ...(a.year.superspells ? a.superspells : [])];
  if (!offers.length) el.createDiv({ cls: "hbm-creation-hint", text: m("spellsNone") });
  const list = el.createDiv({ cls: "hbm-creation-spell-list" });
  for (const s of offers) {
    const tooDear = !s.superspell && a.maxCost !== null && (s.cost ?? 0) > a.maxCost;
    // docs/en/rules.md: a spell above the max cost may be chosen; it cannot be cast yet (information, not a problem).
    const label = list.createEl("label", { cls: "hbm-creation-check", attr: { "data-spell": s.path } });
    const box = label.createEl("input", { attr: { type: "checkbox" } });
    box.checked = w.draft.spells.includes(s.path);
    const text = label.createSpan({ cls: "hbm-creation-check-text" });
    text.createSpan({ cls: "hbm-creation-offer-name", text: s.name });
    const notes = [
      m("spellCost", { cost: s.cost ?? "?" }),
      ...(isDisciplineSpell(s, a.discipline) ? [m("spellOwn")] : []),
      ...(s.superspell ? [m("spellSuper")] : []),
      ...(tooDear ? [m("spellTooDear", { max: a.maxCost ?? "—" })] : []),
    ];
    text.createSpan({ cls: "hbm-creation-offer-req", text: notes.join(" · ") });
    label.createDiv({ cls: "hbm-creation-reasons", attr: { "data-reasons": `spell.${s.path}` } });
    box.addEventListener("change", () => {
      w.update({
        spells: box.checked ? [...w.draft.spells, s.path] : w.draft.spells.filter((p) => p !== s.path),
      });
      w.render();
    });
  }
}

export function renderEquipment(w: WizardView, el: HTMLElement): void {
  el.createDiv({ cls: "hbm-creation-hint", text: m("equipmentHelp") });
  el.createDiv({ cls: "hbm-creation-reasons", attr: { "data-reasons": "equipment" } });
  if (!w.catalog.items.length) el.createDiv({ cls: "hbm-creation-hint", text: m("equipmentNone") });
  let kind = "";
  for (const item of w.catalog.items) {
    if (item.kind !== kind) {
      kind = item.kind;
      el.createEl("h4", { cls: "hbm-creation-subhead", text: m(`kind_${kind}` as CreationKey) });
    }
    const label = el.createEl("label", { cls: "hbm-creation-check", attr: { "data-item": item.path } });
    const box = label.createEl("input", { attr: { type: "checkbox" } });
    box.checked = w.draft.equipment.includes(item.path);
    const text = label.createSpan({ cls: "hbm-creation-check-text" });
    text.createSpan({ cls: "hbm-creation-offer-name", text: item.name });
    const notes = [
      ...(item.armorPoints !== null ? [m("armorPoints", { n: item.armorPoints })] : []),
      ...(item.requirements ? [m("itemRequires", { what: item.requirements })] : []),
      ...(item.traits ? [item.traits] : []),
    ];
    if (notes.length) text.createSpan({ cls: "hbm-creation-offer-req", text: notes.join(" · ") });
    label.createDiv({ cls: "hbm-creation-reasons", attr: { "data-reasons": `item.${item.path}` } });
    box.addEventListener("change", () => {
      w.update({
        equipment: box.checked ? [...w.draft.equipment, item.path] : w.draft.equipment.filter((p) => p !== item.path),
      });
      w.render();
    });
  }
}
