import { describe, expect, it } from "vitest";
import { scriptedRandom } from "../dice/random";
import { absorb, weaponDamage, type DamageInput } from "./damage";
import { applyHitWhileDying, applySurvivalTest, survivalTest } from "./dying";

// What the layers leave is decided here; Żywotność, Oszołomiony, Umierający and Martwy
// are play's (play/rules-in-play.test.ts, on apply()).
const hit = (amount: number, over: Partial<DamageInput> = {}): DamageInput => ({
  amount,
  kind: "physical",
  runicArmor: 0,
  magicShield: 0,
  armor: 0,
  ...over,
});

describe("docs/en/rules.md Damage: the reduction order (Runiczny Pancerz, Magiczna Osłona, Pancerz), in numbers", () => {
  it("each layer takes its share in order; what is left goes on to Żywotność", () => {
    expect(absorb(hit(10, { runicArmor: 2, magicShield: 3, armor: 1 }))).toMatchObject({
      total: 10,
      layers: [
        { name: "Runiczny Pancerz", absorbed: 2 },
        { name: "Magiczna Osłona", absorbed: 3 },
        { name: "Pancerz", absorbed: 1 },
      ],
      remaining: 4,
      runicArmorAfter: 1,
      magicShieldAfter: 0,
      runicWorn: true,
    });
  });
  it("notes.md Weapons as written: a hit's extra part 'ignorujące Pancerz i Runiczny Pancerz' meets only Magiczna Osłona, after the base part", () => {
    // Diana, Forma III: Rapier 1+S (S=2 → 3) plus 1k3 (→ 2) against Runiczny Pancerz 2, Osłona 1, Pancerz 1.
    const a = absorb(
      hit(3, { runicArmor: 2, magicShield: 1, armor: 1, extra: { amount: 2, ignoreArmor: true, ignoreRunic: true } }),
    );
    expect(a.parts.map((p) => [p.amount, p.layers, p.remaining])).toEqual([
      [
        3,
        [
          { name: "Runiczny Pancerz", absorbed: 2 },
          { name: "Magiczna Osłona", absorbed: 1 },
          { name: "Pancerz", absorbed: 0 },
        ],
        0,
      ],
      [2, [], 2],
    ]);
    expect(a).toMatchObject({ total: 5, remaining: 2, runicWorn: false, magicShieldAfter: 0 });
    // The same 5 as one hit: the runes take 2, Osłona 1, Pancerz 1: one point left.
    expect(absorb(hit(5, { runicArmor: 2, magicShield: 1, armor: 1 })).remaining).toBe(1);
  });
  it("Runiczny Pancerz wears by 1 only on a hit of more than 5, and never below 0", () => {
    expect(absorb(hit(5, { runicArmor: 2 })).runicArmorAfter).toBe(2);
    expect(absorb(hit(6, { runicArmor: 2 })).runicArmorAfter).toBe(1);
    expect(absorb(hit(9, { runicArmor: 1 })).runicArmorAfter).toBe(0);
  });
  it("Magiczna Osłona absorbs point for point and keeps what is left", () => {
    expect(absorb(hit(2, { magicShield: 5 }))).toMatchObject({ remaining: 0, magicShieldAfter: 3 });
  });
  it("environmental damage and 'ignoruje Pancerz' skip Pancerz; 'ignoruje magiczną obronę' skips the magic layers", () => {
    expect(absorb(hit(3, { kind: "environmental", armor: 2 })).remaining).toBe(3);
    expect(absorb(hit(3, { kind: "environmental", runicArmor: 1, magicShield: 1, armor: 2 })).remaining).toBe(1);
    expect(absorb(hit(3, { ignoreArmor: true, armor: 2 })).remaining).toBe(3);
    expect(absorb(hit(3, { kind: "magical", armor: 2 })).remaining).toBe(1);
    expect(absorb(hit(4, { ignoreMagicDefence: true, runicArmor: 2, magicShield: 2 }))).toMatchObject({
      remaining: 4,
      runicArmorAfter: 2,
      magicShieldAfter: 2,
      layers: [],
    });
  });
  it("vulnerability and resistance change the hit before reduction, never below 0", () => {
    expect(absorb(hit(3, { modifier: 2 })).remaining).toBe(5);
    expect(absorb(hit(3, { modifier: -5 })).remaining).toBe(0);
  });
  it("Decision (multiplied damage): the damage taken ×N goes on the whole hit first, rounded up, then the added changes", () => {
    // Fanatyczne Poświęcenie ×2 and Zakazana Osłona −1 on a hit of 4: 4 × 2 − 1 = 7.
    expect(absorb(hit(4, { times: 2, modifier: -1 })).total).toBe(7);
    // ×½ on a hit of 5 leaves 3 (half of 5, rounded up), and each part of a two-part hit is rounded on its own.
    expect(absorb(hit(5, { times: 0.5 })).total).toBe(3);
    const twoParts = absorb(hit(3, { times: 0.5, extra: { amount: 3, ignoreArmor: true } }));
    expect(twoParts.parts.map((p) => p.amount)).toEqual([2, 2]);
  });
});

describe("docs/en/rules.md Damage: Test Przeżycia's numbers", () => {
  it("4:1 up to overflow 2, 4:2 up to 5, 4:3 beyond; +1 T per hit while dying", () => {
    expect(survivalTest({ hits: 0, failedTests: 0, overflow: 2 })).toEqual({ threshold: 4, required: 1 });
    expect(survivalTest({ hits: 0, failedTests: 0, overflow: 5 })).toEqual({ threshold: 4, required: 2 });
    expect(survivalTest({ hits: 0, failedTests: 0, overflow: 6 })).toEqual({ threshold: 4, required: 3 });
    expect(survivalTest({ hits: 2, failedTests: 0, overflow: 0 })).toEqual({ threshold: 6, required: 1 });
  });
  it("a pass stabilises; the second failure kills; the third hit kills", () => {
    expect(applySurvivalTest({ hits: 0, failedTests: 0, overflow: 0 }, true).outcome).toBe("stabilised");
    expect(applySurvivalTest({ hits: 0, failedTests: 0, overflow: 0 }, false).outcome).toBe("still-dying");
    expect(applySurvivalTest({ hits: 0, failedTests: 1, overflow: 0 }, false).outcome).toBe("dead");
    expect(applyHitWhileDying({ hits: 1, failedTests: 0, overflow: 0 }).outcome).toBe("still-dying");
    expect(applyHitWhileDying({ hits: 2, failedTests: 0, overflow: 0 }).outcome).toBe("dead");
  });
});

describe("docs/en/rules.md Attack: weapon damage S+1k6 (S = the successes)", () => {
  it("S is the successes; dice are rolled", () => {
    expect(weaponDamage("S+1k6", 3, scriptedRandom([4]))).toEqual({ total: 7, text: "S+1k6 (S=3) = 7" });
    expect(weaponDamage("+S", 2, scriptedRandom([])).total).toBe(2);
    expect(weaponDamage("2+S", 2, scriptedRandom([])).total).toBe(4);
    expect(() => weaponDamage("1k6", 2, scriptedRandom([1]))).toThrow(/Nie rozumiem obrażeń broni „1k6”/);
  });
  it("weapon damage with spaces reads the same; anything else is refused with the book's examples", () => {
    expect(weaponDamage(" S + 1k6 ", 2, scriptedRandom([5])).total).toBe(7);
    for (const bad of ["xS", "S+x", "S*2"])
      expect(() => weaponDamage(bad, 1, scriptedRandom([1])), bad).toThrow(RangeError);
  });
});
