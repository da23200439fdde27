import type { DamagePart } from "../rules/damage";
import { timesText, timesUp } from "../rules/multiply";
import { msg, renderMessage } from "./messages";
import { heldChanges, type Effect } from "./state";

/**
 * What the spells in force do to each hit of the holder's weapon (Ognista Powłoka, Święta Stal, Fanatyczne
 * Poświęcenie): the one reading for the tracker's damage step (encounter/attack-strike.ts), the damage dialog and
 * the sheet's Atak.
 */
export interface HeldWeapon {
  /** Points added to the weapon's own (they meet Pancerz like the weapon's). */
  physical: number;
  /** Magical points added to the hit (Ognista Powłoka: 2). */
  magical: number;
  /**
   * The magical points as a part of the hit of their own, skipping Pancerz (rules/damage.ts absorb); null when none.
   * A new part each reading: the hit's own steps (Cios w Plecy, the multiplier) change its amount.
   */
  extra: DamagePart | null;
  /** The whole hit ×N (Fanatyczne Poświęcenie in melee: 2), after the points are added; 1 when none. */
  times: number;
  /** The weapon deals magical damage instead of physical (Uświęcenie, Fanatyczne Poświęcenie in melee). */
  dealsMagical: boolean;
  /** The hit ignores Pancerz (Fanatyczne Poświęcenie in melee; Uświęcenie's overcast). */
  ignoresArmor: boolean;
  /** The spells that change the hit, by name. */
  by: string[];
  /** Each spell's added points (the tracker, the sheet and the damage dialog name them). */
  parts: HeldWeaponPart[];
}

/** One spell's share of what the spells in force add to a hit. */
export interface HeldWeaponPart {
  source: string;
  add: number;
  magical: boolean;
}

/**
 * A hit multiplied by the spells in force (×N after the points are added, rounded up): the base and the extra
 * part alike. The one place the rule lives: the tracker's damage step and the hits rolled outside it.
 */
export function timesHeld(amount: number, extra: DamagePart | null, times: number): number {
  if (times === 1) return amount;
  if (extra) extra.amount = timesUp(extra.amount, times);
  return timesUp(amount, times);
}

/**
 * What the spells in force do to each hit of the holder's weapon, in melee or not: a melee-only change skips a
 * ranged weapon. The one reading of a held weapon bonus.
 */
export function heldWeapon(effects: readonly Effect[], melee: boolean): HeldWeapon {
  const out: HeldWeapon = {
    physical: 0,
    magical: 0,
    extra: null,
    times: 1,
    dealsMagical: false,
    ignoresArmor: false,
    by: [],
    parts: [],
  };
  for (const { source, change: c } of heldChanges(effects, "weaponDamage")) {
    if (c.melee && !melee) continue;
    out[c.magical ? "magical" : "physical"] += c.add;
    out.times *= c.multiply ?? 1;
    if (c.dealsMagical) out.dealsMagical = true;
    if (c.ignoresArmor) out.ignoresArmor = true;
    if (!out.by.includes(source)) out.by.push(source);
    if (c.add) out.parts.push({ source, add: c.add, magical: !!c.magical });
  }
  if (out.magical > 0) out.extra = { amount: out.magical, ignoreArmor: true };
  return out;
}

/**
 * A held weapon bonus in words, for a hit rolled outside the tracker (the sheet's Atak, the damage dialog): one line
 * a spell ("Ognista Powłoka: +2 magiczne (bez Pancerza)"), then the multiplier, the kind and Pancerz lines.
 */
export function heldWeaponSaid(held: HeldWeapon, lang: "pl" | "en" = "pl"): string[] {
  const by = held.by.join(", ");
  const said = held.parts.map((p) =>
    renderMessage(msg(p.magical ? "attack.spellMagical" : "attack.spellDamage", { by: p.source, n: p.add }), lang),
  );
  if (held.times !== 1) said.push(renderMessage(msg("attack.heldTimes", { by, times: timesText(held.times) }), lang));
  if (held.dealsMagical) said.push(renderMessage(msg("attack.spellMagicalKind", { by }), lang));
  if (held.ignoresArmor) said.push(renderMessage(msg("attack.spellIgnoresArmor", { by }), lang));
  return said;
}
