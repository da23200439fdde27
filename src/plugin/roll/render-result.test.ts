// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import "../../../test/obsidian-mock";
import { scriptedRandom } from "../../core/dice";
import { executeLine, parseLine, type RollLine, type RollResult } from "../../core/roll";
import { renderResult } from "./render-result";

function roll(text: string, faces: number[]): RollResult {
  const env = { rng: scriptedRandom(faces), character: () => null, spell: () => "no spells" };
  const out = executeLine(parseLine(text, 1) as RollLine, env as never);
  if (!out.ok) throw new Error(out.message);
  return out.result;
}

describe("an opposed test's rounds drawn as boxes (docs/en/rules.md Decision „opposed tests”)", () => {
  it("a side's S above 1 is shown taken from its successes, so the counts agree with the winner", () => {
    // Three dice a side: 6 6 6 at S 3 counts one, and loses to 6 6 1 at S 1.
    const result = roll("3k6 4:3 vs 3k6", [6, 6, 6, 6, 6, 1]);
    const el = renderResult(document.createElement("div"), result);
    const counts = [...el.querySelectorAll(".hbm-result-round-count")].map((x) => x.textContent);
    expect(counts).toEqual(["3 sukcesy (3 − 2)", "2 sukcesy"]);
    expect(el.querySelector(".hbm-result-head")?.textContent).toContain("Strona 2");
  });
});
