import { LIMITS } from "./limits";
import { rollDice, type RandomSource } from "./random";
import { DERIVED, EXHAUSTION_TIERS } from "../rules/tables";

export interface InitiativeEntrant {
  name: string;
  initiative: number;
  /** Dice rolled: 2 (2k6) unless a stat block prints otherwise (`4k6+22`). */
  dice?: number;
}

export interface InitiativeEntry extends InitiativeEntrant {
  faces: number[];
  total: number;
  /** 1k6 roll-offs used to break a tie that survived the Inicjatywa comparison. */
  rollOffs: number[];
}

/**
 * Initiative roll = 2k6 (or the printed dice) + Inicjatywa, order descending. Decision (docs/en/rules.md):
 * ties go to the higher Inicjatywa, then to a 1k6 roll-off.
 */
export function rollInitiative(rng: RandomSource, entrants: readonly InitiativeEntrant[]): InitiativeEntry[] {
  const entries: InitiativeEntry[] = entrants.map((e) => {
    const faces = rollDice(rng, e.dice ?? DERIVED.initiativeDice.count, DERIVED.initiativeDice.sides);
    const { dice: _dice, ...entrant } = e;
    return { ...entrant, faces, total: faces.reduce((a, b) => a + b, 0) + e.initiative, rollOffs: [] };
  });
  // Group those whose total and Inicjatywa are both equal; roll off within the group.
  const key = (e: InitiativeEntry): string => `${e.total}/${e.initiative}`;
  const groups = new Map<string, InitiativeEntry[]>();
  for (const e of entries) groups.set(key(e), [...(groups.get(key(e)) ?? []), e]);
  for (const group of groups.values()) {
    let tied = group;
    for (let round = 0; tied.length > 1 && round < LIMITS.maxRollOffRounds; round++) {
      for (const e of tied) e.rollOffs.push(rng.die(6));
      const best = Math.max(...tied.map((e) => e.rollOffs[round] as number));
      tied = tied.filter((e) => e.rollOffs[round] === best);
    }
  }
  return entries.sort((a, b) => {
    if (b.total !== a.total) return b.total - a.total;
    if (b.initiative !== a.initiative) return b.initiative - a.initiative;
    const n = Math.max(a.rollOffs.length, b.rollOffs.length);
    for (let i = 0; i < n; i++) {
      const d = (b.rollOffs[i] ?? 0) - (a.rollOffs[i] ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  });
}

export interface ExhaustionResult {
  dice: number;
  faces: number[];
  total: number;
  tier: (typeof EXHAUSTION_TIERS)[number] | null;
}

export function exhaustionTier(total: number): (typeof EXHAUSTION_TIERS)[number] | null {
  return EXHAUSTION_TIERS.find((t) => total >= t.min && total <= t.max) ?? null;
}

/** Wyczerpanie Many: roll N k6 for N overdrawn points, sum, look up the table. */
export function rollExhaustion(rng: RandomSource, overdrawn: number): ExhaustionResult {
  if (!Number.isInteger(overdrawn) || overdrawn < 0 || overdrawn > LIMITS.maxDicePerPool) {
    throw new RangeError(`Wyczerpanie: liczba kości musi być od 0 do ${LIMITS.maxDicePerPool} (jest ${overdrawn}).`);
  }
  const faces = rollDice(rng, overdrawn, 6);
  const total = faces.reduce((a, b) => a + b, 0);
  return { dice: overdrawn, faces, total, tier: exhaustionTier(total) };
}
