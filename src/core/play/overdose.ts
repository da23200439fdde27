import { ELIXIR_OVERDOSE, PLAY_RULES } from "../rules/tables";

/**
 * Przekroczenie Tolerancji Eliksirów (docs/en/rules.md Decision): the bands in force
 * for the Tolerancja used against the character's Tolerancja, at every
 * tolerance including 0. Bands stack.
 */
export function overdoseBands(
  used: number,
  tolerance: number,
): {
  over: number;
  byPoints: Array<(typeof ELIXIR_OVERDOSE.byPoints)[number]>;
  byShare: Array<(typeof ELIXIR_OVERDOSE.byShare)[number]>;
  halvesMana: boolean;
  unconscious: boolean;
  weaker: boolean;
} {
  const over = used - tolerance;
  const byPoints = over > 0 ? ELIXIR_OVERDOSE.byPoints.filter((b) => over >= b.min) : [];
  const byShare = over > 0 ? ELIXIR_OVERDOSE.byShare.filter((b) => over >= b.share * tolerance) : [];
  return {
    over,
    byPoints,
    byShare,
    halvesMana: byShare.some((b) => b.share === PLAY_RULES.overdoseHalvesManaShare),
    unconscious: byShare.some((b) => b.share === PLAY_RULES.overdoseUnconsciousShare),
    weaker: over >= PLAY_RULES.overdoseWeakerFromPoints,
  };
}
