import type { PlayStateFull } from "./state";

/** A change of play state with what changed in Polish words, for a Notice, the log and undo. */
export interface Transition {
  state: PlayStateFull;
  changes: string[];
}

export function describeDiff(label: string, before: number, after: number, max?: number): string | null {
  if (before === after) return null;
  return `${label}: ${before} → ${after}${max !== undefined ? `/${max}` : ""}`;
}

export function withCondition(state: PlayStateFull, condition: string, on: boolean): boolean {
  const has = state.conditions.includes(condition);
  if (on && !has) state.conditions.push(condition);
  if (!on && has) state.conditions = state.conditions.filter((c) => c !== condition);
  return has !== on;
}
