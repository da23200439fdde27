import { describe, expect, it } from "vitest";
import { scriptedRandom } from "../dice/random";
import { applyCast, overcastRequired, overcastThreshold, planCast } from "./casting";
import type { PlayStateFull } from "./state";

const pc = (over: Partial<PlayStateFull> = {}): PlayStateFull => ({
  health: 14,
  mana: 30,
  zeal: 1,
  conditions: [],
  elixirTolerance: 0,
  experience: 0,
  dying: null,
  ...over,
});

describe("rules.md Mana, casting: the spell's cost against the Maksymalny Koszt Zaklęcia", () => {
  it("a base cost equal to the max is allowed; above it only overcasting may go", () => {
    expect(planCast({ baseCost: 4, overcastLevels: 0, maxSpellCost: 4, mana: 30 }).refusal).toBeNull();
    expect(planCast({ baseCost: 5, overcastLevels: 0, maxSpellCost: 4, mana: 30 }).refusal).toMatch(
      /^Bazowy koszt zaklęcia \(5\) przekracza Maksymalny Koszt Zaklęcia \(4\)/,
    );
  });

  it("Źródło Mocy cannot cast", () => {
    expect(planCast({ baseCost: 1, overcastLevels: 0, maxSpellCost: 8, mana: 30, isPowerSource: true }).refusal).toBe(
      "Źródło Mocy nie może rzucać zaklęć (Pierwotna Energia).",
    );
  });

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
      refusal: null,
      overdrawn: 3,
      manaAfter: 0,
    });
    expect(planCast({ baseCost: 4, overcastLevels: 0, maxSpellCost: 4, mana: -2 })).toMatchObject({
      overdrawn: 4,
      manaAfter: 0,
    });
  });
});

describe("rules.md Mana, casting: spending and Wyczerpanie Many", () => {
  const ctx = { maxMana: 30, dazeThreshold: 7 };
  it("mana is spent, never below 0; a prayer costs its Zapał too", () => {
    const r = applyCast(
      pc({ mana: 3 }),
      { spell: "Pocisk", cost: 5, zealCost: 1, exhaustion: null },
      ctx,
      scriptedRandom([]),
    );
    expect(r.state).toMatchObject({ mana: 0, zeal: 0 });
    expect(r.changes).toEqual(["Pocisk: Mana 3 → 0/30 (koszt 5)", "modlitwa: Zapał 1 → 0"]);
  });

  it("Wyczerpanie: Oszołomiony and 1k3 damage ignoring Pancerz", () => {
    const r = applyCast(
      pc(),
      { spell: "Pocisk", cost: 2, zealCost: 0, exhaustion: { total: 10, tier: "Wyczerpanie" } },
      ctx,
      scriptedRandom([3]),
    );
    expect(r.state).toMatchObject({ health: 11, conditions: ["Oszołomiony"] });
  });

  it("Zdyszanie changes no number here: no condition, no damage", () => {
    const r = applyCast(
      pc(),
      { spell: "Pocisk", cost: 2, zealCost: 0, exhaustion: { total: 3, tier: "Zdyszanie" } },
      ctx,
      scriptedRandom([]),
    );
    expect(r.state).toMatchObject({ health: 14, conditions: [] });
  });
});

describe("rules.md Mana, casting: what a cast says it changed", () => {
  const ctx = { maxMana: 30, dazeThreshold: 7 };
  it("a plain cast: only the mana line; no Zapał line, no exhaustion", () => {
    const r = applyCast(
      pc({ zeal: 1 }),
      { spell: "Pocisk", cost: 2, zealCost: 0, exhaustion: null },
      ctx,
      scriptedRandom([]),
    );
    expect(r.changes).toEqual(["Pocisk: Mana 30 → 28/30 (koszt 2)"]);
    expect(r.state.zeal).toBe(1);
  });
  it("an exhaustion roll that reached no tier changes nothing more", () => {
    const r = applyCast(
      pc(),
      { spell: "Pocisk", cost: 2, zealCost: 0, exhaustion: { total: 0, tier: null } },
      ctx,
      scriptedRandom([]),
    );
    expect(r.changes).toEqual(["Pocisk: Mana 30 → 28/30 (koszt 2)"]);
  });
  it("Zapaść: Nieprzytomny and 2k6 damage ignoring Pancerz, each said", () => {
    const r = applyCast(
      pc({ mana: 0 }),
      { spell: "Kula Ognia", cost: 6, zealCost: 0, exhaustion: { total: 18, tier: "Zapaść" } },
      ctx,
      scriptedRandom([3, 4]),
    );
    expect(r.state).toMatchObject({ mana: 0, health: 7, conditions: ["Nieprzytomny", "Oszołomiony"] });
    expect(r.changes).toEqual([
      "Kula Ognia: Mana 0 → 0/30 (koszt 6)",
      "Wyczerpanie Many (suma 18): Zapaść - Postać natychmiast pada Nieprzytomna na 1k6 rund oraz otrzymuje 2k6 punkty Obrażeń ignorujących Pancerz.",
      "stan: Nieprzytomny",
      "2k6 obrażeń ignorujących Pancerz = 7",
      "Żywotność: 14 → 7",
      "Oszołomiony: obrażenia 7 ≥ Ciało + Umysł + Dusza (7)",
    ]);
  });
  it("Zmęczenie (5–8): said, with no condition and no damage", () => {
    const r = applyCast(
      pc(),
      { spell: "Pocisk", cost: 2, zealCost: 0, exhaustion: { total: 6, tier: "Zmęczenie" } },
      ctx,
      scriptedRandom([]),
    );
    expect(r.changes).toHaveLength(2);
    expect(r.state).toMatchObject({ health: 14, conditions: [] });
  });
  it("a prayer with too little Zapał pays what there is, never below 0", () => {
    const r = applyCast(
      pc({ zeal: 0 }),
      { spell: "Modlitwa", cost: 0, zealCost: 1, exhaustion: null },
      ctx,
      scriptedRandom([]),
    );
    expect(r.state.zeal).toBe(0);
    expect(r.changes).toContain("modlitwa: Zapał 0 → 0");
    expect(
      applyCast(pc({ zeal: 3 }), { spell: "Modlitwa", cost: 0, zealCost: 1, exhaustion: null }, ctx, scriptedRandom([]))
        .changes,
    ).toContain("modlitwa: Zapał 3 → 2");
  });
});
