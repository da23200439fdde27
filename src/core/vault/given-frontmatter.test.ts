import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { readVault, TEST_VAULT } from "../../../test/harness";
import { itWithSampleVault, SAMPLE_VAULT } from "../../../test/real-vault";
import { splitNote, useYamlParser } from "./frontmatter";
import { VaultIndex } from "./index";

/**
 * Issue 30: in Obsidian every note's frontmatter is already parsed by its metadata cache; the index
 * takes that parse (`update(path, text, frontmatter)`) instead of parsing the YAML again, for every
 * kind of note but characters, whose frontmatter is their play state and is read from their text.
 */

/** What a host's metadata cache holds: the frontmatter's YAML parsed, or nothing where it does not parse. */
function hostParse(text: string): Record<string, unknown> | undefined {
  const { yaml, language } = splitNote(text);
  if (yaml === null || language) return undefined;
  try {
    const data: unknown = parse(yaml);
    return data && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Every model of every note, as the index reads it. */
function models(index: VaultIndex) {
  return [...index.all()].map((n) => ({
    path: n.path,
    kind: n.kind,
    names: n.names,
    tags: n.tags,
    character: n.character,
    spell: n.spell,
    elixirs: n.elixirs,
    talent: n.talent,
    race: n.race,
    item: n.item,
    diagnostics: n.diagnostics,
  }));
}

function sameModels(files: Record<string, string>): number {
  const own = new VaultIndex();
  own.load(Object.entries(files));
  const given = new VaultIndex();
  given.load(Object.entries(files).map(([path, text]) => [path, text, hostParse(text)] as const));
  expect(models(given)).toEqual(models(own));
  return own.size;
}

describe("the host's parsed frontmatter stands in for the index's own parse", () => {
  it("gives every note of test-vault the same models as the index's own parse", () => {
    expect(sameModels(readVault(TEST_VAULT))).toBeGreaterThan(20);
  });

  itWithSampleVault("gives every note of the real-vault sample the same models", () => {
    expect(sameModels(readVault(SAMPLE_VAULT))).toBeGreaterThan(150);
  });

  it("is what a spell is read from (its YAML is not parsed again), and is the host's own object never changed", () => {
    const index = new VaultIndex();
    const text = "---\ntags: [spell]\nmanaCost: 3\n---\n# Iskra\n";
    const host = { tags: ["spell"], manaCost: 5 };
    index.update("spells/Iskra.md", text, host);
    // A cache that disagrees with the text can only come from the host: its figure is the one read.
    expect(index.findSpell("Iskra")?.manaCost).toBe(5);
    index.update("spells/Iskra.md", text);
    expect(index.findSpell("Iskra")?.manaCost).toBe(3);
    expect(host).toEqual({ tags: ["spell"], manaCost: 5 });
  });

  it("is not what a character's play state is read from: that is always the note's text", () => {
    const index = new VaultIndex();
    const text = "---\ntags: [pc]\nhealth: 7\n---\n### Atrybuty\n";
    index.update("player-characters/Ala.md", text, { tags: ["pc"], health: 2 });
    expect(index.findCharacter("Ala")?.state.health).toBe(7);
  });
});

describe("a vault's first index reads no note's model (issue 30)", () => {
  it("links talents, races and items by their names without parsing their YAML; an elixir is read when first asked for", () => {
    const parsed: string[] = [];
    useYamlParser((text) => (parsed.push(text), parse(text) as unknown));
    try {
      const index = new VaultIndex();
      // Keys the prescan does not read (a nested map): a model's read would parse this YAML.
      const extra = "meta:\n  source: podręcznik\n";
      index.load([
        ["talents/Twardziel.md", `---\ntags: [talent]\naliases: [Twardy]\n${extra}---\nWymagania: Ciało (3)\n`],
        ["races/Wybór Rasy - Lamia.md", `---\ntags: [race]\n${extra}---\n## Cechy Rasowe\n- Zwinność\n`],
        ["items/Sztylet.md", `---\ntags: [weapon]\n${extra}---\n# Sztylet bojowy\n`],
      ]);
      expect(parsed).toEqual([]);
      expect(index.findTalent("Twardy")?.path).toBe("talents/Twardziel.md");
      expect(index.findRace("Lamia")?.path).toBe("races/Wybór Rasy - Lamia.md");
      expect(index.findItem("Sztylet bojowy")?.path).toBe("items/Sztylet.md");
      expect(parsed.length).toBe(3);
    } finally {
      useYamlParser((text) => parse(text) as unknown);
    }
  });
});
