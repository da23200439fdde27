import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HAS_SAMPLE_VAULT, itWithSampleVault, SAMPLE_VAULT } from "../../../test/real-vault";
import { planPool, type RollError } from "../roll/plan";
import { problemText, type Problem, type RollCharacter } from "../roll/result";
import type { PoolSpec } from "../roll/types";
import { TARGET_MODIFIERS, TEST_MODIFIERS } from "./modifiers";

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
