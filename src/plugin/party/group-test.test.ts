import { describe, expect, it } from "vitest";
import { parseLine } from "../../core/roll/grammar";
import { groupTestLine } from "./register";

describe("the party view's Test grupowy (l. 1099)", () => {
  it("starts from one block line: every member with a test, the Próg Powodzenia 1, for the GM to adjust", () => {
    const line = groupTestLine(["Elneran", "Symiel"]);
    expect(line).toBe("Test grupowy: grupowy 1 [[Elneran]] Ciało + Atletyka 4:1; [[Symiel]] Ciało + Atletyka 4:1");
    const parsed = parseLine(line, 1, {});
    expect(parsed?.kind === "roll" && parsed.roll.type === "group" && parsed.roll.members.length).toBe(2);
  });
});
