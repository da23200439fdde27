import { OVERCAST } from "./tables";

/** Zasada Nadczarowywania Zaklęć and the overdrawn Mana for Wyczerpanie Many, as pure arithmetic. */
export interface CastPlan {
  baseCost: number;
  overcastLevels: number;
  /** manaCost × (1 + overcast levels). */
  cost: number;
  maxSpellCost: number;
  /** E: how far the cost goes beyond the max spell cost (0 when within it). */
  excess: number;
  /** The extra Magia (Zdolności Magiczne) test when E > 0. */
  overcastTest: { threshold: number; required: number } | null;
  /** Mana points overdrawn beyond what is left: that many k6 on the Wyczerpanie Many table. */
  overdrawn: number;
  manaAfter: number;
}

export function overcastThreshold(baseCost: number): number {
  return (OVERCAST.thresholdByBaseCost.find((b) => baseCost <= b.maxBaseCost) ?? OVERCAST.thresholdByBaseCost[2])
    .threshold;
}

/** S = E × (E + 1) / 2 */
export function overcastRequired(excess: number): number {
  return (excess * (excess + 1)) / 2;
}

/** The numbers of a cast; whether it may be cast at all is play/plan.ts's planSpell. */
export function planCast(input: {
  baseCost: number;
  overcastLevels: number;
  maxSpellCost: number;
  mana: number;
}): CastPlan {
  const cost = input.baseCost * (1 + input.overcastLevels);
  const excess = Math.max(0, cost - input.maxSpellCost);
  const available = Math.max(0, input.mana);
  return {
    baseCost: input.baseCost,
    overcastLevels: input.overcastLevels,
    cost,
    maxSpellCost: input.maxSpellCost,
    excess,
    overcastTest:
      excess > 0 ? { threshold: overcastThreshold(input.baseCost), required: overcastRequired(excess) } : null,
    overdrawn: Math.max(0, cost - available),
    manaAfter: Math.max(0, available - cost),
  };
}
