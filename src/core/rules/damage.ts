import { evaluate, parseDiceExpression } from "../dice/expression";
import type { RandomSource } from "../dice/random";
import { DAMAGE } from "./tables";

export type DamageKind = "physical" | "environmental" | "magical";

/** Weapon damage: `+S`, `2+S`, `S+1k6` (S = the attacker's successes). */
export function weaponDamage(formula: string, successes: number, rng: RandomSource): { total: number; text: string } {
  const { total, text } = weaponDamageRolled(formula, successes, rng);
  return { total, text };
}

/** The same, with each die's face (a weapon's "dodatkowo 1k3" shown in the attack's result). */
export function weaponDamageRolled(
  formula: string,
  successes: number,
  rng: RandomSource,
): { total: number; text: string; faces: number[] } {
  const clean = formula.replace(/\s+/g, "");
  if (!/^[+]?[0-9Ssk+\-d%]*$/i.test(clean) || !/S/i.test(clean)) {
    throw new RangeError(`Nie rozumiem obrażeń broni „${formula}”; oczekiwano np. „+S”, „2+S” albo „S+1k6”.`);
  }
  const expr = clean.replace(/^\+/, "").replace(/S/gi, String(successes));
  const result = evaluate(parseDiceExpression(expr), rng);
  return { total: result.total, text: `${formula} (S=${successes}) = ${result.total}`, faces: result.faces };
}

export interface DamageInput {
  /** The raw damage: successes + weapon + talent bonuses, already added up. */
  amount: number;
  kind: DamageKind;
  /** Vulnerability (+) or resistance (−), applied before reduction. */
  modifier?: number;
  /** "ignoruje Pancerz". */
  ignoreArmor?: boolean;
  /** "ignoruje magiczną obronę": skips Runiczny Pancerz and Magiczna Osłona. */
  ignoreMagicDefence?: boolean;
  /** Skips Runiczny Pancerz only, or Magiczna Osłona only (Zamiar's "Ignorowanie Run", "Ignorowanie Osłony"). */
  ignoreRunic?: boolean;
  ignoreShield?: boolean;
  runicArmor: number;
  magicShield: number;
  armor: number;
}

export interface Layer {
  name: "Runiczny Pancerz" | "Magiczna Osłona" | "Pancerz" | "Żywotność";
  absorbed: number;
}

export interface Absorption {
  /** The damage after vulnerability or resistance. */
  total: number;
  /** What each defence layer absorbed, in order (Żywotność is not a layer here). */
  layers: Layer[];
  /** What is left for Żywotność. */
  remaining: number;
  runicArmorAfter: number;
  magicShieldAfter: number;
  /** The hit was above the wear threshold and lowered Runiczny Pancerz permanently. */
  runicWorn: boolean;
}

/**
 * Damage reduction in numbers (docs/en/rules.md "Damage and dying"; Podręcznik Gry,
 * Rozdział V): Runiczny Pancerz absorbs a flat amount and a hit of more than 5
 * lowers it permanently by 1; Magiczna Osłona absorbs point for point until
 * broken; Pancerz absorbs a flat amount of physical damage only
 * (environmental damage skips it). A hit may skip layers. What this does to
 * Żywotność, Oszołomiony, Umierający and Martwy is decided in play/.
 */
export function absorb(input: DamageInput): Absorption {
  let remaining = Math.max(0, input.amount + (input.modifier ?? 0));
  const total = remaining;
  const layers: Layer[] = [];
  let runic = Math.max(0, input.runicArmor);
  let shield = Math.max(0, input.magicShield);
  let runicWorn = false;
  if (!input.ignoreMagicDefence && !input.ignoreRunic && runic > 0) {
    const absorbed = Math.min(remaining, runic);
    if (total > DAMAGE.runicWearAbove) {
      runic = Math.max(0, runic - DAMAGE.runicWearAmount);
      runicWorn = true;
    }
    remaining -= absorbed;
    layers.push({ name: "Runiczny Pancerz", absorbed });
  }
  if (!input.ignoreMagicDefence && !input.ignoreShield && shield > 0) {
    const absorbed = Math.min(remaining, shield);
    shield -= absorbed;
    remaining -= absorbed;
    layers.push({ name: "Magiczna Osłona", absorbed });
  }
  const armorApplies = DAMAGE.kinds.find((k) => k.key === input.kind)?.armor ?? true;
  if (armorApplies && !input.ignoreArmor && input.armor > 0) {
    const absorbed = Math.min(remaining, input.armor);
    remaining -= absorbed;
    layers.push({ name: "Pancerz", absorbed });
  }
  return { total, layers, remaining, runicArmorAfter: runic, magicShieldAfter: shield, runicWorn };
}
