import { describe, expect, it } from "vitest";
import { overcastRequired, overcastThreshold, planCast } from "./casting";

// Whether a cast may be made (base cost, Źródło Mocy, listed spells, prayer gates) is play/plan.test.ts;
// spending and Wyczerpanie Many are play/rules-in-play.test.ts, on apply().

describe("docs/en/rules.md Mana, casting: the spell's cost against the Maksymalny Koszt Zaklęcia", () => {
  it("cost = manaCost × (1 + overcast levels); E is how far it goes past the max", () => {
    expect(planCast({ baseCost: 2, overcastLevels: 2, maxSpellCost: 4, mana: 30 })).toMatchObject({
      cost: 6,
      excess: 2,
      manaAfter: 24,
      overdrawn: 0,
    });
    expect(planCast({ baseCost: 2, overcastLevels: 1, maxSpellCost: 4, mana: 30 })).toMatchObject({
      cost: 4,
      excess: 0,
      overcastTest: null,
    });
  });

  it("the overcast test: T by base cost (≤ 2: 4, ≤ 4: 5, more: 6), S = E(E+1)/2", () => {
    expect([1, 2, 3, 4, 5, 10].map(overcastThreshold)).toEqual([4, 4, 5, 5, 6, 6]);
    expect([0, 1, 2, 3].map(overcastRequired)).toEqual([0, 1, 3, 6]);
    expect(planCast({ baseCost: 3, overcastLevels: 1, maxSpellCost: 4, mana: 30 }).overcastTest).toEqual({
      threshold: 5,
      required: 3,
    });
  });

  it("too little mana: the cast is allowed; the points overdrawn are counted, mana does not go below 0", () => {
    expect(planCast({ baseCost: 4, overcastLevels: 0, maxSpellCost: 4, mana: 1 })).toMatchObject({
      overdrawn: 3,
      manaAfter: 0,
    });
    expect(planCast({ baseCost: 4, overcastLevels: 0, maxSpellCost: 4, mana: -2 })).toMatchObject({
      overdrawn: 4,
      manaAfter: 0,
    });
  });
});
