import type { RandomSource } from "../dice/random";
import { findCondition } from "../rules/names";
import type { Action } from "./actions";
import { doGive, doReceive, doUseCharge } from "./apply-between";
import { doBrew } from "./apply-brew";
import { doLearnSpell } from "./apply-learn";
import { doCast, doPray } from "./apply-cast";
import { doEndScene, doToggle } from "./apply-conditions";
import { doAdjust, doDamage, doHeal } from "./apply-damage";
import { doDrink } from "./apply-drink";
import { doAwardPd, doBuy } from "./apply-experience";
import { doRest } from "./apply-rest";
import { doSpellEffects } from "./apply-spell";
import { doStartTurn, doSurvival } from "./apply-turn";
import { msg } from "./messages";
import { inForce, type Subject } from "./subject";
import type { ApplyOptions, Outcome, Refusal } from "./transition";
import { DEAD, endDyingIfAlive, isDead, now, refuse, type Work } from "./work";

export { castRefusal, prayerRefusal } from "./apply-cast";
export { casterValues } from "./apply-spell";
export { casterPart, statHeld } from "./apply-spell-stats";
export { isDead } from "./work";
export type { ApplyOptions, Outcome, PlayRoll, Refusal, Transition } from "./transition";

/** The action families, one file each: damage and healing, conditions, casting, drinking, rests, turns, PD. */
function run(w: Work, action: Action): Refusal | null {
  switch (action.kind) {
    case "damage":
      return doDamage(w, action);
    case "heal":
      return doHeal(w, action);
    case "adjust":
      return doAdjust(w, action);
    case "toggleCondition":
      return doToggle(w, action);
    case "endScene":
      return doEndScene(w, action.combat ?? false);
    case "cast":
      return doCast(w, action);
    case "pray":
      return doPray(w);
    case "spellEffects":
      return doSpellEffects(w, action);
    case "drink":
      return doDrink(w, action.elixir, action.mode);
    case "rest":
      doRest(w, action.which);
      return null;
    case "startTurn":
      doStartTurn(w, action.round, action.of);
      return null;
    case "survivalTest":
      return doSurvival(w, action);
    case "buy":
      return doBuy(w, action);
    case "awardPd":
      return doAwardPd(w, action);
    case "useCharge":
      return doUseCharge(w, action.item);
    case "giveItem":
      return doGive(w, action.item, action.quantity, action.to);
    case "receiveItem":
      return doReceive(w, action.item, action.quantity, action.from, action.line);
    case "brew":
      return doBrew(w, action);
    case "learnSpell":
      return doLearnSpell(w, action);
  }
}

/** Removing Martwy by hand is the one thing a dead subject allows (docs/en/rules.md Decision). */
function allowedWhenDead(action: Action): boolean {
  return (
    action.kind === "toggleCondition" &&
    findCondition(action.name) === DEAD &&
    (action.on === false || action.on === undefined)
  );
}

/**
 * The one transition of play: (subject, action, dice) → new state, body
 * edits, messages and rolls, or a refusal with its reason. Every path (sheet,
 * blocks, commands, damage dialog, encounter) calls this. The maxima in force
 * are recomputed from the new conditions and effects, and current values are
 * cut to them in the same step (docs/en/rules.md Decision on caps).
 */
export function apply(subject: Subject, action: Action, rng: RandomSource, options: ApplyOptions = {}): Outcome {
  const before = subject.state;
  if (isDead(before) && !allowedWhenDead(action)) return refuse("refused.dead", { name: subject.name });
  const w: Work = {
    subject,
    before,
    state: structuredClone(before),
    messages: [],
    rolls: [],
    edits: [],
    rng,
    options,
    extra: {},
  };
  const refusal = run(w, action);
  if (refusal) return refusal;
  // Caps: nothing above the maximum in force; cut points do not come back.
  const derived = now(w);
  for (const [key, max] of [
    ["health", derived.maxHealth],
    ["mana", derived.maxMana],
    ["zeal", derived.maxZeal],
  ] as const) {
    if (w.state[key] > max) {
      w.messages.push(msg("change.cut", { stat: key, from: w.state[key], to: max }));
      w.state[key] = max;
    }
    if (w.state[key] < 0) w.state[key] = 0;
  }
  endDyingIfAlive(w);
  return {
    ok: true,
    state: w.state,
    edits: w.edits,
    messages: w.messages,
    rolls: w.rolls,
    derived,
    before: inForce(subject, before),
    ...w.extra,
  };
}
