import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { describeWithSampleVault, PROJECT_ROOT, readVault, SAMPLE_VAULT, TEST_VAULT } from "../../../test/harness";
import { scriptedRandom } from "../dice/random";
import { VaultIndex } from "../vault/index";
import { readNote } from "../vault/read-note";
import { buildCatalog, raceAllowsDiscipline, type Catalog } from "./catalog";
import { creationCheck } from "./check";
import { creationText } from "./messages";
import { pick, SCENARIOS } from "../../../test/creation-scenarios";
import { allProblems, stepInfos, stepProblems } from "./problems";
import {
  type Problem,
  draftBudget,
  emptyDraft,
  gmMagic,
  remaining,
  rollDraftMagic,
  spellAllowance,
  syncDraft,
  type CreationDraft,
} from "./steps";

/** Where and what, as the wizard shows it. */
const located = (ps: Problem[]) => ps.map(({ field, text }) => ({ field, text }));
import { relativeTarget, writeCreation } from "./writer";

const FIXTURES = join(PROJECT_ROOT, "test", "fixtures", "creation");
const TEMPLATE = "_templates/Postać Gracza.template.md";
let files: Record<string, string>;
let index: VaultIndex;
let catalog: Catalog;

beforeAll(() => {
  files = readVault(TEST_VAULT);
  index = new VaultIndex();
  index.load(Object.entries(files));
  catalog = buildCatalog(index);
});

const draft = (patch: Partial<CreationDraft>): CreationDraft =>
  syncDraft({ ...emptyDraft(), name: "Test", discipline: "Magia Sakralna", ...patch }, catalog);
const texts = (d: CreationDraft, step: Parameters<typeof stepProblems>[0]) =>
  stepProblems(step, d, catalog).map((p) => p.text);
const fields = (d: CreationDraft, step: Parameters<typeof stepProblems>[0]) =>
  stepProblems(step, d, catalog).map((p) => p.field);

describe("docs/en/rules.md Experience (PD) and creation: the budget per race and year, from the vault's race notes", () => {
  it("every race of docs/en/rules.md at the 1st year: attribute points, skill points, fixed skills, free talents", () => {
    const b = (race: string) => draftBudget(draft({ race }), catalog);
    expect(b("Człowiek")).toMatchObject({
      attributePoints: 3,
      skillPoints: 12,
      fixedSkills: { Determinacja: 1, Intuicja: 1 },
      chosenTalents: 2,
      source: "vault",
    });
    expect(b("Feles")).toMatchObject({ attributePoints: 2, skillPoints: 12, chosenTalents: 0, source: "vault" });
    expect(b("Feles").freeTalents).toEqual(["Jedność z Naturą", "Czuły Zmysł", "Czuły Zmysł"]);
    expect(b("Lamia")).toMatchObject({
      attributePoints: 4,
      skillPoints: 8,
      fixedSkills: { Refleks: 1, "Walka Wręcz": 1, "Umiejętności Strzeleckie": 1 },
    });
    expect(b("Lamia").freeTalents).toEqual(["Oportunista", "Gotowość do Walki", "Odporność na Magię"]);
    expect(b("Anioł")).toMatchObject({ attributePoints: 5, skillPoints: 4, fixedSkills: { Refleks: 1, Oddanie: 1 } });
    expect(b("Elf")).toMatchObject({ attributePoints: 3, skillPoints: 11 });
  });
  it("later years add +1/+1/+4 … +4/+4/+16 and Mistrz Magii at the 5th", () => {
    expect(draftBudget(draft({ race: "Anioł", year: 3 }), catalog)).toMatchObject({
      attributePoints: 7,
      skillPoints: 12,
      chosenTalents: 2,
    });
    const fifth = draft({ race: "Feles", year: 5 });
    expect(draftBudget(fifth, catalog)).toMatchObject({ attributePoints: 6, skillPoints: 28, chosenTalents: 4 });
    expect(fifth.talents.filter((t) => t.free).map((t) => t.name)).toContain("Mistrz Magii");
  });
  it("the running budget counts what is left, and goes negative when overspent", () => {
    const d = draft({ race: "Człowiek", attributes: { body: 3, mind: 2, soul: 1 } });
    expect(remaining(d, catalog)).toEqual({ attributes: 0, skills: 12, talents: 2 });
    expect(remaining({ ...d, attributes: { body: 4, mind: 2, soul: 1 } }, catalog).attributes).toBe(-1);
  });
  it("changing the race keeps the typed skills and chosen talents, raises the new fixed skills, swaps the free talents (issue 15)", () => {
    const human = { ...draft({ race: "Człowiek" }), skills: { Determinacja: 1, Intuicja: 1, Medycyna: 3 } };
    const withChoice = { ...human, talents: [...human.talents, pick("Oburęczny")] };
    const feles = syncDraft({ ...withChoice, race: "Feles" }, catalog);
    expect(feles.skills).toMatchObject({ Medycyna: 3, Determinacja: 1, Refleks: 1, "Skradanie się": 1, Zręczność: 1 });
    expect(feles.talents.map((t) => `${t.name}${t.free ? "*" : ""}`)).toEqual([
      "Jedność z Naturą*",
      "Czuły Zmysł*",
      "Czuły Zmysł*",
      "Oburęczny",
    ]);
  });
});

describe("the details step: race and discipline (Rozdział II: Dostępne Dziedziny Magii)", () => {
  const race = (name: string) => catalog.races.find((r) => r.name === name)!;
  const discipline = (name: string) => catalog.disciplines.find((d) => d.name === name)!;
  it("a Feles may brew elixirs or use Water/Earth, not Fire or Exorcism", () => {
    expect(raceAllowsDiscipline(race("Feles"), discipline("Warzenie Eliksirów"))).toBe(true);
    expect(raceAllowsDiscipline(race("Feles"), discipline("Źródło Mocy"))).toBe(true);
    expect(raceAllowsDiscipline(race("Feles"), discipline("Magia Ognia"))).toBe(false);
    expect(raceAllowsDiscipline(race("Feles"), discipline("Egzorcyzmy"))).toBe(false);
    expect(raceAllowsDiscipline(race("Elf"), discipline("Źródło Mocy"))).toBe(true);
  });
  it("a Lamia cannot be a Źródło Mocy; the reason names what she may take", () => {
    expect(located(stepProblems("details", draft({ race: "Lamia", discipline: "Źródło Mocy" }), catalog))).toEqual([
      {
        field: "discipline",
        text: "Lamia nie może wybrać dziedziny Źródło Mocy; dostępne: Magia Żywiołów, Magia Sakralna.",
      },
    ]);
  });
  it("a new note needs a name usable as a file name; race and discipline must be chosen", () => {
    expect(stepProblems("details", { ...emptyDraft() }, catalog, true).map((p) => p.field)).toEqual([
      "name",
      "race",
      "discipline",
    ]);
    expect(texts({ ...draft({ race: "Elf", discipline: "Alchemia" }), name: "A/B" }, "details")).toEqual([]);
    expect(
      stepProblems("details", { ...draft({ race: "Elf", discipline: "Alchemia" }), name: "A/B" }, catalog, true)[0]
        ?.field,
    ).toBe("name");
  });
});

describe("the attributes and skills steps (docs/en/rules.md: each attribute from 1, no skill above 4, nothing left)", () => {
  it("attributes: the reason stands beside the attribute it is about, or the budget", () => {
    expect(fields(draft({ race: "Człowiek", attributes: { body: 0, mind: 3, soul: 3 } }), "attributes")).toEqual([
      "attr.body",
      "attr.budget",
    ]);
    expect(texts(draft({ race: "Człowiek", attributes: { body: 2, mind: 2, soul: 2 } }), "attributes")).toEqual([]);
  });
  it("skills: 5 in Refleks is beside Refleks; unspent points are on the step", () => {
    const d = { ...draft({ race: "Człowiek" }), skills: { Determinacja: 1, Intuicja: 1, Refleks: 5 } };
    expect(located(stepProblems("skills", d, catalog))).toEqual([
      { field: "skill.Refleks", text: "Refleks 5: przy tworzeniu postaci najwyżej 4." },
      {
        field: "skills",
        text: "Punkty Umiejętności: wydano 5 (bez 2 rasowych), a do wydania jest 12; nic nie może zostać.",
      },
    ]);
  });
});

describe("the talents step: requirements ✓/✗ live, the year's free talents, choices (Rozdział IV)", () => {
  it("Pancerz Wiary needs (Magia Sakralna, Dusza 3, Ciało 3, Oddanie 4) or an Anioł", () => {
    const human = {
      ...draft({ race: "Człowiek" }),
      talents: [...draft({ race: "Człowiek" }).talents, pick("Pancerz Wiary")],
    };
    expect(texts(human, "talents")).toEqual([
      "Pancerz Wiary: niespełnione wymagania: Dusza (3) i Ciało (3) i Oddanie (4) lub Rasa (Anioł/Anielica).",
    ]);
    const angel = {
      ...draft({ race: "Anioł", year: 2 }),
      talents: [...draft({ race: "Anioł", year: 2 }).talents, pick("Pancerz Wiary")],
    };
    expect(texts(angel, "talents")).toEqual(["Błogosławieństwo: wpisz bóstwo."]);
    const named = { ...angel, talents: angel.talents.map((t, i) => (i === 0 ? { ...t, detail: "Jedyny" } : t)) };
    expect(texts(named, "talents")).toEqual([]);
  });
  it("docs/en/rules.md: creation — a Feles's two free Czuły Zmysł are Słuch (the note's Uszy) and Wzrok, fixed; a chosen one asks its sense and must differ", () => {
    const feles = draft({ race: "Feles" });
    expect(feles.talents.filter((t) => t.name === "Czuły Zmysł").map((t) => [t.choice, t.fixed])).toEqual([
      ["Słuch", true],
      ["Wzrok", true],
    ]);
    expect(texts(feles, "talents")).toEqual([]);
    const changed = {
      ...feles,
      talents: feles.talents.map((t) => (t.name === "Czuły Zmysł" ? { ...t, choice: "Węch" } : t)),
    };
    expect(texts(changed, "talents")).toEqual([
      "Czuły Zmysł: rasa Feles daje zmysł Słuch (notatka rasy); nie można go zmienić.",
      "Czuły Zmysł: rasa Feles daje zmysł Wzrok (notatka rasy); nie można go zmienić.",
      "Czuły Zmysł: zmysł Węch jest już wybrany; wybierz inny.",
    ]);
    const human = draft({ race: "Człowiek", year: 2 });
    const asks = { ...human, talents: [...human.talents, pick("Czuły Zmysł")] };
    expect(texts(asks, "talents")).toEqual(["Czuły Zmysł: wybierz zmysł (wzrok, słuch, dotyk, smak, węch)."]);
  });
  it("more chosen talents than the race and year allow; a talent taken twice that may be taken once", () => {
    const human = draft({ race: "Człowiek" });
    const three = {
      ...human,
      talents: [...human.talents, pick("Oburęczny"), pick("Oburęczny"), pick("Gotowość do Walki")],
    };
    expect(texts(three, "talents")).toEqual([
      "Talenty: wybrano 3 poza darmowymi, a wolno 2.",
      "Oburęczny: ten talent można mieć tylko raz.",
    ]);
  });
  it("Jedność z Magią and Odporność na Magię exclude each other", () => {
    const elf = draft({ race: "Elf", discipline: "Alchemia" });
    expect(texts({ ...elf, talents: [...elf.talents, pick("Odporność na Magię")] }, "talents")).toContain(
      "Jedność z Magią i Odporność na Magię wykluczają się (Rozdział IV).",
    );
  });
});

describe("docs/en/rules.md, The Magia table: the Magia roll, with both talents and a seeded die", () => {
  it("no roll yet: Next is held with the reason", () => {
    expect(texts(draft({ race: "Człowiek" }), "magic")).toEqual([
      "Rzuć 1k10 na Magię albo wpisz Poziom Mocy ustalony przez MG.",
    ]);
  });
  it("a Człowiek rolls 1k10 as it falls: 7 is VII", () => {
    expect(rollDraftMagic(draft({ race: "Człowiek" }), scriptedRandom([7]))).toMatchObject({
      level: 7,
      how: "roll",
      rolls: [7],
      talents: [],
    });
  });
  it("an Elf (Jedność z Magią): 8 − 1 = 7 rolls again, 5 − 1 = 4", () => {
    expect(rollDraftMagic(draft({ race: "Elf", discipline: "Alchemia" }), scriptedRandom([8, 5]))).toMatchObject({
      level: 4,
      rolls: [8, 5],
      talents: ["Jedność z Magią"],
    });
  });
  it("a Lamia (Odporność na Magię) taken twice: 8 + 1 + 1 = 10; at 10 it adds nothing", () => {
    const lamia = draft({ race: "Lamia" });
    const twice = { ...lamia, talents: [...lamia.talents, pick("Odporność na Magię")] };
    const said = (r: ReturnType<typeof rollDraftMagic>, lang: "pl" | "en" = "pl") =>
      "key" in r ? [] : r.steps.map((s) => creationText(s.key, s.params, lang));
    const both = rollDraftMagic(twice, scriptedRandom([8]));
    expect(both).toMatchObject({ level: 10 });
    expect(said(both)).toEqual(["1k10 = 8", "Odporność na Magię: +1 → 9", "Odporność na Magię: +1 → 10"]);
    const ten = rollDraftMagic(lamia, scriptedRandom([10]));
    expect(ten).toMatchObject({ level: 10 });
    expect(said(ten)).toEqual(["1k10 = 10"]);
  });
  it("a roll made before the talents changed must be made again", () => {
    const human = draft({ race: "Człowiek" });
    const magic = rollDraftMagic(human, scriptedRandom([6]));
    if ("key" in magic) throw new Error(magic.key);
    const later = { ...human, magic, talents: [...human.talents, pick("Odporność na Magię")] };
    expect(texts(later, "magic")).toEqual(["Rzut był wykonany z: bez talentów; talenty się zmieniły. Rzuć ponownie."]);
  });
  it("the GM may set the level by hand, 0–X only", () => {
    expect(gmMagic(3)).toEqual({ level: 3, how: "gm", rolls: [], steps: [], talents: [] });
    const wrong = gmMagic(11);
    if (!("key" in wrong)) throw new Error("not refused");
    expect(creationText(wrong.key, wrong.params)).toBe("Poziom Mocy musi być od 0 do X.");
    expect(creationText(wrong.key, wrong.params, "en")).toBe("Poziom Mocy must be from 0 to X.");
  });
});

describe("the spells step (Rozdział II: spells by year; max cost by Poziom Mocy)", () => {
  const at = (year: number, level: number, spells: string[], patch: Partial<CreationDraft> = {}) => {
    const paths = spells.map((n) => catalog.spells.find((s) => s.name === n)!.path);
    return { ...draft({ race: "Anioł", year, ...patch }), magic: gmMagic(level) as never, spells: paths };
  };
  it("1st year: Poblask only; a chosen spell is one too many", () => {
    expect(spellAllowance(at(1, 5, []), catalog).fixed.map((f) => (typeof f === "string" ? f : f.name))).toEqual([
      "Poblask",
    ]);
    expect(texts(at(1, 5, ["Szybka Myśl"]), "spells")).toEqual([
      "Zaklęcia: wybrano 1, a na 1. roku wolno 0 (poza stałymi).",
    ]);
  });
  it("docs/en/rules.md: creation — a spell above the max cost may be chosen; the wizard says, as information, it cannot be cast yet: Uzdrowienie Chorych (4) at Poziom Mocy VI (3)", () => {
    expect(texts(at(2, 6, ["Uzdrowienie Chorych"]), "spells")).toEqual([]);
    expect(stepInfos("spells", at(2, 6, ["Uzdrowienie Chorych"]), catalog).map((p) => p.text)).toEqual([
      "Uzdrowienie Chorych kosztuje 4 many, ponad Maksymalny Koszt Zaklęcia 3 (Poziom Mocy VI): można je znać, ale jeszcze nie rzucić.",
    ]);
  });
  it("3rd year: at least three of the discipline's spells", () => {
    expect(texts(at(3, 3, ["Szybka Myśl", "Modlitwa o Opiekę"]), "spells")).toEqual([
      "Na 3. roku co najmniej 3 zaklęć z dziedziny Magia Sakralna; wybrano 1.",
    ]);
    expect(texts(at(3, 3, ["Modlitwa o Opiekę", "Boska Sprawiedliwość", "Uzdrowienie Chorych"]), "spells")).toEqual([]);
  });
  it("another discipline's spell is refused", () => {
    expect(texts(at(2, 3, ["Wzniecanie Ognia"]), "spells")).toEqual([
      "Wzniecanie Ognia nie jest zaklęciem Powszechnym ani z dziedziny Magia Sakralna.",
    ]);
  });
  it("Źródło Mocy casts nothing (Pierwotna Energia)", () => {
    expect(texts(at(2, 3, ["Szybka Myśl"], { race: "Elf", discipline: "Źródło Mocy" }), "spells")).toEqual([
      "Źródło Mocy nie może rzucać zaklęć (Pierwotna Energia); usuń wybrane zaklęcia.",
    ]);
  });
});

describe("the equipment step", () => {
  it("one suit of armour is worn", () => {
    const armour = catalog.items.find((i) => i.kind === "armor")!.path;
    expect(texts({ ...draft({ race: "Człowiek" }), equipment: [armour, armour] }, "equipment")).toEqual([
      "Wybrano 2 zbroje; postać nosi jedną (Pancerz liczy się z jednej).",
    ]);
  });
});

describe("links in the vault's style", () => {
  it("relative, with spaces and parentheses %-encoded and Polish letters as they are", () => {
    expect(relativeTarget("player-characters/Jan.md", "disciplines/Magia Żywiołów/Poddziedzina - Magia Ognia.md")).toBe(
      "../disciplines/Magia%20Żywiołów/Poddziedzina%20-%20Magia%20Ognia.md",
    );
    expect(relativeTarget("player-characters/Jan.md", "rules/IV/Błogosławieństwo (Bóstwo).md")).toBe(
      "../rules/IV/Błogosławieństwo%20%28Bóstwo%29.md",
    );
    expect(relativeTarget("Jan.md", "races/Elf.md")).toBe("races/Elf.md");
  });
});

describe("the written note (issue 15 item 4): byte for byte, read back clean, checked by hbm sheet's creation field", () => {
  for (const scenario of SCENARIOS) {
    it(`${scenario.file}`, () => {
      const d = scenario.build(catalog);
      const problems = allProblems(d, catalog, true).map((p) => p.text);
      expect(problems.length > 0).toBe(scenario.override);
      const path = `player-characters/${scenario.file}`;
      const written = writeCreation(files[TEMPLATE]!, path, d, {
        catalog,
        index,
        overridden: scenario.override ? problems : [],
      });
      expect(written.problems).toEqual([]);
      const fixture = join(FIXTURES, scenario.file);
      if (process.env.UPDATE_CREATION_FIXTURES === "1" || !existsSync(fixture)) {
        mkdirSync(FIXTURES, { recursive: true });
        writeFileSync(fixture, written.text);
      }
      expect(written.text).toBe(readFileSync(fixture, "utf8"));
      const note = readNote(path, written.text).character!;
      expect(note.diagnostics.filter((x) => x.severity !== "info")).toEqual([]);
      expect(written.sheet?.diagnostics.filter((x) => x.severity !== "info")).toEqual([]);
      expect(creationCheck(note, index, catalog)).toEqual({
        valid: !scenario.override,
        problems: scenario.override ? problems : [],
      });
    });
  }
  it("the derived row is the sheet's: Źródło Mocy doubles Mana, worn armour sets Pancerz, Gotowość do Walki adds to Inicjatywa", () => {
    const sheet = (file: string) => {
      const s = SCENARIOS.find((x) => x.file === file)!;
      return writeCreation(files[TEMPLATE]!, `player-characters/${file}`, s.build(catalog), { catalog, index }).sheet!;
    };
    expect(sheet("Sssara.md").derived).toMatchObject({ maxMana: 36, maxSpellCost: 8, initiative: 7, maxHealth: 14 });
    expect(sheet("Jan Kowalski.md").derived).toMatchObject({ armor: 1, maxMana: 18, initiative: 11 });
    expect(sheet("Rafael.md").derived).toMatchObject({ maxMana: 21, maxZeal: 3, maxHealth: 20 });
  });
  it("a filled PC's own race link, discipline link and Szybkość are kept when the wizard names the same", () => {
    const symiel = files["player-characters/Symiel.md"]!;
    const s = SCENARIOS.find((x) => x.file === "Rafael.md")!;
    const written = writeCreation(
      symiel,
      "player-characters/Symiel.md",
      { ...s.build(catalog), discipline: "Egzorcyzmy" },
      { catalog, index },
    ).text;
    expect(written).toContain("| **Rasa**                 | *[[Wybór Rasy - Anioł-Anielica\\|Anioł]]* |");
    expect(written).toContain(
      "| **Dziedzina Magii**      | *[Egzorcyzmy](../disciplines/Magia%20Sakralna/Poddziedzina%20-%20Egzorcyzmy.md)* |",
    );
    expect(written).toContain("| 10 m (w tym Lot) |");
  });
});

describeWithSampleVault("a real, empty PC of the vault filled by the wizard (issue 15 item 1)", () => {
  for (const file of ["Symiel.md", "Abel Bagniuk.md", "Elneran.md"]) {
    it(`${file}: the wizard's rows, lines and GM line change; every other line stays, in order`, () => {
      const text = readFileSync(join(SAMPLE_VAULT, "player-characters", file), "utf8");
      const s = SCENARIOS.find((x) => x.file === "Rafael.md")!;
      const path = `player-characters/${file}`;
      const written = writeCreation(text, path, { ...s.build(catalog), name: "" }, { catalog, index }).text;
      const ours = (l: string) =>
        /^\| \*\*(Rasa|Rok|Dziedzina Magii)\*\*|^\| [\dIVX0 ]+\|/.test(l) ||
        /^- \[|^- Naturalny Lot|^- \S.*\([^)]+\) \+\d+ \(\d+\)$/.test(l) ||
        /^> Kreator postaci:/.test(l) ||
        // docs/en/rules.md: creation — a finished character's status is the vault's "active" (the template's is "draft").
        l === "status: active";
      const keptBefore = text
        .split("\n")
        .filter((l) => !/^\| \*\*(Rasa|Dziedzina Magii)\*\*|^\|\s+(\|\s+)+\|$|^-\s*$|^>\s*$|^status: draft$/.test(l));
      const keptAfter = written.split("\n").filter((l) => !ours(l) && !/^-\s*$/.test(l));
      expect(keptAfter).toEqual(keptBefore);
      const note = readNote(path, written).character!;
      expect(note.details.year).toBe(3);
      expect(note.forms[0]?.attributes).toEqual({ body: 3, mind: 2, soul: 5, powerLevel: 3 });
    });
  }
});
