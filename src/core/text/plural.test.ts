import { describe, expect, it } from "vitest";
import { countNoun, englishForms, NOUNS, plural, polishForms } from "./plural";

describe("Polish plurals through Intl.PluralRules (project rules: 1 punkt, 2 punkty, 5 punktów)", () => {
  const punkt = { one: "punkt", few: "punkty", many: "punktów" };
  it("one, few and many, including the teens and 22", () => {
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 0].map((n) => plural(n, punkt))).toEqual([
      "1 punkt",
      "2 punkty",
      "4 punkty",
      "5 punktów",
      "11 punktów",
      "12 punktów",
      "14 punktów",
      "21 punktów",
      "22 punkty",
      "25 punktów",
      "0 punktów",
    ]);
  });
  it("English has one and other", () => {
    expect([1, 2, 5].map((n) => plural(n, { one: "note", few: "notes", many: "notes" }, "en"))).toEqual([
      "1 note",
      "2 notes",
      "5 notes",
    ]);
  });
  it("the book's counted terms: punkt(y) Many and Zapału, never „1 many” or „2 many”", () => {
    expect([1, 2, 5, 22].map((n) => countNoun("pl", n, "manaPoint"))).toEqual([
      "1 punkt Many",
      "2 punkty Many",
      "5 punktów Many",
      "22 punkty Many",
    ]);
    expect([1, 3].map((n) => countNoun("pl", n, "zealPoint"))).toEqual(["1 punkt Zapału", "3 punkty Zapału"]);
    expect([1, 2].map((n) => countNoun("en", n, "manaPoint"))).toEqual(["1 mana point", "2 mana points"]);
  });
  it("a catalogue's own nouns count first (the hbm command's, strings.ts), NOUNS the rest", () => {
    const own = { thing: { pl: polishForms("rzecz", "rzeczy", "rzeczy"), en: englishForms("thing", "things") } };
    expect([1, 2, 5].map((n) => countNoun("pl", n, "thing", own))).toEqual(["1 rzecz", "2 rzeczy", "5 rzeczy"]);
    expect(countNoun("en", 2, "thing", own)).toBe("2 things");
    expect(countNoun("pl", 5, "point", own)).toBe("5 punktów");
  });
  it("every counted noun has its three Polish forms and English ones", () => {
    for (const [noun, forms] of Object.entries(NOUNS)) {
      for (const lang of ["pl", "en"] as const)
        for (const n of [1, 2, 5]) expect(countNoun(lang, n, noun), `${noun} ${lang} ${n}`).toMatch(/^\d+ \S/);
      expect(forms.pl.one, noun).not.toBe("");
    }
  });
});
