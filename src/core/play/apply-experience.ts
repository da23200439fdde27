import { computeDerived } from "../rules/derived";
import { checkPurchase } from "../rules/experience";
import { PLAY_RULES } from "../rules/tables";
import { printedAfterPurchase } from "../text/printed-stats";
import type { Action } from "./actions";
import { msg } from "./messages";
import type { Refusal } from "./transition";
import { refuse, type Work } from "./work";

/**
 * Spend PD (docs/en/rules.md "Experience"): the cost, the maxima, the
 * creation-only talents and a talent's requirements, checked here from the
 * talent's own data, never taken as a verdict from the caller.
 */
export function doBuy(w: Work, action: Extract<Action, { kind: "buy" }>): Refusal | null {
  if (w.subject.kind !== "pc" || !w.subject.editable) return refuse("refused.statBlock", { name: w.subject.name });
  const a = w.subject.build.attributes;
  const build = {
    attributes: { body: a.body, mind: a.mind, soul: a.soul },
    skills: w.subject.build.skills,
    talents: w.subject.talents,
    race: w.subject.race ?? null,
    discipline: w.subject.discipline,
  };
  const requirements = action.purchase.kind === "talent" ? action.requirements : null;
  const check = checkPurchase(action.purchase, build, w.state.experience, requirements);
  if (!check.ok) return refuse("refused.purchase", { reason: check.reason ?? check.description });
  w.state.experience -= check.cost;
  const p = action.purchase;
  if (p.kind === "attribute" && p.attribute !== "magic") {
    const value = build.attributes[p.attribute] + 1;
    // The printed rows follow the new attribute by the rules, without conditions (docs/en/notes.md: unpoisoned values).
    const raised = computeDerived({
      ...w.subject.build,
      attributes: { ...a, [p.attribute]: value },
      conditions: [],
    }).derived;
    w.edits.push({
      kind: "attribute",
      attribute: p.attribute,
      value,
      derived: { maxHealth: raised.maxHealth, maxZeal: raised.maxZeal, initiative: raised.initiative },
    });
  }
  if (p.kind === "skill")
    w.edits.push({
      kind: "skill",
      skill: p.skill,
      value: (build.skills[p.skill] ?? 0) + 1,
      attributes: { ...a },
      magicDice: w.subject.base.magicDice,
    });
  if (p.kind === "talent") w.edits.push({ kind: "talent", talent: p.talent });
  w.edits.push({ kind: "printedStats", stats: printedAfterPurchase(w.subject.build, p, w.subject.base.armor) });
  w.messages.push(msg("buy.done", { what: check.description, cost: check.cost, left: w.state.experience }));
  return null;
}

export function doAwardPd(w: Work, action: Extract<Action, { kind: "awardPd" }>): Refusal | null {
  const result = w.state.experience + action.amount;
  if (!Number.isInteger(action.amount) || Math.abs(action.amount) > PLAY_RULES.maxAward || result < 0)
    return refuse("refused.award", { n: action.amount, result, max: PLAY_RULES.maxAward });
  const from = w.state.experience;
  w.state.experience = result;
  w.messages.push(msg("pd.awarded", { from, to: result }));
  return null;
}
