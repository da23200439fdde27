import { describe, expect, it } from "vitest";
import { scriptedRandom } from "../dice/random";
import { describeLine, executeLine, type RollCharacter, type RollEnvironment } from ".";
import { parseLine } from "./grammar";
import { refName, type RollLine } from "./types";

/**
 * Test Grupowy (Podręcznik Gry l. 1099): each member makes its own test (the combination it
 * chose, the T:S the GM set); those who passed minus those who failed, against the Próg
 * Powodzenia. Block line: `grupowy [N] <postać> <pula T:S>; <postać> <pula T:S>; …` (docs/pl/rzuty.md).
 */
const member = (name: string, body: number, mind: number, skills: Record<string, number>): RollCharacter => ({
  name,
  attributes: { body, mind, soul: 2 },
  magicDice: 0,
  skills,
  initiative: 4,
  maxSpellCost: 0,
  mana: 0,
  zeal: 1,
  dying: null,
  isPowerSource: false,
});
const party = [member("Elneran", 3, 2, { Atletyka: 1 }), member("Symiel", 2, 3, { Spostrzegawczość: 2 })];
const env = (faces: number[]): RollEnvironment => ({
  rng: scriptedRandom(faces),
  character: (ref) => party.find((c) => ref && c.name === refName(ref)) ?? "Nie znam postaci.",
  spell: () => "Brak zaklęć.",
});
const LINE = "Przeprawa: grupowy 1 [[Elneran]] Ciało + Atletyka 4:2; [[Symiel]] Umysł + Spostrzegawczość 5:1";
const line = (text: string) => parseLine(text, 1, {}) as RollLine;

describe("Test Grupowy (l. 1099) as a block line", () => {
  it("each member rolls its own test; passed − failed is compared with the Próg Powodzenia", () => {
    // Elneran 4 dice at 4:2 → 6 4 1 1 (2: passed); Symiel 5 dice at 5:1 → 1 1 1 1 1 (failed): 1 − 1 = 0 < 1.
    const out = executeLine(line(LINE), env([6, 4, 1, 1, 1, 1, 1, 1, 1]));
    expect(out.ok).toBe(true);
    if (!out.ok || out.result.type !== "group") throw new Error("not a group test");
    expect(out.result.members.map((m) => [m.name, m.passed])).toEqual([
      ["Elneran", true],
      ["Symiel", false],
    ]);
    expect(out.result.net).toBe(0);
    expect(out.result.passed).toBe(false);
    expect(out.result.text).toContain("udanych 1 − nieudanych 1 = 0: Porażka");
  });

  it("both pass: 2 − 0 reaches the Próg", () => {
    const out = executeLine(line(LINE), env([6, 6, 1, 1, 5, 1, 1, 1, 1]));
    expect(out.ok && out.result.type === "group" && out.result.passed).toBe(true);
  });

  it("the button says who takes part and the Próg; a member without a test is a clear message", () => {
    expect(describeLine(line(LINE), env([])).caption).toBe(
      "Przeprawa: Test Grupowy: Elneran, Symiel (Próg Powodzenia 1)",
    );
    const bad = parseLine("grupowy [[Elneran]]", 1, {});
    expect(bad?.kind === "error" && bad.message).toContain("„[[Elneran]]”: oczekiwano postaci i jej testu");
  });
});
