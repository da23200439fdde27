import { attributeMessages, skillMessages, talentMessages, type RuleMessage } from "../rules/creation";
import { creationText } from "./messages";
import { attributeName, canonicalTalent, findSkill, sameName } from "../rules/names";
import { unmetRequirements } from "../rules/requirements";
import { talentChoice } from "../rules/talents";
import { MAGIC_CREATION, ROMAN, YEAR_BONUS, type AttributeKey } from "../rules/tables";
import {
  findTalentOption,
  isDisciplineSpell,
  raceAllowsDiscipline,
  type Catalog,
  type SpellOption,
  type TalentOption,
} from "./catalog";
import { GENERAL_SCHOOL, GM_ONLY_TALENTS, REPEATABLE_TALENTS, sameChoice } from "./data";
import {
  disciplineOption,
  draftBudget,
  draftDisciplineTalents,
  fixedChoices,
  isPowerSource,
  magicTalents,
  pickText,
  problem,
  raceOption,
  requirementSubject,
  spellAllowance,
  STEPS,
  type CreationDraft,
  type Problem,
  type Step,
  type TalentPick,
} from "./steps";

/**
 * The creation rules a draft breaks, step by step, each with the field the
 * wizard shows it beside (docs/en/rules.md "Experience (PD) and creation", and its
 * Decision on creation details). The same check serves the wizard, its ✓ on
 * each talent offer, and `hbm sheet`'s `creation`.
 */

const ATTRIBUTE_KEYS: AttributeKey[] = ["body", "mind", "soul"];

/** The rules' own messages (rules/creation.ts), each given the field it is about (found from its Polish text). */
function located(messages: RuleMessage[], fieldOf: (m: string) => string): Problem[] {
  return messages.map((m) => problem(fieldOf(creationText(m.key, m.params)), m.key, m.params));
}

function detailsProblems(draft: CreationDraft, catalog: Catalog, isNew: boolean): Problem[] {
  const out: Problem[] = [];
  if (isNew && !draft.name.trim()) out.push(problem("name", "creation.name"));
  if (isNew && /[\\/:*?"<>|#^[\]]/.test(draft.name)) out.push(problem("name", "creation.nameChars"));
  const race = raceOption(draft, catalog);
  if (!race)
    out.push(
      draft.race
        ? problem("race", "creation.raceUnknown", { race: draft.race })
        : problem("race", "creation.raceMissing"),
    );
  if (!YEAR_BONUS.some((y) => y.year === draft.year)) out.push(problem("year", "creation.year"));
  const discipline = disciplineOption(draft, catalog);
  if (!discipline) out.push(problem("discipline", "creation.discipline"));
  else if (race && !raceAllowsDiscipline(race, discipline))
    out.push(
      problem("discipline", "creation.disciplineForRace", {
        race: race.name,
        discipline: discipline.name,
        allowed: race.disciplines.join(", "),
      }),
    );
  return out;
}

/** The choice a talent names: Czuły Zmysł's sense from a list; the note name's "(Bóstwo)", "(Zmysł)", "(Dziedzina)" as text. */
function choiceProblems(draft: CreationDraft, catalog: Catalog, t: TalentPick, field: string): Problem[] {
  const asks = talentChoice(t.name);
  if (asks) {
    const options = asks.options.map((o) => o.toLowerCase()).join(", ");
    if (!t.choice) return [problem(field, "creation.choiceMissing", { name: t.name, what: asks.what, options })];
    if (!asks.options.some((o) => sameChoice(o, t.choice as string)))
      return [problem(field, "creation.choiceWrong", { name: t.name, choice: t.choice, what: asks.what, options })];
    return [];
  }
  const detail = findTalentOption(catalog, t.name)?.detail;
  return detail && !t.detail
    ? [problem(field, "creation.detailMissing", { name: t.name, what: detail.toLowerCase() })]
    : [];
}

/** The free talents' choices the race note fixes (Elf: Czuły Zmysł (Słuch)) must be there, unchanged. */
function fixedChoiceProblems(draft: CreationDraft, catalog: Catalog): Problem[] {
  const race = raceOption(draft, catalog);
  const free = draft.talents.filter((t) => t.free);
  const used = new Set<TalentPick>();
  const out: Problem[] = [];
  for (const f of fixedChoices(draft, catalog)) {
    const pick = free.find(
      (t) => !used.has(t) && sameName(t.name, f.talent) && t.choice && sameChoice(t.choice, f.choice),
    );
    if (pick) {
      used.add(pick);
      continue;
    }
    const wrong = free.find((t) => !used.has(t) && sameName(t.name, f.talent));
    if (wrong) used.add(wrong);
    out.push(
      problem(wrong ? `talent.${draft.talents.indexOf(wrong)}` : "talents", "creation.choiceFixed", {
        name: f.talent,
        race: race?.name ?? "",
        what: talentChoice(f.talent)?.what ?? "",
        choice: f.choice,
      }),
    );
  }
  return out;
}

function talentStepProblems(draft: CreationDraft, catalog: Catalog): Problem[] {
  const budget = draftBudget(draft, catalog);
  // The discipline's own talents (Warzenie Eliksirów: Nadzwyczajna Odporność) are counted whether written or not.
  const given = draftDisciplineTalents(draft, catalog);
  const counted = draft.talents.filter((t) => !given.some((g) => sameName(g, t.name)));
  const out = located(talentMessages(counted.map(pickText), budget), () => "talents");
  const freeNeeded = new Map<string, number>();
  for (const f of budget.freeTalents) freeNeeded.set(canonicalTalent(f), (freeNeeded.get(canonicalTalent(f)) ?? 0) + 1);
  for (const [name, n] of freeNeeded) {
    const have = draft.talents.filter((t) => t.free && sameName(t.name, name)).length;
    if (have < n) out.push(problem("talents", "creation.freeMissing", { name, n }));
  }
  out.push(...fixedChoiceProblems(draft, catalog));
  draft.talents.forEach((t, i) => {
    const field = `talent.${i}`;
    out.push(...choiceProblems(draft, catalog, t, field));
    const fromDiscipline = given.some((g) => sameName(g, t.name));
    if (!t.free && !fromDiscipline) {
      if (GM_ONLY_TALENTS.some((g) => sameName(g, t.name)))
        out.push(problem(field, "creation.gmOnly", { name: t.name }));
      const option = findTalentOption(catalog, t.name);
      if (!option) out.push(problem(field, "creation.noNote", { name: t.name }));
      else {
        const missing = unmetRequirements(option.requirementText, requirementSubject(draft, catalog, t));
        if (missing.length) out.push(problem(field, "creation.unmet", { name: t.name, missing: missing.join(", ") }));
      }
    }
    const same = draft.talents.filter((x) => sameName(x.name, t.name));
    if (same.indexOf(t) > 0) {
      if (!REPEATABLE_TALENTS.some((r) => sameName(r, t.name)))
        out.push(problem(field, "creation.once", { name: t.name }));
      else if (
        talentChoice(t.name) &&
        t.choice &&
        same.slice(0, same.indexOf(t)).some((x) => x.choice && sameChoice(x.choice, t.choice as string))
      )
        out.push(problem(field, "creation.senseTaken", { name: t.name, choice: t.choice }));
    }
  });
  const names = draft.talents.map((t) => t.name);
  const { unityWithMagic, magicResistance } = MAGIC_CREATION;
  if (names.some((n) => sameName(n, unityWithMagic.talent)) && names.some((n) => sameName(n, magicResistance.talent)))
    out.push(problem("talents", "creation.exclusive", { a: unityWithMagic.talent, b: magicResistance.talent }));
  return out;
}

/**
 * What Dodaj would be refused for: the problems the talent adds once taken
 * (requirements, excluding talents, "only once", GM only), not counting the
 * choice the player makes right after adding it. Empty: the offer shows ✓.
 */
export function offerProblems(draft: CreationDraft, catalog: Catalog, option: TalentOption): Problem[] {
  const before = new Set(talentStepProblems(draft, catalog).map((p) => p.text));
  const pick: TalentPick = { name: option.name, choice: null, detail: null, free: false };
  const after = talentStepProblems({ ...draft, talents: [...draft.talents, pick] }, catalog);
  // The choice is made right after adding; the talent budget is the Dodaj button's own (disabled when spent).
  const asked = new Set([
    "creation.choiceMissing",
    "creation.detailMissing",
    "creation.rule",
    "creation.talentsTooMany",
    "creation.freeTalentsMissing",
  ]);
  return after.filter((p) => !before.has(p.text) && !asked.has(p.key));
}

function magicProblems(draft: CreationDraft): Problem[] {
  if (!draft.magic) return [problem("magic", "creation.magicMissing")];
  if (draft.magic.how === "roll" && draft.magic.talents.join(",") !== magicTalents(draft).join(",")) {
    const was = draft.magic.talents.length
      ? draft.magic.talents.join(", ")
      : problem("magic", "creation.magicNoTalents").text;
    return [problem("magic", "creation.magicStale", { was })];
  }
  return [];
}

function chosenSpells(draft: CreationDraft, catalog: Catalog): SpellOption[] {
  return draft.spells.map((p) => catalog.spells.find((s) => s.path === p)).filter((s): s is SpellOption => !!s);
}

function spellProblems(draft: CreationDraft, catalog: Catalog): Problem[] {
  const out: Problem[] = [];
  if (isPowerSource(draft, catalog)) {
    if (draft.spells.length) out.push(problem("spells", "creation.powerSourceSpells"));
    return out;
  }
  const a = spellAllowance(draft, catalog);
  const chosen = chosenSpells(draft, catalog);
  for (const p of draft.spells.filter((p) => !catalog.spells.some((s) => s.path === p)))
    out.push(problem("spells", "creation.spellUnknown", { spell: p }));
  const normal = chosen.filter((s) => !s.superspell);
  const supers = chosen.filter((s) => s.superspell);
  if (normal.length > a.year.chosen)
    out.push(
      problem("spells", "creation.spellsTooMany", { n: normal.length, year: draft.year, allowed: a.year.chosen }),
    );
  if (supers.length > a.year.superspells)
    out.push(
      a.year.superspells
        ? problem("spells", "creation.superspellsMax", { n: a.year.superspells })
        : problem("spells", "creation.superspellsYear"),
    );
  for (const s of normal)
    if (s.school !== GENERAL_SCHOOL && !isDisciplineSpell(s, a.discipline))
      out.push(
        problem(`spell.${s.path}`, "creation.spellNotOwn", { spell: s.name, discipline: a.discipline?.name ?? "—" }),
      );
  const own = normal.filter((s) => isDisciplineSpell(s, a.discipline)).length;
  if (own < a.minFromDiscipline)
    out.push(
      problem("spells", "creation.spellsFromDiscipline", {
        year: draft.year,
        min: a.minFromDiscipline,
        discipline: a.discipline?.name ?? "",
        n: own,
      }),
    );
  if (a.maxCost === null && normal.length) out.push(problem("spells", "creation.spellsNeedMagic"));
  return out;
}

function chosenItems(draft: CreationDraft, catalog: Catalog) {
  return draft.equipment.map((p) => catalog.items.find((i) => i.path === p)).filter((i) => i !== undefined);
}

function equipmentProblems(draft: CreationDraft, catalog: Catalog): Problem[] {
  const items = chosenItems(draft, catalog);
  const out: Problem[] = [];
  const armour = items.filter((i) => i.kind === "armor");
  if (armour.length > 1) out.push(problem("equipment", "creation.armourTwo", { n: armour.length }));
  // Equipment `requirements` ("Ciało >= 4") are checked like talent requirements (docs/en/rules.md: creation details).
  const subject = requirementSubject(draft, catalog);
  for (const item of new Set(items)) {
    const missing = item.requirements ? unmetRequirements(item.requirements, subject) : [];
    if (missing.length)
      out.push(problem(`item.${item.path}`, "creation.itemUnmet", { item: item.name, missing: missing.join(", ") }));
  }
  return out;
}

/**
 * What the wizard says without it being a problem: a spell above the max
 * spell cost (docs/en/rules.md: may be chosen, cannot be cast yet), and what the worn
 * armour does (its points and traits; the book gives no effect on casting).
 */
export function stepInfos(step: Step, draft: CreationDraft, catalog: Catalog): Problem[] {
  if (step === "spells" && !isPowerSource(draft, catalog)) {
    const { maxCost } = spellAllowance(draft, catalog);
    if (maxCost === null) return [];
    return chosenSpells(draft, catalog)
      .filter((s) => !s.superspell && (s.cost ?? 0) > maxCost)
      .map((s) =>
        problem(`spell.${s.path}`, "creation.spellTooDear", {
          spell: s.name,
          cost: s.cost ?? 0,
          max: maxCost,
          level: ROMAN[draft.magic?.level ?? 0] ?? "",
        }),
      );
  }
  if (step === "equipment")
    return [...new Set(chosenItems(draft, catalog).filter((i) => i.kind === "armor"))].map((i) =>
      problem(`item.${i.path}`, "creation.armourCasting", {
        item: i.name,
        points: i.armorPoints ?? 0,
        traits: i.traits ? problem("", "creation.armourTraits", { traits: i.traits }).text : "",
      }),
    );
  return [];
}

/** The rules one step breaks, each with the field to show it beside; empty when the step is valid. */
export function stepProblems(step: Step, draft: CreationDraft, catalog: Catalog, isNew = false): Problem[] {
  const budget = draftBudget(draft, catalog);
  switch (step) {
    case "details":
      return detailsProblems(draft, catalog, isNew);
    case "attributes":
      return located(
        attributeMessages(draft.attributes, budget),
        (m) => `attr.${ATTRIBUTE_KEYS.find((k) => m.startsWith(attributeName(k))) ?? "budget"}`,
      );
    case "skills":
      return located(skillMessages(draft.skills, budget), (m) => {
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
