import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeWithSampleVault, SAMPLE_VAULT } from "../../../test/harness";
import { parseRequirements, readTalent } from "../vault/talent";
import {
  parseRequirementAlternatives,
  uncheckedRequirements,
  unmetRequirements,
  type RequirementSubject,
} from "./requirements";

/**
 * docs/en/rules.md, Experience (PD) and creation, Decision on grouping: split at every
 * top-level " lub " into alternatives; each alternative is a comma list that
 * must all hold; inside parentheses, commas, "lub" and "/" list the values of
 * one requirement. Checked on the book's own wording.
 */
const TALENTS = join(SAMPLE_VAULT, "rules", "00. Podręcznik Gry", "Rozdział IV - Talenty");
const BOOK = join(SAMPLE_VAULT, "..", "rules-source", "Podręcznik Gry.md");

/** A talent's "Wymagania:" line as the book prints it, under its "### Name" heading. */
function bookRequirement(talent: string): string {
  const lines = readFileSync(BOOK, "utf8").split(/\r?\n/);
  const at = lines.findIndex((l) => l.trim() === `### ${talent}`);
  const line = lines.slice(at + 1, at + 4).find((l) => /^wymagania:/i.test(l.trim()));
  if (at < 0 || !line) throw new Error(`no Wymagania line for ${talent}`);
  return line;
}

const person = (over: Partial<RequirementSubject> = {}): RequirementSubject => ({
  attributes: { body: 1, mind: 1, soul: 1 },
  skills: {},
  talents: [],
  race: "Człowiek",
  discipline: null,
  ...over,
});

describeWithSampleVault(
  "docs/en/rules.md: talent requirements, grouped as the Decision says, on the book's own talents",
  () => {
    it("Pancerz Wiary (the vault's note): (Magia Sakralna, Dusza 3, Ciało 3, Oddanie 4) or Anioł/Anielica", () => {
      const note = readTalent("Pancerz Wiary.md", [], readFileSync(join(TALENTS, "Pancerz Wiary.md"), "utf8"));
      const text = note.requirementText!;
      expect(parseRequirementAlternatives(text).map((a) => a.map((r) => r.text))).toEqual([
        ["Dziedzina Magii (Magia Sakralna)", "Dusza (3)", "Ciało (3)", "Oddanie (4)"],
        ["Rasa (Anioł/Anielica)"],
      ]);
      const priest = person({
        attributes: { body: 3, mind: 1, soul: 3 },
        skills: { Oddanie: 4 },
        discipline: "Egzorcyzmy Magia Sakralna/Poddziedzina - Egzorcyzmy.md",
      });
      expect(unmetRequirements(text, priest)).toEqual([]);
      expect(unmetRequirements(text, person({ race: "Anielica" }))).toEqual([]);
      expect(unmetRequirements(text, { ...priest, skills: { Oddanie: 2 } })).toEqual([
        "Oddanie (4) lub Rasa (Anioł/Anielica)",
      ]);
      expect(
        unmetRequirements(text, { ...priest, discipline: "Alchemia", attributes: { body: 2, mind: 1, soul: 3 } }),
      ).toEqual(["Dziedzina Magii (Magia Sakralna) i Ciało (3) lub Rasa (Anioł/Anielica)"]);
    });

    it("Sen na Jawie: (Dusza 2 and Determinacja 3) or Elf; an Elf needs nothing else", () => {
      const text = bookRequirement("Sen na Jawie");
      expect(text).toBe("Wymagania: Dusza (2), Determinacja (3) lub Rasa (Elf)");
      expect(unmetRequirements(text, person({ race: "Elf" }))).toEqual([]);
      expect(
        unmetRequirements(text, person({ attributes: { body: 1, mind: 1, soul: 2 }, skills: { Determinacja: 3 } })),
      ).toEqual([]);
      expect(
        unmetRequirements(text, person({ attributes: { body: 1, mind: 1, soul: 2 }, skills: { Determinacja: 2 } })),
      ).toEqual(["Determinacja (3) lub Rasa (Elf)"]);
      expect(unmetRequirements(text, person())).toEqual(["Dusza (2) i Determinacja (3) lub Rasa (Elf)"]);
    });

    it("Urok Osobisty: Sukkub/Inkub, or (Dusza 4 and Empatia 4): a Sukkub needs no Empatia", () => {
      const text = bookRequirement("Urok Osobisty");
      expect(unmetRequirements(text, person({ race: "Sukkub" }))).toEqual([]);
      expect(unmetRequirements(text, person({ race: "Inkub" }))).toEqual([]);
      expect(
        unmetRequirements(text, person({ attributes: { body: 1, mind: 1, soul: 4 }, skills: { Empatia: 4 } })),
      ).toEqual([]);
      expect(
        unmetRequirements(text, person({ attributes: { body: 1, mind: 1, soul: 4 }, skills: { Empatia: 3 } })),
      ).toEqual(["Rasa (Demon - Sukkub/Inkub) lub Empatia (4)"]);
      expect(
        unmetRequirements(text, person({ attributes: { body: 1, mind: 1, soul: 1 }, skills: { Empatia: 4 } })),
      ).toEqual(["Rasa (Demon - Sukkub/Inkub) lub Dusza (4)"]);
    });

    it("Jedność z Naturą: Botanika, Mag Ziemi or Mag Wody, or Feles; any other discipline does not meet it", () => {
      const text = bookRequirement("Jedność z Naturą");
      expect(parseRequirementAlternatives(text)).toEqual([
        [
          {
            kind: "discipline",
            name: "Botanika",
            values: ["Botanika", "Mag Ziemi", "Mag Wody"],
            text: "Dziedzina Magii (Botanika, Mag Ziemi lub Mag Wody)",
          },
        ],
        [{ kind: "race", name: "Feles", values: ["Feles"], text: "Rasa (Feles)" }],
      ]);
      for (const discipline of ["Alchemia (Warzenie Eliksirów)", "Magia Sakralna", "Nekromancja"]) {
        expect(unmetRequirements(text, person({ discipline })), discipline).toEqual([
          "Dziedzina Magii (Botanika, Mag Ziemi lub Mag Wody) lub Rasa (Feles)",
        ]);
      }
      for (const discipline of ["Botanika", "Mag Ziemi", "Mag Wody"])
        expect(unmetRequirements(text, person({ discipline })), discipline).toEqual([]);
      expect(unmetRequirements(text, person({ race: "Feles (Kotowate)" }))).toEqual([]);
      expect(unmetRequirements(text, person())).toEqual([
        "Dziedzina Magii (Botanika, Mag Ziemi lub Mag Wody) lub Rasa (Feles)",
      ]);
    });

    it("the reader's parsed groups (what the sheet passes today) are judged with the same grouping as the text", () => {
      const who = [
        person(),
        person({ race: "Elf" }),
        person({ race: "Sukkub" }),
        person({ discipline: "Alchemia" }),
        person({ discipline: "Mag Wody" }),
        person({ attributes: { body: 3, mind: 3, soul: 4 }, skills: { Empatia: 4, Determinacja: 3 } }),
      ];
      for (const talent of ["Sen na Jawie", "Urok Osobisty", "Jedność z Naturą", "Pancerz Wiary"]) {
        const text = bookRequirement(talent);
        for (const w of who)
          expect(unmetRequirements(parseRequirements(text), w), `${talent}, ${w.race}, ${w.discipline}`).toEqual(
            unmetRequirements(text, w),
          );
      }
    });

    it("every requirement line in the book splits into whole requirements: no piece with an unbalanced parenthesis", () => {
      const lines = readFileSync(BOOK, "utf8")
        .split(/\r?\n/)
        .filter((l) => /^\s*wymagania\s*:/i.test(l));
      expect(lines.length).toBeGreaterThanOrEqual(29);
      for (const line of lines) {
        for (const r of parseRequirementAlternatives(line).flat()) {
          expect((r.text.match(/\(/g) ?? []).length, `${line} → ${r.text}`).toBe((r.text.match(/\)/g) ?? []).length);
        }
      }
    });
  },
);

describe("docs/en/rules.md: talent requirements the rules cannot check", () => {
  it("are reported whole, never cut inside their parentheses (no „Mag Wody)”)", () => {
    expect(uncheckedRequirements("Dziedzina Magii (Botanika, Mag Ziemi lub Mag Wody) lub Rasa (Feles)")).toEqual([]);
    expect(
      uncheckedRequirements("Mistrzostwo (Botanika, Magia Wiedźm, Alchemia (Warzenie Eliksirów) lub Magia Otchłani)"),
    ).toEqual(["Mistrzostwo (Botanika, Magia Wiedźm, Alchemia (Warzenie Eliksirów) lub Magia Otchłani)"]);
    expect(uncheckedRequirements("Autorytet (patrz Talent [Księżniczka Piekieł](Księżniczka%20Piekieł.md))")).toEqual([
      "Autorytet (patrz Talent Księżniczka Piekieł)",
    ]);
    expect(
      unmetRequirements(
        "Talent ([[Parowanie]]), Ciało (2)",
        person({ attributes: { body: 2, mind: 1, soul: 1 }, talents: ["Parowanie"] }),
      ),
    ).toEqual([]);
    expect(
      uncheckedRequirements("**Wymagania:** Ciało (4), Refleks (4), Walka Wręcz (4), broń biała lub tarcza"),
    ).toEqual(["broń biała", "tarcza"]);
  });

  it("never count against: an alternative of checked requirements that hold is enough", () => {
    const text = "Ciało (4), Refleks (4), Walka Wręcz (4), broń biała lub tarcza";
    const fighter = person({ attributes: { body: 4, mind: 1, soul: 1 }, skills: { Refleks: 4, "Walka Wręcz": 4 } });
    expect(unmetRequirements(text, fighter)).toEqual([]);
    expect(unmetRequirements(text, { ...fighter, skills: { Refleks: 4 } })).toEqual(["Walka Wręcz (4)"]);
  });

  it("a text with nothing checkable is not judged", () => {
    expect(unmetRequirements("Zdolność do latania (np. skrzydła lub zaklęcie Lot)", person())).toEqual([]);
    expect(unmetRequirements(null, person())).toEqual([]);
    expect(unmetRequirements("", person())).toEqual([]);
  });

  it("Talent (…) and Magia are read: a talent by any of its names; Magia is not judged", () => {
    expect(
      unmetRequirements(
        "Talent (Parowanie), Ciało (5)",
        person({ attributes: { body: 5, mind: 1, soul: 1 }, talents: ["Parowanie"] }),
      ),
    ).toEqual([]);
    expect(
      unmetRequirements("Talent (Parowanie), Ciało (5)", person({ attributes: { body: 5, mind: 1, soul: 1 } })),
    ).toEqual(["Talent (Parowanie)"]);
    expect(unmetRequirements("Talent (Magiczna Oporność)", person({ talents: ["Odporność na Magię"] }))).toEqual([]);
    expect(unmetRequirements("Magia (3), Ciało (2)", person())).toEqual(["Ciało (2)"]);
  });
});

describe("docs/en/rules.md talent requirements: odd text still splits sensibly", () => {
  it("a stray closing parenthesis does not swallow the rest: „Mag Wody) lub Rasa (Feles)”", () => {
    expect(parseRequirementAlternatives("Mag Wody) lub Rasa (Feles)").map((a) => a.map((r) => r.text))).toEqual([
      ["Mag Wody)"],
      ["Rasa (Feles)"],
    ]);
    expect(unmetRequirements("Mag Wody) lub Rasa (Feles)", person({ race: "Feles" }))).toEqual([]);
  });
  it("empty pieces are dropped; LUB in capitals is still „or”; a value list may use „/”, „,” or „lub”", () => {
    expect(
      parseRequirementAlternatives("Dusza (2), , Empatia (2) LUB Rasa (Elf / Feles)").map((a) => a.map((r) => r.text)),
    ).toEqual([["Dusza (2)", "Empatia (2)"], ["Rasa (Elf / Feles)"]]);
    expect(parseRequirementAlternatives("Rasa (Elf / Feles)")[0]![0]!.values).toEqual(["Elf", "Feles"]);
  });
  it("a requirement that is only parentheses, or a word with a number but no known name, is kept whole and not checked", () => {
    expect(parseRequirementAlternatives("(dowolny)")).toEqual([
      [{ kind: "other", name: "(dowolny)", values: [], text: "(dowolny)" }],
    ]);
    expect(parseRequirementAlternatives("Szczęście (3)")).toEqual([
      [{ kind: "other", name: "Szczęście (3)", values: ["3"], text: "Szczęście (3)" }],
    ]);
    expect(parseRequirementAlternatives("Refleks (dużo)")[0]![0]!.kind).toBe("other");
  });
  it("races: the people or the kind, and a race written with more after it; nothing else", () => {
    const text = "Rasa (Demon - Sukkub/Inkub)";
    expect(unmetRequirements(text, person({ race: "Demon" }))).toEqual([]);
    expect(unmetRequirements(text, person({ race: "Inkub (z Otchłani)" }))).toEqual([]);
    expect(unmetRequirements(text, person({ race: "Anioł" }))).toEqual([text]);
    expect(unmetRequirements(text, person({ race: null }))).toEqual([text]);
    expect(unmetRequirements("Rasa (Elf)", person({ race: "" }))).toEqual(["Rasa (Elf)"]);
  });
  it("a discipline is met by its name anywhere in the discipline or its link's path; none is not met", () => {
    expect(
      unmetRequirements(
        "Dziedzina Magii (Magia Sakralna)",
        person({ discipline: "Egzorcyzmy disciplines/Magia Sakralna/Poddziedzina - Egzorcyzmy.md" }),
      ),
    ).toEqual([]);
    expect(unmetRequirements("Dziedzina Magii (Magia Sakralna)", person({ discipline: null }))).toEqual([
      "Dziedzina Magii (Magia Sakralna)",
    ]);
  });
});
