import { isDead } from "./engine";
import type { Table } from "./resolve";

/** One combatant as `hbm encounter --json` prints it (issue 14). */
export interface CombatantJson {
  id: string;
  name: string;
  kind: "pc" | "npc";
  initiative: number | null;
  health: number;
  maxHealth: number;
  mana: number;
  zeal: number;
  conditions: string[];
  dying: { hits: number; failedTests: number; overflow: number } | null;
  skipped: boolean;
}

export interface EncounterJson {
  round: number;
  turn: number | null;
  combatants: CombatantJson[];
  log: string[];
}

/**
 * The encounter as the plugin sees it: combatants resolved, in order, each one's
 * state in force. Before initiative is rolled, round is 0 and turn null, and the
 * block's combatants are listed with initiative null. `skipped`: Martwy (its
 * turns are skipped entirely).
 */
export function encounterJson(table: Table, log: string[]): EncounterJson {
  return {
    round: table.encounter?.round ?? 0,
    turn: table.encounter ? table.encounter.turn : null,
    combatants: table.fighters.map((f) => ({
      id: f.id,
      name: f.name,
      kind: f.kind,
      initiative: f.record?.initiative ?? null,
      health: f.state.health,
      maxHealth: f.derived.maxHealth,
      mana: f.state.mana,
      zeal: f.state.zeal,
      conditions: [...f.state.conditions],
      dying: f.state.dying,
      skipped: isDead(f),
    })),
    log,
  };
}
