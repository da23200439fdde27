import { describe, expect, it } from "vitest";
import { describeSum, evaluate, parseDiceExpression } from "./expression";
import { scriptedRandom, seededRandom } from "./random";

const roll = (src: string, faces: number[]) => {
  const result = evaluate(parseDiceExpression(src), scriptedRandom(faces));
  return { result, text: describeSum(src, result) };
};

describe("sum rolls in the books' notation (docs/en/rules.md: Tests)", () => {
  it("2k6+24 shows its parts: 3 + 5 + 24 = 32", () => {
    const { result, text } = roll("2k6+24", [3, 5]);
    expect(result.total).toBe(32);
    expect(result.faces).toEqual([3, 5]);
    expect(text).toBe("2k6+24 → 3 + 5 + 24 = 32");
  });

  it("accepts d as a synonym of k", () => {
    expect(roll("3d6", [1, 2, 3]).result.total).toBe(6);
  });

  it("subtracts: 1k6-2 and 2k6-1k4", () => {
    expect(roll("1k6-2", [5]).result.total).toBe(3);
    const { result, text } = roll("2k6 - 2k4", [3, 5, 2, 4]);
    expect(result.total).toBe(2);
    expect(text).toBe("2k6 - 2k4 → 3 + 5 - (2 + 4) = 2");
  });

  it("keeps the highest or lowest: 2k20kh1, 4k6kl3", () => {
    expect(roll("2k20kh1", [17, 4]).result.total).toBe(17);
    expect(roll("2k20kl1", [17, 4]).result.total).toBe(4);
    const { result, text } = roll("4k6kh3", [2, 6, 1, 5]);
    expect(result.total).toBe(13);
    expect(text).toContain("odrzucone: 1");
  });

  it("nested [1k6]k6 rolls that many k6", () => {
    const { result, text } = roll("[1k6]k6", [3, 2, 5, 1]);
    expect(result.terms[0]?.countRoll?.total).toBe(3);
    expect(result.total).toBe(8);
    expect(text).toBe("[1k6]k6 → (3 kości: 3) 2 + 5 + 1 = 8");
  });

  it("kk6 is the same as [1k6]k6", () => {
    expect(parseDiceExpression("kk6")).toEqual(parseDiceExpression("[1k6]k6"));
    expect(roll("kk6", [2, 6, 6]).result.total).toBe(12);
  });

  it("k100 and k% are the same die", () => {
    expect(parseDiceExpression("1k%")).toEqual(parseDiceExpression("1k100"));
    expect(parseDiceExpression("k100")).toEqual(parseDiceExpression("1k100"));
    expect(roll("1k%", [100]).result.total).toBe(100);
  });

  it("a single die shows just its result", () => {
    expect(roll("1k10", [7]).text).toBe("1k10 → 7");
  });

  it("the seed decides the faces", () => {
    const a = evaluate(parseDiceExpression("10k6"), seededRandom(7));
    const b = evaluate(parseDiceExpression("10k6"), seededRandom(7));
    expect(a).toEqual(b);
  });
});

describe("absurd dice are errors in Polish, never a hang", () => {
  it.each([
    ["100000k6", /za dużo kości|za duża/],
    ["101k6", /za dużo kości: 101/],
    ["1k0", /k0 nie istnieje/],
    ["1k1000000", /za duża|nie istnieje/],
    ["[[[1k6]k6]k6]k6", /zagnieżdżenie/],
    ["kkk6", /zagnieżdżenie/],
    ["[20k6]k6", /za dużo kości: 120/],
    ["2k6+", /urywa się/],
    ["2k6 * 3", /nieoczekiwany znak „\*”/],
    ["3k6kh4", /nie można zatrzymać 4 z 3/],
    [Array.from({ length: 21 }, () => "1").join("+"), /za dużo składników/],
  ])("%s", (src, message) => {
    expect(() => parseDiceExpression(src)).toThrow(message);
  });

  it("says where the problem is", () => {
    expect(() => parseDiceExpression("2k6 * 3")).toThrow(/znak 5/);
  });
});
