// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { renderCodeBlocks } from "../../../test/obsidian-mock";
import { VaultIndex } from "../../core/vault/index";
import { useYamlParser } from "../../core/vault/frontmatter";
import { parse } from "yaml";
import { SLICE_MS } from "./vault-index";
import {
  describeWithSampleVault,
  loadPlugin,
  readVault,
  SAMPLE_VAULT,
  settle,
  TEST_VAULT,
} from "../../../test/harness";

describeWithSampleVault("the vault index adapter resolves links through Obsidian (docs/en/notes.md: links)", () => {
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

describe("the index takes the frontmatter Obsidian's metadata cache has parsed (issue 30)", () => {
  it("reads a spell without parsing its YAML again; a character's play state is parsed from its own text", async () => {
    const { plugin, app } = await loadPlugin(readVault(TEST_VAULT));
    const parsed: string[] = [];
    useYamlParser((text) => (parsed.push(text), parse(text) as unknown));
    try {
      const index = plugin.vaultIndex.index;
      const spell = index.spells()[0];
      expect(spell?.manaCost).not.toBeUndefined();
      const cached = app.metadataCache.getFileCache(app.vault.getAbstractFileByPath(spell!.path) as never);
      expect(spell?.manaCost ?? null).toBe(cached?.frontmatter?.manaCost ?? null);
      expect(parsed).toEqual([]);
      expect(index.characters().length).toBeGreaterThan(0);
      expect(parsed.length).toBeGreaterThan(0);
    } finally {
      useYamlParser((text) => parse(text) as unknown);
    }
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

describe("the first index never holds the UI for the whole vault (issues 19, 30)", () => {
  it("yields once SLICE_MS have passed by the clock, read after every note, however much a note costs", async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 200; i++)
      files[`lore/Notatka ${i}.md`] = `---\ntags: [lore]\n---\nTekst ${i} z [[Notatka ${i + 1}]].\n`;
    // A slow machine: every note read into the index takes 60% of a slice by the clock.
    let clock = 0;
    const events: string[] = [];
    const realLoad = Object.getOwnPropertyDescriptor(VaultIndex.prototype, "load")!.value as (
      this: VaultIndex,
      files: Parameters<VaultIndex["load"]>[0],
    ) => void;
    const now = vi.spyOn(performance, "now").mockImplementation(() => clock);
    const load = vi.spyOn(VaultIndex.prototype, "load").mockImplementation(function (this: VaultIndex, batch) {
      const notes = [...batch];
      clock += notes.length * SLICE_MS * 0.6;
      events.push(...notes.map(() => "note"));
      realLoad.call(this, notes);
    });
    const realTimeout = window.setTimeout.bind(window);
    const timeout = vi.spyOn(window, "setTimeout").mockImplementation(((fn: () => void, ms?: number) => {
      if (!ms) events.push("yield");
      return realTimeout(fn, ms);
    }) as typeof window.setTimeout);
    try {
      const { plugin } = await loadPlugin(files);
      expect(plugin.vaultIndex.index.size).toBe(200);
      // Between two yields, at most the notes that fit in a slice and the one that overran it.
      const runs = events
        .join(" ")
        .split("yield")
        .map((run) => run.split("note").length - 1);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(200);
      expect(Math.max(...runs)).toBeLessThanOrEqual(2);
    } finally {
      load.mockRestore();
      now.mockRestore();
      timeout.mockRestore();
    }
  });
});
