import { describe, expect, it } from "vitest";
import { buildSheet } from "../sheet";
import { VaultIndex } from "./index";
import { attributeTable } from "../../../test/note-tables";

/**
 * Issue 31, item 1 (docs/en/notes.md "a form inherits lists from another by phrase"): the phrases in
 * the singular and the plural, with "a ponadto" additions and "poza" exceptions, for talents,
 * spells and equipment; a phrase the reader cannot read is a warning that quotes it.
 */
const stats = (body: number) =>
  [
    ...attributeTable(body, 4, 3, 3),
    "| Żywotność | Mana | Pancerz | Inicjatywa | Zapał |",
    "|---|---|---|---|---|",
    "| 20 | 10 | 0 | 2k6+8 | 2 |",
    "",
  ].join("\n");

const NOTE = [
  "---",
  "tags: [npc-statblock]",
  "---",
  "# Strażniczka",
  "",
  "## Forma I - Uczennica",
  stats(5),
  "#### Talenty",
  "- [Nie do Zabicia](Nie%20do%20Zabicia.md)",
  "- [Zachcianka](Zachcianka.md)",
  "",
  "#### Zaklęcia znane",
  "- [Magiczny Pocisk](magic-missile.md)",
  "",
  "#### Ekwipunek",
  "- [Rapier](Rapier.md)",
  "- **Obrażenia:** S+1k6",
  "- Amulet Osłony",
  "",
  "## Forma II - Nauczycielka",
  stats(6),
  "#### Talenty",
  "Talent z Formy I, a ponadto:",
  "",
  "- [Pochłonięcie](Pochłonięcie.md)",
  "",
  "#### Zaklęcia znane",
  "Jak w Formie I, a ponadto:",
  "",
  "- [Magiczna Tarcza](magic-shield.md)",
  "",
  "#### Ekwipunek",
  "**Lustro**",
  "",
  "- **Obrażenia:** 2+S",
  "",
  "## Forma III - Posłaniec",
  stats(7),
  "#### Talenty",
  "Wszystkie Talenty wspólne z Formy I, poza [Zachcianką](Zachcianka.md), a ponadto:",
  "",
  "- [Odprysk Otchłani](Odprysk%20Otchłani.md)",
  "",
  "#### Zaklęcia znane",
  "Wszystkie zaklęcia z Form I i II.",
  "",
  "#### Ekwipunek",
  "Jak w Formach I i II (Rapier, Amulet Osłony, Lustro), a ponadto:",
  "",
  "- Sprzężone Działa",
  "",
  "## Forma IV - Echo",
  stats(7),
  "#### Ekwipunek",
  "Jak w poprzedniej formie, tylko bez Lustra.",
  "",
].join("\n");

const PATH = "rules/06. Bestiariusz/Strażniczka.md";
const index = new VaultIndex();
index.update(PATH, NOTE);
const character = index.get(PATH)!.character!;
const form = (n: number) => character.forms[n - 1]!;
const names = (entries: Array<{ name: string }>) => entries.map((e) => e.name);

describe("form inheritance in the singular and the plural (issue 31, item 1)", () => {
  it('"Talent z Formy I, a ponadto:" takes Form I\'s talents and adds the list below', () => {
    expect(names(form(2).talents)).toEqual(["Nie do Zabicia", "Zachcianka", "Pochłonięcie"]);
    expect(names(form(2).spells)).toEqual(["Magiczny Pocisk", "Magiczna Tarcza"]);
  });

  it('"wspólne z Formy I, poza [Zachcianką]" leaves out the one named after "poza"', () => {
    expect(names(form(3).talents)).toEqual(["Nie do Zabicia", "Odprysk Otchłani"]);
  });

  it('"z Form I i II" takes each spell once, though Form II holds Form I\'s too', () => {
    expect(names(form(3).spells)).toEqual(["Magiczny Pocisk", "Magiczna Tarcza"]);
  });

  it('"Jak w Formach I i II (…), a ponadto:" keeps every inherited item and weapon, then adds its own', () => {
    expect(names(form(3).equipment)).toEqual(["Rapier", "Amulet Osłony", "Lustro", "Sprzężone Działa"]);
    expect(form(3).equipment.map((e) => e.damage ?? null)).toEqual(["S+1k6", null, "2+S", null]);
  });

  it("a phrase the reader cannot read is a warning that quotes it, and the list inherits nothing", () => {
    expect(form(4).equipment).toEqual([]);
    const warned = character.diagnostics.filter((d) => d.key === "vault.inheritanceUnread");
    expect(warned).toEqual([
      expect.objectContaining({
        severity: "warning",
        message:
          "Forma IV - Echo: nie rozumiem odwołania do innej formy: „Jak w poprzedniej formie, tylko bez Lustra.”; ta lista niczego nie dziedziczy.",
      }),
    ]);
    // Nothing else about the phrases: the ones the reader understands raise no word.
    expect(character.diagnostics.filter((d) => /Form/.test(d.message))).toEqual(warned);
  });

  it("the sheet of Form III shows what it inherited", () => {
    const sheet = buildSheet(character, index, 2);
    expect(sheet.talents).toEqual(["Nie do Zabicia", "Odprysk Otchłani"]);
    expect(sheet.equipment).toEqual(["Rapier", "Amulet Osłony", "Lustro", "Sprzężone Działa"]);
  });
});
