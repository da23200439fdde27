import { computeDerived, type Derived } from "../rules/derived";
import type { PlayState } from "../play/state";
import { stateInForce } from "../play/read";
import type { Subject } from "../play/subject";
import type { AdHocStats } from "./grammar";
import type { CombatantRecord } from "./record";

/** NPC instances as play subjects: an ad-hoc line's stats, and an instance's state from its record. */
/** An ad-hoc NPC as a play subject: its base values printed where the line gives them, else by the rules. */
export function adHocSubject(id: string, name: string, stats: AdHocStats, state: PlayState): Subject {
  const build: Subject["build"] = {
    attributes: { body: stats.body, mind: stats.mind, soul: stats.soul, powerLevel: 10 },
    skills: stats.skills,
    talents: [],
    wornArmor: null,
    isPowerSource: false,
  };
  const { derived } = computeDerived({ ...build, conditions: [] });
  const base: Derived = {
    ...derived,
    maxHealth: stats.health ?? derived.maxHealth,
    initiative: stats.initiative ?? derived.initiative,
    maxZeal: stats.zeal ?? derived.maxZeal,
    maxMana: stats.mana ?? 0,
    manaPool: stats.mana ? "pool" : "none",
    magicDice: stats.magic,
    maxSpellCost: 0,
    armor: stats.armor,
    runicArmor: stats.runicArmor,
    magicShield: stats.magicShield,
    initiativeDice: stats.initiativeDice ?? derived.initiativeDice,
  };
  return {
    id,
    name,
    kind: "npc-statblock",
    build,
    base,
    talents: [],
    discipline: null,
    equipment: [],
    editable: false,
    state,
  };
}

/** An NPC instance's state: the record's values, the maxima in force where the record is silent, cut to them. */
export function instanceState(record: CombatantRecord | null, subject: Pick<Subject, "build" | "base">): PlayState {
  const fm: Record<string, unknown> = { conditions: record?.conditions ?? [], effects: record?.effects ?? [] };
  for (const k of ["health", "mana", "zeal"] as const) if (record?.[k] !== undefined) fm[k] = record[k];
  if (record?.dying) fm.dying = record.dying;
  if (record?.spellShield) fm.magicShield = record.spellShield;
  return stateInForce(subject, fm);
}
