import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { HAS_SAMPLE_VAULT, itWithSampleVault, readVault, SAMPLE_VAULT, TEST_VAULT } from "../../../test/harness";
import { readFrontmatter, splitNote, useYamlParser } from "../../../src/core/vault/frontmatter";
import { fastParse, parseYaml } from "./yaml";

/**
 * The `hbm` command reads frontmatter with js-yaml first and the `yaml` package when js-yaml cannot
 * vouch for the text (pkg/hbm/src/yaml.ts). Whatever the fast path answers must be exactly the `yaml`
 * package's data (YAML 1.2, data only), so `hbm check` and `hbm sheet`
 * say the same as the plugin's tests.
 */

/** The `yaml` package's answer, or "error" when it refuses the text. */
function reference(text: string): unknown {
  try {
    return parse(text);
  } catch {
    return "error";
  }
}

/** The reader's answer, or its error's code and message. */
function answer(text: string, read: (text: string) => unknown = parseYaml): unknown {
  try {
    return read(text);
  } catch (e) {
    return { code: (e as { code?: string }).code, message: (e as Error).message };
  }
}

function frontmatters(root: string): Array<[string, string]> {
  return Object.entries(readVault(root))
    .filter(([path]) => path.endsWith(".md"))
    .map(([path, raw]) => [path, splitNote(raw).yaml] as const)
    .filter((entry): entry is [string, string] => entry[1] !== null && entry[1].trim() !== "");
}

describe("frontmatter read by the fast path equals the `yaml` package's (YAML 1.2, data only)", () => {
  const vaults: Array<[string, string]> = [["test-vault", TEST_VAULT]];
  if (HAS_SAMPLE_VAULT) vaults.push(["the sample vault", SAMPLE_VAULT]);
  else itWithSampleVault("the sample vault", () => {});

  for (const [name, root] of vaults) {
    it(`every note of ${name}: the same data, and nearly all of it from the fast path`, () => {
      const notes = frontmatters(root);
      expect(notes.length).toBeGreaterThan(40);
      let fast = 0;
      for (const [path, text] of notes) {
        const got = fastParse(text);
        if (got === undefined) continue;
        fast++;
        expect({ path, data: got }).toStrictEqual({ path, data: reference(text) });
      }
      // The point of the fast path: the notes people write take it.
      expect(fast / notes.length).toBeGreaterThan(0.95);
    });
  }

  it("YAML 1.2, not 1.1: yes/no, dates, octal, underscores and merge keys read as the `yaml` package reads them", () => {
    const text = [
      "a: yes",
      "b: No",
      "c: on",
      "d: 2024-05-01",
      "e: 2024-05-01 12:00:00",
      "f: 017",
      "g: 0o17",
      "h: 0x1F",
      "i: 1_000",
      "j: 0b101",
      "k: +5",
      "l: -0",
      "m: .5",
      "n: 1e3",
      "o: .inf",
      "p: -.Inf",
      "q: .NaN",
      "r: ~",
      "s: Null",
      "t: TRUE",
      "u: 1.50",
      "v: 12345678901234567890",
      "w:",
      "x: '1'",
      'y: "\\u0041\\t"',
      "z: 1:20",
      "aa: 6k6 4:2",
      "ab: 3.",
      "ac: +.5e-3",
    ].join("\n");
    const data = fastParse(text);
    expect(data).toStrictEqual(reference(text));
    expect(data).toMatchObject({
      a: "yes",
      c: "on",
      d: "2024-05-01",
      f: 17,
      g: 15,
      h: 31,
      i: "1_000",
      j: "0b101",
      k: 5,
      w: null,
      z: "1:20",
    });
  });

  it("leaves tags, anchors, merge keys, directives and complex keys to the `yaml` package", () => {
    for (const text of [
      "a: !!str 1",
      "a: &x 1\nb: *x",
      "<<: {a: 1}",
      "%YAML 1.1\n---\na: yes",
      "? a\n: b",
      "[a, b]: c",
      "{a: 1}: b",
      "a: 1\n...\n",
      "a:\tb",
      "~: x",
      "null: x",
      "__proto__: x",
    ]) {
      expect(fastParse(text), text).toBeUndefined();
      // The whole reader still answers exactly as the `yaml` package does.
      expect(answer(text), text).toStrictEqual(answer(text, parse));
    }
  });

  it("the same text read again gives the same data, in a copy of its own", () => {
    const text = "tags: [postać]\natrybuty:\n  Ciało: 3\n  Umysł: -0\nlista:\n  - .nan\n  - 1e400";
    const first = parseYaml(text) as { atrybuty: Record<string, number>; tags: string[] };
    first.atrybuty.Ciało = 99;
    first.tags.push("zmienione");
    const second = parseYaml(text);
    const third = parseYaml(text);
    expect(second).toStrictEqual(reference(text));
    expect(third).toStrictEqual(reference(text));
    expect(second).not.toBe(third);
    expect(Object.is((second as { atrybuty: { Umysł: number } }).atrybuty.Umysł, -0)).toBe(true);
  });

  it("an error is the `yaml` package's, word for word (Polish messages come from its codes)", () => {
    const broken = ["---", "a: 1", "a: 2", "b: [1, 2", "---", "body"].join("\n");
    const withFast = (useYamlParser(parseYaml), readFrontmatter(broken));
    const withYaml = (useYamlParser((t) => parse(t)), readFrontmatter(broken));
    useYamlParser(parseYaml);
    expect(withFast).toStrictEqual(withYaml);
    expect(withFast.error?.message).toMatch(/^YAML się nie parsuje/);
  });

  // Generated frontmatter in the subset notes use: block maps and lists, flow lists, plain, quoted
  // and block scalars, numbers, wikilinks, comments, Polish text.
  const word = fc.constantFrom(
    "Magia",
    "Ciało",
    "żywotność",
    "rasa",
    "Elf",
    "k6",
    "6k6 4:2",
    "2k6+3",
    "[[Elneran]]",
    "tak",
    "yes",
    "no",
    "on",
    "null",
    "~",
    "true",
    "False",
    "12",
    "-3",
    "+4",
    "0.5",
    "1e3",
    ".5",
    "017",
    "0o17",
    "0x1F",
    "1_000",
    "2024-05-01",
    "3.",
    ".inf",
    ".NaN",
    "Uwaga!",
    "a: b",
    "#tag",
    "x #y",
    "50%",
    "@here",
    "`kod`",
    "*bold*",
    "&amp",
    "a, b",
    "'",
    '"',
    "\\",
    "ó ą ś",
    "",
    " ",
    "-",
    "- a",
    ":",
    "[1]",
    "{x}",
    "?",
  );
  const key = fc.constantFrom("name", "Imię", "tags", "rasa", "poziom", "hp", "k", "1", "2.5", "true", "a b", "ż");
  const scalarText = fc.oneof(
    word,
    fc.array(word, { minLength: 1, maxLength: 4 }).map((w) => w.join(" ")),
    word.map((w) => JSON.stringify(w)),
    word.map((w) => `'${w.replace(/'/g, "''")}'`),
  );
  const value: fc.Arbitrary<string[]> = fc.letrec<{ v: string[] }>((tie) => ({
    v: fc.oneof(
      { depthSize: "small" },
      scalarText.map((s) => [` ${s}`]),
      fc.array(scalarText, { maxLength: 4 }).map((items) => [` [${items.join(", ")}]`]),
      fc.array(scalarText, { minLength: 1, maxLength: 3 }).map((items) => ["", ...items.map((s) => `  - ${s}`)]),
      fc
        .tuple(fc.constantFrom("|", ">", "|-", ">+", "|2"), fc.array(word, { minLength: 1, maxLength: 3 }))
        .map(([style, lines]) => [` ${style}`, ...lines.map((l) => `  ${l}`)]),
      fc
        .array(fc.tuple(key, tie("v")), { minLength: 1, maxLength: 3 })
        .map((pairs) => ["", ...pairs.flatMap(([k, v]) => [`${k}:${v[0]}`, ...v.slice(1)].map((l) => `  ${l}`))]),
    ),
  })).v;
  const document = fc
    .array(fc.tuple(key, value, fc.boolean()), { minLength: 1, maxLength: 6 })
    .map((pairs) =>
      pairs.flatMap(([k, v, comment]) => [`${k}:${v[0]}${comment ? " # uwaga" : ""}`, ...v.slice(1)]).join("\n"),
    );

  it("generated frontmatter: whenever the fast path answers, the `yaml` package gives the same data", () => {
    let fast = 0;
    fc.assert(
      fc.property(document, (text) => {
        const got = fastParse(text);
        if (got === undefined) return;
        fast++;
        expect(got).toStrictEqual(reference(text));
      }),
      { numRuns: 1500, seed: 19 },
    );
    expect(fast).toBeGreaterThan(300);
  });

  it("generated near-YAML noise: the fast path never accepts what the `yaml` package refuses or reads otherwise", () => {
    const noise = fc
      .array(
        fc.constantFrom(
          "a",
          "b",
          "1",
          "0",
          ".",
          "e",
          "x",
          " ",
          "  ",
          ":",
          ": ",
          "-",
          "- ",
          "#",
          "'",
          '"',
          "[",
          "]",
          "{",
          "}",
          ",",
          "\n",
          "\n  ",
          "\n- ",
          "!",
          "&",
          "*",
          "|",
          ">",
          "?",
          "%",
          "@",
          "`",
          "~",
          "\\",
          "ż",
        ),
        { maxLength: 40 },
      )
      .map((parts) => parts.join(""));
    // Noise alone, and noise inside a map value, a list and a block scalar.
    const context = fc.constantFrom("", "k: ", "k:\n  ", "a: 1\nk:\n  - ", "k: |\n  ", "k:\n  - a: >-\n  ");
    fc.assert(
      fc.property(context, noise, (prefix, tail) => {
        const text = prefix + tail;
        const got = fastParse(text);
        if (got !== undefined) expect(got).toStrictEqual(reference(text));
      }),
      { numRuns: 6000, seed: 19 },
    );
  });
});
