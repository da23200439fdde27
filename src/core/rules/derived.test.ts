import { describe, expect, it } from "vitest";
import { computeDerived, type BuildInput } from "./derived";
import { MAGIC_TABLE } from "./tables";

const base: BuildInput = {
  attributes: { body: 3, mind: 2, soul: 3, powerLevel: 4 },
  skills: { Refleks: 2, Spostrzegawczość: 1, Wytrzymałość: 2 },
  talents: [],
  wornArmor: null,
  conditions: [],
  isPowerSource: false,
};
const derive = (over: Partial<BuildInput> = {}) => computeDerived({ ...base, ...over }).derived;

describe("docs/en/rules.md: Derived values", () => {
  it("Żywotność = 2 × (Ciało + Umysł + Dusza)", () => expect(derive().maxHealth).toBe(16));
  it("Inicjatywa = Umysł + Refleks + Spostrzegawczość (skill values)", () => expect(derive().initiative).toBe(5));
  it("each Gotowość do Walki adds 2 to Inicjatywa", () => {
    expect(derive({ talents: [{ canonical: "Gotowość do Walki", count: 1 }] }).initiative).toBe(7);
    expect(derive({ talents: [{ canonical: "Gotowość do Walki", count: 2 }] }).initiative).toBe(9);
  });
  it("Zapał = ⌈Dusza / 2⌉", () => {
    expect(derive().maxZeal).toBe(2);
    expect(derive({ attributes: { ...base.attributes, soul: 4 } }).maxZeal).toBe(2);
    expect(derive({ attributes: { ...base.attributes, soul: 5 } }).maxZeal).toBe(3);
  });
  it("Mana, max spell cost and Magia dice come from the magic table by Poziom Mocy", () => {
    expect(derive()).toMatchObject({ maxMana: 24, maxSpellCost: 4, magicDice: 3 });
    expect(derive({ attributes: { ...base.attributes, powerLevel: 0 } })).toMatchObject({
      maxMana: 60,
      maxSpellCost: 10,
      magicDice: 6,
    });
    expect(derive({ attributes: { ...base.attributes, powerLevel: 10 } })).toMatchObject({
      maxMana: 3,
      maxSpellCost: 1,
      magicDice: 0,
    });
  });
  it("the table is kept exactly as printed: III has 21 mana, below IV's 24", () => {
    expect(MAGIC_TABLE[3]?.dailyMana).toBe(21);
    expect(MAGIC_TABLE[4]?.dailyMana).toBe(24);
    expect(MAGIC_TABLE.map((r) => r.dice)).toEqual([6, 4, 4, 3, 3, 3, 2, 2, 1, 1, 0]);
    expect(MAGIC_TABLE.map((r) => r.maxSpellCost)).toEqual([10, 6, 5, 5, 4, 4, 3, 3, 2, 1, 1]);
    expect(MAGIC_TABLE.map((r) => r.dailyMana)).toEqual([60, 36, 30, 21, 24, 18, 18, 12, 9, 6, 3]);
  });
  it("Źródło Mocy doubles mana and max spell cost", () => {
    expect(derive({ isPowerSource: true })).toMatchObject({ maxMana: 48, maxSpellCost: 8, magicDice: 3 });
  });
  it("Pancerz from worn armour; Człowiek z Żelaza gives 1 when none is worn", () => {
    expect(derive({ wornArmor: 3 }).armor).toBe(3);
    expect(derive({ talents: [{ canonical: "Człowiek z Żelaza", count: 1 }] }).armor).toBe(1);
    expect(derive({ wornArmor: 3, talents: [{ canonical: "Człowiek z Żelaza", count: 1 }] }).armor).toBe(3);
  });
  it("elixir Tolerancja = Ciało + Wytrzymałość; Odporność na Trucizny doubles the Wytrzymałość part", () => {
    expect(derive().elixirTolerance).toBe(5);
    expect(derive({ talents: [{ canonical: "Odporność na Trucizny", count: 1 }] }).elixirTolerance).toBe(7);
  });
  it("Zatruty lowers Ciało, Umysł, Dusza by 1 and Magia one level; every value is recomputed", () => {
    const r = computeDerived({ ...base, conditions: ["Zatruty"] });
    expect(r.effective).toEqual({ body: 2, mind: 1, soul: 2, powerLevel: 5 });
    expect(r.derived).toMatchObject({
      maxHealth: 10,
      initiative: 4,
      maxZeal: 1,
      maxMana: 18,
      magicDice: 3,
      elixirTolerance: 4,
    });
  });
  it("Zatruty and Przeklęty stack, never below 0, Magia never weaker than X", () => {
    const r = computeDerived({
      ...base,
      attributes: { body: 1, mind: 2, soul: 3, powerLevel: 10 },
      conditions: ["Zatruty", "Przeklęty"],
    });
    expect(r.effective).toEqual({ body: 0, mind: 0, soul: 1, powerLevel: 10 });
  });
});
