import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitNote } from "./frontmatter";
import { prescan } from "./prescan";

/** Where frontmatter ends, as the two regexes said before splitNote found the delimiters by hand (issue 30). */
function byRegex(raw: string) {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  const open = /^---([a-zA-Z]*)[ \t]*\r?\n/.exec(text);
  const close = open ? /\r?\n---[ \t]*(?:\r?\n|$)/.exec(text.slice(open[0].length - 1)) : null;
  if (!open || !close) return { language: "", yaml: null, head: "", body: text, bodyLine: 1 };
  const yamlEnd = open[0].length - 1 + close.index;
  const end = yamlEnd + close[0].length;
  const head = text.slice(0, end);
  return {
    language: open[1] ?? "",
    yaml: text.slice(open[0].length, yamlEnd),
    head,
    body: text.slice(end),
    bodyLine: head.split("\n").length,
  };
}

const piece = fc.constantFrom(
  "---",
  "--",
  "-",
  "\n",
  "\r\n",
  "\r",
  " ",
  "\t",
  "js",
  "x: 1",
  "tags: [pc]",
  "\uFEFF",
  "Ż",
);
const note = fc.array(piece, { maxLength: 16 }).map((parts) => parts.join(""));

describe("a note is split at its frontmatter delimiters", () => {
  it("where /^---lang[ \\t]*\\r?\\n/ opens and /\\r?\\n---[ \\t]*(\\r?\\n|$)/ closes, any text of delimiter-like pieces", () => {
    fc.assert(
      fc.property(note, (text) => {
        expect(splitNote(text)).toEqual(byRegex(text));
        expect(splitNote("---" + text)).toEqual(byRegex("---" + text));
      }),
      { numRuns: 3000 },
    );
  });

  it("keeps a \\r before the closing dashes in the delimiter, never the opening line's own", () => {
    expect(splitNote("---\r\n---\r\nbody")).toMatchObject({ yaml: "", body: "body", bodyLine: 3 });
    expect(splitNote("---\r\na: 1\r\n---\r\nbody")).toMatchObject({ yaml: "a: 1", body: "body", bodyLine: 4 });
    expect(splitNote("---\na: 1\n---\r")).toMatchObject({ yaml: null });
  });

  it("the prescan reads tags from \\r\\n lines as from \\n lines", () => {
    const lf = prescan("---\ntags:\n  - pc\n  - druzyna\naliases: [A, B]\ncharacter: X\n---\n# body");
    const crlf = prescan("---\r\ntags:\r\n  - pc\r\n  - druzyna\r\naliases: [A, B]\r\ncharacter: X\r\n---\r\n# body");
    expect(crlf).toMatchObject({ tags: ["pc", "druzyna"], aliases: ["A", "B"], character: "X" });
    expect(crlf?.tags).toEqual(lf?.tags);
  });
});
