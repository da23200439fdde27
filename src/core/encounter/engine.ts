import type { RandomSource } from "../dice/random";
import type { Action, CastSpell } from "../play/actions";
import { apply, type Transition } from "../play/apply";
import { testEffects, type PlayState } from "../play/state";
import { msg, renderMessage, renderMessages, type MessageId, type Params } from "../play/messages";
import { isMessage, problemText, type RollCharacter, type RollEnvironment, type RollSpell } from "../roll/result";
import type { DamageKind } from "../rules/damage";
import { DAMAGE } from "../rules/tables";
import { ACTION_ECONOMY, takeAction } from "../rules/action-economy";
import { LOG_KEPT, type CombatantRecord, type EncounterRecord } from "./record";
import { inFight, writeNpcState, type Fighter, type Table } from "./resolve";

/**
 * The turn engine (docs/en/rules.md "Non-player characters and encounters", "Attack"). Each function is
 * one step a GM takes at the table; it returns the new encounter record (NPC
 * instances' state folded in), the PCs' new states (their notes are written
 * by the store), and the lines of the round's history. Every change of a
 * combatant's state is one play-state apply(); the engine holds turn order and
 * the attack's dice, no rule of its own.
 */
export interface PcChange {
  id: string;
  path: string;
  name: string;
  before: PlayState;
  after: PlayState;
  /** Its maxima in force: absent frontmatter keys mean these. */
  max: { maxHealth: number; maxMana: number; maxZeal: number };
}

export interface Step {
  ok: boolean;
  /** The encounter after the step; null when it ended. */
  encounter: EncounterRecord | null;
  pc: PcChange[];
  log: string[];
  /** Why nothing happened, in Polish. */
  reason?: string;
}

export interface EngineContext {
  rng: RandomSource;
  /** Test Przeżycia pool (settings); the rules' Decision when absent. */
  survivalPool?: RollEnvironment["survivalPool"];
  /** Spells by name or link, for casts from the tracker. */
  spell?: RollEnvironment["spell"];
  /**
   * Every spell of the vault by name (a stat block whose text lets it cast any spell; docs/en/notes.md "Spells": Nil).
   */
  spellNames?: () => string[];
  /** The language play's messages are rendered in (Polish by default). */
  lang?: "pl" | "en";
}

/** A step that could not be taken: why, in the messages' language. */
class Refused extends Error {}

/**
 * Combatants who take no action on their turn (docs/en/rules.md), though their start of turn
 * still happens: the economy's list (rules/action-economy.ts), Umierający included.
 */
export const NO_ACTION_CONDITIONS = ACTION_ECONOMY.noActionConditions;
/** A target that cannot defend at all: attacked at T 2 (below). */
export const HELPLESS_CONDITIONS = ["Nieprzytomny", "Obezwładniony"] as const;
/** Aneks A, Obezwładniony: "Trudność testów na Atak to zawsze 2" (also for a Nieprzytomny target, who cannot defend at all). */
export const HELPLESS_TARGET_THRESHOLD = 2;

/** Why an Akcja cannot be taken (rules/action-economy.ts takeAction), as the refusal says it. */
const TAKE_REFUSED = {
  dazed: "fight.refused.dazedOneAction",
  none: "fight.refused.buyNone",
  noZeal: "fight.refused.noActions",
} as const satisfies Record<string, MessageId>;

/** A step not taken: why, as a message key rendered in the context's language. */
export const refuse = (table: Table, ctx: EngineContext, key: MessageId, params: Params = {}): Step => ({
  ok: false,
  encounter: table.encounter,
  pc: [],
  log: [],
  reason: renderMessage(msg(key, params), ctx.lang),
});

/** A step not taken for a reason already said (play's refusal, a weapon that cannot be read). */
export const refusedWith = (table: Table, reason: string): Step => ({
  ok: false,
  encounter: table.encounter,
  pc: [],
  log: [],
  reason,
});

/** A sentence in the context's language (the fight's history, a summary). */
export const text = (ctx: EngineContext, key: MessageId, params: Params = {}): string =>
  renderMessage(msg(key, params), ctx.lang);

export const isDead = (f: Fighter): boolean => f.state.conditions.includes(DAMAGE.deadCondition);

/** What rolls need to know about a fighter. */
export function rollCharacterOf(f: Fighter): RollCharacter {
  return {
    name: f.name,
    attributes: f.attributes,
    magicDice: f.magicDice,
    skills: { ...f.skills },
    initiative: f.derived.initiative,
    maxSpellCost: f.derived.maxSpellCost,
    mana: f.derived.manaPool === "unlimited" ? Number.MAX_SAFE_INTEGER : f.state.mana,
    zeal: f.state.zeal,
    dying: f.state.dying,
    isPowerSource: f.isPowerSource,
    // For the test modifiers (rules/modifiers.ts); talents stay unset so the prayer gates are as before.
    conditions: f.state.conditions,
    ...testEffects(f.state.effects),
    overdose: { used: f.state.elixirTolerance, tolerance: f.derived.elixirTolerance },
  };
}

/** A working copy: fighters change as the step goes on; at the end it becomes a Step. */
export class Work {
  readonly encounter: EncounterRecord;
  readonly fighters = new Map<string, Fighter>();
  private readonly pcBefore = new Map<string, PlayState>();
  readonly log: string[] = [];

  constructor(
    table: Table,
    private readonly ctx: EngineContext,
    encounter?: EncounterRecord,
  ) {
    this.encounter = structuredClone(encounter ?? table.encounter ?? { round: 1, turn: 0, combatants: [] });
    for (const f of table.fighters) this.fighters.set(f.id, { ...f, state: structuredClone(f.state) });
  }

  fighter(id: string): Fighter {
    const f = this.fighters.get(id);
    if (!f) throw new Error(`no fighter ${id}`);
    return f;
  }

  record(id: string): CombatantRecord | undefined {
    return this.encounter.combatants.find((c) => c.id === id);
  }

  /** One action on one combatant: play-state's apply(), and nothing else changes its state. */
  act(id: string, action: Action): Transition & { lines: string[] } {
    const f = this.fighter(id);
    // The fighter's Runiczny Pancerz, Magiczna Osłona and Pancerz (less what Rozdzieranie tore) meet every hit.
    const torn = this.record(id)?.armorLost ?? 0;
    const armor = torn ? { armor: Math.max(0, (f.derived.armor ?? 0) - torn) } : {};
    const defences = { runicArmor: f.runicArmor, magicShield: f.magicShield, ...armor };
    const subject = { ...f.subject, state: f.state, defences };
    const r = apply(
      subject,
      action,
      this.ctx.rng,
      this.ctx.survivalPool ? { survivalPool: this.ctx.survivalPool } : {},
    );
    if (!r.ok) throw new Refused(renderMessages([r.message], this.ctx.lang)[0]);
    if (f.kind === "pc" && f.path && !this.pcBefore.has(id)) this.pcBefore.set(id, structuredClone(f.state));
    f.state = r.state;
    f.subject = { ...f.subject, state: r.state };
    f.derived = r.derived;
    if (r.defences) {
      f.runicArmor = r.defences.runicArmor;
      f.magicShield = r.defences.magicShield;
    }
    const rec = this.record(id);
    if (rec && f.kind === "npc") {
      writeNpcState(rec, r.state);
      if (f.runicArmor !== (f.derived.runicArmor ?? 0) || rec.runicArmor !== undefined) rec.runicArmor = f.runicArmor;
      if (f.magicShield !== (f.derived.magicShield ?? 0) || rec.magicShield !== undefined)
        rec.magicShield = f.magicShield;
    }
    return { ...r, lines: renderMessages(r.messages, this.ctx.lang) };
  }

  /** A line of the fight's history, said in the context's language. */
  say(key: MessageId, params: Params = {}): void {
    this.log.push(text(this.ctx, key, params));
  }

  /** A line already built from rendered messages (an action's lines). */
  sayLine(line: string): void {
    this.log.push(line);
  }

  /**
   * The acting combatant takes one Akcja (rules/action-economy.ts): from those left,
   * else bought with a point of Zapał; the round's history lists it. Only the
   * combatant whose turn it is counts them; anyone else acts at the GM's word.
   */
  takeAction(id: string, action: string): void {
    const current = this.encounter.combatants[this.encounter.turn];
    if (!current || current.id !== id) return;
    const f = this.fighter(id);
    const economy = { actionsLeft: this.encounter.actionsLeft ?? 1, zealSpent: this.encounter.zealSpent ?? 0 };
    const r = takeAction(economy, f.state.zeal, f.state.conditions);
    if (!r.ok)
      throw new Refused(
        text(this.ctx, TAKE_REFUSED[r.why], { name: f.name, conditions: f.state.conditions.join(", ") }),
      );
    if (r.zealCost) this.act(id, { kind: "adjust", key: "zeal", delta: -r.zealCost });
    this.encounter.actionsLeft = r.after.actionsLeft;
    this.encounter.zealSpent = r.after.zealSpent;
    this.actionLine = text(this.ctx, r.zealCost ? "fight.actionZeal" : "fight.action", {
      name: f.name,
      action,
      zeal: f.state.zeal,
    });
  }

  /** The Akcja taken in this step, listed after what it did. */
  private actionLine: string | null = null;

  done(): Step {
    if (this.actionLine) this.log.push(this.actionLine);
    const pc: PcChange[] = [];
    for (const [id, before] of this.pcBefore) {
      const f = this.fighter(id);
      if (JSON.stringify(before) !== JSON.stringify(f.state))
        pc.push({
          id,
          path: f.path as string,
          name: f.name,
          before,
          after: f.state,
          max: { maxHealth: f.derived.maxHealth, maxMana: f.derived.maxMana, maxZeal: f.derived.maxZeal },
        });
    }
    this.encounter.log = [...(this.encounter.log ?? []), ...this.log].slice(-LOG_KEPT);
    return { ok: true, encounter: this.encounter, pc, log: this.log };
  }
}

/** Damage (or an environmental hit) to one combatant by an amount the GM gives. */
function _damageFighter(
  table: Table,
  id: string,
  amount: number,
  kind: DamageKind,
  ctx: EngineContext,
  options: { ignoreArmor?: boolean; ignoreMagicDefence?: boolean } = {},
): Step {
  if (!Number.isInteger(amount) || amount < 0)
    return refuse(table, ctx, "fight.refused.damage", { value: String(amount) });
  return single(
    table,
    id,
    { kind: "damage", amount, damageKind: kind, ...options },
    ctx,
    (name, lines) => `${name}: ${lines.join(", ")}`,
  );
}

function _healFighter(table: Table, id: string, amount: number, ctx: EngineContext): Step {
  if (!Number.isInteger(amount) || amount < 0)
    return refuse(table, ctx, "fight.refused.heal", { value: String(amount) });
  return single(table, id, { kind: "heal", amount }, ctx, (name, lines) =>
    text(ctx, "fight.heal", { name, n: amount, lines: lines.join(", ") }),
  );
}

/**
 * docs/en/rules.md Decision "start-of-turn order": an effect set "na N rund" is in force for
 * the holder's next N turn starts and ends at the start of the one after. The
 * round of that ending start: N rounds on when the holder's turn has not begun yet
 * this round, N + 1 when it has (it is acting, or has acted or waits).
 */
export function endsAtRound(encounter: EncounterRecord | null, id: string, rounds: number): number {
  return (encounter?.round ?? 1) + rounds + (turnBegun(encounter, id) ? 1 : 0);
}

/** Whether this combatant's turn has begun this round (it is acting, has acted, or waits). */
export function turnBegun(encounter: EncounterRecord | null, id: string): boolean {
  const at = encounter ? encounter.combatants.findIndex((c) => c.id === id) : -1;
  return at >= 0 && encounter !== null && (at <= encounter.turn || encounter.combatants[at]?.delayed === true);
}

/** Toggle a condition; with `rounds`, in force for that many of the bearer's turn starts (endsAtRound; a play-state effect). */
function _setCondition(
  table: Table,
  id: string,
  name: string,
  on: boolean,
  rounds: number | null,
  ctx: EngineContext,
): Step {
  if (rounds !== null && (!Number.isInteger(rounds) || rounds < 1 || rounds > 99))
    return refuse(table, ctx, "fight.refused.rounds", { value: String(rounds) });
  const action: Action =
    on && rounds
      ? { kind: "toggleCondition", name, on, until: `round ${endsAtRound(table.encounter, id, rounds)}` }
      : { kind: "toggleCondition", name, on };
  return single(table, id, action, ctx, (who, lines) => `${who}: ${lines.join(", ")}`);
}

/** Cast a spell from the tracker: play-state rolls the spell test and spends the mana (and a prayer's Zapał). */
function _castSpell(
  table: Table,
  id: string,
  spellRef: string,
  ctx: EngineContext,
  options: { overcast?: number; prayer?: boolean } = {},
): Step {
  if (!ctx.spell) return refuse(table, ctx, "fight.refused.noSpells");
  const found = ctx.spell({ kind: "name", name: spellRef });
  if (typeof found === "string" || isMessage(found)) return refusedWith(table, problemText(found, ctx.lang));
  const spell: CastSpell = {
    name: found.name,
    manaCost: found.manaCost,
    threshold: found.threshold,
    required: found.required,
  };
  return single(
    table,
    id,
    { kind: "cast", spell, overcast: options.overcast ?? 0, prayer: options.prayer ?? false, spend: true },
    ctx,
    (who, lines) => `${who}: ${lines.join(", ")}`,
    text(ctx, "fight.actionCast", { spell: spell.name }),
  );
}

function single(
  table: Table,
  id: string,
  action: Action,
  ctx: EngineContext,
  describe: (name: string, lines: string[]) => string,
  asAction?: string,
): Step {
  const f = table.fighters.find((x) => x.id === id);
  if (!f) return refuse(table, ctx, "fight.refused.notInFight", { id });
  const work = new Work(table, ctx);
  if (asAction) work.takeAction(id, asAction);
  const applied = work.act(id, action);
  work.sayLine(describe(f.name, applied.lines));
  return work.done();
}

/**
 * "Zakończ walkę": scene effects end for every PC (play-state endScene; the
 * rules end "do końca sceny" effects with an encounter), conditions timed in
 * rounds of this fight end with it, a one-line summary, and the key goes.
 * NPC instances end with the record.
 */
function _endEncounter(table: Table, ctx: EngineContext): Step & { summary: string } {
  if (!table.encounter) return { ...refuse(table, ctx, "fight.refused.noEncounter"), summary: "" };
  const fighters = inFight(table);
  const who = fighters
    .map((f) => `${f.name} ${isDead(f) ? "Martwy" : `${f.state.health}/${f.derived.maxHealth}`}`)
    .join(", ");
  const summary = text(ctx, "fight.ended", { n: table.encounter.round, who });
  const work = new Work(table, ctx);
  for (const f of fighters) {
    if (f.kind !== "pc" || isDead(f)) continue;
    // One play-state step: effects of the scene, of the fight ("do końca walki") and timed in its rounds end
    // (a spell's too: Egida "do rundy 3", Zakazana Osłona).
    const scene = work.act(f.id, { kind: "endScene", combat: true });
    if (!scene.messages.some((m) => m.key === "scene.nothing")) work.sayLine(`${f.name}: ${scene.lines.join(", ")}`);
  }
  work.sayLine(summary);
  const step = work.done();
  return { ...step, encounter: null, summary };
}

export function endEncounter(table: Table, ctx: EngineContext): Step & { summary: string } {
  try {
    return _endEncounter(table, ctx);
  } catch (e) {
    if (e instanceof Refused) return { ...refusedWith(table, e.message), summary: "" };
    throw e;
  }
}

/** A refusal from play-state inside a step (e.g. acting on a Martwy combatant) becomes the step's reason; nothing is written. */
export function guarded<A extends unknown[]>(
  fn: (table: Table, ...args: A) => Step,
): (table: Table, ...args: A) => Step {
  return (table, ...args) => {
    try {
      return fn(table, ...args);
    } catch (e) {
      if (e instanceof Refused) return refusedWith(table, e.message);
      throw e;
    }
  };
}

export const damageFighter = guarded(_damageFighter);
export const healFighter = guarded(_healFighter);
export const setCondition = guarded(_setCondition);
export const castSpell = guarded(_castSpell);

export type { RollSpell };
