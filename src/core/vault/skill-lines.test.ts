import { describe, expect, it } from "vitest";
import { buildSheet } from "../sheet";
import { VaultIndex } from "./index";
import { attributeTable } from "../../../test/note-tables";

/**
 * Issue 31, items 2 and 6: a stat block's skill line written as an absolute number below its
 * attribute cannot be a total (no skill is below 0): it is read as written, as the skill value,
 * and said once per stat block; a skill line that names a Dziedzina is not blamed on its format.
 */
const form = (name: string, body: number, skills: string[]) =>
  [`## ${name}`, ...attributeTable(body, 4, 3, 4), "#### Umiejętności", ...skills, ""].join("\n");

const NOTE = [
  "---",
  "tags: [npc-statblock]",
  "---",
  "# Strażnik Bramy",
  "",
  form("Forma I - Czuwanie", 7, [
    "- Walka Wręcz (Ciało) 5",
    "- Refleks (Ciało) 9",
    "- Zdolności Magiczne (Magia) 2",
    "- Alchemia (Warzenie Eliksirów) +2",
  ]),
  form("Forma II - Gniew", 8, ["- Walka Wręcz (Ciało) 6", "- Refleks (Ciało) 10"]),
].join("\n");

const PATH = "rules/06. Bestiariusz/Strażnik Bramy.md";
const index = new VaultIndex();
index.update(PATH, NOTE);
const character = index.get(PATH)!.character!;

describe("a skill total below its attribute (issue 31, item 2)", () => {
  it("is read as the skill value the author wrote, never a negative skill", () => {
    const first = buildSheet(character, index, 0);
    expect(first.skills).toMatchObject({ "Walka Wręcz": 5, Refleks: 2, "Zdolności Magiczne": 2 });
    expect(buildSheet(character, index, 1).skills).toMatchObject({ "Walka Wręcz": 6, Refleks: 2 });
    for (const i of [0, 1])
      expect(Math.min(...Object.values(buildSheet(character, index, i).skills))).toBeGreaterThanOrEqual(0);
  });

  it("is reported once per stat block, naming every such line, in hbm check and on the sheet", () => {
    const said = (list: ReadonlyArray<{ key?: string }>) => list.filter((d) => d.key === "vault.skillsBelowAttribute");
    expect(said(character.diagnostics)).toEqual([
      expect.objectContaining({
        severity: "warning",
        line: 12,
        message: expect.stringContaining(
          "Forma I - Czuwanie: Walka Wręcz 5 (Ciało 7); Forma I - Czuwanie: Zdolności Magiczne 2 (kości Magii 4); Forma II - Gniew: Walka Wręcz 6 (Ciało 8)",
        ),
      }),
    ]);
    expect(said(buildSheet(character, index, 1).diagnostics)).toHaveLength(1);
    // The totals it reads are then consistent: no second word about the same lines.
    expect(character.diagnostics.filter((d) => /Walka Wręcz/.test(d.message))).toHaveLength(1);
  });
});

describe("a skill line naming a Dziedzina (issue 31, item 6)", () => {
  it('"Alchemia (Warzenie Eliksirów)" is said to be a Dziedzina, not a skill line in the wrong format', () => {
    const about = character.diagnostics.filter((d) => /Alchemia/.test(d.message));
    expect(about).toEqual([
      expect.objectContaining({
        severity: "info",
        line: 15,
        message: expect.stringContaining("„Alchemia (Warzenie Eliksirów)” nie jest żadną z 24 umiejętności"),
      }),
    ]);
    const bare = new VaultIndex();
    bare.update(PATH, NOTE.replace("- Alchemia (Warzenie Eliksirów) +2", "- Alchemia (Warzenie Eliksirów)"));
    expect(bare.get(PATH)!.character!.diagnostics.map((d) => d.key)).toContain("vault.skillLineNamesDiscipline");
    expect(
      bare
        .get(PATH)!
        .character!.diagnostics.map((d) => d.message)
        .join("\n"),
    ).not.toMatch(/oczekiwano/);
  });
});
