import { describe, expect, it } from "vitest";
import { msg, renderMessage } from "../play/messages";

describe("vault messages with counted nouns (issue 31, item 6)", () => {
  it("an encounter line naming a missing form says 1 formę, 2 formy, 5 form, never form(y)", () => {
    const text = (n: number, lang: "pl" | "en" = "pl") =>
      renderMessage(msg("roster.noSuchForm", { line: 3, source: "Nil (forma 3)", name: "Nil", n }), lang);
    expect(text(1)).toBe("Linia 3: „Nil (forma 3)”: Nil ma 1 formę; biorę pierwszą.");
    expect(text(2)).toBe("Linia 3: „Nil (forma 3)”: Nil ma 2 formy; biorę pierwszą.");
    expect(text(5)).toBe("Linia 3: „Nil (forma 3)”: Nil ma 5 form; biorę pierwszą.");
    expect(text(2, "en")).toBe("Line 3: “Nil (forma 3)”: Nil has 2 forms; taking the first.");
  });

  it("a bare link shared by notes: pasuje do 2 notatek, 5 notatek; matches 2 notes", () => {
    const params = { link: "[[aegis]]", candidates: "a, b", chosen: "a", suggestion: "[[x/aegis]]" };
    expect(renderMessage(msg("vault.ambiguousLink", { ...params, n: 2 }))).toContain("pasuje do 2 notatek (a, b)");
    expect(renderMessage(msg("vault.ambiguousLink", { ...params, n: 5 }))).toContain("pasuje do 5 notatek");
    expect(renderMessage(msg("vault.ambiguousLink", { ...params, n: 2 }), "en")).toContain("matches 2 notes (a, b)");
  });
});
