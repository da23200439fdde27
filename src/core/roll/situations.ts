/**
 * The situations a character's held spells change (rules/modifiers.ts HeldScope.situation): no roll knows by itself
 * that it is a negotiation, so the sheet's dialog and the roll block offer them as ticks before the roll, and a ticked
 * one is the line's `dotyczy <sytuacja>` option (docs/en/rolls.md), which the one planner applies.
 */
import { SITUATION_WORDS, msg, renderMessage } from "../play/messages";
import type { Situation } from "../spells/types";
import { modifierText } from "./plan";
import { isMessage, type RollCharacter, type RollEnvironment } from "./result";
import type { RollLine } from "./types";

/** A situation the character's held spells change, offered before a roll: ticked, the line gets `dotyczy <word>`. */
export interface SituationOffer {
  situation: Situation;
  /** The option as the line writes it: "dotyczy negocjacje". */
  option: string;
  /** "Dotyczy: negocjacje — Promień Harmonii: +2k6". */
  label: string;
}

/** The situations of the character's own held changes (not those on tests against it), one offer each. */
export function situationOffers(character: RollCharacter, lang: "pl" | "en" = "pl"): SituationOffer[] {
  const out = new Map<Situation, string[]>();
  for (const h of character.held ?? []) {
    const situation = h.change.on.situation;
    if (!situation || h.change.on.againstHolder) continue;
    out.set(situation, [
      ...(out.get(situation) ?? []),
      modifierText({ source: h.source, cite: h.cite, ...h.change }, lang),
    ]);
  }
  return [...out].map(([situation, changes]) => ({
    situation,
    option: `dotyczy ${SITUATION_WORDS[situation]}`,
    label: renderMessage(
      msg("roll.situationOffer", { word: SITUATION_WORDS[situation], changes: changes.join(", ") }),
      lang,
    ),
  }));
}

/**
 * The offers for the one character a line's test is made by (a pool, extended or opposed test's left side that names
 * a character or rolls its attributes or skills), less the situations the line already names; none otherwise.
 */
export function lineSituationOffers(line: RollLine, env: RollEnvironment, lang: "pl" | "en" = "pl"): SituationOffer[] {
  const roll = line.roll;
  const pool =
    roll.type === "pool" || roll.type === "extended" ? roll.pool : roll.type === "opposed" ? roll.left.pool : null;
  if (!pool || (!line.character && pool.terms.every((t) => t.kind === "number"))) return [];
  const character = env.character(line.character);
  if (typeof character === "string" || isMessage(character)) return [];
  const named = new Set(line.options.flatMap((o) => (o.kind === "situation" ? [o.situation] : [])));
  return situationOffers(character, lang).filter((o) => !named.has(o.situation));
}

/** The line with the ticked situations as its `dotyczy` options (where its roll takes them and it has none yet). */
export function withSituations(line: RollLine, situations: readonly Situation[]): RollLine {
  if (!["pool", "extended", "opposed", "group"].includes(line.roll.type)) return line;
  const has = new Set(line.options.flatMap((o) => (o.kind === "situation" ? [o.situation] : [])));
  const added = situations.filter((x) => !has.has(x));
  if (!added.length) return line;
  return {
    ...line,
    source: [line.source.trimEnd(), ...added.map((x) => `dotyczy ${SITUATION_WORDS[x]}`)].join(" | "),
    options: [...line.options, ...added.map((situation) => ({ kind: "situation" as const, situation }))],
  };
}
