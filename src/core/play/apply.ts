import { computeDerived } from "../rules/derived";
import { evaluate, parseDiceExpression } from "../dice/expression";
import { exhaustionTier, rollExhaustion } from "../dice/initiative";
import { LIMITS } from "../dice/limits";
import { rollPool } from "../dice/pool";
import { rollDice, type RandomSource } from "../dice/random";
import { planCast } from "../rules/casting";
import { applyDamage, applySurvival, type Layer } from "../rules/damage";
import type { Derived } from "../rules/derived";
import { survivalTest } from "../rules/dying";
import { checkPurchase } from "../rules/experience";
import { findCondition } from "../rules/names";
import {
  CONDITIONS,
  DAMAGE,
  DERIVED,
  PLAY_RULES,
  PRAYER,
  RESTS,
  SPELL_SKILL,
  SURVIVAL,
  type AttributeKey,
} from "../rules/tables";
import { fold } from "../text/normalize";
import type { Action, ElixirData } from "./actions";
import type { Edit } from "./edits";
import {
  cannotDrinkQuick,
  doseOverdoses,
  elixirNumbers,
  overdoseHealthLoss,
  overdoseStopsEffects,
} from "./elixir-text";
import { msg, type Message } from "./messages";
import { overdoseBands } from "./overdose";
import type { Effect, PlayState } from "./state";
import { printedAfterPurchase } from "../text/printed-stats";
import {
  attributeSumInForce,
  effectiveAttributes,
  hasEffect,
  hasExtraordinaryResistance,
  inForce,
  type Subject,
} from "./subject";

/** Dice a transition rolled, for the result line and the roll log. */
export interface PlayRoll {
  label: string;
  faces: number[];
  total?: number;
  threshold?: number;
  required?: number;
  successes?: number;
  passed?: boolean;
}

export interface Transition {
  ok: true;
  state: PlayState;
  edits: Edit[];
  messages: Message[];
  rolls: PlayRoll[];
  /** The derived values in force after the action (maxima for bars). */
  derived: Derived;
  /** The derived values in force before it (a store writes out values whose maximum moved). */
  before: Derived;
  /** Damage: what each layer took, and the defences left. */
  layers?: Layer[];
  defences?: { runicArmor: number; magicShield: number };
  /** Start of turn: the subject is dying and must now make its Test Przeżycia. */
  survivalTestDue?: boolean;
  /** Cast and survival test: whether the roll passed. */
  passed?: boolean;
}

export interface Refusal {
  ok: false;
  message: Message;
}

export type Outcome = Transition | Refusal;

/** Rules decisions a GM may change in the settings. */
export interface ApplyOptions {
  longRestRestoresZeal?: boolean;
  survivalPool?: { attribute: AttributeKey; skill: string };
}

const MAX_AMOUNT = 10_000;
const DEAD = PLAY_RULES.deadCondition;
const DYING = SURVIVAL.dyingCondition;

export function isDead(state: Pick<PlayState, "conditions">): boolean {
  return state.conditions.includes(DEAD);
}

function refuse(key: Parameters<typeof msg>[0], params: Parameters<typeof msg>[1] = {}): Refusal {
  return { ok: false, message: msg(key, params) };
}

function validAmount(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n <= MAX_AMOUNT;
}

interface Work {
  subject: Subject;
  before: PlayState;
  state: PlayState;
  messages: Message[];
  rolls: PlayRoll[];
  edits: Edit[];
  rng: RandomSource;
  options: ApplyOptions;
  extra: Partial<Transition>;
}

/** The derived values in force for the work's current state. */
const now = (w: Work): Derived => inForce(w.subject, w.state);

function setCondition(state: PlayState, name: string, on: boolean): boolean {
  const has = state.conditions.includes(name);
  if (on && !has) state.conditions = [...state.conditions, name];
  if (!on && has) state.conditions = state.conditions.filter((c) => c !== name);
  return has !== on;
}

/** Healing above 0 Żywotności ends Umierający and clears the counters (rules.md Decision). */
function endDyingIfAlive(w: Work): void {
  if (w.state.health > 0 && (w.state.dying || w.state.conditions.includes(DYING))) {
    w.state.dying = null;
    setCondition(w.state, DYING, false);
    w.messages.push(msg("heal.endsDying"));
  }
}

/** Reaching 0 Żywotności without a hit (the "−" button, an overdose): Umierający with no overflow. */
function enterDyingAtZero(w: Work, overflow: number): void {
  if (w.state.health !== 0 || w.state.dying || isDead(w.state)) return;
  w.state.dying = { hits: 0, failedTests: 0, overflow };
  setCondition(w.state, DYING, true);
  w.messages.push(msg("damage.dying", { overflow }));
}

function valueMessage(w: Work, key: "health" | "mana" | "zeal", from: number): void {
  const max = key === "health" ? now(w).maxHealth : key === "mana" ? now(w).maxMana : now(w).maxZeal;
  const to = w.state[key];
  w.messages.push(
    from === to ? msg("change.same", { stat: key, value: to, max }) : msg("change.value", { stat: key, from, to, max }),
  );
}

function heal(w: Work, amount: number, reportSame = true): void {
  const from = w.state.health;
  w.state.health = Math.min(now(w).maxHealth, from + amount);
  if (reportSame || from !== w.state.health) valueMessage(w, "health", from);
  endDyingIfAlive(w);
}

function endEffects(w: Work, which: (e: Effect) => boolean): void {
  const ending = w.state.effects.filter(which);
  if (!ending.length) return;
  w.state.effects = w.state.effects.filter((e) => !which(e));
  for (const e of ending) {
    if (e.doses !== undefined) continue;
    w.messages.push(msg("effect.ended", { effect: e.name }));
    // A condition held by an effect (Oszołomiony from Wyczerpanie) ends with it.
    if (findCondition(e.name) === e.name && !w.state.effects.some((x) => x.name === e.name))
      setCondition(w.state, e.name, false);
  }
}

function addEffect(state: PlayState, effect: Effect): void {
  state.effects = [...state.effects.filter((e) => !(e.name === effect.name && e.doses === undefined)), effect];
}

/** One hit through the rules' pipeline (rules/damage.ts), with messages by layer. */
function hit(w: Work, input: Parameters<typeof applyDamage>[1]): ReturnType<typeof applyDamage> {
  const before = w.state;
  const r = applyDamage({ ...before }, input);
  w.state = { ...r.state, effects: before.effects };
  w.messages.push(
    msg("damage.layers", { total: r.total, layers: r.layers.map((l) => `${l.name} ${l.absorbed}`).join(", ") }),
  );
  if (before.health !== w.state.health)
    w.messages.push(
      msg("change.value", { stat: "health", from: before.health, to: w.state.health, max: now(w).maxHealth }),
    );
  const dazed = DAMAGE.dazedCondition;
  if (!before.conditions.includes(dazed) && w.state.conditions.includes(dazed))
    w.messages.push(
      msg("damage.dazed", {
        n: r.total - r.layers.slice(0, -1).reduce((s, l) => s + l.absorbed, 0),
        threshold: input.dazeThreshold,
      }),
    );
  if (before.dying && w.state.dying && w.state.dying.hits > before.dying.hits)
    w.messages.push(msg("damage.hitWhileDying", { hits: w.state.dying.hits, max: SURVIVAL.hitsToDie }));
  if (!before.dying && w.state.dying) w.messages.push(msg("damage.dying", { overflow: w.state.dying.overflow }));
  for (const l of r.layers) if (l.note) w.messages.push(msg("damage.layerNote", { layer: l.name, note: l.note }));
  if (!isDead(before) && isDead(w.state)) w.messages.push(msg("damage.dead", { name: w.subject.name }));
  return r;
}

/** The prayer gates (rules.md Decision): Błogosławieństwo, at least 1 Zapał, not Oszołomiony. */
export function prayerRefusal(
  subject: Pick<Subject, "name" | "talents">,
  state: Pick<PlayState, "zeal" | "conditions">,
): Refusal | null {
  if (!subject.talents.includes(PRAYER.talent)) return refuse("refused.prayerTalent", { name: subject.name });
  if (state.conditions.includes(PLAY_RULES.dazedCondition))
    return refuse("refused.prayerDazed", { name: subject.name });
  if (state.zeal < PRAYER.zealCost)
    return refuse("refused.prayerZeal", { name: subject.name, cost: PRAYER.zealCost, zeal: state.zeal });
  return null;
}

/** Why this subject may not cast this spell now (Martwy, no Mana, Źródło Mocy, base cost, prayer gates); null when it may. */
export function castRefusal(subject: Subject, action: Extract<Action, { kind: "cast" }>): Refusal | null {
  const state = subject.state;
  if (isDead(state)) return refuse("refused.dead", { name: subject.name });
  const d = inForce(subject, state);
  if (d.manaPool === "none") return refuse("refused.noMana", { name: subject.name });
  if (subject.build.isPowerSource) return refuse("refused.powerSource");
  // A stat block casts the spells it lists whatever their cost (notes.md).
  if (subject.kind === "pc" && action.spell.manaCost > d.maxSpellCost)
    return refuse("refused.baseCost", { cost: action.spell.manaCost, max: d.maxSpellCost });
  if (action.prayer) return prayerRefusal(subject, state);
  return null;
}

function doCast(w: Work, action: Extract<Action, { kind: "cast" }>): Refusal | null {
  const refusal = castRefusal({ ...w.subject, state: w.state }, action);
  if (refusal) return refusal;
  const d = now(w);
  const unlimited = d.manaPool === "unlimited";
  const overcast = Math.max(0, Math.trunc(action.overcast ?? 0));
  const plan = planCast({
    baseCost: action.spell.manaCost,
    overcastLevels: overcast,
    maxSpellCost: w.subject.kind === "pc" ? d.maxSpellCost : Math.max(d.maxSpellCost, action.spell.manaCost),
    mana: unlimited ? Number.MAX_SAFE_INTEGER : w.state.mana,
  });
  const eff = effectiveAttributes(w.subject, w.state.conditions);
  const skill = action.prayer ? PRAYER.skill : SPELL_SKILL;
  const dice = (action.prayer ? eff[PRAYER.attribute] : d.magicDice) + (w.subject.build.skills[skill] ?? 0);
  let passed: boolean;
  if (action.rolled) {
    passed = action.rolled.passed;
    // Rolled and shown where it was rolled (a block line, the sheet's last roll): only the spend is told here.
    w.rolls.push({
      label: action.spell.name,
      faces: action.rolled.faces,
      successes: action.rolled.successes,
      required: action.rolled.required,
      passed,
    });
  } else {
    const r = rollPool(w.rng, {
      dice: Math.min(dice, LIMITS.maxDicePerPool),
      threshold: action.spell.threshold,
      required: Math.max(1, action.spell.required),
    });
    passed = r.passed;
    w.rolls.push({
      label: action.spell.name,
      faces: r.faces,
      threshold: r.threshold,
      required: r.required,
      successes: r.successes,
      passed,
    });
    w.messages.push(
      msg("cast.result", {
        spell: action.spell.name,
        verdict: passed ? "Sukces" : "Porażka",
        n: r.successes,
        required: r.required,
      }),
    );
    if (plan.overcastTest) {
      const o = rollPool(w.rng, {
        dice: Math.min(d.magicDice + (w.subject.build.skills[SPELL_SKILL] ?? 0), LIMITS.maxDicePerPool),
        threshold: plan.overcastTest.threshold,
        required: Math.min(LIMITS.maxRequired, plan.overcastTest.required),
      });
      w.rolls.push({
        label: "nadczarowanie",
        faces: o.faces,
        threshold: o.threshold,
        required: o.required,
        successes: o.successes,
        passed: o.passed,
      });
      w.messages.push(
        msg("cast.overcastTest", {
          excess: plan.excess,
          verdict: o.passed ? "Sukces" : "Porażka",
          n: o.successes,
          required: o.required,
        }),
      );
    }
  }
  w.extra.passed = passed;
  if (action.spend === false) {
    w.messages.push(msg("cast.notSpent", { spell: action.spell.name, cost: plan.cost }));
    return null;
  }
  if (unlimited) w.messages.push(msg("cast.unlimited", { spell: action.spell.name, cost: plan.cost }));
  else {
    const from = w.state.mana;
    w.state.mana = Math.max(0, from - plan.cost);
    w.messages.push(
      msg("cast.spent", { spell: action.spell.name, from, to: w.state.mana, max: d.maxMana, cost: plan.cost }),
    );
  }
  if (action.prayer) {
    const from = w.state.zeal;
    w.state.zeal = Math.max(0, from - PRAYER.zealCost);
    w.messages.push(msg("cast.prayer", { from, to: w.state.zeal }));
  }
  if (!unlimited && plan.overdrawn > 0) {
    const given = action.rolled?.exhaustion;
    const ex = given ?? rollExhaustion(w.rng, Math.min(plan.overdrawn, LIMITS.maxDicePerPool));
    exhaust(w, ex.dice, ex.faces, ex.total);
  }
  return null;
}

/** Wyczerpanie Many (rules.md Decision): effects that change numbers are applied; durations kept as effects. */
function exhaust(w: Work, dice: number, faces: number[], total: number): void {
  const tier = exhaustionTier(total);
  w.rolls.push({ label: "Wyczerpanie Many", faces, total });
  if (!tier) return;
  w.messages.push(msg("cast.exhaustion", { dice, total, tier: tier.name, effect: tier.effect }));
  const until = PLAY_RULES.exhaustionEffects[tier.name];
  if (until) addEffect(w.state, { name: tier.name, until });
  for (const c of tier.conditions ?? []) {
    setCondition(w.state, c, true);
    // Oszołomiony "do końca sceny" ends with the scene; Nieprzytomny ends with a rest.
    if (until === "scene") addEffect(w.state, { name: c, until });
  }
  if (tier.damage) {
    const r = evaluate(parseDiceExpression(tier.damage), w.rng);
    w.rolls.push({ label: tier.name, faces: r.faces, total: r.total });
    w.messages.push(msg("cast.exhaustionDamage", { tier: tier.name, formula: tier.damage, n: r.total }));
    hit(w, {
      amount: r.total,
      kind: "physical",
      ignoreArmor: true,
      ignoreMagicDefence: true,
      armor: 0,
      dazeThreshold: attributeSumInForce(w.subject, w.state.conditions),
    });
  }
}

function rollAmount(w: Work, formula: string, label: string): number {
  const r = evaluate(parseDiceExpression(formula), w.rng);
  if (r.faces.length) w.rolls.push({ label, faces: r.faces, total: r.total });
  return r.total;
}

function ownedLine(subject: Subject, elixir: string): { name: string; quantity: number } | null {
  const want = fold(elixir);
  return subject.equipment.find((e) => fold(e.name) === want || fold(e.name).includes(want)) ?? null;
}

function doDrink(w: Work, elixir: ElixirData, mode: "normal" | "quick"): Refusal | null {
  if (elixir.power === null) return refuse("refused.elixirPower", { elixir: elixir.name });
  const text = mode === "quick" ? elixir.quick : elixir.normal;
  if (mode === "quick" && cannotDrinkQuick(elixir.quick))
    return refuse("refused.quick", { elixir: elixir.name, text: elixir.quick || "brak działania szybkiego" });
  const tolerance = now(w).elixirTolerance;
  const bandsBefore = overdoseBands(w.state.elixirTolerance, tolerance);
  const from = w.state.elixirTolerance;
  w.state.elixirTolerance = from + elixir.power;
  w.messages.push(
    msg("drink.drunk", {
      elixir: elixir.name,
      mode: mode === "quick" ? "szybkie" : "normalne",
      from,
      to: w.state.elixirTolerance,
      tolerance,
    }),
  );
  if (text) w.messages.push(msg("drink.text", { elixir: elixir.name, text }));
  // Doses of this elixir since the last reset (rules.md Decision on overdose).
  const counter = w.state.effects.find((e) => e.name === elixir.name && e.doses !== undefined);
  const doses = (counter?.doses ?? 0) + 1;
  w.state.effects = [...w.state.effects.filter((e) => e !== counter), { name: elixir.name, until: "longRest", doses }];
  w.messages.push(msg("drink.doses", { elixir: elixir.name, n: doses }));
  const overdoses = doseOverdoses(elixir.overdose);
  const stopped = overdoses.some((o) => doses >= o.doses && overdoseStopsEffects(o.text));
  const bands = overdoseBands(w.state.elixirTolerance, tolerance);
  // The elixir's own numbers: healing and Mana, halved while "słabszy o połowę" holds.
  const numbers = elixirNumbers(text);
  if (stopped) w.messages.push(msg("drink.stopped"));
  else {
    if (bands.weaker && (numbers.health || numbers.mana)) w.messages.push(msg("drink.weaker"));
    const scale = (n: number) => (bands.weaker ? Math.floor(n / 2) : n);
    if (numbers.health) heal(w, scale(rollAmount(w, numbers.health, elixir.name)));
    if (numbers.mana) {
      const m = scale(rollAmount(w, numbers.mana, elixir.name));
      const fromMana = w.state.mana;
      w.state.mana = Math.min(now(w).maxMana, fromMana + m);
      valueMessage(w, "mana", fromMana);
    }
  }
  const due = overdoses.filter((o) => o.doses === doses);
  for (const o of due) {
    w.messages.push(msg("drink.doseOverdose", { elixir: elixir.name, n: doses, text: o.text }));
    const loss = overdoseHealthLoss(o.text);
    if (loss) {
      const n = rollAmount(w, loss, `Przedawkowanie: ${elixir.name}`);
      const fromHealth = w.state.health;
      w.state.health = Math.max(0, fromHealth - n);
      valueMessage(w, "health", fromHealth);
      enterDyingAtZero(w, Math.max(0, n - fromHealth));
    }
  }
  const seen = new Set([...bandsBefore.byPoints, ...bandsBefore.byShare].map((b) => b.effect));
  for (const b of [...bands.byPoints, ...bands.byShare])
    if (!seen.has(b.effect)) w.messages.push(msg("drink.overdose", { text: b.effect }));
  if (bands.unconscious && setCondition(w.state, SURVIVAL.stabilisedCondition, true))
    w.messages.push(msg("drink.unconscious"));
  // The Ekwipunek count goes down in the same undoable action (notes.md).
  const owned = ownedLine(w.subject, elixir.name);
  if (owned && w.subject.editable) {
    w.edits.push({ kind: "equipmentQuantity", item: owned.name, from: owned.quantity, to: owned.quantity - 1 });
    w.messages.push(
      owned.quantity > 1
        ? msg("drink.countDown", { item: owned.name, from: owned.quantity, to: owned.quantity - 1 })
        : msg("drink.lastOne", { item: owned.name }),
    );
  } else if (w.subject.editable) w.messages.push(msg("drink.notOwned", { item: elixir.name }));
  return null;
}

function resetTolerance(w: Work): void {
  if (w.state.elixirTolerance > 0) w.messages.push(msg("rest.toleranceReset", { from: w.state.elixirTolerance }));
  w.state.elixirTolerance = 0;
  w.state.effects = w.state.effects.filter((e) => e.doses === undefined);
}

/**
 * rules.md "Rests", in the Decision's order: remove the conditions the rest
 * removes, recompute the maxima, then restore Żywotność and Mana up to them.
 */
function doRest(w: Work, which: "breather" | "short" | "long"): void {
  const cursed = w.state.conditions.includes(RESTS.noNaturalHealing);
  const name = RESTS[which].name;
  w.messages.push(msg("rest.name", { rest: name }));
  const healNaturally = (amount: number) => {
    if (cursed) {
      if (w.state.health < now(w).maxHealth) w.messages.push(msg("rest.noHealing"));
      return;
    }
    heal(w, amount, false);
  };
  if (which === "breather") {
    const r = RESTS.breather;
    const h = rollDice(w.rng, r.healthDice.count, r.healthDice.sides).reduce((a, b) => a + b, 0);
    const m = rollDice(w.rng, r.manaDice.count, r.manaDice.sides).reduce((a, b) => a + b, 0);
    const endurance = w.subject.build.skills[r.healthSkill] ?? 0;
    w.rolls.push({ label: name, faces: [h, m] });
    w.messages.push(msg("rest.roll", { health: h, endurance, mana: m }));
    healNaturally(h + endurance);
    if (hasEffect(w.state, PLAY_RULES.noBreatherManaEffect)) w.messages.push(msg("rest.noBreatherMana"));
    else {
      const from = w.state.mana;
      w.state.mana = Math.min(now(w).maxMana, from + m);
      if (from !== w.state.mana) valueMessage(w, "mana", from);
    }
    return;
  }
  if (which === "short") {
    for (const c of RESTS.short.removes)
      if (setCondition(w.state, c, false)) w.messages.push(msg("effect.ended", { effect: c }));
    if (hasExtraordinaryResistance(w.subject)) resetTolerance(w);
    healNaturally(attributeSumInForce(w.subject, w.state.conditions));
    const from = w.state.mana;
    const max = now(w).maxMana;
    w.state.mana = Math.min(max, from + Math.floor(max / RESTS.short.manaDivisor));
    if (from !== w.state.mana) valueMessage(w, "mana", from);
    return;
  }
  for (const c of RESTS.long.removes) {
    if (c === DYING) continue;
    if (setCondition(w.state, c, false)) w.messages.push(msg("effect.ended", { effect: c }));
  }
  endEffects(
    w,
    (e) => e.doses === undefined && (e.until === "scene" || e.until === "longRest" || e.until.startsWith("round")),
  );
  resetTolerance(w);
  const max = now(w);
  healNaturally(max.maxHealth);
  const fromMana = w.state.mana;
  w.state.mana = max.maxMana;
  if (fromMana !== w.state.mana) valueMessage(w, "mana", fromMana);
  if (w.options.longRestRestoresZeal ?? RESTS.long.zealToMax) {
    const fromZeal = w.state.zeal;
    w.state.zeal = max.maxZeal;
    if (fromZeal !== w.state.zeal) valueMessage(w, "zeal", fromZeal);
  }
}

function doStartTurn(w: Work, round: number | undefined): void {
  const d = now(w);
  const from = w.state.zeal;
  w.state.zeal = Math.min(d.maxZeal, from + DERIVED.zealPerTurn);
  if (from !== w.state.zeal) valueMessage(w, "zeal", from);
  for (const c of CONDITIONS) {
    if (!c.damagePerTurn || !w.state.conditions.includes(c.name)) continue;
    w.messages.push(msg("turn.burn", { condition: c.name, n: c.damagePerTurn }));
    hit(w, {
      amount: c.damagePerTurn,
      kind: "environmental",
      armor: d.armor,
      dazeThreshold: attributeSumInForce(w.subject, w.state.conditions),
    });
  }
  if (round !== undefined) {
    endEffects(w, (e) => {
      const m = /^round (\d+)$/.exec(e.until);
      return !!m && Number(m[1]) <= round;
    });
  }
  const due = w.state.dying !== null && w.state.conditions.includes(DYING) && !isDead(w.state);
  w.extra.survivalTestDue = due;
  if (due) w.messages.push(msg("turn.survivalDue"));
  if (w.messages.length === 0) w.messages.push(msg("turn.nothing"));
}

function doSurvival(w: Work, action: Extract<Action, { kind: "survivalTest" }>): Refusal | null {
  const dying = w.state.dying;
  if (!dying || !w.state.conditions.includes(DYING)) return refuse("refused.notDying", { name: w.subject.name });
  const ts = survivalTest(dying);
  let passed: boolean;
  if (action.rolled) {
    passed = action.rolled.passed;
    w.rolls.push({
      label: "Test Przeżycia",
      faces: action.rolled.faces,
      successes: action.rolled.successes,
      threshold: ts.threshold,
      required: ts.required,
      passed,
    });
  } else {
    const pool = w.options.survivalPool ?? { attribute: SURVIVAL.poolAttribute, skill: SURVIVAL.poolSkill };
    const eff = effectiveAttributes(w.subject, w.state.conditions);
    const dice = eff[pool.attribute] + (w.subject.build.skills[pool.skill] ?? 0);
    const r = rollPool(w.rng, {
      dice: Math.min(dice, LIMITS.maxDicePerPool),
      threshold: ts.threshold,
      required: ts.required,
    });
    passed = r.passed;
    w.rolls.push({
      label: "Test Przeżycia",
      faces: r.faces,
      successes: r.successes,
      threshold: r.threshold,
      required: r.required,
      passed,
    });
    w.messages.push(
      msg("survival.roll", {
        threshold: r.threshold,
        required: r.required,
        faces: r.faces.join(" ") || "—",
        n: r.successes,
      }),
    );
  }
  w.extra.passed = passed;
  const r = applySurvival({ ...w.state }, passed);
  w.state = { ...r.state, effects: w.state.effects };
  if (passed) w.messages.push(msg("survival.passed"));
  else if (isDead(w.state)) w.messages.push(msg("survival.dead", { name: w.subject.name }));
  else
    w.messages.push(msg("survival.failed", { failed: w.state.dying?.failedTests ?? 0, max: SURVIVAL.failuresToDie }));
  return null;
}

function doToggle(w: Work, action: Extract<Action, { kind: "toggleCondition" }>): Refusal | null {
  const name = findCondition(action.name);
  if (!name) return refuse("refused.unknownCondition", { condition: action.name });
  const on = action.on ?? !w.state.conditions.includes(name);
  if (name === DYING && on && w.state.health > 0)
    return refuse("refused.dyingNeedsZero", { name: w.subject.name, health: w.state.health });
  if (on) {
    setCondition(w.state, name, true);
    if (name === DYING && !w.state.dying) w.state.dying = { hits: 0, failedTests: 0, overflow: 0 };
    if (action.until) addEffect(w.state, { name, until: action.until });
    w.messages.push(
      action.until
        ? msg("condition.onUntil", { condition: name, until: action.until })
        : msg("condition.on", { condition: name }),
    );
  } else {
    setCondition(w.state, name, false);
    if (name === DYING) w.state.dying = null;
    w.state.effects = w.state.effects.filter((e) => !(e.name === name && e.doses === undefined));
    w.messages.push(msg("condition.off", { condition: name }));
  }
  return null;
}

function run(w: Work, action: Action): Refusal | null {
  switch (action.kind) {
    case "damage": {
      if (!validAmount(action.amount))
        return refuse("refused.amount", { value: String(action.amount), max: MAX_AMOUNT });
      const d = now(w);
      const r = hit(w, {
        amount: action.amount,
        kind: action.damageKind ?? "physical",
        modifier: action.modifier ?? 0,
        ignoreArmor: action.ignoreArmor ?? false,
        ignoreMagicDefence: action.ignoreMagicDefence ?? false,
        runicArmor: action.runicArmor ?? d.runicArmor ?? 0,
        magicShield: action.magicShield ?? d.magicShield ?? 0,
        armor: action.armor ?? d.armor,
        dazeThreshold: attributeSumInForce(w.subject, w.state.conditions),
      });
      w.extra.layers = r.layers;
      w.extra.defences = { runicArmor: r.runicArmorAfter, magicShield: r.magicShieldAfter };
      return null;
    }
    case "heal":
      if (!validAmount(action.amount))
        return refuse("refused.amount", { value: String(action.amount), max: MAX_AMOUNT });
      heal(w, action.amount);
      return null;
    case "adjust": {
      if (!Number.isInteger(action.delta) || Math.abs(action.delta) > MAX_AMOUNT)
        return refuse("refused.amount", { value: String(action.delta), max: MAX_AMOUNT });
      if (action.key === "health" && action.delta > 0) {
        heal(w, action.delta);
        return null;
      }
      const d = now(w);
      const max = action.key === "health" ? d.maxHealth : action.key === "mana" ? d.maxMana : d.maxZeal;
      const from = w.state[action.key];
      w.state[action.key] = Math.min(max, Math.max(0, from + action.delta));
      valueMessage(w, action.key, from);
      if (action.key === "health" && from > 0) enterDyingAtZero(w, Math.max(0, -(from + action.delta)));
      return null;
    }
    case "toggleCondition":
      return doToggle(w, action);
    case "cast":
      return doCast(w, action);
    case "pray": {
      const r = prayerRefusal(w.subject, w.state);
      if (r) return r;
      const from = w.state.zeal;
      w.state.zeal = from - PRAYER.zealCost;
      w.messages.push(msg("cast.prayer", { from, to: w.state.zeal }));
      return null;
    }
    case "drink":
      return doDrink(w, action.elixir, action.mode);
    case "rest":
      doRest(w, action.which);
      return null;
    case "startTurn":
      doStartTurn(w, action.round);
      return null;
    case "survivalTest":
      return doSurvival(w, action);
    case "buy": {
      if (w.subject.kind !== "pc" || !w.subject.editable) return refuse("refused.statBlock", { name: w.subject.name });
      const a = w.subject.build.attributes;
      const build = {
        attributes: { body: a.body, mind: a.mind, soul: a.soul },
        skills: w.subject.build.skills,
        talents: w.subject.talents,
      };
      const check = checkPurchase(action.purchase, build, w.state.experience, action.talentProblems ?? []);
      if (!check.ok) return refuse("refused.purchase", { reason: check.reason ?? check.description });
      w.state.experience -= check.cost;
      const p = action.purchase;
      if (p.kind === "attribute" && p.attribute !== "magic") {
        const value = build.attributes[p.attribute] + 1;
        // The printed rows follow the new attribute by the rules, without conditions (notes.md: unpoisoned values).
        const raised = computeDerived({
          ...w.subject.build,
          attributes: { ...a, [p.attribute]: value },
          conditions: [],
        }).derived;
        w.edits.push({
          kind: "attribute",
          attribute: p.attribute,
          value,
          derived: { maxHealth: raised.maxHealth, maxZeal: raised.maxZeal, initiative: raised.initiative },
        });
      }
      if (p.kind === "skill")
        w.edits.push({
          kind: "skill",
          skill: p.skill,
          value: (build.skills[p.skill] ?? 0) + 1,
          attributes: { ...a },
          magicDice: w.subject.base.magicDice,
        });
      if (p.kind === "talent") w.edits.push({ kind: "talent", talent: p.talent });
      w.edits.push({ kind: "printedStats", stats: printedAfterPurchase(w.subject.build, p, w.subject.base.armor) });
      w.messages.push(msg("buy.done", { what: check.description, cost: check.cost, left: w.state.experience }));
      return null;
    }
    case "endScene": {
      const n = w.messages.length;
      w.messages.push(msg("scene.ended"));
      endEffects(w, (e) => e.doses === undefined && e.until === "scene");
      if (w.messages.length === n + 1) w.messages[n] = msg("scene.nothing");
      return null;
    }
    case "awardPd": {
      const result = w.state.experience + action.amount;
      if (!Number.isInteger(action.amount) || Math.abs(action.amount) > PLAY_RULES.maxAward || result < 0)
        return refuse("refused.award", { n: action.amount, result, max: PLAY_RULES.maxAward });
      const from = w.state.experience;
      w.state.experience = result;
      w.messages.push(msg("pd.awarded", { from, to: result }));
      return null;
    }
  }
}

/** Removing Martwy by hand is the one thing a dead subject allows (rules.md Decision). */
function allowedWhenDead(action: Action): boolean {
  return (
    action.kind === "toggleCondition" &&
    findCondition(action.name) === DEAD &&
    (action.on === false || action.on === undefined)
  );
}

/**
 * The one transition of play: (subject, action, dice) → new state, body
 * edits, messages and rolls, or a refusal with its reason. Every path (sheet,
 * blocks, commands, damage dialog, encounter) calls this. The maxima in force
 * are recomputed from the new conditions and effects, and current values are
 * cut to them in the same step (rules.md Decision on caps).
 */
export function apply(subject: Subject, action: Action, rng: RandomSource, options: ApplyOptions = {}): Outcome {
  const before = subject.state;
  if (isDead(before) && !allowedWhenDead(action)) return refuse("refused.dead", { name: subject.name });
  const w: Work = {
    subject,
    before,
    state: structuredClone(before),
    messages: [],
    rolls: [],
    edits: [],
    rng,
    options,
    extra: {},
  };
  const refusal = run(w, action);
  if (refusal) return refusal;
  // Caps: nothing above the maximum in force; cut points do not come back.
  const derived = now(w);
  for (const [key, max] of [
    ["health", derived.maxHealth],
    ["mana", derived.maxMana],
    ["zeal", derived.maxZeal],
  ] as const) {
    if (w.state[key] > max) {
      w.messages.push(msg("change.cut", { stat: key, from: w.state[key], to: max }));
      w.state[key] = max;
    }
    if (w.state[key] < 0) w.state[key] = 0;
  }
  endDyingIfAlive(w);
  return {
    ok: true,
    state: w.state,
    edits: w.edits,
    messages: w.messages,
    rolls: w.rolls,
    derived,
    before: inForce(subject, before),
    ...w.extra,
  };
}
