import { buyAction as buyRule, noActionBecause, whyNoExtraAction } from "../rules/action-economy";
import { movementIn, type Movement } from "../rules/movement";
import { guarded, refuse, text, Work, type EngineContext, type Step } from "./engine";
import type { Fighter, Table } from "./resolve";

/**
 * The action economy as the tracker shows and uses it (docs/en/rules.md Decision (action
 * economy), rules/action-economy.ts): the current turn's Akcje and Ruch, Zapał
 * spent on purpose for one more Akcja, and an action the tracker has no button
 * for, listed in the round's history. Every change of Zapał is a play-state apply().
 */
export interface TurnView {
  /** The combatant whose turn it is. */
  id: string;
  actionsLeft: number;
  zealSpent: number;
  /** Ruch this turn in metres, and what changed it (rules/movement.ts). */
  movement: Movement;
  /** Why "Zapał → +1 akcja" cannot be used now; null when it can. */
  noExtra: "dazed" | "noZeal" | "none" | null;
}

/**
 * Why a combatant may not act at all (rules/action-economy.ts: Nieprzytomny, Obezwładniony,
 * Umierający): the tracker offers it no attack, spell or action. Empty when it may act.
 */
export function cannotAct(f: Fighter): string[] {
  return noActionBecause(f.state.conditions);
}

/** The current turn's economy; null before the fight or when nobody's turn it is. */
export function turnView(table: Table): TurnView | null {
  const e = table.encounter;
  const rec = e?.combatants[e.turn];
  const f = rec ? table.fighters.find((x) => x.id === rec.id) : undefined;
  if (!e || !f) return null;
  return {
    id: f.id,
    actionsLeft: e.actionsLeft ?? 1,
    zealSpent: e.zealSpent ?? 0,
    movement: movementIn(f.speed, f.state.conditions, f.state.effects),
    noExtra: whyNoExtraAction(f.state.zeal, f.state.conditions),
  };
}

function current(table: Table): Fighter | null {
  const e = table.encounter;
  const rec = e?.combatants[e.turn];
  return (rec && table.fighters.find((x) => x.id === rec.id)) || null;
}

/** Why Zapał cannot buy an Akcja (rules/action-economy.ts buyAction), as the refusal says it. */
const BUY_REFUSED = {
  dazed: "fight.refused.buyDazed",
  noZeal: "fight.refused.buyNoZeal",
  none: "fight.refused.buyNone",
} as const;

/** The combatant whose turn it is, by id, or the refusal that says why not (the fight not started, not in it, not their turn). */
function onTurn(table: Table, id: string, ctx: EngineContext): { fighter: Fighter } | { refused: Step } {
  if (!table.encounter) return { refused: refuse(table, ctx, "fight.refused.notStartedShort") };
  const now = current(table);
  const f = table.fighters.find((x) => x.id === id);
  if (!f || !f.record) return { refused: refuse(table, ctx, "fight.refused.notInFight", { id }) };
  if (!now || now.id !== id)
    return { refused: refuse(table, ctx, "fight.refused.notTheirTurn", { name: f.name, current: now?.name ?? "—" }) };
  return { fighter: f };
}

/** "Zapał → +1 akcja": the current combatant, PC or NPC, spends a point of Zapał for one more Akcja this turn. */
function _buyAction(table: Table, id: string, ctx: EngineContext): Step {
  const turn = onTurn(table, id, ctx);
  if ("refused" in turn) return turn.refused;
  const f = turn.fighter;
  const work = new Work(table, ctx);
  const economy = { actionsLeft: work.encounter.actionsLeft ?? 1, zealSpent: work.encounter.zealSpent ?? 0 };
  const r = buyRule(economy, f.state.zeal, f.state.conditions);
  if (!r.ok) return refuse(table, ctx, BUY_REFUSED[r.why], { name: f.name, conditions: f.state.conditions.join(", ") });
  work.act(id, { kind: "adjust", key: "zeal", delta: -r.zealCost });
  work.encounter.actionsLeft = r.after.actionsLeft;
  work.encounter.zealSpent = r.after.zealSpent;
  work.say("fight.buyAction", { name: f.name, zeal: work.fighter(id).state.zeal, actions: r.after.actionsLeft });
  return work.done();
}

/** An Akcja the tracker has no button for (a drink taken normally, a talent, a shove): counted and listed. */
function _otherAction(table: Table, id: string, what: string, ctx: EngineContext): Step {
  const turn = onTurn(table, id, ctx);
  if ("refused" in turn) return turn.refused;
  const work = new Work(table, ctx);
  const said = what.replace(/\s+/g, " ").trim().slice(0, 120);
  work.takeAction(id, said || text(ctx, "fight.actionOther"));
  return work.done();
}

export const buyAction = guarded(_buyAction);
export const otherAction = guarded(_otherAction);
