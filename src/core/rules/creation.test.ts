import { describe, expect, it } from "vitest";
import { scriptedRandom } from "../dice/random";
import { validateCreation } from "../../../test/validate-creation";
import { parseRequirements } from "../vault/talent";
import { creationText } from "../creation/messages";
import { creationBudget, raceData, rollMagic } from "./creation";
import { unmetRequirements } from "./requirements";
import { RACES } from "./tables";

const human = RACES.find((r) => r.name === "Człowiek")!;

describe("docs/en/rules.md: Experience (PD) and creation: the race/year budget", () => {
  it("Człowiek, 1st year: 3 attribute points, 12 skill points + Determinacja 1, Intuicja 1", () => {
    expect(creationBudget(human, 1)).toMatchObject({
      attributePoints: 3,
      skillPoints: 12,
      fixedSkills: { Determinacja: 1, Intuicja: 1 },
      chosenTalents: 2,
    });
  });
  it("later years add +1/+1/+4, +2/+2/+8, +3/+3/+12, +4/+4/+16 and Mistrz Magii", () => {
    expect(creationBudget(human, 3)).toMatchObject({ attributePoints: 5, skillPoints: 20, chosenTalents: 4 });
    expect(creationBudget(human, 5)).toMatchObject({ attributePoints: 7, skillPoints: 28 });
    expect(creationBudget(human, 5).freeTalents).toContain("Mistrz Magii");
  });
  it("race data from the vault's note wins over the built-in default", () => {
    const r = raceData("Elf", { attributePoints: 4, skillPoints: 10, fixedSkills: {}, freeTalents: [] });
    expect(r?.source).toBe("vault");
    expect(r?.data.attributePoints).toBe(4);
    expect(raceData("Elf")?.data.skillPoints).toBe(11);
    expect(raceData("Feles (Kotowate)")?.data.attributePoints).toBe(2);
  });
});

describe("docs/en/rules.md: creation: validating a finished build, one message per violation", () => {
  const budget = creationBudget(human, 1);
  const good = {
    attributes: { body: 2, mind: 2, soul: 2 },
    skills: { Determinacja: 1, Intuicja: 1, Refleks: 4, Atletyka: 4, Medycyna: 4 },
    talents: ["Technologia Jest Wśród Nas", "Oburęczny", "Gotowość do Walki"],
  };
  it("a valid build has no messages", () => expect(validateCreation(good, budget)).toEqual([]));
  it("unspent or overspent attribute points", () => {
    expect(validateCreation({ ...good, attributes: { body: 2, mind: 2, soul: 1 } }, budget)).toEqual([
      expect.stringContaining("Punkty Atrybutów: wydano 2"),
    ]);
  });
  it("no skill above 4 at creation", () => {
    expect(validateCreation({ ...good, skills: { ...good.skills, Refleks: 5, Atletyka: 3 } }, budget)).toEqual([
      "Refleks 5: przy tworzeniu postaci najwyżej 4.",
    ]);
  });
  it("skill points must all be spent", () => {
    expect(validateCreation({ ...good, skills: { ...good.skills, Medycyna: 2 } }, budget)).toEqual([
      expect.stringContaining("Punkty Umiejętności: wydano 10"),
    ]);
  });
  it("too many chosen talents, and missing free ones", () => {
    const msgs = validateCreation({ ...good, talents: ["Oburęczny", "Gotowość do Walki", "Czuły Zmysł"] }, budget);
    expect(msgs).toEqual([
      expect.stringContaining("wybrano 3"),
      "Brakuje darmowych talentów: Technologia Jest Wśród Nas.",
    ]);
  });
});

describe("docs/en/rules.md: talent requirements (Decision: top-level lub = or between comma = and lists)", () => {
  const pancerzWiary = parseRequirements(
    "Dziedzina Magii (Magia Sakralna), Dusza (3), Ciało (3), Oddanie (4) lub Rasa (Anioł/Anielica)",
  );
  const who = {
    attributes: { body: 3, mind: 2, soul: 5 },
    skills: { Oddanie: 2 },
    talents: [],
    race: "Człowiek",
    discipline: "Egzorcyzmy Magia Sakralna/Poddziedzina - Egzorcyzmy.md",
  };
  it("a human with Oddanie 2 misses the Oddanie-or-Anioł group only", () => {
    expect(unmetRequirements(pancerzWiary, who)).toEqual(["Oddanie (4) lub Rasa (Anioł/Anielica)"]);
  });
  it("an angel meets the alternative", () => {
    expect(unmetRequirements(pancerzWiary, { ...who, race: "Anioł" })).toEqual([]);
  });
  it("Oddanie 4 meets it too", () => {
    expect(unmetRequirements(pancerzWiary, { ...who, skills: { Oddanie: 4 } })).toEqual([]);
  });
  it("an angel needs nothing else: the discipline and Ciało belong to the other alternative", () => {
    expect(
      unmetRequirements(pancerzWiary, {
        ...who,
        discipline: "Alchemia",
        attributes: { body: 2, mind: 2, soul: 5 },
        race: "Anioł",
      }),
    ).toEqual([]);
  });
  it("a missing discipline and a low attribute are each reported, against the alternative", () => {
    expect(
      unmetRequirements(pancerzWiary, {
        ...who,
        discipline: "Alchemia",
        attributes: { body: 2, mind: 2, soul: 5 },
        skills: { Oddanie: 4 },
      }),
    ).toEqual(["Dziedzina Magii (Magia Sakralna) i Ciało (3) lub Rasa (Anioł/Anielica)"]);
  });
});

describe("docs/en/rules.md: the Magia creation roll", () => {
  it("1k10: result 1–10 is level I–X", () => {
    expect(rollMagic(scriptedRandom([4]), [])).toMatchObject({ level: 4, roman: "IV" });
  });
  it("Jedność z Magią: −1; a 1 becomes level 0, the strongest", () => {
    expect(rollMagic(scriptedRandom([1]), ["Jedność z Magią"])).toMatchObject({ level: 0, roman: "0" });
  });
  it("Jedność z Magią: at ≥ 7 after −1, the die is rolled once more (again −1)", () => {
    expect(rollMagic(scriptedRandom([9, 3]), ["Jedność z Magią"])).toMatchObject({ rolls: [9, 3], level: 2 });
    expect(rollMagic(scriptedRandom([9, 10]), ["Jedność z Magią"])).toMatchObject({ rolls: [9, 10], level: 9 });
  });
  it("Odporność na Magię: +1 when below 10, once per time taken (Magiczna Oporność is the same talent)", () => {
    expect(rollMagic(scriptedRandom([4]), ["Odporność na Magię", "Magiczna Oporność"])).toMatchObject({ level: 6 });
    expect(rollMagic(scriptedRandom([10]), ["Odporność na Magię"])).toMatchObject({ level: 10 });
  });
  it("the two exclude each other", () => {
    const r = rollMagic(scriptedRandom([4]), ["Jedność z Magią", "Odporność na Magię"]);
    if (!("key" in r)) throw new Error("not refused");
    expect(creationText(r.key, r.params)).toMatch(/wykluczają się/);
    expect(creationText(r.key, r.params, "en")).toMatch(/exclude each other|exclusive/);
  });
});
