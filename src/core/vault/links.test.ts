import { expect, it } from "vitest";
import { describeWithSampleVault, HAS_SAMPLE_VAULT, readVault, SAMPLE_VAULT } from "../../../test/harness";
import { VaultIndex } from "./index";
import { firstLinkpathDest } from "./links";

/**
 * notes.md: links resolve as Obsidian resolves them (MetadataCache.getFirstLinkpathDest):
 * a path-qualified link by its path; a bare name shared by several notes relative to the
 * linking note. The sample holds two `aegis.md`: Zeus's 2-mana Egida and the 30-mana superspell.
 */
const ZEUS = "spells/sacred/zeus/aegis.md";
const SUPER = "spells/general/superspells/aegis.md";
const index = new VaultIndex();
if (HAS_SAMPLE_VAULT) index.load(Object.entries(readVault(SAMPLE_VAULT)));

describeWithSampleVault("links resolve as in Obsidian (notes.md)", () => {
  it("[[sacred/zeus/aegis]] is Zeus's Egida, never the superspell of the same file name", () => {
    const spell = index.findSpell({ kind: "wikilink", target: "sacred/zeus/aegis" }, "player-characters/Symiel.md")!;
    expect(spell.path).toBe(ZEUS);
    expect(spell).toMatchObject({ name: "Egida", manaCost: 2 });
    expect(
      index.findSpell({ kind: "wikilink", target: "general/superspells/aegis" }, "player-characters/Symiel.md")?.path,
    ).toBe(SUPER);
    expect(index.findSpell({ kind: "wikilink", target: "spells/sacred/zeus/aegis.md" }, "")?.path).toBe(ZEUS);
  });

  it("a path-qualified link that matches no note is unresolved, not guessed from its last part", () => {
    expect(
      index.findSpell({ kind: "wikilink", target: "sacred/hera/aegis" }, "player-characters/Symiel.md"),
    ).toBeNull();
  });

  it("a bare [[aegis]] from a note beside one of them is that one; from elsewhere, the one nearest the root, then by path", () => {
    expect(index.findSpell({ kind: "wikilink", target: "aegis" }, "spells/sacred/zeus/lightning.md")?.path).toBe(ZEUS);
    expect(index.findSpell({ kind: "wikilink", target: "aegis" }, "spells/general/superspells/x.md")?.path).toBe(SUPER);
    // Both are 4 folders deep: the first by path.
    expect(index.findSpell({ kind: "wikilink", target: "aegis" }, "player-characters/Symiel.md")?.path).toBe(SUPER);
  });

  it("names a bare link shares with several notes, for hbm check", () => {
    expect(index.ambiguousLink("aegis")).toEqual([SUPER, ZEUS]);
    expect(index.ambiguousLink("sacred/zeus/aegis")).toEqual([]);
    expect(index.ambiguousLink("magic-missile")).toEqual([]);
  });

  it("the pure resolver: vault path, then relative, then path suffix; case and .md do not matter", () => {
    const paths = ["a/Note.md", "b/c/Note.md", "Note.md", "b/Other.md"];
    const vault = {
      exists: (p: string) => paths.includes(p),
      withBasename: (n: string) => paths.filter((p) => p.toLowerCase().endsWith(`${n.toLowerCase()}.md`)),
    };
    expect(firstLinkpathDest("note", "b/c/x.md", vault)).toBe("b/c/Note.md");
    expect(firstLinkpathDest("Note", "z/x.md", vault)).toBe("Note.md");
    expect(firstLinkpathDest("c/note", "z/x.md", vault)).toBe("b/c/Note.md");
    expect(firstLinkpathDest("../Other.md", "b/c/x.md", vault)).toBe("b/Other.md");
    expect(firstLinkpathDest("./Missing", "b/c/x.md", vault)).toBeNull();
    expect(firstLinkpathDest("Note#Nagłówek", "a/x.md", vault)).toBe("a/Note.md");
  });
});
