import { describe, expect, it } from "vitest";
import { describeSum, evaluate, maxValue, parseDiceExpression } from "./expression";
import { rollOpposed } from "./pool";
import { scriptedRandom } from "./random";

const roll = (src: string, faces: number[]) => evaluate(parseDiceExpression(src), scriptedRandom(faces));

describe("docs/en/rules.md Tests: keep-highest/lowest and drop-highest/lowest (2k20kh1 and kin)", () => {
  it("4k6dl1 drops the lowest die and keeps the other three", () => {
    const r = roll("4k6dl1", [2, 5, 1, 6]);
    expect(r.terms[0]).toMatchObject({ kept: [2, 5, 6], dropped: [1] });
    expect(r.total).toBe(13);
  });
  it("4k6dh1 drops the highest die", () => {
    const r = roll("4k6dh1", [2, 5, 1, 6]);
    expect(r.terms[0]).toMatchObject({ kept: [2, 5, 1], dropped: [6] });
    expect(r.total).toBe(8);
  });
  it("4k6dl2 drops two; kh and kl keep that many", () => {
    expect(roll("4k6dl2", [2, 5, 1, 6]).total).toBe(11);
    expect(roll("2k20kh1", [7, 15]).total).toBe(15);
    expect(roll("2k20kl1", [7, 15]).total).toBe(7);
    expect(roll("4k6kl3", [2, 5, 1, 6]).total).toBe(8);
  });
  it("the text shows what was dropped; the maximum counts only kept dice", () => {
    expect(describeSum("4k6dl1", roll("4k6dl1", [2, 5, 1, 6]))).toBe("4k6dl1 → 2 + 5 + 6 [odrzucone: 1] = 13");
    expect(maxValue(parseDiceExpression("4k6dl1"))).toBe(18);
    expect(maxValue(parseDiceExpression("2k20kh1"))).toBe(20);
  });
  it("keeping more dice than rolled is refused", () => {
    expect(() => parseDiceExpression("2k6kh3")).toThrow(/nie można zatrzymać 3 z 2 kości/);
  });
});

describe("docs/en/rules.md Tests: Przeciwstawny, more successes wins; a tie is rolled again", () => {
  const side = { dice: 2, threshold: 4, required: 1 };
  it("the right side wins when it has more successes", () => {
    const r = rollOpposed(scriptedRandom([1, 2, 6, 5]), side, side);
    expect(r.winner).toBe("right");
    expect(r.rounds).toHaveLength(1);
  });
  it("the left side wins when it has more", () => {
    expect(rollOpposed(scriptedRandom([6, 5, 1, 2]), side, side).winner).toBe("left");
  });
  it("a tie is rolled again, and every round is kept", () => {
    const r = rollOpposed(scriptedRandom([6, 1, 5, 2, 1, 1, 4, 1]), side, side);
    expect(r.winner).toBe("right");
    expect(r.rounds).toHaveLength(2);
    expect(r.unresolved).toBe(false);
  });
  it("still tied at the bound: unresolved", () => {
    expect(rollOpposed(scriptedRandom([6, 1, 5, 2]), side, side, 1)).toMatchObject({ winner: "tie", unresolved: true });
  });
});
