import fc from "fast-check";
import { describe, expect, it } from "vitest";
import "../../../test/node-yaml";
import { readAliases, readFrontmatter, readTags } from "./frontmatter";
import { prescan } from "./prescan";

const LINES = [
  "tags:",
  "tags: Lore",
  "tags: [a, B]",
  "tag: X y,z",
  "tags:\n  - pc\n  - Druzyna",
  "tags:\n- a\n- b",
  "tags:\n  - ' #Up '",
  "aliases:",
  "aliases: []",
  "aliases: [P1]",
  "alias: a, b",
  "aliases:\n  - Istota 1",
  'character: "[[Postać 5]]"',
  "character: x",
  "characters: x",
  "tagsx: 1",
  "status: active",
  "components:\n  verbal: false",
  "description: >-\n  tags: x",
  "tags: yes",
  "tags:\n  key: v",
];

describe("the prescan", () => {
  it("reads tags, aliases and character as the full YAML read does, or leaves the note to it", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LINES), { maxLength: 5 }), fc.boolean(), (lines, crlf) => {
        const eol = crlf ? "\r\n" : "\n";
        const text = `---${eol}${lines.map((l) => l.replace(/\n/g, eol)).join(eol)}${eol}---${eol}# Body${eol}`;
        const quick = prescan(text);
        const full = readFrontmatter(text);
        // Unsure, or YAML the full read refuses for a key the prescan does not read (that read tells why).
        if (quick === null || full.error) return;
        expect(quick.tags).toEqual(readTags(full.data));
        expect(quick.aliases).toEqual(readAliases(full.data));
        const character = full.data.character;
        expect(quick.character).toBe(typeof character === "string" ? character : null);
        expect(quick.body).toBe(full.body);
      }),
      { numRuns: 500 },
    );
  });

  it("finds the keys wherever they stand, and a key given twice is left to the full read", () => {
    const quick = prescan("---\nstatus: x\ncharacter: Ala\nmana: 3\naliases:\n  - A\ntags: [Pc, npc]\n---\n");
    expect(quick).toMatchObject({ tags: ["pc", "npc"], aliases: ["A"], character: "Ala" });
    expect(prescan("---\ntags: [a]\nmana: 1\ntags: [b]\n---\n")).toBeNull();
    expect(prescan("---\ntags:\n  - a\n  x: 1\n---\n")).toBeNull();
  });
});
