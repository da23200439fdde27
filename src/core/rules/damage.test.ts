import { describe, expect, it } from "vitest";
import { scriptedRandom } from "../dice/random";
import { applyDamage, applySurvival, weaponDamage } from "./damage";
import { applyHitWhileDying, applySurvivalTest, survivalTest } from "./dying";
import type { PlayStateFull } from "./state";
import { startTurn } from "./turn";

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
const hit = (amount: number, over: Partial<Parameters<typeof applyDamage>[1]> = {}) => ({
  amount,
  kind: "physical" as const,
  armor: 0,
  dazeThreshold: 7,
  ...over,
});

describe("rules.md Damage: the reduction order (Runiczny Pancerz, Magiczna Osłona, Pancerz, Żywotność)", () => {
  it("each layer takes its share in order; what is left comes off Żywotność", () => {
    const r = applyDamage(pc(), hit(10, { runicArmor: 2, magicShield: 3, armor: 1 }));
    expect(r.layers).toEqual([
      { name: "Runiczny Pancerz", absorbed: 2, note: "trafienie powyżej 5: Runiczny Pancerz trwale −1 (teraz 1)" },
      { name: "Magiczna Osłona", absorbed: 3, note: "osłona przełamana" },
      { name: "Pancerz", absorbed: 1 },
      { name: "Żywotność", absorbed: 4 },
    ]);
    expect(r.state.health).toBe(10);
    expect(r).toMatchObject({ total: 10, taken: 4, runicArmorAfter: 1, magicShieldAfter: 0, dead: false });
  });

  it("Runiczny Pancerz wears by 1 only on a hit of more than 5", () => {
    expect(applyDamage(pc(), hit(5, { runicArmor: 2 })).runicArmorAfter).toBe(2);
    expect(applyDamage(pc(), hit(6, { runicArmor: 2 })).runicArmorAfter).toBe(1);
  });

  it("Magiczna Osłona absorbs point for point and keeps what is left", () => {
    const r = applyDamage(pc(), hit(2, { magicShield: 5 }));
    expect(r.magicShieldAfter).toBe(3);
    expect(r.layers[0]).toEqual({ name: "Magiczna Osłona", absorbed: 2, note: "zostało 3" });
    expect(r.state.health).toBe(14);
  });

  it("environmental damage and 'ignoruje Pancerz' skip Pancerz; 'ignoruje magiczną obronę' skips the magic layers", () => {
    expect(applyDamage(pc(), hit(3, { kind: "environmental", armor: 2 })).state.health).toBe(11);
    expect(applyDamage(pc(), hit(3, { ignoreArmor: true, armor: 2 })).state.health).toBe(11);
    expect(applyDamage(pc(), hit(3, { kind: "magical", armor: 2 })).state.health).toBe(13);
    expect(applyDamage(pc(), hit(4, { ignoreMagicDefence: true, runicArmor: 2, magicShield: 2 })).state.health).toBe(
      10,
    );
  });

  it("vulnerability and resistance change the hit before reduction, never below 0", () => {
    expect(applyDamage(pc(), hit(3, { modifier: 2 })).state.health).toBe(9);
    expect(applyDamage(pc(), hit(3, { modifier: -5 })).state.health).toBe(14);
  });
});

describe("rules.md Damage: Oszołomiony from a big hit", () => {
  it("damage that reaches Żywotność ≥ Ciało + Umysł + Dusza makes the character Oszołomiony; less does not", () => {
    expect(applyDamage(pc(), hit(7)).state.conditions).toEqual(["Oszołomiony"]);
    expect(applyDamage(pc(), hit(6)).state.conditions).toEqual([]);
    expect(applyDamage(pc(), hit(8, { armor: 2 })).state.conditions).toEqual([]);
  });
});

describe("rules.md Damage: Umierający at 0, hits while dying, Test Przeżycia", () => {
  it("a hit that brings Żywotność to 0 makes the character Umierający with the overflow", () => {
    const r = applyDamage(pc({ health: 3 }), hit(5, { dazeThreshold: 99 }));
    expect(r.state).toMatchObject({
      health: 0,
      conditions: ["Umierający"],
      dying: { hits: 0, failedTests: 0, overflow: 2 },
    });
  });

  it("a hit fully absorbed while dying is not a hit: the counters stay", () => {
    const dying = pc({ health: 0, conditions: ["Umierający"], dying: { hits: 1, failedTests: 0, overflow: 2 } });
    const r = applyDamage(dying, hit(2, { armor: 3 }));
    expect(r.state.dying).toEqual({ hits: 1, failedTests: 0, overflow: 2 });
    expect(r.dead).toBe(false);
  });

  it("each hit that gets through while dying counts; the third kills", () => {
    let state = pc({ health: 0, conditions: ["Umierający"], dying: { hits: 0, failedTests: 0, overflow: 1 } });
    for (const hits of [1, 2]) {
      state = applyDamage(state, hit(1, { dazeThreshold: 99 })).state;
      expect(state.dying?.hits).toBe(hits);
      expect(state.conditions).not.toContain("Martwy");
    }
    const third = applyDamage(state, hit(1, { dazeThreshold: 99 }));
    expect(third.dead).toBe(true);
    expect(third.state.conditions).toContain("Martwy");
  });

  it("Test Przeżycia: 4:1 up to overflow 2, 4:2 up to 5, 4:3 beyond; +1 T per hit while dying", () => {
    expect(survivalTest({ hits: 0, failedTests: 0, overflow: 2 })).toEqual({ threshold: 4, required: 1 });
    expect(survivalTest({ hits: 0, failedTests: 0, overflow: 3 })).toEqual({ threshold: 4, required: 2 });
    expect(survivalTest({ hits: 0, failedTests: 0, overflow: 5 })).toEqual({ threshold: 4, required: 2 });
    expect(survivalTest({ hits: 0, failedTests: 0, overflow: 6 })).toEqual({ threshold: 4, required: 3 });
    expect(survivalTest({ hits: 2, failedTests: 0, overflow: 0 })).toEqual({ threshold: 6, required: 1 });
  });

  it("a passed test stabilises (Nieprzytomny, no longer dying); the second failure kills", () => {
    const dying = pc({ health: 0, conditions: ["Umierający"], dying: { hits: 0, failedTests: 0, overflow: 1 } });
    expect(applySurvival(dying, true).state).toMatchObject({ conditions: ["Nieprzytomny"], dying: null });
    const once = applySurvival(dying, false).state;
    expect(once).toMatchObject({ conditions: ["Umierający"], dying: { failedTests: 1 } });
    expect(applySurvival(once, false).state.conditions).toEqual(["Umierający", "Martwy"]);
    expect(applySurvival(pc(), false).state).toEqual(pc());
  });
});

describe("rules.md NPCs and encounters: the start of a turn", () => {
  const ctx = { maxZeal: 2, armor: 3, dazeThreshold: 7 };
  it("Zapał +1 up to the max", () => {
    expect(startTurn(pc({ zeal: 0 }), ctx).state.zeal).toBe(1);
    expect(startTurn(pc({ zeal: 2 }), ctx).state.zeal).toBe(2);
  });
  it("Podpalony deals 1 environmental damage (Pancerz does not help); a character not burning takes none", () => {
    expect(startTurn(pc(), ctx).state.health).toBe(14);
    expect(startTurn(pc({ conditions: ["Podpalony"] }), ctx).state.health).toBe(13);
  });
  it("a dying character is due its Test Przeżycia; a healthy one is not", () => {
    expect(
      startTurn(pc({ health: 0, conditions: ["Umierający"], dying: { hits: 0, failedTests: 0, overflow: 0 } }), ctx)
        .survivalTestDue,
    ).toBe(true);
    expect(startTurn(pc(), ctx).survivalTestDue).toBe(false);
  });
});

describe("rules.md Attack: weapon damage S+1k6 (S = the successes)", () => {
  it("S is the successes; dice are rolled", () => {
    expect(weaponDamage("S+1k6", 3, scriptedRandom([4]))).toEqual({ total: 7, text: "S+1k6 (S=3) = 7" });
    expect(weaponDamage("+S", 2, scriptedRandom([])).total).toBe(2);
    expect(weaponDamage("2+S", 2, scriptedRandom([])).total).toBe(4);
    expect(() => weaponDamage("1k6", 2, scriptedRandom([1]))).toThrow(/Nie rozumiem obrażeń broni „1k6”/);
  });
});

describe("rules.md Damage: what a hit says it did (the Notice and the log)", () => {
  it("a plain hit: only Żywotność, no layer the character does not have", () => {
    const r = applyDamage(pc(), hit(3));
    expect(r.layers).toEqual([{ name: "Żywotność", absorbed: 3 }]);
    expect(r.changes).toEqual(["Obrażenia 3: Żywotność 3", "Żywotność: 14 → 11"]);
  });
  it("a hit stopped by Pancerz: the layers, and no Żywotność line", () => {
    const r = applyDamage(pc(), hit(2, { armor: 3 }));
    expect(r.changes).toEqual(["Obrażenia 2: Pancerz 2, Żywotność 0"]);
  });
  it("Runiczny Pancerz wearing down is said after the layers", () => {
    expect(applyDamage(pc(), hit(6, { runicArmor: 1 })).changes).toEqual([
      "Obrażenia 6: Runiczny Pancerz 1, Żywotność 5",
      "Żywotność: 14 → 9",
      "Runiczny Pancerz: trafienie powyżej 5: Runiczny Pancerz trwale −1 (teraz 0)",
    ]);
  });
  it("Oszołomiony, Umierający and a hit while dying are each said", () => {
    expect(applyDamage(pc({ health: 8 }), hit(7)).changes).toContain(
      "Oszołomiony: obrażenia 7 ≥ Ciało + Umysł + Dusza (7)",
    );
    expect(applyDamage(pc({ health: 2 }), hit(5, { dazeThreshold: 99 })).changes).toContain(
      "Umierający: obrażenia ponad próg śmierci 3; Test Przeżycia na początku tury",
    );
    const dying = pc({ health: 0, conditions: ["Umierający"], dying: { hits: 0, failedTests: 0, overflow: 0 } });
    expect(applyDamage(dying, hit(1, { dazeThreshold: 99 })).changes).toContain(
      "trafienie podczas umierania (1/3): Test Przeżycia o stopień trudniejszy",
    );
    const third = applyDamage(
      { ...dying, dying: { hits: 2, failedTests: 0, overflow: 0 } },
      hit(1, { dazeThreshold: 99 }),
    );
    expect(third.changes.at(-1)).toBe("Postać umiera.");
  });
  it("a stat block without known attributes (threshold 0) is never dazed", () => {
    expect(applyDamage(pc(), hit(0, { dazeThreshold: 0 })).state.conditions).toEqual([]);
    expect(applyDamage(pc(), hit(5, { dazeThreshold: 0 })).state.conditions).toEqual([]);
  });
  it("a hit that only reaches 0 exactly is Umierający with overflow 0; a 0 hit at 0 changes nothing", () => {
    expect(applyDamage(pc({ health: 3 }), hit(3, { dazeThreshold: 99 })).state).toMatchObject({
      health: 0,
      dying: { overflow: 0 },
      conditions: ["Umierający"],
    });
    expect(applyDamage(pc({ health: 0 }), hit(0, { dazeThreshold: 99 })).state).toMatchObject({
      health: 0,
      dying: null,
      conditions: [],
    });
  });
  it("Martwy stays Martwy: a hit on the dead is not announced as a new death", () => {
    const r = applyDamage(pc({ health: 0, conditions: ["Martwy"] }), hit(2, { dazeThreshold: 99 }));
    expect(r.dead).toBe(true);
    expect(r.changes).not.toContain("Postać umiera.");
  });
  it("weapon damage with spaces reads the same; anything else is refused with the book's examples", () => {
    expect(weaponDamage(" S + 1k6 ", 2, scriptedRandom([5])).total).toBe(7);
    for (const bad of ["xS", "S+x", "S*2"])
      expect(() => weaponDamage(bad, 1, scriptedRandom([1])), bad).toThrow(RangeError);
  });
  it("Test Przeżycia on someone not dying: nothing needed, said", () => {
    expect(applySurvival(pc(), true).changes).toEqual(["Postać nie umiera: Test Przeżycia niepotrzebny."]);
    const dying = pc({ health: 0, conditions: ["Umierający"], dying: { hits: 0, failedTests: 0, overflow: 1 } });
    expect(applySurvival(dying, false).changes).toEqual(["Nieudany Test Przeżycia (1/2): jeszcze jedna szansa."]);
  });
});

describe("rules.md: the start of a turn says what it did", () => {
  const ctx = { maxZeal: 2, armor: 0, dazeThreshold: 7 };
  it("nothing to do: said so", () => {
    expect(startTurn(pc({ zeal: 2 }), ctx).changes).toEqual(["Nowa tura: nic się nie zmieniło."]);
  });
  it("Zapał, Podpalony's burn and a due Test Przeżycia, in that order", () => {
    const r = startTurn(
      pc({
        health: 1,
        zeal: 0,
        conditions: ["Podpalony", "Umierający"],
        dying: { hits: 0, failedTests: 0, overflow: 0 },
      }),
      ctx,
    );
    expect(r.changes).toEqual([
      "Zapał: 0 → 1/2",
      "Podpalony: 1 punkt obrażeń Środowiskowych",
      "Żywotność: 1 → 0",
      "trafienie podczas umierania (1/3): Test Przeżycia o stopień trudniejszy",
      "Umierający: teraz Test Przeżycia.",
    ]);
  });
  it("Umierający without stored counters is not due a test; counters without Umierający neither", () => {
    expect(startTurn(pc({ health: 0, conditions: ["Umierający"] }), ctx).survivalTestDue).toBe(false);
    expect(startTurn(pc({ dying: { hits: 0, failedTests: 0, overflow: 0 } }), ctx).survivalTestDue).toBe(false);
  });
});

describe("rules.md Damage: Test Przeżycia outcomes, as said", () => {
  const dying = pc({ health: 0, conditions: ["Umierający"], dying: { hits: 0, failedTests: 0, overflow: 1 } });
  it("passed: stabilised and Nieprzytomny, said; failed twice: dead, said", () => {
    expect(applySurvival(dying, true).changes).toEqual(["Test Przeżycia zdany: postać ustabilizowana, Nieprzytomna."]);
    expect(applySurvival({ ...dying, dying: { hits: 0, failedTests: 1, overflow: 1 } }, false).changes).toEqual([
      "Drugi nieudany Test Przeżycia: postać umiera.",
    ]);
  });
  it("the counters as a hit and a failure leave them", () => {
    expect(applyHitWhileDying({ hits: 0, failedTests: 0, overflow: 1 })).toEqual({
      outcome: "still-dying",
      dying: { hits: 1, failedTests: 0, overflow: 1 },
    });
    expect(applyHitWhileDying({ hits: 2, failedTests: 0, overflow: 1 }).outcome).toBe("dead");
    expect(applySurvivalTest({ hits: 0, failedTests: 0, overflow: 1 }, false)).toEqual({
      outcome: "still-dying",
      dying: { hits: 0, failedTests: 1, overflow: 1 },
    });
    expect(applySurvivalTest({ hits: 0, failedTests: 1, overflow: 1 }, false).outcome).toBe("dead");
    expect(applySurvivalTest({ hits: 0, failedTests: 1, overflow: 1 }, true)).toEqual({
      outcome: "stabilised",
      dying: null,
    });
  });
});
