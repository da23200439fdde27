import type { RandomSource } from "../dice/random";
import {
  attributeProblems,
  creationBudget,
  rollMagic,
  skillProblems,
  talentProblems,
  type CreationBudget,
} from "../rules/creation";
import { isPowerSourceDiscipline, magicRow } from "../rules/derived";
import { attributeName, canonicalTalent, findSkill, sameName } from "../rules/names";
import { unmetRequirements, type RequirementSubject } from "../rules/requirements";
import { choiceProblem, talentChoice } from "../rules/talents";
import {
  ATTRIBUTE_RANGE,
  MAGIC_CREATION,
  POWER_LEVEL,
  RACES,
  ROMAN,
  YEAR_BONUS,
  type AttributeKey,
} from "../rules/tables";
import { fold } from "../text/normalize";
import {
  findTalentOption,
  isDisciplineSpell,
  raceAllowsDiscipline,
  type Catalog,
  type DisciplineOption,
  type RaceOption,
  type SpellOption,
} from "./catalog";
import { GENERAL_SCHOOL, REPEATABLE_TALENTS, SPELLS_BY_YEAR } from "./data";

/** The wizard's steps, in order. Talents come before the Magia roll: Jedność z Magią and Odporność na Magię change it. */
export const STEPS = ["details", "attributes", "skills", "talents", "magic", "spells", "equipment", "summary"] as const;
export type Step = (typeof STEPS)[number];

export interface TalentPick {
  /** Canonical name. */
  name: string;
  /** Czuły Zmysł's sense. */
  choice: string | null;
  /** Free text the talent's note name asks for (Błogosławieństwo's deity). */
  detail: string | null;
  /** Given by the race or the year, not chosen. */
  free: boolean;
}

export interface MagicChoice {
  level: number;
  how: "roll" | "gm";
  /** The dice and what the talents did, for the roll; empty when the GM set it. */
  rolls: number[];
  steps: string[];
  /** The creation talents the roll was made with (Jedność z Magią, Odporność na Magię ×n). */
  talents: string[];
}

export interface CreationDraft {
  name: string;
  surname: string;
  player: string;
  race: string | null;
  year: number;
  /** A discipline option's name. */
  discipline: string | null;
  attributes: Record<AttributeKey, number>;
  skills: Record<string, number>;
  talents: TalentPick[];
  magic: MagicChoice | null;
  /** Spell note paths (or names where the vault has no note), fixed ones included. */
  spells: string[];
  /** Item note paths. */
  equipment: string[];
}

/** One broken rule: where (a field key the wizard shows it beside) and what, in Polish. */
export interface Problem {
  field: string;
  text: string;
}

export function emptyDraft(): CreationDraft {
  return {
    name: "",
    surname: "",
    player: "",
    race: null,
    year: 1,
    discipline: null,
    attributes: { body: ATTRIBUTE_RANGE.start, mind: ATTRIBUTE_RANGE.start, soul: ATTRIBUTE_RANGE.start },
    skills: {},
    talents: [],
    magic: null,
    spells: [],
    equipment: [],
  };
}

export function raceOption(draft: CreationDraft, catalog: Catalog): RaceOption | null {
  return (
    catalog.races.find(
      (r) => draft.race !== null && (sameName(r.name, draft.race) || fold(draft.race).startsWith(fold(r.name))),
    ) ?? null
  );
}

export function disciplineOption(draft: CreationDraft, catalog: Catalog): DisciplineOption | null {
  return catalog.disciplines.find((d) => draft.discipline !== null && sameName(d.name, draft.discipline)) ?? null;
}

/** The race and year budget (rules.md "Experience (PD) and creation"); the built-in Człowiek until a race is chosen. */
export function draftBudget(draft: CreationDraft, catalog: Catalog): CreationBudget {
  const race = raceOption(draft, catalog);
  return creationBudget(race?.data ?? (RACES[0] as (typeof RACES)[number]), draft.year, race?.source ?? "built-in");
}

export function isPowerSource(draft: CreationDraft, catalog: Catalog): boolean {
  const d = disciplineOption(draft, catalog);
  return isPowerSourceDiscipline(d?.name ?? draft.discipline) || isPowerSourceDiscipline(d?.main);
}

/** What the attribute, skill and talent budgets have left (negative: overspent). */
export function remaining(
  draft: CreationDraft,
  catalog: Catalog,
): { attributes: number; skills: number; talents: number } {
  const b = draftBudget(draft, catalog);
  const spentAttributes = (["body", "mind", "soul"] as const).reduce(
    (s, k) => s + Math.max(0, draft.attributes[k] - ATTRIBUTE_RANGE.start),
    0,
  );
  const fixed = Object.values(b.fixedSkills).reduce((s, v) => s + v, 0);
  const spentSkills = Object.values(draft.skills).reduce((s, v) => s + v, 0) - fixed;
  const chosen = draft.talents.filter((t) => !t.free).length;
  return {
    attributes: b.attributePoints - spentAttributes,
    skills: b.skillPoints - spentSkills,
    talents: b.chosenTalents - chosen,
  };
}

/**
 * After the race or year changes: the free talents follow the new race and
 * year, and each fixed racial skill is raised to its minimum. Typed skills,
 * chosen talents and the rest are kept (issue 15: nothing typed is wiped).
 */
export function syncDraft(draft: CreationDraft, catalog: Catalog): CreationDraft {
  // No race yet: no free talents and no fixed skills to add.
  if (!raceOption(draft, catalog)) return { ...draft, talents: draft.talents.filter((t) => !t.free) };
  const b = draftBudget(draft, catalog);
  const oldFree = draft.talents.filter((t) => t.free);
  const free: TalentPick[] = [];
  for (const name of b.freeTalents) {
    const canonical = canonicalTalent(name);
    const kept = oldFree.find((t) => sameName(t.name, canonical) && !free.includes(t));
    free.push(kept ?? { name: canonical, choice: null, detail: null, free: true });
  }
  const skills = { ...draft.skills };
  for (const [skill, min] of Object.entries(b.fixedSkills)) if ((skills[skill] ?? 0) < min) skills[skill] = min;
  const spells = draft.spells.filter((s) => !fixedSpellNames().some((f) => sameName(f, s)));
  return { ...draft, skills, talents: [...free, ...draft.talents.filter((t) => !t.free)], spells };
}

function fixedSpellNames(): string[] {
  return [...new Set(SPELLS_BY_YEAR.flatMap((y) => y.fixed))];
}

/** A talent as the rules read it: "Czuły Zmysł (Słuch)", "Błogosławieństwo (Jedyny)". */
export function pickText(t: TalentPick): string {
  const extra = t.choice ?? t.detail;
  return extra ? `${t.name} (${extra})` : t.name;
}

/** The character as talent requirements see it. */
export function requirementSubject(draft: CreationDraft, catalog: Catalog, without?: TalentPick): RequirementSubject {
  const d = disciplineOption(draft, catalog);
  return {
    attributes: draft.attributes,
    skills: draft.skills,
    talents: draft.talents.filter((t) => t !== without).map((t) => t.name),
    race: raceOption(draft, catalog)?.name ?? draft.race,
    discipline: d ? [d.name, d.main, d.path ?? ""].join(" ") : draft.discipline,
  };
}

/** The creation talents that change the Magia roll, as rollMagic reads them. */
export function magicTalents(draft: CreationDraft): string[] {
  const { unityWithMagic, magicResistance } = MAGIC_CREATION;
  return draft.talents
    .map((t) => t.name)
    .filter((n) => sameName(n, unityWithMagic.talent) || sameName(n, magicResistance.talent))
    .sort();
}

/** The 1k10 roll for Magia through the given die (rules.md Magic table); a Polish reason when it cannot be rolled. */
export function rollDraftMagic(draft: CreationDraft, rng: RandomSource): MagicChoice | string {
  const talents = magicTalents(draft);
  const r = rollMagic(rng, talents);
  if (typeof r === "string") return r;
  return { level: r.level, how: "roll", rolls: r.rolls, steps: r.steps, talents };
}

/** Magia set by the GM by hand (recorded as such in the note). */
export function gmMagic(level: number): MagicChoice | string {
  if (!Number.isInteger(level) || level < POWER_LEVEL.strongest || level > POWER_LEVEL.weakest)
    return `Poziom Mocy musi być od ${ROMAN[POWER_LEVEL.strongest]} do ${ROMAN[POWER_LEVEL.weakest]}.`;
  return { level, how: "gm", rolls: [], steps: [], talents: [] };
}

/** The spells a year allows, and which of the vault's spells may be chosen (rules: SPELLS_BY_YEAR, max cost). */
export function spellAllowance(draft: CreationDraft, catalog: Catalog) {
  const year = SPELLS_BY_YEAR.find((y) => y.year === draft.year) ?? SPELLS_BY_YEAR[0]!;
  const discipline = disciplineOption(draft, catalog);
  const maxCost = draft.magic ? magicRow(draft.magic.level).maxSpellCost : null;
  const fixed = year.fixed.map((name) => catalog.spells.find((s) => sameName(s.name, name)) ?? name);
  const fixedPaths = new Set(fixed.map((f) => (typeof f === "string" ? f : f.path)));
  const own = (s: SpellOption) => s.school === GENERAL_SCHOOL || isDisciplineSpell(s, discipline);
  const eligible = catalog.spells.filter((s) => !fixedPaths.has(s.path) && !s.superspell && own(s));
  const superspells = catalog.spells.filter((s) => s.superspell && own(s));
  const disciplineAvailable = eligible.filter(
    (s) => isDisciplineSpell(s, discipline) && (maxCost === null || (s.cost ?? 0) <= maxCost),
  ).length;
  return {
    year,
    fixed,
    eligible,
    superspells,
    maxCost,
    minFromDiscipline: Math.min(year.fromDiscipline, disciplineAvailable),
    discipline,
  };
}

const ATTRIBUTE_KEYS: AttributeKey[] = ["body", "mind", "soul"];

/** Give each message of the rules the field it is about. */
function located(messages: string[], fieldOf: (m: string) => string): Problem[] {
  return messages.map((text) => ({ field: fieldOf(text), text }));
}

function detailsProblems(draft: CreationDraft, catalog: Catalog, isNew: boolean): Problem[] {
  const out: Problem[] = [];
  if (isNew && !draft.name.trim()) out.push({ field: "name", text: "Podaj imię postaci." });
  if (isNew && /[\\/:*?"<>|#^[\]]/.test(draft.name))
    out.push({
      field: "name",
      text: 'Imię nie może zawierać znaków \\ / : * ? " < > | # ^ [ ] (z imienia powstaje nazwa notatki).',
    });
  const race = raceOption(draft, catalog);
  if (!race)
    out.push({
      field: "race",
      text: draft.race ? `Nie znam rasy „${draft.race}”; wybierz jedną z listy.` : "Wybierz rasę.",
    });
  if (!YEAR_BONUS.some((y) => y.year === draft.year)) out.push({ field: "year", text: "Rok musi być od 1 do 5." });
  const discipline = disciplineOption(draft, catalog);
  if (!discipline) out.push({ field: "discipline", text: "Wybierz Dziedzinę Magii." });
  else if (race && !raceAllowsDiscipline(race, discipline)) {
    out.push({
      field: "discipline",
      text: `${race.name} nie może wybrać dziedziny ${discipline.name}; dostępne: ${race.disciplines.join(", ")}.`,
    });
  }
  return out;
}

function talentStepProblems(draft: CreationDraft, catalog: Catalog): Problem[] {
  const budget = draftBudget(draft, catalog);
  const out = located(talentProblems(draft.talents.map(pickText), budget), () => "talents");
  const freeNeeded = new Map<string, number>();
  for (const f of budget.freeTalents) freeNeeded.set(canonicalTalent(f), (freeNeeded.get(canonicalTalent(f)) ?? 0) + 1);
  for (const [name, n] of freeNeeded) {
    const have = draft.talents.filter((t) => t.free && sameName(t.name, name)).length;
    if (have < n) out.push({ field: "talents", text: `Brakuje darmowego talentu ${name} (rasa daje go ${n}×).` });
  }
  draft.talents.forEach((t, i) => {
    const field = `talent.${i}`;
    const choice = talentChoice(t.name);
    if (choice) {
      const problem = choiceProblem(t.name, t.choice);
      if (problem) out.push({ field, text: problem });
    }
    if (!t.free) {
      const option = findTalentOption(catalog, t.name);
      if (!option) out.push({ field, text: `${t.name}: w skarbcu nie ma notatki tego talentu.` });
      else {
        const missing = unmetRequirements(option.requirementText, requirementSubject(draft, catalog, t));
        if (missing.length) out.push({ field, text: `${t.name}: niespełnione wymagania: ${missing.join(", ")}.` });
      }
    }
    const same = draft.talents.filter((x) => sameName(x.name, t.name));
    if (same.length > 1 && same[0] !== t && same.indexOf(t) > 0) {
      if (!REPEATABLE_TALENTS.some((r) => sameName(r, t.name)))
        out.push({ field, text: `${t.name}: ten talent można mieć tylko raz.` });
      else if (
        choice &&
        t.choice &&
        same.slice(0, same.indexOf(t)).some((x) => x.choice && sameName(x.choice, t.choice as string))
      ) {
        out.push({ field, text: `${t.name}: zmysł ${t.choice} jest już wybrany; wybierz inny.` });
      }
    }
  });
  const names = draft.talents.map((t) => t.name);
  const { unityWithMagic, magicResistance } = MAGIC_CREATION;
  if (names.some((n) => sameName(n, unityWithMagic.talent)) && names.some((n) => sameName(n, magicResistance.talent))) {
    out.push({
      field: "talents",
      text: `${unityWithMagic.talent} i ${magicResistance.talent} wykluczają się (Rozdział IV).`,
    });
  }
  return out;
}

function magicProblems(draft: CreationDraft): Problem[] {
  if (!draft.magic) return [{ field: "magic", text: "Rzuć 1k10 na Magię albo wpisz Poziom Mocy ustalony przez MG." }];
  if (draft.magic.how === "roll" && draft.magic.talents.join(",") !== magicTalents(draft).join(",")) {
    const was = draft.magic.talents.length ? draft.magic.talents.join(", ") : "bez talentów";
    return [{ field: "magic", text: `Rzut był wykonany z: ${was}; talenty się zmieniły. Rzuć ponownie.` }];
  }
  return [];
}

function spellProblems(draft: CreationDraft, catalog: Catalog): Problem[] {
  const out: Problem[] = [];
  if (isPowerSource(draft, catalog)) {
    if (draft.spells.length)
      out.push({
        field: "spells",
        text: "Źródło Mocy nie może rzucać zaklęć (Pierwotna Energia); usuń wybrane zaklęcia.",
      });
    return out;
  }
  const a = spellAllowance(draft, catalog);
  const chosen = draft.spells.map((p) => catalog.spells.find((s) => s.path === p)).filter((s): s is SpellOption => !!s);
  const unknown = draft.spells.filter((p) => !catalog.spells.some((s) => s.path === p));
  for (const p of unknown) out.push({ field: "spells", text: `Zaklęcie „${p}”: nie ma go w skarbcu.` });
  const normal = chosen.filter((s) => !s.superspell);
  const supers = chosen.filter((s) => s.superspell);
  if (normal.length > a.year.chosen)
    out.push({
      field: "spells",
      text: `Zaklęcia: wybrano ${normal.length}, a na ${draft.year}. roku wolno ${a.year.chosen} (poza stałymi).`,
    });
  if (supers.length > a.year.superspells)
    out.push({
      field: "spells",
      text: a.year.superspells
        ? `Superzaklęcie: najwyżej ${a.year.superspells}.`
        : `Superzaklęcia dopiero na 5. roku (do decyzji MG).`,
    });
  for (const s of normal) {
    if (a.maxCost !== null && (s.cost ?? 0) > a.maxCost)
      out.push({
        field: `spell.${s.path}`,
        text: `${s.name} kosztuje ${s.cost} many, a Maksymalny Koszt Zaklęcia na Poziomie Mocy ${ROMAN[draft.magic?.level ?? 0]} to ${a.maxCost}.`,
      });
    if (s.school !== GENERAL_SCHOOL && !isDisciplineSpell(s, a.discipline))
      out.push({
        field: `spell.${s.path}`,
        text: `${s.name} nie jest zaklęciem Powszechnym ani z dziedziny ${a.discipline?.name ?? "(brak)"}.`,
      });
  }
  const own = normal.filter((s) => isDisciplineSpell(s, a.discipline)).length;
  if (own < a.minFromDiscipline)
    out.push({
      field: "spells",
      text: `Na ${draft.year}. roku co najmniej ${a.minFromDiscipline} zaklęć z dziedziny ${a.discipline?.name ?? ""}; wybrano ${own}.`,
    });
  if (a.maxCost === null && normal.length)
    out.push({ field: "spells", text: "Najpierw ustal Magię: od niej zależy Maksymalny Koszt Zaklęcia." });
  return out;
}

function equipmentProblems(draft: CreationDraft, catalog: Catalog): Problem[] {
  const armour = draft.equipment.map((p) => catalog.items.find((i) => i.path === p)).filter((i) => i?.kind === "armor");
  return armour.length > 1
    ? [{ field: "equipment", text: `Wybrano ${armour.length} zbroje; postać nosi jedną (Pancerz liczy się z jednej).` }]
    : [];
}

/** The rules one step breaks, each with the field to show it beside; empty when the step is valid. */
export function stepProblems(step: Step, draft: CreationDraft, catalog: Catalog, isNew = false): Problem[] {
  const budget = draftBudget(draft, catalog);
  switch (step) {
    case "details":
      return detailsProblems(draft, catalog, isNew);
    case "attributes":
      return located(
        attributeProblems(draft.attributes, budget),
        (m) => `attr.${ATTRIBUTE_KEYS.find((k) => m.startsWith(attributeName(k))) ?? "budget"}`,
      );
    case "skills":
      return located(skillProblems(draft.skills, budget), (m) => {
        const name = /^(.+?)(?: -?\d+)?:/.exec(m)?.[1] ?? "";
        const skill = findSkill(name);
        return skill ? `skill.${skill}` : "skills";
      });
    case "talents":
      return talentStepProblems(draft, catalog);
    case "magic":
      return magicProblems(draft);
    case "spells":
      return spellProblems(draft, catalog);
    case "equipment":
      return equipmentProblems(draft, catalog);
    case "summary":
      return [];
  }
}

/** Every rule the draft breaks, step by step. */
export function allProblems(draft: CreationDraft, catalog: Catalog, isNew = false): Array<Problem & { step: Step }> {
  return STEPS.flatMap((step) => stepProblems(step, draft, catalog, isNew).map((p) => ({ ...p, step })));
}
