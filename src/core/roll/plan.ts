import { LIMITS } from "../dice/limits";
import { attributeName, skillAttribute } from "../rules/names";
import type { CastPlan } from "../rules/casting";
import { msg, renderMessage, type Message, type MessageId, type Params } from "../play/messages";
import {
  applyModifiers,
  modifierParts,
  testModifiers,
  type TestHolder,
  type RollTest,
  type TestModifier,
} from "../rules/modifiers";
import { planSpell as planCasting, prayerPool, prayerProblem, type PoolTerms } from "../play/plan";
import {
  isMessage,
  problemText,
  type Problem,
  type RollCharacter,
  type RollEnvironment,
  type RollSpell,
  type SpendEffect,
} from "./result";
import type { PoolSpec, RollLine, RollOption } from "./types";
import type { PoolTest } from "../dice/pool";

/**
 * A line the rules refuse: thrown and caught within this module and shown as its message only,
 * so no stack is captured (issue 19: capturing it was a sixth of a block's render).
 */
export class RollError extends Error {
  constructor(readonly problem: Problem) {
    const host = Error as { stackTraceLimit?: number };
    const limit = host.stackTraceLimit;
    host.stackTraceLimit = 0;
    super(problemText(problem));
    host.stackTraceLimit = limit;
  }
}
/** Stops the roll with a problem: a message key and its parameters, or a ready problem (a rules text, a Message). */
export function fail(key: MessageId, params: Params): never;
export function fail(problem: Problem): never;
export function fail(problem: Problem, params?: Params): never {
  throw new RollError(
    params !== undefined && typeof problem === "string" ? msg(problem as MessageId, params) : problem,
  );
}

export function need<T extends object>(value: T | Problem): T {
  if (typeof value === "string" || isMessage(value)) fail(value);
  return value;
}

/** What the line would roll, worked out without rolling (for button captions). */
export interface PoolPlan {
  dice: number;
  threshold: number;
  required: number;
  /** The pool as written, then each test modifier it applied ("Zdyszanie: −1k6"). */
  description: string;
  /** The test modifiers applied (rules/modifiers.ts), in the table's order. */
  modifiers: TestModifier[];
  /** Successes the modifiers add to the result (rollPool's `bonus`). */
  bonusSuccesses: number;
}

/** A plan as rollPool's test: its dice, T, S and the successes added to the result. */
export function poolTest(plan: Pick<PoolPlan, "dice" | "threshold" | "required" | "bonusSuccesses">): PoolTest {
  return { dice: plan.dice, threshold: plan.threshold, required: plan.required, bonus: plan.bonusSuccesses };
}

/** A modifier as shown on the result: "Zdyszanie: −1k6", "Zmęczenie: T +1"; one source's several in one ("Celność: T −1, +2k6"). */
export function modifierText(m: TestModifier | readonly TestModifier[], lang: "pl" | "en" = "pl"): string {
  const ms: readonly TestModifier[] = Array.isArray(m) ? m : [m as TestModifier];
  const noAttribute = renderMessage(msg("modifier.noAttribute"), lang);
  const bonus = (n: number) => renderMessage(msg("modifier.bonusSuccesses", { n }), lang);
  const parts = ms.flatMap((x) => modifierParts(x, noAttribute, bonus));
  return renderMessage(msg("modifier.applied", { source: ms[0]?.source ?? "", change: parts.join(", ") }), lang);
}

/**
 * The modifiers a test applied as a player reads them, one text a source in the order they came
 * ("Celność: T −1, +2k6 · Zdyszanie: −1k6"): the one rule for the sheet's preview and the roll's result.
 */
export function modifierTexts(modifiers: readonly TestModifier[], lang: "pl" | "en" = "pl"): string[] {
  const bySource = new Map<string, TestModifier[]>();
  for (const m of modifiers) bySource.set(m.source, [...(bySource.get(m.source) ?? []), m]);
  return [...bySource.values()].map((ms) => modifierText(ms, lang));
}

/** Who makes the test, as the modifier table reads it. */
export function holderOf(character: RollCharacter): TestHolder {
  return {
    conditions: character.conditions ?? [],
    effects: character.effects ?? [],
    ...(character.held ? { held: character.held } : {}),
    ...(character.overdose ? { overdose: character.overdose } : {}),
  };
}

/**
 * The one pool planner: the line's terms and options, then the test modifiers in
 * force for the character (docs/en/rules.md Decision "test modifiers"); a test a modifier
 * forbids is refused. `test` says what the test is about beyond its attribute
 * (a ranged attack, a sight test, the attack's target).
 */
export function planPool(
  spec: PoolSpec,
  character: RollCharacter | null,
  options: readonly RollOption[],
  test: RollTest = {},
  /** The language the pool's modifiers are said in. */
  lang: "pl" | "en" = "pl",
): PoolPlan {
  let dice = 0;
  const names: string[] = [];
  const hasAttribute = spec.terms.some((t) => t.kind === "attribute");
  const skills = spec.terms.filter((t) => t.kind === "skill");
  const doubled = new Set(options.filter((o) => o.kind === "double").map((o) => (o as { skill: string }).skill));
  const attributeValue = (key: "body" | "mind" | "soul" | "magic"): number => {
    if (!character) return fail("rollError.needsCharacter", { text: spec.text });
    return key === "magic" ? character.magicDice : character.attributes[key];
  };
  for (const term of spec.terms) {
    const sign = term.sign;
    const prefix = names.length === 0 ? (sign < 0 ? "-" : "") : sign < 0 ? " - " : " + ";
    if (term.kind === "number") {
      dice += sign * term.value;
      names.push(`${prefix}${term.value}k6`);
    } else if (term.kind === "attribute") {
      dice += sign * attributeValue(term.attribute);
      names.push(`${prefix}${attributeName(term.attribute)}`);
    } else {
      if (!character) fail("rollError.needsCharacter", { text: term.skill });
      const value = character.skills[term.skill] ?? 0;
      dice += sign * value * (doubled.has(term.skill) ? 2 : 1);
      // A skill alone brings its default attribute: `Refleks` = `Ciało + Refleks`.
      if (!hasAttribute && skills.length === 1) {
        const key = skillAttribute(term.skill);
        dice += attributeValue(key);
        names.push(`${prefix}${attributeName(key)} + ${term.skill}`);
      } else names.push(`${prefix}${term.skill}`);
      if (doubled.has(term.skill)) names[names.length - 1] += " ×2";
    }
  }
  let threshold = spec.threshold;
  for (const o of options) {
    if (o.kind === "dice") dice += o.delta;
    if (o.kind === "easier") threshold -= o.steps;
    if (o.kind === "harder") threshold += o.steps;
  }
  for (const skill of doubled) {
    if (!skills.some((t) => t.kind === "skill" && t.skill === skill)) fail("rollError.doubleMissing", { skill });
  }
  // The pool's attribute: its attribute term, else its one skill's attribute.
  const attributeTerm = spec.terms.find((t) => t.kind === "attribute");
  const key =
    attributeTerm?.kind === "attribute"
      ? attributeTerm.attribute
      : skills.length === 1 && skills[0]?.kind === "skill"
        ? skillAttribute(skills[0].skill)
        : null;
  const poolSkills = spec.terms.flatMap((t) => (t.kind === "skill" && t.sign > 0 ? [t.skill] : []));
  const situations = [
    ...(test.situations ?? []),
    ...options.flatMap((o) => (o.kind === "situation" ? [o.situation] : [])),
  ];
  const modifiers = character
    ? testModifiers(holderOf(character), { skills: poolSkills, ...test, situations, attribute: key })
    : [];
  const applied = applyModifiers(
    { dice, attributeDice: key && character ? attributeValue(key) : 0, threshold, required: spec.required },
    modifiers,
  );
  if (applied.forbidden && character)
    fail("rollError.forbidden", {
      name: character.name,
      source: applied.forbidden.source,
      cite: applied.forbidden.cite,
    });
  if (applied.dice > LIMITS.maxDicePerPool)
    fail("rollError.tooManyDice", { dice: applied.dice, max: LIMITS.maxDicePerPool });
  const extra = options
    .filter((o) => o.kind === "dice")
    .map((o) =>
      (o as { delta: number }).delta > 0 ? ` +${(o as { delta: number }).delta}` : ` ${(o as { delta: number }).delta}`,
    );
  const shown = modifierTexts(modifiers, lang).map((t) => ` · ${t}`);
  return {
    dice: applied.dice,
    threshold: applied.threshold,
    required: applied.required,
    description: names.join("") + extra.join("") + shown.join(""),
    modifiers,
    bonusSuccesses: applied.bonusSuccesses,
  };
}

/** The prayer gates, from the one planner apply() uses too: Błogosławieństwo, at least 1 Zapał, not Oszołomiony. */
export function prayerGate(character: RollCharacter): void {
  if (!character.talents || !character.conditions) return;
  const refusal = prayerProblem(
    { name: character.name, talents: character.talents },
    {
      zeal: character.zeal,
      conditions: character.conditions,
    },
  );
  if (refusal) fail(refusal);
}

/** A planner's pool as a line of the block grammar, so the line's options (±dice, T) apply to it. */
export function termsSpec(terms: PoolTerms, explicitTS: boolean, text: string): PoolSpec {
  return {
    terms: [
      { kind: "attribute", sign: 1, attribute: terms.attribute },
      { kind: "skill", sign: 1, skill: terms.skill },
    ],
    threshold: terms.threshold,
    required: terms.required,
    explicitTS,
    text,
  };
}

export function prayerSpec(threshold: number, required: number, explicitTS: boolean): PoolSpec {
  const p = prayerPool(threshold, required);
  return termsSpec(p, explicitTS, `${attributeName(p.attribute)} + ${p.skill}`);
}

export interface SpellPlan {
  spell: RollSpell;
  character: RollCharacter;
  pool: PoolPlan;
  cost: number;
  zealCost: number;
  plan: CastPlan;
  overcastPool: PoolPlan | null;
  warnings: Message[];
  /** No test and no Mana: the stat block's own text (docs/en/notes.md "Spells": Nil). */
  free: boolean;
}

export function planSpell(
  line: RollLine & { roll: { type: "spell" } },
  env: RollEnvironment,
  lang: "pl" | "en" = "pl",
): SpellPlan {
  const character = need(env.character(line.character));
  const spell = need(env.spell(line.roll.spell));
  const prayer = line.options.some((o) => o.kind === "prayer");
  const overcast = line.options.find((o) => o.kind === "overcast") as { levels: number } | undefined;
  const p = planCasting({ ...character, manaPool: character.manaPool ?? "pool" }, spell, {
    overcast: overcast?.levels ?? 0,
    prayer,
  });
  if ("refusal" in p) fail(p.refusal);
  const spec = prayer
    ? prayerSpec(spell.threshold, spell.required, false)
    : termsSpec(p.pool, true, `Magia + ${p.pool.skill}`);
  const pool = planPool(spec, character, line.options, { spell: true }, lang);
  const overcastPool = p.overcastPool ? planPool(termsSpec(p.overcastPool, true, ""), character, [], {}, lang) : null;
  return {
    spell,
    character,
    pool,
    cost: p.cast.cost,
    zealCost: p.zealCost,
    plan: p.cast,
    overcastPool,
    warnings: p.warnings,
    free: p.free === true,
  };
}

export function spendFor(character: RollCharacter, mana: number, zeal: number): SpendEffect {
  const effect: SpendEffect = { character: character.name };
  if (mana > 0) effect.mana = { before: character.mana, after: Math.max(0, character.mana - mana), cost: mana };
  if (zeal > 0) {
    if (character.zeal < zeal) fail("rollError.noZeal", { name: character.name, zeal: character.zeal, n: zeal });
    effect.zeal = { before: character.zeal, after: character.zeal - zeal, cost: zeal };
  }
  return effect;
}
