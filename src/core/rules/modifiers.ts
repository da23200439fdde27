/**
 * Test modifiers (docs/en/rules.md Decision "test modifiers"): every Stan of Aneks A, every
 * Wyczerpanie Many tier, every overdose band and every elixir effect that changes
 * a test's dice, T or S, or whether the test may be made at all. One table, each
 * entry citing its line of the book (Podręcznik Gry) or
 * its note; the one pool planner (roll/plan.ts planPool, play/plan.ts modifiedPool)
 * applies it on every path and every result lists what it applied.
 *
 * Wyczerpanie, Zapaść and Ciężka Zapaść change no test by themselves: they give
 * Oszołomiony and Nieprzytomny, whose entries apply. Oszołomiony limits actions
 * (encounter/turns.ts), not tests.
 */
import type { Situation } from "../spells/types";
import { timesText } from "./multiply";
import { ELIXIR_OVERDOSE } from "./tables";

/** What kind of test is rolled: the pool's attribute and what the test is about. */
export interface TestKind {
  /** The attribute the pool is tied to (Magia for a spell test); null for bare dice. */
  attribute: "body" | "mind" | "soul" | "magic" | null;
  /** A ranged attack (Umiejętności Strzeleckie against a target). */
  ranged?: boolean;
  /** A test tied to sight or hearing (the line or the GM says so). */
  sight?: boolean;
  hearing?: boolean;
  /** A Test Przeżycia: made by the dying whatever else holds them. */
  survival?: boolean;
  /** A spell test (its S doubles at 7–9 points over Tolerancja). */
  spell?: boolean;
  /** An attack, and the conditions of its target (Przewrócony, Unieruchomiony, Obezwładniony). */
  attack?: {
    melee: boolean;
    targetConditions: readonly string[];
    /** Made with a weapon (not unarmed, not a spell): a spell on "the enchanted weapon" changes it. */
    weapon?: boolean;
    /** The target's lasting spells' changes to tests against it (Egida: attacks at it T +1). */
    targetHeld?: readonly HeldTest[];
  };
  /** The pool's skills (canonical names), for a spell's change to named skills. */
  skills?: readonly string[];
  /** The situations the test is in, as the player or the line says (negotiation…) or the rules know (a save: resistMagic). */
  situations?: readonly Situation[];
}

/** What a roll's test is beyond its pool (the sheet's Atak: a weapon attack), as the preview planned it. */
export type RollTest = Omit<TestKind, "attribute">;

/**
 * The tests a lasting spell changes (spells/types.ts TestScope, the part a test can decide):
 * every field present must hold.
 */
export interface HeldScope {
  skills?: string[];
  attributes?: Array<"body" | "mind" | "soul" | "magic">;
  /** `weapon`: attacks with a weapon, the one the spell enchanted (docs/en/rules.md Decision "test modifiers"). */
  attacks?: "ranged" | "melee" | "weapon" | "all";
  casting?: boolean;
  /** Tests others make against the holder (attacks at it): the attacker's pool changes, not the holder's. */
  againstHolder?: true;
  /** A test in this situation, when the player or the line says so (or the rules know: a save is resistMagic). */
  situation?: Situation;
}

/** The numbers of a TestChange, each stored and copied only when non-zero. */
export const TEST_CHANGE_NUMBERS = ["dice", "threshold", "maxThreshold", "required", "bonusSuccesses"] as const;

/** A spell's change to its holder's tests while it lasts (play state's Effect.test). */
export interface TestChange {
  on: HeldScope;
  dice?: number;
  threshold?: number;
  /** A cap on the changed T ("do maksymalnie Trudności równej 6"). */
  maxThreshold?: number;
  /** Added to S. */
  required?: number;
  /** Successes added to the result, not the pool ("premia +2 Sukcesów"). */
  bonusSuccesses?: number;
  blocked?: boolean;
}

/** A change held through an effect: the spell's name and its note. */
export interface HeldTest {
  source: string;
  cite: string;
  change: TestChange;
}

/** Who makes the test: conditions, effects in force (Wyczerpanie tiers, elixirs), Tolerancja used. */
export interface TestHolder {
  conditions: readonly string[];
  effects: readonly string[];
  overdose?: { used: number; tolerance: number };
  /** Lasting spells' changes to tests (Celność: ranged attacks T −1). */
  held?: readonly HeldTest[];
}

export interface TestModifier {
  /** The Stan, tier, band or elixir: shown on the result ("Zdyszanie: −1k6"). */
  source: string;
  /** Where the book or note says so. */
  cite: string;
  /** Dice added (negative: fewer; never below 0 dice in total). */
  dice?: number;
  /** Steps of T: +1 one step harder, −2 two steps easier. */
  threshold?: number;
  /** S multiplied. */
  requiredTimes?: number;
  /** Added to S (after any multiplying). */
  required?: number;
  /** A cap on T after this change. */
  maxThreshold?: number;
  /** Successes added to the rolled result (dice/pool.ts rollPool counts them against S). */
  bonusSuccesses?: number;
  /** The attribute's dice are not rolled (75 % over Tolerancja: no Magia dice). */
  noAttributeDice?: boolean;
  /** The test may not be made at all. */
  forbidden?: boolean;
}

type Entry = TestModifier & {
  /** When the holder has it. */
  held: (h: TestHolder) => boolean;
  /** Which tests it changes. */
  applies: (t: TestKind) => boolean;
};

const has = (name: string) => (h: TestHolder) => h.conditions.includes(name) || h.effects.includes(name);
const targetHas = (name: string) => (t: TestKind) => !!t.attack?.targetConditions.includes(name);
const over = (h: TestHolder) => (h.overdose ? h.overdose.used - h.overdose.tolerance : 0);
const overBy = (min: number, max: number) => (h: TestHolder) => over(h) >= min && over(h) <= max;
const overShare = (share: number) => (h: TestHolder) =>
  !!h.overdose && over(h) > 0 && over(h) >= share * h.overdose.tolerance;
const always = () => true;

const bandText = (i: number) => ELIXIR_OVERDOSE.byPoints[i]?.effect ?? "";

/** The holder's own tests. */
export const TEST_MODIFIERS: readonly Entry[] = [
  // Wyczerpanie Many (Rozdział VI, the Kary za Wyczerpanie Many table).
  {
    source: "Zdyszanie",
    cite: "l. 1206: jedną kość mniej do wszystkich Testów związanych z Atrybutem Ciało",
    dice: -1,
    held: has("Zdyszanie"),
    applies: (t) => t.attribute === "body",
  },
  {
    source: "Zmęczenie",
    cite: "l. 1207: wszystkie Testy Postaci są o jeden stopień trudniejsze",
    threshold: 1,
    held: has("Zmęczenie"),
    applies: always,
  },
  // Aneks A.
  {
    source: "Nieprzytomny",
    cite: "l. 1236: nie może podejmować żadnych akcji",
    forbidden: true,
    held: has("Nieprzytomny"),
    applies: (t) => !t.survival,
  },
  {
    source: "Obezwładniony",
    cite: "l. 1234: nie może […] wykonywać ataków",
    forbidden: true,
    held: has("Obezwładniony"),
    applies: (t) => !!t.attack,
  },
  {
    source: "Unieruchomiony",
    cite: "l. 1232: wszystkie ataki Postaci są o jeden stopień trudniejsze",
    threshold: 1,
    held: has("Unieruchomiony"),
    applies: (t) => !!t.attack,
  },
  {
    source: "Oślepiony",
    cite: "l. 1259: nie może wykonywać Testów […] związanych ze wzrokiem ani atakować na dystans",
    forbidden: true,
    held: has("Oślepiony"),
    applies: (t) => !!t.ranged || !!t.sight,
  },
  {
    source: "Ogłuszony",
    cite: "l. 1257: nie może wykonywać Testów związanych ze słuchem",
    forbidden: true,
    held: has("Ogłuszony"),
    applies: (t) => !!t.hearing,
  },
  // Przekroczenie Tolerancji Eliksirów (Warzenie Eliksirów note; tables.ts ELIXIR_OVERDOSE).
  {
    source: "Przekroczenie Tolerancji (4–6)",
    cite: `Przekroczenie Tolerancji: „${bandText(1)}”`,
    dice: -1,
    held: overBy(4, 6),
    applies: (t) => t.attribute === "magic",
  },
  {
    source: "Przekroczenie Tolerancji (7–9)",
    cite: `Przekroczenie Tolerancji: „${bandText(2)}”`,
    requiredTimes: 2,
    held: overBy(7, 9),
    applies: (t) => !!t.spell,
  },
  {
    source: "Przekroczenie Tolerancji (75 %)",
    cite: `Przekroczenie Tolerancji: „${ELIXIR_OVERDOSE.byShare[1].effect}”`,
    noAttributeDice: true,
    held: overShare(ELIXIR_OVERDOSE.byShare[1].share),
    applies: (t) => t.attribute === "magic",
  },
  // Elixirs (Warzenie Eliksirów note).
  {
    source: "Eliksir Osłabienia",
    cite: "Eliksir Osłabienia: „Wszystkie Testy związane z Atrybutem Ciało należy wykonywać z jedną kością mniej”",
    dice: -1,
    held: has("Eliksir Osłabienia"),
    applies: (t) => t.attribute === "body",
  },
];

/** Attacks against a target in a condition (Aneks A). */
export const TARGET_MODIFIERS: readonly (TestModifier & { applies: (t: TestKind) => boolean })[] = [
  {
    source: "Przewrócony cel",
    cite: "l. 1224: wszystkie ataki są o dwa stopnie prostsze (atakujący w promieniu 3 m)",
    threshold: -2,
    applies: (t) => targetHas("Przewrócony")(t) && !!t.attack?.melee,
  },
  {
    source: "Unieruchomiony cel",
    cite: "l. 1232: wszystkie ataki skierowane w postać są o jeden stopień prostsze",
    threshold: -1,
    applies: targetHas("Unieruchomiony"),
  },
];

/** The modifiers in force for one test, in the table's order. */
export function testModifiers(holder: TestHolder, test: TestKind): TestModifier[] {
  const out: TestModifier[] = [];
  for (const e of TEST_MODIFIERS) if (e.held(holder) && e.applies(test)) out.push(strip(e));
  for (const e of TARGET_MODIFIERS) if (e.applies(test)) out.push(strip(e));
  for (const h of holder.held ?? [])
    if (!h.change.on.againstHolder && covers(h.change.on, test)) out.push(strip({ ...h.change, ...h }));
  // The target's spells on tests against it change the attacker's pool (Wyczucie Zagrożenia: T +2 up to 6).
  for (const h of test.attack?.targetHeld ?? [])
    if (h.change.on.againstHolder && covers(h.change.on, test)) out.push(strip({ ...h.change, ...h }));
  return out;
}

/** The attack skills: a test of one made at someone is an attack (the tracker's, the sheet's Atak, a line's `vs @X`). */
export const ATTACK_SKILLS = { melee: "Walka Wręcz", ranged: "Umiejętności Strzeleckie" } as const;

/**
 * An attack as a test, the one rule for the tracker's, the sheet's Atak and a line's `vs @X`: ranged or melee; at
 * `target`, whose conditions (Przewrócony…) and spells on attacks at it (Egida: T +1) change the attacker's pool (none
 * when no target is known, as on the sheet); made with a weapon or not (a spell on "the enchanted weapon", Ognista
 * Powłoka's T −1, changes only an attack with a weapon).
 */
export function attackAt(
  ranged: boolean,
  target: Pick<TestHolder, "conditions" | "held"> | null,
  weapon: boolean,
): RollTest {
  return {
    ranged,
    attack: { melee: !ranged, targetConditions: target?.conditions ?? [], weapon, targetHeld: target?.held ?? [] },
  };
}

/**
 * A test of the pool's skills made against `target`, when one of them is an attack skill: a ranged or melee attack at
 * it (attackAt). The weapon is not known, so a spell on "the enchanted weapon" does not count. null when the pool is
 * no attack.
 */
export function attackAgainst(
  skills: readonly string[],
  target: Pick<TestHolder, "conditions" | "held"> | null,
): RollTest | null {
  const ranged = skills.includes(ATTACK_SKILLS.ranged);
  return ranged || skills.includes(ATTACK_SKILLS.melee) ? attackAt(ranged, target, false) : null;
}

/** Whether a lasting spell's scope covers this test (every field present must hold). */
export function covers(on: HeldScope, t: TestKind): boolean {
  const attack = !!t.attack || !!t.ranged;
  const ranged = !!t.ranged || (!!t.attack && !t.attack.melee);
  const attacks = { all: attack, ranged, melee: attack && !ranged, weapon: !!t.attack?.weapon };
  const checks = [
    on.skills === undefined || on.skills.some((s) => t.skills?.includes(s)),
    on.attributes === undefined || (t.attribute !== null && on.attributes.includes(t.attribute)),
    on.attacks === undefined || attacks[on.attacks],
    !on.casting || !!t.spell,
    on.situation === undefined || !!t.situations?.includes(on.situation) || (isAggression(on) && attack),
  ];
  return scoped(on) && checks.every(Boolean);
}

/** Whether a scope names any test at all (againstHolder alone narrows nothing): an empty one covers none. */
export const scoped = (on: HeldScope): boolean =>
  !!(on.skills || on.attributes || on.attacks || on.casting || on.situation);

/** "agresywne działania przeciwników wobec celu" (Urok Niewinności): an attack at the holder is one. */
const isAggression = (on: HeldScope) => on.situation === "aggressive" && !!on.againstHolder;

function strip(e: TestModifier & { blocked?: boolean }): TestModifier {
  const m: TestModifier = { source: e.source, cite: e.cite };
  if (e.dice) m.dice = e.dice;
  if (e.threshold) m.threshold = e.threshold;
  if (e.maxThreshold) m.maxThreshold = e.maxThreshold;
  if (e.requiredTimes) m.requiredTimes = e.requiredTimes;
  if (e.required) m.required = e.required;
  if (e.bonusSuccesses) m.bonusSuccesses = e.bonusSuccesses;
  if (e.blocked) m.forbidden = true;
  if (e.noAttributeDice) m.noAttributeDice = true;
  if (e.forbidden) m.forbidden = true;
  return m;
}

/**
 * What a modifier changes, as shown on a result: "−1k6", "T −1", "S ×2", "S +2" ("Celność: T −1"); successes added to
 * the result as `bonus` words them ("+2 sukcesy").
 */
export function modifierParts(m: TestModifier, noAttribute: string, bonus: (n: number) => string): string[] {
  const sign = (n: number) => `${n > 0 ? "+" : "−"}${Math.abs(n)}`;
  const parts: string[] = [];
  if (m.noAttributeDice) parts.push(noAttribute);
  if (m.dice) parts.push(`${sign(m.dice)}k6`);
  if (m.threshold) parts.push(`T ${sign(m.threshold)}`);
  if (m.maxThreshold) parts.push(`T ≤ ${m.maxThreshold}`);
  if (m.requiredTimes) parts.push(`S ×${timesText(m.requiredTimes)}`);
  if (m.required) parts.push(`S ${sign(m.required)}`);
  if (m.bonusSuccesses) parts.push(bonus(m.bonusSuccesses));
  return parts;
}

/**
 * A pool with its modifiers applied: dice never below 0 (docs/en/rules.md Decision), the
 * attribute's dice gone where a band says so, T and S as changed (S never below 1). `forbidden` names
 * the first modifier that forbids the test.
 */
export function applyModifiers(
  pool: { dice: number; attributeDice: number; threshold: number; required: number },
  modifiers: readonly TestModifier[],
): { dice: number; threshold: number; required: number; bonusSuccesses: number; forbidden: TestModifier | null } {
  let dice = pool.dice;
  let threshold = pool.threshold;
  let required = pool.required;
  for (const m of modifiers) {
    if (m.noAttributeDice) dice -= pool.attributeDice;
    dice += m.dice ?? 0;
    threshold += m.threshold ?? 0;
    if (m.maxThreshold !== undefined) threshold = Math.min(threshold, m.maxThreshold);
    required = required * (m.requiredTimes ?? 1) + (m.required ?? 0);
  }
  return {
    dice: Math.max(0, dice),
    threshold,
    // No change makes a test need fewer than the one success every test needs.
    required: Math.max(1, required),
    bonusSuccesses: modifiers.reduce((n, m) => n + (m.bonusSuccesses ?? 0), 0),
    forbidden: modifiers.find((m) => m.forbidden) ?? null,
  };
}
