import { describe, expect, it } from "vitest";
import { cryptoRandom, seededRandom, uniformBelow, type RandomSource } from "./random";

/** Pearson's chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

function tally(rng: RandomSource, sides: number, rolls: number): number[] {
  const counts = new Array<number>(sides).fill(0);
  for (let i = 0; i < rolls; i++) counts[rng.die(sides) - 1]! += 1;
  return counts;
}

// Critical values of chi-square at p = 0.001: a fair die fails this about once in a thousand runs
// for crypto; the seeded runs are deterministic.
const CRITICAL_001 = { 5: 20.515, 9: 27.877, 99: 148.23 } as const;

describe("fairness: chi-square over many rolls", () => {
  it("crypto k6 is uniform over 120 000 rolls", () => {
    expect(chiSquare(tally(cryptoRandom(), 6, 120_000))).toBeLessThan(CRITICAL_001[5]);
  });

  it("crypto k10 and k100 are uniform", () => {
    expect(chiSquare(tally(cryptoRandom(), 10, 100_000))).toBeLessThan(CRITICAL_001[9]);
    expect(chiSquare(tally(cryptoRandom(), 100, 200_000))).toBeLessThan(CRITICAL_001[99]);
  });

  it("the seeded generator is uniform too, for several seeds", () => {
    for (const seed of [1, 2, 3, 12345]) {
      expect(chiSquare(tally(seededRandom(seed), 6, 60_000))).toBeLessThan(CRITICAL_001[5]);
    }
  });

  it("the test can fail: a loaded die is caught", () => {
    const loaded: RandomSource = {
      die: (sides) => (Math.random() < 0.2 ? sides : 1 + Math.floor(Math.random() * sides)),
    };
    expect(chiSquare(tally(loaded, 6, 60_000))).toBeGreaterThan(CRITICAL_001[5]);
  });
});

describe("rejection sampling has no modulo bias", () => {
  it("rejects values in the last incomplete block", () => {
    // 2^32 = 4294967296; for n = 3 the limit is 4294967295, so 4294967295 is rejected.
    const stream = [4294967295, 4294967294];
    let i = 0;
    expect(uniformBelow(3, () => stream[i++] as number)).toBe(4294967294 % 3);
    expect(i).toBe(2);
  });

  it("never returns a face outside 1..sides", () => {
    const rng = seededRandom(9);
    for (let i = 0; i < 10_000; i++) {
      const f = rng.die(6);
      expect(f >= 1 && f <= 6).toBe(true);
    }
  });
});
