import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DiceSyntaxError,
  evaluate,
  maxValue,
  parseDiceExpression,
  LIMITS,
  seededRandom,
  type RandomSource,
} from "../src/core/dice";
import { parseLine } from "../src/core/roll";
import { buildSheet } from "../src/core/sheet";
import { readAliases, readFrontmatter, readTags } from "../src/core/vault/frontmatter";
import { VaultIndex } from "../src/core/vault/index";
import { extractTables } from "../src/core/vault/line-table";
import { prescan } from "../src/core/vault/prescan";

/**
 * Property-based tests: no exception escapes, every invalid input gets a
 * Polish message, and work is bounded (by counting). CI runs a fixed seed and about
 * 100,000 inputs; HBM_FUZZ_SCALE=10 (and HBM_FUZZ_SEED) run longer.
 */
const SCALE = Number(process.env.HBM_FUZZ_SCALE ?? 1);
const SEED = Number(process.env.HBM_FUZZ_SEED ?? 2026);
const runs = (n: number) => ({ numRuns: Math.round(n * SCALE), seed: SEED });
/** Generous per-test time: a slow CI machine must not turn a passing property into a timeout. */
const TIMEOUT = 120_000 * SCALE;
const RUNS = { grammar: 40_000, dice: 30_000, frontmatter: 15_000, tables: 10_000, characters: 5_000 };
export const TOTAL_FUZZ_INPUTS = Object.values(RUNS).reduce((a, b) => a + b, 0);

/**
 * Work is bounded by counting, never by the clock (a shared 2-core machine
 * makes any time limit flaky): every input is size-limited by its generator,
 * and a dice expression may draw at most this many dice, nesting included.
 * Time figures for huge inputs live in the benchmark (scripts/bench/bench.ts).
 */
const MAX_DRAWS = LIMITS.maxDicePerPool * LIMITS.maxTerms * (LIMITS.maxNesting + 1);
function counting(seed: number): RandomSource & { draws: number } {
  const inner = seededRandom(seed);
  const source = { draws: 0, die: (sides: number) => (source.draws++, inner.die(sides)) };
  return source;
}
const POLISH = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]|\b(nie|za|oczekiwano|linia|brak|nieznan|wymaga)/i;

const token = fc.oneof(
  fc.constantFrom(
    "Ciało",
    "Umysł",
    "Dusza",
    "Magia",
    "Refleks",
    "Walka Wręcz",
    "Spostrzegawczość",
    "cialo",
    "REFLEKS",
    "Lewitacja",
  ),
  fc.constantFrom(
    "+",
    "-",
    "−",
    "|",
    ":",
    " ",
    "4:1",
    "5:2",
    "0:0",
    "9:999",
    "k",
    "d",
    "%",
    "[",
    "]",
    "[[",
    "]]",
    "@",
    "#",
    "vs",
  ),
  fc.constantFrom("łatwiej", "trudniej 2", "podwój Refleks", "modlitwa", "nadczaruj 3", "wydaj", "+2", "-1", "+999"),
  fc.constantFrom(
    "inicjatywa",
    "zaklęcie",
    "przeżycie",
    "wyczerpanie",
    "rozszerzony",
    "postać:",
    "kk6",
    "[1k6]k6",
    "2k20kh1",
    "1k%",
  ),
  fc.constantFrom(
    "[[Elneran]]",
    "[[magic-missile]]",
    "@Pelagius Caudex",
    "[X](a.md)",
    "<script>",
    "<img src=x onerror=1>",
    "\u0000",
    "\n",
    "\t",
  ),
  fc.integer({ min: 0, max: 100_000 }).map(String),
  fc.string({ maxLength: 8 }),
);
const line = fc.array(token, { maxLength: 24 }).map((t) => t.join(""));

describe("fuzz: the hbm-roll grammar", () => {
  it(
    `${RUNS.grammar} lines: a typed request or a Polish message quoting the line, never an exception`,
    () => {
      fc.assert(
        fc.property(line, (text) => {
          const parsed = parseLine(text, 1, { knownNames: ["Pelagius Caudex", "Elneran"] });
          if (parsed === null) return text.trim() === "" || text.trim().startsWith("#");
          if (parsed.kind === "error") return parsed.message.startsWith("Linia 1: „") && POLISH.test(parsed.message);
          return parsed.kind === "roll" || parsed.kind === "header";
        }),
        runs(RUNS.grammar),
      );
    },
    TIMEOUT,
  );
});

const diceTerm = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 150 }),
      fc.constantFrom("k", "d", "K"),
      fc.oneof(fc.integer({ min: 0, max: 2000 }).map(String), fc.constant("%")),
    )
    .map(([n, k, s]) => `${n || ""}${k}${s}`),
  fc.integer({ min: 0, max: 20_000 }).map(String),
  fc.constantFrom(
    "kk6",
    "kkk6",
    "[1k6]k6",
    "[[1k6]k6]k6",
    "[20k6]k6",
    "2k20kh1",
    "4k6kl3",
    "3k6kh9",
    "1k6dh1",
    "[",
    "]",
    "",
    " ",
  ),
);
const diceExpr = fc
  .array(fc.tuple(fc.constantFrom("+", "-", "−", "", "*", " + "), diceTerm), { maxLength: 25 })
  .map((parts) => parts.map(([op, t]) => op + t).join(""));

describe("fuzz: dice expressions", () => {
  it(
    `${RUNS.dice} expressions: a total within its bounds or a Polish message with the position`,
    () => {
      fc.assert(
        fc.property(diceExpr, fc.integer(), (src, seed) => {
          try {
            const expr = parseDiceExpression(src);
            const dice = counting(seed);
            const result = evaluate(expr, dice);
            return (
              Number.isFinite(result.total) &&
              result.total <= maxValue(expr) &&
              result.faces.length <= 100 * 20 &&
              dice.draws <= MAX_DRAWS
            );
          } catch (e) {
            return (
              e instanceof DiceSyntaxError && /^Wyrażenie „.*”, znak \d+: /s.test(e.message) && POLISH.test(e.message)
            );
          }
        }),
        runs(RUNS.dice),
      );
    },
    TIMEOUT,
  );
});

const yamlScalar = fc.oneof(
  fc.constantFrom(
    "pc",
    "npc-statblock",
    "#pc",
    "'#pc'",
    '"spell"',
    "student",
    "a b",
    "[",
    "]",
    "{",
    "}",
    ":",
    "- x",
    "|",
    ">",
    "&a",
    "*a",
    "!tag",
    "null",
    "~",
    "12",
    "'",
    '"',
  ),
  fc.string({ maxLength: 6 }),
);
const yamlLine = fc.oneof(
  fc
    .tuple(fc.constantFrom("tags", "aliases", "character", "health", "mana", "x", "tag", "alias"), yamlScalar)
    .map(([k, v]) => `${k}: ${v}`),
  fc
    .tuple(fc.constantFrom("tags", "aliases"), fc.array(yamlScalar, { maxLength: 4 }))
    .map(([k, vs]) => `${k}: [${vs.join(", ")}]`),
  fc
    .tuple(
      fc.constantFrom("tags", "aliases"),
      fc.array(yamlScalar, { maxLength: 4 }),
      fc.constantFrom("  ", "", "\t", "    "),
    )
    .map(([k, vs, ind]) => `${k}:\n${vs.map((v) => `${ind}- ${v}`).join("\n")}`),
  fc.constantFrom("# komentarz", "dying: {hits: 1}", "nested:\n  tags: [pc]", "---", "...", ""),
);
const note = fc
  .tuple(
    fc.constantFrom("---\n", "---js\n", "\uFEFF---\n", "", "---coffee\n"),
    fc.array(yamlLine, { maxLength: 8 }),
    fc.constantFrom("\n---\n", "\n---", "\n", "\n--- \n"),
    fc.string({ maxLength: 40 }),
  )
  .map(([open, lines, close, body]) => `${open}${lines.join("\n")}${close}${body}`);

describe("fuzz: frontmatter", () => {
  it(
    `${RUNS.frontmatter} notes: data or a Polish reason; the quick prescan never disagrees with the full parse`,
    () => {
      fc.assert(
        fc.property(note, (text) => {
          const full = readFrontmatter(text);
          if (full.error && !POLISH.test(full.error.message)) return false;
          const quick = prescan(text);
          if (quick && !full.error && full.hasFrontmatter) {
            expect(quick.tags).toEqual(readTags(full.data));
            expect(quick.aliases).toEqual(readAliases(full.data));
          }
          return true;
        }),
        runs(RUNS.frontmatter),
      );
    },
    TIMEOUT,
  );
});

const cell = fc.oneof(
  fc.constantFrom(
    "**",
    "*x*",
    "**Rasa**",
    "[a](b.md)",
    "[[c|d]]",
    "\\|",
    "<b>x</b>",
    "2k6+3",
    "-",
    "Brak",
    "IV",
    "Poziom Mocy IV",
    "-4",
    "",
    " ",
  ),
  fc.string({ maxLength: 6 }),
);
const row = fc.array(cell, { maxLength: 8 }).map((cells) => `| ${cells.join(" | ")} |`);
const tableText = fc
  .array(
    fc.oneof(
      row,
      fc.constantFrom(
        "|---|---|",
        "| :---: | --- |",
        "",
        "text",
        "|",
        "||",
        "| Ciało | Umysł | Dusza | Magia |",
        "| Żywotność | Mana | Pancerz | Inicjatywa |",
      ),
    ),
    { maxLength: 12 },
  )
  .map((l) => l.join("\n"));

describe("fuzz: tables", () => {
  it(
    `${RUNS.tables} tables read line by line: blanked lines keep their count`,
    () => {
      fc.assert(
        fc.property(tableText, (text) => {
          const { tables, rest } = extractTables(text);
          return rest.split("\n").length === text.split("\n").length && tables.every((t) => t.rows.length >= 1);
        }),
        runs(RUNS.tables),
      );
    },
    TIMEOUT,
  );

  it(
    `${RUNS.characters} character notes with odd tables and lists: read, checked, sheet built`,
    () => {
      const index = new VaultIndex();
      const skillLine = fc.oneof(
        fc.constantFrom(
          "- Refleks (Ciało) +2 (5)",
          "* Walka Wręcz +1",
          "- Lewitacja (Dusza) +3",
          "- Refleks +-2",
          "-",
          "- ",
          "- <script>x</script>",
        ),
        fc.string({ maxLength: 10 }).map((s) => `- ${s}`),
      );
      const character = fc
        .tuple(tableText, tableText, fc.array(skillLine, { maxLength: 6 }), fc.constantFrom("pc", "npc-statblock"))
        .map(
          ([a, b, skills, tag]) =>
            `---\ntags: [${tag}]\n---\n# X\n\n${a}\n\n${b}\n\n### Umiejętności\n${skills.join("\n")}\n`,
        );
      fc.assert(
        fc.property(character, (text) => {
          index.update("player-characters/X.md", text);
          const c = index.get("player-characters/X.md")!.character!;
          for (const d of c.diagnostics) if (!POLISH.test(d.message)) throw new Error(`not Polish: ${d.message}`);
          for (let f = 0; f < c.forms.length; f++) buildSheet(c, index, f);
          return true;
        }),
        runs(RUNS.characters),
      );
    },
    TIMEOUT,
  );
});

describe("the fuzzing budget", () => {
  it("is at least 100,000 inputs in CI", () => {
    expect(TOTAL_FUZZ_INPUTS).toBeGreaterThanOrEqual(100_000);
  });
});
