/**
 * A multiplier on a number of the rules (×2, ×½), in one place: applying it and how a player reads it. The product
 * of the multipliers held on a stat is play/state.ts heldTimes. Imports nothing, so rules/ and play/ both use it.
 */

/**
 * `n` ×`times`, rounded up to a whole: Ruch (Ruchome Piaski: "zaokrągloną w górę połowę swojego Ruchu") and a hit's
 * damage, dealt or taken (docs/en/rules.md Decision (multiplied damage): "results are rounded up").
 */
export function timesUp(n: number, times: number): number {
  return Math.ceil(n * times);
}

const FRACTIONS: Readonly<Record<number, string>> = { 0.5: "½", 0.25: "¼", 0.75: "¾" };

/** A multiplier as a player reads it after "×": 2, ½, ¼ (two halvings: Skok ×¼). */
export function timesText(n: number): string {
  return FRACTIONS[n] ?? String(n);
}
