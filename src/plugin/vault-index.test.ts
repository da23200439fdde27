// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { loadPlugin, readVault, SAMPLE_VAULT } from "../../test/harness";

describe("the vault index adapter resolves links through Obsidian (notes.md: links)", () => {
  it("asks metadataCache.getFirstLinkpathDest with the linking note, and uses its answer", async () => {
    const files = readVault(SAMPLE_VAULT);
    files["sessions/Sesja.md"] = "```hbm-roll\nTarcza: @Pelagius Caudex zaklęcie [[sacred/zeus/aegis]]\n```\n";
    const { app, plugin } = await loadPlugin(files);
    const spy = vi.spyOn(app.metadataCache, "getFirstLinkpathDest");
    const spell = plugin.vaultIndex.index.findSpell({ kind: "wikilink", target: "sacred/zeus/aegis" }, "sessions/Sesja.md");
    expect(spy).toHaveBeenCalledWith("sacred/zeus/aegis", "sessions/Sesja.md");
    expect(spell).toMatchObject({ name: "Egida", manaCost: 2, path: "spells/sacred/zeus/aegis.md" });
    // Whatever Obsidian answers wins: here it points the link elsewhere.
    spy.mockReturnValue(app.vault.getAbstractFileByPath("spells/general/superspells/aegis.md") as never);
    expect(plugin.vaultIndex.index.findSpell({ kind: "wikilink", target: "sacred/zeus/aegis" }, "sessions/Sesja.md")?.name).toBe("Aegis");
  });
});
