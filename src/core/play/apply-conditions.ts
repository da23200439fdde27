import { findCondition } from "../rules/names";
import type { Action } from "./actions";
import { msg } from "./messages";
import type { Refusal } from "./transition";
import { addEffect, DYING, endEffects, refuse, setCondition, type Work } from "./work";

export function doToggle(w: Work, action: Extract<Action, { kind: "toggleCondition" }>): Refusal | null {
  const name = findCondition(action.name);
  if (!name) return refuse("refused.unknownCondition", { condition: action.name });
  const on = action.on ?? !w.state.conditions.includes(name);
  if (name === DYING && on && w.state.health > 0)
    return refuse("refused.dyingNeedsZero", { name: w.subject.name, health: w.state.health });
  if (on) {
    setCondition(w.state, name, true);
    if (name === DYING && !w.state.dying) w.state.dying = { hits: 0, failedTests: 0, overflow: 0 };
    if (action.until) addEffect(w.state, { name, until: action.until });
    w.messages.push(
      action.until
        ? msg("condition.onUntil", { condition: name, until: action.until })
        : msg("condition.on", { condition: name }),
    );
  } else {
    setCondition(w.state, name, false);
    if (name === DYING) w.state.dying = null;
    w.state.effects = w.state.effects.filter((e) => !(e.name === name && e.doses === undefined));
    w.messages.push(msg("condition.off", { condition: name }));
  }
  return null;
}

/**
 * "Koniec sceny": effects that last to the end of the scene end, and those held "until the fight ends" (outside a
 * fight they end like the scene). The end of a fight (`combat`) also ends the effects timed in its rounds.
 */
export function doEndScene(w: Work, combat = false): null {
  const n = w.messages.length;
  w.messages.push(msg("scene.ended"));
  endEffects(
    w,
    (e) =>
      e.doses === undefined && (e.until === "scene" || e.until === "combat" || (combat && /^round \d+$/.test(e.until))),
  );
  if (w.messages.length === n + 1) w.messages[n] = msg("scene.nothing");
  return null;
}
