import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { describeWithSampleVault, HAS_SAMPLE_VAULT, SAMPLE_VAULT } from "../../../test/harness";
import { computeDerived } from "../rules/derived";
import { buildSheet } from "../sheet";
import { VaultIndex } from "../vault/index";
import { checkPurchase } from "../rules/experience";
import { talentChoice, withChoice } from "../rules/talents";
import { addTalentLine, fillStats, raiseAttribute, setAttributeCell } from "./stat-tables";

/**
 * docs/en/rules.md, Experience (PD), Decision: buying an attribute point with PD
 * rewrites the Atrybuty cell, the Cechy Pochodne row and every skill total
 * that uses the attribute in the same edit. Checked with the real reader:
 * the note must read back with no new diagnostics.
 */
const ELNERAN = HAS_SAMPLE_VAULT ? readFileSync(join(SAMPLE_VAULT, "player-characters", "Elneran.md"), "utf8") : "";
const PATH = "player-characters/Elneran.md";
const attributes = { body: 2, mind: 3, soul: 2, powerLevel: 2 };
const skills = { Refleks: 2, Spostrzegawczość: 3, Oddanie: 2, Empatia: 1, "Zdolności Magiczne": 4, Wytrzymałość: 1 };

function derivedOf(a: typeof attributes) {
  return computeDerived({ attributes: a, skills, talents: [], wornArmor: null, conditions: [], isPowerSource: false })
    .derived;
}
function filled(): string {
  const d = derivedOf(attributes);
  return fillStats(ELNERAN, { attributes, derived: { ...d, armor: d.armor }, skills, talents: [] }, d.magicDice).text;
}
/** Everything the player would see as a problem: the reader's and the sheet's (printed vs computed). */
function problems(text: string): string[] {
  const index = new VaultIndex();
  index.load([[PATH, text]]);
  return buildSheet(index.get(PATH)!.character!, index).diagnostics.map((d) => `${d.severity}: ${d.message}`);
}
function sheetOf(text: string) {
  const index = new VaultIndex();
  index.load([[PATH, text]]);
  return buildSheet(index.get(PATH)!.character!, index);
}
const changedLines = (before: string, after: string) => after.split("\n").filter((l, i) => l !== before.split("\n")[i]);

describeWithSampleVault("docs/en/rules.md: Decision: buying an attribute with PD keeps the note consistent", () => {
  const before = filled();

  it("the filled note reads with no problems (the baseline)", () => {
    expect(problems(before)).toEqual([]);
  });

  it("only the Atrybuty cell, as today, leaves Cechy Pochodne and the skill totals stale: new warnings", () => {
    expect(problems(setAttributeCell(before, "soul", 3)!)).toEqual([
      "warning: Empatia: łączna 3, a Dusza 3 + 1 = 4.",
      "warning: Oddanie: łączna 4, a Dusza 3 + 2 = 5.",
      "warning: Żywotność: w notatce 14, według zasad 16; obowiązuje wartość wyliczona.",
      "warning: Zapał: w notatce 1, według zasad 2; obowiązuje wartość wyliczona.",
    ]);
  });

  it("Dusza 2 → 3: the cell, Żywotność 14 → 16, Zapał 1 → 2 and the Dusza skills' totals, in one edit; no new diagnostics", () => {
    const after = raiseAttribute(before, "soul", 3, derivedOf({ ...attributes, soul: 3 }))!;
    expect(problems(after)).toEqual([]);
    const sheet = sheetOf(after);
    expect(sheet.attributes.soul).toBe(3);
    expect(changedLines(before, after)).toEqual([
      "| 2     | 3     | 3     | II    |",
      "| 16        | 30   | 0       | 8          | 2     | 10 m     |",
      "- Empatia (Dusza) +1 (4)",
      "- Oddanie (Dusza) +2 (5)",
    ]);
    expect(after.split("\n")).toHaveLength(before.split("\n").length);
  });

  it("Umysł 3 → 4: Żywotność and Inicjatywa (Umysł + Refleks + Spostrzegawczość) and the Umysł skill", () => {
    const after = raiseAttribute(before, "mind", 4, derivedOf({ ...attributes, mind: 4 }))!;
    expect(problems(after)).toEqual([]);
    expect(changedLines(before, after)).toEqual([
      "| 2     | 4     | 2     | II    |",
      "| 16        | 30   | 0       | 9          | 1     | 10 m     |",
      "- Spostrzegawczość (Umysł) +3 (7)",
    ]);
  });

  it("Ciało 2 → 3: Żywotność and the Ciało skills (Refleks, Wytrzymałość); Zapał and the Dusza skills stay", () => {
    const after = raiseAttribute(before, "body", 3, derivedOf({ ...attributes, body: 3 }))!;
    expect(problems(after)).toEqual([]);
    expect(changedLines(before, after)).toEqual([
      "| 3     | 3     | 2     | II    |",
      "| 16        | 30   | 0       | 8          | 1     | 10 m     |",
      "- Refleks (Ciało) +2 (5)",
      "- Wytrzymałość (Ciało) +1 (4)",
    ]);
  });

  it("a sequence of purchases stays consistent after every step", () => {
    let text = before;
    let a = { ...attributes };
    for (const attribute of ["mind", "soul", "soul", "body", "mind"] as const) {
      a = { ...a, [attribute]: a[attribute] + 1 };
      text = raiseAttribute(text, attribute, a[attribute], derivedOf(a))!;
      expect(problems(text), `${attribute} → ${a[attribute]}`).toEqual([]);
      expect(sheetOf(text).attributes).toEqual(a);
    }
  });

  it("keeps how a cell and a skill line are written: emphasis, a note after the total, a linked name", () => {
    const styled = before
      .replace("| 14        | 30   | 0       | 8          |", "| *14*      | 30   | 0       | 2k6+8      |")
      .replace("- Oddanie (Dusza) +2 (4)", "- [[Oddanie]] (Dusza) +2 (4) — modlitwy")
      .replace("- Empatia (Dusza) +1 (3)", "* Empatia +1 (3)");
    const after = raiseAttribute(styled, "soul", 3, derivedOf({ ...attributes, soul: 3 }))!;
    expect(after).toContain("| *16*      | 30   | 0       | 2k6+8      | 2     |");
    expect(after).toContain("- [[Oddanie]] (Dusza) +2 (5) — modlitwy");
    expect(after).toContain("* Empatia +1 (4)");
    expect(problems(after)).toEqual(problems(styled).filter((p) => !/łączna|Żywotność|Zapał/.test(p)));
  });

  it("blank derived cells stay blank; a line without a printed total is left alone; no Atrybuty table: null", () => {
    const blank = before
      .replace(/^\|\s+14\s+\|.*$/m, "|           |      |         |            |       |          |")
      .replace("- Empatia (Dusza) +1 (3)", "- Empatia (Dusza) +1");
    const after = raiseAttribute(blank, "soul", 3, derivedOf({ ...attributes, soul: 3 }))!;
    expect(changedLines(blank, after)).toEqual(["| 2     | 3     | 3     | II    |", "- Oddanie (Dusza) +2 (5)"]);
    expect(raiseAttribute("# Notatka bez tabel\n", "soul", 3, { maxHealth: 16, maxZeal: 2, initiative: 8 })).toBeNull();
  });
});

describeWithSampleVault(
  "docs/en/rules.md: Decision: a talent that names a choice is written with it (Czuły Zmysł: which sense)",
  () => {
    const before = filled();

    it("bought with PD: the sense is written after the link, and read back as Czuły Zmysł", () => {
      const sense = withChoice("Czuły Zmysł", "słuch")!;
      expect(sense).toBe("Czuły Zmysł (Słuch)");
      const after = addTalentLine(before, sense)!;
      expect(changedLines(before, after)).toEqual(["- [[Czuły Zmysł]] (Słuch)"]);
      const talents = sheetOf(after).talents;
      expect(talents).toEqual(["Czuły Zmysł"]);
      expect(problems(after)).toEqual([]);
    });

    it("Feles at creation: Czuły Zmysł twice, once per sense, each with its own", () => {
      const d = derivedOf(attributes);
      const text = fillStats(
        ELNERAN,
        {
          attributes,
          derived: d,
          skills,
          talents: ["Jedność z Naturą", withChoice("Czuły Zmysł", "Słuch")!, withChoice("Czuły Zmysł", "wzrok")!],
        },
        d.magicDice,
      ).text;
      expect(text).toContain(
        "### Talenty\n- [[Jedność z Naturą]]\n- [[Czuły Zmysł]] (Słuch)\n- [[Czuły Zmysł]] (Wzrok)\n",
      );
      expect(sheetOf(text).talents).toEqual(["Jedność z Naturą", "Czuły Zmysł", "Czuły Zmysł"]);
    });

    it("without its sense, or with something that is not a sense, the purchase is refused and says what to choose", () => {
      const build = { attributes: { body: 2, mind: 2, soul: 2 }, skills: {}, talents: [] };
      expect(checkPurchase({ kind: "talent", talent: "Czuły Zmysł" }, build, 10)).toMatchObject({
        ok: false,
        reason: "Czuły Zmysł: wybierz zmysł (wzrok, słuch, dotyk, smak, węch).",
      });
      expect(checkPurchase({ kind: "talent", talent: "Czuły Zmysł (Ogon)" }, build, 10)).toMatchObject({
        ok: false,
        reason: "Czuły Zmysł: „Ogon” to nie zmysł; do wyboru: wzrok, słuch, dotyk, smak, węch.",
      });
      expect(checkPurchase({ kind: "talent", talent: "Czuły Zmysł (Węch)" }, build, 10)).toEqual({
        ok: true,
        cost: 4,
        description: "Talent: Czuły Zmysł (Węch)",
      });
      expect(withChoice("Czuły Zmysł", "Ogon")).toBeNull();
      expect(withChoice("Oburęczny", "cokolwiek")).toBe("Oburęczny");
      expect(talentChoice("Czuły Zmysł (Słuch)")?.options).toEqual(["Wzrok", "Słuch", "Dotyk", "Smak", "Węch"]);
      expect(talentChoice("Oburęczny")).toBeNull();
    });
  },
);
