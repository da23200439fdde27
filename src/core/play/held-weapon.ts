import type { DamagePart } from "../rules/damage";
import { msg, renderMessage } from "./messages";
import { heldMagicalPart, heldWeaponDamage, type Effect } from "./state";

/** What the spells in force add to a hit rolled outside the tracker, and each spell's words. */
export interface HeldWeaponHit {
  /** Points added to the weapon's own (they meet Pancerz like the weapon's). */
  physical: number;
  /** The magical points as a part of the hit of their own, skipping Pancerz; null when none. */
  extra: DamagePart | null;
  /** One line a spell: "Ognista Powłoka: +2 magiczne (bez Pancerza)". */
  said: string[];
}

/**
 * A held weapon bonus on a hit the sheet's Atak or the damage dialog rolls, read by the tracker's own
 * heldWeaponDamage and heldMagicalPart (issue 26): the same points, each spell named.
 */
export function heldWeaponHit(effects: readonly Effect[], melee: boolean, lang: "pl" | "en" = "pl"): HeldWeaponHit {
  const held = heldWeaponDamage(effects, melee);
  return {
    physical: held.physical,
    extra: heldMagicalPart(held.magical),
    said: held.parts.map((p) =>
      renderMessage(
        msg(p.magical ? "attack.heldWeaponMagical" : "attack.heldWeapon", { spell: p.source, n: p.add }),
        lang,
      ),
    ),
  };
}
