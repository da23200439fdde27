import { describe, expect, it } from "vitest";
import { readUrandom, systemRandom } from "./random";

// Every face of a die is equally likely; the command's dice come from the system.
describe("the hbm command's dice (systemRandom)", () => {
  it("gives every face of a k6 about equally often, and nothing outside 1–6", () => {
    const rng = systemRandom();
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) {
      const face = rng.die(6);
      expect(face >= 1 && face <= 6 && Number.isInteger(face)).toBe(true);
      counts[face - 1]!++;
    }
    // 10,000 expected per face, σ ≈ 91: ±600 is more than six σ.
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(600);
  });

  it("covers a k100 and a k2", () => {
    const rng = systemRandom();
    const seen = new Set<number>();
    for (let i = 0; i < 5_000; i++) seen.add(rng.die(100));
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const coins = new Set(Array.from({ length: 64 }, () => rng.die(2)));
    expect([...coins].sort()).toEqual([1, 2]);
  });

  it("says so when the system source cannot be read (then crypto.getRandomValues fills in)", () => {
    expect(readUrandom(new Uint8Array(8), "/nonexistent/urandom")).toBe(false);
    const bytes = new Uint8Array(1024);
    expect(readUrandom(bytes)).toBe(process.platform !== "win32");
    if (process.platform !== "win32") expect(new Set(bytes).size).toBeGreaterThan(100);
  });
});
