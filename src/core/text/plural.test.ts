import { describe, expect, it } from "vitest";
import { plural } from "./plural";

describe("Polish plurals through Intl.PluralRules (project rules: 1 punkt, 2 punkty, 5 punktów)", () => {
  const punkt = { one: "punkt", few: "punkty", many: "punktów" };
  it("one, few and many, including the teens and 22", () => {
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 0].map((n) => plural(n, punkt))).toEqual([
      "1 punkt", "2 punkty", "4 punkty", "5 punktów", "11 punktów", "12 punktów", "14 punktów", "21 punktów", "22 punkty", "25 punktów", "0 punktów",
    ]);
  });
  it("English has one and other", () => {
    expect([1, 2, 5].map((n) => plural(n, { one: "note", few: "notes", many: "notes" }, "en"))).toEqual(["1 note", "2 notes", "5 notes"]);
  });
});
