import type { DyingState } from "../rules/dying";
import type { HeldTest, TestChange } from "../rules/modifiers";
import { findCondition } from "../rules/names";
import { int, readOnHit, readTestChange, type OnHit } from "./read-test-change";

/**
 * How long an effect lasts (README "Effects"): to the end of the scene
 * ("Koniec sceny" or the end of an encounter), to the end of the fight ("Zakończ walkę";
 * outside a fight it ends like the scene), to the next Długi odpoczynek,
 * or to the start of round N of an encounter.
 */
export type EffectUntil = "scene" | "combat" | "longRest" | `round ${number}`;

/**
 * One scene- or rest-long effect kept in the `effects` frontmatter key.
 * `doses` marks a dose counter of one elixir (doses since the last tolerance reset).
 */
export interface Effect {
  name: string;
  until: EffectUntil;
  doses?: number;
  /** A spell's changes to its holder's tests while it lasts (rules/modifiers.ts), and its note. */
  test?: TestChange[];
  /** A spell's changes to its holder's numbers while it lasts (Pancerz, Inicjatywa, …; see heldStat). */
  stat?: StatChange[];
  /** What a hit of the holder's weapon gives its target while the spell lasts (Święta Stal, Fanatyczne Poświęcenie). */
  onHit?: OnHit;
  /** Ends at the start of this combatant's turn (its id) in the round of `until`, not at the holder's own turn. */
  turnOf?: string;
  cite?: string;
}

/**
 * The numbers a lasting spell changes that play applies: the derived values in force (Pancerz, Inicjatywa,
 * Maks. Koszt Zaklęcia, Mana: maximum and current), Ruch, the damage taken and the holder's weapon damage.
 */
export const HELD_STATS = [
  "armor",
  "initiative",
  "maxSpellCost",
  "damageTaken",
  "weaponDamage",
  "speed",
  "mana",
] as const;
export type HeldStat = (typeof HELD_STATS)[number];
export interface StatChange {
  stat: HeldStat;
  /** Added to the number (0 when the change only multiplies or changes the weapon's kind). */
  add: number;
  /** The number is multiplied by this (Fanatyczne Poświęcenie ×2, Żwirowa Zbroja's Ruch ×0.5), before `add`. */
  multiply?: number;
  /** weaponDamage: the added points are magical (they skip Pancerz); only on melee weapons. */
  magical?: true;
  melee?: true;
  /** weaponDamage: the whole weapon deals magical damage instead of physical (Uświęcenie). */
  dealsMagical?: true;
  /** weaponDamage: the weapon's hits ignore Pancerz (Fanatyczne Poświęcenie in melee). */
  ignoresArmor?: true;
}

/**
 * A Magiczna Osłona raised by a spell (docs/en/notes.md "Play state", `magicShield`): its points absorb damage
 * point for point, then it breaks; it ends with the spell's duration like an effect.
 */
export interface MagicShieldState {
  points: number;
  until: EffectUntil;
  /** The spell that raised it (Polish name). */
  source: string;
}

/** The whole play state of a subject: the keys of docs/en/notes.md plus `effects`. */
export interface PlayState {
  health: number;
  mana: number;
  zeal: number;
  conditions: string[];
  elixirTolerance: number;
  experience: number;
  dying: DyingState | null;
  effects: Effect[];
  /** Only while a spell's Magiczna Osłona is up; absent or null otherwise. */
  magicShield?: MagicShieldState | null;
}

/**
 * A state with nothing in it (0 everywhere, no conditions, no effects), with any key given
 * over it: the shell a subject is built on before its real state is read, and the tests' start.
 */
export function emptyState(over: Partial<PlayState> = {}): PlayState {
  return {
    health: 0,
    mana: 0,
    zeal: 0,
    conditions: [],
    elixirTolerance: 0,
    experience: 0,
    dying: null,
    effects: [],
    ...over,
  };
}

export interface StateMaxima {
  maxHealth: number;
  maxMana: number;
  maxZeal: number;
}

/** The only frontmatter keys play writes (docs/en/notes.md "Play state", plus `effects`). */
export const PLAY_KEYS = [
  "health",
  "mana",
  "zeal",
  "conditions",
  "elixirTolerance",
  "experience",
  "dying",
  "effects",
  "magicShield",
] as const;
export type PlayKey = (typeof PLAY_KEYS)[number];

export function isEffectUntil(v: unknown): v is EffectUntil {
  return v === "scene" || v === "combat" || v === "longRest" || (typeof v === "string" && /^round \d+$/.test(v));
}

/** `effects` as stored; entries that cannot be read are left out (and kept in the note until play rewrites the key). */
export function readEffects(raw: unknown): Effect[] {
  if (!Array.isArray(raw)) return [];
  return raw.map(readEffect).filter((e) => e !== null);
}

/** One stored effect (a PC's `effects` or an NPC record's); null when it has no name or no readable `until`. */
export function readEffect(raw: unknown): Effect | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.name !== "string" || !isEffectUntil(r.until)) return null;
  const effect: Effect = { name: r.name, until: r.until };
  const doses = int(r.doses);
  if (doses !== null && doses > 0) effect.doses = doses;
  const test = Array.isArray(r.test) ? r.test.map(readTestChange).filter((c) => c !== null) : [];
  if (test.length) effect.test = test;
  const stat = Array.isArray(r.stat) ? r.stat.map(readStatChange).filter((c) => c !== null) : [];
  if (stat.length) effect.stat = stat;
  const onHit = readOnHit(r.onHit);
  if (onHit) effect.onHit = onHit;
  if (typeof r.turnOf === "string" && r.turnOf) effect.turnOf = r.turnOf;
  if (typeof r.cite === "string") effect.cite = r.cite;
  return effect;
}

/** The test changes of the spells in force (rules/modifiers.ts TestHolder.held): source = the spell, cite = its note. */
export function heldTests(effects: readonly Effect[]): HeldTest[] {
  return effects.flatMap((e) => (e.test ?? []).map((change) => ({ source: e.name, cite: e.cite ?? e.name, change })));
}

/**
 * What a test reads of the effects in force (rules/modifiers.ts TestHolder): their names (Wyczerpanie
 * tiers, elixirs; not the dose counters) and the lasting spells' changes. One reading for the sheet's
 * preview, the roll and the encounter.
 */
export function testEffects(effects: readonly Effect[]): { effects: string[]; held: HeldTest[] } {
  return { effects: effects.filter((e) => e.doses === undefined).map((e) => e.name), held: heldTests(effects) };
}

/** The sum a stat of the spells in force adds (0 when none): one reading for inForce and the damage pipeline. */
export function heldStat(effects: readonly Effect[], stat: HeldStat): number {
  return heldChanges(effects, stat).reduce((n, { change }) => n + change.add, 0);
}

/**
 * The product of the multipliers of a stat of the spells in force (1 when none): Ruch ×2 and ×0.5, damage taken ×2.
 * One reading for Ruch (rules/movement.ts) and the damage pipeline; `multiply` acts before `add`.
 */
export function heldTimes(effects: readonly Effect[], stat: HeldStat): number {
  return heldChanges(effects, stat).reduce((n, { change }) => n * (change.multiply ?? 1), 1);
}

/** The changes of one stat of the spells in force, each with the spell that holds it (for "changed by …"). */
export function heldChanges(effects: readonly Effect[], stat: HeldStat): Array<{ source: string; change: StatChange }> {
  return effects.flatMap((e) =>
    (e.stat ?? []).filter((c) => c.stat === stat).map((change) => ({ source: e.name, change })),
  );
}

/** One stored change of `effects[].stat`; null when its stat is not one play applies or its number cannot be read. */
function readStatChange(raw: unknown): StatChange | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const add = r.add === undefined ? 0 : int(r.add);
  const multiply = typeof r.multiply === "number" && r.multiply > 0 && r.multiply <= 10 ? r.multiply : null;
  if (!(HELD_STATS as readonly unknown[]).includes(r.stat) || add === null) return null;
  const change: StatChange = { stat: r.stat as HeldStat, add };
  if (multiply !== null && multiply !== 1) change.multiply = multiply;
  if (r.magical === true) change.magical = true;
  if (r.melee === true) change.melee = true;
  if (r.dealsMagical === true) change.dealsMagical = true;
  if (r.ignoresArmor === true) change.ignoresArmor = true;
  // A change that changes nothing is left out.
  if (add === 0 && change.multiply === undefined && !change.dealsMagical && !change.ignoresArmor) return null;
  return change;
}

/** `magicShield: {points, until, source}` as stored; null when absent, broken (0 points) or unreadable. */
export function readMagicShield(raw: unknown): MagicShieldState | null {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const points = int(r.points);
  if (points === null || points <= 0) return null;
  return {
    points,
    until: isEffectUntil(r.until) ? r.until : "scene",
    source: typeof r.source === "string" ? r.source : "",
  };
}

/** The conditions and effects of a frontmatter, which decide the maxima in force. */
export function readModifiers(fm: Readonly<Record<string, unknown>>): {
  conditions: string[];
  effects: Effect[];
  elixirTolerance: number;
} {
  const conditions = Array.isArray(fm.conditions)
    ? [...new Set(fm.conditions.map((c) => findCondition(String(c)) ?? String(c)))]
    : [];
  return { conditions, effects: readEffects(fm.effects), elixirTolerance: Math.max(0, int(fm.elixirTolerance) ?? 0) };
}

/**
 * The play state as stored (a missing key = full, or none). Values are read as
 * written, not capped: apply() cuts them to the maxima in force and the sheet
 * shows the cut value.
 */
export function readState(fm: Readonly<Record<string, unknown>>, max: StateMaxima): PlayState {
  const m = readModifiers(fm);
  const d =
    fm.dying && typeof fm.dying === "object" && !Array.isArray(fm.dying) ? (fm.dying as Record<string, unknown>) : null;
  return {
    health: Math.max(0, int(fm.health) ?? max.maxHealth),
    mana: Math.max(0, int(fm.mana) ?? max.maxMana),
    zeal: Math.max(0, int(fm.zeal) ?? max.maxZeal),
    conditions: m.conditions,
    elixirTolerance: m.elixirTolerance,
    experience: Math.max(0, int(fm.experience) ?? 0),
    dying: d
      ? {
          hits: Math.max(0, int(d.hits) ?? 0),
          failedTests: Math.max(0, int(d.failedTests) ?? 0),
          overflow: Math.max(0, int(d.overflow) ?? 0),
        }
      : null,
    effects: m.effects,
    ...(readMagicShield(fm.magicShield) ? { magicShield: readMagicShield(fm.magicShield) } : {}),
  };
}

/**
 * The frontmatter values of the keys a write touched (undefined = the key was
 * absent), and the order of the keys before it, so undo puts a removed key back
 * where it stood.
 */
export interface KeySnapshot {
  values: Partial<Record<PlayKey, unknown>>;
  order: string[];
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Write `after` into a frontmatter: a key is written when the note, read with
 * the maxima in force after the action, would not give the new value, or when
 * its maximum moved while the key was missing ("full"). `dying: null`
 * and `effects: []` remove their keys. Returns the old values of the keys written.
 */
export function writeState(
  fm: Record<string, unknown>,
  after: PlayState,
  maxAfter: StateMaxima,
  maxBefore?: StateMaxima,
): KeySnapshot {
  const seen = readState(fm, maxAfter);
  const snapshot: KeySnapshot = { values: {}, order: Object.keys(fm) };
  // A value cut to a lowered maximum is written out, so it stays cut when the condition ends.
  const moved = (key: PlayKey) => {
    const k = key === "health" ? "maxHealth" : key === "mana" ? "maxMana" : key === "zeal" ? "maxZeal" : null;
    return k !== null && maxBefore !== undefined && maxBefore[k] !== maxAfter[k] && !(key in fm);
  };
  for (const key of PLAY_KEYS) {
    const value = key === "magicShield" ? (after.magicShield ?? null) : after[key];
    const was = key === "magicShield" ? (seen.magicShield ?? null) : seen[key];
    // A broken or unreadable Magiczna Osłona left in the note is removed with the next write.
    const stale = key === "magicShield" && value === null && key in fm;
    if (same(was, value) && !moved(key) && !stale) continue;
    if (key === "magicShield" && value === null && !(key in fm)) continue;
    snapshot.values[key] = key in fm ? structuredClone(fm[key]) : undefined;
    if (value === null || (key === "effects" && Array.isArray(value) && value.length === 0)) delete fm[key];
    else fm[key] = structuredClone(value);
  }
  return snapshot;
}

/** Whether a write touched any key. */
export function touched(snapshot: KeySnapshot): boolean {
  return Object.keys(snapshot.values).length > 0;
}

/** Put back the keys of a snapshot exactly as they were, in the order they stood (keys added since stay, after them). */
export function restoreKeys(fm: Record<string, unknown>, snapshot: KeySnapshot): void {
  for (const [key, value] of Object.entries(snapshot.values)) {
    if (value === undefined) delete fm[key];
    else fm[key] = structuredClone(value);
  }
  const current = Object.keys(fm);
  const order = [...snapshot.order.filter((k) => k in fm), ...current.filter((k) => !snapshot.order.includes(k))];
  if (order.every((k, i) => current[i] === k)) return;
  const values = order.map((k) => [k, fm[k]] as const);
  for (const k of current) delete fm[k];
  for (const [k, v] of values) fm[k] = v;
}
