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
  /** null where the stat block prints Mana: Brak; "unlimited" where it prints Nieograniczona. */
  mana: number | null | "unlimited";
  zeal: number;
  /** The stat block's form in play (1 when it has one form; PCs too). */
  form: number;
  /** Runiczny Pancerz and Magiczna Osłona as they stand now. */
  runicArmor: number;
  magicShield: number;
  /** The Akcje left and Zapał spent on more in the current turn; null when it is not this combatant's turn. */
  actionsLeft: number | null;
  zealSpent: number | null;
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
function turnEconomy(table: Table, id: string): { actionsLeft: number | null; zealSpent: number | null } {
  const e = table.encounter;
  if (!e || e.combatants[e.turn]?.id !== id) return { actionsLeft: null, zealSpent: null };
  return { actionsLeft: e.actionsLeft ?? 1, zealSpent: e.zealSpent ?? 0 };
}

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
      mana: f.derived.manaPool === "none" ? null : f.derived.manaPool === "unlimited" ? "unlimited" : f.state.mana,
      zeal: f.state.zeal,
      form: f.form,
      runicArmor: f.runicArmor,
      magicShield: f.magicShield,
      ...turnEconomy(table, f.id),
      conditions: [...f.state.conditions],
      dying: f.state.dying,
      skipped: isDead(f),
    })),
    log,
  };
}
