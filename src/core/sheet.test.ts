import { describe, expect, it } from "vitest";
import { loadIndex } from "../../test/vault-files";
import { TEST_VAULT_DERIVED } from "../../test/test-vault-sheets";
import { buildSheet, sheetJson } from "./sheet";

const index = loadIndex();
const sheet = (name: string, form = 0) => buildSheet(index.findCharacter(name)!, index, form);

describe("test-vault characters, worked out by hand (docs/en/rules.md: Derived values)", () => {
  it("Kamila Wróbel: Ciało 3, Umysł 2, Dusza 3, Magia IV, Refleks 2, Spostrzegawczość 1, Gotowość do Walki, Pancerz Lekki, Odporność na Trucizny", () => {
    const s = sheet("Kamila Wróbel");
    expect(s.derived).toEqual(TEST_VAULT_DERIVED["Kamila Wróbel"]);
    expect(s.state).toMatchObject({ health: 16, mana: 24, zeal: 2, conditions: [] });
    expect(s.diagnostics).toEqual([]);
  });

  it("Elneran: Ciało 2, Umysł 3, Dusza 2, Poziom Mocy II, dying at 0 Żywotności", () => {
    const s = sheet("Elneran");
    expect(s.derived).toEqual(TEST_VAULT_DERIVED.Elneran);
    expect(s.state).toMatchObject({
      health: 0,
      mana: 30,
      conditions: ["Umierający"],
      dying: { hits: 0, failedTests: 0, overflow: 3 },
    });
  });

  it("Symiel: Ciało 2, Umysł 2, Dusza 5, Magia 5, flow tags and a frontmatter year", () => {
    const s = sheet("Symiel");
    expect(s.derived).toEqual(TEST_VAULT_DERIVED.Symiel);
    expect(s.year).toBe(2);
    expect(s.talents).toContain("Naturalny Lot");
  });

  it("Pelagius Caudex (stat block): printed values in force", () => {
    const s = sheet("Pelagius Caudex");
    expect(s.derived).toMatchObject({ maxHealth: 42, maxMana: 18, armor: 1, initiative: 19, maxZeal: 4 });
    expect(s.computed.maxMana).toBe(36); // Magia 4 = four dice = Poziom Mocy I (docs/en/notes.md)
  });

  it("Cień z Lasu, second form: `-`, `Brak` and `Nieograniczona` cells, Magia X", () => {
    const first = sheet("Cień z Lasu", 0);
    expect(first.derived.armor).toBe(0);
    const second = sheet("Cień z Lasu", 1);
    expect(second.form).toBe("Forma II - Bestia");
    expect(second.derived).toMatchObject({ maxHealth: 28, maxMana: 3, armor: 2, initiative: 5, magicDice: 0 });
  });

  it("the JSON of hbm sheet has the keys of docs/en/notes.md", () => {
    const json = sheetJson(sheet("Kamila Wróbel"));
    expect(Object.keys(json)).toEqual(
      expect.arrayContaining([
        "name",
        "kind",
        "attributes",
        "skills",
        "talents",
        "spells",
        "derived",
        "state",
        "diagnostics",
      ]),
    );
    expect(json.attributes).toEqual({ body: 3, mind: 2, soul: 3, powerLevel: 4 });
    expect(json.spells).toEqual(["Poblask", "Magiczny Pocisk", "Magiczna Tarcza"]);
  });
});
