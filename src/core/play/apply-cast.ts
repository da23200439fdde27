import { exhaustionTier, rollExhaustion } from "../dice/initiative";
import { LIMITS } from "../dice/limits";
import { rollPool } from "../dice/pool";
import { evaluate, parseDiceExpression } from "../dice/expression";
import { PLAY_RULES, PRAYER } from "../rules/tables";
import type { Action } from "./actions";
import { hit } from "./apply-damage";
import { msg } from "./messages";
import {
  holderOfState,
  modifiedPool,
  modifierMessages,
  planSpell,
  prayerProblem as prayerGate,
  type Caster,
} from "./plan";
import type { PlayState } from "./state";
import { effectiveAttributes, inForce, type Subject } from "./subject";
import type { Refusal } from "./transition";
import { addEffect, isDead, now, refuse, setCondition, type Work } from "./work";

/** The prayer gates (docs/en/rules.md Decision), as a refusal: Błogosławieństwo, at least 1 Zapał, not Oszołomiony. */
export function prayerRefusal(
  subject: Pick<Subject, "name" | "talents">,
  state: Pick<PlayState, "zeal" | "conditions">,
): Refusal | null {
  const m = prayerGate(subject, state);
  return m ? { ok: false, message: m } : null;
}

function caster(subject: Subject, state: PlayState): Caster {
  const d = inForce(subject, state);
  return {
    name: subject.name,
    manaPool: d.manaPool,
    isPowerSource: subject.build.isPowerSource ?? false,
    maxSpellCost: d.maxSpellCost,
    mana: state.mana,
    zeal: state.zeal,
    talents: subject.talents,
    conditions: state.conditions,
    ...(subject.listedSpells ? { listedSpells: subject.listedSpells } : {}),
    ...(subject.knownSpells ? { knownSpells: subject.knownSpells } : {}),
    ...(subject.casting ? { casting: subject.casting } : {}),
  };
}

/** Why this subject may not cast this spell now (Martwy, no Mana, Źródło Mocy, base cost, prayer gates); null when it may. */
export function castRefusal(subject: Subject, action: Extract<Action, { kind: "cast" }>): Refusal | null {
  if (isDead(subject.state)) return refuse("refused.dead", { name: subject.name });
  const p = planSpell(caster(subject, subject.state), action.spell, action);
  return "refusal" in p ? { ok: false, message: p.refusal } : null;
}

export function doCast(w: Work, action: Extract<Action, { kind: "cast" }>): Refusal | null {
  const p = planSpell(caster(w.subject, w.state), action.spell, action);
  if ("refusal" in p) return { ok: false, message: p.refusal };
  w.messages.push(...p.warnings);
  if (p.free) {
    w.extra.passed = true;
    w.messages.push(msg("cast.free", { spell: action.spell.name, name: w.subject.name }));
    return null;
  }
  const d = now(w);
  const values = {
    attributes: effectiveAttributes(w.subject, w.state.conditions),
    magicDice: d.magicDice,
    skills: w.subject.build.skills,
  };
  let passed: boolean;
  if (action.rolled) {
    passed = action.rolled.passed;
    // Rolled and shown where it was rolled (a block line, the sheet's last roll): only the spend is told here.
    w.rolls.push({
      label: action.spell.name,
      faces: action.rolled.faces,
      successes: action.rolled.successes,
      required: action.rolled.required,
      passed,
    });
  } else {
    // The one planner's pool with the test modifiers in force (Zmęczenie, the overdose bands…).
    const holder = holderOfState(w.state, d.elixirTolerance);
    const pool = modifiedPool(p.pool, values, holder, { spell: true });
    if (pool.forbidden) return refuse("refused.testForbidden", { name: w.subject.name, source: pool.forbidden.source });
    w.messages.push(...modifierMessages(pool.modifiers));
    const r = rollPool(w.rng, {
      dice: Math.min(pool.dice, LIMITS.maxDicePerPool),
      threshold: pool.threshold,
      required: Math.max(1, pool.required),
    });
    passed = r.passed;
    w.rolls.push({
      label: action.spell.name,
      faces: r.faces,
      threshold: r.threshold,
      required: r.required,
      successes: r.successes,
      passed,
    });
    w.messages.push(
      msg("cast.result", {
        spell: action.spell.name,
        verdict: passed ? "Sukces" : "Porażka",
        n: r.successes,
        required: r.required,
      }),
    );
    if (p.overcastPool) {
      const over = modifiedPool(p.overcastPool, values, holder);
      w.messages.push(...modifierMessages(over.modifiers));
      const o = rollPool(w.rng, {
        dice: Math.min(over.dice, LIMITS.maxDicePerPool),
        threshold: over.threshold,
        required: Math.min(LIMITS.maxRequired, over.required),
      });
      w.rolls.push({
        label: "nadczarowanie",
        faces: o.faces,
        threshold: o.threshold,
        required: o.required,
        successes: o.successes,
        passed: o.passed,
      });
      w.messages.push(
        msg("cast.overcastTest", {
          excess: p.cast.excess,
          verdict: o.passed ? "Sukces" : "Porażka",
          n: o.successes,
          required: o.required,
        }),
      );
    }
  }
  w.extra.passed = passed;
  const cost = p.cast.cost;
  if (action.spend === false) {
    w.messages.push(msg("cast.notSpent", { spell: action.spell.name, cost }));
    return null;
  }
  if (p.unlimited) w.messages.push(msg("cast.unlimited", { spell: action.spell.name, cost }));
  else {
    const from = w.state.mana;
    w.state.mana = Math.max(0, from - cost);
    w.messages.push(msg("cast.spent", { spell: action.spell.name, from, to: w.state.mana, max: d.maxMana, cost }));
  }
  if (p.zealCost) {
    const from = w.state.zeal;
    w.state.zeal = Math.max(0, from - p.zealCost);
    w.messages.push(msg("cast.prayer", { from, to: w.state.zeal }));
  }
  if (p.cast.overdrawn > 0) {
    const given = action.rolled?.exhaustion;
    const ex = given ?? rollExhaustion(w.rng, Math.min(p.cast.overdrawn, LIMITS.maxDicePerPool));
    exhaust(w, ex.dice, ex.faces, ex.total);
  }
  return null;
}

/** A prayer roll that is not a spell: the gates and its Zapał. */
export function doPray(w: Work): Refusal | null {
  const r = prayerRefusal(w.subject, w.state);
  if (r) return r;
  const from = w.state.zeal;
  w.state.zeal = from - PRAYER.zealCost;
  w.messages.push(msg("cast.prayer", { from, to: w.state.zeal }));
  return null;
}

/** Wyczerpanie Many (docs/en/rules.md Decision): effects that change numbers are applied; durations kept as effects. */
function exhaust(w: Work, dice: number, faces: number[], total: number): void {
  const tier = exhaustionTier(total);
  w.rolls.push({ label: "Wyczerpanie Many", faces, total });
  if (!tier) return;
  w.messages.push(msg("cast.exhaustion", { dice, total, tier: tier.name, effect: tier.effect }));
  const until = PLAY_RULES.exhaustionEffects[tier.name];
  if (until) addEffect(w.state, { name: tier.name, until });
  for (const c of tier.conditions ?? []) {
    setCondition(w.state, c, true);
    // Oszołomiony "do końca sceny" ends with the scene; Nieprzytomny ends with a rest.
    if (until === "scene") addEffect(w.state, { name: c, until });
  }
  if (tier.damage) {
    const r = evaluate(parseDiceExpression(tier.damage), w.rng);
    w.rolls.push({ label: tier.name, faces: r.faces, total: r.total });
    w.messages.push(msg("cast.exhaustionDamage", { tier: tier.name, formula: tier.damage, n: r.total }));
    hit(w, { amount: r.total, kind: "physical", ignoreArmor: true, ignoreMagicDefence: true, armor: 0 });
  }
}
