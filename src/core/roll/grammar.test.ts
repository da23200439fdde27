import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { itWithSampleVault, SAMPLE_VAULT } from "../../../test/real-vault";
import { parseBlock, parseLine } from "./grammar";
import type { GrammarOptions, RollLine } from "./types";

// The example block of the players' documentation (docs/pl/rzuty.md, docs/en/rolls.md):
// every line a player is shown must parse. It is the example of ../shared/spec/hbm-roll.md.
const exampleOf = (text: string) => /````markdown\n```hbm-roll\n([\s\S]*?)```\n````/.exec(text)?.[1] ?? "";
const readDoc = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8");
const EXAMPLE_BLOCK = exampleOf(readDoc("docs/pl/rzuty.md"));
const known = { knownNames: ["Pelagius Caudex", "Elneran", "Symiel"] };

const roll = (text: string, options: GrammarOptions = known): RollLine => {
  const parsed = parseLine(text, 1, options);
  if (!parsed || parsed.kind !== "roll") throw new Error(`not a roll: ${JSON.stringify(parsed)}`);
  return parsed;
};

describe("every example line of hbm-roll.md parses", () => {
  it("finds the example block in the players' documentation, the same in Polish and English", () => {
    expect(EXAMPLE_BLOCK.split("\n").filter(Boolean)).toHaveLength(14);
    expect(exampleOf(readDoc("docs/en/rolls.md"))).toBe(EXAMPLE_BLOCK);
  });

  itWithSampleVault("the documentation's example is the example of ../shared/spec/hbm-roll.md", () => {
    expect(EXAMPLE_BLOCK).toBe(exampleOf(readFileSync(join(SAMPLE_VAULT, "..", "spec", "hbm-roll.md"), "utf8")));
  });

  it("parses the whole block without an error line", () => {
    const block = parseBlock(EXAMPLE_BLOCK, known);
    expect(block.lines.filter((l) => l.kind === "error")).toEqual([]);
    expect(block.character).toEqual({ kind: "wikilink", target: "Elneran" });
    expect(block.lines).toHaveLength(13); // the comment line is skipped
  });

  it("postać: [[Elneran]] is the block's character", () => {
    expect(parseLine("postać: [[Elneran]]", 1)).toMatchObject({
      kind: "header",
      character: { kind: "wikilink", target: "Elneran" },
    });
    expect(parseLine("Postac: @Pelagius Caudex", 1)).toMatchObject({
      kind: "header",
      character: { kind: "name", name: "Pelagius Caudex" },
    });
  });

  it("Unik: Ciało + Refleks 4:1", () => {
    const l = roll("Unik: Ciało + Refleks 4:1");
    expect(l.label).toBe("Unik");
    expect(l.roll).toMatchObject({
      type: "pool",
      pool: {
        threshold: 4,
        required: 1,
        terms: [
          { kind: "attribute", attribute: "body" },
          { kind: "skill", skill: "Refleks" },
        ],
      },
    });
  });

  it("Szukanie śladów: Spostrzegawczość 5:2 | łatwiej", () => {
    const l = roll("Szukanie śladów: Spostrzegawczość 5:2 | łatwiej");
    expect(l.roll).toMatchObject({
      type: "pool",
      pool: { threshold: 5, required: 2, terms: [{ kind: "skill", skill: "Spostrzegawczość" }] },
    });
    expect(l.options).toEqual([{ kind: "easier", steps: 1 }]);
  });

  it("@Pelagius Caudex Walka Wręcz 4:1 | +2", () => {
    const l = roll("@Pelagius Caudex Walka Wręcz 4:1 | +2");
    expect(l.label).toBeNull();
    expect(l.character).toEqual({ kind: "name", name: "Pelagius Caudex" });
    expect(l.roll).toMatchObject({ type: "pool", pool: { terms: [{ kind: "skill", skill: "Walka Wręcz" }] } });
    expect(l.options).toEqual([{ kind: "dice", delta: 2 }]);
  });

  it("@Name without known names stops at the first skill", () => {
    const l = roll("@Pelagius Caudex Walka Wręcz 4:1", {});
    expect(l.character).toEqual({ kind: "name", name: "Pelagius Caudex" });
  });

  it("Pula: 6k6 4:2", () => {
    expect(roll("Pula: 6k6 4:2").roll).toMatchObject({
      type: "pool",
      pool: { threshold: 4, required: 2, terms: [{ kind: "number", value: 6 }] },
    });
  });

  it("Obrażenia: 1k6+2", () => {
    expect(roll("Obrażenia: 1k6+2").roll).toMatchObject({ type: "sum", text: "1k6+2" });
  });

  it("Inicjatywa drużyny: inicjatywa [[Elneran]] [[Symiel]] @Pelagius Caudex", () => {
    expect(roll("Inicjatywa drużyny: inicjatywa [[Elneran]] [[Symiel]] @Pelagius Caudex").roll).toEqual({
      type: "initiative",
      characters: [
        { kind: "wikilink", target: "Elneran" },
        { kind: "wikilink", target: "Symiel" },
        { kind: "name", name: "Pelagius Caudex" },
      ],
    });
  });

  it("Pocisk: zaklęcie [[magic-missile]] | nadczaruj 1", () => {
    const l = roll("Pocisk: zaklęcie [[magic-missile]] | nadczaruj 1");
    expect(l.roll).toEqual({ type: "spell", spell: { kind: "wikilink", target: "magic-missile" } });
    expect(l.options).toEqual([{ kind: "overcast", levels: 1 }]);
  });

  it("Modlitwa: zaklęcie [[healing-touch]] | modlitwa", () => {
    const l = roll("Modlitwa: zaklęcie [[healing-touch]] | modlitwa");
    expect(l.roll).toMatchObject({ type: "spell", spell: { target: "healing-touch" } });
    expect(l.options).toEqual([{ kind: "prayer" }]);
  });

  it("Przeżycie: przeżycie", () => {
    expect(roll("Przeżycie: przeżycie").roll).toEqual({ type: "survival" });
  });

  it("Wyczerpanie: wyczerpanie 3", () => {
    expect(roll("Wyczerpanie: wyczerpanie 3").roll).toEqual({ type: "exhaustion", dice: 3 });
  });

  it("Przeciwstawny: Ciało + Walka Wręcz vs @Pelagius Caudex Ciało + Walka Wręcz", () => {
    const l = roll("Przeciwstawny: Ciało + Walka Wręcz vs @Pelagius Caudex Ciało + Walka Wręcz");
    expect(l.roll).toMatchObject({
      type: "opposed",
      left: { character: null, pool: { terms: [{ attribute: "body" }, { skill: "Walka Wręcz" }] } },
      right: {
        character: { kind: "name", name: "Pelagius Caudex" },
        pool: { terms: [{ attribute: "body" }, { skill: "Walka Wręcz" }] },
      },
    });
  });

  it("Nauka zaklęcia: rozszerzony Umysł + Wiedza Magiczna 4:5", () => {
    expect(roll("Nauka zaklęcia: rozszerzony Umysł + Wiedza Magiczna 4:5").roll).toMatchObject({
      type: "extended",
      pool: { threshold: 4, required: 5, terms: [{ attribute: "mind" }, { skill: "Wiedza Magiczna" }] },
    });
  });

  it("# a comment line is skipped", () => {
    expect(parseLine("# a comment line", 1)).toBeNull();
  });
});

describe("the rest of the grammar", () => {
  it("words ignore case and diacritics", () => {
    expect(roll("cialo + WALKA WRECZ 4:1 | LATWIEJ 2 | Trudniej").roll.type).toBe("pool");
    expect(roll("ZAKLECIE [[gleam]] | WYDAJ").options).toEqual([{ kind: "spend" }]);
  });

  it("without a label the line has none, and T:S defaults to 4:1", () => {
    const l = roll("Refleks");
    expect(l.label).toBeNull();
    expect(l.roll).toMatchObject({ type: "pool", pool: { threshold: 4, required: 1, explicitTS: false } });
  });

  it("reads every option", () => {
    expect(roll("Spostrzegawczość | podwój Spostrzegawczość | -1 | trudniej 2 | wydaj").options).toEqual([
      { kind: "double", skill: "Spostrzegawczość" },
      { kind: "dice", delta: -1 },
      { kind: "harder", steps: 2 },
      { kind: "spend" },
    ]);
  });

  it("keeps a wikilink alias's | out of the options", () => {
    const l = roll("Atak: [[Elneran|Elka]] Walka Wręcz 4:1 | +1");
    expect(l.character).toEqual({ kind: "wikilink", target: "Elneran", display: "Elka" });
    expect(l.options).toEqual([{ kind: "dice", delta: 1 }]);
  });

  it("reads a Markdown link to a character", () => {
    expect(roll("[Elneran](../player-characters/Elneran.md) Refleks 4:1").character).toEqual({
      kind: "mdlink",
      text: "Elneran",
      path: "../player-characters/Elneran.md",
    });
  });

  it("sums: every notation", () => {
    for (const s of ["2k6+24", "3k6", "kk6", "[1k6]k6", "2k20kh1", "1k100", "1k%", "2d6"]) {
      expect(roll(s).roll.type, s).toBe("sum");
    }
  });

  it("inicjatywa alone rolls for the line's own character", () => {
    expect(roll("inicjatywa").roll).toEqual({ type: "initiative", characters: [] });
  });

  it("a spell by its Polish name", () => {
    expect(roll("zaklęcie Magiczny Pocisk").roll).toEqual({
      type: "spell",
      spell: { kind: "name", name: "Magiczny Pocisk" },
    });
  });
});

describe("lines that do not parse say where and what was expected, in Polish", () => {
  const error = (text: string) => {
    const parsed = parseLine(text, 7);
    if (!parsed || parsed.kind !== "error") throw new Error(`expected an error for ${text}`);
    return parsed.message;
  };

  it.each([
    ["Unik: Ciało + Lewitacja 4:1", /nieznany atrybut lub umiejętność „Lewitacja”/],
    ["Pula: 1000k6 4:1", /za dużo kości/],
    ["100000k6", /za dużo kości/],
    ["1k6 | łatwiej", /nie dotyczy sumy kości/],
    ["Ciało 4:0", /co najmniej 1/],
    ["Ciało + Refleks | zaraz", /nieznana opcja „zaraz”/],
    ["wyczerpanie dużo", /wymaga liczby kości/],
    ["wyczerpanie 500", /od 1 do 100/],
    ["zaklęcie", /wymaga zaklęcia/],
    ["Ciało + + Refleks", /dwa znaki/],
    ["postać: ", /wymaga jednej postaci/],
    ["kkk6", /zagnieżdżenie/],
    ["2k8 4:1", /k6/],
    ["x".repeat(600), /za długa/],
  ])("%s", (text, pattern) => {
    const msg = error(text);
    expect(msg).toMatch(pattern);
    expect(msg).toMatch(/^Linia 7: „/);
  });

  it("one bad line does not stop the others", () => {
    const block = parseBlock("Unik: Refleks\nZłe: Lewitacja\nObrażenia: 1k6");
    expect(block.lines.map((l) => l.kind)).toEqual(["roll", "error", "roll"]);
  });

  it("a huge block is cut with a message, not a hang", () => {
    const block = parseBlock(Array.from({ length: 1000 }, () => "1k6").join("\n"));
    expect(block.lines).toHaveLength(201);
    expect(block.lines.at(-1)).toMatchObject({ kind: "error" });
  });
});

describe("`dotyczy <sytuacja>`: the test is in a situation a held spell changes (docs/pl/rzuty.md, docs/en/rolls.md)", () => {
  it("each situation by its word, without regard to case, diacritics or a colon", () => {
    expect(roll("Umysł + Przekonywanie | dotyczy negocjacje").options).toEqual([
      { kind: "situation", situation: "negotiation" },
    ]);
    expect(roll("Umysł | Dotyczy: Opór Magii | +1").options).toEqual([
      { kind: "situation", situation: "resistMagic" },
      { kind: "dice", delta: 1 },
    ]);
    expect(roll("rozszerzony Umysł 4:3 | dotyczy wspolpraca").options).toEqual([
      { kind: "situation", situation: "cooperation" },
    ]);
  });

  it("an unknown situation names the known ones; a spell or a sum takes none", () => {
    const error = (text: string) => {
      const parsed = parseLine(text, 1);
      return parsed?.kind === "error" ? parsed.message : null;
    };
    expect(error("Umysł | dotyczy plotki")).toContain(
      "nieznana sytuacja; oczekiwano jednej z: zagadki, prawda, współpraca, romans, negocjacje, opór magii, agresja",
    );
    expect(error("1k6 | dotyczy prawda")).toMatch(/„dotyczy” nie dotyczy sumy kości/);
    expect(error("zaklęcie [[gleam]] | dotyczy prawda")).toMatch(/nie dotyczy zaklęcia/);
  });
});
