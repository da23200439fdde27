import type { Sheet } from "../sheet";
import type { PlayState as StoredState } from "../vault/model";
import { emptyState, readModifiers, readState, type PlayState } from "./state";
import { inForce, subjectFromSheet, type Subject } from "./subject";

/**
 * The state in force from a frontmatter: read with the maxima its conditions
 * and effects give, and cut to them, so a sheet never shows 16/4.
 */
export function stateInForce(
  subject: Pick<Subject, "build" | "base">,
  fm: Readonly<Record<string, unknown>>,
): PlayState {
  const max = inForce(subject, readModifiers(fm));
  const s = readState(fm, max);
  return {
    ...s,
    health: Math.min(s.health, max.maxHealth),
    mana: Math.min(s.mana, max.maxMana),
    zeal: Math.min(s.zeal, max.maxZeal),
  };
}

/** A PC (or a stat block read as a sheet) with its state from the note's frontmatter. */
export function readSubject(sheet: Sheet, fm: Readonly<Record<string, unknown>>): Subject {
  const s = subjectFromSheet(sheet, emptyState());
  return { ...s, state: stateInForce(s, fm) };
}

/** The frontmatter keys of a state as the vault reader kept them (when no frontmatter object is at hand). */
export function frontmatterOf(state: StoredState): Record<string, unknown> {
  const fm: Record<string, unknown> = { conditions: state.conditions };
  for (const k of [
    "health",
    "mana",
    "zeal",
    "elixirTolerance",
    "experience",
    "dying",
    "effects",
    "magicShield",
  ] as const)
    if (state[k] !== undefined) fm[k] = structuredClone(state[k]);
  return fm;
}
