import fc from "fast-check";
// eslint-disable-next-line import/no-extraneous-dependencies -- pkg/hbm's js-yaml: the parser Obsidian's parseYaml reads as
import { load } from "js-yaml";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { readVault, TEST_VAULT } from "../../../test/harness";
import { itWithSampleVault, SAMPLE_VAULT } from "../../../test/real-vault";
import { splitNote } from "./frontmatter";
import { plainYaml } from "./plain-yaml";

/**
 * Issue 30: frontmatter in its plainest forms is read without a YAML parser. Wherever the plain
 * reader answers, it must answer what a YAML parser does: the `yaml` package (tests, CLI) and
 * js-yaml (the reading Obsidian's own parseYaml makes); where in doubt it answers null.
 */
function agrees(yaml: string): boolean {
  const plain = plainYaml(yaml);
  if (plain === null) return false;
  expect(plain).toEqual(parse(yaml) ?? {});
  expect(plain).toEqual(load(yaml) ?? {});
  return true;
}

/** How many notes' frontmatter the plain reader answers for (each checked against both parsers). */
function plainNotes(files: Record<string, string>): number {
  return Object.values(files).filter((text) => {
    const { yaml, language } = splitNote(text);
    return yaml !== null && !language && agrees(yaml);
  }).length;
}

/** Scalars, the plain and the risky: keywords, numbers in every spelling, comments, quotes, colons. */
const scalar = fc.oneof(
  fc.constantFrom(
    "pc",
    "student",
    "draft",
    "Żywotność",
    "O'Brien",
    "a & b",
    "v1.2",
    "Kamila Wróbel",
    "(x)",
    "a-b_c",
    "x/y",
    "5",
    "0",
    "-3",
    "12",
    "007",
    "+5",
    "-0",
    "1.5",
    "1e3",
    "0x1F",
    "0o7",
    ".inf",
    "1:30",
    "2024-01-01",
    "yes",
    "No",
    "on",
    "OFF",
    "y",
    "n",
    "true",
    "False",
    "null",
    "~",
    "Null",
    "NULL",
    "a # b",
    "a#b",
    "a: b",
    "a:",
    "#c",
    "&a",
    "*a",
    "!t",
    "|",
    ">",
    "%x",
    "@x",
    "`x`",
    "- x",
    "?",
    "[]",
    "{}",
    "'q'",
    '"q"',
    "'it''s'",
    '"a\\"b"',
    "'a",
    '"a',
    "",
    " ",
    "\t",
    "a\tb",
    "C#",
    "x,y",
    "é",
    "ąę ół",
  ),
  fc.stringMatching(/^[a-zA-Z0-9 :#'"\-_.,[\]{}&*!|>%@`?~]{0,8}$/),
);
const key = fc.oneof(
  fc.constantFrom(
    "tags",
    "aliases",
    "status",
    "health",
    "mana",
    "conditions",
    "y",
    "yes",
    "null",
    "on",
    "a-b",
    "_k",
    "1a",
    "k k",
    "__proto__",
    "constructor",
  ),
  fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_-]{0,5}$/),
);
const value = fc.oneof(
  scalar.map((s) => ` ${s}`),
  fc.constant(""),
  fc.array(scalar, { maxLength: 4 }).map((xs) => ` [${xs.join(", ")}]`),
  fc
    .tuple(
      fc.constantFrom("", "  ", "    ", " "),
      fc.array(fc.tuple(fc.constantFrom("", "  "), scalar), { maxLength: 4 }),
    )
    .map(([indent, xs]) => xs.map(([extra, x]) => `\n${indent}${extra}- ${x}`).join("")),
  fc.constantFrom(":", ": ", " x # c", "\n  nested: 1", "\n\tx", "\n  - a\n    b", "  "),
);
const doc = fc
  .array(fc.tuple(key, value), { maxLength: 6 })
  .chain((pairs) =>
    fc.constantFrom("", "\n", "\n\n").map((gap) => pairs.map(([k, v]) => `${k}:${v}`).join(`\n${gap}`)),
  );

describe("plain YAML is read as a YAML parser reads it, or left to the parser", () => {
  it("agrees with the yaml package and js-yaml on generated frontmatter wherever it answers", () => {
    let answered = 0;
    fc.assert(
      fc.property(doc, (yaml) => {
        let parses = true;
        try {
          parse(yaml, { uniqueKeys: true, logLevel: "error" });
          load(yaml);
        } catch {
          parses = false;
        }
        const plain = plainYaml(yaml);
        // YAML a parser refuses is never read plainly: its error is the parser's to give.
        if (!parses) expect(plain).toBeNull();
        else if (agrees(yaml)) answered++;
      }),
      { numRuns: 3000, seed: 30 },
    );
    expect(answered).toBeGreaterThan(300);
  });

  it("reads every plain frontmatter of test-vault as the parsers do", () => {
    expect(plainNotes(readVault(TEST_VAULT))).toBeGreaterThan(20);
  });

  itWithSampleVault("and of the real-vault sample", () => {
    expect(plainNotes(readVault(SAMPLE_VAULT))).toBeGreaterThan(50);
  });

  it("leaves what it is unsure of to the parser", () => {
    for (const yaml of [
      "health: 007",
      "ok: yes",
      "a: 1\na: 2",
      "tags:\n  - a\n    - b",
      "effects:\n  - name: Zatrucie",
      "status: draft # szkic",
      "x: 1.5",
      "null: 1",
      "title: Kamila: Wróbel",
    ])
      expect(plainYaml(yaml)).toBeNull();
    expect(plainYaml("tags:\n  - pc\naliases: []\nstatus: draft\nhealth: 5\nmana:")).toEqual({
      tags: ["pc"],
      aliases: [],
      status: "draft",
      health: 5,
      mana: null,
    });
  });
});
