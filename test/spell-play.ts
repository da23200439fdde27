import { expect } from "vitest";
import { scriptedRandom, type RandomSource } from "../src/core/dice/random";
import type { EngineContext } from "../src/core/encounter/engine";
import type { Action } from "../src/core/play/actions";
import { apply, type Outcome, type Transition } from "../src/core/play/apply";
import { violations } from "../src/core/play/invariants";
import { renderMessages } from "../src/core/play/messages";
import { emptyState, type PlayState } from "../src/core/play/state";
import type { Subject } from "../src/core/play/subject";
import { computeDerived } from "../src/core/rules/derived";
import { spellEffects } from "../src/core/spells/effects";
import type { CasterValues } from "../src/core/spells/formula";
import type { RollCharacter, RollSpell } from "../src/core/roll/result";

/** A PC a lasting spell is cast on, and the steps of play's apply() the spell tests share (issue 26). */
export function pc(over: Partial<PlayState> = {}): Subject {
  const build = {
    attributes: { body: 3, mind: 3, soul: 2, powerLevel: 10 },
    skills: { "Umiejętności Strzeleckie": 2, "Walka Wręcz": 1, "Zdolności Magiczne": 3, Refleks: 1 },
    talents: [],
    wornArmor: null,
    isPowerSource: false,
  };
  const d = computeDerived({ ...build, conditions: [] }).derived;
  return {
    id: "Ala",
    name: "Ala",
    kind: "pc",
    build,
    base: d,
    talents: [],
    discipline: null,
    equipment: [],
    editable: false,
    state: emptyState({ health: d.maxHealth, mana: d.maxMana, zeal: d.maxZeal, ...over }),
  };
}

export const caster: CasterValues = { body: 3, mind: 3, soul: 2, magicDice: 3, skills: { "Zdolności Magiczne": 3 } };

export function ok(o: Outcome): Transition {
  if (!o.ok) throw new Error(renderMessages([o.message]).join(""));
  return o;
}

export function run(s: Subject, a: Action): Subject {
  const t = ok(apply(s, a, scriptedRandom([1, 1, 1, 1, 1, 1])));
  const next = { ...s, state: t.state };
  expect(violations(next, next.state)).toEqual([]);
  lastMessages = renderMessages(t.messages);
  return next;
}
/** The messages of the last run(), rendered in Polish. */
export let lastMessages: string[] = [];

/** A spell of the built-in table on its note's path, with the duration its note gives. */
export function cast(path: string, duration: string, round = 1): Action {
  const e = spellEffects({ duration }, "", path);
  return {
    kind: "spellEffects",
    spell: { name: path, path },
    effects: e.effects,
    duration: e.duration,
    casterSuccesses: 1,
    caster,
    round,
    targetHasActed: true,
  };
}
/** The spell's name as its note's heading says (the table's entry). */
export const named = (a: Action, name: string): Action =>
  a.kind === "spellEffects" ? { ...a, spell: { ...a.spell, name } } : a;

/** The sample vault's notes of the spells whose lasting numbers play holds (issue 26), by their paths. */
export const SPELL_NOTES = {
  aegis: "spells/sacred/zeus/aegis.md",
  fanatic: "spells/sacred/jahwe/fanatical-sacrifice.md",
  forbidden: "spells/eldritch/forbidden-shield.md",
  drain: "spells/sacred/hekate/mana-drain.md",
  gravel: "spells/academic/earth-magic/gravel-armor.md",
  wind: "spells/academic/air-magic/wind-swift.md",
  hail: "spells/academic/water-magic/hailstorm.md",
  sanctify: "spells/sacred/common-prayers/sanctification.md",
  holy: "spells/sacred/common-prayers/holy-steel.md",
} as const;

/** A spell of the built-in table as its note reads (duration, target, …), cast from the tracker as a plain spell. */
export const tableSpell = (name: string, path: string, data: Record<string, unknown>): RollSpell => ({
  name,
  path,
  manaCost: 1,
  threshold: 4,
  required: 1,
  sacred: false,
  effects: spellEffects(data, "", path),
});

/** Dice that always show `face` (a die with fewer sides shows its highest). */
export const always = (face: number): RandomSource => ({ die: (sides) => Math.min(face, sides) });

/** The tracker's context for a fight whose casts find these spells by name (tableSpell's). */
export const spellContext =
  (spells: readonly RollSpell[]) =>
  (rng: RandomSource): EngineContext => ({
    rng,
    spell: (ref) => spells.find((s) => ref.kind === "name" && s.name === ref.name) ?? `no spell ${JSON.stringify(ref)}`,
  });

/** A character a roll line is made by (Ciało 3, Umysł 2, Dusza 3, 3 dice of Magia, 3 Many, 2 Zapału), with its skills. */
export const roller = (name: string, skills: Record<string, number>): RollCharacter => ({
  name,
  attributes: { body: 3, mind: 2, soul: 3 },
  magicDice: 3,
  skills,
  initiative: 5,
  maxSpellCost: 4,
  mana: 3,
  zeal: 2,
  dying: null,
  isPowerSource: false,
});
