import { LIMITS } from "../dice/limits";
import { rollPool } from "../dice/pool";
import { applySurvivalTest } from "../rules/dying";
import { CONDITIONS, SURVIVAL } from "../rules/tables";
import { zealPerTurn } from "../rules/talent-effects";
import type { Action } from "./actions";
import { hit } from "./apply-damage";
import { msg } from "./messages";
import { holderOfState, modifiedPool, modifierMessages, survivalPlan } from "./plan";
import { effectiveAttributes } from "./subject";
import type { Refusal } from "./transition";
import {
  DEAD,
  DYING,
  endEffects,
  isDead,
  now,
  refuse,
  setCondition,
  survivalDue,
  valueMessage,
  type Work,
} from "./work";

/**
 * The start of a turn in the rules' order (docs/en/rules.md Decision "start-of-turn order"):
 * (1) durations tick and effects whose time is up end; (2) Zapał returns, by the
 * regeneration the subject's talents give (Księżniczka Piekieł: +2), to the max;
 * (3) Podpalony burns; (4) a dying subject's Test Przeżycia is due.
 */
export function doStartTurn(w: Work, round: number | undefined, of?: string): void {
  // (1) durations tick and effects whose time is up end (docs/en/rules.md start-of-turn order), so
  // Podpalony "na 3 rundy" burns exactly three times; then Zapał, then the burn. An effect held until another's
  // turn (`turnOf`: Święta Stal's Refleks −1k6 until the caster's next turn) ends at that one's turn instead.
  if (round !== undefined) {
    endEffects(w, (e) => {
      const m = /^round (\d+)$/.exec(e.until);
      return !!m && Number(m[1]) <= round && e.turnOf === of;
    });
  }
  if (of !== undefined) return;
  const d = now(w);
  const from = w.state.zeal;
  w.state.zeal = Math.min(d.maxZeal, from + zealPerTurn(w.subject.build.talents));
  if (from !== w.state.zeal) valueMessage(w, "zeal", from);
  for (const c of CONDITIONS) {
    if (!c.damagePerTurn || !w.state.conditions.includes(c.name)) continue;
    w.messages.push(msg("turn.burn", { condition: c.name, n: c.damagePerTurn }));
    // The same layers as any hit, with the subject's defences: Runiczny Pancerz and
    // Magiczna Osłona take it, Pancerz does not (environmental; docs/en/rules.md "Damage and dying").
    hit(w, { amount: c.damagePerTurn, kind: "environmental" });
  }
  const due = survivalDue(w.state);
  w.extra.survivalTestDue = due;
  if (due) w.messages.push(msg("turn.survivalDue"));
  if (w.messages.length === 0) w.messages.push(msg("turn.nothing"));
}

export function doSurvival(w: Work, action: Extract<Action, { kind: "survivalTest" }>): Refusal | null {
  const dying = w.state.dying;
  if (!dying || !w.state.conditions.includes(DYING)) return refuse("refused.notDying", { name: w.subject.name });
  const ts = survivalPlan(dying, w.options.survivalPool);
  let passed: boolean;
  if (action.rolled) {
    passed = action.rolled.passed;
    w.rolls.push({
      label: "Test Przeżycia",
      faces: action.rolled.faces,
      successes: action.rolled.successes,
      threshold: ts.threshold,
      required: ts.required,
      passed,
    });
  } else {
    const pool = modifiedPool(
      ts,
      {
        attributes: effectiveAttributes(w.subject, w.state.conditions),
        magicDice: now(w).magicDice,
        skills: w.subject.build.skills,
      },
      holderOfState(w.state, now(w).elixirTolerance),
      { survival: true },
    );
    w.messages.push(...modifierMessages(pool.modifiers));
    const r = rollPool(w.rng, {
      dice: Math.min(pool.dice, LIMITS.maxDicePerPool),
      threshold: pool.threshold,
      required: pool.required,
    });
    passed = r.passed;
    w.rolls.push({
      label: "Test Przeżycia",
      faces: r.faces,
      successes: r.successes,
      threshold: r.threshold,
      required: r.required,
      passed,
    });
    w.messages.push(
      msg("survival.roll", {
        threshold: r.threshold,
        required: r.required,
        faces: r.faces.join(" ") || "—",
        n: r.successes,
      }),
    );
  }
  w.extra.passed = passed;
  // A pass stabilises (Nieprzytomny); the second failure kills (docs/en/rules.md "Damage and dying").
  const r = applySurvivalTest(dying, passed);
  w.state.dying = r.dying;
  if (r.outcome === "stabilised") {
    setCondition(w.state, DYING, false);
    setCondition(w.state, SURVIVAL.stabilisedCondition, true);
  }
  if (r.outcome === "dead") setCondition(w.state, DEAD, true);
  if (passed) w.messages.push(msg("survival.passed"));
  else if (isDead(w.state)) w.messages.push(msg("survival.dead", { name: w.subject.name }));
  else
    w.messages.push(msg("survival.failed", { failed: w.state.dying?.failedTests ?? 0, max: SURVIVAL.failuresToDie }));
  return null;
}
