/**
 * Play state in the core (design: actions as data, one pure apply(), one
 * invariants function, messages as keys, the store interface). The package's
 * one entry: the plugin and the CLI import from here. The action families
 * (apply-*.ts) and work.ts are internal to apply().
 */
export * from "./actions";
export { apply, castRefusal, casterPart, casterValues, isDead, prayerRefusal, statHeld } from "./apply";
export * from "./edits";
export * from "./elixir-text";
export * from "./invariants";
export * from "./memory-store";
export * from "./messages";
export * from "./overdose";
export * from "./plan";
export * from "./read";
export * from "./state";
export * from "./store";
export * from "./subject";
export * from "./transition";
export { bodyOnly } from "./apply-between";
export { shownConditions, survivalDue } from "./work";
export * from "./equipment-text";
export * from "./spell-line";
export { canBrew } from "./apply-brew";
export { learnRefusal, learningParts } from "./apply-learn";
export * from "./extended-test";
export * from "./held-weapon";
export * from "./ingredients";
