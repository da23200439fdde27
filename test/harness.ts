import { beforeEach, expect } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { App, markLoaded, notices, Plugin, TFile, type PluginManifest } from "./obsidian-mock";
import { PROJECT_ROOT, readVault, TEST_VAULT } from "./vault-files";
import HbmPlugin from "../src/main";

export { PROJECT_ROOT, readVault, TEST_VAULT } from "./vault-files";
export { describeWithSampleVault, HAS_SAMPLE_VAULT, itWithSampleVault, SAMPLE_VAULT } from "./real-vault";

const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, "manifest.json"), "utf8")) as PluginManifest;

/**
 * The plugin loaded into a mock Obsidian over a copy of a vault, layout ready.
 * `beforeLayout` runs after onload and before layout-ready (when the first index starts).
 */
export async function loadPlugin(
  files: Record<string, string> = readVault(TEST_VAULT),
  beforeLayout?: (app: App) => void,
) {
  const app = new App(files);
  const plugin = new HbmPlugin(app as never, manifest) as HbmPlugin & Plugin;
  await plugin.onload();
  markLoaded(plugin);
  beforeLayout?.(app);
  app.workspace.setLayoutReady();
  await (plugin as unknown as { vaultIndex: { whenReady(): Promise<void> } }).vaultIndex.whenReady();
  await settle();
  return { app, plugin };
}

/** Let queued promises and zero-delay timers run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 0));
}

/** Run a plugin command as the palette would: it must be enabled (checkCallback(true)), then it runs. */
export function runCommand(app: App, id: string): void {
  const c = app.commands.get(`hbm-rpg:${id}`);
  if (!c) throw new Error(`no command ${id}`);
  if (c.checkCallback) {
    expect(c.checkCallback(true), `${id} should be enabled`).toBe(true);
    c.checkCallback(false);
  } else c.callback?.();
}

/** Click the button `selector` inside `el`; a missing button fails the test by name. */
export function clickIn(el: ParentNode, selector: string): void {
  const b = el.querySelector<HTMLButtonElement>(selector);
  if (!b) throw new Error(`no ${selector}`);
  b.click();
}

/** A note's text as the mock vault holds it now. */
export function noteText(app: App, path: string): string {
  const file = app.vault.getAbstractFileByPath(path);
  if (!(file instanceof TFile)) throw new Error(`File not found: ${path}`);
  return app.vault.readSync(file);
}

/**
 * Before each test of the suite: the plugin loaded over the test vault, its notes first changed
 * by `edit`, and no notice shown yet. The returned object holds the app, the plugin and the notes
 * as loaded (`files`), fresh for each test.
 */
export function pluginForEachTest(edit: (files: Record<string, string>) => void = () => undefined) {
  const loaded = {} as Awaited<ReturnType<typeof loadPlugin>> & { files: Record<string, string> };
  beforeEach(async () => {
    const files = readVault(TEST_VAULT);
    edit(files);
    Object.assign(loaded, await loadPlugin(files), { files });
    notices.length = 0;
  });
  return loaded;
}
