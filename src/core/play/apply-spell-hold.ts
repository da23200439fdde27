/**
 * What a successful spell holds on its target (issue 26): its changes to tests and numbers, and what a hit of the
 * target's weapon gives whoever it hits, as timed effects named after the spell (apply-spell.ts calls holdTests).
 */
import type { TestChange } from "../rules/modifiers";
import type { ConditionEffect, SpellEffect, TestEffect } from "../spells/types";
import type { Action } from "./actions";
import { modifierParts } from "../rules/modifiers";
import { msg, SITUATION_WORDS } from "./messages";
import { bonusSuccessesText } from "./plan";
import type { OnHit } from "./read-test-change";
import { statHeldSaid } from "./apply-spell-stats";
import { testScope } from "./spell-said";
import type { EffectUntil, StatChange } from "./state";
import type { Work } from "./work";

type SpellAction = Extract<Action, { kind: "spellEffects" }>;

export type Held = { until: EffectUntil } & (
  { change: TestChange; turnOf?: string | undefined } | { stat: StatChange } | { onHit: TestEffect | ConditionEffect }
);

/** An effect "do początku następnej tury osoby rzucającej zaklęcie" ends at the caster's turn, when the cast knows it. */
export const turnOf = (a: SpellAction, e: SpellEffect): string | undefined =>
  e.until === "casterNextTurn" ? a.casterTurn?.id : undefined;

/** A triggered effect as its hit target receives it: at once, to that target. */
export function strip<E extends TestEffect | ConditionEffect>(e: E): E {
  const { recipient: _r, timing: _t, trigger: _g, ...rest } = e;
  return rest as E;
}

/**
 * The spell's test and stat changes as timed effects named after it (one per end), replacing the ones a cast
 * before left (recasting refreshes them); they end by their `until` like every effect.
 */
export function holdTests(w: Work, a: SpellAction, held: readonly Held[]): void {
  const spell = a.spell.name;
  type At = { until: EffectUntil; turnOf?: string; test: TestChange[]; stat: StatChange[]; onHit: OnHit["effects"] };
  const byUntil = new Map<string, At>();
  for (const h of held) {
    const by = "change" in h ? h.turnOf : undefined;
    const key = `${h.until}|${by ?? ""}`;
    const at = byUntil.get(key) ?? { until: h.until, ...(by ? { turnOf: by } : {}), test: [], stat: [], onHit: [] };
    if ("change" in h) at.test.push(h.change);
    else if ("stat" in h) at.stat.push(h.stat);
    else at.onHit.push(h.onHit);
    byUntil.set(key, at);
  }
  w.state.effects = w.state.effects.filter((x) => !(x.name === spell && x.doses === undefined));
  // The hits of a melee weapon only: the spell's weapon points are melee-only (Święta Stal's "broń biała").
  const melee = a.effects.some((e) => e.kind === "stat" && e.stat === "weaponDamage" && e.melee);
  for (const { until, turnOf: by, test, stat, onHit } of byUntil.values()) {
    w.state.effects.push({
      name: spell,
      until,
      ...(by ? { turnOf: by } : {}),
      ...(test.length ? { test } : {}),
      ...(stat.length ? { stat } : {}),
      ...(onHit.length ? { onHit: { melee, effects: onHit } } : {}),
      cite: a.spell.path ?? spell,
    });
    if (onHit.length) w.messages.push(msg("spell.onHitHeld", { spell, name: w.subject.name, until }));
    for (const c of stat) statHeldSaid(w, spell, c, until);
    for (const c of test) {
      const scope = testScope({ kind: "test", on: c.on });
      const params = { spell, name: w.subject.name, scope, until };
      const change = modifierParts({ source: spell, cite: "", ...c }, "", bonusSuccessesText).join(", ");
      // A situation of the holder's own tests: the roll says it is in it ("dotyczy negocjacje").
      const situation = c.on.againstHolder ? undefined : c.on.situation;
      if (c.blocked) w.messages.push(msg("spell.testBlocked", params));
      else if (situation)
        w.messages.push(msg("spell.testHeldSituation", { ...params, change, word: SITUATION_WORDS[situation] }));
      else w.messages.push(msg("spell.testHeld", { ...params, change }));
    }
  }
}
