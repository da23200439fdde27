import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { describeWithSampleVault, HAS_SAMPLE_VAULT, SAMPLE_VAULT } from "../../../test/harness";
import { readNote } from "../vault/read-note";
import { addTalentLine, fillStats, setAttributeCell, setSkillLine } from "./stat-tables";

const ELNERAN = HAS_SAMPLE_VAULT ? readFileSync(join(SAMPLE_VAULT, "player-characters", "Elneran.md"), "utf8") : "";
const stats = {
  attributes: { body: 2, mind: 3, soul: 2, powerLevel: 2 },
  derived: { maxHealth: 14, maxMana: 30, armor: 0, initiative: 8, maxZeal: 1 },
  skills: { Refleks: 2, Spostrzegawczość: 3, "Zdolności Magiczne": 4 },
  talents: ["Jedność z Magią"],
};

describeWithSampleVault("Uzupełnij statystyki: filling the real vault's empty tables in the template's format", () => {
  const { text, problems } = fillStats(ELNERAN, stats, 4);

  it("finds every table and list", () => expect(problems).toEqual([]));

  it("the note then reads back with exactly those stats", () => {
    const c = readNote("player-characters/Elneran.md", text).character!;
    expect(c.forms[0]?.attributes).toEqual({ body: 2, mind: 3, soul: 2, powerLevel: 2 });
    expect(c.forms[0]?.skills).toEqual({ Refleks: 2, Spostrzegawczość: 3, "Zdolności Magiczne": 4 });
    expect(c.forms[0]?.talents.map((t) => t.canonical)).toEqual(["Jedność z Magią"]);
    expect(c.forms[0]?.printed.health?.value).toBe(14);
    expect(c.diagnostics).toEqual([]);
  });

  it("writes skill lines as the template says: Nazwa (Atrybut) +bonus (łączna)", () => {
    expect(text).toContain(
      "- Refleks (Ciało) +2 (4)\n- Spostrzegawczość (Umysł) +3 (6)\n- Zdolności Magiczne (Magia) +4 (8)",
    );
  });

  it("touches nothing outside the tables and lists it fills", () => {
    const changed = text.split("\n").filter((l, i, all) => !ELNERAN.split("\n").includes(l) && all.indexOf(l) === i);
    expect(changed.every((l) => /^\||^- (Refleks|Spostrzegawczość|Zdolności|\[\[Jedność)/.test(l))).toBe(true);
    expect(text.split("## Opis")[0]?.split("\n").slice(0, 9).join("\n")).toBe(
      ELNERAN.split("\n").slice(0, 9).join("\n"),
    );
    expect(text.slice(text.indexOf("## Relacje"))).toBe(ELNERAN.slice(ELNERAN.indexOf("## Relacje")));
  });
});

describeWithSampleVault("PD spending edits one cell or one line", () => {
  const filled = fillStats(ELNERAN, stats, 4).text;
  it("an attribute cell", () => {
    const after = setAttributeCell(filled, "body", 3)!;
    expect(readNote("pc/x.md", after).character?.forms[0]?.attributes.body).toBe(3);
    expect(after.replace(/\| 3 +\| 3 +\| 2 +\| II +\|/, "")).toBe(filled.replace(/\| 2 +\| 3 +\| 2 +\| II +\|/, ""));
  });
  it("an existing skill line, keeping the bullet", () => {
    const after = setSkillLine(filled, "Refleks", 3, stats.attributes, 4)!;
    expect(after).toContain("- Refleks (Ciało) +3 (5)");
    expect(after.split("\n")).toHaveLength(filled.split("\n").length);
  });
  it("a new skill line after the others", () => {
    const after = setSkillLine(filled, "Atletyka", 1, stats.attributes, 4)!;
    expect(after).toContain("- Zdolności Magiczne (Magia) +4 (8)\n- Atletyka (Ciało) +1 (3)");
  });
  it("a new talent", () => {
    expect(addTalentLine(filled, "Oburęczny")).toContain("- [[Jedność z Magią]]\n- [[Oburęczny]]");
    expect(addTalentLine(ELNERAN, "Oburęczny")).toContain("### Talenty\n- [[Oburęczny]]\n");
  });
});
