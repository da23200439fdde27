// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { renderCodeBlocks } from "../../../test/obsidian-mock";
import { VaultIndex } from "../../core/vault/index";
import { BATCH } from "./vault-index";
import {
  describeWithSampleVault,
  loadPlugin,
  readVault,
  SAMPLE_VAULT,
  settle,
  TEST_VAULT,
} from "../../../test/harness";

describeWithSampleVault("the vault index adapter resolves links through Obsidian (notes.md: links)", () => {
  it("asks metadataCache.getFirstLinkpathDest with the linking note, and uses its answer", async () => {
    const files = readVault(SAMPLE_VAULT);
    files["sessions/Sesja.md"] = "```hbm-roll\nTarcza: @Pelagius Caudex zaklęcie [[sacred/zeus/aegis]]\n```\n";
    const { app, plugin } = await loadPlugin(files);
    const spy = vi.spyOn(app.metadataCache, "getFirstLinkpathDest");
    const spell = plugin.vaultIndex.index.findSpell(
      { kind: "wikilink", target: "sacred/zeus/aegis" },
      "sessions/Sesja.md",
    );
    expect(spy).toHaveBeenCalledWith("sacred/zeus/aegis", "sessions/Sesja.md");
    expect(spell).toMatchObject({ name: "Egida", manaCost: 2, path: "spells/sacred/zeus/aegis.md" });
    // Whatever Obsidian answers wins: here it points the link elsewhere.
    spy.mockReturnValue(app.vault.getAbstractFileByPath("spells/general/superspells/aegis.md") as never);
    expect(
      plugin.vaultIndex.index.findSpell({ kind: "wikilink", target: "sacred/zeus/aegis" }, "sessions/Sesja.md")?.name,
    ).toBe("Aegis");
  });
});

describe("a block line takes the form the sheet has selected (issue 13)", () => {
  it("@Cień z Lasu rolls Forma I until the sheet selects Forma II", async () => {
    const files = readVault(TEST_VAULT);
    files["sessions/Walka.md"] = "```hbm-roll\n@Cień z Lasu Walka Wręcz\n```\n";
    const { plugin } = await loadPlugin(files);
    const root = document.body.createDiv();
    await renderCodeBlocks(plugin, "sessions/Walka.md", files["sessions/Walka.md"], root);
    const caption = () => root.querySelector("button.hbm-roll-button")?.textContent;
    expect(caption()).toBe("Cień z Lasu: Ciało + Walka Wręcz (2k6) 4:1");
    plugin.setForm("rules/06. Bestiariusz/Rozdział II - Postacie Unikalne/Cień z Lasu.md", 1);
    await settle(20);
    await new Promise((r) => setTimeout(r, 80));
    expect(caption()).toBe("Cień z Lasu: Ciało + Walka Wręcz (11k6) 4:1");
  });
});

describe("the first index never holds the UI for the whole vault (issue 19)", () => {
  it("loads notes into the index in batches of at most BATCH, however fast reading them is", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 500; i++)
      files[`lore/Notatka ${i}.md`] = `---\ntags: [lore]\n---\nTekst ${i} z [[Notatka ${i + 1}]].\n`;
    const load = vi.spyOn(VaultIndex.prototype, "load");
    try {
      const { plugin } = await loadPlugin(files);
      const sizes = load.mock.calls.map(([batch]) => [...batch].length);
      expect(plugin.vaultIndex.index.size).toBe(500);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(500);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(BATCH);
    } finally {
      load.mockRestore();
    }
  });
});
