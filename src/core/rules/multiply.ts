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

/** A multiplier as a player reads it after "×": 2, ½. */
export function timesText(n: number): string {
  return n === 0.5 ? "½" : String(n);
}
