import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fold } from "./normalize";
import { nounFor } from "./plural";

describe("name matching ignores case and Polish diacritics (docs/en/rules.md: Attributes and skills)", () => {
  it("treats Cialo and Ciało as the same name", () => {
    expect(fold("Cialo")).toBe(fold("Ciało"));
  });
  it("folds every Polish letter, upper and lower case", () => {
    expect(fold("ĄĆĘŁŃÓŚŹŻ ąćęłńóśźż")).toBe("acelnoszz acelnoszz");
  });
  it("collapses inner whitespace", () => {
    expect(fold("  Walka   Wręcz ")).toBe("walka wrecz");
  });
});

describe("Polish plural forms (the one helper, text/plural.ts)", () => {
  it.each([
    [0, "sukcesów"],
    [1, "sukces"],
    [2, "sukcesy"],
    [4, "sukcesy"],
    [5, "sukcesów"],
    [12, "sukcesów"],
    [14, "sukcesów"],
    [22, "sukcesy"],
    [25, "sukcesów"],
  ])("%i → %s", (n, word) => {
    expect(nounFor("pl", n, "success")).toBe(word);
  });
});

describe("fold's shortcut for text that is already folded", () => {
  // The long way round, as fold did before the ASCII shortcut (issue 19): the shortcut must agree with it.
  const slow = (text: string) =>
    text
      .toLowerCase()
      .replace(
        /[ąćęłńóśźż]/g,
        (ch) => ({ ą: "a", ć: "c", ę: "e", ł: "l", ń: "n", ó: "o", ś: "s", ź: "z", ż: "z" })[ch] ?? ch,
      )
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/\s+/g, " ")
      .trim();

  it("gives what the full folding gives, for any text", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(..."aZ ł\t-[]|#0Ó ") })),
        (text) => fold(text) === slow(text),
      ),
      { numRuns: 2000 },
    );
  });

  it("keeps plain lower-case names as they are and still folds the rest", () => {
    expect(fold("spell-3")).toBe("spell-3");
    expect(fold("Spell-3")).toBe("spell-3");
    expect(fold("walka  wręcz")).toBe("walka wrecz");
  });
});
