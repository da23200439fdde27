import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { VaultIndex } from "../src/core/vault/index";
import { buildSheet } from "../src/core/sheet";
import { parseBlock } from "../src/core/roll";
import { PROJECT_ROOT } from "./harness";

/** A corpus of broken and odd notes (test/fixtures/broken), read as player characters by their folder. */
const DIR = join(PROJECT_ROOT, "test", "fixtures", "broken");
const corpus = Object.fromEntries(
  readdirSync(DIR).map((f) => [`player-characters/${f}`, readFileSync(join(DIR, f), "utf8")]),
);
const g = globalThis as { hbmCorpusPwned?: boolean };

function load(extra: Record<string, string> = {}) {
  const index = new VaultIndex();
  index.load(Object.entries({ ...corpus, ...extra }));
  return index;
}
const diag = (index: VaultIndex, name: string) =>
  index.get(`player-characters/${name}.md`)!.diagnostics.map((d) => `${d.severity}: ${d.message}`);

describe("a corpus of broken and odd notes: each read or reported, nothing executed", () => {
  const index = load();

  it("every note is read, every character builds a sheet, nothing throws, nothing runs", () => {
    expect(index.size).toBe(Object.keys(corpus).length);
    for (const note of index.all()) {
      void note.diagnostics;
      if (note.character) for (let f = 0; f < note.character.forms.length; f++) buildSheet(note.character, index, f);
    }
    expect(g.hbmCorpusPwned).toBeUndefined();
  });

  it("YAML that does not parse: an error naming the problem and the line; the note is never written", () => {
    const note = index.get("player-characters/YAML się sypie.md")!;
    expect(note.frontmatterError).toMatch(/^YAML się nie parsuje: .* \(linia \d+\)$/);
    expect(diag(index, "YAML się sypie")).toContainEqual(
      expect.stringMatching(/^error: Frontmatter się nie parsuje: .*Wtyczka nie zapisze tej notatki/),
    );
  });

  it("front matter in other languages is refused, not run", () => {
    for (const name of ["Frontmatter JS", "Frontmatter TOML", "Frontmatter Coffee"]) {
      expect(index.get(`player-characters/${name}.md`)!.frontmatterError, name).toMatch(
        /nie jest czytany \(tylko YAML\)/,
      );
    }
    expect(g.hbmCorpusPwned).toBeUndefined();
  });

  it("tables with missing or extra columns, merged cells, non-numeric and negative values", () => {
    expect(diag(index, "Brakujące kolumny")).toEqual(
      expect.arrayContaining([
        "warning: Tabela atrybutów: brakuje 2 komórek.",
        "warning: Żywotność: „dużo” nie jest liczbą; pomijam tę wartość.",
        "warning: Mana: -5 nie może być ujemne; pomijam tę wartość.",
        "warning: brakuje wartości: Dusza, Magia.",
      ]),
    );
    expect(diag(index, "Nadmiarowe kolumny")).toContain(
      "warning: Tabela atrybutów ma 2 wiersze wartości; czytam tylko pierwszy.",
    );
    expect(index.findCharacter("Nadmiarowe kolumny")?.forms[0]?.attributes).toEqual({
      body: 3,
      mind: 2,
      soul: 3,
      powerLevel: 4,
    });
    expect(diag(index, "Scalone komórki")).toEqual(
      expect.arrayContaining([
        "warning: Pancerz: „|” nie jest liczbą; pomijam tę wartość.",
        "warning: Inicjatywa: „2k6+” nie jest liczbą; pomijam tę wartość.",
        "warning: brakuje wartości: Umysł.",
      ]),
    );
  });

  it("bad play-state values and bad build lines each get their own message", () => {
    expect(diag(index, "Złe wartości")).toEqual(
      expect.arrayContaining([
        "error: Ciało -2 poza zakresem 1–8.",
        "error: Umysł: „trzy” nie jest liczbą.",
        "error: Dusza 99 poza zakresem 1–8.",
        "error: Magia „XI” nie jest Poziomem Mocy (0–X, np. IV, Poziom Mocy IV albo 4).",
        "warning: Nie rozumiem linii umiejętności „Refleks (Ciało) +-3”; oczekiwano „Nazwa (Atrybut) +bonus (łączna)”.",
        "warning: Nieznana umiejętność „Lewitacja”.",
        "warning: Nie rozumiem linii umiejętności „Coś zupełnie innego”; oczekiwano „Nazwa (Atrybut) +bonus (łączna)”.",
        "error: Walka Wręcz +12 poza zakresem 0–8.",
        "warning: Klucz „health” powinien być liczbą całkowitą ≥ 0, a jest „-4”; pomijam go.",
        "warning: Klucz „mana” powinien być liczbą całkowitą ≥ 0, a jest „dużo”; pomijam go.",
        "warning: Klucz „experience” powinien być liczbą całkowitą ≥ 0, a jest „3.5”; pomijam go.",
        "warning: Nieznany stan „Głodny” w „conditions”.",
        "warning: Nieznany stan „<b>Zły</b>” w „conditions”.",
        "warning: Klucz „dying” powinien być mapą {hits, failedTests, overflow}.",
      ]),
    );
  });

  it("a byte-order mark and tabs", () => {
    const note = index.get("player-characters/BOM i tabulatory.md")!;
    expect(note.frontmatterError).toMatch(/YAML się nie parsuje/);
    expect(note.character?.forms[0]?.attributes).toEqual({ body: 2, mind: 3, soul: 2, powerLevel: 3 });
  });

  it("names with HTML, script and Markdown injection stay text; hostile links resolve to nothing", () => {
    const c = index.findCharacter("<img src=x onerror=globalThis.hbmCorpusPwned=true>")!;
    expect(c.details.raw["Imię (imiona)"]).toBe("<script>globalThis.hbmCorpusPwned=true</script>");
    expect(c.details.race?.link?.target).toMatch(/^javascript:/);
    expect(index.findRace("Elf", c.details.race?.link, c.path)).toBeNull();
    expect(index.findSpell(c.forms[0]!.spells[0]!.link!, c.path)).toBeNull();
    expect(index.findSpell(c.forms[0]!.spells[1]!.link!, c.path)).toBeNull();
    expect(g.hbmCorpusPwned).toBeUndefined();
  });

  it("links to notes that do not exist, link cycles and duplicate names", () => {
    const loop = index.findCharacter("Pętla")!;
    expect(buildSheet(loop, index).spells).toEqual(["Nie ma takiego zaklęcia", "Pętla"]);
    expect(index.findCharacter("Duplikat")?.path).toBe("player-characters/Pętla 2.md");
    const dup = index.duplicateNames().filter((d) => d.message.includes("duplikat"));
    expect(dup.map((d) => d.path)).toEqual(["player-characters/Pętla 2.md", "player-characters/Pętla.md"]);
    expect(dup[0]?.message).toBe(
      "Nazwę „duplikat” ma kilka postaci (player-characters/Pętla 2.md, player-characters/Pętla.md); odnośnik do niej wskaże „player-characters/Pętla 2.md”.",
    );
  });

  it("an empty note and a note of only dashes", () => {
    expect(diag(index, "Pusta")).toEqual([expect.stringMatching(/^info: tabela Atrybuty jest pusta/)]);
    expect(index.get("player-characters/Tylko kreski.md")?.frontmatterError).toBeNull();
  });
});

/**
 * Huge and deep notes: read whole, by bounded work. No clock here (a shared
 * machine makes time limits flaky): the reader is linear and has no
 * recursion on nesting, which these checks pin by counting what it read;
 * the time figures for the same notes are in the benchmark (scripts/bench/bench.ts).
 */
/** Only a guard against a hang, far above any machine's time: this is not a time limit. */
const HANG = 120_000;

describe("huge and deep notes are read whole, with bounded work", () => {
  const stats = "### Atrybuty\n\n| Ciało | Umysł | Dusza | Magia |\n|---|---|---|---|\n| 2 | 2 | 2 | IV |\n";
  const read = (text: string) => {
    const index = load({ "player-characters/X.md": text });
    const c = index.get("player-characters/X.md")!.character!;
    return { c, sheet: buildSheet(c, index) };
  };

  it(
    "a 5 MB note of prose",
    () => {
      const prose = Array.from(
        { length: 50_000 },
        (_, i) => `Akapit ${i} z tekstem, który nic nie znaczy dla statystyk.\n`,
      ).join("\n");
      const { c, sheet } = read(`---\ntags: [pc]\n---\n${prose}\n${stats}`);
      expect(c.forms[0]?.attributes.body).toBe(2);
      expect(sheet.derived.maxHealth).toBe(12);
    },
    HANG,
  );

  it(
    "a 1 MB line",
    () => {
      const { c } = read(`---\ntags: [pc]\n---\n${"x".repeat(1_000_000)}\n\n${stats}`);
      expect(c.forms[0]?.hasStats).toBe(true);
    },
    HANG,
  );

  it(
    "lists nested 300 deep and 300 nested quotes: no recursion runs out of stack, the stats are read",
    () => {
      const list = Array.from({ length: 300 }, (_, i) => `${"  ".repeat(i)}- poziom ${i}`).join("\n");
      const quotes = Array.from({ length: 300 }, () => ">").join(" ") + " cytat";
      const { c } = read(`---\ntags: [pc]\n---\n${stats}\n### Talenty\n${list}\n\n${quotes}\n`);
      expect(c.forms[0]?.talents[0]?.name).toBe("poziom 0");
      expect(c.forms[0]?.attributes.soul).toBe(2);
    },
    HANG,
  );

  it(
    "a block of 100 000 lines is cut at 200 with a message: no more than 201 lines are read",
    () => {
      const block = parseBlock(Array.from({ length: 100_000 }, () => "Unik: Ciało + Refleks 4:1").join("\n"));
      expect(block.lines.length).toBeLessThanOrEqual(201);
      expect(block.lines.at(-1)).toMatchObject({
        kind: "error",
        message: "Blok ma więcej niż 200 linii; dalsze linie pominięto.",
      });
    },
    HANG,
  );
});
