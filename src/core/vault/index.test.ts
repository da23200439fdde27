import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { VaultIndex } from "./index";
import { readFrontmatter } from "./frontmatter";
import { readNote } from "./read-note";

const pc = (attrs: string, extra = "") =>
  `---\ntags: [pc]\n${extra}---\n### Atrybuty\n\n| Ciało | Umysł | Dusza | Magia |\n|---|---|---|---|\n| ${attrs} |\n`;

describe("the vault index, one note at a time", () => {
  it("adds, changes, renames and deletes", () => {
    const index = new VaultIndex();
    index.update("player-characters/Ala.md", pc("2 | 2 | 2 | IV"));
    expect(index.findCharacter("Ala")?.forms[0]?.attributes.body).toBe(2);
    index.update("player-characters/Ala.md", pc("3 | 2 | 2 | IV"));
    expect(index.findCharacter("Ala")?.forms[0]?.attributes.body).toBe(3);
    index.rename("player-characters/Ala.md", "player-characters/Alicja.md", pc("3 | 2 | 2 | IV"));
    expect(index.findCharacter("Ala")).toBeNull();
    expect(index.findCharacter("alicja")?.path).toBe("player-characters/Alicja.md");
    index.remove("player-characters/Alicja.md");
    expect(index.findCharacter("Alicja")).toBeNull();
    expect(index.size).toBe(0);
  });

  it("a play write (frontmatter only) reads the character as before, from the body parsed once, and a changed body is read anew", () => {
    const body =
      "### Atrybuty\n\n| Ciało | Umysł | Dusza | Magia |\n|---|---|---|---|\n| 2 | 3 | 2 | IV |\n\n### Umiejętności\n- Refleks (Ciało) +2 (4)\n\n### Talenty\n- [[Gotowość do Walki]]\n";
    const index = new VaultIndex();
    index.update("player-characters/Ala.md", `---\ntags: [pc]\nhealth: 10\n---\n${body}`);
    const first = index.get("player-characters/Ala.md")?.character;
    index.update("player-characters/Ala.md", `---\ntags: [pc]\nhealth: 7\n---\n${body}`);
    const second = index.get("player-characters/Ala.md")?.character;
    expect(second?.state.health).toBe(7);
    expect(second?.forms).toEqual(first?.forms);
    expect(second?.forms[0]?.attributes.mind).toBe(3);
    // A body that changes is read anew, never served from the memo.
    index.update(
      "player-characters/Ala.md",
      `---\ntags: [pc]\nhealth: 7\n---\n${body.replace("Refleks (Ciało) +2 (4)", "Refleks (Ciało) +3 (5)")}`,
    );
    expect(index.get("player-characters/Ala.md")?.character?.forms[0]?.skills).not.toEqual(first?.forms[0]?.skills);
  });

  it("a play write shares the build read before (kept frozen), and a change to the build's frontmatter keys or the body reads it anew", () => {
    const body =
      "### Atrybuty\n\n| Ciało | Umysł | Dusza | Magia |\n|---|---|---|---|\n| 2 | 3 | 2 | IV |\n\n### Umiejętności\n- Refleks (Ciało) +2 (4)\n";
    const path = "player-characters/Ala.md";
    const index = new VaultIndex();
    index.update(path, `---\ntags: [pc]\nhealth: 10\nconditions: []\n---\n${body}`);
    const first = index.get(path)?.character;
    const names = index.characterNames();
    // The same number of frontmatter lines: the body's line numbers, and so its build, are the same.
    index.update(path, `---\ntags: [pc]\nhealth: 7\nconditions: [Podpalony]\n---\n${body}`);
    const second = index.get(path)?.character;
    expect(second?.forms).toBe(first?.forms);
    // The names did not change: the same list, so blocks parsed against it stay parsed.
    expect(index.characterNames()).toBe(names);
    expect(second?.state).toEqual({ health: 7, conditions: ["Podpalony"] });
    expect(first?.state).toEqual({ health: 10, conditions: [] });
    expect(Object.isFrozen(second?.forms[0]?.skills)).toBe(true);
    expect(() => {
      (second?.forms[0]?.skills as Record<string, number>).Refleks = 9;
    }).toThrow(TypeError);
    // A build key in the frontmatter (here Ciało) is part of the build: read anew.
    index.update(path, `---\ntags: [pc]\nhealth: 7\nbody: 4\n---\n${body}`);
    const third = index.get(path)?.character;
    expect(third?.forms).not.toBe(first?.forms);
    index.update(path, `---\ntags: [pc]\nhealth: 7\nbody: 4\naliases: [Alka]\n---\n${body}`);
    expect(index.characterNames()).not.toBe(names);
    expect(index.characterNames()).toContain("Alka");
    expect(third?.forms[0]?.attributes.body).toBe(4);
    expect(third?.diagnostics.some((d) => d.message.includes("frontmatter mówi 4"))).toBe(true);
    // A play-state warning belongs to that reading only.
    index.update(path, `---\ntags: [pc]\nhealth: -3\nbody: 4\n---\n${body}`);
    expect(index.get(path)?.character?.diagnostics.filter((d) => d.message.includes("„health”"))).toHaveLength(1);
    index.update(path, `---\ntags: [pc]\nhealth: 3\nbody: 4\n---\n${body}`);
    expect(index.get(path)?.character?.diagnostics.some((d) => d.message.includes("„health”"))).toBe(false);
  });

  it("any sequence of writes reads each character, and the names @Name knows, exactly as a fresh read of the same text does", () => {
    let reads = 0;
    const bodies = [
      "### Atrybuty\n\n| Ciało | Umysł | Dusza | Magia |\n|---|---|---|---|\n| 2 | 3 | 2 | IV |\n\n### Umiejętności\n- Refleks (Ciało) +2 (4)\n",
      "### Atrybuty\n\n| Ciało | Umysł | Dusza | Magia |\n|---|---|---|---|\n| 3 | 3 | 1 | II |\n\n### Talenty\n- [[Gotowość do Walki]]\n",
    ];
    const heads = [
      "health: 5",
      "health: 0\ndying: {hits: 1, failedTests: 0, overflow: 0}",
      "mana: 2\nconditions: [Ogłuszony, Nieznany]",
      "body: 4",
      "aliases: [Ala]",
      "health: x",
      "skills: {Refleks: 5}",
    ];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom("player-characters/A.md", "player-characters/B.md"),
            fc.nat(bodies.length - 1),
            fc.subarray(heads),
          ),
          { minLength: 1, maxLength: 12 },
        ),
        (writes) => {
          const index = new VaultIndex();
          const texts = new Map<string, string>();
          for (const [path, b, head] of writes) {
            const text = `---\ntags: [pc]\n${head.map((h) => h + "\n").join("")}---\n${bodies[b]}`;
            index.update(path, text);
            texts.set(path, text);
            const freshIndex = new VaultIndex();
            freshIndex.load([...texts]);
            expect([...index.characterNames()].sort()).toEqual([...freshIndex.characterNames()].sort());
            // The reference is read under a path never read before, so nothing kept can answer it.
            const fresh = readNote(`fresh-${++reads}/${path}`, text).character;
            expect(index.get(path)?.character).toEqual({ ...fresh, path });
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it("tells listeners which notes changed", () => {
    const index = new VaultIndex();
    const seen: string[][] = [];
    index.onChange((paths) => seen.push(paths));
    index.update("a.md", "x");
    index.remove("a.md");
    expect(seen).toEqual([["a.md"], ["a.md"]]);
  });

  it("resolves wikilinks with aliases, by name ignoring case and diacritics, and %-encoded relative links", () => {
    const index = new VaultIndex();
    index.update("player-characters/Łucja Wróbel.md", pc("2 | 2 | 2 | 4", "aliases: [Łucka]\n"));
    expect(index.findCharacter({ kind: "wikilink", target: "Łucja Wróbel", display: "ŁW" })?.name).toBe("Łucja Wróbel");
    expect(index.findCharacter("lucja wrobel")?.name).toBe("Łucja Wróbel");
    expect(index.findCharacter("Łucka")?.name).toBe("Łucja Wróbel");
    expect(
      index.findCharacter(
        { kind: "mdlink", text: "Ł", path: "../player-characters/%C5%81ucja%20Wr%C3%B3bel.md" },
        "sessions/S.md",
      )?.name,
    ).toBe("Łucja Wróbel");
  });

  it("a name given with its folder finds the note as any note, through later adds, renames and removals", () => {
    const index = new VaultIndex();
    const any = (name: string) => index.resolve({ kind: "name", name }, "", "any")?.path ?? null;
    index.load([
      ["lore/Księga/Notatka 1.md", "# Notatka"],
      ["Notatka 2.md", "# Notatka"],
    ]);
    expect(any("lore/ksiega/notatka 1")).toBe("lore/Księga/Notatka 1.md");
    expect(any("Notatka 2")).toBe("Notatka 2.md");
    index.update("lore/Most.md", "# Most");
    expect(any("LORE/most")).toBe("lore/Most.md");
    index.rename("lore/Most.md", "lore/Rzeka.md", "# Most");
    expect(any("lore/most")).toBeNull();
    expect(any("lore/rzeka")).toBe("lore/Rzeka.md");
    index.remove("lore/Księga/Notatka 1.md");
    expect(any("lore/księga/notatka 1")).toBeNull();
    // The removed note's folder path is gone: a note named so later is found, not shadowed by it.
    index.update("zz.md", "---\naliases: [lore/Księga/Notatka 1]\n---\n");
    expect(any("lore/ksiega/notatka 1")).toBe("zz.md");
    // An alias with a folder in it, and the path of another note, under one name: the first by path.
    index.update("a/b.md", "---\naliases: [lore/Rzeka]\n---\n");
    expect(any("lore/rzeka")).toBe("a/b.md");
  });

  it("a rename onto a path the index holds replaces that note, its kind and its names", () => {
    const index = new VaultIndex();
    index.load([
      ["pc/Ala.md", "---\ntags: [pc]\n---\n# Ala"],
      ["pc/Ola.md", "---\ntags: [pc]\naliases: [Olka]\n---\n# Ola"],
    ]);
    index.rename("pc/Ala.md", "pc/Ola.md", "---\ntags: [pc]\n---\n# Ala");
    expect(index.ofKind("pc").map((n) => n.path)).toEqual(["pc/Ola.md"]);
    expect(index.resolve({ kind: "name", name: "Olka" }, "", "any")).toBeNull();
    index.remove("pc/Ola.md");
    expect(index.ofKind("pc")).toEqual([]);
  });

  it("a path given twice to a first load keeps the later note, and only its names", () => {
    const index = new VaultIndex();
    index.load([
      ["player-characters/Ala.md", pc("2 | 2 | 2 | IV", "aliases: [Alka]\n")],
      ["player-characters/Ola.md", pc("2 | 2 | 2 | IV")],
      ["player-characters/Ala.md", pc("3 | 2 | 2 | IV", "aliases: [Ala Nowa]\n")],
    ]);
    expect(index.size).toBe(2);
    expect([...index.all()].map((n) => n.path)).toEqual(["player-characters/Ala.md", "player-characters/Ola.md"]);
    expect(index.findCharacter("Alka")).toBeNull();
    expect(index.findCharacter("Ala Nowa")?.forms[0]?.attributes.body).toBe(3);
    expect(index.ofKind("pc")).toHaveLength(2);
  });

  it("one bad note never stops the others", () => {
    const index = new VaultIndex();
    index.load([
      ["player-characters/Zły.md", "---\ntags: [pc\nbody: : :\n---\n# x"],
      ["player-characters/Dobry.md", pc("2 | 2 | 2 | IV")],
    ]);
    expect(index.findCharacter("Dobry")?.forms[0]?.hasStats).toBe(true);
    // the broken note's tags cannot be read, but its folder still says it is a character
    const bad = index.get("player-characters/Zły.md")!;
    expect(bad.frontmatterError).toMatch(/YAML się nie parsuje/);
    expect(bad.diagnostics.some((d) => d.severity === "error" && /nie zapisze/.test(d.message))).toBe(true);
  });
});

describe("frontmatter is data, never code", () => {
  it("does not execute ---js front matter", () => {
    const g = globalThis as { hbmPwned?: boolean };
    const r = readFrontmatter("---js\n{ tags: ['pc'], x: (globalThis.hbmPwned = true) }\n---\nbody");
    expect(g.hbmPwned).toBeUndefined();
    expect(r.error?.message).toMatch(/nie jest czytany/);
    expect(r.data).toEqual({});
  });

  it("does not execute ---coffee front matter either", () => {
    const r = readFrontmatter("---coffee\nglobalThis.hbmPwned = true\n---\n");
    expect((globalThis as { hbmPwned?: boolean }).hbmPwned).toBeUndefined();
    expect(r.error).not.toBeNull();
  });

  it("reads block and flow tags, with or without #", () => {
    expect(readNote("x/a.md", "---\ntags:\n  - '#pc'\n---\n").kind).toBe("pc");
    expect(readNote("x/b.md", "---\ntags: [npc-statblock, rule]\n---\n").kind).toBe("npc-statblock");
    expect(readNote("x/c.md", "---\ntags: spell\n---\n# Zaklęcie").kind).toBe("spell");
  });

  it("counts body lines after the frontmatter and strips a byte-order mark", () => {
    const r = readFrontmatter("\uFEFF---\na: 1\nb: 2\n---\nline 5");
    expect(r.bodyLine).toBe(5);
    expect(r.data).toEqual({ a: 1, b: 2 });
  });

  it("YAML errors say which line", () => {
    const r = readFrontmatter("---\na: 1\nb: [unclosed\n---\n");
    expect(r.error?.message).toMatch(/YAML/);
  });
});

describe("the build in frontmatter (docs/en/notes.md): frontmatter wins, a disagreement is a warning", () => {
  const note = `---
tags: [pc]
body: 3
mind: 2
soul: 4
powerLevel: IV
skills:
  Refleks: 3
  walka wrecz: 1
  Lewitacja: 2
talents: ["[[Gotowość do Walki]]", Oburęczny]
spells: ["[[gleam|Poblask]]"]
race: "[[Elf]]"
year: 2
---
### Atrybuty

| Ciało | Umysł | Dusza | Magia |
|---|---|---|---|
| 2 | 2 | 4 | IV |

### Umiejętności
- Refleks (Ciało) +1 (3)
`;
  const c = readNote("player-characters/Fm.md", note).character!;

  it("takes the frontmatter's values", () => {
    expect(c.forms[0]?.attributes).toEqual({ body: 3, mind: 2, soul: 4, powerLevel: 4 });
    expect(c.forms[0]?.skills).toEqual({ Refleks: 3, "Walka Wręcz": 1 });
    expect(c.forms[0]?.talents.map((t) => t.canonical)).toEqual(["Gotowość do Walki", "Oburęczny"]);
    expect(c.forms[0]?.spells).toEqual([
      { name: "Poblask", link: { kind: "wiki", target: "gleam", text: "Poblask" }, quantity: 1 },
    ]);
    expect(c.details.race?.text).toBe("Elf");
    expect(c.details.year).toBe(2);
  });

  it("warns where the body says otherwise, and about what it cannot read", () => {
    expect(c.diagnostics.map((d) => d.message)).toEqual(
      expect.arrayContaining([
        "Ciało: frontmatter mówi 3, tabela 2; obowiązuje frontmatter.",
        "Refleks: frontmatter mówi 3, lista 1; obowiązuje frontmatter.",
        "Nieznana umiejętność „Lewitacja” w „skills”.",
      ]),
    );
    expect(c.diagnostics.some((d) => d.message.startsWith("Umysł"))).toBe(false);
  });

  it("works with no body tables at all", () => {
    const only = readNote(
      "player-characters/Fm2.md",
      "---\ntags: [pc]\nbody: 2\nmind: 2\nsoul: 2\npowerLevel: 7\n---\n",
    ).character!;
    expect(only.forms[0]?.hasStats).toBe(true);
    expect(only.forms[0]?.attributes.powerLevel).toBe(7);
  });
});
