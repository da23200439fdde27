import {
  lineSituationOffers,
  withSituations,
  type RollEnvironment,
  type RollLine,
  type SituationOffer,
} from "../../core/roll";
import type { Situation } from "../../core/spells/types";

/**
 * The situations the line's character holds spells for, as ticks the player sets before rolling
 * ("Dotyczy: negocjacje — Promień Harmonii: +2k6"); nothing when there are none. Returns what to roll: a line with
 * the ticked situations as its `dotyczy` options (core/roll/situations.ts).
 */
export function situationTicks(
  parent: HTMLElement,
  line: RollLine,
  env: RollEnvironment,
  lang: "pl" | "en",
  /** After a tick changes: what is rolled now (the block's button says it). */
  changed: (line: RollLine) => void = () => {},
  /** The line's offers, where the caller has them already (a block's repeated line). */
  offers: readonly SituationOffer[] = lineSituationOffers(line, env, lang),
): (line: RollLine) => RollLine {
  if (!offers.length) return (l) => l;
  const ticked = new Set<Situation>();
  const box = parent.createDiv({ cls: "hbm-situations" });
  for (const offer of offers) {
    const label = box.createEl("label", { cls: "hbm-situation", attr: { "data-situation": offer.situation } });
    const input = label.createEl("input", { attr: { type: "checkbox" } });
    label.createSpan({ text: offer.label });
    input.addEventListener("change", () => {
      if (input.checked) ticked.add(offer.situation);
      else ticked.delete(offer.situation);
      label.toggleClass("is-ticked", input.checked);
      changed(withSituations(line, [...ticked]));
    });
  }
  return (l) => withSituations(l, [...ticked]);
}
