import { describe, expect, it } from "vitest";
import { clampThreshold, countedSuccesses, isSuccess, rollExtended, rollOpposed, rollPool } from "./pool";
import { scriptedRandom, seededRandom } from "./random";

describe("T:S pool (docs/en/rules.md: Tests)", () => {
  it("a 1 always fails and a 6 always succeeds, whatever T", () => {
    expect(isSuccess(1, 2)).toBe(false);
    expect(isSuccess(6, 7)).toBe(true);
  });

  it("any other face succeeds when it is at least T", () => {
    expect(isSuccess(3, 4)).toBe(false);
    expect(isSuccess(4, 4)).toBe(true);
    expect(isSuccess(5, 4)).toBe(true);
  });

  it("the spec's example: five dice ⚅ ⚃ ⚂ ⚀ ⚄ at 4:2 give 3 successes and pass", () => {
    const r = rollPool(scriptedRandom([6, 4, 3, 1, 5]), { dice: 5, threshold: 4, required: 2 });
    expect(r.faces).toEqual([6, 4, 3, 1, 5]);
    expect(r.successes).toBe(3);
    expect(r.passed).toBe(true);
  });

  it("fails when successes are fewer than S", () => {
    const r = rollPool(scriptedRandom([6, 2, 1]), { dice: 3, threshold: 4, required: 2 });
    expect(r.successes).toBe(1);
    expect(r.passed).toBe(false);
  });

  it("clamps T to 2–7: at 7 only sixes succeed, at 2 everything but ones", () => {
    expect(clampThreshold(9)).toBe(7);
    expect(clampThreshold(0)).toBe(2);
    const hard = rollPool(scriptedRandom([5, 6, 5]), { dice: 3, threshold: 9, required: 1 });
    expect(hard.threshold).toBe(7);
    expect(hard.requestedThreshold).toBe(9);
    expect(hard.successes).toBe(1);
    const easy = rollPool(scriptedRandom([2, 1, 2]), { dice: 3, threshold: -1, required: 1 });
    expect(easy.threshold).toBe(2);
    expect(easy.successes).toBe(2);
  });

  it("a pool of zero or fewer dice fails without rolling", () => {
    const r = rollPool(scriptedRandom([]), { dice: -2, threshold: 4, required: 1 });
    expect(r.noDice).toBe(true);
    expect(r.pool).toBe(0);
    expect(r.faces).toEqual([]);
    expect(r.passed).toBe(false);
  });

  it("requires S of at least 1 and refuses absurd pools", () => {
    expect(() => rollPool(seededRandom(1), { dice: 3, threshold: 4, required: 0 })).toThrow(/S/);
    expect(() => rollPool(seededRandom(1), { dice: 101, threshold: 4, required: 1 })).toThrow(/Za dużo kości/);
  });

  it("the same seed gives the same faces", () => {
    const a = rollPool(seededRandom(42), { dice: 10, threshold: 4, required: 1 });
    const b = rollPool(seededRandom(42), { dice: 10, threshold: 4, required: 1 });
    expect(a.faces).toEqual(b.faces);
  });
});

describe("Rozszerzony: three rolls, successes summed against S", () => {
  it("sums the successes of three rolls", () => {
    const r = rollExtended(scriptedRandom([6, 1, 5, 2, 4, 4]), { dice: 2, threshold: 4, required: 5 });
    expect(r.rolls.map((x) => x.successes)).toEqual([1, 1, 2]);
    expect(r.successes).toBe(4);
    expect(r.passed).toBe(false);
  });
});

describe("Przeciwstawny: more successes wins, ties rolled again", () => {
  it("re-rolls a tie and shows every round", () => {
    // round 1: 5 vs 5 (tie), round 2: 6 vs 2
    const r = rollOpposed(
      scriptedRandom([5, 5, 6, 2]),
      { dice: 1, threshold: 4, required: 1 },
      { dice: 1, threshold: 4, required: 1 },
    );
    expect(r.rounds).toHaveLength(2);
    expect(r.winner).toBe("left");
  });

  it("stops after the bound and reports the tie as unresolved", () => {
    const faces = Array.from({ length: 6 }, () => 5);
    const r = rollOpposed(
      scriptedRandom(faces),
      { dice: 1, threshold: 4, required: 1 },
      { dice: 1, threshold: 4, required: 1 },
      3,
    );
    expect(r.rounds).toHaveLength(3);
    expect(r.winner).toBe("tie");
    expect(r.unresolved).toBe(true);
  });

  it("two empty pools cannot break a tie and stop at once", () => {
    const r = rollOpposed(
      scriptedRandom([]),
      { dice: 0, threshold: 4, required: 1 },
      { dice: 0, threshold: 4, required: 1 },
    );
    expect(r.rounds).toHaveLength(1);
    expect(r.unresolved).toBe(true);
  });
});

describe("„wymagają dwóch Sukcesów więcej”: a test's S above 1 is taken from its successes", () => {
  const atS3 = { dice: 3, threshold: 4, required: 3 };
  it("S 3 with three successes passes and counts one; with two it fails and counts none", () => {
    const three = rollPool(scriptedRandom([6, 5, 4]), atS3);
    expect([three.successes, three.passed, countedSuccesses(three)]).toEqual([3, true, 1]);
    const two = rollPool(scriptedRandom([6, 5, 1]), atS3);
    expect([two.successes, two.passed, countedSuccesses(two)]).toEqual([2, false, 0]);
  });

  it("in an opposed test the sides compare what they count: three successes at S 3 lose to two at S 1", () => {
    const r = rollOpposed(scriptedRandom([6, 5, 4, 6, 5, 1]), atS3, { ...atS3, required: 1 });
    expect(r.rounds.map((x) => [x.left.successes, x.right.successes])).toEqual([[3, 2]]);
    expect(r.winner).toBe("right");
  });
});

describe("Grupowy: passes minus failures against the GM's threshold", () => {
  it("three pass and one fails: 2, enough for a threshold of 2 but not 3", async () => {
    const { groupTest } = await import("./pool");
    expect(groupTest([true, true, true, false], 2)).toEqual({ score: 2, passed: true });
    expect(groupTest([true, true, true, false], 3)).toEqual({ score: 2, passed: false });
  });
});
