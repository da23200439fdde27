import { describe, expect, it } from "vitest";
import { buildSheet } from "../sheet";
import { VaultIndex } from "../vault/index";
import {
  choiceProblem,
  disciplineTalents,
  effectiveTalents,
  hasExtraordinaryResistance,
  writtenChoice,
} from "./talents";

/** A character note in the template's format, with a discipline linked as the real notes link it. */
function sheetOf(discipline: string, talents: string[]) {
  const note = [
    "---",
    "tags: [pc]",
    "---",
    "| **Imię (imiona)** | *Warzycha* |",
    "| --- | --- |",
    `| **Dziedzina Magii** | *${discipline}* |`,
    "",
    "### Atrybuty",
    "",
    "| Ciało | Umysł | Dusza | Magia |",
    "| :---: | :---: | :---: | :---: |",
    "| 2 | 3 | 2 | V |",
    "",
    "### Talenty",
    ...(talents.length ? talents.map((t) => `- ${t}`) : ["-"]),
    "",
  ].join("\n");
  const index = new VaultIndex();
  index.load([["player-characters/Warzycha.md", note]]);
  return buildSheet(index.get("player-characters/Warzycha.md")!.character!, index);
}

const BREWING_LINK = "[Warzenie Eliksirów](../disciplines/Alchemia/Poddziedzina%20-%20Warzenie%20Eliksirów.md)";

describe("docs/en/rules.md: Rests, Decision: the Warzenie Eliksirów discipline gives Nadzwyczajna Odporność whether or not it is written", () => {
  it("a brewer with the talent not written has it in force", () => {
    const sheet = sheetOf(BREWING_LINK, ["Oburęczny"]);
    expect(sheet.talents).not.toContain("Nadzwyczajna Odporność");
    expect(effectiveTalents(sheet)).toEqual(["Oburęczny", "Nadzwyczajna Odporność"]);
    expect(hasExtraordinaryResistance(sheet)).toBe(true);
  });

  it("written as well, it is counted once", () => {
    const sheet = sheetOf(BREWING_LINK, ["Nadzwyczajna Odporność"]);
    expect(effectiveTalents(sheet).filter((t) => t === "Nadzwyczajna Odporność")).toHaveLength(1);
  });

  it("the discipline is recognised by its name, its alias or its link's path", () => {
    expect(disciplineTalents("Alchemia (Warzenie Eliksirów)")).toEqual(["Nadzwyczajna Odporność"]);
    expect(disciplineTalents("Eliksiry disciplines/Alchemia/Poddziedzina - Warzenie Eliksirów.md")).toEqual([
      "Nadzwyczajna Odporność",
    ]);
    expect(hasExtraordinaryResistance({ talents: [], discipline: "warzenie eliksirow" })).toBe(true);
  });

  it("another discipline gives nothing; the talent written by hand still counts", () => {
    const fire = sheetOf("[Magia Ognia](../disciplines/Magia%20Żywiołów/Poddziedzina%20-%20Magia%20Ognia.md)", []);
    expect(effectiveTalents(fire)).toEqual([]);
    expect(hasExtraordinaryResistance(fire)).toBe(false);
    expect(hasExtraordinaryResistance({ talents: ["Nadzwyczajna odporność"], discipline: null })).toBe(true);
    expect(disciplineTalents(null)).toEqual([]);
    expect(disciplineTalents("Alchemia")).toEqual([]);
  });
});

describe("docs/en/rules.md Decision: the discipline's talent, found through the link's path when the name does not say it", () => {
  it("the sheet's discipline context (name and path) wins over the bare name", () => {
    const who = {
      talents: [],
      discipline: "Eliksiry",
      disciplineContext: "Eliksiry disciplines/Alchemia/Poddziedzina - Warzenie Eliksirów.md",
    };
    expect(hasExtraordinaryResistance(who)).toBe(true);
    expect(hasExtraordinaryResistance({ ...who, disciplineContext: "" })).toBe(false);
  });
  it("a choice written as empty parentheses is no choice", () => {
    expect(writtenChoice("Czuły Zmysł ( )")).toBeNull();
    expect(writtenChoice("Czuły Zmysł (Węch)")).toBe("Węch");
    expect(writtenChoice("Czuły Zmysł")).toBeNull();
    expect(choiceProblem("Czuły Zmysł ( )")).toBe("Czuły Zmysł: wybierz zmysł (wzrok, słuch, dotyk, smak, węch).");
    expect(choiceProblem("Oburęczny")).toBeNull();
  });
});
