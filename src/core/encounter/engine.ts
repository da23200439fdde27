import { rollInitiative } from "../dice/initiative";
import { LIMITS } from "../dice/limits";
import { rollOpposed, rollPool, type PoolResult } from "../dice/pool";
import type { RandomSource } from "../dice/random";
import { apply, renderMessages, type Action, type CastSpell, type PlayState, type Transition } from "../play";
import { planPool } from "../roll/plan";
import { isMessage, problemText, type RollCharacter, type RollEnvironment, type RollSpell } from "../roll/result";
import type { PoolSpec } from "../roll/types";
import { weaponDamage, type DamageKind } from "../rules/damage";
import { DAMAGE } from "../rules/tables";
import { successesText } from "../roll/format";
import { LOG_KEPT, type CombatantRecord, type EncounterRecord } from "./record";
import { inFight, newRecord, writeNpcState, type Fighter, type Table } from "./resolve";

/**
 * The turn engine (rules.md "NPCs and encounters", "Attack"). Each function is
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
  /** The language play's messages are rendered in (Polish by default). */
  lang?: "pl" | "en";
}

/** A step that could not be taken: why, in the messages' language. */
class Refused extends Error {}

/** Combatants who take no action on their turn (rules.md), though their start of turn still happens. */
export const NO_ACTION_CONDITIONS = ["Nieprzytomny", "Obezwładniony"] as const;
/** Aneks A, Obezwładniony: "Trudność testów na Atak to zawsze 2" (also for a Nieprzytomny target, who cannot defend at all). */
const HELPLESS_TARGET_THRESHOLD = 2;

const refuse = (table: Table, reason: string): Step => ({
  ok: false,
  encounter: table.encounter,
  pc: [],
  log: [],
  reason,
});

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
  };
}

/** A working copy: fighters change as the step goes on; at the end it becomes a Step. */
class Work {
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
    // The fighter's current Runiczny Pancerz and Magiczna Osłona meet every hit (a burn at the start of a turn too).
    const subject = {
      ...f.subject,
      state: f.state,
      defences: { runicArmor: f.runicArmor, magicShield: f.magicShield },
    };
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

  say(line: string): void {
    this.log.push(line);
  }

  done(): Step {
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

function initiativeLine(order: ReturnType<typeof rollInitiative>): string {
  return order
    .map(
      (e) =>
        `${e.name} ${e.total} (${e.faces.join("+")}+${e.initiative}${e.rollOffs.length ? `; dogrywka ${e.rollOffs.join(", ")}` : ""})`,
    )
    .join(", ");
}

/**
 * "Rzuć na inicjatywę": everyone the block lists rolls (2k6 + Inicjatywa, or
 * the dice a stat block prints), ties by rules.md; round 1 begins with the
 * first combatant's turn.
 */
function _startEncounter(table: Table, ctx: EngineContext): Step {
  if (table.encounter)
    return refuse(table, "Walka już trwa: dodaj uczestnika przyciskiem „Dołącz” albo zakończ walkę.");
  const fighters = table.fighters.filter((f) => !isDead(f));
  if (fighters.length === 0) return refuse(table, "W bloku nie ma nikogo, kto mógłby walczyć.");
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
  work.say(`Inicjatywa: ${initiativeLine(named)}`);
  work.say(`Runda 1`);
  beginTurn(work, 0, ctx);
  return work.done();
}

/** A combatant listed in the block joins a running fight: it rolls and is slotted into the order. */
function _joinEncounter(table: Table, id: string, ctx: EngineContext): Step {
  if (!table.encounter) return refuse(table, "Walka jeszcze się nie zaczęła: rzuć na inicjatywę.");
  const f = table.fighters.find((x) => x.id === id);
  if (!f) return refuse(table, `Nie ma „${id}” w bloku.`);
  if (f.record) return refuse(table, `${f.name} już walczy.`);
  const [entry] = rollInitiative(ctx.rng, [
    { name: f.name, initiative: f.derived.initiative, dice: f.derived.initiativeDice },
  ]);
  const total = entry?.total ?? 0;
  const work = new Work(table, ctx);
  const list = work.encounter.combatants;
  // Before the first one it beats: a higher total, or the same total and a higher Inicjatywa, or
  // (rules.md Decision on ties) the same of both and a won 1k6 roll-off, rolled again while equal.
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
      rollOffs.push(`${mine}:${theirs} z ${other?.name ?? c.id}`);
      if (mine !== theirs) return mine > theirs;
    }
    return false;
  });
  if (at < 0) at = list.length;
  list.splice(at, 0, newRecord(f, total));
  if (at <= work.encounter.turn && list.length > 1) work.encounter.turn++;
  work.fighter(f.id).record = list[at] as CombatantRecord;
  const tie = rollOffs.length ? ` (dogrywka ${rollOffs.join(", ")})` : "";
  work.say(
    `${f.name} dołącza do walki: inicjatywa ${entry ? initiativeLine([entry]) : total}${tie}; ${at <= work.encounter.turn - 1 ? "działa od następnej rundy" : "działa w tej rundzie"}.`,
  );
  return work.done();
}

/** A combatant leaves the fight (fled, or added by mistake). Its record is dropped; a PC's note keeps its state. */
function _removeFromEncounter(table: Table, id: string, ctx: EngineContext): Step {
  if (!table.encounter) return refuse(table, "Walka jeszcze się nie zaczęła.");
  const work = new Work(table, ctx);
  const list = work.encounter.combatants;
  const at = list.findIndex((c) => c.id === id);
  if (at < 0) return refuse(table, `Nie ma „${id}” w walce.`);
  const name = work.fighter(id).name;
  list.splice(at, 1);
  work.say(`${name} opuszcza walkę.`);
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
  work.say(`Runda ${work.encounter.round}`);
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
    work.say(`${f?.name ?? rec.id}: Martwy, pominięty.`);
    i++;
  }
  work.say("Wszyscy uczestnicy są Martwi: nie ma czyjej tury zacząć.");
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
    work.say(`${f.name}: działa teraz (czekał(a) na swoją kolej).`);
    return;
  }
  const start = work.act(f.id, { kind: "startTurn", round: work.encounter.round });
  const parts = renderMessages(
    start.messages.filter((m) => m.key !== "turn.nothing" && m.key !== "turn.survivalDue"),
    ctx.lang,
  );
  if (start.survivalTestDue) parts.push(...work.act(f.id, { kind: "survivalTest" }).lines);
  const blocked = NO_ACTION_CONDITIONS.filter((c) => work.fighter(f.id).state.conditions.includes(c));
  if (isDead(work.fighter(f.id))) parts.push("nie żyje");
  else if (blocked.length) parts.push(`${blocked.join(", ")}: nie wykonuje akcji w tej turze`);
  work.say(`Tura: ${f.name}${parts.length ? ` · ${parts.join(" · ")}` : ""}`);
}

/** "Następna tura": the next living combatant's turn begins (a new round after the last). */
function _nextTurn(table: Table, ctx: EngineContext): Step {
  if (!table.encounter) return refuse(table, "Walka jeszcze się nie zaczęła: rzuć na inicjatywę.");
  if (table.encounter.combatants.length === 0) return refuse(table, "Nikt nie walczy.");
  const work = new Work(table, ctx);
  advanceFrom(work, work.encounter.turn, ctx, false);
  return work.done();
}

/** "Czekaj": the current combatant acts after the next one; the next one's turn begins now. */
function _delayTurn(table: Table, ctx: EngineContext): Step {
  if (!table.encounter) return refuse(table, "Walka jeszcze się nie zaczęła.");
  const work = new Work(table, ctx);
  const list = work.encounter.combatants;
  const at = work.encounter.turn;
  const later = list.slice(at + 1).findIndex((c) => !isDead(work.fighter(c.id)));
  if (later < 0) return refuse(table, "Nikt nie działa po nim w tej rundzie: nie ma na kogo czekać.");
  const next = at + 1 + later;
  const [waiting] = list.splice(at, 1) as [CombatantRecord];
  waiting.delayed = true;
  list.splice(next, 0, waiting);
  work.say(
    `${work.fighter(waiting.id).name} czeka: działa po ${work.fighter((list[next - 1] as CombatantRecord).id).name}.`,
  );
  advanceFrom(work, at, ctx, true);
  return work.done();
}

export type AttackMode = "melee" | "melee-dodge" | "ranged" | "ranged-dodge";

export interface AttackInput {
  attacker: string;
  target: string;
  mode: AttackMode;
  /** The attacker's weapon: a formula (`2+S`) or null for the first weapon of its Ekwipunek (else `+S`). */
  weapon?: string | null;
  weaponName?: string | null;
  /** Talent bonuses and the like, added to the damage. */
  bonus?: number;
}

const POOLS = {
  melee: "Walka Wręcz",
  ranged: "Umiejętności Strzeleckie",
  dodge: "Refleks",
} as const;

function poolOf(f: Fighter, skill: string): { dice: number; text: string } {
  const spec: PoolSpec = {
    terms: [
      { kind: "attribute", sign: 1, attribute: "body" },
      { kind: "skill", sign: 1, skill },
    ],
    threshold: 4,
    required: 1,
    explicitTS: false,
    text: `Ciało + ${skill}`,
  };
  const plan = planPool(spec, rollCharacterOf(f), []);
  return { dice: plan.dice, text: plan.description };
}

const faces = (r: PoolResult) => (r.faces.length ? r.faces.join(" ") : "—");

function weaponOf(
  f: Fighter,
  formula: string | null | undefined,
  name: string | null | undefined,
): { name: string; damage: string } {
  if (formula && formula.trim()) return { name: name?.trim() || "broń", damage: formula.trim() };
  return f.weapons[0] ?? { name: "bez broni", damage: "+S" };
}

/**
 * rules.md "Attack": melee is an opposed Ciało + Walka Wręcz test, and the side
 * with fewer successes takes the winner's damage (the attacker can lose and
 * be hit); a dodge (Ciało + Refleks) subtracts its successes from the
 * attacker's, and what remains counts for damage; ranged is Ciało +
 * Umiejętności Strzeleckie. Damage = successes + weapon (+ bonus), then the
 * damage pipeline of the one hit.
 */
function _attack(table: Table, input: AttackInput, ctx: EngineContext): Step {
  if (!table.encounter) return refuse(table, "Walka jeszcze się nie zaczęła: rzuć na inicjatywę.");
  const a = table.fighters.find((f) => f.id === input.attacker && f.record);
  const d = table.fighters.find((f) => f.id === input.target && f.record);
  if (!a || !d) return refuse(table, "Wybierz atakującego i cel spośród walczących.");
  if (a.id === d.id) return refuse(table, "Atakujący i cel to ta sama postać.");
  if (isDead(a)) return refuse(table, `${a.name} nie żyje i nie atakuje.`);
  const attackerBlocked = NO_ACTION_CONDITIONS.filter((c) => a.state.conditions.includes(c));
  if (attackerBlocked.length) return refuse(table, `${a.name} (${attackerBlocked.join(", ")}) nie może atakować.`);
  // Aneks A: Obezwładniony "nie może się … bronić (Trudność testów na Atak to zawsze 2)"; Nieprzytomny
  // "nie może podejmować żadnych akcji": neither defends nor dodges, and the attack is rolled alone at T 2.
  const defenceless = NO_ACTION_CONDITIONS.filter((c) => d.state.conditions.includes(c));
  const work = new Work(table, ctx);
  const melee = input.mode === "melee" || input.mode === "melee-dodge";
  const dodge = input.mode === "melee-dodge" || input.mode === "ranged-dodge";
  const attackPool = poolOf(a, melee ? POOLS.melee : POOLS.ranged);
  const weapon = weaponOf(a, input.weapon, input.weaponName);
  const how = melee ? "wręcz" : "na dystans";
  let hitId: string | null = null;
  let successes = 0;
  let hitWeapon = weapon;
  let text: string;
  if (defenceless.length) {
    const att = rollPool(ctx.rng, { dice: attackPool.dice, threshold: HELPLESS_TARGET_THRESHOLD, required: 1 });
    successes = att.successes;
    text = `${a.name} atakuje ${d.name} ${how}: ${d.name} (${defenceless.join(", ")}) się nie broni; ${attackPool.text} ${HELPLESS_TARGET_THRESHOLD}:1 → ${faces(att)} (${successesText(att.successes)})`;
    if (successes > 0) hitId = d.id;
    else text += " → pudło";
  } else if (melee && !dodge) {
    const defence = poolOf(d, POOLS.melee);
    const r = rollOpposed(
      ctx.rng,
      { dice: attackPool.dice, threshold: 4, required: 1 },
      { dice: defence.dice, threshold: 4, required: 1 },
    );
    const rounds = r.rounds
      .map((x) => `${faces(x.left)} (${x.left.successes}) vs ${faces(x.right)} (${x.right.successes})`)
      .join("; remis, znowu: ");
    text = `${a.name} atakuje ${d.name} ${how}: ${attackPool.text} vs ${defence.text} → ${rounds}`;
    if (r.winner === "left") {
      hitId = d.id;
      successes = r.rounds[r.rounds.length - 1]?.left.successes ?? 0;
      text += ` → trafia ${d.name}`;
    } else if (r.winner === "right") {
      hitId = a.id;
      successes = r.rounds[r.rounds.length - 1]?.right.successes ?? 0;
      hitWeapon = weaponOf(d, null, null);
      text += ` → ${d.name} wygrywa i trafia ${a.name}`;
    } else text += " → remis nierozstrzygnięty, nikt nie trafia";
  } else {
    const att = rollPool(ctx.rng, { dice: attackPool.dice, threshold: 4, required: 1 });
    text = `${a.name} atakuje ${d.name} ${how}: ${attackPool.text} → ${faces(att)} (${successesText(att.successes)})`;
    if (dodge) {
      const dodgePool = poolOf(d, POOLS.dodge);
      const dr = rollPool(ctx.rng, { dice: dodgePool.dice, threshold: 4, required: 1 });
      successes = att.successes - dr.successes;
      text += `; unik ${dodgePool.text} → ${faces(dr)} (${successesText(dr.successes)})`;
      text += successes > 0 ? ` → unik nieudany, liczy się ${successesText(successes)}` : ` → ${d.name} unika`;
    } else {
      successes = att.successes;
      if (successes <= 0) text += " → pudło";
    }
    if (successes > 0) hitId = d.id;
  }
  if (hitId) {
    const hitter = hitId === d.id ? a : d;
    let amount: number;
    let damageText: string;
    try {
      const wd = weaponDamage(hitWeapon.damage, successes, ctx.rng);
      amount = wd.total + (hitter === a ? (input.bonus ?? 0) : 0);
      damageText = `${hitWeapon.name} ${wd.text}${hitter === a && input.bonus ? ` + premia ${input.bonus}` : ""}`;
    } catch (e) {
      return refuse(table, e instanceof Error ? e.message : String(e));
    }
    const applied = work.act(hitId, { kind: "damage", amount, damageKind: "physical" satisfies DamageKind });
    text += ` · ${damageText} · ${work.fighter(hitId).name}: ${applied.lines.join(", ")}`;
  }
  work.say(text);
  return work.done();
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
    return refuse(table, `Obrażenia muszą być liczbą ≥ 0 (jest „${amount}”).`);
  return single(
    table,
    id,
    { kind: "damage", amount, damageKind: kind, ...options },
    ctx,
    (name, lines) => `${name}: ${lines.join(", ")}`,
  );
}

function _healFighter(table: Table, id: string, amount: number, ctx: EngineContext): Step {
  if (!Number.isInteger(amount) || amount < 0) return refuse(table, `Leczenie musi być liczbą ≥ 0 (jest „${amount}”).`);
  return single(
    table,
    id,
    { kind: "heal", amount },
    ctx,
    (name, lines) => `${name}: leczenie ${amount}: ${lines.join(", ")}`,
  );
}

/** Toggle a condition; with `rounds`, it ends by itself at the start of the bearer's turn that many rounds later (a play-state effect). */
function _setCondition(
  table: Table,
  id: string,
  name: string,
  on: boolean,
  rounds: number | null,
  ctx: EngineContext,
): Step {
  if (rounds !== null && (!Number.isInteger(rounds) || rounds < 1 || rounds > 99))
    return refuse(table, `Czas trwania to liczba rund od 1 do 99 (jest „${rounds}”).`);
  const round = table.encounter?.round ?? 1;
  const action: Action =
    on && rounds
      ? { kind: "toggleCondition", name, on, until: `round ${round + rounds}` }
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
  if (!ctx.spell) return refuse(table, "Zaklęcia nie są dostępne bez skarbca.");
  const found = ctx.spell({ kind: "name", name: spellRef });
  if (typeof found === "string" || isMessage(found)) return refuse(table, problemText(found));
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
  );
}

function single(
  table: Table,
  id: string,
  action: Action,
  ctx: EngineContext,
  describe: (name: string, lines: string[]) => string,
): Step {
  const f = table.fighters.find((x) => x.id === id);
  if (!f) return refuse(table, `Nie ma „${id}” w walce.`);
  const work = new Work(table, ctx);
  const applied = work.act(id, action);
  work.say(describe(f.name, applied.lines));
  return work.done();
}

/**
 * "Zakończ walkę": scene effects end for every PC (play-state endScene; the
 * rules end "do końca sceny" effects with an encounter), conditions timed in
 * rounds of this fight end with it, a one-line summary, and the key goes.
 * NPC instances end with the record.
 */
function _endEncounter(table: Table, ctx: EngineContext): Step & { summary: string } {
  if (!table.encounter) return { ...refuse(table, "Nie ma walki do zakończenia."), summary: "" };
  const fighters = inFight(table);
  const who = fighters
    .map((f) => `${f.name} ${isDead(f) ? "Martwy" : `${f.state.health}/${f.derived.maxHealth}`}`)
    .join(", ");
  const summary = `Koniec walki po ${table.encounter.round} ${table.encounter.round === 1 ? "rundzie" : "rundach"}: ${who}.`;
  const work = new Work(table, ctx);
  for (const f of fighters) {
    if (f.kind !== "pc" || isDead(f)) continue;
    const lines: string[] = [];
    for (const e of f.state.effects.filter((x) => /^round \d+$/.test(x.until)))
      lines.push(...work.act(f.id, { kind: "toggleCondition", name: e.name, on: false }).lines);
    const scene = work.act(f.id, { kind: "endScene" });
    if (!scene.messages.some((m) => m.key === "scene.nothing")) lines.push(...scene.lines);
    if (lines.length) work.say(`${f.name}: ${lines.join(", ")}`);
  }
  work.say(summary);
  const step = work.done();
  return { ...step, encounter: null, summary };
}

export function endEncounter(table: Table, ctx: EngineContext): Step & { summary: string } {
  try {
    return _endEncounter(table, ctx);
  } catch (e) {
    if (e instanceof Refused) return { ...refuse(table, e.message), summary: "" };
    throw e;
  }
}

/** A refusal from play-state inside a step (e.g. acting on a Martwy combatant) becomes the step's reason; nothing is written. */
function guarded<A extends unknown[]>(fn: (table: Table, ...args: A) => Step): (table: Table, ...args: A) => Step {
  return (table, ...args) => {
    try {
      return fn(table, ...args);
    } catch (e) {
      if (e instanceof Refused) return refuse(table, e.message);
      throw e;
    }
  };
}

export const startEncounter = guarded(_startEncounter);
export const joinEncounter = guarded(_joinEncounter);
export const removeFromEncounter = guarded(_removeFromEncounter);
export const nextTurn = guarded(_nextTurn);
export const delayTurn = guarded(_delayTurn);
export const attack = guarded(_attack);
export const damageFighter = guarded(_damageFighter);
export const healFighter = guarded(_healFighter);
export const setCondition = guarded(_setCondition);
export const castSpell = guarded(_castSpell);

export type { RollSpell };
