import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HAS_SAMPLE_VAULT, itWithSampleVault, SAMPLE_VAULT } from "../../../test/real-vault";
import { scriptedRandom } from "../dice/random";
import { rollPool } from "../dice/pool";
import { heldTests } from "../play/state";
import { planPool, poolTest, type RollError } from "../roll/plan";
import { cast, named, pc, run } from "../../../test/spell-play";
import { problemText, type Problem, type RollCharacter } from "../roll/result";
import type { PoolSpec } from "../roll/types";
import { applyModifiers, TARGET_MODIFIERS, TEST_MODIFIERS, type HeldTest } from "./modifiers";

/** docs/en/rules.md Decision "test modifiers" (issue 27.1): one table, applied by the one planner. */
const lena = (extra: Partial<RollCharacter> = {}): RollCharacter => ({
  name: "Lena",
  attributes: { body: 2, mind: 3, soul: 3 },
  magicDice: 5,
  skills: { Refleks: 3, "Zdolności Magiczne": 2, "Umiejętności Strzeleckie": 1 },
  initiative: 4,
  maxSpellCost: 4,
  mana: 10,
  zeal: 1,
  dying: null,
  isPowerSource: false,
  ...extra,
});
const spec = (terms: PoolSpec["terms"], text: string): PoolSpec => ({
  terms,
  threshold: 4,
  required: 1,
  explicitTS: false,
  text,
});
const body = spec([{ kind: "attribute", sign: 1, attribute: "body" }], "Ciało");
const reflex = spec([{ kind: "skill", sign: 1, skill: "Refleks" }], "Refleks");
const magic = spec(
  [
    { kind: "attribute", sign: 1, attribute: "magic" },
    { kind: "skill", sign: 1, skill: "Zdolności Magiczne" },
  ],
  "Magia + Zdolności Magiczne",
);
const mind = spec([{ kind: "attribute", sign: 1, attribute: "mind" }], "Umysł");

describe("the test modifiers (docs/en/rules.md Decision)", () => {
  it("Zdyszanie (l. 1206): one die fewer on every Ciało test, Ciało + Refleks included; shown on the result", () => {
    const tired = lena({ effects: ["Zdyszanie"] });
    expect(planPool(body, tired, []).dice).toBe(1);
    const r = planPool(reflex, tired, []);
    expect(r.dice).toBe(4);
    expect(r.description).toBe("Ciało + Refleks · Zdyszanie: −1k6");
    expect(planPool(mind, tired, []).dice).toBe(3);
  });
  it("never below 0 dice", () => {
    const weak = lena({ attributes: { body: 0, mind: 3, soul: 3 }, effects: ["Zdyszanie", "Eliksir Osłabienia"] });
    expect(planPool(body, weak, []).dice).toBe(0);
  });
  it("never below S 1: a change that takes successes away still leaves the one success every test needs", () => {
    const easier = applyModifiers({ dice: 4, attributeDice: 2, threshold: 4, required: 1 }, [
      { source: "X", cite: "—", required: -2 },
    ]);
    expect(easier.required).toBe(1);
    const harder = applyModifiers({ dice: 4, attributeDice: 2, threshold: 4, required: 1 }, [
      { source: "X", cite: "—", required: 2 },
    ]);
    expect(harder.required).toBe(3);
  });
  it("Zmęczenie (l. 1207): every test one step harder", () => {
    const r = planPool(mind, lena({ effects: ["Zmęczenie"] }), []);
    expect([r.dice, r.threshold]).toEqual([3, 5]);
    expect(r.description).toContain("Zmęczenie: T +1");
  });
  it("4–6 points over Tolerancja: one Magia die fewer; 75 %: no Magia dice at all; Ciało tests untouched", () => {
    expect(planPool(magic, lena({ overdose: { used: 25, tolerance: 20 } }), []).dice).toBe(6);
    expect(planPool(magic, lena({ overdose: { used: 7, tolerance: 4 } }), []).dice).toBe(2);
    expect(planPool(body, lena({ overdose: { used: 9, tolerance: 4 } }), []).dice).toBe(2);
  });
  it("Eliksir Osłabienia: one die fewer on Ciało tests", () => {
    expect(planPool(reflex, lena({ effects: ["Eliksir Osłabienia"] }), []).dice).toBe(4);
  });
  it("Oślepiony (l. 1259): no ranged attack and no sight test; Nieprzytomny (l. 1236): no test at all", () => {
    const shoot = spec([{ kind: "skill", sign: 1, skill: "Umiejętności Strzeleckie" }], "Umiejętności Strzeleckie");
    expect(() => planPool(shoot, lena({ conditions: ["Oślepiony"] }), [], { ranged: true })).toThrow(
      "Lena nie może wykonać tego testu: Oślepiony",
    );
    expect(() => planPool(mind, lena({ conditions: ["Oślepiony"] }), [], { sight: true })).toThrow(/Oślepiony/);
    expect(planPool(mind, lena({ conditions: ["Oślepiony"] }), []).dice).toBe(3);
    expect(() => planPool(mind, lena({ conditions: ["Nieprzytomny"] }), [])).toThrow(/Nieprzytomny/);
  });
  it("a forbidden test says why with the book's words in Polish, and only where they stand in English", () => {
    let problem: unknown = null;
    try {
      planPool(mind, lena({ conditions: ["Nieprzytomny"] }), []);
    } catch (e) {
      problem = (e as RollError).problem;
    }
    expect(problemText(problem as Problem, "pl")).toMatch(
      /^Lena nie może wykonać tego testu: Nieprzytomny \(l\. 1236: nie może podejmować/,
    );
    expect(problemText(problem as Problem, "en")).toBe("Lena cannot make this test: Nieprzytomny (l. 1236).");
  });
  it("Przewrócony (l. 1224): a melee attack against it is two steps easier", () => {
    const r = planPool(reflex, lena(), [], { attack: { melee: true, targetConditions: ["Przewrócony"] } });
    expect(r.threshold).toBe(2);
    expect(r.description).toContain("Przewrócony cel: T −2");
  });

  itWithSampleVault("every entry citing a line quotes that line of the book", () => {
    if (!HAS_SAMPLE_VAULT) return;
    const book = readFileSync(join(SAMPLE_VAULT, "..", "rules-source", "Podręcznik Gry.md"), "utf8").split("\n");
    for (const e of [...TEST_MODIFIERS, ...TARGET_MODIFIERS]) {
      const m = /^l\. (\d+): (.*?)(?: \(|$)/.exec(e.cite);
      if (!m) continue;
      const quoted = (m[2] ?? "").split("[…]").map((part) => part.trim());
      for (const q of quoted) expect(book[Number(m[1]) - 1], `${e.source}: ${e.cite}`).toContain(q);
    }
  });
});

/** A spell of the built-in table cast on a PC (test/spell-play.ts): the test changes it holds, as the planner reads them. */
const heldBy = (path: string, name: string, duration = "2 rundy") =>
  heldTests(run(pc(), named(cast(path, duration), name)).state.effects);
const walka = spec([{ kind: "skill", sign: 1, skill: "Walka Wręcz" }], "Walka Wręcz");
const shot = spec([{ kind: "skill", sign: 1, skill: "Umiejętności Strzeleckie" }], "Umiejętności Strzeleckie");
const meleeAt = (targetHeld: readonly HeldTest[], weapon = true) => ({
  attack: { melee: true, targetConditions: [], weapon, targetHeld },
});

describe('a lasting spell\'s test change, whatever its scope (docs/en/rules.md Decision "test modifiers"; issue 26)', () => {
  it("Egida: „wszystkie ataki kierowane w cel są trudniejsze o jeden stopień” — the attacker's T +1, listed; the holder's own attacks unchanged", () => {
    const aegis = heldBy("spells/sacred/zeus/aegis.md", "Egida", "1 runda");
    const r = planPool(walka, lena(), [], meleeAt(aegis));
    expect(r.threshold).toBe(5);
    expect(r.description).toContain("Egida: T +1");
    expect(planPool(walka, lena({ held: aegis }), [], meleeAt([])).threshold).toBe(4);
    // Not an attack (a Refleks test against nobody): untouched.
    expect(planPool(reflex, lena(), [], {}).threshold).toBe(4);
  });

  it("Wyczucie Zagrożenia: attacks at the holder two steps harder, „do maksymalnie Trudności (T) równej 6”", () => {
    const sense = heldBy("spells/academic/air-magic/danger-sense.md", "Wyczucie Zagrożenia");
    expect(planPool(walka, lena(), [], meleeAt(sense)).threshold).toBe(6);
    expect(planPool(walka, lena({ effects: ["Zmęczenie"] }), [], meleeAt(sense)).threshold).toBe(6);
    const r = planPool(walka, lena(), [{ kind: "easier", steps: 1 }], meleeAt(sense));
    expect([r.threshold, r.description]).toEqual([5, "Ciało + Walka Wręcz · Wyczucie Zagrożenia: T +2, T ≤ 6"]);
  });

  it("Urok Niewinności: „agresywne działania przeciwników wobec celu wymagają dwóch Sukcesów więcej” — an attack at it is one", () => {
    const charm = heldBy("spells/sacred/aphrodite/charm-of-innocence.md", "Urok Niewinności", "10 minut");
    const r = planPool(walka, lena(), [], meleeAt(charm));
    expect([r.required, r.description]).toEqual([3, "Ciało + Walka Wręcz · Urok Niewinności: S +2"]);
    // A test that is no attack is no aggressive action the planner can know.
    expect(planPool(reflex, lena(), [], {}).required).toBe(1);
  });

  it("Ognista Powłoka: „obniżając Trudność ataków wykonywanych tą bronią o 1 stopień” — weapon attacks only, not bare hands", () => {
    const cloak = heldBy("spells/academic/fire-magic/fire-cloak.md", "Ognista Powłoka", "3 tury");
    const holder = lena({ held: cloak });
    expect(planPool(walka, holder, [], meleeAt([])).threshold).toBe(3);
    expect(
      planPool(shot, holder, [], { ranged: true, attack: { melee: false, targetConditions: [], weapon: true } })
        .threshold,
    ).toBe(3);
    expect(planPool(walka, holder, [], meleeAt([], false)).threshold).toBe(4);
    expect(planPool(walka, holder, [], {}).threshold).toBe(4);
  });

  it("a situation's change applies only to a test said to be in it (Promień Harmonii: negocjacje +2k6)", () => {
    const harmony = heldBy("spells/sacred/aphrodite/ray-of-harmony.md", "Promień Harmonii", "1 godzina");
    const holder = lena({ held: harmony });
    const plain = planPool(mind, holder, []);
    const talks = planPool(mind, holder, [{ kind: "situation", situation: "negotiation" }]);
    expect(talks.dice).toBe(plain.dice + 2);
    expect(talks.description).toContain("Promień Harmonii: +2k6");
    expect(planPool(mind, holder, [{ kind: "situation", situation: "truth" }]).dice).toBe(plain.dice);
  });

  it("Więź Serc: „premia +2 Sukcesów do wszystkich Testów wymagających współpracy” — added to the result, not the pool", () => {
    const bond = heldBy("spells/sacred/aphrodite/bond-of-hearts.md", "Więź Serc", "Do następnego świtu");
    const holder = lena({ held: bond });
    const r = planPool(mind, holder, [{ kind: "situation", situation: "cooperation" }]);
    expect([r.dice, r.bonusSuccesses]).toEqual([3, 2]);
    expect(r.description).toBe("Umysł · Więź Serc: +2 sukcesy do wyniku");
    expect(planPool(mind, holder, []).bonusSuccesses).toBe(0);
    // rollPool counts them with the faces' successes against S: three ones and +2 pass S 2.
    const rolled = rollPool(scriptedRandom([1, 1, 1]), poolTest({ ...r, required: 2 }));
    expect([rolled.successes, rolled.bonus, rolled.passed]).toEqual([2, 2, true]);
  });
});
