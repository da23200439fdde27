import { FAILSAFE_SCHEMA, Type, load } from "js-yaml";
import { createRequire } from "node:module";

/**
 * The `yaml` package, loaded the first time a note needs it: most vaults never do, and loading and
 * compiling it was a tenth of a cold `hbm check`. (Resolved from node_modules, like any dependency.)
 */
let yamlParse: ((text: string) => unknown) | undefined;
function parse(text: string): unknown {
  yamlParse ??= (createRequire(import.meta.url)("yaml") as typeof import("yaml")).parse;
  return yamlParse(text);
}

/**
 * The `hbm` command's YAML reader: the same data as the `yaml` package (YAML 1.2 core schema, what
 * the tests and test/node-yaml.ts use), four to ten times faster on a cold start.
 *
 * A note's frontmatter is first read by js-yaml with a schema that resolves plain scalars exactly as
 * the `yaml` package's core schema does (same patterns, same conversions). Whatever that fast path
 * cannot vouch for goes to the `yaml` package itself, so every error message (and its `code`, which
 * src/core/vault/frontmatter.ts turns into Polish) stays the `yaml` package's:
 * - any text js-yaml refuses (bad indentation, duplicate keys, unknown tags…);
 * - text using YAML features where the two libraries differ or might: tags (`!`), anchors (and so
 *   aliases, which need one), merge keys (`<<`), directives (`%`) and document markers (`...`),
 *   complex and collection keys (`?`, `[a]: b`), tabs;
 * - results with a `null` or `__proto__` key (the `yaml` package names a null key "").
 * pkg/hbm/src/yaml.test.ts compares the two on every note of the sample vault and test-vault/ and on
 * generated YAML.
 */

const scalar = (tag: string, resolve: (text: string) => boolean, construct: (text: string) => unknown) =>
  new Type(`tag:yaml.org,2002:${tag}`, {
    kind: "scalar",
    resolve: (data: unknown) => typeof data === "string" && resolve(data),
    construct,
  });

// The patterns and conversions of the `yaml` package's core schema (yaml/dist/schema/core/*.js, common/null.js).
const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const INT_OCT = /^0o[0-7]+$/;
const INT_DEC = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

const CORE_AS_YAML = FAILSAFE_SCHEMA.extend({
  implicit: [
    scalar(
      "null",
      (s) => NULL.test(s),
      () => null,
    ),
    scalar(
      "bool",
      (s) => BOOL.test(s),
      (s) => s[0] === "t" || s[0] === "T",
    ),
    scalar(
      "int",
      (s) => INT_OCT.test(s) || INT_DEC.test(s) || INT_HEX.test(s),
      (s) =>
        INT_OCT.test(s)
          ? parseInt(s.substring(2), 8)
          : INT_HEX.test(s)
            ? parseInt(s.substring(2), 16)
            : parseInt(s, 10),
    ),
    scalar(
      "float",
      (s) => FLOAT_NAN.test(s) || FLOAT_EXP.test(s) || FLOAT.test(s),
      (s) =>
        FLOAT_NAN.test(s)
          ? s.slice(-3).toLowerCase() === "nan"
            ? NaN
            : s[0] === "-"
              ? Number.NEGATIVE_INFINITY
              : Number.POSITIVE_INFINITY
          : parseFloat(s),
    ),
  ],
});

/**
 * Syntax the fast path leaves to the `yaml` package (see above); a false alarm only costs speed.
 * Each pattern runs only when its telltale character is in the text: one regular expression with
 * all of them took a tenth of the fast path's time.
 */
const LEFT_TO_YAML: Array<[string, RegExp | null]> = [
  ["\t", null],
  ["<<", null],
  ["!", /(?:^|[\s[{,])!/m],
  ["%", /^%/m],
  ["...", /^\.\.\./m],
  ["?", /(?:^|[\s[{,])\?(?:\s|$)/m],
  ["]", /\][ \t]*:|\]#/],
  ["}", /\}[ \t]*:|\}#/],
  ["#", /["']#/],
  ["-", /^[ \t]*-[ \t]+-(?:[ \t]|$)/m],
  ["|", /\|[-+]?[0-9]/],
  [">", />[-+]?[0-9]/],
];

function syntaxLeftToYaml(text: string): boolean {
  for (const [telltale, pattern] of LEFT_TO_YAML)
    if (text.includes(telltale) && (!pattern || pattern.test(text))) return true;
  return false;
}

const FLOW_OR_QUOTE = /["'[{]/;
const VALUE_START = /(?:^[ \t]*|:[ \t]+|-[ \t]+|[[{,][ \t]*)(?=["'[{])/g;

/**
 * The layout checks js-yaml is more lenient about than the `yaml` package: a quoted scalar or a
 * flow collection that goes on to the next line (the `yaml` package wants its continuation
 * indented), and the items of one block list at different indentations.
 */
function layoutLeftToYaml(text: string): boolean {
  const listIndents: number[] = [];
  let previous = "";
  let blockScalarParent = -1;
  for (const line of text.split("\n")) {
    const content = line.trimStart();
    if (content === "" || content.startsWith("#")) continue;
    const indent = line.length - content.length;
    // The text of a block scalar (`key: |` or `>`) is the lines indented deeper than its key.
    if (blockScalarParent >= 0 && indent > blockScalarParent) continue;
    blockScalarParent = -1;
    const item = /^-(?:[ \t]|$)/.test(content);
    while (listIndents.length && (listIndents[listIndents.length - 1] as number) > indent) listIndents.pop();
    if (item) {
      if (listIndents[listIndents.length - 1] !== indent) {
        if (!/:[ \t]*$/.test(previous)) return true;
        listIndents.push(indent);
      }
    } else if (listIndents[listIndents.length - 1] === indent) listIndents.pop();
    if (FLOW_OR_QUOTE.test(line))
      for (const start of line.matchAll(VALUE_START))
        if (!closedOnLine(line, (start.index ?? 0) + start[0].length)) return true;
    previous = line.includes("#") ? line.replace(/[ \t]+#.*$/, "") : line;
    if (/(?:^|[ \t])[|>][-+]?[ \t]*$/.test(previous)) blockScalarParent = indent;
  }
  return false;
}

/** Whether the quoted scalar or flow collection opening at `from` closes on the same line. */
function closedOnLine(line: string, from: number): boolean {
  let depth = 0;
  for (let i = from; i < line.length; i++) {
    const c = line[i];
    if (c === '"' || c === "'") {
      let j = i + 1;
      for (; j < line.length; j++) {
        if (c === '"' && line[j] === "\\") j++;
        else if (line[j] === c) {
          if (c === "'" && line[j + 1] === "'") j++;
          else break;
        }
      }
      if (j >= line.length) return false;
      i = j;
    } else if (c === "[" || c === "{") depth++;
    else if (c === "]" || c === "}") depth--;
    if (depth <= 0) return true;
  }
  return depth <= 0;
}

function plainKeys(value: unknown): boolean {
  if (value === null || typeof value !== "object") return true;
  if (Array.isArray(value)) return value.every(plainKeys);
  for (const key of Object.keys(value)) {
    if (key === "null" || key === "__proto__" || !plainKeys((value as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/** js-yaml's answer, or undefined when it is the `yaml` package's to give. */
export function fastParse(text: string): unknown {
  if (syntaxLeftToYaml(text) || layoutLeftToYaml(text)) return undefined;
  let data: unknown;
  let anchored = false;
  try {
    data = load(text, {
      schema: CORE_AS_YAML,
      // js-yaml's node state carries the anchor of the node it has just read.
      listener: (event, state) => {
        if (event === "close" && (state as { anchor?: string | null }).anchor != null) anchored = true;
      },
    });
  } catch {
    return undefined;
  }
  if (anchored) return undefined;
  // js-yaml reads an empty or comment-only text as undefined, the `yaml` package as null.
  if (data === undefined) return null;
  // Frontmatter is a map; anything else is the `yaml` package's to read (or to refuse).
  if (data === null || typeof data !== "object" || Array.isArray(data)) return undefined;
  return plainKeys(data) ? data : undefined;
}

export function parseYaml(text: string): unknown {
  const fast = fastParse(text);
  return fast === undefined ? parse(text) : fast;
}
