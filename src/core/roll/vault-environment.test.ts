import { describe, expect, it, vi } from "vitest";
import { seededRandom } from "../dice/random";
import { VaultIndex } from "../vault/index";
import { executeLine } from "./execute";
import { parseBlock } from "./grammar";
import type { RollLine } from "./types";
import { vaultEnvironment } from "./vault-environment";

const pc = (body: number) =>
  `---\ntags: [pc]\nhealth: 5\n---\n### Atrybuty\n\n| Ciało | Umysł | Dusza | Magia |\n|---|---|---|---|\n| ${body} | 2 | 2 | IV |\n\n### Umiejętności\n- Refleks (Ciało) +2 (${body + 2})\n`;

/** The pool each roll line of a block rolls, in a fresh environment (one block render). */
function pools(index: VaultIndex, source: string, sourcePath = "sessions/Sesja.md"): Array<number | string> {
  const block = parseBlock(source, { knownNames: index.characterNames() });
  const env = vaultEnvironment(index, seededRandom(7), { sourcePath, blockCharacter: block.character, activeCharacterPath: null });
  return block.lines
    .filter((l): l is RollLine => l.kind === "roll")
    .map((line) => {
      const out = executeLine(line, env);
      return out.ok && "pool" in out.result ? out.result.pool : out.ok ? "?" : String(out.problem && typeof out.problem === "object" ? out.problem.key : out.problem);
    });
}

describe("a block rolls what the vault says now (hbm-roll.md: the line's character)", () => {
  it("a changed character note is rolled with its new values at the next render", () => {
    const index = new VaultIndex();
    index.load([["player-characters/Ala.md", pc(2)], ["sessions/Sesja.md", "# Sesja\n"]]);
    const block = "postać: [[Ala]]\nUnik: Ciało + Refleks 4:1\nCiało 4:1";
    expect(pools(index, block)).toEqual([4, 2]);
    index.update("player-characters/Ala.md", pc(3));
    expect(pools(index, block)).toEqual([5, 3]);
  });

  it("a renamed or deleted note is no longer found, and a new note by that name is", () => {
    const index = new VaultIndex();
    index.load([["player-characters/Ala.md", pc(2)]]);
    const block = "postać: [[Ala]]\nCiało 4:1";
    expect(pools(index, block)).toEqual([2]);
    index.rename("player-characters/Ala.md", "player-characters/Ola.md", pc(2));
    expect(pools(index, block)).toEqual(["rollError.unknownCharacterHeader"]);
    index.update("player-characters/Ala.md", pc(4));
    expect(pools(index, block)).toEqual([4]);
    index.remove("player-characters/Ala.md");
    expect(pools(index, block)).toEqual(["rollError.unknownCharacterHeader"]);
  });

  it("while nothing changes, twenty lines and a re-render follow each link and build each sheet once", () => {
    const index = new VaultIndex();
    index.load([["player-characters/Ala.md", pc(2)], ["player-characters/Ola.md", pc(3)]]);
    const find = vi.spyOn(index, "findCharacter");
    const block = ["postać: [[Ala]]", ...Array.from({ length: 10 }, () => "Unik: Ciało + Refleks 4:1"), ...Array.from({ length: 10 }, () => "@Ola Ciało 4:1")].join("\n");
    const first = pools(index, block);
    const again = pools(index, block);
    expect(again).toEqual(first);
    expect(first).toEqual([...Array.from({ length: 10 }, () => 4), ...Array.from({ length: 10 }, () => 3)]);
    // [[Ala]] and @Ola: two lookups in all, not one per line and render.
    expect(find).toHaveBeenCalledTimes(2);
  });
});
