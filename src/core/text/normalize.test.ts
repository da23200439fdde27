import { describe, expect, it } from "vitest";
import { fold } from "./normalize";
import { nounFor } from "./plural";

describe("name matching ignores case and Polish diacritics (rules.md: Attributes and skills)", () => {
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
    [0, "sukcesów"], [1, "sukces"], [2, "sukcesy"], [4, "sukcesy"], [5, "sukcesów"],
    [12, "sukcesów"], [14, "sukcesów"], [22, "sukcesy"], [25, "sukcesów"],
  ])("%i → %s", (n, word) => {
    expect(nounFor("pl", n, "success")).toBe(word);
  });
});
