import { evaluate, parseDiceExpression } from "../dice/expression";
import type { RandomSource } from "../dice/random";
import { applyHitWhileDying, applySurvivalTest } from "./dying";
import type { PlayStateFull } from "./state";
import { DAMAGE, SURVIVAL } from "./tables";
import { withCondition, type Transition } from "./transition";

export type DamageKind = "physical" | "environmental" | "magical";

/** Weapon damage: `+S`, `2+S`, `S+1k6` (S = the attacker's successes). */
export function weaponDamage(formula: string, successes: number, rng: RandomSource): { total: number; text: string } {
  const clean = formula.replace(/\s+/g, "");
  if (!/^[+]?[0-9Ssk+\-d%]*$/i.test(clean) || !/S/i.test(clean)) {
    throw new RangeError(`Nie rozumiem obrażeń broni „${formula}”; oczekiwano np. „+S”, „2+S” albo „S+1k6”.`);
  }
  const expr = clean.replace(/^\+/, "").replace(/S/gi, String(successes));
  const result = evaluate(parseDiceExpression(expr), rng);
  return { total: result.total, text: `${formula} (S=${successes}) = ${result.total}` };
}

export interface DamageInput {
  /** The raw damage: successes + weapon + talent bonuses, already added up. */
  amount: number;
  kind: DamageKind;
  /** Vulnerability (+) or resistance (−), applied before reduction. */
  modifier?: number;
  ignoreArmor?: boolean;
  /** "ignoruje magiczną obronę": skips Runiczny Pancerz and Magiczna Osłona. */
  ignoreMagicDefence?: boolean;
  runicArmor?: number;
  magicShield?: number;
  armor: number;
  /** Ciało + Umysł + Dusza in force: a hit this big makes the character Oszołomiony. */
  dazeThreshold: number;
}

export interface Layer {
  name: string;
  absorbed: number;
  note?: string;
}

export interface DamageResult extends Transition {
  total: number;
  layers: Layer[];
  taken: number;
  runicArmorAfter: number;
  magicShieldAfter: number;
  dead: boolean;
}

/**
 * rules.md "Damage": Runiczny Pancerz, Magiczna Osłona, Pancerz, then Żywotność
 * (not below 0); Oszołomiony on a big hit; Umierający at 0 with the overflow;
 * a hit while dying raises T, the third kills.
 */
export function applyDamage(before: PlayStateFull, input: DamageInput): DamageResult {
  const state: PlayStateFull = structuredClone(before);
  let remaining = Math.max(0, input.amount + (input.modifier ?? 0));
  const total = remaining;
  const layers: Layer[] = [];
  let runic = input.runicArmor ?? 0;
  let shield = input.magicShield ?? 0;
  if (!input.ignoreMagicDefence && runic > 0) {
    const absorbed = Math.min(remaining, runic);
    const layer: Layer = { name: "Runiczny Pancerz", absorbed };
    if (total > DAMAGE.runicWearAbove) {
      runic -= DAMAGE.runicWearAmount;
      layer.note = `trafienie powyżej ${DAMAGE.runicWearAbove}: Runiczny Pancerz trwale −${DAMAGE.runicWearAmount} (teraz ${runic})`;
    }
    remaining -= absorbed;
    layers.push(layer);
  }
  if (!input.ignoreMagicDefence && shield > 0) {
    const absorbed = Math.min(remaining, shield);
    shield -= absorbed;
    remaining -= absorbed;
    layers.push({ name: "Magiczna Osłona", absorbed, note: shield === 0 ? "osłona przełamana" : `zostało ${shield}` });
  }
  const armorApplies = DAMAGE.kinds.find((k) => k.key === input.kind)?.armor ?? true;
  if (armorApplies && !input.ignoreArmor && input.armor > 0) {
    const absorbed = Math.min(remaining, input.armor);
    remaining -= absorbed;
    layers.push({ name: "Pancerz", absorbed });
  }
  const changes: string[] = [];
  const healthBefore = state.health;
  const taken = Math.min(remaining, healthBefore);
  const overflow = remaining - taken;
  state.health = healthBefore - taken;
  layers.push({ name: "Żywotność", absorbed: taken });
  changes.push(`Obrażenia ${total}: ${layers.map((l) => `${l.name} ${l.absorbed}`).join(", ")}`);
  if (healthBefore !== state.health) changes.push(`Żywotność: ${healthBefore} → ${state.health}`);
  let dead = state.conditions.includes(DAMAGE.deadCondition);
  if (
    remaining >= input.dazeThreshold &&
    input.dazeThreshold > 0 &&
    withCondition(state, DAMAGE.dazedCondition, true)
  ) {
    changes.push(`${DAMAGE.dazedCondition}: obrażenia ${remaining} ≥ Ciało + Umysł + Dusza (${input.dazeThreshold})`);
  }
  if (before.dying && remaining > 0) {
    const hit = applyHitWhileDying(before.dying);
    state.dying = hit.dying;
    changes.push(
      `trafienie podczas umierania (${hit.dying.hits}/${SURVIVAL.hitsToDie}): Test Przeżycia o stopień trudniejszy`,
    );
    if (hit.outcome === "dead") dead = true;
  } else if (state.health === 0 && remaining > 0 && !before.dying) {
    state.dying = { hits: 0, failedTests: 0, overflow };
    withCondition(state, SURVIVAL.dyingCondition, true);
    changes.push(`Umierający: obrażenia ponad próg śmierci ${overflow}; Test Przeżycia na początku tury`);
  }
  if (dead && withCondition(state, DAMAGE.deadCondition, true)) changes.push("Postać umiera.");
  for (const l of layers) if (l.note) changes.push(`${l.name}: ${l.note}`);
  return { state, changes, total, layers, taken, runicArmorAfter: runic, magicShieldAfter: shield, dead };
}

/** The state after a Test Przeżycia: a pass stabilises (Nieprzytomny), the second failure kills. */
export function applySurvival(before: PlayStateFull, passed: boolean): Transition {
  const state: PlayStateFull = structuredClone(before);
  if (!before.dying) return { state, changes: ["Postać nie umiera: Test Przeżycia niepotrzebny."] };
  const r = applySurvivalTest(before.dying, passed);
  if (r.outcome === "stabilised") {
    state.dying = null;
    withCondition(state, SURVIVAL.dyingCondition, false);
    withCondition(state, SURVIVAL.stabilisedCondition, true);
    return { state, changes: ["Test Przeżycia zdany: postać ustabilizowana, Nieprzytomna."] };
  }
  state.dying = r.dying;
  if (r.outcome === "dead") {
    withCondition(state, DAMAGE.deadCondition, true);
    return { state, changes: [`Drugi nieudany Test Przeżycia: postać umiera.`] };
  }
  return {
    state,
    changes: [`Nieudany Test Przeżycia (${r.dying?.failedTests}/${SURVIVAL.failuresToDie}): jeszcze jedna szansa.`],
  };
}
