import { describe, expect, it } from "vitest";
import { scriptedRandom } from "../dice/random";
import { validateCreation } from "../../../test/validate-creation";
import { creationText } from "../creation/messages";
import { creationBudget, raceData, rollMagic } from "./creation";
import { computeDerived } from "./derived";
import { RACES } from "./tables";

const race = (name: string) => RACES.find((r) => r.name === name)!;
const human = race("Człowiek");

describe("docs/en/rules.md Experience and creation: later years' bonus rows", () => {
  it("2nd year: +1 attribute point, +1 talent, +4 skill points", () => {
    expect(creationBudget(human, 2)).toMatchObject({ year: 2, attributePoints: 4, skillPoints: 16, chosenTalents: 3 });
    expect(creationBudget(human, 2).freeTalents).not.toContain("Mistrz Magii");
  });
  it("4th year: +3/+3/+12; an unknown year counts as the 1st", () => {
    expect(creationBudget(human, 4)).toMatchObject({ attributePoints: 6, skillPoints: 24, chosenTalents: 5 });
    expect(creationBudget(human, 9)).toMatchObject({ year: 1, attributePoints: 3, skillPoints: 12, chosenTalents: 2 });
  });
  it("each race's own points and fixed skills (Elf 3/11, Feles 2/12, Lamia 4/8, Anioł 5/4)", () => {
    expect(
      ["Człowiek", "Elf", "Feles", "Lamia", "Anioł"].map((r) => [
        creationBudget(race(r), 1).attributePoints,
        creationBudget(race(r), 1).skillPoints,
      ]),
    ).toEqual([
      [3, 12],
      [3, 11],
      [2, 12],
      [4, 8],
      [5, 4],
    ]);
    expect(creationBudget(race("Elf"), 1).fixedSkills).toEqual({ "Zdolności Magiczne": 1, Zręczność: 1, Refleks: 1 });
    expect(creationBudget(race("Feles"), 1).freeTalents).toEqual(["Jedność z Naturą", "Czuły Zmysł", "Czuły Zmysł"]);
  });
});

describe("docs/en/rules.md creation: a finished build is checked against the race and year", () => {
  const budget = creationBudget(human, 1);
  const good = {
    attributes: { body: 2, mind: 2, soul: 2 },
    skills: { Determinacja: 1, Intuicja: 1, Refleks: 4, Atletyka: 4, Medycyna: 4 },
    talents: ["Technologia Jest Wśród Nas", "Oburęczny", "Gotowość do Walki"],
  };
  it("the race's fixed skill points must be there: Człowiek's Determinacja 1", () => {
    expect(validateCreation({ ...good, skills: { ...good.skills, Determinacja: 0, Zręczność: 1 } }, budget)).toEqual([
      "Determinacja: rasa daje 1 punkt, a wpisano 0.",
    ]);
  });
  it("attributes start at 1 and stop at 8", () => {
    expect(validateCreation({ ...good, attributes: { body: 0, mind: 3, soul: 3 } }, budget)).toContain(
      "Ciało nie może być mniejsze niż 1.",
    );
    expect(
      validateCreation({ ...good, attributes: { body: 1, mind: 1, soul: 1 } }, budget).some((p) =>
        p.includes("nie może być mniejsze"),
      ),
    ).toBe(false);
    expect(validateCreation({ ...good, attributes: { body: 9, mind: 1, soul: 1 } }, budget)).toContain(
      "Ciało nie może przekroczyć 8.",
    );
    expect(
      validateCreation(
        { ...good, attributes: { body: 8, mind: 1, soul: 1 } },
        creationBudget({ ...human, attributePoints: 7 }, 1),
      ),
    ).toEqual([]);
  });
  it("a negative skill is refused; exactly 4 is allowed at creation", () => {
    expect(validateCreation({ ...good, skills: { ...good.skills, Siła: -1, Medycyna: 5 } }, budget)).toEqual([
      "Medycyna 5: przy tworzeniu postaci najwyżej 4.",
      "Siła -1: wartość nie może być ujemna.",
    ]);
  });
  it("unspent skill points and fewer chosen talents than allowed are fine only when none are left", () => {
    expect(validateCreation({ ...good, talents: ["Technologia Jest Wśród Nas", "Oburęczny"] }, budget)).toEqual([]);
  });
});

describe("docs/en/rules.md, The Magia table: Jedność z Magią's re-roll boundary at creation", () => {
  it("a 1k10 of 8 is 7 after −1: rolled again", () => {
    expect(rollMagic(scriptedRandom([8, 5]), ["Jedność z Magią"])).toMatchObject({ rolls: [8, 5], level: 4 });
  });
  it("a 1k10 of 7 is 6 after −1: kept", () => {
    expect(rollMagic(scriptedRandom([7]), ["Jedność z Magią"])).toMatchObject({ rolls: [7], level: 6, roman: "VI" });
  });
  it("the steps say what happened, in Polish and in English", () => {
    const said = (r: ReturnType<typeof rollMagic>, lang: "pl" | "en" = "pl") =>
      "key" in r ? [] : r.steps.map((s) => creationText(s.key, s.params, lang));
    const unity = rollMagic(scriptedRandom([8, 5]), ["Jedność z Magią"]);
    expect(said(unity)).toEqual(["1k10 = 8", "Jedność z Magią: −1 → 7", "wynik ≥ 7: rzut ponowny 1k10 = 5, −1 → 4"]);
    expect(said(unity, "en")).toEqual([
      "1k10 = 8",
      "Jedność z Magią: −1 → 7",
      "result ≥ 7: 1k10 rolled again = 5, −1 → 4",
    ]);
    const resistance = rollMagic(scriptedRandom([9]), ["Odporność na Magię"]);
    expect(resistance).toMatchObject({ level: 10 });
    expect(said(resistance)).toEqual(["1k10 = 9", "Odporność na Magię: +1 → 10"]);
  });
});

describe("docs/en/rules.md Conditions: Przeklęty lowers the attributes and makes Magia one level weaker", () => {
  const attributes = { body: 3, mind: 2, soul: 3, powerLevel: 4 };
  const derive = (conditions: string[]) =>
    computeDerived({ attributes, skills: {}, talents: [], wornArmor: null, conditions, isPowerSource: false });
  it("Przeklęty alone: Magia IV → V (24 → 18 Mana), attributes −1", () => {
    const r = derive(["Przeklęty"]);
    expect(r.effective).toEqual({ body: 2, mind: 1, soul: 2, powerLevel: 5 });
    expect(r.derived.maxMana).toBe(18);
  });
  it("with Zatruty it stacks: two levels weaker", () => {
    expect(derive(["Zatruty", "Przeklęty"]).effective.powerLevel).toBe(6);
    expect(derive(["Zatruty", "Przeklęty"]).notes).toHaveLength(2);
  });
  it("a condition that changes no number leaves the values alone", () => {
    expect(derive(["Podpalony"]).effective).toEqual(attributes);
    expect(derive(["Podpalony"]).notes).toEqual([]);
  });
});

describe("docs/en/rules.md creation: race data from the vault's race note, else the built-in default", () => {
  const note = { attributePoints: 4, skillPoints: 10, fixedSkills: { Refleks: 1 }, freeTalents: ["Latanie"] };
  it("a race written with more words is still found ('Elfka', 'Człowiek (mag)')", () => {
    expect(raceData("Elfka")?.data.name).toBe("Elf");
    expect(raceData("Człowiek (mag)")?.data.name).toBe("Człowiek");
    expect(raceData("Ork")).toBeNull();
  });
  it("the vault's note wins, under the built-in name, with its talents' canonical names", () => {
    expect(raceData("Elf", note)).toEqual({
      data: {
        name: "Elf",
        aliases: [],
        attributePoints: 4,
        skillPoints: 10,
        fixedSkills: { Refleks: 1 },
        freeTalents: ["Naturalny Lot"],
      },
      source: "vault",
    });
    expect(raceData("Goblin", note)?.data.name).toBe("Goblin");
  });
  it("a race note without its point counts falls back to the built-in data", () => {
    expect(raceData("Elf", { ...note, attributePoints: null })).toMatchObject({
      source: "built-in",
      data: { attributePoints: 3 },
    });
    expect(raceData("Elf", { ...note, skillPoints: null })).toMatchObject({
      source: "built-in",
      data: { skillPoints: 11 },
    });
    expect(raceData("Elf", null)?.source).toBe("built-in");
  });
  it("a budget says where its race data came from", () => {
    expect(creationBudget(human, 1).source).toBe("built-in");
    expect(creationBudget(human, 1, "vault").source).toBe("vault");
  });
  it("every missing free talent is named", () => {
    const feles = creationBudget(race("Feles"), 1);
    expect(
      validateCreation(
        {
          attributes: { body: 2, mind: 2, soul: 1 },
          skills: {
            Refleks: 1,
            "Skradanie się": 1,
            Spostrzegawczość: 1,
            "Wiedza o Naturze": 1,
            Zręczność: 1,
            Atletyka: 4,
            Medycyna: 4,
            Siła: 4,
          },
          talents: [],
        },
        feles,
      ),
    ).toEqual(["Brakuje darmowych talentów: Jedność z Naturą, Czuły Zmysł, Czuły Zmysł."]);
  });
});

describe("docs/en/rules.md, The Magia table: Źródło Mocy (Pierwotna Energia)", () => {
  it("is recognised in the discipline's text, in any case; other disciplines are not", async () => {
    const { isPowerSourceDiscipline } = await import("./derived");
    expect(isPowerSourceDiscipline("Źródło Mocy")).toBe(true);
    expect(isPowerSourceDiscipline("ŹRÓDŁO MOCY (Pierwotna Energia)")).toBe(true);
    expect(isPowerSourceDiscipline("Magia Ognia")).toBe(false);
    expect(isPowerSourceDiscipline("")).toBe(false);
    expect(isPowerSourceDiscipline(null)).toBe(false);
  });
  it("says on the sheet why its numbers are doubled", () => {
    const notes = (isPowerSource: boolean) =>
      computeDerived({
        attributes: { body: 1, mind: 1, soul: 1, powerLevel: 4 },
        skills: {},
        talents: [],
        wornArmor: null,
        conditions: [],
        isPowerSource,
      }).notes;
    expect(notes(true)).toEqual([
      "Źródło Mocy: dwukrotna Mana i Maksymalny Koszt Zaklęcia, ale nie może rzucać zaklęć.",
    ]);
    expect(notes(false)).toEqual([]);
  });
  it("Zatruty's note names what it lowers", () => {
    const r = computeDerived({
      attributes: { body: 2, mind: 2, soul: 2, powerLevel: 4 },
      skills: {},
      talents: [],
      wornArmor: null,
      conditions: ["Zatruty", "Nieznany stan"],
      isPowerSource: false,
    });
    expect(r.notes).toEqual(["Zatruty: Ciało, Umysł i Dusza −1, Magia o 1 poziom słabsza."]);
  });
});

describe("docs/en/rules.md creation: a race's fixed skill left out entirely", () => {
  it("is reported as 0", () => {
    const budget = creationBudget(human, 1);
    const msgs = validateCreation(
      {
        attributes: { body: 2, mind: 2, soul: 2 },
        skills: { Intuicja: 1, Refleks: 4, Atletyka: 4, Medycyna: 4, Siła: 1 },
        talents: ["Technologia Jest Wśród Nas"],
      },
      budget,
    );
    expect(msgs).toContain("Determinacja: rasa daje 1 punkt, a wpisano 0.");
  });
});
