import { LIMITS, TEST_DEFAULTS } from "./limits";
import { rollDice, type RandomSource } from "./random";

export interface PoolTest {
  /** Dice in the pool; zero or fewer fails without rolling. */
  dice: number;
  /** T before clamping (after easier/harder steps). */
  threshold: number;
  /** S, the successes needed. */
  required: number;
  /** Successes added to the counted ones (a spell's "premia +2 Sukcesów"; rules/modifiers.ts bonusSuccesses). */
  bonus?: number;
}

export interface PoolResult {
  pool: number;
  /** The effective T, clamped to 2–7. */
  threshold: number;
  requestedThreshold: number;
  required: number;
  faces: number[];
  /** The faces' successes and any bonus. */
  successes: number;
  /** Successes added to the faces' (absent when none). */
  bonus?: number;
  passed: boolean;
  /** True when the pool had no dice and the test failed without a roll. */
  noDice: boolean;
}

export function clampThreshold(t: number): number {
  return Math.min(TEST_DEFAULTS.maxThreshold, Math.max(TEST_DEFAULTS.minThreshold, t));
}

/** A face of 1 always fails, a 6 always succeeds, anything else succeeds at ≥ T. */
export function isSuccess(face: number, threshold: number): boolean {
  if (face === TEST_DEFAULTS.alwaysFails) return false;
  if (face === TEST_DEFAULTS.alwaysSucceeds) return true;
  return face >= threshold;
}

export function validatePoolTest(test: PoolTest): string | null {
  if (!Number.isInteger(test.dice)) return `Liczba kości musi być liczbą całkowitą (jest ${test.dice}).`;
  if (test.dice > LIMITS.maxDicePerPool) {
    return `Za dużo kości w puli: ${test.dice} (najwyżej ${LIMITS.maxDicePerPool}).`;
  }
  if (!Number.isInteger(test.threshold)) return `Próg T musi być liczbą całkowitą (jest ${test.threshold}).`;
  if (!Number.isInteger(test.required) || test.required < 1) {
    return `Wymagana liczba sukcesów S musi być liczbą całkowitą co najmniej 1 (jest ${test.required}).`;
  }
  if (test.required > LIMITS.maxRequired) {
    return `Za dużo wymaganych sukcesów: ${test.required} (najwyżej ${LIMITS.maxRequired}).`;
  }
  return null;
}

export function countSuccesses(faces: readonly number[], threshold: number): number {
  let n = 0;
  for (const face of faces) if (isSuccess(face, threshold)) n++;
  return n;
}

export function rollPool(rng: RandomSource, test: PoolTest): PoolResult {
  const problem = validatePoolTest(test);
  if (problem) throw new RangeError(problem);
  const threshold = clampThreshold(test.threshold);
  const pool = Math.max(0, test.dice);
  const faces = rollDice(rng, pool, 6);
  const bonus = Math.max(0, test.bonus ?? 0);
  const successes = countSuccesses(faces, threshold) + bonus;
  return {
    pool,
    threshold,
    requestedThreshold: test.threshold,
    required: test.required,
    faces,
    successes,
    ...(bonus ? { bonus } : {}),
    passed: pool > 0 && successes >= test.required,
    noDice: pool === 0,
  };
}

/**
 * The successes a test counts: its S above the one every test needs is taken from them ("wymagają dwóch Sukcesów
 * więcej": at S 3 two are spent; docs/en/rules.md Decision "test modifiers"). An attack hits with these, and an
 * opposed test compares them.
 */
export const countedSuccesses = (r: Pick<PoolResult, "successes" | "required">): number =>
  r.successes - (r.required - 1);

/** Rozszerzony: three rolls of the same pool, successes summed against S. */
export interface ExtendedResult {
  rolls: PoolResult[];
  successes: number;
  required: number;
  threshold: number;
  passed: boolean;
}

export function rollExtended(rng: RandomSource, test: PoolTest): ExtendedResult {
  const rolls: PoolResult[] = [];
  for (let i = 0; i < TEST_DEFAULTS.extendedRolls; i++) {
    rolls.push(rollPool(rng, { ...test, required: 1, bonus: 0 }));
  }
  // Successes added to the result count once, on the sum.
  const successes = rolls.reduce((sum, r) => sum + r.successes, 0) + Math.max(0, test.bonus ?? 0);
  return {
    rolls,
    successes,
    required: test.required,
    threshold: clampThreshold(test.threshold),
    passed: successes >= test.required,
  };
}

/** Przeciwstawny: more counted successes wins; a tie is rolled again, up to a bound. */
export interface OpposedResult {
  rounds: Array<{ left: PoolResult; right: PoolResult }>;
  winner: "left" | "right" | "tie";
  /** True when the bound on re-rolls was reached with the sides still tied. */
  unresolved: boolean;
}

export function rollOpposed(
  rng: RandomSource,
  left: PoolTest,
  right: PoolTest,
  maxRounds: number = LIMITS.maxOpposedRounds,
  /** Successes the right side counts on top of its roll (Parowanie, l. 1015). */
  rightBonus = 0,
): OpposedResult {
  const rounds: OpposedResult["rounds"] = [];
  for (let i = 0; i < maxRounds; i++) {
    const l = rollPool(rng, left);
    const r = rollPool(rng, right);
    rounds.push({ left: l, right: r });
    const ls = countedSuccesses(l);
    const rs = countedSuccesses(r) + rightBonus;
    if (ls !== rs) return { rounds, winner: ls > rs ? "left" : "right", unresolved: false };
    // Two empty pools can never break the tie: stop at once.
    if (l.pool === 0 && r.pool === 0) break;
  }
  return { rounds, winner: "tie", unresolved: true };
}

/** Grupowy: (members who passed − members who failed) against the GM's threshold. */
export function groupTest(passed: readonly boolean[], threshold: number): { score: number; passed: boolean } {
  const score = passed.reduce((s, p) => s + (p ? 1 : -1), 0);
  return { score, passed: score >= threshold };
}
