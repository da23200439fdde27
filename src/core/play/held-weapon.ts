import type { DamagePart } from "../rules/damage";
import { msg, renderMessage } from "./messages";
import { heldMagicalPart, heldWeaponDamage, type Effect } from "./state";

/** What the spells in force add to a hit rolled outside the tracker, and each spell's words. */
export interface HeldWeaponHit {
  /** Points added to the weapon's own (they meet Pancerz like the weapon's). */
  physical: number;
  /** The magical points as a part of the hit of their own, skipping Pancerz; null when none. */
  extra: DamagePart | null;
  /** The whole hit ×N (Fanatyczne Poświęcenie in melee: 2), after the points are added; 1 when none. */
  times: number;
  /** The weapon deals magical damage instead of physical, and whether the hit ignores Pancerz. */
  dealsMagical: boolean;
  ignoresArmor: boolean;
  /** One line a spell: "Ognista Powłoka: +2 magiczne (bez Pancerza)"; the kind and Pancerz lines after them. */
  said: string[];
}

/**
 * A hit multiplied by the spells in force (×N after the points are added, rounded up): the base and the extra
 * part alike. The one place the rule lives: the tracker's damage step and the hits rolled outside it.
 */
export function timesHeld(amount: number, extra: DamagePart | null, times: number): number {
  if (times === 1) return amount;
  if (extra) extra.amount = Math.ceil(extra.amount * times);
  return Math.ceil(amount * times);
}

/**
 * A held weapon bonus on a hit the sheet's Atak or the damage dialog rolls, read by the tracker's own
 * heldWeaponDamage and heldMagicalPart (issue 26): the same points, each spell named.
 */
export function heldWeaponHit(effects: readonly Effect[], melee: boolean, lang: "pl" | "en" = "pl"): HeldWeaponHit {
  const held = heldWeaponDamage(effects, melee);
  const by = held.by.join(", ");
  const said = held.parts.map((p) =>
    renderMessage(
      msg(p.magical ? "attack.heldWeaponMagical" : "attack.heldWeapon", { spell: p.source, n: p.add }),
      lang,
    ),
  );
  if (held.times !== 1) said.push(renderMessage(msg("attack.heldTimes", { by, times: held.times }), lang));
  if (held.dealsMagical) said.push(renderMessage(msg("attack.spellMagicalKind", { by }), lang));
  if (held.ignoresArmor) said.push(renderMessage(msg("attack.spellIgnoresArmor", { by }), lang));
  return {
    physical: held.physical,
    extra: heldMagicalPart(held.magical),
    times: held.times,
    dealsMagical: held.dealsMagical,
    ignoresArmor: held.ignoresArmor,
    said,
  };
}
