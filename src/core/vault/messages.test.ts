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
});
