/**
 * Ruch in metres, worked out in one place (docs/en/rules.md Decision (Ruch)): "Odległość, o którą maksymalnie możesz
 * się ruszyć, jest zależna od Szybkości postaci, ale zwykle to jest 10 m" (l. 1108). The printed Szybkość or the usual
 * 10 m; Oszołomiony or Spowolniony halve it and both at once make the character Unieruchomiony (Aneks A);
 * Unieruchomiony and Obezwładniony cannot move, and a combatant who takes no action this turn (Nieprzytomny,
 * Obezwładniony, Umierający: rules/action-economy.ts) has no Ruch either; a lasting spell multiplies it (Szybki jak
 * Wiatr ×2; Żwirowa Zbroja, Ruchome Piaski, Gradobicie, Chmara Insektów ×½). The result is rounded up to whole metres
 * (Ruchome Piaski: "zaokrągloną w górę połowę swojego Ruchu").
 */
import { heldChanges, heldTimes, type Effect } from "../play/state";
import { noActionBecause } from "./action-economy";
import { timesText, timesUp } from "./multiply";
import { MOVEMENT } from "./tables";

export interface Movement {
  /** Metres this turn; null when the printed Szybkość does not start with a number of metres (`text` says it). */
  metres: number | null;
  /** As the sheet and the tracker show it: "10 m", "5 m", "10 m (w tym Lot)", "Skok ×½". */
  text: string;
  /** The conditions and spells that changed it, by name (empty: the usual Ruch). */
  by: string[];
  /** No action this turn, so no Ruch (Nieprzytomny, Obezwładniony, Umierający). */
  noAction: boolean;
}

const metresOf = (n: number): string => `${String(n).replace(".", ",")} m`;

/** The Ruch of a character with this printed Szybkość (null: the usual 10 m), conditions and effects in force. */
export function movementIn(
  printed: string | null | undefined,
  conditions: readonly string[],
  effects: readonly Effect[] = [],
): Movement {
  const base = printed?.trim() || metresOf(MOVEMENT.usualMetres);
  const parsed = /^(\d+(?:[.,]\d+)?)\s*m\b/.exec(base);
  const baseMetres = parsed?.[1] ? Number(parsed[1].replace(",", ".")) : null;
  const none = noActionBecause(conditions);
  const stopped = conditions.filter((c) => MOVEMENT.stoppedBy.includes(c) && !none.includes(c));
  const halvedBy = conditions.filter((c) => MOVEMENT.halvedBy.includes(c));
  const stop = (by: string[]): Movement => ({ metres: 0, text: metresOf(0), by, noAction: none.length > 0 });
  if (none.length || stopped.length) return stop([...none, ...stopped]);
  if (halvedBy.length >= 2) return stop([...halvedBy, MOVEMENT.bothHalvingsStop]);
  const spells = heldChanges(effects, "speed").filter((c) => c.change.multiply !== undefined);
  const factor = heldTimes(effects, "speed") * (halvedBy.length ? 0.5 : 1);
  const by = [...halvedBy, ...new Set(spells.map((c) => c.source))];
  if (factor === 1) return { metres: baseMetres, text: base, by, noAction: false };
  if (baseMetres === null) return { metres: null, text: `${base} ×${timesText(factor)}`, by, noAction: false };
  const metres = timesUp(baseMetres, factor);
  return { metres, text: metresOf(metres), by, noAction: false };
}
