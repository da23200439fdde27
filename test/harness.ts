import { expect } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { App, markLoaded, Plugin, type PluginManifest } from "./obsidian-mock";
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
