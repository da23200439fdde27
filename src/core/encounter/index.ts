/** Encounters: the hbm-walka grammar, NPC instances, the record, turn order, start of turn and attack. The package's one entry. */
export * from "./attack";
export {
  applyCastAt,
  casterInFight,
  castAtTargets,
  effectDice,
  overcastLevels,
  targetLimit,
  type AppliedCast,
  type CastOrder,
} from "./cast";
export {
  castSpell,
  damageFighter,
  endEncounter,
  healFighter,
  isDead,
  NO_ACTION_CONDITIONS,
  rollCharacterOf,
  setCondition,
  type EngineContext,
  type PcChange,
  type Step,
} from "./engine";
export * from "./grammar";
export * from "./instance";
export * from "./json";
export * from "./memory";
export * from "./record";
export * from "./resolve";
export * from "./turns";
export * from "./economy";
export * from "./reconcile";
export * from "./unique";
