import { msg, renderMessage, type MessageId, type Params } from "../play/messages";
import { fold } from "../text/normalize";
import type { CombatantRecord, EncounterRecord } from "./record";
import { resolveTable, type Fighter, type ResolveContext, type Table } from "./resolve";
import { keptState, type KeptNpcs } from "./unique";

/**
 * The block and the `encounter` record reconciled by who each combatant is
 * (issue 27.6): a record written by hand or by an older version may name its
 * combatants with other ids than the block's. A PC is matched by its note,
 * whatever its id, and counted once; NPC records are matched to the block's
 * lines by note and count (the same id first, then the same name, then in
 * order); an ad-hoc NPC by its name or its stats. A record entry that matches
 * no line gets a notice and stays in the fight until the GM removes it.
 */
export interface FightContext extends ResolveContext {
  lang?: "pl" | "en";
  /** The campaign note's kept states of unique NPCs (docs/en/encounters.md, unique characters). */
  kept?: KeptNpcs;
}

export interface Reconciled {
  encounter: EncounterRecord | null;
  notices: string[];
  /** Ids of record entries no block line describes (the tracker offers to remove them). */
  orphans: Array<{ id: string; name: string }>;
}

const say = (lang: FightContext["lang"], key: MessageId, params: Params): string =>
  renderMessage(msg(key, params), lang);

/** The note a record's `ref` names, as the index resolves it from the block's note. */
function pathOf(rec: CombatantRecord, ctx: ResolveContext): { path: string; kind: string; name: string } | null {
  if (!rec.ref) return null;
  const m = /^\[\[([^\]|#]+)/.exec(rec.ref);
  const c = ctx.index.findCharacter(
    m ? { kind: "wikilink", target: (m[1] as string).trim() } : { kind: "name", name: rec.ref },
    ctx.sourcePath,
  );
  return c ? { path: c.path, kind: c.kind, name: c.name } : null;
}

export function reconcile(blockSource: string, encounter: EncounterRecord | null, ctx: FightContext): Reconciled {
  if (!encounter) return { encounter, notices: [], orphans: [] };
  const planned = resolveTable(blockSource, null, ctx).fighters;
  const notes = encounter.combatants.map((r) => pathOf(r, ctx));
  const match = new Array<Fighter | null>(encounter.combatants.length).fill(null);
  const taken = new Set<string>();
  const same = (i: number, p: Fighter): boolean => {
    const rec = encounter.combatants[i] as CombatantRecord;
    const note = notes[i];
    if (note) return p.path === note.path;
    if (rec.ref) return false;
    return p.path === null || p.id === rec.id;
  };
  const passes: Array<(i: number, p: Fighter) => boolean> = [
    (i, p) => p.id === encounter.combatants[i]?.id,
    (i, p) => {
      const name = encounter.combatants[i]?.name;
      return name !== undefined && fold(p.name) === fold(name);
    },
    (i, p) => {
      const rec = encounter.combatants[i] as CombatantRecord;
      return rec.adhoc !== undefined ? p.adhoc === rec.adhoc : notes[i] !== null;
    },
  ];
  const pcSeen = new Map<string, number>();
  const dropped = new Set<number>();
  const notices: string[] = [];
  encounter.combatants.forEach((rec, i) => {
    const note = notes[i];
    if (note?.kind !== "pc") return;
    const first = pcSeen.get(note.path);
    if (first === undefined) pcSeen.set(note.path, i);
    else {
      dropped.add(i);
      const other = encounter.combatants[first] as CombatantRecord;
      notices.push(say(ctx.lang, "fight.record.duplicate", { name: note.name, id: other.id, other: rec.id }));
    }
  });
  for (const pass of passes)
    encounter.combatants.forEach((_, i) => {
      if (match[i] || dropped.has(i)) return;
      const p = planned.find((x) => !taken.has(x.id) && same(i, x) && pass(i, x));
      if (p) {
        match[i] = p;
        taken.add(p.id);
      }
    });
  const ids = new Set(planned.map((p) => p.id));
  const orphans: Reconciled["orphans"] = [];
  const combatants: CombatantRecord[] = [];
  let turn = encounter.turn;
  encounter.combatants.forEach((rec, i) => {
    if (dropped.has(i)) {
      if (i < encounter.turn) turn--;
      return;
    }
    const p = match[i];
    const out: CombatantRecord = { ...rec };
    if (p) {
      out.id = p.id;
      if (!out.ref && p.ref) out.ref = p.ref;
      // A line renamed (an ad-hoc NPC matched by its stats), or one Goblin become two: the block's name.
      const base = p.subject.name.replace(/ \d+$/, "");
      if (p.kind === "npc" && out.name !== undefined && (rec.adhoc !== undefined || out.name === base))
        out.name = p.name;
    } else {
      let id = rec.id;
      while (ids.has(id)) id = `${id}-zapis`;
      ids.add(id);
      out.id = id;
      const name = rec.name ?? rec.ref ?? rec.id;
      orphans.push({ id, name });
      if (notes[i] || rec.adhoc !== undefined) notices.push(say(ctx.lang, "fight.record.orphan", { name }));
      else notices.push(say(ctx.lang, "fight.record.orphanUnknown", { name }));
    }
    combatants.push(out);
  });
  if (combatants.length && turn >= combatants.length) turn = 0;
  return { encounter: { ...encounter, turn: Math.max(0, turn), combatants }, notices, orphans };
}

/**
 * The table the tracker, the store and `hbm encounter` work on: the record
 * reconciled with the block, then resolved; a unique NPC not yet in the fight
 * starts from the state the campaign note keeps for it, and the table's `notes`
 * say so while it waits (once it is in the record, the record holds that state).
 * Notes inform the GM; problems ask for a fix.
 */
export function fightTable(
  blockSource: string,
  encounter: EncounterRecord | null,
  ctx: FightContext,
  recordProblems: string[] = [],
): Table & { orphans: Reconciled["orphans"]; notes: string[] } {
  const r = reconcile(blockSource, encounter, ctx);
  const table = resolveTable(blockSource, r.encounter, ctx, [...recordProblems, ...r.notices]);
  const kept = ctx.kept;
  const notes: string[] = [];
  if (!kept) return { ...table, orphans: r.orphans, notes };
  const fighters = table.fighters.map((f) => {
    const k = f.record ? null : keptState(f, kept, ctx);
    if (!k) return f;
    notes.push(k.notice);
    return k.fighter;
  });
  return { ...table, fighters, orphans: r.orphans, notes };
}
