// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { App } from "../test/obsidian-mock";
import { loadPlugin, settle } from "../test/harness";
import { openSheet } from "./plugin/commands/commands";
import { TEST_MANIFEST } from "../test/manifest";

describe("the plugin's lifecycle", () => {
  it("unloading removes every command, view, processor and vault listener it registered", async () => {
    const baseline = new App({});
    const counts = (app: App) => [
      app.vault.listenerCount(),
      app.metadataCache.listenerCount(),
      app.workspace.listenerCount(),
    ];
    const { app, plugin } = await loadPlugin();
    await openSheet(plugin, "player-characters/Kamila Wróbel.md");
    expect(app.commands.size).toBeGreaterThan(10);
    expect(counts(app)).not.toEqual(counts(baseline));
    plugin.unload();
    expect(app.commands.size).toBe(0);
    expect(app.viewRegistry.size).toBe(0);
    expect(plugin.codeBlockProcessors.size).toBe(0);
    // What is left are the shim's own wiring (metadataCache listens to the vault) and the open leaf's view.
    app.workspace.detachLeavesOfType("hbm-character-sheet");
    await settle();
    expect(counts(app)).toEqual(counts(baseline));
  });

  it("onload does no vault work before the layout is ready", async () => {
    const app = new App({ "player-characters/A.md": "---\ntags: [pc]\n---\n" });
    const { default: HbmPlugin } = await import("./main");
    const plugin = new HbmPlugin(app as never, TEST_MANIFEST);
    await plugin.onload();
    expect(plugin.vaultIndex.index.size).toBe(0);
    app.workspace.setLayoutReady();
    await plugin.vaultIndex.whenReady();
    expect(plugin.vaultIndex.index.size).toBe(1);
  });
});
