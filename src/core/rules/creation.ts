import type { RandomSource } from "../dice/random";
import { creationText, type CreationMessageId } from "../creation/messages";
import type { Params } from "../play/messages";
import { fold } from "../text/normalize";
import { attributeName, canonicalTalent } from "./names";
import {
  ATTRIBUTE_RANGE,
  MAGIC_CREATION,
  RACES,
  ROMAN,
  SKILL_RANGE,
  YEAR_BONUS,
  type AttributeKey,
  type RaceData,
} from "./tables";

export interface CreationBudget {
  race: string;
  year: number;
  attributePoints: number;
  skillPoints: number;
  fixedSkills: Record<string, number>;
  freeTalents: string[];
  /** Talents chosen freely on top of the free ones (year bonus, Człowiek's "dwa dowolne"). */
  chosenTalents: number;
  source: "vault" | "built-in";
}

/** Race data from the vault's race note where there is one, else the built-in default. */
export function raceData(
  name: string,
  fromVault?: {
    attributePoints: number | null;
    skillPoints: number | null;
    fixedSkills: Record<string, number>;
    freeTalents: string[];
  } | null,
): { data: RaceData; source: "vault" | "built-in" } | null {
  const builtIn = RACES.find((r) =>
    [r.name, ...r.aliases].some((n) => fold(n) === fold(name) || fold(name).startsWith(fold(n))),
  );
  if (fromVault && fromVault.attributePoints !== null && fromVault.skillPoints !== null) {
    return {
      data: {
        name: builtIn?.name ?? name,
        aliases: [],
        attributePoints: fromVault.attributePoints,
        skillPoints: fromVault.skillPoints,
        fixedSkills: fromVault.fixedSkills,
        freeTalents: fromVault.freeTalents.map(canonicalTalent),
      },
      source: "vault",
    };
  }
  return builtIn ? { data: builtIn, source: "built-in" } : null;
}

/** Człowiek's "dwa dowolne" talents on top of its free ones. */
const EXTRA_CHOSEN_TALENTS: Record<string, number> = { Człowiek: 2 };

export function creationBudget(
  race: RaceData,
  year: number,
  source: "vault" | "built-in" = "built-in",
): CreationBudget {
  const bonus = YEAR_BONUS.find((y) => y.year === year) ?? YEAR_BONUS[0]!;
  const freeTalents = [...race.freeTalents];
  if (bonus.freeTalent) freeTalents.push(bonus.freeTalent);
  return {
    race: race.name,
    year: bonus.year,
    attributePoints: race.attributePoints + bonus.attributePoints,
    skillPoints: race.skillPoints + bonus.skillPoints,
    fixedSkills: { ...race.fixedSkills },
    freeTalents,
    chosenTalents: bonus.talents + (EXTRA_CHOSEN_TALENTS[race.name] ?? 0),
    source,
  };
}

export interface BuildToCheck {
  attributes: Record<AttributeKey, number>;
  skills: Readonly<Record<string, number>>;
  talents: readonly string[];
}

/** A creation rule broken, as a message key of core/creation/messages.ts with its parameters. */
export interface RuleMessage {
  key: CreationMessageId;
  params: Params;
}

const said = (ms: RuleMessage[]): string[] => ms.map((m) => creationText(m.key, m.params));

/** The attribute part of the creation rules: each of Ciało, Umysł, Dusza from 1 to 8, every race/year point spent. */
export function attributeMessages(attributes: BuildToCheck["attributes"], budget: CreationBudget): RuleMessage[] {
  const problems: RuleMessage[] = [];
  const keys: AttributeKey[] = ["body", "mind", "soul"];
  for (const k of keys) {
    if (attributes[k] < ATTRIBUTE_RANGE.start)
      problems.push({
        key: "creation.attributeMin",
        params: { attribute: attributeName(k), min: ATTRIBUTE_RANGE.start },
      });
    if (attributes[k] > ATTRIBUTE_RANGE.max)
      problems.push({
        key: "creation.attributeMax",
        params: { attribute: attributeName(k), max: ATTRIBUTE_RANGE.max },
      });
  }
  const spentAttributes = keys.reduce((s, k) => s + Math.max(0, attributes[k] - ATTRIBUTE_RANGE.start), 0);
  if (spentAttributes !== budget.attributePoints) {
    problems.push({
      key: "creation.attributePoints",
      params: {
        spent: spentAttributes,
        race: budget.race,
        year: budget.year,
        points: budget.attributePoints,
        start: ATTRIBUTE_RANGE.start,
      },
    });
  }
  return problems;
}

/** The same, in Polish. */
export function attributeProblems(attributes: BuildToCheck["attributes"], budget: CreationBudget): string[] {
  return said(attributeMessages(attributes, budget));
}

/** The skill part: at most 4 each at creation, the race's fixed points kept, every skill point spent. */
export function skillMessages(skills: BuildToCheck["skills"], budget: CreationBudget): RuleMessage[] {
  const problems: RuleMessage[] = [];
  for (const [skill, value] of Object.entries(skills)) {
    if (value > SKILL_RANGE.creationMax)
      problems.push({ key: "creation.skillMax", params: { skill, value, max: SKILL_RANGE.creationMax } });
    if (value < SKILL_RANGE.min) problems.push({ key: "creation.skillNegative", params: { skill, value } });
  }
  for (const [skill, fixed] of Object.entries(budget.fixedSkills)) {
    if ((skills[skill] ?? 0) < fixed)
      problems.push({ key: "creation.skillFixed", params: { skill, fixed, value: skills[skill] ?? 0 } });
  }
  const total = Object.values(skills).reduce((s, v) => s + v, 0);
  const fixedTotal = Object.values(budget.fixedSkills).reduce((s, v) => s + v, 0);
  const spentSkills = total - fixedTotal;
  if (spentSkills !== budget.skillPoints) {
    problems.push({
      key: "creation.skillPoints",
      params: { spent: spentSkills, fixed: fixedTotal, points: budget.skillPoints },
    });
  }
  return problems;
}

/** The same, in Polish. */
export function skillProblems(skills: BuildToCheck["skills"], budget: CreationBudget): string[] {
  return said(skillMessages(skills, budget));
}

/** The talent part: the free talents all there, no more chosen ones than the race and year allow. */
export function talentMessages(talents: BuildToCheck["talents"], budget: CreationBudget): RuleMessage[] {
  const problems: RuleMessage[] = [];
  const chosen =
    talents.length -
    budget.freeTalents.filter((f) => talents.some((t) => fold(canonicalTalent(t)) === fold(canonicalTalent(f)))).length;
  if (chosen > budget.chosenTalents)
    problems.push({ key: "creation.talentsTooMany", params: { n: chosen, allowed: budget.chosenTalents } });
  const missingFree = budget.freeTalents.filter(
    (f) => !talents.some((t) => fold(canonicalTalent(t)) === fold(canonicalTalent(f))),
  );
  if (missingFree.length)
    problems.push({ key: "creation.freeTalentsMissing", params: { names: missingFree.join(", ") } });
  return problems;
}

/** The same, in Polish. */
export function talentProblems(talents: BuildToCheck["talents"], budget: CreationBudget): string[] {
  return said(talentMessages(talents, budget));
}

export interface MagicRoll {
  rolls: number[];
  /** What the dice and the talents did, step by step, as message keys (the wizard's language; Polish in the note). */
  steps: RuleMessage[];
  level: number;
  roman: string;
}

/**
 * Magia at creation: 1k10, result 1–10 = level I–X. Jedność z Magią: −1, and
 * at ≥ 7 the die is rolled once more (again −1). Odporność na Magię: +1 if below 10,
 * once per time taken. The two exclude each other.
 */
export function rollMagic(rng: RandomSource, talents: readonly string[]): MagicRoll | RuleMessage {
  const unity = talents.filter((t) => canonicalTalent(t) === MAGIC_CREATION.unityWithMagic.talent).length > 0;
  const resistance = talents.filter((t) => canonicalTalent(t) === MAGIC_CREATION.magicResistance.talent).length;
  if (unity && resistance)
    return {
      key: "creation.exclusive",
      params: { a: MAGIC_CREATION.unityWithMagic.talent, b: MAGIC_CREATION.magicResistance.talent },
    };
  const u = MAGIC_CREATION.unityWithMagic;
  const m = MAGIC_CREATION.magicResistance;
  const rolls = [rng.die(MAGIC_CREATION.die)];
  const steps: RuleMessage[] = [{ key: "creation.magicDie", params: { n: rolls[0] as number } }];
  let result = rolls[0] as number;
  if (unity) {
    result = Math.max(0, result + u.modifier);
    steps.push({ key: "creation.magicUnity", params: { talent: u.talent, n: result } });
    if (result >= u.rerollAtLeast) {
      const again = rng.die(MAGIC_CREATION.die);
      rolls.push(again);
      result = Math.max(0, again + u.modifier);
      steps.push({ key: "creation.magicReroll", params: { min: u.rerollAtLeast, die: again, n: result } });
    }
  }
  for (let i = 0; i < resistance; i++) {
    if (result < m.onlyBelow) {
      result += m.modifier;
      steps.push({ key: "creation.magicResistance", params: { talent: m.talent, n: result } });
    }
  }
  return { rolls, steps, level: result, roman: ROMAN[result] ?? String(result) };
}
