import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadIndex } from "../../../test/vault-files";
import { HAS_SAMPLE_VAULT, itWithSampleVault, SAMPLE_VAULT } from "../../../test/real-vault";
import { readNote } from "../vault/read-note";
import { buildCatalog, type TalentOption } from "./catalog";
import { creationCheck, draftFromNote } from "./check";
import { SCENARIOS } from "../../../test/creation-scenarios";
import { offerProblems, stepInfos, stepProblems } from "./problems";
import { emptyDraft, raceOption, syncDraft, type CreationDraft } from "./steps";
import { writeCreation } from "./writer";

/**
 * docs/en/rules.md, Experience (PD) and creation, Decision (creation details), and
 * issue 28 item 1: the wizard and `hbm sheet`'s creation check by the book.
 */
const index = loadIndex(join(__dirname, "../../../test-vault"));
const catalog = buildCatalog(index);
const sample = HAS_SAMPLE_VAULT ? loadIndex(SAMPLE_VAULT) : null;

const draft = (patch: Partial<CreationDraft>, c = catalog) => syncDraft({ ...emptyDraft(), ...patch }, c);
const talentTexts = (d: CreationDraft, c = catalog) => stepProblems("talents", d, c).map((p) => p.text);
const option = (name: string) => catalog.talents.find((t) => t.name === name)!;

/** A PC note in the template's format, with the build as real players write it. */
function note(details: string[], talents: string[], spells: string[] = [], year = 1): string {
  return [
    "---",
    "tags: [pc]",
    "status: draft",
    "---",
    "| **Imię (imiona)**        | *Test*         |",
    "| ------------------------ | -------------- |",
    ...details,
    `| **Rok**                  | *${year}*      |`,
    "",
    "### Atrybuty",
    "| Ciało | Umysł | Dusza | Magia |",
    "| :---: | :---: | :---: | :---: |",
    "| 2     | 2     | 2     | V     |",
    "",
    "### Talenty",
    ...talents,
    "",
    "### Zaklęcia",
    ...spells,
    "",
  ].join("\n");
}
const draftOf = (text: string) => draftFromNote(readNote("player-characters/Test.md", text).character!, index, catalog);

describe("docs/en/rules.md: creation — a free talent whose race note names its choice is written with it and cannot be changed", () => {
  it("an Elf's free Czuły Zmysł is Słuch (the race note: “Czuły Zmysł (Słuch)”), fixed", () => {
    const elf = draft({ race: "Elf" });
    const sense = elf.talents.find((t) => t.name === "Czuły Zmysł")!;
    expect(sense).toMatchObject({ choice: "Słuch", free: true, fixed: true });
    const changed = { ...elf, talents: elf.talents.map((t) => (t === sense ? { ...t, choice: "Wzrok" } : t)) };
    expect(talentTexts(changed)).toContain(
      "Czuły Zmysł: rasa Elf daje zmysł Słuch (notatka rasy); nie można go zmienić.",
    );
  });
  itWithSampleVault("the real vault's Feles note (“Czuły Zmysł (Uszy)”, “(Wzrok)”) fixes Słuch and Wzrok", () => {
    const real = buildCatalog(sample!);
    const feles = draft({ race: "Feles" }, real);
    expect(feles.talents.filter((t) => t.name === "Czuły Zmysł").map((t) => t.choice)).toEqual(["Słuch", "Wzrok"]);
  });
  it("every talent whose name names a choice asks for it: the free Magiczny Zmysł (Zmysł) asks its sense", () => {
    const elf = draft({ race: "Elf" });
    expect(talentTexts(elf)).toEqual(["Magiczny Zmysł: wpisz zmysł."]);
    const told = {
      ...elf,
      talents: elf.talents.map((t) => (t.name === "Magiczny Zmysł" ? { ...t, detail: "dotyk" } : t)),
    };
    expect(talentTexts(told)).toEqual([]);
  });
});

describe("docs/en/rules.md: creation — ✓ only when Dodaj would accept; Darmowy Talent only through the GM override", () => {
  it("Odporność na Magię beside an Elf's Jedność z Magią: they exclude each other, so no ✓", () => {
    const elf = draft({ race: "Elf", year: 2 });
    expect(offerProblems(elf, catalog, option("Odporność na Magię")).map((p) => p.text)).toEqual([
      "Jedność z Magią i Odporność na Magię wykluczają się (Rozdział IV).",
    ]);
    expect(offerProblems(elf, catalog, option("Oburęczny"))).toEqual([]);
  });
  it("Darmowy Talent (“przyznany wyłącznie przez Mistrza Gry”) is refused unless the GM overrides", () => {
    const free: TalentOption = { ...option("Oburęczny"), name: "Darmowy Talent", noteName: "Darmowy Talent" };
    const withIt = { ...catalog, talents: [...catalog.talents, free] };
    const human = draft({ race: "Człowiek" });
    expect(offerProblems(human, withIt, free).map((p) => p.key)).toEqual(["creation.gmOnly"]);
  });
});

describe("docs/en/rules.md: creation — equipment requirements are checked like talent requirements; armour's effect is told", () => {
  itWithSampleVault("Pancerz Ciężki (`requirements: 'Ciało >= 4'`) at Ciało 2 is refused; at Ciało 4 it is not", () => {
    const real = buildCatalog(sample!);
    const heavy = real.items.find((i) => i.name === "Pancerz Ciężki")!;
    const weak = { ...draft({ race: "Człowiek" }, real), equipment: [heavy.path] };
    expect(stepProblems("equipment", weak, real).map((p) => p.text)).toEqual([
      "Pancerz Ciężki: niespełnione wymagania: Ciało (4).",
    ]);
    const strong = { ...weak, attributes: { body: 4, mind: 1, soul: 1 } };
    expect(stepProblems("equipment", strong, real)).toEqual([]);
    expect(stepInfos("equipment", strong, real).map((p) => p.text)).toEqual([
      "Pancerz Ciężki: Pancerz 3, cechy: Hałaśliwy. Podręcznik nie podaje wpływu zbroi na rzucanie zaklęć; notatka przedmiotu też nie.",
    ]);
  });
});

describe("docs/en/rules.md: creation — names and notes read exactly as the sheet reads them", () => {
  it("a race written “Anielica” is Anioł; “Latanie” is Naturalny Lot, the race's free talent", () => {
    expect(raceOption({ ...emptyDraft(), race: "Anielica" }, catalog)?.name).toBe("Anioł");
    const d = draftOf(note(["| **Rasa**                 | *Anielica*     |"], ["- Latanie *(darmowy)*"]));
    expect(d.talents).toContainEqual({ name: "Naturalny Lot", choice: null, detail: null, free: true });
  });
  it("`[[Czuły Zmysł]] *(słuch, darmowy)*` is the sense Słuch; `Błogosławieństwo (Jedyny)` and `Magia Żywiołów (Ogień)` keep their detail", () => {
    const d = draftOf(
      note(
        ["| **Rasa**                 | *[Elf](../races/Elf.md)* |"],
        [
          "- [[Czuły Zmysł]] *(słuch, darmowy)*",
          "- [[Błogosławieństwo (Bóstwo)|Błogosławieństwo (Jedyny)]] *(darmowy)*",
          "- Magia Żywiołów (Ogień)",
        ],
      ),
    );
    expect(d.talents.map((t) => [t.name, t.choice ?? t.detail])).toEqual([
      ["Czuły Zmysł", "Słuch"],
      ["Błogosławieństwo", "Jedyny"],
      ["Magia Żywiołów", "Ogień"],
    ]);
  });
  it("a Dziedzina written `*[Magia Sakralna](…)* (Bóg-Jahwe-Jedyny)` is Magia Sakralna, and a re-save keeps the deity", () => {
    const row =
      "| **Dziedzina Magii**      | *[Magia Sakralna](../disciplines/Magia%20Sakralna.md)* (Bóg-Jahwe-Jedyny) |";
    const text = note(["| **Rasa**                 | *Człowiek*     |", row], []);
    expect(draftOf(text).discipline).toBe("Magia Sakralna");
    const s = SCENARIOS.find((x) => x.file === "Jan Kowalski.md")!.build(catalog);
    const written = writeCreation(
      text,
      "player-characters/Test.md",
      { ...s, discipline: "Magia Sakralna" },
      {
        catalog,
        index,
      },
    ).text;
    expect(written).toContain(row);
  });
  it("the discipline's talent is counted whether written or not: Nadzwyczajna Odporność under Talenty keeps Kamila's Warzenie Eliksirów build legal", () => {
    const kamila = index.get("player-characters/Kamila Wróbel.md")!.character!;
    expect(creationCheck(kamila, index, catalog)).toEqual({ valid: true, problems: [] });
  });
});

describe("docs/en/rules.md: creation — the year's fixed spells are counted for the year the character is in (book l. 365–366)", () => {
  const link = (name: string) => {
    const s = catalog.spells.find((x) => x.name === name)!;
    return `- [${name}](../${s.path})`;
  };
  const spells = (year: number, names: string[]) =>
    stepProblems(
      "spells",
      draftOf(note(["| **Rasa**                 | *Człowiek*     |"], [], names.map(link), year)),
      catalog,
    ).map((p) => p.text);
  it("1st year: only Poblask; a listed Magiczny Pocisk is one spell too many", () => {
    expect(spells(1, ["Poblask"])).toEqual([]);
    expect(spells(1, ["Poblask", "Magiczny Pocisk"])).toEqual([
      "Zaklęcia: wybrano 1, a na 1. roku wolno 0 (poza stałymi).",
    ]);
  });
  it("2nd year: Poblask, Magiczna Tarcza and Magiczny Pocisk are the fixed ones", () => {
    expect(spells(2, ["Poblask", "Magiczna Tarcza", "Magiczny Pocisk"])).toEqual([]);
  });
});

describe("docs/en/rules.md: creation — a finished character's status is the vault's (template: draft; PCs: active)", () => {
  it("the written note says `status: active`; any other status stays", () => {
    const s = SCENARIOS.find((x) => x.file === "Jan Kowalski.md")!.build(catalog);
    const text = note(["| **Rasa**                 | **             |"], []);
    const out = writeCreation(text, "player-characters/Test.md", s, { catalog, index }).text;
    expect(out).toContain("\nstatus: active\n");
    const dead = writeCreation(text.replace("status: draft", "status: dead"), "player-characters/Test.md", s, {
      catalog,
      index,
    }).text;
    expect(dead).toContain("\nstatus: dead\n");
  });
});
