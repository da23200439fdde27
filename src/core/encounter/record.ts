import { readEffect, readMagicShield, type Effect, type MagicShieldState } from "../play/state";
import type { DyingState } from "../rules/dying";
import { findCondition } from "../rules/names";
import { msg, renderMessage, type MessageId, type Params } from "../play/messages";

/**
 * The `encounter` frontmatter value (docs/en/notes.md "Play state"): round, turn and
 * the combatants in order. A PC's record holds only what belongs to the
 * encounter (initiative, timed effects); its state stays in its own note. An
 * NPC instance's record holds its whole play state.
 */
/** play-state's effect: `until: "round N"` ends at the start of its bearer's turn in round N; also `scene`, `combat`, `longRest`. */
export type TimedEffect = Effect;

export interface CombatantRecord {
  id: string;
  /** The note it comes from, as a wikilink; absent for an ad-hoc NPC. */
  ref?: string;
  /** An NPC instance's name ("Goblin 2"). */
  name?: string;
  /** An ad-hoc NPC's inline stats, as the block wrote them ("Ciało 3, Umysł 2, …"). */
  adhoc?: string;
  initiative: number | null;
  form?: number;
  health?: number;
  mana?: number;
  zeal?: number;
  conditions?: string[];
  dying?: DyingState | null;
  /** Current Runiczny Pancerz and Magiczna Osłona, when they differ from the stat block's. */
  runicArmor?: number;
  magicShield?: number;
  /** Pancerz lost until the end of the fight (Zamiar's "Rozdzieranie"). */
  armorLost?: number;
  /**
   * A spell's Magiczna Osłona on the instance (stored as `magicShield: {points, until, source}`,
   * as on a PC; with `printed: N` when the printed Osłona is worn too).
   */
  spellShield?: MagicShieldState;
  effects?: TimedEffect[];
  /** Its turn began this round, then it chose to wait: it acts later without a second start of turn. */
  delayed?: boolean;
}

export interface EncounterRecord {
  round: number;
  /** Index into combatants, in order. */
  turn: number;
  combatants: CombatantRecord[];
  /** The current round's history, newest last, short. */
  log?: string[];
  /** The current turn's Akcje left and Zapał spent on more (rules/action-economy.ts). */
  actionsLeft?: number;
  zealSpent?: number;
  /** What an attack leaves in force (encounter/attack.ts): Szarża, Szaleńczy atak, a Finta, a round's Parowanie or Riposta. */
  marks?: AttackMark[];
}

/** A stance or a once-a-round talent use, from the round it was taken in; `target` for a Finta. */
export interface AttackMark {
  id: string;
  kind: "charge" | "frenzy" | "feint" | "parry" | "riposte" | "opportunity";
  round: number;
  target?: string;
}

const MARK_KINDS: ReadonlySet<string> = new Set(["charge", "frenzy", "feint", "parry", "riposte", "opportunity"]);

export const LOG_KEPT = 12;

export interface RecordProblem {
  message: string;
}

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);
/** A value as the note shows it, for a message (objects as YAML-ish JSON, not "[object Object]"). */
const shown = (v: unknown): string => (typeof v === "string" ? v : (JSON.stringify(v) ?? String(v)));
const intOf = (v: unknown): number | null =>
  isInt(v) ? v : typeof v === "string" && /^\s*-?\d+\s*$/.test(v) ? Number(v) : null;

/**
 * Read the `encounter` value. Whatever cannot be read is reported in `lang`
 * (problem-messages.ts), naming the combatant and the key; the rest is kept.
 * `null` when there is no encounter, or it cannot be read at all.
 */
export function readEncounter(
  value: unknown,
  lang: "pl" | "en" = "pl",
): { encounter: EncounterRecord | null; problems: string[] } {
  const problems: string[] = [];
  const say = (key: MessageId, params: Params = {}) => renderMessage(msg(key, params), lang);
  if (value === undefined || value === null) return { encounter: null, problems };
  if (typeof value !== "object" || Array.isArray(value)) {
    return {
      encounter: null,
      problems: [say("encounter.record.notMap")],
    };
  }
  const v = value as Record<string, unknown>;
  const round = intOf(v.round);
  const turn = intOf(v.turn);
  if (round === null || round < 1) problems.push(say("encounter.record.round", { value: String(v.round) }));
  if (!Array.isArray(v.combatants)) {
    return {
      encounter: null,
      problems: [...problems, say("encounter.record.combatantsNotList")],
    };
  }
  const combatants: CombatantRecord[] = [];
  const ids = new Set<string>();
  v.combatants.forEach((raw, i) => {
    const where = `encounter.combatants[${i}]`;
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
      problems.push(say("encounter.record.entryNotMap", { where }));
      return;
    }
    const c = raw as Record<string, unknown>;
    const id = typeof c.id === "string" && c.id.trim() ? c.id.trim() : null;
    if (!id) {
      problems.push(say("encounter.record.noId", { where }));
      return;
    }
    if (ids.has(id)) {
      problems.push(say("encounter.record.repeatedId", { where, id }));
      return;
    }
    ids.add(id);
    const record: CombatantRecord = { id, initiative: null };
    if (typeof c.ref === "string") record.ref = c.ref;
    if (typeof c.name === "string") record.name = c.name;
    if (typeof c.adhoc === "string") record.adhoc = c.adhoc;
    const init = intOf(c.initiative);
    if (c.initiative !== undefined && c.initiative !== null && init === null)
      problems.push(say("encounter.record.initiative", { id, value: shown(c.initiative) }));
    record.initiative = init;
    if (c.magicShield && typeof c.magicShield === "object" && !Array.isArray(c.magicShield)) {
      const o = c.magicShield as Record<string, unknown>;
      const shield = readMagicShield(o);
      if (shield) record.spellShield = shield;
      else problems.push(say("encounter.record.shield", { id, value: shown(c.magicShield) }));
      const printed = intOf(o.printed);
      if (printed !== null && printed >= 0) record.magicShield = printed;
    }
    for (const key of ["form", "health", "mana", "zeal", "runicArmor", "magicShield", "armorLost"] as const) {
      if (c[key] === undefined || c[key] === null) continue;
      if (key === "magicShield" && typeof c[key] === "object") continue;
      const n = intOf(c[key]);
      if (n === null || n < 0) problems.push(say("encounter.record.notCount", { id, key, value: shown(c[key]) }));
      else record[key] = n;
    }
    if (c.conditions !== undefined && c.conditions !== null) {
      if (!Array.isArray(c.conditions)) problems.push(say("encounter.record.conditionsNotList", { id }));
      else {
        record.conditions = [];
        for (const name of c.conditions) {
          const found = findCondition(String(name));
          if (!found) problems.push(say("encounter.record.unknownCondition", { id, name: String(name) }));
          record.conditions.push(found ?? String(name));
        }
      }
    }
    if (c.dying === null) record.dying = null;
    else if (c.dying && typeof c.dying === "object" && !Array.isArray(c.dying)) {
      const d = c.dying as Record<string, unknown>;
      record.dying = {
        hits: intOf(d.hits) ?? 0,
        failedTests: intOf(d.failedTests) ?? 0,
        overflow: intOf(d.overflow) ?? 0,
      };
    } else if (c.dying !== undefined && c.dying !== null) problems.push(say("encounter.record.dying", { id }));
    if (Array.isArray(c.effects)) {
      record.effects = [];
      for (const e of c.effects) {
        const effect = readEffect(e);
        if (effect) record.effects.push({ ...effect, name: findCondition(effect.name) ?? effect.name });
        else problems.push(say("encounter.record.effect", { id, value: JSON.stringify(e) }));
      }
    }
    if (c.delayed === true) record.delayed = true;
    combatants.push(record);
  });
  let t = turn ?? 0;
  if (turn === null || turn < 0 || (combatants.length > 0 && turn >= combatants.length)) {
    problems.push(say("encounter.record.turn", { value: String(v.turn), last: Math.max(0, combatants.length - 1) }));
    t = 0;
  }
  const encounter: EncounterRecord = { round: round !== null && round >= 1 ? round : 1, turn: t, combatants };
  if (Array.isArray(v.log)) encounter.log = v.log.map(String).slice(-LOG_KEPT);
  for (const key of ["actionsLeft", "zealSpent"] as const) {
    const n = intOf(v[key]);
    if (n !== null && n >= 0) encounter[key] = n;
  }
  if (Array.isArray(v.marks)) {
    const marks: AttackMark[] = [];
    for (const m of v.marks as Array<Record<string, unknown> | null>) {
      const r = intOf(m?.round);
      if (!m || typeof m.id !== "string" || typeof m.kind !== "string" || !MARK_KINDS.has(m.kind) || r === null)
        continue;
      const mark: AttackMark = { id: m.id, kind: m.kind as AttackMark["kind"], round: r };
      if (typeof m.target === "string") mark.target = m.target;
      marks.push(mark);
    }
    if (marks.length) encounter.marks = marks;
  }
  return { encounter, problems };
}

/** The value to store: only keys that hold something, in a stable order. */
export function encounterValue(e: EncounterRecord): Record<string, unknown> {
  const out: Record<string, unknown> = {
    round: e.round,
    turn: e.turn,
    combatants: e.combatants.map((c) => {
      const o: Record<string, unknown> = { id: c.id };
      if (c.ref !== undefined) o.ref = c.ref;
      if (c.name !== undefined) o.name = c.name;
      if (c.adhoc !== undefined) o.adhoc = c.adhoc;
      o.initiative = c.initiative;
      for (const key of [
        "form",
        "health",
        "mana",
        "zeal",
        "conditions",
        "dying",
        "runicArmor",
        "magicShield",
        "armorLost",
        "effects",
      ] as const) {
        if (c[key] !== undefined) o[key] = structuredClone(c[key]);
      }
      if (c.spellShield)
        o.magicShield = {
          ...structuredClone(c.spellShield),
          ...(c.magicShield !== undefined ? { printed: c.magicShield } : {}),
        };
      if (c.delayed) o.delayed = true;
      return o;
    }),
  };
  if (e.log && e.log.length) out.log = e.log.slice(-LOG_KEPT);
  if (e.actionsLeft !== undefined) out.actionsLeft = e.actionsLeft;
  if (e.zealSpent !== undefined) out.zealSpent = e.zealSpent;
  if (e.marks?.length) out.marks = structuredClone(e.marks);
  return out;
}

/** Write the encounter into a frontmatter object; `null` removes the key. Returns the old value for undo. */
export function writeEncounter(fm: Record<string, unknown>, e: EncounterRecord | null): { had: boolean; old: unknown } {
  const had = "encounter" in fm;
  const old = had ? structuredClone(fm.encounter) : undefined;
  if (e === null) delete fm.encounter;
  else fm.encounter = encounterValue(e);
  return { had, old };
}

export function restoreEncounter(fm: Record<string, unknown>, snapshot: { had: boolean; old: unknown }): void {
  if (snapshot.had) fm.encounter = structuredClone(snapshot.old);
  else delete fm.encounter;
}
