import { describe, expect, it } from "vitest";
import { scriptedRandom } from "../dice/random";
import {
  formulaText,
  FormulaError,
  evaluateFormula,
  formulaParts,
  hasDice,
  isFormula,
  parseFormula,
  rollFormula,
  type CasterValues,
} from "./formula";

const caster: CasterValues = {
  body: 3,
  mind: 2,
  soul: 4,
  magicDice: 3,
  skills: { "Zdolności Magiczne": 5, Oddanie: 2 },
};

describe("damageBase formulas (docs/en/notes.md, docs/en/rules.md Decision spell effects)", () => {
  it.each([
    ["magicalAbilities", 5],
    ["devotion", 2],
    ["body", 3],
    ["mind", 2],
    ["soul", 4],
    ["magic", 3],
    ["7", 7],
    ["magicalAbilities*2", 10],
    ["(magicalAbilities|devotion)*3", 15],
    ["magicalAbilities+3", 8],
    ["magicalAbilities + 5", 10],
    ["body+mind+soul", 9],
    ["soul-1", 3],
  ])("%s = %d for the caster", (formula, amount) => {
    expect(evaluateFormula(formula, caster)).toBe(amount);
  });

  it('"/N" rounds up: Połowa X + 1 = ⌈X/2⌉ + 1', () => {
    expect(evaluateFormula("magicalAbilities/2+1", caster)).toBe(4); // ⌈5/2⌉ + 1
    expect(evaluateFormula("magicalAbilities/2", { ...caster, skills: { "Zdolności Magiczne": 4 } })).toBe(2);
    expect(evaluateFormula("magicalAbilities/2", { ...caster, skills: {} })).toBe(0);
    expect(evaluateFormula("soul/3", caster)).toBe(2); // ⌈4/3⌉
    expect(evaluateFormula("(body+soul)/2", caster)).toBe(4); // ⌈7/2⌉
  });

  it('"|" is the caster\'s choice ("Zdolności Magiczne lub Oddanie"): the higher value', () => {
    expect(evaluateFormula("(magicalAbilities|devotion)/2", caster)).toBe(3);
    expect(evaluateFormula("magicalAbilities|devotion", { ...caster, skills: { Oddanie: 6 } })).toBe(6);
  });

  it("a missing skill counts 0", () => {
    expect(evaluateFormula("devotion", { ...caster, skills: {} })).toBe(0);
  });

  it("dice, in d or the books' Polish k, give null without a roll", () => {
    for (const f of ["1d6", "1k6", "k6", "2K3", "magicalAbilities+1k6", "3d6"]) {
      expect(isFormula(f)).toBe(true);
      expect(hasDice(f)).toBe(true);
      expect(evaluateFormula(f, caster)).toBeNull();
    }
    expect(parseFormula("2k3")).toEqual({ t: "dice", count: 2, sides: 3 });
    expect(parseFormula("k6")).toEqual({ t: "dice", count: 1, sides: 6 });
  });

  it("rolls every die from the injected source and keeps the faces", () => {
    const r = rollFormula("magicalAbilities+1k6", caster, scriptedRandom([4]));
    expect(r).toEqual({ amount: 9, dice: [{ sides: 6, faces: [4] }] });
    const two = rollFormula("2d3+1", caster, scriptedRandom([1, 3]));
    expect(two).toEqual({ amount: 5, dice: [{ sides: 3, faces: [1, 3] }] });
    expect(rollFormula("magicalAbilities/2", caster, scriptedRandom([])).amount).toBe(3);
  });

  it("reads the target's values and the cast's successes from the context, else null", () => {
    expect(evaluateFormula("target.mind", caster)).toBeNull();
    expect(evaluateFormula("target.mind", caster, { target: { mind: 3 } })).toBe(3);
    expect(
      evaluateFormula("magicalAbilities+target.magicalAbilities", caster, { target: { magicalAbilities: 2 } }),
    ).toBe(7);
    expect(evaluateFormula("successes+1", caster, { successes: 2 })).toBe(3);
    expect(evaluateFormula("successes+1", caster)).toBeNull();
  });

  it.each(["", "magicalAbilities/", "2*", "foo", "1d0", "magicalAbilities/0", "(1+2", "1+2)", "Zdolności Magiczne"])(
    "refuses %j",
    (f) => {
      expect(isFormula(f)).toBe(false);
      expect(() => evaluateFormula(f, caster)).toThrow(FormulaError);
    },
  );

  it("names its parts (for checks against a note's text)", () => {
    expect(formulaParts("(magicalAbilities|devotion)/2+1k3+1")).toEqual({
      tokens: ["magicalAbilities", "devotion"],
      numbers: [1],
      dice: [{ count: 1, sides: 3 }],
      multipliers: [],
      divisors: [2],
    });
  });
});

describe("a formula as the table reads it", () => {
  it("names the sheet's values and writes dice the Polish way (k), English d", () => {
    expect(formulaText("magicalAbilities/2+1d6")).toBe("Zdolności Magiczne/2+1k6");
    expect(formulaText("(magicalAbilities|devotion)*3", "en")).toBe("(Zdolności Magiczne|Oddanie)*3");
    expect(formulaText("target.body+successes")).toBe("Ciało celu+sukcesy");
    expect(formulaText("S+1k6", "en")).toBe("S+1d6");
  });
});
