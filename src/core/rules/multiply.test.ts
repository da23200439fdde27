import { describe, expect, it } from "vitest";
import { timesText, timesUp } from "./multiply";

describe("a multiplier on a number of the rules (docs/en/rules.md Decisions (Ruch), (multiplied damage))", () => {
  it("Ruchome Piaski: „zaokrągloną w górę połowę swojego Ruchu”: half of 15 m is 8 m, of 10 m 5 m", () => {
    expect(timesUp(15, 0.5)).toBe(8);
    expect(timesUp(10, 0.5)).toBe(5);
  });
  it("×2 doubles, two halvings make a quarter rounded up, ×1 changes nothing", () => {
    expect(timesUp(7, 2)).toBe(14);
    expect(timesUp(5, 0.25)).toBe(2);
    expect(timesUp(3, 1)).toBe(3);
  });
  it("a player reads it after ×: ½ for a half, ¼ for two halvings (Skok while Oszołomiony in Ruchome Piaski), the number otherwise", () => {
    expect(timesText(0.5)).toBe("½");
    expect(timesText(0.5 * 0.5)).toBe("¼");
    expect(timesText(2)).toBe("2");
  });
});
