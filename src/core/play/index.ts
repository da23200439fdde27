/**
 * Play state in the core (design.md): actions as data, one pure apply(), one
 * invariants function, messages as keys, and the store interface.
 */
export type { Action, ActionKind, CastSpell, ElixirData, RolledCast } from "./actions";
export {
  apply,
  castRefusal,
  isDead,
  prayerRefusal,
  type ApplyOptions,
  type Outcome,
  type PlayRoll,
  type Refusal,
  type Transition,
} from "./apply";
export {
  applyEdit,
  applyPatch,
  diffLines,
  invertPatch,
  setEquipmentQuantity,
  type Edit,
  type LinePatch,
} from "./edits";
export { foreignKeys, violations } from "./invariants";
export { msg, renderMessage, renderMessages, type Message, type MessageId } from "./messages";
export { frontmatterOf, readSubject, stateInForce } from "./read";
export {
  PLAY_KEYS,
  readState,
  readModifiers,
  restoreKeys,
  touched,
  writeState,
  type Effect,
  type EffectUntil,
  type KeySnapshot,
  type PlayKey,
  type PlayState,
} from "./state";
export { UndoStack, type PlayStore, type UndoEntry } from "./store";
export {
  attributeSumInForce,
  effectiveAttributes,
  hasExtraordinaryResistance,
  inForce,
  subjectFromSheet,
  type Subject,
} from "./subject";
