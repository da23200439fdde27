import { raceAllowsDiscipline } from "../../core/creation/catalog";
import { disciplineOption, draftBudget, raceOption } from "../../core/creation/steps";
import { basenameOf } from "../../core/vault/links";
import {
  magicRow,
  skillAttribute,
  attributeName,
  ATTRIBUTE_RANGE,
  SKILL_RANGE,
  SKILLS,
  YEAR_BONUS,
} from "../../core/rules";
import { m } from "./strings";
import { type WizardView, row, stepper, textField } from "./view";

const ATTRIBUTE_KEYS = ["body", "mind", "soul"] as const;

export function renderDetails(w: WizardView, el: HTMLElement): void {
  if (w.isNew) {
    textField(w, el, m("name"), "name", w.draft.name, (v) => w.update({ name: v }));
    textField(w, el, m("surname"), "surname", w.draft.surname, (v) => w.update({ surname: v }));
  }
  textField(w, el, m("player"), "player", w.draft.player, (v) => w.update({ player: v }));
  const race = el.createEl("select", { cls: "dropdown hbm-creation-race", attr: { "aria-label": m("race") } });
  row(el, m("race"), ["race"]).appendChild(race);
  race.createEl("option", { text: m("choose"), attr: { value: "" } });
  for (const r of w.catalog.races) race.createEl("option", { text: r.name, attr: { value: r.name } });
  race.value = raceOption(w.draft, w.catalog)?.name ?? "";
  race.addEventListener("change", () => {
    w.update({ race: race.value || null }, true);
    w.render();
  });
  const chosen = raceOption(w.draft, w.catalog);
  if (chosen) {
    const b = draftBudget(w.draft, w.catalog);
    el.createDiv({
      cls: "hbm-creation-hint",
      text: m("raceSummary", {
        attributes: b.attributePoints,
        skills: b.skillPoints,
        talents: b.freeTalents.join(", ") || "—",
      }),
    });
    el.createDiv({
      cls: "hbm-creation-hint",
      text:
        chosen.source === "vault" && chosen.rulesPath
          ? m("raceFromNote", { note: basenameOf(chosen.rulesPath) })
          : m("raceBuiltIn"),
    });
  }
  const year = el.createEl("select", { cls: "dropdown hbm-creation-year", attr: { "aria-label": m("year") } });
  row(el, m("year"), ["year"]).appendChild(year);
  for (const y of YEAR_BONUS)
    year.createEl("option", { text: m("yearOption", { year: y.year }), attr: { value: String(y.year) } });
  year.value = String(w.draft.year);
  year.addEventListener("change", () => {
    w.update({ year: Number(year.value) }, true);
    w.render();
  });
  const discipline = el.createEl("select", {
    cls: "dropdown hbm-creation-discipline",
    attr: { "aria-label": m("discipline") },
  });
  row(el, m("discipline"), ["discipline"]).appendChild(discipline);
  discipline.createEl("option", { text: m("choose"), attr: { value: "" } });
  for (const d of w.catalog.disciplines) {
    const label = d.name === d.main ? d.name : `${d.main}: ${d.name}`;
    const allowed = !chosen || raceAllowsDiscipline(chosen, d);
    discipline.createEl("option", {
      text: allowed ? label : m("disciplineNotForRace", { name: label }),
      attr: { value: d.name },
    });
  }
  discipline.value = disciplineOption(w.draft, w.catalog)?.name ?? "";
  discipline.addEventListener("change", () => {
    w.update({ discipline: discipline.value || null });
    w.refresh();
  });
}

export function renderAttributes(w: WizardView, el: HTMLElement): void {
  el.createDiv({ cls: "hbm-creation-hint", text: m("attributesHelp") });
  for (const key of ATTRIBUTE_KEYS) {
    const control = row(el, attributeName(key), [`attr.${key}`], `hbm-creation-attr-${key}`);
    stepper(control, w.draft.attributes[key], 0, ATTRIBUTE_RANGE.max + 1, `attr.${key}`, (v) => {
      w.update({ attributes: { ...w.draft.attributes, [key]: v } });
      w.render();
    });
  }
  el.createDiv({ cls: "hbm-creation-reasons", attr: { "data-reasons": "attr.budget" } });
}

export function renderSkills(w: WizardView, el: HTMLElement): void {
  el.createDiv({ cls: "hbm-creation-hint", text: m("skillsHelp") });
  const fixed = draftBudget(w.draft, w.catalog).fixedSkills;
  const dice = w.draft.magic ? magicRow(w.draft.magic.level).dice : null;
  const list = el.createDiv({ cls: "hbm-creation-skills" });
  for (const skill of SKILLS) {
    const attr = skillAttribute(skill.name);
    const value = w.draft.skills[skill.name] ?? 0;
    const base = attr === "magic" ? dice : w.draft.attributes[attr];
    const label = `${skill.name} (${attributeName(attr)})`;
    const control = row(list, label, [`skill.${skill.name}`], "hbm-creation-skill");
    control.parentElement?.setAttribute("data-skill", skill.name);
    if (fixed[skill.name])
      control.createSpan({ cls: "hbm-creation-tag", text: m("skillRace", { n: fixed[skill.name] ?? 0 }) });
    stepper(control, value, 0, SKILL_RANGE.creationMax + 1, `skill.${skill.name}`, (v) => {
      const skills = { ...w.draft.skills };
      if (v > 0) skills[skill.name] = v;
      else delete skills[skill.name];
      w.update({ skills });
      w.render();
    });
    control.createSpan({ cls: "hbm-creation-total", text: base === null ? "" : `(${base + value})` });
  }
}
