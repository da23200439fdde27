import { describe, expect, it } from "vitest";
import { readVaultFiles, TEST_VAULT } from "../../../test/vault-files";
import { MemoryFight } from "../encounter/memory";
import { spellLink } from "../play/spell-line";
import { VaultIndex } from "./index";
import { basenameOf } from "./links";

/**
 * A note's name is its file name without the final `.md` (docs/en/notes.md), read by the one helper
 * (links.ts basenameOf): a dot in the name ("Miecz v1.5") or in a folder ("v1.0/") is part of it.
 */
describe("a note's name is its file name without .md, whatever dots its name or folders hold", () => {
  it("basenameOf: the last part of the path; only a final .md, of any case, is dropped", () => {
    expect(basenameOf("items/weapons/Miecz v1.5.md")).toBe("Miecz v1.5");
    expect(basenameOf("kampania.md/v2.0/Notatka.MD")).toBe("Notatka");
    expect(basenameOf("Eliksiry.md.bak")).toBe("Eliksiry.md.bak");
    expect(basenameOf("Notatka.md")).toBe("Notatka");
  });

  it("items, talents, races and characters in folders with dots are named so", () => {
    const kamila = readVaultFiles(TEST_VAULT).find(([p]) => p === "player-characters/Kamila Wróbel.md")![1];
    const index = new VaultIndex();
    index.load([
      ["items/weapons/v1.0/Miecz v1.5.md", "Ostrze bez nagłówka.\n"],
      ["rules/Rozdział IV - Talenty/v1.0/Cios v1.5.md", "Wymagania: brak\n"],
      ["rules/v1.0/Wybór Rasy - Pół.Elf.md", "## Cechy Rasowe\n- Widzenie w ciemności\n"],
      ["player-characters/v1.0/Kamila v2.0.md", kamila],
    ]);
    expect(index.findItem("Miecz v1.5")?.name).toBe("Miecz v1.5");
    expect(index.talents().map((t) => t.name)).toEqual(["Cios v1.5"]);
    expect(index.races().map((r) => r.name)).toEqual(["Pół.Elf"]);
    expect(index.characters().map((c) => c.name)).toEqual(["Kamila v2.0"]);
    // In a fight the character is linked by that name.
    const fight = new MemoryFight("[[Kamila v2.0]]", index, "sessions/Sesja.md", null);
    expect(fight.table.fighters.map((f) => f.ref)).toEqual(["[[Kamila v2.0]]"]);
  });

  it("a learned spell's wikilink names the file, dots and all", () => {
    const spell = { name: "Kula Ognia", path: "spells/v2.0/Kula v1.5.md" };
    expect(spellLink("player-characters/K.md", spell, false)).toBe("[[Kula v1.5|Kula Ognia]]");
  });
});
