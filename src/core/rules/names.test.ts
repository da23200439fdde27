import { describe, expect, it } from "vitest";
import { canonicalTalent, findAttribute, findCondition, findSkill } from "./names";

describe("names (docs/en/rules.md: Attributes and skills, Decision on aliases)", () => {
  it("finds skills regardless of case and diacritics", () => {
    expect(findSkill("walka wrecz")).toBe("Walka Wręcz");
    expect(findSkill("SPOSTRZEGAWCZOSC")).toBe("Spostrzegawczość");
  });
  it("maps the books' aliases", () => {
    expect(findSkill("Korzystanie z Magii")).toBe("Zdolności Magiczne");
    expect(findSkill("Hart")).toBe("Wytrzymałość");
    expect(canonicalTalent("Latanie")).toBe("Naturalny Lot");
    expect(canonicalTalent("Magiczna Oporność")).toBe("Odporność na Magię");
    expect(canonicalTalent("Mistrzostwo (dowolna Dziedzina)")).toBe("Mistrz Magii");
  });
  it("finds attributes", () => {
    expect(findAttribute("Cialo")).toBe("body");
    expect(findAttribute("magia")).toBe("magic");
    expect(findAttribute("Siła")).toBeNull();
  });
  it("finds conditions", () => {
    expect(findCondition("zatruty")).toBe("Zatruty");
    expect(findCondition("Głodny")).toBeNull();
  });
  it("has all 24 skills", async () => {
    const { SKILLS } = await import("./tables");
    expect(SKILLS).toHaveLength(24);
  });
});
