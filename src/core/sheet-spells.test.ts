import { describe, expect, it } from "vitest";
import { readVault, TEST_VAULT } from "../../test/harness";
import { itWithSampleVault, SAMPLE_VAULT } from "../../test/real-vault";
import { buildSheet } from "./sheet";
import { fold } from "./text/normalize";
import { VaultIndex } from "./vault/index";

/**
 * Issue 30: a sheet lists its character's spells by the names the index gives their notes, without
 * reading them; the list must be what the spells' own readings say (their `# ` heading, else the
 * file name), and no spell note is read for it.
 */
function sameSpells(files: Record<string, string>): number {
  const index = new VaultIndex();
  index.load(Object.entries(files));
  let spells = 0;
  for (const character of index.characters())
    for (let f = 0; f < character.forms.length; f++) {
      const sheet = buildSheet(character, index, f);
      const read = (character.forms[f]?.spells ?? []).map((entry) => {
        const note = index.findSpell(entry.link ?? entry.name, character.path);
        return { name: note?.name ?? entry.name, listed: note ? [fold(note.name), note.path] : [fold(entry.name)] };
      });
      expect(sheet.spells).toEqual(read.map((r) => r.name));
      expect(sheet.listedSpells).toEqual(read.flatMap((r) => r.listed));
      spells += read.length;
    }
  return spells;
}

describe("a sheet lists its spells by the names their notes are read with", () => {
  it("over every character of test-vault", () => {
    expect(sameSpells(readVault(TEST_VAULT))).toBeGreaterThan(3);
  });

  itWithSampleVault("over every character of the real-vault sample", () => {
    expect(sameSpells(readVault(SAMPLE_VAULT))).toBeGreaterThan(3);
  });

  it("a spell without a heading, or with an empty one, by its file name; no spell note is read for it", () => {
    const index = new VaultIndex();
    const spell = (heading: string) => `---\ntags: [spell]\nmanaCost: 2\n---\n${heading}\nOpis.\n`;
    index.update("spells/Iskra.md", spell("#   "));
    index.update("spells/Mgła.md", spell("Bez nagłówka"));
    index.update("spells/Kula.md", spell("# Kula Ognia ##"));
    index.update(
      "player-characters/Ala.md",
      "---\ntags: [pc]\n---\n### Atrybuty\n\n| Ciało | Umysł | Dusza | Magia |\n|---|---|---|---|\n| 3 | 2 | 2 | IV |\n\n### Zaklęcia\n- [[Iskra]]\n- [[Mgła]]\n- [[Kula]]\n",
    );
    const read: string[] = [];
    for (const path of ["spells/Iskra.md", "spells/Mgła.md", "spells/Kula.md"]) {
      const note = index.get(path)!;
      Object.defineProperty(note, "spell", { get: () => (read.push(path), undefined) });
    }
    const sheet = buildSheet(index.findCharacter("Ala")!, index);
    expect(sheet.spells).toEqual(["Iskra", "Mgła", "Kula Ognia"]);
    expect(read).toEqual([]);
  });
});
