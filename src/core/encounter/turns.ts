import { rollInitiative } from "../dice/initiative";
import { LIMITS } from "../dice/limits";
import { renderMessages } from "../play/messages";
import { guarded, isDead, NO_ACTION_CONDITIONS, refuse, text, Work, type EngineContext, type Step } from "./engine";
import type { CombatantRecord, EncounterRecord } from "./record";
import { newRecord as recordOf, type Fighter, type Table } from "./resolve";
import { turnStart } from "../rules/action-economy";

/**
 * A fresh record: the stat block's values, or a unique NPC's kept ones (unique.ts), a
 * Runiczny Pancerz below the printed one included.
 */
function newRecord(f: Fighter, initiative: number | null): CombatantRecord {
  const r = recordOf(f, initiative);
  if (f.kind === "npc" && f.runicArmor !== (f.derived.runicArmor ?? 0)) r.runicArmor = f.runicArmor;
  return r;
}

/** Turn order (docs/en/rules.md "Non-player characters and encounters"): initiative, joining and leaving, rounds, turns, waiting. */
function initiativeLine(order: ReturnType<typeof rollInitiative>, ctx: EngineContext): string {
  return order
    .map((e) =>
      text(ctx, "fight.initiativeEntry", {
        name: e.name,
        total: e.total,
        faces: e.faces.join("+"),
        initiative: e.initiative,
        rollOffs: e.rollOffs.length ? text(ctx, "fight.rollOffs", { list: e.rollOffs.join(", ") }) : "",
      }),
    )
    .join(", ");
}

/**
 * "Rzuć na inicjatywę": everyone the block lists rolls (2k6 + Inicjatywa, or
 * the dice a stat block prints), ties by docs/en/rules.md; round 1 begins with the
 * first combatant's turn.
 */
function _startEncounter(table: Table, ctx: EngineContext): Step {
  if (table.encounter) return refuse(table, ctx, "fight.refused.running");
  const fighters = table.fighters.filter((f) => !isDead(f));
  if (fighters.length === 0) return refuse(table, ctx, "fight.refused.nobody");
  const order = rollInitiative(
    ctx.rng,
    fighters.map((f) => ({ name: f.id, initiative: f.derived.initiative, dice: f.derived.initiativeDice })),
  );
  const encounter: EncounterRecord = {
    round: 1,
    turn: 0,
    combatants: order.map((e) => newRecord(fighters.find((f) => f.id === e.name) as Fighter, e.total)),
    log: [],
  };
  const work = new Work({ ...table, encounter }, ctx, encounter);
  const named = order.map((e) => ({ ...e, name: work.fighter(e.name).name }));
  work.say("fight.initiative", { order: initiativeLine(named, ctx) });
  work.say("fight.round", { round: 1 });
  beginTurn(work, 0, ctx);
  return work.done();
}

/** A combatant listed in the block joins a running fight: it rolls and is slotted into the order. */
function _joinEncounter(table: Table, id: string, ctx: EngineContext): Step {
  if (!table.encounter) return refuse(table, ctx, "fight.refused.notStarted");
  const f = table.fighters.find((x) => x.id === id);
  if (!f) return refuse(table, ctx, "fight.refused.notInBlock", { id });
  if (f.record) return refuse(table, ctx, "fight.refused.alreadyFighting", { name: f.name });
  const [entry] = rollInitiative(ctx.rng, [
    { name: f.name, initiative: f.derived.initiative, dice: f.derived.initiativeDice },
  ]);
  const total = entry?.total ?? 0;
  const work = new Work(table, ctx);
  const list = work.encounter.combatants;
  // Before the first one it beats: a higher total, or the same total and a higher Inicjatywa, or
  // (docs/en/rules.md Decision on ties) the same of both and a won 1k6 roll-off, rolled again while equal.
  const rollOffs: string[] = [];
  let at = list.findIndex((c) => {
    const other = work.fighters.get(c.id);
    const init = other?.derived.initiative ?? 0;
    const theirTotal = c.initiative ?? 0;
    if (theirTotal !== total) return theirTotal < total;
    if (init !== f.derived.initiative) return init < f.derived.initiative;
    for (let round = 0; round < LIMITS.maxRollOffRounds; round++) {
      const mine = ctx.rng.die(6);
      const theirs = ctx.rng.die(6);
      rollOffs.push(text(ctx, "fight.rollOff", { mine, theirs, name: other?.name ?? c.id }));
      if (mine !== theirs) return mine > theirs;
    }
    return false;
  });
  if (at < 0) at = list.length;
  list.splice(at, 0, newRecord(f, total));
  if (at <= work.encounter.turn && list.length > 1) work.encounter.turn++;
  work.fighter(f.id).record = list[at] as CombatantRecord;
  work.say("fight.joins", {
    name: f.name,
    initiative: entry ? initiativeLine([entry], ctx) : total,
    tie: rollOffs.length ? text(ctx, "fight.joinsTie", { list: rollOffs.join(", ") }) : "",
    when: text(ctx, at <= work.encounter.turn - 1 ? "fight.actsNextRound" : "fight.actsThisRound"),
  });
  return work.done();
}

/** A combatant leaves the fight (fled, or added by mistake). Its record is dropped; a PC's note keeps its state. */
function _removeFromEncounter(table: Table, id: string, ctx: EngineContext): Step {
  if (!table.encounter) return refuse(table, ctx, "fight.refused.notStartedShort");
  const work = new Work(table, ctx);
  const list = work.encounter.combatants;
  const at = list.findIndex((c) => c.id === id);
  if (at < 0) return refuse(table, ctx, "fight.refused.notInFight", { id });
  // A record entry no block line or note describes (reconcile.ts) can be removed too.
  const name = work.fighters.get(id)?.name ?? list[at]?.name ?? id;
  list.splice(at, 1);
  work.say("fight.leaves", { name });
  if (list.length === 0) {
    work.encounter.turn = 0;
    return work.done();
  }
  if (at < work.encounter.turn) work.encounter.turn--;
  else if (at === work.encounter.turn) {
    // The one whose turn it was left: the next one's turn begins.
    if (at >= list.length) newRound(work);
    advanceFrom(work, work.encounter.turn, ctx, true);
  }
  return work.done();
}

function newRound(work: Work): void {
  work.encounter.round++;
  work.encounter.turn = 0;
  work.encounter.log = [];
  work.say("fight.round", { round: work.encounter.round });
}

/** From index `from` (inclusive when `inclusive`), find the next living combatant and begin its turn. */
function advanceFrom(work: Work, from: number, ctx: EngineContext, inclusive: boolean): void {
  const list = work.encounter.combatants;
  let i = inclusive ? from : from + 1;
  for (let guard = 0; guard <= list.length * 2 + 1; guard++) {
    if (i >= list.length) {
      newRound(work);
      i = 0;
    }
    const rec = list[i] as CombatantRecord;
    const f = work.fighters.get(rec.id);
    if (f && !isDead(f)) {
      beginTurn(work, i, ctx);
      return;
    }
    work.say("fight.skippedDead", { name: f?.name ?? rec.id });
    i++;
  }
  work.say("fight.allDead");
}

/**
 * The start of a combatant's turn, the first of every round included: timed
 * conditions that run out end; Zapał +1 and Podpalony (play-state startTurn);
 * the Test Przeżycia of a dying combatant, rolled and applied; a line when
 * Nieprzytomny or Obezwładniony keeps it from acting.
 */
function beginTurn(work: Work, index: number, ctx: EngineContext): void {
  work.encounter.turn = index;
  const rec = work.encounter.combatants[index] as CombatantRecord;
  const f = work.fighter(rec.id);
  if (rec.delayed) {
    delete rec.delayed;
    work.say("fight.actsNow", { name: f.name });
    return;
  }
  const start = work.act(f.id, { kind: "startTurn", round: work.encounter.round });
  const parts = renderMessages(
    start.messages.filter((m) => m.key !== "turn.nothing" && m.key !== "turn.survivalDue"),
    ctx.lang,
  );
  // What was held on anyone until this combatant's next turn (Święta Stal's hit: Refleks −1k6) ends now.
  for (const g of work.fighters.values())
    if (g.record && g.state.effects.some((e) => e.turnOf === f.id)) {
      const ended = work.act(g.id, { kind: "startTurn", round: work.encounter.round, of: f.id });
      parts.push(`${g.name}: ${ended.lines.join(", ")}`);
    }
  if (start.survivalTestDue) parts.push(...work.act(f.id, { kind: "survivalTest" }).lines);
  const blocked = NO_ACTION_CONDITIONS.filter((c) => work.fighter(f.id).state.conditions.includes(c));
  // Ruch plus one Akcja; Zapał buys more (rules/action-economy.ts).
  Object.assign(work.encounter, turnStart(work.fighter(f.id).state.conditions));
  if (isDead(work.fighter(f.id))) parts.push(text(ctx, "fight.isDead"));
  else if (blocked.length) parts.push(text(ctx, "fight.noAction", { conditions: blocked.join(", ") }));
  work.say("fight.turn", { name: f.name, parts: parts.length ? ` · ${parts.join(" · ")}` : "" });
}

/** "Następna tura": the next living combatant's turn begins (a new round after the last). */
function _nextTurn(table: Table, ctx: EngineContext): Step {
  if (!table.encounter) return refuse(table, ctx, "fight.refused.notStarted");
  if (table.encounter.combatants.length === 0) return refuse(table, ctx, "fight.refused.noOne");
  const work = new Work(table, ctx);
  advanceFrom(work, work.encounter.turn, ctx, false);
  return work.done();
}

/** "Czekaj": the current combatant acts after the next one; the next one's turn begins now. */
function _delayTurn(table: Table, ctx: EngineContext): Step {
  if (!table.encounter) return refuse(table, ctx, "fight.refused.notStartedShort");
  const work = new Work(table, ctx);
  const list = work.encounter.combatants;
  const at = work.encounter.turn;
  const later = list.slice(at + 1).findIndex((c) => {
    const g = work.fighters.get(c.id);
    return g !== undefined && !isDead(g);
  });
  if (later < 0) return refuse(table, ctx, "fight.refused.noneAfter");
  const next = at + 1 + later;
  const [waiting] = list.splice(at, 1) as [CombatantRecord];
  waiting.delayed = true;
  list.splice(next, 0, waiting);
  work.say("fight.waits", {
    name: work.fighter(waiting.id).name,
    after: work.fighter((list[next - 1] as CombatantRecord).id).name,
  });
  advanceFrom(work, at, ctx, true);
  return work.done();
}

export const startEncounter = guarded(_startEncounter);
export const joinEncounter = guarded(_joinEncounter);
export const removeFromEncounter = guarded(_removeFromEncounter);
export const nextTurn = guarded(_nextTurn);
export const delayTurn = guarded(_delayTurn);
