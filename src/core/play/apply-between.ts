import { fold } from "../text/normalize";
import { msg } from "./messages";
import type { Refusal } from "./transition";
import { refuse, type Work } from "./work";

/**
 * Between sessions (docs/en/rules.md): an item's charges counting down, and an item
 * handed from one character to another (its two halves: the giver's and the
 * receiver's action, written by the store as one undoable step).
 */

function named<T extends { name: string }>(list: readonly T[], item: string): T | null {
  const want = fold(item);
  return list.find((e) => fold(e.name) === want) ?? list.find((e) => fold(e.name).includes(want)) ?? null;
}

/** One use of an item with charges: one less; at 0 it stays and is refused (docs/en/rules.md Decision (giving)). */
export function doUseCharge(w: Work, item: string): Refusal | null {
  if (!w.subject.editable) return refuse("refused.notEditable", { name: w.subject.name });
  const owned = named(w.subject.charges ?? [], item);
  if (!owned) return refuse("refused.noCharges", { item });
  if (owned.charges <= 0) return refuse("refused.chargesEmpty", { item: owned.name });
  const to = owned.charges - 1;
  w.edits.push({ kind: "charges", item: owned.name, from: owned.charges, to });
  w.messages.push(msg("charges.used", { item: owned.name, from: owned.charges, to }));
  if (to === 0) w.messages.push(msg("charges.empty", { item: owned.name }));
  return null;
}

/** The giver's half: n fewer of the item (the last removes the line, as drinking does). */
export function doGive(w: Work, item: string, n: number, to: string): Refusal | null {
  if (!w.subject.editable) return refuse("refused.notEditable", { name: w.subject.name });
  if (!Number.isInteger(n) || n < 1) return refuse("refused.giveAmount", { n });
  const owned = named(w.subject.equipment, item);
  if (!owned) return refuse("refused.giveNotOwned", { name: w.subject.name, item });
  if (owned.quantity < n)
    return refuse("refused.giveTooMany", { name: w.subject.name, have: owned.quantity, item: owned.name, n });
  const left = owned.quantity - n;
  w.edits.push({ kind: "equipmentQuantity", item: owned.name, from: owned.quantity, to: left });
  w.messages.push(msg(left > 0 ? "give.given" : "give.givenLast", { item: owned.name, n, to, left }));
  return null;
}

/** The receiver's half: n more on its line of the item, or the giver's line added. */
export function doReceive(w: Work, item: string, n: number, from: string, line: string): Refusal | null {
  if (!w.subject.editable) return refuse("refused.notEditable", { name: w.subject.name });
  if (!Number.isInteger(n) || n < 1) return refuse("refused.giveAmount", { n });
  const owned = named(w.subject.equipment, item);
  const have = owned?.quantity ?? 0;
  w.edits.push({ kind: "addEquipment", item: owned?.name ?? item, from: have, n, line });
  w.messages.push(msg("give.received", { item: owned?.name ?? item, n, from, total: have + n }));
  return null;
}

/** Whether an action changes only the note's body (a failed edit then undoes the whole action). */
export function bodyOnly(kind: string): boolean {
  return (
    kind === "useCharge" || kind === "giveItem" || kind === "receiveItem" || kind === "brew" || kind === "learnSpell"
  );
}
