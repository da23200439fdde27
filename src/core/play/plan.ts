/**
 * The one planner for the spell, prayer and survival-test pools: which dice,
 * which T:S, the maximum spell cost, the overcast test and the prayer gates.
 * roll/execute.ts (a block line) and play/apply (the sheet, the encounter) both
 * use it, so they cannot disagree. It imports no subject, sheet or roll code.
 */
import { planCast, type CastPlan } from "../rules/casting";
import { survivalTest, type DyingState } from "../rules/dying";
import { PLAY_RULES, PRAYER, SPELL_SKILL, SURVIVAL, type AttributeOrMagic } from "../rules/tables";
import { fold } from "../text/normalize";
import {
  applyModifiers,
  modifierParts,
  testModifiers,
  type TestHolder,
  type RollTest,
  type TestModifier,
} from "../rules/modifiers";
import { msg, renderMessage, type Message } from "./messages";
import { testEffects, type Effect } from "./state";

/** What a cast needs to know about the caster: values in force. */
export interface Caster {
  name: string;
  manaPool: "pool" | "none" | "unlimited";
  isPowerSource: boolean;
  maxSpellCost: number;
  mana: number;
  zeal: number;
  /** Canonical talents and active conditions, for the prayer gates; absent = unknown (not checked). */
  talents?: readonly string[];
  conditions?: readonly string[];
  /** A stat block's listed spells (folded names and note paths): castable whatever their cost (docs/en/notes.md). */
  listedSpells?: readonly string[];
  /** A PC's Zaklęcia (folded names and note paths); absent = not checked. Casting another spell warns. */
  knownSpells?: readonly string[];
  /**
   * A stat block's own casting text (docs/en/notes.md "Spells": Nil): `any` casts every spell with no
   * test and no Mana; `none` casts nothing. Absent: the rules above.
   */
  casting?: "any" | "none";
}

/** A spell as a cast needs it (from a spell note, or a stat block's list): what roll and play plan from. */
export interface CastSpell {
  name: string;
  /** The spell note's path, to match a stat block's listed spells. */
  path?: string;
  manaCost: number;
  threshold: number;
  required: number;
  /** `castingMode: sacred`: cast as a prayer by a character with Błogosławieństwo (docs/en/rules.md Decision). */
  sacred?: boolean;
}

/** A test pool as terms: the attribute part (Magia = the Magia dice) plus a skill. */
export interface PoolTerms {
  attribute: AttributeOrMagic;
  skill: string;
  threshold: number;
  required: number;
}

export interface SpellPlan {
  cast: CastPlan;
  /** The spell test: Magia + Zdolności Magiczne, or the prayer pool (Dusza + Oddanie). */
  pool: PoolTerms;
  /** The extra Magia (Zdolności Magiczne) test when the cost goes beyond the max spell cost. */
  overcastPool: PoolTerms | null;
  zealCost: number;
  unlimited: boolean;
  /** The spell is on the stat block's list and costs more than its max spell cost. */
  aboveMaxListed: boolean;
  /** Said on the result, not refusing: a PC casting a spell not in its Zaklęcia (issue 31 item 4). */
  warnings: Message[];
  /** No test and no Mana: the stat block's text says so (docs/en/notes.md "Spells": Nil's Form I). */
  free?: boolean;
}

/** The prayer gates (docs/en/rules.md Decision): Błogosławieństwo, at least 1 Zapał, not Oszołomiony. */
export function prayerProblem(
  who: { name: string; talents: readonly string[] },
  state: { zeal: number; conditions: readonly string[] },
): Message | null {
  if (!who.talents.includes(PRAYER.talent)) return msg("refused.prayerTalent", { name: who.name });
  if (state.conditions.includes(PLAY_RULES.dazedCondition)) return msg("refused.prayerDazed", { name: who.name });
  if (state.zeal < PRAYER.zealCost)
    return msg("refused.prayerZeal", { name: who.name, cost: PRAYER.zealCost, zeal: state.zeal });
  return null;
}

function prayerGate(caster: Caster): Message | null {
  if (!caster.talents || !caster.conditions) return null;
  return prayerProblem(
    { name: caster.name, talents: caster.talents },
    { zeal: caster.zeal, conditions: caster.conditions },
  );
}

export function isListed(listed: readonly string[] | undefined, spell: Pick<CastSpell, "name" | "path">): boolean {
  if (!listed?.length) return false;
  const keys = [fold(spell.name), ...(spell.path ? [spell.path] : [])];
  return listed.some((l) => keys.includes(l));
}

/** The prayer pool with a T:S (a `modlitwa` pool line, a sacred spell). */
export function prayerPool(threshold: number, required: number): PoolTerms {
  return { attribute: PRAYER.attribute, skill: PRAYER.skill, threshold, required };
}

/**
 * Plan a cast, or say why it is refused: no Mana (Brak), Źródło Mocy, a base
 * cost above the max spell cost (unless a stat block lists the spell), the
 * prayer gates. The cost is manaCost × (1 + overcast levels).
 */
export function planSpell(
  caster: Caster,
  spell: CastSpell,
  options: { overcast?: number; prayer?: boolean; onlyKnown?: boolean } = {},
): SpellPlan | { refusal: Message } {
  if (options.prayer) {
    const r = prayerGate(caster);
    if (r) return { refusal: r };
  }
  if (caster.casting === "none") return { refusal: msg("refused.castsNone", { name: caster.name }) };
  if (caster.casting === "any") {
    // "dowolne zaklęcie z tego podręcznika, bez Testu i bez kosztu Many": nothing to roll, nothing to spend.
    const cast = planCast({ baseCost: 0, overcastLevels: 0, maxSpellCost: caster.maxSpellCost, mana: caster.mana });
    const pool = {
      attribute: "magic" as const,
      skill: SPELL_SKILL,
      threshold: spell.threshold,
      required: spell.required,
    };
    return {
      cast,
      pool,
      overcastPool: null,
      zealCost: 0,
      unlimited: false,
      aboveMaxListed: false,
      warnings: [],
      free: true,
    };
  }
  const listedHere = isListed(caster.listedSpells, spell);
  // A sacred spell is a prayer: Błogosławieństwo "Wymagane do Magii Sakralnej" (docs/en/rules.md Decision);
  // a stat block casts what it lists (docs/en/notes.md).
  if (spell.sacred && !options.prayer && !listedHere) {
    const blessed = caster.talents?.includes(PRAYER.talent);
    return {
      refusal: blessed
        ? msg("refused.sacredAsPrayer", { name: caster.name, spell: spell.name })
        : msg("refused.sacredTalent", { name: caster.name, spell: spell.name }),
    };
  }
  const warnings: Message[] = [];
  if (caster.knownSpells && !isListed(caster.knownSpells, spell)) {
    if (options.onlyKnown) return { refusal: msg("refused.unknownSpell", { name: caster.name, spell: spell.name }) };
    warnings.push(msg("cast.unknownSpell", { name: caster.name, spell: spell.name }));
  }
  if (caster.manaPool === "none") return { refusal: msg("refused.noMana", { name: caster.name }) };
  if (caster.isPowerSource) return { refusal: msg("refused.powerSource") };
  const listed = isListed(caster.listedSpells, spell);
  if (!listed && spell.manaCost > caster.maxSpellCost)
    return { refusal: msg("refused.baseCost", { cost: spell.manaCost, max: caster.maxSpellCost }) };
  const unlimited = caster.manaPool === "unlimited";
  const cast = planCast({
    baseCost: spell.manaCost,
    overcastLevels: Math.max(0, Math.trunc(options.overcast ?? 0)),
    maxSpellCost: listed ? Math.max(caster.maxSpellCost, spell.manaCost) : caster.maxSpellCost,
    mana: unlimited ? Number.MAX_SAFE_INTEGER : caster.mana,
  });
  if (unlimited) {
    cast.overdrawn = 0;
    cast.manaAfter = caster.mana;
  }
  const pool = options.prayer
    ? prayerPool(spell.threshold, spell.required)
    : { attribute: "magic" as const, skill: SPELL_SKILL, threshold: spell.threshold, required: spell.required };
  return {
    cast,
    pool,
    overcastPool: cast.overcastTest
      ? {
          attribute: "magic",
          skill: SPELL_SKILL,
          threshold: cast.overcastTest.threshold,
          required: cast.overcastTest.required,
        }
      : null,
    zealCost: options.prayer ? PRAYER.zealCost : 0,
    unlimited,
    aboveMaxListed: listed && spell.manaCost > caster.maxSpellCost,
    warnings,
  };
}

/** Test Przeżycia: the pool (Ciało + Wytrzymałość, or the GM's choice) and T:S from the overflow and hits. */
export function survivalPlan(
  dying: DyingState,
  choice?: { attribute: "body" | "mind" | "soul"; skill: string },
): PoolTerms {
  const ts = survivalTest(dying);
  const pool = choice ?? { attribute: SURVIVAL.poolAttribute, skill: SURVIVAL.poolSkill };
  return { attribute: pool.attribute, skill: pool.skill, threshold: ts.threshold, required: ts.required };
}

/** The dice of a pool for a subject's values in force (the Magia part is the Magia dice). */
export function poolDice(
  terms: Pick<PoolTerms, "attribute" | "skill">,
  values: {
    attributes: { body: number; mind: number; soul: number };
    magicDice: number;
    skills: Readonly<Record<string, number>>;
  },
): number {
  const attribute = terms.attribute === "magic" ? values.magicDice : values.attributes[terms.attribute];
  return attribute + (values.skills[terms.skill] ?? 0);
}

/** Who makes a test, from a play state and the Tolerancja in force (rules/modifiers.ts). */
export function holderOfState(
  state: {
    conditions: readonly string[];
    effects: readonly Effect[];
    elixirTolerance: number;
  },
  tolerance: number,
): TestHolder {
  return {
    conditions: state.conditions,
    ...testEffects(state.effects),
    overdose: { used: state.elixirTolerance, tolerance },
  };
}

/**
 * A planner's pool with the test modifiers in force applied (docs/en/rules.md Decision "test
 * modifiers"): never below 0 dice; `forbidden` when a modifier forbids the test.
 */
export function modifiedPool(
  terms: PoolTerms,
  values: Parameters<typeof poolDice>[1],
  holder: TestHolder,
  test: RollTest = {},
): {
  dice: number;
  threshold: number;
  required: number;
  bonusSuccesses: number;
  modifiers: TestModifier[];
  forbidden: TestModifier | null;
} {
  const modifiers = testModifiers(holder, { skills: [terms.skill], ...test, attribute: terms.attribute });
  const attributeDice = terms.attribute === "magic" ? values.magicDice : values.attributes[terms.attribute];
  const r = applyModifiers(
    { dice: poolDice(terms, values), attributeDice, threshold: terms.threshold, required: terms.required },
    modifiers,
  );
  return { ...r, modifiers };
}

/** Successes a modifier adds to the result, as play's messages word them ("+2 sukcesy do wyniku"). */
export const bonusSuccessesText = (n: number): string => renderMessage(msg("modifier.bonusSuccesses", { n }));

/** The modifiers applied to a test, as play's messages ("Zdyszanie: −1k6"). */
export function modifierMessages(modifiers: readonly TestModifier[]): Message[] {
  return modifiers.map((m) => {
    const parts = modifierParts(m, "−Atrybut", bonusSuccessesText);
    return msg("modifier.applied", { source: m.source, change: parts.join(", ") });
  });
}
