import { evaluate, parseDiceExpression } from "../dice/expression";
import type { RandomSource } from "../dice/random";
import type { Derived } from "../rules/derived";
import { findCondition } from "../rules/names";
import { PLAY_RULES, SURVIVAL } from "../rules/tables";
import type { Edit } from "./edits";
import { msg, type Message, type MessageId, type Params } from "./messages";
import type { Effect, PlayState } from "./state";
import { inForce, type Subject } from "./subject";
import type { ApplyOptions, PlayRoll, Refusal, Transition } from "./transition";

/** The state of one apply() call as the action families change it. */
export interface Work {
  subject: Subject;
  before: PlayState;
  state: PlayState;
  messages: Message[];
  rolls: PlayRoll[];
  edits: Edit[];
  rng: RandomSource;
  options: ApplyOptions;
  extra: Partial<Transition>;
}

export const MAX_AMOUNT = 10_000;
export const DEAD = PLAY_RULES.deadCondition;
export const DYING = SURVIVAL.dyingCondition;

export function isDead(state: Pick<PlayState, "conditions">): boolean {
  return state.conditions.includes(DEAD);
}

/**
 * The conditions a subject shows: a dead one shows Martwy only. Its Umierający and the
 * dying counters stay in the state (removing Martwy by hand returns to them) but are
 * neither shown nor tested (docs/en/rules.md, Damage and dying: Martwy ends play).
 */
export function shownConditions(state: Pick<PlayState, "conditions">): string[] {
  return isDead(state) ? [DEAD] : [...state.conditions];
}

/** A Test Przeżycia is due: Umierający with its counters, and not dead (docs/en/rules.md, Damage and dying). */
export function survivalDue(state: Pick<PlayState, "conditions" | "dying">): boolean {
  return state.dying !== null && state.conditions.includes(DYING) && !isDead(state);
}

export function refuse(key: MessageId, params: Params = {}): Refusal {
  return { ok: false, message: msg(key, params) };
}

export function validAmount(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n <= MAX_AMOUNT;
}

/** The derived values in force for the work's current state. */
export const now = (w: Work): Derived => inForce(w.subject, w.state);

export function setCondition(state: PlayState, name: string, on: boolean): boolean {
  const has = state.conditions.includes(name);
  if (on && !has) state.conditions = [...state.conditions, name];
  if (!on && has) state.conditions = state.conditions.filter((c) => c !== name);
  return has !== on;
}

/** Healing above 0 Żywotności ends Umierający and clears the counters (docs/en/rules.md Decision). */
export function endDyingIfAlive(w: Work): void {
  if (w.state.health > 0 && (w.state.dying || w.state.conditions.includes(DYING))) {
    w.state.dying = null;
    setCondition(w.state, DYING, false);
    w.messages.push(msg("heal.endsDying"));
  }
}

/** Reaching 0 Żywotności without a hit (the "−" button, an overdose): Umierający with no overflow. */
export function enterDyingAtZero(w: Work, overflow: number): void {
  if (w.state.health !== 0 || w.state.dying || isDead(w.state)) return;
  w.state.dying = { hits: 0, failedTests: 0, overflow };
  setCondition(w.state, DYING, true);
  w.messages.push(msg("damage.dying", { overflow }));
}

export function valueMessage(w: Work, key: "health" | "mana" | "zeal", from: number): void {
  const max = key === "health" ? now(w).maxHealth : key === "mana" ? now(w).maxMana : now(w).maxZeal;
  const to = w.state[key];
  w.messages.push(
    from === to ? msg("change.same", { stat: key, value: to, max }) : msg("change.value", { stat: key, from, to, max }),
  );
}

export function heal(w: Work, amount: number, reportSame = true): void {
  const from = w.state.health;
  w.state.health = Math.min(now(w).maxHealth, from + amount);
  if (reportSame || from !== w.state.health) valueMessage(w, "health", from);
  endDyingIfAlive(w);
}

export function endEffects(w: Work, which: (e: Effect) => boolean): void {
  // A spell's Magiczna Osłona ends with its duration, as an effect does.
  const shield = w.state.magicShield;
  if (shield && which({ name: shield.source, until: shield.until })) {
    w.state.magicShield = null;
    w.messages.push(msg("shield.ended", { source: shield.source, n: shield.points }));
  }
  const ending = w.state.effects.filter(which);
  if (!ending.length) return;
  w.state.effects = w.state.effects.filter((e) => !which(e));
  for (const e of ending) {
    if (e.doses !== undefined) continue;
    w.messages.push(msg("effect.ended", { effect: e.name }));
    // A condition held by an effect (Oszołomiony from Wyczerpanie) ends with it.
    if (findCondition(e.name) === e.name && !w.state.effects.some((x) => x.name === e.name))
      setCondition(w.state, e.name, false);
  }
}

export function addEffect(state: PlayState, effect: Effect): void {
  state.effects = [...state.effects.filter((e) => !(e.name === effect.name && e.doses === undefined)), effect];
}

export function rollAmount(w: Work, formula: string, label: string): number {
  const r = evaluate(parseDiceExpression(formula), w.rng);
  if (r.faces.length) w.rolls.push({ label, faces: r.faces, total: r.total });
  return r.total;
}
