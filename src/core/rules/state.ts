import { findCondition } from "./names";
import type { DyingState } from "./dying";

/** The play state keys the plugin writes (notes.md "Play state"). */
export interface PlayStateFull {
  health: number;
  mana: number;
  zeal: number;
  conditions: string[];
  elixirTolerance: number;
  experience: number;
  dying: DyingState | null;
}

export interface Maxima {
  maxHealth: number;
  maxMana: number;
  maxZeal: number;
}

export const STATE_KEYS = ["health", "mana", "zeal", "conditions", "elixirTolerance", "experience", "dying"] as const;
export type StateKey = (typeof STATE_KEYS)[number];

const int = (v: unknown): number | null =>
  typeof v === "number" && Number.isInteger(v)
    ? v
    : typeof v === "string" && /^\s*-?\d+\s*$/.test(v)
      ? Number(v)
      : null;

/** Read the state from frontmatter; a missing key means full (or none). */
export function readPlayState(fm: Readonly<Record<string, unknown>>, max: Maxima): PlayStateFull {
  const conditions = Array.isArray(fm.conditions)
    ? fm.conditions.map((c) => findCondition(String(c)) ?? String(c))
    : [];
  const d =
    fm.dying && typeof fm.dying === "object" && !Array.isArray(fm.dying) ? (fm.dying as Record<string, unknown>) : null;
  return {
    health: Math.max(0, int(fm.health) ?? max.maxHealth),
    mana: Math.max(0, int(fm.mana) ?? max.maxMana),
    zeal: Math.max(0, int(fm.zeal) ?? max.maxZeal),
    conditions,
    elixirTolerance: Math.max(0, int(fm.elixirTolerance) ?? 0),
    experience: Math.max(0, int(fm.experience) ?? 0),
    dying: d ? { hits: int(d.hits) ?? 0, failedTests: int(d.failedTests) ?? 0, overflow: int(d.overflow) ?? 0 } : null,
  };
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The frontmatter values of the keys a write touches, to restore them on undo (undefined = absent). */
export type Snapshot = Partial<Record<StateKey, unknown>>;

/**
 * Write only the keys whose value changed; return what they were before.
 * `dying: null` removes the key; every other key keeps its place and value.
 */
export function writePlayState(fm: Record<string, unknown>, before: PlayStateFull, after: PlayStateFull): Snapshot {
  const snapshot: Snapshot = {};
  for (const key of STATE_KEYS) {
    if (same(before[key], after[key])) continue;
    snapshot[key] = key in fm ? structuredClone(fm[key]) : undefined;
    const value = after[key];
    if (value === null) delete fm[key];
    else fm[key] = structuredClone(value);
  }
  return snapshot;
}

/** Put back the keys of a snapshot exactly as they were. */
export function restoreSnapshot(fm: Record<string, unknown>, snapshot: Snapshot): void {
  for (const [key, value] of Object.entries(snapshot)) {
    if (value === undefined) delete fm[key];
    else fm[key] = structuredClone(value);
  }
}
