import { describe, expect, it } from "vitest";
import { exhaustionTier, rollExhaustion, rollInitiative } from "./initiative";
import { scriptedRandom } from "./random";

describe("initiative order (docs/en/rules.md: Derived values, Decision on ties)", () => {
  it("orders by 2k6 + Inicjatywa, highest first", () => {
    const order = rollInitiative(scriptedRandom([1, 1, 6, 6, 3, 3]), [
      { name: "A", initiative: 5 },
      { name: "B", initiative: 1 },
      { name: "C", initiative: 3 },
    ]);
    expect(order.map((e) => `${e.name}=${e.total}`)).toEqual(["B=13", "C=9", "A=7"]);
  });

  it("a tie goes to the higher Inicjatywa", () => {
    const order = rollInitiative(scriptedRandom([5, 5, 3, 3]), [
      { name: "Niska", initiative: 2 },
      { name: "Wysoka", initiative: 6 },
    ]);
    expect(order.map((e) => e.total)).toEqual([12, 12]);
    expect(order[0]?.name).toBe("Wysoka");
  });

  it("then a 1k6 roll-off, repeated while still tied", () => {
    // both roll 4+4 with Inicjatywa 3; roll-off 2 vs 2, then 1 vs 5
    const order = rollInitiative(scriptedRandom([4, 4, 4, 4, 2, 2, 1, 5]), [
      { name: "A", initiative: 3 },
      { name: "B", initiative: 3 },
    ]);
    expect(order.map((e) => e.name)).toEqual(["B", "A"]);
    expect(order[0]?.rollOffs).toEqual([2, 5]);
  });
});

describe("Wyczerpanie Many table (docs/en/rules.md: Mana, casting, exhaustion)", () => {
  it.each([
    [1, "Zdyszanie"],
    [4, "Zdyszanie"],
    [5, "Zmęczenie"],
    [8, "Zmęczenie"],
    [9, "Wyczerpanie"],
    [12, "Wyczerpanie"],
    [13, "Załamanie Sił"],
    [16, "Załamanie Sił"],
    [17, "Zapaść"],
    [20, "Zapaść"],
    [21, "Ciężka Zapaść"],
    [24, "Ciężka Zapaść"],
    [25, "Wypalenie"],
    [99, "Wypalenie"],
  ])("a sum of %i is %s", (total, tier) => {
    expect(exhaustionTier(total)?.name).toBe(tier);
  });

  it("rolls N k6 for N overdrawn points and sums them", () => {
    const r = rollExhaustion(scriptedRandom([3, 4, 2]), 3);
    expect(r.total).toBe(9);
    expect(r.tier?.name).toBe("Wyczerpanie");
  });

  it("refuses absurd counts", () => {
    expect(() => rollExhaustion(scriptedRandom([]), 1000)).toThrow(/od 0 do 100/);
  });
});
