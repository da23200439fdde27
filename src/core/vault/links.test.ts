import { describe, expect, it } from "vitest";
import { describeWithSampleVault, HAS_SAMPLE_VAULT, readVault, SAMPLE_VAULT } from "../../../test/harness";
import { VaultIndex } from "./index";
import { basenameOf, firstLinkpathDest } from "./links";

/**
 * docs/en/notes.md: links resolve as Obsidian resolves them (MetadataCache.getFirstLinkpathDest):
 * a path-qualified link by its path; a bare name shared by several notes relative to the
 * linking note. The sample holds two `aegis.md`: Zeus's 2-mana Egida and the 30-mana superspell.
 */
const ZEUS = "spells/sacred/zeus/aegis.md";
const SUPER = "spells/general/superspells/aegis.md";
const index = new VaultIndex();
if (HAS_SAMPLE_VAULT) index.load(Object.entries(readVault(SAMPLE_VAULT)));

describeWithSampleVault("links resolve as in Obsidian (docs/en/notes.md)", () => {
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

  it("a bare [[aegis]] from a note beside one of them is that one; from elsewhere, the shorter path: Zeus's Egida", () => {
    expect(index.findSpell({ kind: "wikilink", target: "aegis" }, "spells/sacred/zeus/lightning.md")?.path).toBe(ZEUS);
    expect(index.findSpell({ kind: "wikilink", target: "aegis" }, "spells/general/superspells/x.md")?.path).toBe(SUPER);
    expect(index.findSpell({ kind: "wikilink", target: "aegis" }, "player-characters/Symiel.md")?.path).toBe(ZEUS);
    expect(index.findSpell({ kind: "wikilink", target: "aegis" }, "Sesja.md")).toMatchObject({ manaCost: 2 });
    expect(index.findSpell({ kind: "wikilink", target: "/aegis" }, "Sesja.md")).toBeNull();
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
    expect(firstLinkpathDest("note", "b/c/x.md", vault)).toBe("Note.md");
    expect(firstLinkpathDest("Note", "z/x.md", vault)).toBe("Note.md");
    expect(firstLinkpathDest("c/note", "z/x.md", vault)).toBe("b/c/Note.md");
    expect(firstLinkpathDest("../Other.md", "b/c/x.md", vault)).toBe("b/Other.md");
    expect(firstLinkpathDest("./Missing", "b/c/x.md", vault)).toBeNull();
    expect(firstLinkpathDest("Note#Nagłówek", "a/x.md", vault)).toBe("Note.md");
  });
});

/**
 * Probes of MetadataCache.getFirstLinkpathDest as Obsidian 1.13 answers them (the rule in
 * links.ts): a vault path first, then the linking note's own folder, then the shortest path.
 */
describe("bare links pick the note Obsidian opens (issue 31, item 5)", () => {
  const Z = "spells/sacred/zeus/aegis.md";
  const S = "spells/general/superspells/aegis.md";
  const files = [Z, S, "spells/sacred/zeus/lightning.md", "zzzz/Note.md", "a/b/Note.md", "zzzz/deep/x.md", "Sesja.md"];
  const probes: Array<[link: string, from: string, opens: string | null, why: string]> = [
    ["aegis", "Sesja.md", Z, "from the vault root: the shorter path, Zeus's 2-mana Egida"],
    ["aegis", "player-characters/Symiel.md", Z, "from another folder: the shorter path"],
    ["aegis", "spells/general/superspells/x.md", S, "a note beside one of them opens that one"],
    ["aegis", "spells/sacred/zeus/lightning.md", Z, "the same folder"],
    ["Aegis", "Sesja.md", Z, "case does not matter"],
    ["aegis#Opis", "Sesja.md", Z, "a heading does not change the note"],
    ["aegis.md", "Sesja.md", Z, "a Markdown link with .md"],
    ["/aegis", "Sesja.md", null, "a leading / is not the vault root: unresolved"],
    ["sacred/zeus/aegis", "Sesja.md", Z, "a folder path picks its note"],
    [
      "spells/general/superspells/aegis",
      "spells/sacred/zeus/lightning.md",
      S,
      "a vault path wins over the same folder",
    ],
    ["../zeus/aegis.md", "spells/sacred/hera/x.md", Z, "../ climbs from the linking note's folder"],
    ["../hera/aegis.md", "spells/sacred/zeus/x.md", null, "a relative path that leads nowhere stays unresolved"],
    ["./aegis.md", "spells/sacred/zeus/lightning.md", Z, "./ is the linking note's folder"],
    ["Note", "zzzz/x.md", "zzzz/Note.md", "the same folder wins over a shorter path"],
    ["Note", "zzzz/deep/x.md", "a/b/Note.md", "a parent folder counts for nothing: the shorter path string"],
    ["Note", "Sesja.md", "a/b/Note.md", "a/b/Note.md (11 characters) is shorter than zzzz/Note.md (12), though deeper"],
    ["b/Note", "zzzz/x.md", "a/b/Note.md", "a path matches the end of a longer one"],
  ];
  const vault = {
    exists: (p: string) => files.includes(p),
    withBasename: (n: string) => files.filter((p) => basenameOf(p).toLowerCase() === n.toLowerCase()),
  };
  it.each(probes)("[[%s]] from %s opens %s (%s)", (link, from, opens) => {
    expect(firstLinkpathDest(link, from, vault)).toBe(opens);
  });

  it("with a note of that name at the vault root, the root one wins even over the same folder", () => {
    const withRoot = { ...vault, exists: (p: string) => p === "Note.md" || vault.exists(p) };
    withRoot.withBasename = (n: string) => [
      ...vault.withBasename(n),
      ...(n.toLowerCase() === "note" ? ["Note.md"] : []),
    ];
    expect(firstLinkpathDest("Note", "zzzz/x.md", withRoot)).toBe("Note.md");
  });

  it("the index resolves Markdown links, with and without .md, the same way", () => {
    const idx = new VaultIndex();
    idx.load(files.map((p) => [p, `# ${p}\n`] as [string, string]));
    const from = "sessions/Sesja.md";
    expect(idx.resolve({ kind: "md", target: "aegis.md", text: "Egida" }, from)?.path).toBe(Z);
    expect(idx.resolve({ kind: "md", target: "aegis", text: "Egida" }, from)?.path).toBe(Z);
    expect(idx.resolve({ kind: "md", target: "../spells/general/superspells/aegis.md", text: "x" }, from)?.path).toBe(
      S,
    );
    expect(idx.resolve({ kind: "wiki", target: "aegis", text: "aegis" }, from)?.path).toBe(Z);
    expect(idx.resolve({ kind: "wiki", target: "/aegis", text: "aegis" }, from)).toBeNull();
  });
});
