import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, TEST_VAULT } from "../../../test/harness";
import { hbm } from "../../../test/hbm-cli";

/**
 * Issue 29 item 2: `hbm … --lang en` says everything in English. Each subcommand's English output
 * differs from its Polish one and holds no Polish interface text once note content is taken out:
 * what the command's own --json reports (names, skills, talents, conditions…), quoted note text
 * (“…”), note paths, and the book's names (Ciało, Umysł, Dusza, Magia, skills, talents…), which
 * stay as the book writes them in English too (docs/en/rules.md).
 */

const DIACRITICS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;
/** Polish words of hbm's own texts that need no diacritic (or have one): one is enough to fail. */
const POLISH_WORDS =
  /\b(Użycie|Nieznane|polecenie|notatk[aęi]|KATALOG|NOTATKA|postaci?|Rasa|Dziedzina|Rok|Stany|Talenty|Ekwipunek|Tolerancja|Brak|runda|tura|Walka|inicjatywa|umiera|pomijany|efekty|zapisano|zostaje|tabeli|albo|jest|nie|wymaga|przyjmuje|podaj|Sukces|Pora\w+|sukces\w*|wymagan\w*|linia|uwaga|PG|BN|karta|gracza|wartość|obowiązuje|według|zasad)\b/;

/** The book's names, from the rules tables (as the English browser walk reads them). */
function bookNames(): string[] {
  const names = new Set(["Ciało", "Umysł", "Dusza", "Magia", "Poziom Mocy"]);
  for (const file of ["rules/tables.ts", "rules/creation-tables.ts", "creation/data.ts"]) {
    const text = readFileSync(join(PROJECT_ROOT, "src", "core", file), "utf8");
    for (const m of text.matchAll(/(?:name|talent|discipline|race|skill): "([^"]+)"/g)) names.add(m[1] as string);
  }
  return [...names];
}
const BOOK = bookNames();

/** Every string a JSON value holds (object keys and values), longest first. */
function jsonStrings(text: string): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === "string") found.add(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        found.add(k);
        walk(x);
      }
  };
  walk(JSON.parse(text));
  return [...found];
}

/** The output with note content taken out. */
function interfaceText(output: string, content: string[]): string {
  let text = output;
  for (const name of [...content, ...BOOK].filter((n) => n.length >= 2).sort((a, b) => b.length - a.length))
    text = text.split(name).join(" ");
  return text
    .replace(/“[^”]*”/g, " ")
    .replace(/\S*\.md\b/g, " ")
    .replace(/\S+\/\S+/g, " ");
}

function expectEnglish(en: string, pl: string, content: string[] = []): void {
  expect(en.trim().length).toBeGreaterThan(0);
  expect(en).not.toBe(pl);
  const rest = interfaceText(en, content);
  expect(rest.match(DIACRITICS)?.[0] ?? null, rest).toBeNull();
  expect(rest.match(POLISH_WORDS)?.[0] ?? null, rest).toBeNull();
}

const KAMILA = join(TEST_VAULT, "player-characters", "Kamila Wróbel.md");
/**
 * A fight note with a problem of each kind: record entries the block does not describe (one of a
 * known note, one unknown), a PC twice, a bad value, an unknown condition, a bad round and turn;
 * block lines naming nobody, a PC twice, a form too high, an ad-hoc NPC missing Dusza, an option
 * not known, a count too high, a line that is neither.
 */
const PROBLEM_FIGHT = [
  "---",
  "encounter:",
  "  round: zero",
  "  turn: 9",
  "  combatants:",
  '    - {id: pc-kamila-wrobel, ref: "[[Kamila Wróbel]]", initiative: 12}',
  '    - {id: kamila-2, ref: "[[Kamila Wróbel]]", initiative: 3}',
  '    - {id: goblin-1, ref: "[[Goblin]]", name: Goblin 1, initiative: dużo, health: lots, conditions: [Zmęczony Okropnie]}',
  '    - {id: goblin-1, ref: "[[Goblin]]", name: Goblin 1}',
  '    - {id: wilk-9, ref: "[[Wilk Nieznany]]", name: Wilk Nieznany, initiative: 5}',
  '    - {id: cien, ref: "[[Cień z Lasu]]", name: Cień z Lasu, initiative: 4}',
  "    - {name: bez id}",
  "---",
  "```hbm-walka",
  "[[Kamila Wróbel]]",
  "2× [[Kamila Wróbel]]",
  "[[Goblin]] | forma 9",
  "[[Nikt Taki]]",
  "Strażnik: Ciało 3, Umysł 2",
  "[[Goblin]] | szybko",
  "99× [[Goblin]]",
  "coś dziwnego",
  "```",
  "",
].join("\n");
const SESSION = join(TEST_VAULT, "sessions", "Sesja 01 - Las.md");

describe("hbm --lang en (issue 29 item 2): every subcommand says its own texts in English", () => {
  it("the checker itself finds Polish: the Polish output fails it", async () => {
    const pl = await hbm("sheet", KAMILA);
    expect(interfaceText(pl.out, jsonStrings((await hbm("sheet", KAMILA, "--json")).out))).toMatch(POLISH_WORDS);
  });

  it("--help and help, in English with --lang en (before or after the command)", async () => {
    for (const argv of [["--help"], ["help"], ["--lang", "en", "--help"]]) {
      const en = await hbm(...argv, ...(argv[0] === "--lang" ? [] : ["--lang", "en"]));
      const pl = await hbm(...argv.filter((a) => a !== "--lang" && a !== "en"));
      expect(en.code).toBe(0);
      expectEnglish(en.out, pl.out);
    }
  });

  it.each(["roll", "sheet", "check", "encounter", "spell", "spells"])("hbm %s --help --lang en", async (command) => {
    const en = await hbm(command, "--help", "--lang", "en");
    const pl = await hbm(command, "--help");
    expect([en.code, pl.code]).toEqual([0, 0]);
    expect(en.out).toContain(`hbm ${command} `);
    expectEnglish(en.out, pl.out);
  });

  it("hbm roll: a pool test's verdict and a usage error", async () => {
    const line = "Unik: Ciało + Refleks 4:1";
    const args = ["roll", line, "--vault", TEST_VAULT, "--character", "Kamila Wróbel", "--seed", "3"];
    expectEnglish((await hbm(...args, "--lang", "en")).out, (await hbm(...args)).out, ["Unik", "Refleks"]);
    expectEnglish((await hbm("roll", "Refleks", "--lang", "en")).err, (await hbm("roll", "Refleks")).err);
    expectEnglish((await hbm("roll", "--lang", "en")).err, (await hbm("roll")).err);
  });

  it("hbm sheet: every label of a player character and of a stat block", async () => {
    const npc = join(TEST_VAULT, "rules", "06. Bestiariusz");
    const notes = [KAMILA, join(TEST_VAULT, "player-characters", "Elneran.md")];
    for (const note of notes) {
      const content = jsonStrings((await hbm("sheet", note, "--json")).out);
      expectEnglish((await hbm("sheet", note, "--lang", "en")).out, (await hbm("sheet", note)).out, content);
    }
    expectEnglish((await hbm("sheet", npc, "--lang", "en")).err, (await hbm("sheet", npc)).err);
  });

  it("hbm check: the summary and every diagnostic of the test vault", async () => {
    const en = await hbm("check", TEST_VAULT, "--lang", "en");
    const pl = await hbm("check", TEST_VAULT);
    expect(en.out).toMatch(/info:/);
    expectEnglish(en.out, pl.out, jsonStrings((await hbm("check", TEST_VAULT, "--json")).out));
  });

  it("hbm encounter: the table and three turns of history", async () => {
    const args = ["encounter", SESSION, "--advance", "3", "--seed", "2"];
    const content = jsonStrings((await hbm(...args, "--json")).out);
    const en = await hbm(...args, "--lang", "en");
    expect(en.code).toBe(0);
    expectEnglish(en.all, (await hbm(...args)).all, content);
    expectEnglish((await hbm("encounter", "--lang", "en")).err, (await hbm("encounter")).err);
  });

  it("hbm encounter: a record and a block with problems (reconcile notices, unknown names, bad lines and values)", async () => {
    const copy = mkdtempSync(join(tmpdir(), "hbm-en-enc-"));
    cpSync(TEST_VAULT, copy, { recursive: true });
    const note = join(copy, "sessions", "Walka z błędami.md");
    writeFileSync(note, PROBLEM_FIGHT);
    const en = await hbm("encounter", note, "--lang", "en");
    const pl = await hbm("encounter", note);
    expect([en.code, pl.code]).toEqual([0, 0]);
    // The Polish run shows that each kind of problem is there to be said.
    for (const polish of [/nie znam postaci „Nikt Taki”/, /już jest w walce/, /nie jest liczbą ≥ 0/, /nie znam stanu/])
      expect(pl.err).toMatch(polish);
    expect(pl.err).toMatch(/jest w zapisie walki \(klucz „encounter”\)/);
    expect(en.err.split("\n").length).toBe(pl.err.split("\n").length);
    expectEnglish(en.all, pl.all, jsonStrings((await hbm("encounter", note, "--json")).out));
  });

  it("hbm spell and hbm spells --fill", async () => {
    const args = ["spell", "Magiczny Pocisk", "--vault", TEST_VAULT];
    const content = jsonStrings((await hbm(...args, "--json")).out);
    expectEnglish((await hbm(...args, "--lang", "en")).out, (await hbm(...args)).out, content);
    expectEnglish((await hbm("spell", "Nic Takiego", "--vault", TEST_VAULT, "--lang", "en")).err, "");
    // --fill without --write: nothing written; a copy of the vault all the same.
    const copy = mkdtempSync(join(tmpdir(), "hbm-en-"));
    cpSync(TEST_VAULT, copy, { recursive: true });
    const fill = ["spells", "--fill", "--vault", copy];
    expectEnglish((await hbm(...fill, "--lang", "en")).out, (await hbm(...fill)).out);
    expectEnglish((await hbm("spells", "--lang", "en")).err, (await hbm("spells")).err);
  });
});
