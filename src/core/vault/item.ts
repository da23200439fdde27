import { seededRandom } from "../dice/random";
import { msg } from "../play/messages";
import { weaponDamage } from "../rules/damage";
import { Diagnostics } from "./diagnostics";
import { basenameOf } from "./links";
import type { ItemNote } from "./model";
import { asInteger, scalarText } from "./values";

/** A weapon's `damage` the attack can roll: the formula the damage rules read ('+S', '2+S', 'S+1k6'). */
function readableDamage(damage: string): boolean {
  try {
    weaponDamage(damage, 1, seededRandom(1));
    return true;
  } catch {
    return false;
  }
}

/** An item's name: its first `# ` heading, or its file name (the index knows it without reading the item). */
export function itemName(path: string, body: string): string {
  return /^#[ \t]+(.+?)\s*$/m.exec(body)?.[1]?.trim() ?? basenameOf(path);
}

/** Weapons, armour, shields and gear: frontmatter where every value is a quoted string. */
export function readItem(path: string, kind: ItemNote["kind"], data: Record<string, unknown>, body: string): ItemNote {
  const d = new Diagnostics();
  const name = itemName(path, body);
  const str = (v: unknown) => scalarText(v) || null;
  let armorPoints: number | null = null;
  // Armour has armour points; a shield (Tarcza) need not: it parries, and has them only where its note says so.
  const present = data.armor_points !== undefined && data.armor_points !== null && scalarText(data.armor_points) !== "";
  if (kind === "armor" || (kind === "shield" && present)) {
    armorPoints = asInteger(data.armor_points);
    if (armorPoints === null)
      d.warning(
        present
          ? `„armor_points” nie jest liczbą („${scalarText(data.armor_points)}”).`
          : "Pancerz bez „armor_points”.",
      );
  }
  const damage = str(data.damage);
  if (kind === "weapon" && !damage) d.warning(msg("vault.weaponNoDamage"));
  else if (kind === "weapon" && damage && !readableDamage(damage))
    d.warning(msg("vault.weaponDamageUnread", { name, damage }));
  return {
    path,
    name,
    kind,
    armorPoints,
    damage,
    requirements: str(data.requirements),
    traits: str(data.traits),
    price: str(data.price),
    diagnostics: d.list,
  };
}
