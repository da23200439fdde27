import { evaluate, type SumResult } from "../dice/expression";
import { rollExhaustion, rollInitiative, type InitiativeEntry } from "../dice/initiative";
import { LIMITS } from "../dice/limits";
import { rollExtended, rollOpposed, rollPool, type PoolResult } from "../dice/pool";
import type { RandomSource } from "../dice/random";
import { planCast } from "../rules/casting";
import { applySurvivalTest, survivalTest, type DyingState } from "../rules/dying";
import { attributeName, skillAttribute } from "../rules/names";
import { PRAYER, SPELL_SKILL, SURVIVAL } from "../rules/tables";
import { prayerRefusal } from "../play/apply";
import { msg, renderMessage, type Message, type MessageId, type Params } from "../play/messages";
import { fold } from "../text/normalize";
import type { Lang } from "../text/plural";
import { poolHead, rollText } from "./format";
import { refName, type NoteRef, type PoolSpec, type RollLine, type RollOption } from "./types";

/** What a roll needs to know about a character; the rules module provides it. */
export interface RollCharacter {
  name: string;
  /** Attributes in force (conditions applied). */
  attributes: { body: number; mind: number; soul: number };
  magicDice: number;
  skills: Record<string, number>;
  initiative: number;
  maxSpellCost: number;
  mana: number;
  zeal: number;
  dying: DyingState | null;
  isPowerSource: boolean;
  /** Canonical talents and active conditions, for the prayer gates (rules.md Decision); unknown when absent. */
  talents?: readonly string[];
  conditions?: readonly string[];
  /** Dice rolled for initiative (2 unless a stat block prints `4k6+22`). */
  initiativeDice?: number;
  /** `none` (Mana: Brak): cannot cast; `unlimited` (Nieograniczona): never spends. */
  manaPool?: "pool" | "none" | "unlimited";
  /** A stat block's listed spells (folded names and note paths): castable whatever their cost (notes.md). */
  listedSpells?: readonly string[];
}

export interface RollSpell {
  name: string;
  /** The spell note's path, to match a stat block's listed spells. */
  path?: string;
  manaCost: number;
  threshold: number;
  required: number;
  sacred: boolean;
}

/** A problem a roll reports: a message key (rendered in the reader's language) or, from older callers, a ready text. */
export type Problem = string | Message;

export function isMessage(value: unknown): value is Message {
  return (
    !!value &&
    typeof value === "object" &&
    typeof (value as Message).key === "string" &&
    typeof (value as Message).params === "object"
  );
}

/** A problem as text in a language. */
export function problemText(problem: Problem, lang: Lang = "pl"): string {
  return typeof problem === "string" ? problem : renderMessage(problem, lang);
}

export interface RollEnvironment {
  rng: RandomSource;
  /** The Test Przeżycia pool, when the GM chose another than the rules' Decision (Ciało + Wytrzymałość). */
  survivalPool?: { attribute: "body" | "mind" | "soul"; skill: string };
  /** Resolve a character: from the line, else the block's, note's or active one. A string is an error. */
  character(ref: NoteRef | null): RollCharacter | Problem;
  spell(ref: NoteRef): RollSpell | Problem;
}

/** What a `wydaj` roll asks to be written to the character note. */
export interface SpendEffect {
  character: string;
  mana?: { before: number; after: number; cost: number };
  zeal?: { before: number; after: number; cost: number };
}

interface Base {
  label: string | null;
  character: string | null;
  /** The result as one line in the language the roll was made in; `rollText(result, lang)` gives any language. */
  text: string;
  spend?: SpendEffect;
  /** The pool as the line worked it out (`Ciało + Refleks`), for the text form. */
  description?: string;
}

export type RollResult =
  | (Base & {
      type: "pool";
      pool: number;
      threshold: number;
      required: number;
      faces: number[];
      successes: number;
      passed: boolean;
      verdict: Verdict;
      noDice: boolean;
      prayerZeal?: number;
    })
  | (Base & { type: "sum"; faces: number[]; total: number; detail: SumResult; source?: string })
  | (Base & {
      type: "initiative";
      order: Array<{ name: string; initiative: number; faces: number[]; total: number; rollOffs: number[] }>;
    })
  | (Base & {
      type: "spell";
      spell: string;
      cost: number;
      pool: number;
      threshold: number;
      required: number;
      faces: number[];
      successes: number;
      passed: boolean;
      verdict: Verdict;
      noDice?: boolean;
      unlimited?: boolean;
      prayerZeal?: number;
      excess?: number;
      overdrawn?: number;
      overcastTest?: PoolResult & { passed: boolean };
      exhaustion?: { dice: number; faces: number[]; total: number; tier: string | null };
    })
  | (Base & {
      type: "survival";
      pool: number;
      threshold: number;
      required: number;
      faces: number[];
      successes: number;
      passed: boolean;
      verdict: Verdict;
      noDice?: boolean;
      outcome: string;
    })
  | (Base & {
      type: "exhaustion";
      dice: number;
      faces: number[];
      total: number;
      tier: string | null;
      effect: string | null;
    })
  | (Base & {
      type: "opposed";
      rounds: Array<{ left: PoolResult; right: PoolResult }>;
      winner: string | null;
      winnerSide?: "left" | "right" | null;
      unresolved: boolean;
      leftName?: string | null;
      rightName?: string | null;
      leftDescription?: string;
      rightDescription?: string;
    })
  | (Base & {
      type: "extended";
      rolls: PoolResult[];
      threshold: number;
      required: number;
      successes: number;
      passed: boolean;
      dice?: number;
    });

export type RollOutcome = { ok: true; result: RollResult } | { ok: false; message: string; problem: Problem };

/**
 * A line the rules refuse: thrown and caught within this module and shown as its message only,
 * so no stack is captured (issue 19: capturing it was a sixth of a block's render).
 */
class RollError extends Error {
  constructor(readonly problem: Problem) {
    const host = Error as { stackTraceLimit?: number };
    const limit = host.stackTraceLimit;
    host.stackTraceLimit = 0;
    super(problemText(problem));
    host.stackTraceLimit = limit;
  }
}
/** Stops the roll with a problem: a message key and its parameters, or a ready problem (a rules text, a Message). */
function fail(key: MessageId, params: Params): never;
function fail(problem: Problem): never;
function fail(problem: Problem, params?: Params): never {
  throw new RollError(
    params !== undefined && typeof problem === "string" ? msg(problem as MessageId, params) : problem,
  );
}

function need<T extends object>(value: T | Problem): T {
  if (typeof value === "string" || isMessage(value)) fail(value);
  return value;
}

/** What the line would roll, worked out without rolling (for button captions). */
export interface PoolPlan {
  dice: number;
  threshold: number;
  required: number;
  description: string;
}

export function planPool(spec: PoolSpec, character: RollCharacter | null, options: readonly RollOption[]): PoolPlan {
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
  if (dice > LIMITS.maxDicePerPool) fail("rollError.tooManyDice", { dice, max: LIMITS.maxDicePerPool });
  const extra = options
    .filter((o) => o.kind === "dice")
    .map((o) =>
      (o as { delta: number }).delta > 0 ? ` +${(o as { delta: number }).delta}` : ` ${(o as { delta: number }).delta}`,
    );
  return { dice, threshold, required: spec.required, description: names.join("") + extra.join("") };
}

export type Verdict = "Sukces" | "Porażka";

function poolFields(r: PoolResult) {
  const verdict: Verdict = r.passed ? "Sukces" : "Porażka";
  return {
    pool: r.pool,
    threshold: r.threshold,
    required: r.required,
    faces: r.faces,
    successes: r.successes,
    passed: r.passed,
    verdict,
  };
}

/** The prayer gates, the same function apply() uses: Błogosławieństwo, at least 1 Zapał, not Oszołomiony. */
function prayerGate(character: RollCharacter): void {
  if (!character.talents || !character.conditions) return;
  const refusal = prayerRefusal(
    { name: character.name, talents: character.talents },
    { zeal: character.zeal, conditions: [...character.conditions] },
  );
  if (refusal) fail(refusal.message);
}

function prayerSpec(): PoolSpec {
  return {
    terms: [
      { kind: "attribute", sign: 1, attribute: PRAYER.attribute },
      { kind: "skill", sign: 1, skill: PRAYER.skill },
    ],
    threshold: 4,
    required: 1,
    explicitTS: false,
    text: `${attributeName(PRAYER.attribute)} + ${PRAYER.skill}`,
  };
}

export interface SpellPlan {
  spell: RollSpell;
  character: RollCharacter;
  pool: PoolPlan;
  cost: number;
  zealCost: number;
  plan: ReturnType<typeof planCast>;
}

function isListed(character: RollCharacter, spell: RollSpell): boolean {
  if (!character.listedSpells?.length) return false;
  const keys = [fold(spell.name), ...(spell.path ? [spell.path] : [])];
  return character.listedSpells.some((l) => keys.includes(l));
}

export function planSpell(line: RollLine & { roll: { type: "spell" } }, env: RollEnvironment): SpellPlan {
  const character = need(env.character(line.character));
  const spell = need(env.spell(line.roll.spell));
  const prayer = line.options.some((o) => o.kind === "prayer");
  if (prayer) prayerGate(character);
  const overcast = line.options.find((o) => o.kind === "overcast") as { levels: number } | undefined;
  if (character.manaPool === "none") fail("rollError.noManaPool", { name: character.name });
  const unlimited = character.manaPool === "unlimited";
  // A spell a stat block lists is castable by it whatever its cost (notes.md).
  const listed = isListed(character, spell);
  const maxSpellCost = listed ? Math.max(character.maxSpellCost, spell.manaCost) : character.maxSpellCost;
  const plan = planCast({
    baseCost: spell.manaCost,
    overcastLevels: overcast?.levels ?? 0,
    maxSpellCost,
    mana: unlimited ? Number.MAX_SAFE_INTEGER : character.mana,
    isPowerSource: character.isPowerSource,
  });
  if (plan.refusal) fail(plan.refusal);
  if (unlimited) {
    plan.overdrawn = 0;
    plan.manaAfter = character.mana;
  }
  const spec: PoolSpec = prayer
    ? { ...prayerSpec(), threshold: spell.threshold, required: spell.required }
    : {
        terms: [
          { kind: "attribute", sign: 1, attribute: "magic" },
          { kind: "skill", sign: 1, skill: SPELL_SKILL },
        ],
        threshold: spell.threshold,
        required: spell.required,
        explicitTS: true,
        text: `Magia + ${SPELL_SKILL}`,
      };
  const pool = planPool(spec, character, line.options);
  return { spell, character, pool, cost: plan.cost, zealCost: prayer ? PRAYER.zealCost : 0, plan };
}

function spendFor(character: RollCharacter, mana: number, zeal: number): SpendEffect {
  const effect: SpendEffect = { character: character.name };
  if (mana > 0) effect.mana = { before: character.mana, after: Math.max(0, character.mana - mana), cost: mana };
  if (zeal > 0) {
    if (character.zeal < zeal) fail("rollError.noZeal", { name: character.name, zeal: character.zeal, n: zeal });
    effect.zeal = { before: character.zeal, after: character.zeal - zeal, cost: zeal };
  }
  return effect;
}

function run(line: RollLine, env: RollEnvironment): RollResult {
  const { roll, options } = line;
  const spend = options.some((o) => o.kind === "spend");
  const base = { label: line.label, character: null as string | null, text: "" };
  switch (roll.type) {
    case "sum": {
      const detail = evaluate(roll.expr, env.rng);
      return { ...base, type: "sum", faces: detail.faces, total: detail.total, detail, source: roll.text };
    }
    case "exhaustion": {
      const r = rollExhaustion(env.rng, roll.dice);
      return {
        ...base,
        type: "exhaustion",
        dice: r.dice,
        faces: r.faces,
        total: r.total,
        tier: r.tier?.name ?? null,
        effect: r.tier?.effect ?? null,
      };
    }
    case "pool": {
      const needsCharacter = roll.pool.terms.some((t) => t.kind !== "number");
      const character = needsCharacter || line.character || spend ? need(env.character(line.character)) : null;
      const prayer = options.some((o) => o.kind === "prayer");
      if (prayer && character) prayerGate(character);
      const plan = planPool(
        prayer ? { ...prayerSpec(), threshold: roll.pool.threshold, required: roll.pool.required } : roll.pool,
        character,
        options,
      );
      const r = rollPool(env.rng, { dice: plan.dice, threshold: plan.threshold, required: plan.required });
      const result: RollResult = {
        ...base,
        character: character?.name ?? null,
        type: "pool",
        ...poolFields(r),
        noDice: r.noDice,
        description: plan.description,
      };
      if (prayer && character) {
        result.prayerZeal = PRAYER.zealCost;
        if (spend) result.spend = spendFor(character, 0, PRAYER.zealCost);
      }
      return result;
    }
    case "extended": {
      const character =
        roll.pool.terms.some((t) => t.kind !== "number") || line.character ? need(env.character(line.character)) : null;
      const plan = planPool(roll.pool, character, options);
      const r = rollExtended(env.rng, { dice: plan.dice, threshold: plan.threshold, required: plan.required });
      return {
        ...base,
        character: character?.name ?? null,
        type: "extended",
        rolls: r.rolls,
        threshold: r.threshold,
        required: r.required,
        successes: r.successes,
        passed: r.passed,
        description: plan.description,
        dice: plan.dice,
      };
    }
    case "opposed": {
      const leftCharacter =
        roll.left.pool.terms.some((t) => t.kind !== "number") || line.character
          ? need(env.character(line.character))
          : null;
      const rightCharacter =
        roll.right.character || roll.right.pool.terms.some((t) => t.kind !== "number")
          ? need(env.character(roll.right.character))
          : null;
      const left = planPool(roll.left.pool, leftCharacter, options);
      const right = planPool(roll.right.pool, rightCharacter, []);
      const r = rollOpposed(
        env.rng,
        { dice: left.dice, threshold: left.threshold, required: left.required },
        { dice: right.dice, threshold: right.threshold, required: right.required },
      );
      const leftName = leftCharacter?.name ?? null;
      const rightName = rightCharacter?.name ?? null;
      // A side without a character is "Strona 1" / "Side 1" in the reader's language: `winnerSide` says which.
      const winnerSide = r.winner === "tie" ? null : r.winner;
      const winner = winnerSide === null ? null : winnerSide === "left" ? leftName : rightName;
      return {
        ...base,
        character: leftName,
        type: "opposed",
        rounds: r.rounds,
        winner,
        winnerSide,
        unresolved: r.unresolved,
        leftName,
        rightName,
        leftDescription: left.description,
        rightDescription: right.description,
      };
    }
    case "initiative": {
      // Without names, the line's own character rolls (block, note or active one).
      const refs: Array<NoteRef | null> = roll.characters.length ? roll.characters : [null];
      const entrants = refs.map((ref) => {
        const c = need(env.character(ref));
        return {
          name: c.name,
          initiative: c.initiative,
          ...(c.initiativeDice !== undefined ? { dice: c.initiativeDice } : {}),
        };
      });
      const order: InitiativeEntry[] = rollInitiative(env.rng, entrants);
      return {
        ...base,
        type: "initiative",
        order: order.map((e) => ({
          name: e.name,
          initiative: e.initiative,
          faces: e.faces,
          total: e.total,
          rollOffs: e.rollOffs,
        })),
      };
    }
    case "survival": {
      const character = need(env.character(line.character));
      if (!character.dying) fail("refused.notDying", { name: character.name });
      const dying = character.dying;
      const ts = survivalTest(dying);
      const pool = env.survivalPool ?? { attribute: SURVIVAL.poolAttribute, skill: SURVIVAL.poolSkill };
      const spec: PoolSpec = {
        terms: [
          { kind: "attribute", sign: 1, attribute: pool.attribute },
          { kind: "skill", sign: 1, skill: pool.skill },
        ],
        threshold: ts.threshold,
        required: ts.required,
        explicitTS: true,
        text: "",
      };
      const plan = planPool(spec, character, options);
      const r = rollPool(env.rng, { dice: plan.dice, threshold: plan.threshold, required: plan.required });
      const after = applySurvivalTest(dying, r.passed);
      return {
        ...base,
        character: character.name,
        type: "survival",
        ...poolFields(r),
        noDice: r.noDice,
        outcome: after.outcome,
        description: plan.description,
      };
    }
    case "spell": {
      const p = planSpell(line as RollLine & { roll: { type: "spell" } }, env);
      const r = rollPool(env.rng, { dice: p.pool.dice, threshold: p.pool.threshold, required: p.pool.required });
      const unlimited = p.character.manaPool === "unlimited";
      const result: RollResult = {
        ...base,
        character: p.character.name,
        type: "spell",
        spell: p.spell.name,
        cost: p.cost,
        ...poolFields(r),
        noDice: r.noDice,
        description: p.pool.description,
      };
      if (unlimited) result.unlimited = true;
      if (p.plan.overcastTest) {
        const o = rollPool(env.rng, {
          dice: p.character.magicDice + (p.character.skills[SPELL_SKILL] ?? 0),
          ...p.plan.overcastTest,
        });
        result.overcastTest = o;
        result.excess = p.plan.excess;
      }
      if (p.zealCost) result.prayerZeal = p.zealCost;
      if (p.plan.overdrawn > 0) {
        const ex = rollExhaustion(env.rng, Math.min(p.plan.overdrawn, LIMITS.maxDicePerPool));
        result.exhaustion = { dice: ex.dice, faces: ex.faces, total: ex.total, tier: ex.tier?.name ?? null };
        result.overdrawn = p.plan.overdrawn;
      }
      if (spend) result.spend = spendFor(p.character, unlimited ? 0 : p.cost, p.zealCost);
      return result;
    }
  }
}

/** Roll one parsed line. Problems come back as messages in `lang` (Polish by default), never exceptions. */
export function executeLine(line: RollLine, env: RollEnvironment, lang: Lang = "pl"): RollOutcome {
  try {
    const result = run(line, env);
    result.text = rollText(result, lang);
    return { ok: true, result };
  } catch (e) {
    if (e instanceof RollError) return { ok: false, message: problemText(e.problem, lang), problem: e.problem };
    if (e instanceof RangeError) return { ok: false, message: e.message, problem: e.message };
    throw e;
  }
}

/** The caption a button shows before it is clicked. */
export function describeLine(
  line: RollLine,
  env: RollEnvironment,
  lang: Lang = "pl",
): { caption: string; error: string | null } {
  const m = (key: MessageId, params: Params = {}): string => renderMessage({ key, params }, lang);
  const label = line.label;
  try {
    let what: string;
    switch (line.roll.type) {
      case "pool": {
        const needs =
          line.roll.pool.terms.some((t) => t.kind !== "number") || line.options.some((o) => o.kind === "prayer");
        const character = needs || line.character ? need(env.character(line.character)) : null;
        const plan = planPool(line.roll.pool, character, line.options);
        what = `${character ? character.name + ": " : ""}${poolHead(plan.description, plan.dice, plan.threshold, plan.required)}`;
        break;
      }
      case "spell": {
        const p = planSpell(line as RollLine & { roll: { type: "spell" } }, env);
        what = `${p.character.name}: ${p.spell.name} (${Math.max(0, p.pool.dice)}k6) ${p.pool.threshold}:${p.pool.required} · ${m("caption.spellCost", { n: p.cost })}${p.plan.overcastLevels ? ` (${m("caption.overcast", { levels: p.plan.overcastLevels })})` : ""}${p.zealCost ? ` + ${m("caption.zeal", { n: p.zealCost })}` : ""}`;
        break;
      }
      case "initiative":
        {
          const refs: Array<NoteRef | null> = line.roll.characters.length ? line.roll.characters : [null];
          what = m("caption.initiative", {
            list: refs
              .map((c) => need(env.character(c)))
              .map(
                (r) =>
                  `${r.name} (${r.initiativeDice !== undefined && r.initiativeDice !== 2 ? `${r.initiativeDice}k6` : ""}+${r.initiative})`,
              )
              .join(", "),
          });
        }
        break;
      case "survival": {
        const c = need(env.character(line.character));
        what = c.dying
          ? m("caption.survival", {
              name: c.name,
              threshold: survivalTest(c.dying).threshold,
              required: survivalTest(c.dying).required,
            })
          : m("caption.notDying", { name: c.name });
        break;
      }
      case "sum":
        what = line.roll.text;
        break;
      case "exhaustion":
        what = m("caption.exhaustion", { dice: line.roll.dice });
        break;
      case "opposed":
        what = `${line.roll.left.pool.text} vs ${line.roll.right.character ? refName(line.roll.right.character) + " " : ""}${line.roll.right.pool.text}`;
        break;
      case "extended":
        what = m("caption.extended", {
          pool: line.roll.pool.text,
          threshold: line.roll.pool.threshold,
          required: line.roll.pool.required,
        });
        break;
    }
    return { caption: label ? `${label}: ${what}` : what, error: null };
  } catch (e) {
    if (e instanceof RollError) return { caption: label ?? line.source.trim(), error: problemText(e.problem, lang) };
    if (e instanceof RangeError) return { caption: label ?? line.source.trim(), error: e.message };
    throw e;
  }
}
