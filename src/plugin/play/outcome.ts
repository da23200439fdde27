import type { Notice } from "obsidian";
import type { Action, Transition, PlayState, UndoEntry } from "../../core/play";
import type { RollResult } from "../../core/roll";
import type { DamageKind } from "../../core/rules";

export type Rest = "breather" | "short" | "long";

export interface ActionOutcome {
  ok: boolean;
  /** What changed, one line each, in the interface language. */
  changes: string[];
  reason?: string;
  roll?: RollResult;
  transition?: Transition;
  /** The state the action started from (inside its write). */
  before?: PlayState;
  /** Its entry on the undo stack, when something was written. */
  undo?: UndoEntry;
}

/** A result that matters beyond its Notice (a rest, the party's initiative): the sheet shows it, the roll log keeps it when `log`. */
export interface Activity {
  paths: string[];
  title: string;
  lines: string[];
  log: boolean;
}

/** The damage dialog's request: the core's damage action, with the kind of damage as `kind`. */
export type DamageRequest = Omit<Extract<Action, { kind: "damage" }>, "kind" | "damageKind"> & { kind: DamageKind };

/** What a roll did beyond its dice: the line a block shows, and the written outcome (null: the roll had none). */
export interface RollConsequence {
  message: string | null;
  outcome: ActionOutcome | null;
}

/** −/+ clicks on one bar closer together than this are one change: one Notice, one "Cofnij". */
export const BURST_MS = 4000;

export interface Burst {
  path: string;
  key: "health" | "mana" | "zeal";
  from: number;
  at: number;
  entries: UndoEntry[];
  group: UndoEntry;
  notice: Notice | null;
}
