import { describe, expect, it } from "vitest";
import { scriptedRandom } from "../dice/random";
import { applyCast, planCast } from "./casting";
import { applyDamage, applySurvival, weaponDamage } from "./damage";
import { survivalTest } from "./dying";
import { drinkElixir, overdoseEffects } from "./elixirs";
import { rest, type RestContext } from "./rests";
import type { PlayStateFull } from "./state";
import { startTurn } from "./turn";

const full: PlayStateFull = {
  health: 16,
  mana: 24,
  zeal: 2,
  conditions: [],
  elixirTolerance: 0,
  experience: 0,
  dying: null,
};
const ctx: RestContext = { maxHealth: 16, maxMana: 24, maxZeal: 2, attributeSum: 8, endurance: 2, talents: [] };
const hurt = (over: Partial<PlayStateFull>): PlayStateFull => ({ ...full, ...over });

describe("rules.md: Rests", () => {
  it("Odetchnięcie: +1k6 + Wytrzymałość Żywotność and +1k6 Mana, capped at max", () => {
    const r = rest("breather", hurt({ health: 5, mana: 20 }), ctx, scriptedRandom([3, 6]));
    expect(r.state).toMatchObject({ health: 10, mana: 24 });
    expect(r.changes).toEqual([
      "Odetchnięcie",
      "Żywotność: 5 → 10/16",
      "Mana: 20 → 24/24",
      "rzut: Żywotność 1k6 = 3 + Wytrzymałość 2, Mana 1k6 = 6",
    ]);
  });
  it("Krótki odpoczynek: + (Ciało + Umysł + Dusza) Żywotność, + ⌊mana / 3⌋ Mana, removes Nieprzytomny", () => {
    const r = rest(
      "short",
      hurt({ health: 2, mana: 0, conditions: ["Nieprzytomny", "Zatruty"] }),
      ctx,
      scriptedRandom([]),
    );
    expect(r.state).toMatchObject({ health: 10, mana: 8, conditions: ["Zatruty"] });
  });
  it("Krótki odpoczynek resets elixir Tolerancja only with Nadzwyczajna Odporność", () => {
    expect(rest("short", hurt({ elixirTolerance: 4 }), ctx, scriptedRandom([])).state.elixirTolerance).toBe(4);
    expect(
      rest("short", hurt({ elixirTolerance: 4 }), { ...ctx, talents: ["Nadzwyczajna Odporność"] }, scriptedRandom([]))
        .state.elixirTolerance,
    ).toBe(0);
  });
  it("Długi odpoczynek: Żywotność and Mana to max, removes Zatruty, Oszołomiony, Zamrożony, Nieprzytomny, resets Tolerancja; Decision: Zapał to max, dying cleared", () => {
    const r = rest(
      "long",
      hurt({
        health: 0,
        mana: 3,
        zeal: 0,
        elixirTolerance: 7,
        conditions: ["Zatruty", "Oszołomiony", "Zamrożony", "Nieprzytomny", "Podpalony", "Umierający"],
        dying: { hits: 1, failedTests: 1, overflow: 2 },
      }),
      ctx,
      scriptedRandom([]),
    );
    expect(r.state).toEqual({ ...full, conditions: ["Podpalony"], dying: null });
  });
  it("a rest that changes nothing says so", () => {
    expect(rest("long", full, ctx, scriptedRandom([])).changes).toEqual(["Długi odpoczynek: nic się nie zmieniło"]);
  });
  it("Przeklęty regains no Żywotność naturally, even while resting", () => {
    const r = rest("long", hurt({ health: 4, mana: 0, conditions: ["Przeklęty"] }), ctx, scriptedRandom([]));
    expect(r.state).toMatchObject({ health: 4, mana: 24 });
    expect(r.changes).toContain("Przeklęty: Żywotność nie regeneruje się naturalnie.");
  });
});

describe("rules.md: Damage", () => {
  const hit = (state: PlayStateFull, amount: number, more: Partial<Parameters<typeof applyDamage>[1]> = {}) =>
    applyDamage(state, { amount, kind: "physical", armor: 1, dazeThreshold: 8, ...more });

  it("weapon damage: +S, 2+S, S+1k6", () => {
    expect(weaponDamage("+S", 3, scriptedRandom([])).total).toBe(3);
    expect(weaponDamage("2+S", 3, scriptedRandom([])).total).toBe(5);
    expect(weaponDamage("S+1k6", 3, scriptedRandom([4])).total).toBe(7);
    expect(() => weaponDamage("miecz", 3, scriptedRandom([]))).toThrow(/Nie rozumiem obrażeń broni/);
  });

  it("reduction order: Runiczny Pancerz, Magiczna Osłona, Pancerz, then Żywotność", () => {
    const r = hit(full, 10, { runicArmor: 2, magicShield: 3, armor: 1 });
    expect(r.layers.map((l) => [l.name, l.absorbed])).toEqual([
      ["Runiczny Pancerz", 2],
      ["Magiczna Osłona", 3],
      ["Pancerz", 1],
      ["Żywotność", 4],
    ]);
    expect(r.state.health).toBe(12);
    expect(r.magicShieldAfter).toBe(0);
  });

  it("a hit of more than 5 lowers Runiczny Pancerz permanently by 1; 5 does not", () => {
    expect(hit(full, 6, { runicArmor: 3 }).runicArmorAfter).toBe(2);
    expect(hit(full, 5, { runicArmor: 3 }).runicArmorAfter).toBe(3);
  });

  it("environmental damage ignores Pancerz; skip flags skip their layers", () => {
    expect(hit(full, 3, { kind: "environmental", armor: 2 }).state.health).toBe(13);
    expect(hit(full, 3, { ignoreArmor: true, armor: 2 }).state.health).toBe(13);
    expect(hit(full, 3, { ignoreMagicDefence: true, runicArmor: 5, magicShield: 5, armor: 0 }).state.health).toBe(13);
  });

  it("vulnerability and resistance change the total first", () => {
    expect(hit(full, 4, { modifier: 2, armor: 0 }).total).toBe(6);
    expect(hit(full, 4, { modifier: -9, armor: 0 }).state.health).toBe(16);
  });

  it("damage taken ≥ Ciało + Umysł + Dusza in one hit → Oszołomiony", () => {
    expect(hit(full, 9, { armor: 1 }).state.conditions).toEqual(["Oszołomiony"]);
    expect(hit(full, 8, { armor: 1 }).state.conditions).toEqual([]);
  });

  it("Żywotność never goes below 0; at 0 the character is Umierający with the overflow", () => {
    const r = hit(hurt({ health: 3 }), 7, { armor: 0, dazeThreshold: 99 });
    expect(r.state.health).toBe(0);
    expect(r.state.conditions).toEqual(["Umierający"]);
    expect(r.state.dying).toEqual({ hits: 0, failedTests: 0, overflow: 4 });
  });

  it("Test Przeżycia: 4:1 (overflow ≤ 2), 4:2 (≤ 5), 4:3 (> 5); T + 1 per hit while dying", () => {
    expect(survivalTest({ hits: 0, failedTests: 0, overflow: 2 })).toEqual({ threshold: 4, required: 1 });
    expect(survivalTest({ hits: 0, failedTests: 0, overflow: 5 })).toEqual({ threshold: 4, required: 2 });
    expect(survivalTest({ hits: 0, failedTests: 0, overflow: 6 })).toEqual({ threshold: 4, required: 3 });
    expect(survivalTest({ hits: 1, failedTests: 0, overflow: 1 })).toEqual({ threshold: 5, required: 1 });
    expect(survivalTest({ hits: 2, failedTests: 0, overflow: 1 })).toEqual({ threshold: 6, required: 1 });
  });

  it("hits while dying raise T; the third hit kills", () => {
    let s = hit(hurt({ health: 1 }), 3, { armor: 0, dazeThreshold: 99 }).state;
    s = hit(s, 1, { armor: 0 }).state;
    expect(s.dying?.hits).toBe(1);
    s = hit(s, 1, { armor: 0 }).state;
    expect(s.conditions).not.toContain("Martwy");
    const third = hit(s, 1, { armor: 0 });
    expect(third.dead).toBe(true);
    expect(third.state.conditions).toContain("Martwy");
  });

  it("a passed Test Przeżycia stabilises (Nieprzytomny); two failed tests kill", () => {
    const dying = hurt({ health: 0, conditions: ["Umierający"], dying: { hits: 0, failedTests: 0, overflow: 3 } });
    expect(applySurvival(dying, true).state).toMatchObject({ conditions: ["Nieprzytomny"], dying: null });
    const once = applySurvival(dying, false).state;
    expect(once.dying?.failedTests).toBe(1);
    expect(once.conditions).not.toContain("Martwy");
    expect(applySurvival(once, false).state.conditions).toContain("Martwy");
  });
});

describe("rules.md: Mana, casting, exhaustion (and Zasada Nadczarowywania Zaklęć)", () => {
  it("a cast costs manaCost × (1 + overcast levels)", () => {
    expect(planCast({ baseCost: 2, overcastLevels: 0, maxSpellCost: 4, mana: 24 }).cost).toBe(2);
    expect(planCast({ baseCost: 2, overcastLevels: 2, maxSpellCost: 4, mana: 24 }).cost).toBe(6);
  });
  it("the book's example: Magiczna Tarcza +2 at level IV costs 6, E = 2, test 4:3", () => {
    expect(planCast({ baseCost: 2, overcastLevels: 2, maxSpellCost: 4, mana: 24 }).overcastTest).toEqual({
      threshold: 4,
      required: 3,
    });
  });
  it("the overcast test's T by base cost (≤2 → 4, ≤4 → 5, ≥5 → 6) and S = E(E+1)/2", () => {
    expect(planCast({ baseCost: 3, overcastLevels: 1, maxSpellCost: 4, mana: 99 }).overcastTest).toEqual({
      threshold: 5,
      required: 3,
    });
    expect(planCast({ baseCost: 5, overcastLevels: 1, maxSpellCost: 6, mana: 99 }).overcastTest).toEqual({
      threshold: 6,
      required: 10,
    });
  });
  it("a spell whose base cost is over the max spell cost cannot be cast", () => {
    expect(planCast({ baseCost: 5, overcastLevels: 0, maxSpellCost: 4, mana: 99 }).refusal).toMatch(
      /przekracza Maksymalny Koszt/,
    );
  });
  it("Źródło Mocy refuses to cast", () => {
    expect(
      planCast({ baseCost: 1, overcastLevels: 0, maxSpellCost: 8, mana: 48, isPowerSource: true }).refusal,
    ).toMatch(/Źródło Mocy/);
  });
  it("too little mana is allowed: the overdrawn points are rolled on Wyczerpanie Many", () => {
    expect(planCast({ baseCost: 2, overcastLevels: 1, maxSpellCost: 4, mana: 1 })).toMatchObject({
      overdrawn: 3,
      manaAfter: 0,
    });
  });
  it("casting spends mana and a prayer's Zapał; Wyczerpanie (9–12) makes Oszołomiony and deals 1k3 ignoring Pancerz", () => {
    const r = applyCast(
      hurt({ mana: 1 }),
      { spell: "Tarcza", cost: 4, zealCost: 1, exhaustion: { total: 10, tier: "Wyczerpanie" } },
      { maxMana: 24, dazeThreshold: 8 },
      scriptedRandom([2]),
    );
    expect(r.state).toMatchObject({ mana: 0, zeal: 1, health: 14, conditions: ["Oszołomiony"] });
  });
});

describe("rules.md: elixir Tolerancja (Przekroczenie Tolerancji Eliksirów)", () => {
  it("drinking adds Moc to the counter", () => {
    expect(drinkElixir(full, { name: "Eliksir Zdrowia", power: 2 }, 5).state.elixirTolerance).toBe(2);
  });
  it("effects stack by points over tolerance and by share of it", () => {
    expect(overdoseEffects(5, 5)).toEqual([]);
    expect(overdoseEffects(6, 5)).toHaveLength(1);
    expect(overdoseEffects(9, 10)).toEqual([]);
    expect(overdoseEffects(15, 10)).toEqual([
      expect.stringContaining("1–3"),
      expect.stringContaining("4–6"),
      expect.stringContaining("o 50% Tolerancji"),
    ]);
  });
  it("100% over tolerance: unconscious at once", () => {
    const r = drinkElixir(hurt({ elixirTolerance: 6 }), { name: "Eliksir Prawdomówności", power: 8 }, 7);
    expect(r.state.conditions).toContain("Nieprzytomny");
  });
});

describe("rules.md: Zapał at the start of a turn, and Podpalony", () => {
  it("+1 Zapał up to the max", () => {
    expect(startTurn(hurt({ zeal: 0 }), { maxZeal: 2, armor: 0, dazeThreshold: 8 }).state.zeal).toBe(1);
    expect(startTurn(hurt({ zeal: 2 }), { maxZeal: 2, armor: 0, dazeThreshold: 8 }).state.zeal).toBe(2);
  });
  it("Podpalony: 1 environmental damage each turn, which Pancerz does not stop", () => {
    expect(
      startTurn(hurt({ conditions: ["Podpalony"] }), { maxZeal: 2, armor: 3, dazeThreshold: 8 }).state.health,
    ).toBe(15);
  });
  it("a dying character is due a Test Przeżycia", () => {
    expect(
      startTurn(hurt({ health: 0, conditions: ["Umierający"], dying: { hits: 0, failedTests: 0, overflow: 1 } }), {
        maxZeal: 2,
        armor: 0,
        dazeThreshold: 8,
      }).survivalTestDue,
    ).toBe(true);
  });
});
