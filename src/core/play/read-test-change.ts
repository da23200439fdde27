/** Reading what play state stores: whole numbers as written, and one spell's change to tests (`effects[].test`). */
import { scoped, TEST_CHANGE_NUMBERS, type HeldScope, type TestChange } from "../rules/modifiers";
import { findCondition } from "../rules/names";
import { SITUATIONS, type ConditionEffect, type Situation, type TestEffect, type Until } from "../spells/types";

/** A whole number as stored (a number or its digits); null otherwise. */
export const int = (v: unknown): number | null =>
  typeof v === "number" && Number.isInteger(v)
    ? v
    : typeof v === "string" && /^\s*-?\d+\s*$/.test(v)
      ? Number(v)
      : null;

const ATTRIBUTES = ["body", "mind", "soul", "magic"] as const;
const strings = (v: unknown): string[] | null =>
  Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === "string") ? v : null;

/** One stored change of `effects[].test`; null when its scope or numbers cannot be read. */
export function readTestChange(raw: unknown): TestChange | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const o = r.on && typeof r.on === "object" && !Array.isArray(r.on) ? (r.on as Record<string, unknown>) : null;
  if (!o) return null;
  const on: HeldScope = {};
  const skills = strings(o.skills);
  if (skills) on.skills = skills;
  const attributes = strings(o.attributes);
  if (attributes?.every((a) => (ATTRIBUTES as readonly string[]).includes(a)))
    on.attributes = attributes as HeldScope["attributes"];
  if (o.attacks === "ranged" || o.attacks === "melee" || o.attacks === "weapon" || o.attacks === "all")
    on.attacks = o.attacks;
  if (o.casting === true) on.casting = true;
  if (o.againstHolder === true) on.againstHolder = true;
  if ((SITUATIONS as readonly unknown[]).includes(o.situation)) on.situation = o.situation as Situation;
  // A field that cannot be read would widen the scope: the whole change is left out instead.
  if (!scoped(on) || Object.keys(o).some((k) => !(k in on))) return null;
  const change: TestChange = { on };
  for (const k of TEST_CHANGE_NUMBERS) {
    const n = int(r[k]);
    if (n !== null && n !== 0) change[k] = n;
  }
  if (r.blocked === true) change.blocked = true;
  return change;
}

/**
 * A weapon spell's effects on whoever its holder's weapon hits (`effects[].onHit`), applied by the attack's damage
 * step as a cast's effects on that target: a change to its tests (until the caster's next turn) or a Stan.
 */
export interface OnHit {
  /** Only a melee weapon's hits ("broń biała", "w Walce Wręcz"). */
  melee: boolean;
  effects: Array<TestEffect | ConditionEffect>;
}

/** One stored `effects[].onHit`; null when none of its effects can be read. */
export function readOnHit(raw: unknown): OnHit | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const effects = (Array.isArray(r.effects) ? r.effects : []).map(readHitEffect).filter((e) => e !== null);
  return effects.length ? { melee: r.melee === true, effects } : null;
}

function readHitEffect(raw: unknown): TestEffect | ConditionEffect | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const until: { until?: Until } =
    r.until === "casterNextTurn" || r.until === "targetNextTurn" ? { until: r.until } : {};
  if (r.kind === "condition") {
    const name = typeof r.condition === "string" ? findCondition(r.condition) : null;
    return name ? { kind: "condition", condition: name as ConditionEffect["condition"], ...until } : null;
  }
  if (r.kind !== "test") return null;
  const { kind: _kind, until: _until, ...rest } = r;
  const change = readTestChange(rest);
  return change ? { kind: "test", ...change, ...until } : null;
}
