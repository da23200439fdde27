/**
 * A successful spell's effects on ONE target (issue 26 item 3; docs/en/rules.md Decision (spell
 * effects)): damage through hit(), healing, a Magiczna Osłona, conditions for a duration, and
 * the target's save rolled with its own pool (attribute + skill, T:S with S = the caster's
 * successes where the note says so). A change to the target's tests (attacks, named skills, attributes, casting,
 * tests against it, a situation, the enchanted weapon, successes added) is held as a timed effect the test
 * modifiers read (rules/modifiers.ts). Effects play cannot apply as numbers (stats it does not hold, narrative,
 * later or triggered effects) are said as messages for the GM, never dropped.
 */
import { LIMITS } from "../dice/limits";
import { rollPool } from "../dice/pool";
import { rollFormula, type CasterValues, type TargetValues } from "../spells/formula";
import { ATTRIBUTE_NAMES } from "../spells/names";
import { TEST_CHANGE_NUMBERS, type TestChange } from "../rules/modifiers";
import type { OvercastChoice, Save, SpellEffect, TestEffect } from "../spells/types";
import type { Action } from "./actions";
import { doToggle } from "./apply-conditions";
import { doAdjust, hit } from "./apply-damage";
import { msg, renderMessage } from "./messages";
import { holderOfState, modifiedPool, modifierMessages } from "./plan";
import { type EffectUntil } from "./state";
import { effectiveAttributes, inForce, type Subject } from "./subject";
import type { Refusal } from "./transition";
import { heldStatChange, statHeld } from "./apply-spell-stats";
import { holdTests, strip, turnOf, type Held } from "./apply-spell-hold";
import { sayForGm } from "./spell-said";
import { heal, now, refuse, type Work } from "./work";

type SpellAction = Extract<Action, { kind: "spellEffects" }>;

/** The values a spell's formulas read from its caster (`magicalAbilities`, `devotion`, `body`, …), in force. */
export function casterValues(subject: Subject): CasterValues {
  const e = effectiveAttributes(subject, subject.state.conditions);
  return {
    body: e.body,
    mind: e.mind,
    soul: e.soul,
    magicDice: inForce(subject, subject.state).magicDice,
    skills: { ...subject.build.skills },
  };
}

function targetValues(w: Work): TargetValues {
  const e = effectiveAttributes(w.subject, w.state.conditions);
  return {
    body: e.body,
    mind: e.mind,
    soul: e.soul,
    magicalAbilities: w.subject.build.skills["Zdolności Magiczne"] ?? 0,
    magicShield: (w.state.magicShield?.points ?? 0) + (w.subject.defences?.magicShield ?? now(w).magicShield ?? 0),
  };
}

/**
 * "na N rund" from this round: the holder's next N turn starts, ending at the one after (docs/en/rules.md Decision
 * (start-of-turn order)).
 */
function roundsUntil(a: SpellAction, rounds: number): EffectUntil {
  if (a.round === undefined) return "scene";
  return `round ${a.round + rounds + ((a.targetHasActed ?? true) ? 1 : 0)}`;
}

function overcastRounds(a: SpellAction): number {
  return (a.overcast ?? []).reduce((n, c) => n + (c.add === "rounds" ? c.rounds : 0), 0);
}

/** How long a lasting effect holds, as an `until` of play state. */
function untilOf(a: SpellAction, e: SpellEffect): EffectUntil {
  if (e.rounds !== undefined) return roundsUntil(a, e.rounds + overcastRounds(a));
  // The caster's next turn, where the cast says when it comes (a hit of the caster's weapon in the tracker).
  if (e.until === "casterNextTurn" && a.casterTurn && a.round !== undefined)
    return `round ${a.round + (a.casterTurn.begun ? 1 : 0)}`;
  if (e.until === "targetNextTurn" || e.until === "casterNextTurn") return roundsUntil(a, 0);
  if ((e.until === "spell" || e.until === undefined) && a.duration?.kind === "rounds")
    return roundsUntil(a, a.duration.rounds + overcastRounds(a));
  // "gdy skończy się walka" (Zakazana Osłona): until "Zakończ walkę"; outside a fight it ends like the scene.
  return e.until === "combat" ? "combat" : "scene";
}

function saveKey(s: Save): string {
  return `${s.attribute}|${s.skill}|${s.threshold}|${s.successes}`;
}

type DiceOf = "damage" | "heal" | "shield" | "saveSuccesses";

/** A spell effect's dice, labelled in Polish and as a message ("Kula Ognia: obrażenia (nadczarowanie)"). */
function pushDice(w: Work, spell: string, what: DiceOf, overcast: boolean, faces: number[]): void {
  const said = msg(`spell.dice.${what}${overcast ? "Overcast" : ""}`, { spell });
  w.rolls.push({ label: renderMessage(said), said, faces, total: faces.reduce((x, y) => x + y, 0) });
}

/**
 * The overcast's "+2 do wymaganej liczby sukcesów" / "+1k3 Sukcesów wymaganych do uniknięcia efektu":
 * what it adds to S of a save whose S is the caster's successes. Dice are rolled and shown.
 */
function overcastSuccesses(w: Work, a: SpellAction): number {
  let extra = 0;
  for (const c of a.overcast ?? []) {
    if (c.add !== "saveSuccesses") continue;
    const r = rollFormula(c.formula, a.caster, w.rng, { successes: a.casterSuccesses });
    for (const d of r.dice) pushDice(w, a.spell.name, "saveSuccesses", true, d.faces);
    const n = Math.max(0, r.amount ?? 0);
    extra += n;
    w.messages.push(msg("spell.overcastSave", { name: w.subject.name, n }));
  }
  return extra;
}

/** The target's save with its own pool; true when it resisted. One roll per distinct save of the spell. */
function rollSave(w: Work, a: SpellAction, save: Save, rolled: Map<string, boolean>): boolean {
  const key = saveKey(save);
  const known = rolled.get(key);
  if (known !== undefined) return known;
  const base = save.successes === "caster" ? a.casterSuccesses : save.successes;
  const extra = save.successes === "caster" ? overcastSuccesses(w, a) : 0;
  // S at least 1 (applyModifiers) and at most the dice module's limit (below), once each.
  const required = base + extra;
  // A save against a spell is resisting magic (Modlitwa o Opiekę: +1k6); the planner applies what the target holds.
  const pool = modifiedPool(
    { attribute: save.attribute, skill: save.skill, threshold: save.threshold, required },
    {
      attributes: effectiveAttributes(w.subject, w.state.conditions),
      magicDice: now(w).magicDice,
      skills: w.subject.build.skills,
    },
    holderOfState(w.state, now(w).elixirTolerance),
    { situations: ["resistMagic"] },
  );
  // A save is rolled whatever forbids other tests (as before): only the modifiers that change numbers are said.
  w.messages.push(...modifierMessages(pool.modifiers.filter((m) => !m.forbidden)));
  const r = rollPool(w.rng, {
    dice: Math.min(pool.dice, LIMITS.maxDicePerPool),
    threshold: pool.threshold,
    required: Math.min(LIMITS.maxRequired, pool.required),
    bonus: pool.bonusSuccesses,
  });
  w.rolls.push({
    label: `${w.subject.name}: ${ATTRIBUTE_NAMES[save.attribute]} (${save.skill})`,
    faces: r.faces,
    threshold: r.threshold,
    required: r.required,
    successes: r.successes,
    passed: r.passed,
  });
  w.messages.push(
    msg(r.passed ? "spell.saved" : "spell.saveFailed", {
      name: w.subject.name,
      attribute: ATTRIBUTE_NAMES[save.attribute],
      skill: save.skill,
      threshold: r.threshold,
      required: r.required,
      faces: r.faces.join(" ") || "—",
      n: r.successes,
    }),
  );
  rolled.set(key, r.passed);
  return r.passed;
}

/** Whether this target is among those the effect reaches (the caller says whose side it is on). */
function reaches(a: SpellAction, e: SpellEffect): boolean {
  if (!a.targetSide || !e.among || e.among === "all" || e.among === "aroundTarget") return true;
  if (e.among === "enemies") return a.targetSide === "enemy";
  return a.targetSide !== "enemy";
}

export function doSpellEffects(w: Work, a: SpellAction): Refusal | null {
  if (!Number.isInteger(a.casterSuccesses) || a.casterSuccesses < 0 || a.casterSuccesses > LIMITS.maxRequired * 10)
    return refuse("refused.amount", { value: String(a.casterSuccesses), max: LIMITS.maxRequired * 10 });
  const spell = a.spell.name;
  const saves = new Map<string, boolean>();
  const overcast = a.overcast ?? [];
  let damageExtra = overcast.filter((c) => c.add === "damage").map((c) => c.formula);
  let healExtra = overcast.filter((c) => c.add === "heal").map((c) => c.formula);
  let shieldExtra = overcast.filter((c) => c.add === "shield").map((c) => c.formula);
  const ignoresArmor = overcast.some((c) => c.add === "ignoresArmor");
  // "+1 kość do testów … Umiejętności Strzeleckie" adds to the spell's own held change on that skill (Celność).
  const folds = overcast.map((c) => [c, a.effects.find((e) => foldsInto(c, e))] as const);
  for (const [c, into] of folds)
    if (into) continue;
    else if (!["damage", "heal", "shield", "rounds", "saveSuccesses", "ignoresArmor"].includes(c.add))
      w.messages.push(
        msg("spell.gm", { spell, note: "spell.note.overcast", choice: c.add === "narrative" ? c.text : c.add }),
      );
  if (a.effects.length === 0) w.messages.push(msg("spell.gm", { spell, note: "none.narrative" }));
  const held: Held[] = [];
  for (const e of a.effects) {
    if (a.part !== "caster" && !reaches(a, e)) {
      w.messages.push(msg("spell.notThisTarget", { spell, effect: e.kind, name: w.subject.name }));
      continue;
    }
    // The caster's part (Kradzież Many) is its own act on the caster, once per cast (casterPart()).
    if ((e.recipient === "caster") !== (a.part === "caster")) {
      if (e.recipient === "caster" && !statHeld(e)) sayForGm(w, spell, e, "spell.note.caster");
      continue;
    }
    if (e.recipient === "trigger") {
      // A hit of the holder's weapon gives its target this effect (attack-strike.ts dealDamage); the rest the GM does.
      if (e.trigger === "weaponHit" && (e.kind === "test" || e.kind === "condition"))
        held.push({ onHit: strip(e), until: untilOf(a, { kind: "none", reason: "weapon", until: "spell" }) });
      else sayForGm(w, spell, e, "spell.note.trigger");
      continue;
    }
    if (e.timing && e.timing !== "cast") {
      sayForGm(w, spell, e, e.trigger ? `trigger.${e.trigger}` : `spell.timing.${e.timing}`);
      continue;
    }
    if (e.gate && !(a.gates ?? []).includes(e.gate)) {
      w.messages.push(msg("spell.gm", { spell, note: `gate.${e.gate}`, effect: e.kind }));
      continue;
    }
    if (e.kind === "test" || e.kind === "stat" || e.kind === "none") {
      // A save against a narrative effect is still rolled, so the GM knows the outcome.
      if (e.save && rollSave(w, a, e.save, saves)) continue;
      const change = e.kind === "test" ? heldChange(e) : null;
      for (const [c, into] of folds)
        if (change && into === e && c.add === "dice") change.dice = (change.dice ?? 0) + c.dice;
      const stat = e.kind === "stat" ? heldStatChange(e, ignoresArmor) : null;
      // "+2 do Many", "+1 punkt Pancerza": the overcast's number adds to the spell's own change of that stat.
      for (const [c, into] of folds) if (stat && into === e && "amount" in c) stat.add += c.amount;
      if (change) held.push({ change, until: untilOf(a, e), turnOf: turnOf(a, e) });
      else if (stat) {
        held.push({ stat, until: untilOf(a, e) });
        if (e.kind === "stat" && e.inArea) w.messages.push(msg("spell.statInArea", { spell, name: w.subject.name }));
      } else sayForGm(w, spell, e, "");
      continue;
    }
    if (e.save && rollSave(w, a, e.save, saves)) continue;
    const ctx = { successes: a.casterSuccesses, target: targetValues(w) };
    const roll = (formula: string, what: DiceOf, overcast: boolean): number | null => {
      const r = rollFormula(formula, a.caster, w.rng, ctx);
      for (const d of r.dice) pushDice(w, spell, what, overcast, d.faces);
      return r.amount;
    };
    const sum = (formula: string, extra: string[], what: DiceOf): number | null => {
      let n = roll(formula, what, false);
      for (const f of extra) {
        const more = roll(f, what, true);
        n = n === null || more === null ? null : n + more;
      }
      return n === null ? null : Math.max(0, n);
    };
    if (e.kind === "damage") {
      const formula = [e.formula, ...damageExtra].join(" + ");
      const n = sum(e.formula, damageExtra, "damage");
      damageExtra = [];
      if (n === null) {
        w.messages.push(msg("spell.gm", { spell, note: "spell.note.formula", formula }));
        continue;
      }
      w.messages.push(msg("spell.damage", { spell, formula, n }));
      hit(w, {
        amount: Math.min(n, 10_000),
        kind: e.damageType,
        ignoreArmor: e.ignoresArmor || ignoresArmor,
        ignoreMagicDefence: e.ignoresMagicDefence,
      });
    } else if (e.kind === "heal") {
      const formula = [e.formula, ...healExtra].join(" + ");
      const n = sum(e.formula, healExtra, "heal");
      healExtra = [];
      if (n === null) {
        w.messages.push(msg("spell.gm", { spell, note: "spell.note.formula", formula }));
        continue;
      }
      w.messages.push(msg("spell.heal", { spell, formula, n }));
      if ((e.resource ?? "health") === "zeal") doAdjust(w, { kind: "adjust", key: "zeal", delta: Math.min(n, 10_000) });
      else heal(w, Math.min(n, 10_000));
    } else if (e.kind === "shield") {
      if (e.mode === "break") {
        if (w.state.magicShield)
          w.messages.push(msg("spell.shieldBroken", { spell, source: w.state.magicShield.source }));
        w.state.magicShield = null;
        continue;
      }
      const formula = [e.formula, ...shieldExtra].join(" + ");
      const n = sum(e.formula, shieldExtra, "shield");
      shieldExtra = [];
      if (n === null) {
        w.messages.push(msg("spell.gm", { spell, note: "spell.note.formula", formula }));
        continue;
      }
      if (e.shared) w.messages.push(msg("spell.gm", { spell, note: "spell.note.shared" }));
      const until = untilOf(a, e);
      // A new Osłona replaces the one up before (recasting refreshes it).
      w.state.magicShield = n > 0 ? { points: Math.min(n, 10_000), until, source: spell } : null;
      w.messages.push(msg(n > 0 ? "spell.shield" : "spell.shieldNone", { spell, formula, n, until }));
    } else if (e.kind === "condition") {
      const name = e.condition === "choice" ? a.conditionChoice : e.condition;
      if (!name) {
        w.messages.push(msg("spell.gm", { spell, note: "spell.note.choice" }));
        continue;
      }
      if (e.mode === "immune") {
        w.messages.push(msg("spell.gm", { spell, note: "spell.note.immune", condition: name }));
        continue;
      }
      if (e.mode === "remove") {
        if (w.state.conditions.includes(name)) {
          const r = doToggle(w, { kind: "toggleCondition", name, on: false });
          if (r) w.messages.push(r.message);
        }
        continue;
      }
      const lasting = e.rounds !== undefined || e.until !== undefined || a.duration?.kind === "rounds";
      const r = doToggle(w, { kind: "toggleCondition", name, on: true, ...(lasting ? { until: untilOf(a, e) } : {}) });
      if (r) w.messages.push(r.message);
    }
  }
  if (held.length) holdTests(w, a, held);
  return null;
}

/**
 * A test effect as a held change (rules/modifiers.ts TestChange), or null when it names no tests at all. Every scope
 * is held: tests against the holder change the attacker's pool, a situation applies where the roll says it is in it
 * (a save against a spell is resisting magic), the enchanted weapon's attacks are the holder's weapon attacks, and
 * successes added to the result are counted by rollPool (docs/en/rules.md Decision "test modifiers").
 */
function heldChange(e: TestEffect): TestChange | null {
  const { skills, attributes, attacks, casting, againstHolder, situation } = e.on;
  if (!skills?.length && !attributes?.length && !attacks && !casting && !situation) return null;
  const change: TestChange = {
    on: {
      ...(skills?.length ? { skills: [...skills] } : {}),
      ...(attributes?.length ? { attributes: [...attributes] } : {}),
      ...(attacks ? { attacks } : {}),
      ...(casting ? { casting: true } : {}),
      ...(againstHolder ? { againstHolder: true as const } : {}),
      ...(situation ? { situation } : {}),
    },
  };
  for (const k of TEST_CHANGE_NUMBERS) if (e[k]) change[k] = e[k];
  if (e.blocked) change.blocked = true;
  return change;
}

/** Whether an overcast's dice on named skills (or its number on a stat) add to this effect's held change. */
function foldsInto(c: OvercastChoice, e: SpellEffect): boolean {
  // A stat's number goes to the spell's first raising change of it (Kradzież Many: the caster's, not the target's −2).
  if (c.add === "armor" || c.add === "initiative" || c.add === "mana" || c.add === "maxSpellCost")
    return e.kind === "stat" && e.stat === c.add && (e.add ?? 0) >= 0 && statHeld(e);
  if (c.add !== "dice" || !c.skills?.length || c.attributes?.length || e.kind !== "test" || !heldChange(e))
    return false;
  return c.skills.every((s) => e.on.skills?.includes(s));
}
