import { describe, expect, it } from "vitest";
import { readVault, TEST_VAULT } from "../../../test/harness";
import { itWithSampleVault, SAMPLE_VAULT } from "../../../test/real-vault";
import { fold } from "../text/normalize";
import { VaultIndex } from "../vault/index";
import { parseLine } from "./grammar";

/**
 * Issue 30: a block's `@Name` is found among the character names the index keeps folded
 * (`characterKeys`), not by folding and sorting every name again; it must read every line as the
 * names list does.
 */
function lines(index: VaultIndex): string[] {
  const names = index.characterNames();
  const out: string[] = [];
  for (const name of names) {
    out.push(`@${name} Walka Wręcz 4:1 | +2`, `@${name}`, `@${name.toUpperCase()}: Ciało + Refleks`);
    // A longer name that starts with a known one, and a known one followed by more words.
    out.push(`@${name} Drugi Walka Wręcz`, `@${name}|`, `@${name}[[x]]`, `@${name.slice(0, -1)} Unik`);
  }
  return out;
}

function sameReading(files: Record<string, string>): number {
  const index = new VaultIndex();
  index.load(Object.entries(files));
  const all = lines(index);
  for (const text of all)
    expect(parseLine(text, 1, { knownKeys: index.characterKeys() })).toEqual(
      parseLine(text, 1, { knownNames: index.characterNames() }),
    );
  return all.length;
}

describe("the index's folded character names read `@Name` as the names list does", () => {
  it("over every character name and alias of test-vault", () => {
    expect(sameReading(readVault(TEST_VAULT))).toBeGreaterThan(50);
  });

  itWithSampleVault("over every character name and alias of the real-vault sample", () => {
    expect(sameReading(readVault(SAMPLE_VAULT))).toBeGreaterThan(50);
  });

  it("are the names folded, and follow a renamed character", () => {
    const index = new VaultIndex();
    const pc = "---\ntags: [pc]\naliases: [Żmija]\n---\n";
    index.update("player-characters/Łucja Nowak.md", pc);
    expect([...index.characterKeys()].sort()).toEqual([fold("Łucja Nowak"), fold("Żmija")].sort());
    const before = index.characterKeys();
    index.update("player-characters/Łucja Nowak.md", pc.replace("Żmija", "Osa"));
    expect(index.characterKeys()).not.toBe(before);
    expect(parseLine("@Osa Walka Wręcz 4:1", 1, { knownKeys: index.characterKeys() })).toMatchObject({
      character: { kind: "name", name: "Osa" },
    });
  });

  it("stay the same set after a play write (blocks parsed against it stay parsed)", () => {
    const index = new VaultIndex();
    const pc = (hp: number) => `---\ntags: [pc]\nhealth: ${hp}\n---\n`;
    index.update("player-characters/Ala.md", pc(5));
    const before = index.characterKeys();
    index.update("player-characters/Ala.md", pc(4));
    expect(index.characterKeys()).toBe(before);
  });

  it("take the longest known name the line starts with, ending where a word ends", () => {
    const index = new VaultIndex();
    index.update("player-characters/Ala.md", "---\ntags: [pc]\n---\n");
    index.update("player-characters/Ala Ma Kota.md", "---\ntags: [pc]\n---\n");
    const who = (text: string) => {
      const line = parseLine(text, 1, { knownKeys: index.characterKeys() });
      return line?.kind === "roll" ? line.character : null;
    };
    expect(who("@ala ma kota Walka Wręcz 4:1")).toEqual({ kind: "name", name: "ala ma kota" });
    expect(who("@Ala Walka Wręcz 4:1")).toEqual({ kind: "name", name: "Ala" });
    // "Alan" is not "Ala" followed by more: an unknown name, read up to the skill.
    expect(who("@Alan Walka Wręcz 4:1")).toEqual({ kind: "name", name: "Alan" });
  });
});
