// @vitest-environment happy-dom
// Blocks as Obsidian treats them (issue 20): detached and rendered again, reused in another note,
// redrawn when the note's own `character:` changes; results kept where issue 16 promises them
// (by note and line, in plugin data: across a re-render and a reload).
import { describe, expect, it, vi } from "vitest";
import {
  App,
  markLoaded,
  renderCodeBlocks,
  rerenderCodeBlocks,
  sweepDetached,
  TFile,
  type Component,
  type Plugin,
} from "../../../test/obsidian-mock";
import { loadPlugin, readVault, TEST_VAULT } from "../../../test/harness";

const SESSION = "sessions/Sesja 01 - Las.md";
const OTHER = "sessions/Sesja 02 - Elneran.md";
const BLOCK = "```hbm-roll\nUnik: Ciało + Refleks 4:1\nPula: 6k6 4:2\n```\n";

const buttons = (el: HTMLElement) => [...el.querySelectorAll<HTMLButtonElement>("button.hbm-roll-button")];
const resultsOf = (el: HTMLElement, i: number) =>
  [...(buttons(el)[i]?.closest(".hbm-roll-line")?.querySelectorAll(".hbm-result") ?? [])].map((r) =>
    r.getAttribute("data-text"),
  );
const listeners = (plugin: unknown) => (plugin as { services: { listeners: Set<unknown> } }).services.listeners.size;

async function setup() {
  const files = readVault(TEST_VAULT);
  files[OTHER] = `---\ncharacter: "[[Elneran]]"\n---\n# Sesja 02\n\n${BLOCK}`;
  const loaded = await loadPlugin(files);
  return { ...loaded, files };
}

describe("a block detached and rendered again keeps its results (MarkdownRenderChild unloads when detached)", () => {
  it("the detached block's child unloads, its listeners go, and the new block shows the same results, newest first", async () => {
    const { plugin, files } = await setup();
    const root = document.body.createDiv();
    const host: Component = await renderCodeBlocks(plugin, SESSION, files[SESSION]!, root);
    const before = listeners(plugin);
    const first = root.querySelector<HTMLElement>(".block-language-hbm-roll")!;
    buttons(first)[0]!.click();
    buttons(first)[0]!.click();
    buttons(first)[2]!.click();
    const shown = resultsOf(first, 0);
    expect(shown).toHaveLength(2);
    // Detached (the note re-rendered): the preview's next pass unloads every child whose element left.
    root.empty();
    expect(sweepDetached(host)).toBe(3);
    expect(listeners(plugin)).toBe(before - 3);
    // Rendered again from scratch: the results come from plugin data, not from the old elements.
    const again = await rerenderCodeBlocks(plugin, host, SESSION, files[SESSION]!, root);
    const block = root.querySelector<HTMLElement>(".block-language-hbm-roll")!;
    expect(block).not.toBe(first);
    expect(resultsOf(block, 0)).toEqual(shown);
    expect(resultsOf(block, 2)).toHaveLength(1);
    expect(resultsOf(block, 1)).toEqual([]);
    expect(listeners(plugin)).toBe(before);
    again.unload();
  });

  it("the same line in two blocks of one note keeps two histories", async () => {
    const { plugin, files } = await setup();
    const root = document.body.createDiv();
    await renderCodeBlocks(plugin, SESSION, files[SESSION]!, root);
    const [kamila, party] = [...root.querySelectorAll<HTMLElement>(".block-language-hbm-roll")];
    const pool = (el: HTMLElement) => buttons(el).find((b) => b.textContent === "Pula: 6k6 4:2")!;
    pool(kamila!).click();
    expect(pool(party!).closest(".hbm-roll-line")?.querySelectorAll(".hbm-result")).toHaveLength(0);
    const second = document.body.createDiv();
    await renderCodeBlocks(plugin, SESSION, files[SESSION]!, second);
    const [kamila2, party2] = [...second.querySelectorAll<HTMLElement>(".block-language-hbm-roll")];
    expect(pool(kamila2!).closest(".hbm-roll-line")?.querySelectorAll(".hbm-result")).toHaveLength(1);
    expect(pool(party2!).closest(".hbm-roll-line")?.querySelectorAll(".hbm-result")).toHaveLength(0);
  });

  it("results survive a reload of the plugin: they are in data.json, keyed by note and line, and capped per line", async () => {
    const { plugin, files } = await setup();
    const root = document.body.createDiv();
    await renderCodeBlocks(plugin, SESSION, files[SESSION]!, root);
    const block = root.querySelector<HTMLElement>(".block-language-hbm-roll")!;
    for (let i = 0; i < 7; i++) buttons(block)[0]!.click();
    const shown = resultsOf(block, 0);
    expect(shown).toHaveLength(5);
    await (plugin as unknown as { store: { saveNow(): Promise<void> } }).store.saveNow();
    const data = (
      plugin as unknown as { data: { blockResults: Array<{ path: string; key: string; results: unknown[] }> } }
    ).data;
    expect(data.blockResults.map((l) => [l.path, l.key.replace(/@[0-9a-f]{8}$/, ""), l.results.length])).toEqual([
      [SESSION, "Unik: Ciało + Refleks 4:1", 5],
    ]);
    // Another start of Obsidian: a new plugin over the same vault and the same data.json.
    plugin.unload();
    const app = new App(files);
    const { default: Hbm } = await import("../../main");
    const reloaded = new Hbm(app as never, (plugin as unknown as { manifest: never }).manifest) as unknown as Plugin & {
      data: unknown;
      vaultIndex: { whenReady(): Promise<void> };
    };
    reloaded.data = structuredClone(data);
    await reloaded.onload();
    markLoaded(reloaded);
    app.workspace.setLayoutReady();
    await reloaded.vaultIndex.whenReady();
    const root2 = document.body.createDiv();
    await renderCodeBlocks(reloaded, SESSION, files[SESSION]!, root2);
    expect(resultsOf(root2.querySelector<HTMLElement>(".block-language-hbm-roll")!, 0)).toEqual(shown);
  });
});

describe("a block follows its note (issue 20: Code blocks)", () => {
  it("changing the note's own frontmatter `character:` redraws its blocks for the new character", async () => {
    const { app, plugin, files } = await setup();
    const root = document.body.createDiv();
    await renderCodeBlocks(plugin, SESSION, files[SESSION]!, root);
    const block = root.querySelector<HTMLElement>(".block-language-hbm-roll")!;
    expect(buttons(block)[0]?.textContent).toBe("Unik: Kamila Wróbel: Ciało + Refleks (5k6) 4:1");
    const file = app.vault.getAbstractFileByPath(SESSION) as TFile;
    await app.fileManager.processFrontMatter(file, (fm: Record<string, unknown>) => (fm.character = "[[Elneran]]"));
    await vi.waitFor(() => expect(buttons(block)[0]?.textContent).toBe("Unik: Elneran: Ciało + Refleks (4k6) 4:1"));
  });

  it("typing in the session note (no change of `character:`) does not redraw its blocks", async () => {
    const { app, plugin, files } = await setup();
    await new Promise((r) => setTimeout(r, 120)); // the first index's own redraw is over
    const root = document.body.createDiv();
    await renderCodeBlocks(plugin, SESSION, files[SESSION]!, root);
    const button = buttons(root.querySelector<HTMLElement>(".block-language-hbm-roll")!)[0]!;
    await app.vault.process(app.vault.getAbstractFileByPath(SESSION) as TFile, (t) =>
      t.replace("Drużyna wyrusza", "Drużyna wyrusza cicho"),
    );
    await new Promise((r) => setTimeout(r, 120));
    expect(button.isConnected).toBe(true);
  });

  it("a block Live Preview reused in another note rolls for that note: it redraws first, then rolls there", async () => {
    const { app, plugin, files } = await setup();
    const view = await app.workspace.openInEditor(app.vault.getAbstractFileByPath(SESSION) as TFile, "preview");
    const root = view.containerEl.createDiv();
    await renderCodeBlocks(plugin, SESSION, BLOCK, root);
    const block = root.querySelector<HTMLElement>(".block-language-hbm-roll")!;
    expect(buttons(block)[0]?.textContent).toBe("Unik: Kamila Wróbel: Ciało + Refleks (5k6) 4:1");
    // The user switches the leaf to another note with an identical block; the rendered element is kept.
    view.file = app.vault.getAbstractFileByPath(OTHER) as TFile;
    buttons(block)[0]!.click();
    expect(buttons(block)[0]?.textContent).toBe("Unik: Elneran: Ciało + Refleks (4k6) 4:1");
    expect(block.querySelectorAll(".hbm-result")).toHaveLength(0);
    buttons(block)[0]!.click();
    const log = (
      plugin as unknown as { rollLog: { list(): Array<{ path: string; character: string | null }> } }
    ).rollLog.list();
    expect(log[0]).toMatchObject({ path: OTHER, character: "Elneran" });
    void files;
  });
});
