import type { RandomSource } from "../dice/random";
import { creationBudget, rollMagic, type CreationBudget, type RuleMessage } from "../rules/creation";
import { isPowerSourceDiscipline, magicRow } from "../rules/derived";
import { canonicalTalent, sameName } from "../rules/names";
import { type RequirementSubject } from "../rules/requirements";
import { disciplineTalents } from "../rules/talents";
import { ATTRIBUTE_RANGE, MAGIC_CREATION, POWER_LEVEL, RACES, ROMAN, type AttributeKey } from "../rules/tables";
import { fold } from "../text/normalize";
import { isDisciplineSpell, type Catalog, type DisciplineOption, type RaceOption, type SpellOption } from "./catalog";
import { GENERAL_SCHOOL, SPELLS_BY_YEAR } from "./data";
import { creationText, type CreationMessageId } from "./messages";
import type { Params } from "../play/messages";

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
  /** Given by the race or the year (or the discipline: Warzenie Eliksirów's Nadzwyczajna Odporność), not chosen. */
  free: boolean;
  /** The choice the race note names ("Czuły Zmysł (Słuch)"): written with it, not changeable. */
  fixed?: boolean;
}

export interface MagicChoice {
  level: number;
  how: "roll" | "gm";
  /** The dice and what the talents did, for the roll; empty when the GM set it. */
  rolls: number[];
  steps: RuleMessage[];
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

/** One broken rule: where (a field key the wizard shows it beside), what (a message key), and its Polish text. */
export interface Problem {
  field: string;
  key: CreationMessageId;
  params: Params;
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

/** The race as written, through the book's aliases ("Anielica" = Anioł, "Kotowate" = Feles). */
export function raceOption(draft: CreationDraft, catalog: Catalog): RaceOption | null {
  const written = draft.race;
  if (written === null) return null;
  const byName = catalog.races.find((r) => sameName(r.name, written) || fold(written).startsWith(fold(r.name)));
  if (byName) return byName;
  const builtIn = RACES.find((r) => r.aliases.some((a) => sameName(a, written) || fold(written).startsWith(fold(a))));
  return catalog.races.find((r) => builtIn && r.name === builtIn.name) ?? null;
}

/** The discipline by name, or as characters write it with a note after it ("Magia Sakralna (Bóg-Jahwe-Jedyny)"). */
export function findDiscipline(catalog: Catalog, written: string | null): DisciplineOption | null {
  if (written === null) return null;
  const bare = written.replace(/\s*\([^()]*\)\s*$/, "").trim();
  return (
    catalog.disciplines.find((d) => sameName(d.name, written)) ??
    catalog.disciplines.find((d) => sameName(d.name, bare)) ??
    null
  );
}

export function disciplineOption(draft: CreationDraft, catalog: Catalog): DisciplineOption | null {
  return findDiscipline(catalog, draft.discipline);
}

/** The race and year budget (docs/en/rules.md "Experience (PD) and creation"); the built-in Człowiek until a race is chosen. */
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
  const fixed = [...fixedChoices(draft, catalog)];
  for (const name of b.freeTalents) {
    const canonical = canonicalTalent(name);
    const kept = oldFree.find((t) => sameName(t.name, canonical) && !free.includes(t));
    const at = fixed.findIndex((f) => sameName(f.talent, canonical));
    const own = at >= 0 ? fixed.splice(at, 1)[0] : undefined;
    if (own) free.push({ ...(kept ?? { detail: null }), name: canonical, choice: own.choice, free: true, fixed: true });
    else free.push(kept ? { ...kept, fixed: false } : { name: canonical, choice: null, detail: null, free: true });
  }
  const skills = { ...draft.skills };
  for (const [skill, min] of Object.entries(b.fixedSkills)) if ((skills[skill] ?? 0) < min) skills[skill] = min;
  const spells = draft.spells.filter((s) => !fixedSpellNames().some((f) => sameName(f, s)));
  return { ...draft, skills, talents: [...free, ...draft.talents.filter((t) => !t.free)], spells };
}

function fixedSpellNames(): string[] {
  return [...new Set(SPELLS_BY_YEAR.flatMap((y) => y.fixed))];
}

/** The free talents' choices the race note names (Elf: Czuły Zmysł (Słuch)), in the note's order. */
export function fixedChoices(
  draft: CreationDraft,
  catalog: Catalog,
): ReadonlyArray<{ talent: string; choice: string }> {
  return raceOption(draft, catalog)?.fixedChoices ?? [];
}

/** The talents the discipline gives (Warzenie Eliksirów: Nadzwyczajna Odporność), counted whether written or not. */
export function draftDisciplineTalents(draft: CreationDraft, catalog: Catalog): string[] {
  const d = disciplineOption(draft, catalog);
  return disciplineTalents(d ? [d.name, d.main].join(" ") : draft.discipline);
}

/** A talent as the rules read it: "Czuły Zmysł (Słuch)", "Błogosławieństwo (Jedyny)". */
export function pickText(t: TalentPick): string {
  const extra = t.choice ?? t.detail;
  return extra ? `${t.name} (${extra})` : t.name;
}

/** The character as talent requirements see it. */
export function requirementSubject(draft: CreationDraft, catalog: Catalog, without?: TalentPick): RequirementSubject {
  const d = disciplineOption(draft, catalog);
  const written = draft.talents.filter((t) => t !== without).map((t) => t.name);
  const given = draftDisciplineTalents(draft, catalog).filter((g) => !written.some((w) => sameName(w, g)));
  return {
    attributes: draft.attributes,
    skills: draft.skills,
    talents: [...written, ...given],
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

/** The 1k10 roll for Magia through the given die (docs/en/rules.md "The Magia table"); a Polish reason when it cannot be rolled. */
export function rollDraftMagic(draft: CreationDraft, rng: RandomSource): MagicChoice | RuleMessage {
  const talents = magicTalents(draft);
  const r = rollMagic(rng, talents);
  if ("key" in r) return r;
  return { level: r.level, how: "roll", rolls: r.rolls, steps: r.steps, talents };
}

/** Magia set by the GM by hand (recorded as such in the note). */
export function gmMagic(level: number): MagicChoice | RuleMessage {
  if (!Number.isInteger(level) || level < POWER_LEVEL.strongest || level > POWER_LEVEL.weakest)
    return {
      key: "creation.magicLevelRange",
      params: { min: ROMAN[POWER_LEVEL.strongest] ?? "0", max: ROMAN[POWER_LEVEL.weakest] ?? "X" },
    };
  return { level, how: "gm", rolls: [], steps: [], talents: [] };
}

/** The spells a year allows, and which of the vault's spells may be chosen (rules: SPELLS_BY_YEAR, max cost). */
export function spellAllowance(draft: CreationDraft, catalog: Catalog) {
  const year = SPELLS_BY_YEAR.find((y) => y.year === draft.year) ?? SPELLS_BY_YEAR[0]!;
  const discipline = disciplineOption(draft, catalog);
  const maxCost = draft.magic ? magicRow(draft.magic.level).maxSpellCost : null;
  const fixed = year.fixed.map((name) => catalog.spells.find((s) => sameName(s.name, name)) ?? name);
  // Spells above the max cost may be chosen (docs/en/rules.md: the book sets no limit); the wizard says they cannot be cast yet.
  const fixedPaths = new Set(fixed.map((f) => (typeof f === "string" ? f : f.path)));
  const own = (s: SpellOption) => s.school === GENERAL_SCHOOL || isDisciplineSpell(s, discipline);
  const eligible = catalog.spells.filter((s) => !fixedPaths.has(s.path) && !s.superspell && own(s));
  const superspells = catalog.spells.filter((s) => s.superspell && own(s));
  const disciplineAvailable = eligible.filter((s) => isDisciplineSpell(s, discipline)).length;
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

/** A problem with its Polish text (the CLI's language; the wizard renders the key in the plugin's). */
export function problem(field: string, key: CreationMessageId, params: Params = {}): Problem {
  return { field, key, params, text: creationText(key, params) };
}
