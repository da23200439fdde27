import { describe, expect, it, vi } from "vitest";
import { seededRandom } from "../dice/random";
import { VaultIndex } from "../vault/index";
import { executeLine } from "./execute";
import { parseBlock } from "./grammar";
import type { RollLine } from "./types";
import { vaultEnvironment } from "./vault-environment";

const pc = (body: number, head = "health: 5") =>
  `---\ntags: [pc]\n${head}\n---\n### Atrybuty\n\n| Ciało | Umysł | Dusza | Magia |\n|---|---|---|---|\n| ${body} | 2 | 2 | IV |\n\n### Umiejętności\n- Refleks (Ciało) +2 (${body + 2})\n`;

/** The pool each roll line of a block rolls, in a fresh environment (one block render). */
function pools(index: VaultIndex, source: string, sourcePath = "sessions/Sesja.md"): Array<number | string> {
  const block = parseBlock(source, { knownNames: index.characterNames() });
  const env = vaultEnvironment(index, seededRandom(7), {
    sourcePath,
    blockCharacter: block.character,
    activeCharacterPath: null,
  });
  return block.lines
    .filter((l): l is RollLine => l.kind === "roll")
    .map((line) => {
      const out = executeLine(line, env);
      return out.ok && "pool" in out.result
        ? out.result.pool
        : out.ok
          ? "?"
          : String(out.problem && typeof out.problem === "object" ? out.problem.key : out.problem);
    });
}

describe("a block rolls what the vault says now (docs/en/rolls.md, Whose character)", () => {
  it("a changed character note is rolled with its new values at the next render", () => {
    const index = new VaultIndex();
    index.load([
      ["player-characters/Ala.md", pc(2)],
      ["sessions/Sesja.md", "# Sesja\n"],
    ]);
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
    index.load([
      ["player-characters/Ala.md", pc(2)],
      ["player-characters/Ola.md", pc(3)],
    ]);
    const find = vi.spyOn(index, "findCharacter");
    const block = [
      "postać: [[Ala]]",
      ...Array.from({ length: 10 }, () => "Unik: Ciało + Refleks 4:1"),
      ...Array.from({ length: 10 }, () => "@Ola Ciało 4:1"),
    ].join("\n");
    const first = pools(index, block);
    const again = pools(index, block);
    expect(again).toEqual(first);
    expect(first).toEqual([...Array.from({ length: 10 }, () => 4), ...Array.from({ length: 10 }, () => 3)]);
    // [[Ala]] and @Ola: two lookups in all, not one per line and render.
    expect(find).toHaveBeenCalledTimes(2);
  });

  it("a play write to one character keeps the links found and the other characters' sheets; a new alias is looked up again", () => {
    const index = new VaultIndex();
    index.load([
      ["player-characters/Ala.md", pc(2)],
      ["player-characters/Ola.md", pc(3)],
      ["sessions/Sesja.md", "# Sesja\n"],
    ]);
    const find = vi.spyOn(index, "findCharacter");
    const block = "postać: [[Ala]]\nCiało 4:1\n@Ola Ciało 4:1";
    expect(pools(index, block)).toEqual([2, 3]);
    index.update("player-characters/Ala.md", pc(2, "health: 1"));
    index.update("sessions/Sesja.md", "# Sesja\n\nGracze weszli do lasu.\n");
    expect(pools(index, block)).toEqual([2, 3]);
    expect(find).toHaveBeenCalledTimes(2);
    // Ala's Ciało changes in the same kind of write: her sheet is read again, Ola's is not needed anew.
    index.update("player-characters/Ala.md", pc(4, "health: 1"));
    expect(pools(index, block)).toEqual([4, 3]);
    // A new alias may change what a name means: every link is followed again.
    index.update("player-characters/Ola.md", pc(3, "aliases: [Alka]"));
    expect(pools(index, block + "\n@Alka Ciało 4:1")).toEqual([4, 3, 3]);
    expect(find.mock.calls.length).toBeGreaterThan(2);
  });

  it("an edited spell note is cast with its new difficulty at the next render", () => {
    const spell = (cost: number, threshold: number) =>
      `---\ntags: [spell]\nmanaCost: ${cost}\ndifficulty:\n  threshold: ${threshold}\n  successes: 1\n---\n# Iskra\n`;
    const index = new VaultIndex();
    index.load([
      ["player-characters/Ala.md", pc(2, "mana: 9")],
      ["spells/Iskra.md", spell(1, 4)],
    ]);
    const cast = () => {
      const block = parseBlock("postać: [[Ala]]\nzaklęcie [[Iskra]]", { knownNames: index.characterNames() });
      const env = vaultEnvironment(index, seededRandom(7), {
        sourcePath: "sessions/Sesja.md",
        blockCharacter: block.character,
        activeCharacterPath: null,
      });
      const out = executeLine(
        block.lines.find((l): l is RollLine => l.kind === "roll")!,
        env,
      );
      if (!out.ok || !("threshold" in out.result)) throw new Error("no cast");
      return out.result.threshold;
    };
    expect(cast()).toBe(4);
    index.update("spells/Iskra.md", spell(2, 5));
    expect(cast()).toBe(5);
  });

  it("a stat block with Mana: Brak casts no spell: the line says so before a die is rolled", () => {
    const goblin =
      "---\ntags: [npc-statblock]\n---\n# Goblin\n\n| Ciało | Umysł | Dusza | Magia |\n|---|---|---|---|\n| 3 | 1 | 1 | 0 |\n\n" +
      "| Żywotność | Mana | Pancerz | Inicjatywa | Zapał | Szybkość |\n|---|---|---|---|---|---|\n| 10 | Brak | 1 | 2k6+4 | 1 | 10 m |\n";
    const index = new VaultIndex();
    index.load([
      ["rules/Goblin.md", goblin],
      [
        "spells/Iskra.md",
        "---\ntags: [spell]\nmanaCost: 1\ndifficulty:\n  threshold: 4\n  successes: 1\n---\n# Iskra\n",
      ],
    ]);
    const block = parseBlock("postać: [[Goblin]]\nzaklęcie [[Iskra]]", { knownNames: index.characterNames() });
    const die = vi.fn(() => 6);
    const env = vaultEnvironment(
      index,
      { die },
      {
        sourcePath: "sessions/Sesja.md",
        blockCharacter: block.character,
        activeCharacterPath: null,
      },
    );
    const line = block.lines.find((l): l is RollLine => l.kind === "roll")!;
    expect(executeLine(line, env)).toMatchObject({
      ok: false,
      message: "Goblin nie ma Many (Brak): nie może rzucać zaklęć.",
    });
    expect(executeLine(line, env, "en")).toMatchObject({
      ok: false,
      message: "Goblin has no mana (Brak): cannot cast spells.",
    });
    expect(die).not.toHaveBeenCalled();
  });
});
