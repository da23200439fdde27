import { evaluate, parseDiceExpression } from "../dice/expression";
import { applyDamage } from "./damage";
import { EXHAUSTION_TIERS, OVERCAST } from "./tables";
import { withCondition, type Transition } from "./transition";
import type { PlayStateFull } from "./state";
import type { RandomSource } from "../dice/random";

/** Zasada Nadczarowywania Zaklęć and Wyczerpanie Many, as pure arithmetic. */
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
  /** Why the cast is refused, in Polish; null when it may be cast. */
  refusal: string | null;
}

export function overcastThreshold(baseCost: number): number {
  return (OVERCAST.thresholdByBaseCost.find((b) => baseCost <= b.maxBaseCost) ?? OVERCAST.thresholdByBaseCost[2])
    .threshold;
}

/** S = E × (E + 1) / 2 */
export function overcastRequired(excess: number): number {
  return (excess * (excess + 1)) / 2;
}

export function planCast(input: {
  baseCost: number;
  overcastLevels: number;
  maxSpellCost: number;
  mana: number;
  isPowerSource?: boolean;
}): CastPlan {
  const cost = input.baseCost * (1 + input.overcastLevels);
  const excess = Math.max(0, cost - input.maxSpellCost);
  let refusal: string | null = null;
  if (input.isPowerSource) refusal = "Źródło Mocy nie może rzucać zaklęć (Pierwotna Energia).";
  else if (input.baseCost > input.maxSpellCost) {
    refusal = `Bazowy koszt zaklęcia (${input.baseCost}) przekracza Maksymalny Koszt Zaklęcia (${input.maxSpellCost}); tylko nadczarowanie może go przekroczyć.`;
  }
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
    refusal,
  };
}

/** The state after casting: mana spent (never below 0), a prayer's Zapał, and Wyczerpanie Many's effects. */
export function applyCast(
  before: PlayStateFull,
  cast: { spell: string; cost: number; zealCost: number; exhaustion: { total: number; tier: string | null } | null },
  ctx: { maxMana: number; dazeThreshold: number },
  rng: RandomSource,
): Transition {
  let state = structuredClone(before);
  const changes: string[] = [];
  const mana = Math.max(0, state.mana - cast.cost);
  changes.push(`${cast.spell}: Mana ${state.mana} → ${mana}/${ctx.maxMana} (koszt ${cast.cost})`);
  state.mana = mana;
  if (cast.zealCost > 0) {
    changes.push(`modlitwa: Zapał ${state.zeal} → ${Math.max(0, state.zeal - cast.zealCost)}`);
    state.zeal = Math.max(0, state.zeal - cast.zealCost);
  }
  const tier = cast.exhaustion ? EXHAUSTION_TIERS.find((t) => t.name === cast.exhaustion?.tier) : undefined;
  if (tier && cast.exhaustion) {
    changes.push(`Wyczerpanie Many (suma ${cast.exhaustion.total}): ${tier.name} - ${tier.effect}`);
    for (const c of tier.conditions ?? []) if (withCondition(state, c, true)) changes.push(`stan: ${c}`);
    if (tier.damage) {
      const amount = evaluate(parseDiceExpression(tier.damage), rng).total;
      const hit = applyDamage(state, {
        amount,
        kind: "physical",
        ignoreArmor: true,
        armor: 0,
        dazeThreshold: ctx.dazeThreshold,
      });
      state = hit.state;
      changes.push(`${tier.damage} obrażeń ignorujących Pancerz = ${amount}`, ...hit.changes.slice(1));
    }
  }
  return { state, changes };
}
