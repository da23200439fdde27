import { describe, expect, it } from "vitest";
import { addSpellLine, spellLink } from "./spell-line";

const POBLASK = { name: "Poblask", path: "spells/academic/light/Poblask Światła.md" };

describe("a learned spell written into Zaklęcia in the note's link style (docs/en/rules.md Between sessions)", () => {
  it("markdown links relative to the note, spaces as %20", () => {
    expect(spellLink("player-characters/Kamila.md", POBLASK, true)).toBe(
      "[Poblask](../spells/academic/light/Poblask%20%C5%9Awiat%C5%82a.md)",
    );
    expect(spellLink("spells/academic/Kamila.md", POBLASK, true)).toBe(
      "[Poblask](light/Poblask%20%C5%9Awiat%C5%82a.md)",
    );
  });

  it("a wikilink names the file (Obsidian resolves it), with the spell's name when they differ", () => {
    expect(spellLink("pc/K.md", { name: "Poblask", path: "spells/general/gleam.md" }, false)).toBe("[[gleam|Poblask]]");
    expect(spellLink("pc/K.md", { name: "Iskra", path: "spells/Iskra.md" }, false)).toBe("[[Iskra]]");
  });

  it("a wikilink note gets a wikilink after its last spell; an empty template list loses its placeholder", () => {
    const wiki = "### Zaklęcia\n- [[Iskra]]\n\n### Ekwipunek\n- [[Sztylet]]\n";
    expect(addSpellLine(wiki, "pc/K.md", POBLASK)).toBe(
      "### Zaklęcia\n- [[Iskra]]\n- [[Poblask Światła|Poblask]]\n\n### Ekwipunek\n- [[Sztylet]]\n",
    );
    const empty = "### Talenty\n- [A](../t/A.md)\n### Zaklęcia\n-\n\n## Relacje\n";
    expect(addSpellLine(empty, "pc/K.md", POBLASK)).toBe(
      "### Talenty\n- [A](../t/A.md)\n### Zaklęcia\n- [Poblask](../spells/academic/light/Poblask%20%C5%9Awiat%C5%82a.md)\n\n## Relacje\n",
    );
    expect(addSpellLine("## Opis\n", "pc/K.md", POBLASK)).toBeNull();
  });
});
