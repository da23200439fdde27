import { rollDice } from "../dice/random";
import { PLAY_RULES, RESTS } from "../rules/tables";
import { resetTolerance } from "./apply-drink";
import { msg } from "./messages";
import { attributeSumInForce, hasEffect, hasExtraordinaryResistance } from "./subject";
import { DYING, endEffects, heal, now, setCondition, valueMessage, type Work } from "./work";

/**
 * docs/en/rules.md "Rests", in the Decision's order: remove the conditions the rest
 * removes, recompute the maxima, then restore Żywotność and Mana up to them.
 */
export function doRest(w: Work, which: "breather" | "short" | "long"): void {
  const cursed = w.state.conditions.includes(RESTS.noNaturalHealing);
  const name = RESTS[which].name;
  w.messages.push(msg("rest.name", { rest: name }));
  const healNaturally = (amount: number) => {
    if (cursed) {
      if (w.state.health < now(w).maxHealth) w.messages.push(msg("rest.noHealing"));
      return;
    }
    heal(w, amount, false);
  };
  if (which === "breather") {
    const r = RESTS.breather;
    const h = rollDice(w.rng, r.healthDice.count, r.healthDice.sides).reduce((a, b) => a + b, 0);
    const m = rollDice(w.rng, r.manaDice.count, r.manaDice.sides).reduce((a, b) => a + b, 0);
    const endurance = w.subject.build.skills[r.healthSkill] ?? 0;
    w.rolls.push({ label: name, faces: [h, m] });
    w.messages.push(msg("rest.roll", { health: h, endurance, mana: m }));
    healNaturally(h + endurance);
    if (hasEffect(w.state, PLAY_RULES.noBreatherManaEffect)) w.messages.push(msg("rest.noBreatherMana"));
    else {
      const from = w.state.mana;
      w.state.mana = Math.min(now(w).maxMana, from + m);
      if (from !== w.state.mana) valueMessage(w, "mana", from);
    }
    return;
  }
  if (which === "short") {
    for (const c of RESTS.short.removes)
      if (setCondition(w.state, c, false)) w.messages.push(msg("effect.ended", { effect: c }));
    if (hasExtraordinaryResistance(w.subject)) resetTolerance(w);
    healNaturally(attributeSumInForce(w.subject, w.state.conditions));
    const from = w.state.mana;
    const max = now(w).maxMana;
    w.state.mana = Math.min(max, from + Math.floor(max / RESTS.short.manaDivisor));
    if (from !== w.state.mana) valueMessage(w, "mana", from);
    return;
  }
  for (const c of RESTS.long.removes) {
    if (c === DYING) continue;
    if (setCondition(w.state, c, false)) w.messages.push(msg("effect.ended", { effect: c }));
  }
  endEffects(
    w,
    (e) =>
      e.doses === undefined &&
      (e.until === "scene" || e.until === "combat" || e.until === "longRest" || e.until.startsWith("round")),
  );
  resetTolerance(w);
  const max = now(w);
  healNaturally(max.maxHealth);
  const fromMana = w.state.mana;
  w.state.mana = max.maxMana;
  if (fromMana !== w.state.mana) valueMessage(w, "mana", fromMana);
  if (w.options.longRestRestoresZeal ?? RESTS.long.zealToMax) {
    const fromZeal = w.state.zeal;
    w.state.zeal = max.maxZeal;
    if (fromZeal !== w.state.zeal) valueMessage(w, "zeal", fromZeal);
  }
}
