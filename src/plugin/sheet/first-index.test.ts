// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { App, markLoaded, TFile, type PluginManifest } from "../../../test/obsidian-mock";
import { PROJECT_ROOT, readVault, settle, TEST_VAULT } from "../../../test/harness";
import HbmPlugin from "../../main";
import { currentCharacter, openSheet } from "../commands/commands";
import type { SheetView } from "./view";
import { slowReads } from "../../../test/slow-reads";

/**
 * Issue 30: a character note opened, and the sheet opened beside it, while the first index is
 * still reading the vault. The sheet follows the note as soon as the index has read it; before,
 * it stayed empty until the note was opened again (5 of 5 runs).
 */
const KAMILA = "player-characters/Kamila Wróbel.md";
const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, "manifest.json"), "utf8")) as PluginManifest;

const loaded: Array<{ unload(): void }> = [];
afterEach(() => {
  for (const plugin of loaded.splice(0)) plugin.unload();
});

describe("a sheet opened during the first index", () => {
  it.each([1, 2, 3, 4, 5])("shows the open character note once the index has read it (run %i)", async (run) => {
    const files = readVault(TEST_VAULT);
    // Kamila's note last, so the index reads it after the sheet is open.
    const kamila = files[KAMILA]!;
    delete files[KAMILA];
    files[KAMILA] = kamila;
    const app = new App(files);
    const plugin = new HbmPlugin(app as never, manifest);
    await plugin.onload();
    markLoaded(plugin);
    loaded.push(plugin);
    let sheet: Promise<SheetView | null> | null = null;
    let kamilaIndexed: boolean | null = null;
    // The note and the sheet opened after a few notes are read (a different moment each run).
    slowReads(app, (_file, n) => {
      if (n !== run + 1 || sheet) return;
      sheet = app.workspace
        .openInEditor(app.vault.getAbstractFileByPath(KAMILA) as TFile)
        .then(() => openSheet(plugin, currentCharacter(plugin)));
      kamilaIndexed = plugin.vaultIndex.index.get(KAMILA) !== undefined;
    });
    app.workspace.setLayoutReady();
    await plugin.vaultIndex.whenReady();
    expect(sheet).not.toBeNull();
    expect(kamilaIndexed).toBe(false);
    const view = (await sheet!)!;
    await settle(10);
    await new Promise((r) => setTimeout(r, 60));
    expect(view.characterPath).toBe(KAMILA);
    expect(view.contentEl.querySelector(".hbm-sheet-name")?.textContent).toContain("Kamila");
  });
});
