import type { PlayStateFull } from "./state";
import { ELIXIR_OVERDOSE } from "./tables";
import { withCondition, type Transition } from "./transition";

/** Przekroczenie Tolerancji Eliksirów: the effects in force for a tolerance counter. They stack. */
export function overdoseEffects(counter: number, tolerance: number): string[] {
  const over = counter - tolerance;
  if (over <= 0) return [];
  const effects = ELIXIR_OVERDOSE.byPoints
    .filter((b) => over >= b.min)
    .map((b) => `${b.min}–${b.max} pkt ponad: ${b.effect}`);
  for (const band of ELIXIR_OVERDOSE.byShare) {
    if (tolerance > 0 && over >= band.share * tolerance)
      effects.push(`o ${band.share * 100}% Tolerancji: ${band.effect}`);
    if (tolerance === 0 && band.share === 1) effects.push(`o 100% Tolerancji: ${band.effect}`);
  }
  return effects;
}

/** Drinking adds the elixir's Moc to the counter; crossing 100% over tolerance knocks the drinker out. */
export function drinkElixir(
  before: PlayStateFull,
  elixir: { name: string; power: number },
  tolerance: number,
): Transition & { effects: string[] } {
  const state: PlayStateFull = structuredClone(before);
  state.elixirTolerance = before.elixirTolerance + elixir.power;
  const changes = [
    `${elixir.name} (Moc ${elixir.power}): Tolerancja eliksirów ${before.elixirTolerance} → ${state.elixirTolerance}/${tolerance}`,
  ];
  const effects = overdoseEffects(state.elixirTolerance, tolerance);
  const previous = new Set(overdoseEffects(before.elixirTolerance, tolerance));
  for (const e of effects) if (!previous.has(e)) changes.push(`Przekroczenie Tolerancji: ${e}`);
  const over = state.elixirTolerance - tolerance;
  if (over > 0 && over >= tolerance && withCondition(state, "Nieprzytomny", true))
    changes.push("Nieprzytomny: przekroczenie o 100% Tolerancji.");
  return { state, changes, effects };
}
