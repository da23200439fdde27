import { describe, expect, it } from "vitest";
import { attributeName, canonicalTalent, sameName, skillAttribute, termNames } from "./names";
import { SKILLS } from "./tables";

describe("docs/en/rules.md Attributes and skills: each skill's default attribute (Rozdział III)", () => {
  it("the 24 skills with C, U, D or Magia as the book lists them", () => {
    const by = (a: string) =>
      SKILLS.filter((s) => skillAttribute(s.name) === a)
        .map((s) => s.name)
        .sort((x, y) => x.localeCompare(y, "pl"));
    expect(by("body")).toEqual([
      "Atletyka",
      "Refleks",
      "Siła",
      "Skradanie się",
      "Umiejętności Strzeleckie",
      "Walka Wręcz",
      "Wytrzymałość",
      "Zręczność",
    ]);
    expect(by("mind")).toEqual([
      "Intuicja",
      "Medycyna",
      "Rzemiosło",
      "Spostrzegawczość",
      "Teologia",
      "Wiedza Magiczna",
      "Wiedza o Naturze",
      "Wiedza Ogólna",
    ]);
    expect(by("soul")).toEqual([
      "Charakteryzacja",
      "Determinacja",
      "Empatia",
      "Oddanie",
      "Opieka nad Zwierzętami",
      "Przekonywanie",
      "Zastraszanie",
    ]);
    expect(by("magic")).toEqual(["Zdolności Magiczne"]);
  });
  it("attribute names in Polish; a name the table lacks is shown as given", () => {
    expect((["body", "mind", "soul", "magic"] as const).map(attributeName)).toEqual([
      "Ciało",
      "Umysł",
      "Dusza",
      "Magia",
    ]);
    expect(attributeName("x" as never)).toBe("x");
  });
  it("an unknown skill counts as a Ciało skill", () => expect(skillAttribute("Żonglerka")).toBe("body"));
});

describe("docs/en/rules.md Decision: name matching ignores case and Polish diacritics", () => {
  it("sameName", () => {
    expect(sameName("Cialo", "Ciało")).toBe(true);
    expect(sameName("Ciało", "Umysł")).toBe(false);
  });
  it("a talent keeps its name, without its '(…)' specialisation", () => {
    expect(canonicalTalent("Błogosławieństwo (Bóstwo)")).toBe("Błogosławieństwo");
    expect(canonicalTalent("  Oburęczny  ")).toBe("Oburęczny");
    expect(canonicalTalent("latanie")).toBe("Naturalny Lot");
    expect(canonicalTalent("Błogosławieństwo(Bóstwo)")).toBe("Błogosławieństwo");
    expect(canonicalTalent("Oburęczny (2) ")).toBe("Oburęczny");
  });
  it("only a trailing '(…)' is a specialisation: parentheses inside a name stay", () => {
    expect(canonicalTalent("Pancerz (Wiary) Świętej")).toBe("Pancerz (Wiary) Świętej");
  });
  it("the term list, longest first, so 'Walka Wręcz' is matched before a shorter name", () => {
    const terms = termNames();
    expect(terms.indexOf("walka wrecz")).toBeGreaterThanOrEqual(0);
    for (let i = 1; i < terms.length; i++) expect(terms[i - 1]!.length).toBeGreaterThanOrEqual(terms[i]!.length);
  });
});
