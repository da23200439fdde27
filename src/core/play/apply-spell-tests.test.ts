import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Action } from "./actions";
import { renderMessages } from "./messages";
import { holderOfState, modifiedPool, modifierMessages, type PoolTerms } from "./plan";
import { heldTests, readEffects, readState, writeState } from "./state";
import { seededRandom } from "../dice/random";
import { executeLine } from "../roll/execute";
import { parseLine } from "../roll/grammar";
import { situationOffers } from "../roll/situations";
import type { RollCharacter, RollEnvironment, RollResult } from "../roll/result";
import type { Subject } from "./subject";
import { SAMPLE_VAULT, itWithSampleVault } from "../../../test/real-vault";
import { cast, lastMessages, named, pc, run } from "../../../test/spell-play";

/**
 * A lasting spell's change to its target's tests is held as a timed effect the test modifiers read
 * (docs/en/rules.md Decision "test modifiers"; issue 26): the pool planner applies it while it lasts.
 */

const values = (s: Subject) => ({
  attributes: { body: 3, mind: 3, soul: 2 },
  magicDice: 3,
  skills: s.build.skills,
});
const shot: PoolTerms = { attribute: "body", skill: "Umiejętności Strzeleckie", threshold: 4, required: 1 };
const strike: PoolTerms = { attribute: "body", skill: "Walka Wręcz", threshold: 4, required: 1 };
const ranged = { ranged: true, attack: { melee: false, targetConditions: [] } };
const melee = { attack: { melee: true, targetConditions: [] } };
const pool = (s: Subject, terms: PoolTerms, test = {}) =>
  modifiedPool(terms, values(s), holderOfState(s.state, s.base.elixirTolerance), test);

const ACCURACY = "spells/academic/air-magic/accuracy.md";

describe(`Celność (${ACCURACY}): „Ataki dystansowe maga są o jeden stopień prostsze, a ponadto otrzymuje dwie dodatkowe kości do testów związanych z Umiejętnością Umiejętności Strzeleckie”`, () => {
  itWithSampleVault("the note in the real sample says so, for 2 rundy", () => {
    const text = readFileSync(join(SAMPLE_VAULT, ACCURACY), "utf8");
    expect(text).toContain("Ataki dystansowe maga są o jeden stopień prostsze");
    expect(text).toContain("dwie\n  dodatkowe kości do testów związanych z Umiejętnością Umiejętności Strzeleckie");
    expect(text).toMatch(/^duration: 2 rundy$/m);
  });

  it("a ranged attack by the target is one step easier with 2 more dice while it lasts, and each result lists them", () => {
    const before = pc();
    const plain = pool(before, shot, ranged);
    const s = run(before, named(cast(ACCURACY, "2 rundy"), "Celność"));
    // Cast in round 1 after the target's turn began: 2 rounds = the starts of rounds 2 and 3; it ends at round 4.
    expect(s.state.effects).toEqual([
      {
        name: "Celność",
        until: "round 4",
        test: [
          { on: { attacks: "ranged" }, threshold: -1 },
          { on: { skills: ["Umiejętności Strzeleckie"] }, dice: 2 },
        ],
        cite: ACCURACY,
      },
    ]);
    expect(lastMessages).toContain("Celność: Ala — ataki dystansowe: T −1 (do rundy 4)");
    const p = pool(s, shot, ranged);
    expect(p.threshold).toBe(plain.threshold - 1);
    expect(p.dice).toBe(plain.dice + 2);
    expect(p.modifiers.map((m) => [m.source, m.cite])).toEqual([
      ["Celność", ACCURACY],
      ["Celność", ACCURACY],
    ]);
    expect(renderMessages(modifierMessages(p.modifiers))).toEqual(["Celność: T −1", "Celność: +2k6"]);
    // A melee attack is neither ranged nor Umiejętności Strzeleckie: unchanged.
    const m = pool(s, strike, melee);
    expect([m.dice, m.threshold, m.modifiers]).toEqual([pool(before, strike, melee).dice, 4, []]);
  });

  it("gone after it ends: at the start of round 4 the pool is as before", () => {
    let s = run(pc(), named(cast(ACCURACY, "2 rundy"), "Celność"));
    s = run(s, { kind: "startTurn", round: 3 });
    expect(pool(s, shot, ranged).modifiers).toHaveLength(2);
    s = run(s, { kind: "startTurn", round: 4 });
    expect(s.state.effects).toEqual([]);
    expect(lastMessages.join(" ")).toContain("Celność");
    const p = pool(s, shot, ranged);
    expect([p.threshold, p.modifiers]).toEqual([4, []]);
  });
});

describe("a blocked test and a scope the GM keeps (issue 26)", () => {
  it("Negacja (spells/academic/necromancy/negation.md): „traci … właściwości magiczne”, casting is forbidden while it lasts", () => {
    const s = run(pc(), named(cast("spells/academic/necromancy/negation.md", "3 rundy"), "Negacja"));
    expect(lastMessages).toContain("Negacja: Ala nie może wykonywać Testów — rzucanie zaklęć (do rundy 5)");
    const spellPool: PoolTerms = { attribute: "magic", skill: "Zdolności Magiczne", threshold: 6, required: 1 };
    expect(pool(s, spellPool, { spell: true }).forbidden?.source).toBe("Negacja");
    // Not a spell test: not forbidden.
    expect(pool(s, shot, ranged).forbidden).toBeNull();
  });

  it("Wyczucie Zagrożenia (spells/academic/air-magic/danger-sense.md): attacks at the holder are held for the attacker's pool, not the holder's own; its Refleks dice are held", () => {
    const s = run(pc(), named(cast("spells/academic/air-magic/danger-sense.md", "2 rundy"), "Wyczucie Zagrożenia"));
    expect(s.state.effects.flatMap((e) => e.test ?? [])).toEqual([
      { on: { attacks: "all", againstHolder: true }, threshold: 2, maxThreshold: 6 },
      { on: { skills: ["Refleks"] }, dice: 2 },
    ]);
    expect(lastMessages).toContain(
      "Wyczucie Zagrożenia: Ala — ataki, Testy przeciwko celowi: T +2, T ≤ 6 (do rundy 4)",
    );
    expect(lastMessages.join(" · ")).not.toContain("(stosuje Mistrz Gry)");
    // The holder's own attacks are not what the spell changes.
    expect(pool(s, shot, ranged).modifiers).toEqual([]);
  });
});

describe('the `effects` key keeps a spell\'s test change (docs/en/notes.md "Play state")', () => {
  const max = { maxHealth: 10, maxMana: 5, maxZeal: 0 };
  it("written and read back the same; an old note's effects read and write unchanged", () => {
    const s = run(pc(), named(cast(ACCURACY, "2 rundy"), "Celność"));
    const fm: Record<string, unknown> = {};
    writeState(fm, s.state, max);
    expect(readState(fm, max).effects).toEqual(s.state.effects);
    // Written again from what was read: nothing to change.
    const again = structuredClone(fm);
    expect(Object.keys(writeState(again, readState(fm, max), max).values)).toEqual([]);
    const old = { effects: [{ name: "Zmęczenie", until: "longRest" }] };
    expect(readEffects(old.effects)).toEqual([{ name: "Zmęczenie", until: "longRest" }]);
    const copy = structuredClone(old);
    expect(writeState(copy, readState(copy, max), max).values).toEqual({});
    expect(copy).toEqual(old);
  });

  it("a change whose scope cannot be read is left out rather than widened", () => {
    const read = readEffects([
      {
        name: "X",
        until: "scene",
        test: [
          { on: { attacks: "thrown" }, threshold: -1 },
          { on: { situation: "flattery" }, dice: 1 },
          { on: {}, dice: 1 },
        ],
      },
      { name: "Y", until: "scene", test: [{ on: { casting: true }, blocked: true }] },
    ]);
    expect(read).toEqual([
      { name: "X", until: "scene" },
      { name: "Y", until: "scene", test: [{ on: { casting: true }, blocked: true }] },
    ]);
  });
});

describe(`Celność's overcast „+1 kość do testów związanych z Umiejętnością Umiejętności Strzeleckie” (${ACCURACY})`, () => {
  it("chosen at cast time, it adds to the held Umiejętności Strzeleckie dice: +3k6", () => {
    const a = named(cast(ACCURACY, "2 rundy"), "Celność");
    const over: Action = {
      ...(a as Extract<Action, { kind: "spellEffects" }>),
      overcast: [{ add: "dice", dice: 1, skills: ["Umiejętności Strzeleckie"] }],
    };
    const s = run(pc(), over);
    expect(s.state.effects[0]?.test?.[1]).toEqual({ on: { skills: ["Umiejętności Strzeleckie"] }, dice: 3 });
    expect(lastMessages.join(" · ")).not.toContain("(stosuje Mistrz Gry)");
    expect(pool(s, shot, ranged).dice).toBe(pool(pc(), shot, ranged).dice + 3);
  });
});

const PRAYER = "spells/sacred/common-prayers/prayer-for-protection.md";
const AIR_WAVE = "spells/academic/air-magic/air-wave.md";

describe(`Modlitwa o Opiekę (${PRAYER}): „bonus +1 kość do Testów na unikanie efektów uroków, zaklęć i klątw”`, () => {
  itWithSampleVault("the note in the real sample says so", () => {
    expect(readFileSync(join(SAMPLE_VAULT, PRAYER), "utf8")).toContain("+1 kość do Testów na unikanie efektów uroków");
  });

  it("a save against a spell is resisting magic: the holder's save has one die more and says why", () => {
    const wave = named(cast(AIR_WAVE, ""), "Powietrzna Fala");
    run(pc(), wave);
    const plain = lastMessages.find((m) => m.includes("test obronny"));
    expect(plain).toContain(": 1 1 1 → 0 sukcesów");
    const held = run(pc(), named(cast(PRAYER, "1 runda"), "Modlitwa o Opiekę"));
    expect(lastMessages).toContain(
      "Modlitwa o Opiekę: Ala — opieranie się magii: +1k6, gdy test tego dotyczy (przy rzucie „dotyczy opór magii”) (do rundy 3)",
    );
    run(held, wave);
    expect(lastMessages).toContain("Modlitwa o Opiekę: +1k6");
    expect(lastMessages.find((m) => m.includes("test obronny"))).toContain(": 1 1 1 1 → 0 sukcesów");
  });
});

const HARMONY = "spells/sacred/aphrodite/ray-of-harmony.md";

/** What the roll block knows of the PC: its values and the changes it holds (roll/vault-environment.ts does the same). */
const rollCharacter = (s: Subject): RollCharacter => ({
  name: s.name,
  attributes: { body: 3, mind: 3, soul: 2 },
  magicDice: 3,
  skills: { ...s.build.skills, Przekonywanie: 2 },
  initiative: 3,
  maxSpellCost: 3,
  mana: s.state.mana,
  zeal: s.state.zeal,
  dying: null,
  isPowerSource: false,
  conditions: s.state.conditions,
  effects: s.state.effects.map((e) => e.name),
  held: heldTests(s.state.effects),
});
const rollFor = (s: Subject, text: string) => {
  const line = parseLine(text, 1);
  if (line?.kind !== "roll") throw new Error(`not a roll: ${text}`);
  const env: RollEnvironment = {
    rng: seededRandom(5),
    character: () => rollCharacter(s),
    spell: () => "no spells",
  };
  const r = executeLine(line, env);
  if (!r.ok) throw new Error(r.message);
  return r.result as Extract<RollResult, { type: "pool" }>;
};

describe(`Promień Harmonii (${HARMONY}): „+2 kości do testów związanych z negocjacjami” — offered, ticked, applied, ended`, () => {
  itWithSampleVault("the note in the real sample says so", () => {
    expect(readFileSync(join(SAMPLE_VAULT, HARMONY), "utf8")).toMatch(/negocjacj/);
  });

  it("cast on a PC: its rolls offer „Dotyczy: negocjacje”; the ticked roll has 2 dice more and lists it, a plain roll not; gone when the scene ends", () => {
    const before = pc();
    expect(situationOffers(rollCharacter(before))).toEqual([]);
    const s = run(before, named(cast(HARMONY, "1 godzina"), "Promień Harmonii"));
    const offers = situationOffers(rollCharacter(s));
    expect(offers).toEqual([
      {
        situation: "negotiation",
        option: "dotyczy negocjacje",
        label: "Dotyczy: negocjacje — Promień Harmonii: +2k6",
      },
    ]);
    expect(situationOffers(rollCharacter(s), "en")[0]?.label).toBe("Applies: negocjacje — Promień Harmonii: +2k6");
    const plain = rollFor(s, "Umysł + Przekonywanie 4:1");
    const ticked = rollFor(s, `Umysł + Przekonywanie 4:1 | ${offers[0]!.option}`);
    expect(ticked.pool).toBe(plain.pool + 2);
    expect(ticked.text).toContain("Promień Harmonii: +2k6");
    expect(plain.text).not.toContain("Promień Harmonii");
    const ended = run(s, { kind: "endScene" });
    expect(ended.state.effects).toEqual([]);
    expect(situationOffers(rollCharacter(ended))).toEqual([]);
    expect(rollFor(ended, "Umysł + Przekonywanie 4:1 | dotyczy negocjacje").pool).toBe(plain.pool);
  });
});
