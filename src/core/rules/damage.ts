import { evaluate, parseDiceExpression } from "../dice/expression";
import type { RandomSource } from "../dice/random";
import { timesUp } from "./multiply";
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

/** Which layers a part of a hit skips ("ignorujące Pancerz i Runiczny Pancerz"). */
export interface LayerSkips {
  ignoreArmor?: boolean;
  ignoreRunic?: boolean;
  ignoreShield?: boolean;
  ignoreMagicDefence?: boolean;
}

/** A second part of the same hit with its own skips (a weapon's "dodatkowo 1k3 … ignorujące Pancerz"). */
const skipsOf = (x: LayerSkips): LayerSkips => ({
  ignoreArmor: !!x.ignoreArmor,
  ignoreRunic: !!x.ignoreRunic,
  ignoreShield: !!x.ignoreShield,
  ignoreMagicDefence: !!x.ignoreMagicDefence,
});

export interface DamagePart extends LayerSkips {
  amount: number;
}

/** The layer names a part skips, in the reduction order (a hit's history says them). */
export function skippedLayers(s: LayerSkips): Layer["name"][] {
  const out: Layer["name"][] = [];
  if (s.ignoreMagicDefence || s.ignoreRunic) out.push("Runiczny Pancerz");
  if (s.ignoreMagicDefence || s.ignoreShield) out.push("Magiczna Osłona");
  if (s.ignoreArmor) out.push("Pancerz");
  return out;
}

/** A hit's extra part as written (`1k3`, `2`): no S in it, each die's face shown. */
export function extraDamageRolled(formula: string, rng: RandomSource): { total: number; faces: number[] } {
  const clean = formula.replace(/\s+/g, "");
  if (!/^[0-9k+\-d]+$/i.test(clean)) throw new RangeError(`Nie rozumiem dodatkowych obrażeń broni „${formula}”.`);
  const result = evaluate(parseDiceExpression(clean), rng);
  return { total: result.total, faces: result.faces };
}

export interface DamageInput {
  /** The raw damage: successes + weapon + talent bonuses, already added up. */
  amount: number;
  kind: DamageKind;
  /** Vulnerability (+) or resistance (−), applied before reduction. */
  modifier?: number;
  /**
   * The damage taken multiplied (Fanatyczne Poświęcenie: ×2), on each part of the hit before `modifier`
   * (docs/en/rules.md Decision (multiplied damage)); rounded up.
   */
  times?: number;
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
  /** The hit's extra part: it meets the layers after the base part, skipping what its text says. */
  extra?: DamagePart;
}

export interface Layer {
  name: "Runiczny Pancerz" | "Magiczna Osłona" | "Pancerz" | "Żywotność";
  absorbed: number;
}

/** One part of a hit through the layers. */
export interface PartAbsorption {
  amount: number;
  skips: LayerSkips;
  layers: Layer[];
  remaining: number;
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
  /** Each part on its own (two when the hit has an extra part), in the order they met the layers. */
  parts: PartAbsorption[];
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
  let runic = Math.max(0, input.runicArmor);
  let shield = Math.max(0, input.magicShield);
  let runicWorn = false;
  const armorApplies = DAMAGE.kinds.find((k) => k.key === input.kind)?.armor ?? true;
  const through = (amount: number, skips: LayerSkips): PartAbsorption => {
    let remaining = Math.max(0, amount);
    const layers: Layer[] = [];
    if (!skips.ignoreMagicDefence && !skips.ignoreRunic && runic > 0) {
      const absorbed = Math.min(remaining, runic);
      // The wear is judged on the damage that meets the runes (a part that skips them does not wear them).
      if (amount > DAMAGE.runicWearAbove) {
        runic = Math.max(0, runic - DAMAGE.runicWearAmount);
        runicWorn = true;
      }
      remaining -= absorbed;
      layers.push({ name: "Runiczny Pancerz", absorbed });
    }
    if (!skips.ignoreMagicDefence && !skips.ignoreShield && shield > 0) {
      const absorbed = Math.min(remaining, shield);
      shield -= absorbed;
      remaining -= absorbed;
      layers.push({ name: "Magiczna Osłona", absorbed });
    }
    if (armorApplies && !skips.ignoreArmor && input.armor > 0) {
      const absorbed = Math.min(remaining, input.armor);
      remaining -= absorbed;
      layers.push({ name: "Pancerz", absorbed });
    }
    return { amount: Math.max(0, amount), skips, layers, remaining };
  };
  const times = (n: number) => timesUp(Math.max(0, n), input.times ?? 1);
  const parts = [through(times(input.amount) + (input.modifier ?? 0), skipsOf(input))];
  if (input.extra) parts.push(through(times(input.extra.amount), skipsOf(input.extra)));
  return {
    total: parts.reduce((n, p) => n + p.amount, 0),
    layers: parts.flatMap((p) => p.layers),
    remaining: parts.reduce((n, p) => n + p.remaining, 0),
    runicArmorAfter: runic,
    magicShieldAfter: shield,
    runicWorn,
    parts,
  };
}
