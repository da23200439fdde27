/**
 * A lasting spell's numbers on its holder (issue 26): which stat effects play holds as `effects[].stat` (read by
 * inForce, rules/movement.ts, the damage pipeline and the attack's damage step), what it says when it holds them,
 * and the caster's own part of a cast. apply-spell.ts calls these for each target.
 */
import type { Action } from "./actions";
import { timesText } from "../rules/multiply";
import { doAdjust } from "./apply-damage";
import { msg } from "./messages";
import { signed } from "./spell-said";
import { HELD_STATS, type EffectUntil, type StatChange } from "./state";
import type { SpellEffect } from "../spells/types";
import type { Work } from "./work";

type SpellAction = Extract<Action, { kind: "spellEffects" }>;

/**
 * A stat effect play applies (a number added to or multiplying Pancerz, Inicjatywa, Ruch, Mana, the damage taken,
 * the weapon's damage; rules in inForce, rules/movement.ts, apply-damage and the attack's damage step), or null.
 * `ignoresArmor`: the overcast's "obrażenia ignorują Pancerz" (Uświęcenie), for a weapon's change.
 */
export function heldStatChange(e: SpellEffect, ignoresArmor: boolean): StatChange | null {
  if (e.kind !== "stat" || !(HELD_STATS as readonly string[]).includes(e.stat)) return null;
  // Ruch in metres is only multiplied (rules/movement.ts); a number added to it stays with the GM.
  if (e.stat === "speed" && e.add) return null;
  const change: StatChange = { stat: e.stat, add: e.add ?? 0 };
  if (e.multiply !== undefined && e.multiply > 0 && e.multiply !== 1) change.multiply = e.multiply;
  if (e.stat === "weaponDamage") {
    if (change.add < 0) return null;
    // Added magical points are a part of their own (Ognista Powłoka); with none added, the weapon's kind changes.
    if (e.damageType === "magical") change[change.add > 0 ? "magical" : "dealsMagical"] = true;
    if (e.melee) change.melee = true;
    if (e.ignoresArmor || ignoresArmor) change.ignoresArmor = true;
  }
  return change.add || change.multiply || change.dealsMagical || change.ignoresArmor ? change : null;
}

/** What a held stat change does, said once when it is held; Kradzież Many's Mana also fills the raised maximum. */
export function statHeldSaid(w: Work, spell: string, c: StatChange, until: EffectUntil): void {
  const params = { spell, name: w.subject.name, stat: c.stat, until };
  if (c.multiply !== undefined) w.messages.push(msg("spell.statTimes", { ...params, times: timesText(c.multiply) }));
  if (c.add) w.messages.push(msg("spell.statHeld", { ...params, add: signed(c.add) }));
  if (c.dealsMagical) w.messages.push(msg("spell.weaponMagical", params));
  if (c.ignoresArmor) w.messages.push(msg("spell.weaponIgnoresArmor", params));
  if (c.stat === "mana" && c.add > 0) doAdjust(w, { kind: "adjust", key: "mana", delta: c.add });
}

/**
 * The caster's own part of a cast (Kradzież Many: Mana +2 and Maks. Koszt Zaklęcia +1 on the caster), as the act on
 * the caster that every cast path makes once, in the same step as its targets; null when the spell gives none.
 */
export function casterPart(a: SpellAction): SpellAction | null {
  if (!a.effects.some((e) => e.recipient === "caster")) return null;
  return { ...a, part: "caster", targetSide: "self" };
}

/** Whether play holds a stat effect as numbers on its holder (or its caster), rather than saying it to the GM. */
export const statHeld = (e: SpellEffect): boolean => heldStatChange(e, false) !== null;
