/**
 * The page of scripts/bench/bundle-cost.mjs: what a player pays for main.js's size when Obsidian
 * starts. The bundle's text is fetched first (not timed: Obsidian reads it from disk), then run as
 * an inline script (parse, compile and the top-level code, in one task) and the plugin made and
 * loaded (onload) over the host's small vault, each timed by the page.
 */
import * as obsidian from "../../test/obsidian-mock";
import { bundleExports, fetchManifest } from "../../e2e-tests/host-lib";

const w = window as unknown as Window & { hbmBundleCost: (src: string) => Promise<unknown> };

w.hbmBundleCost = async (src: string) => {
  const [code, files, manifest] = await Promise.all([
    fetch(src).then((r) => r.text()),
    fetch("vault.json").then((r) => r.json() as Promise<Record<string, string>>),
    fetchManifest(),
  ]);
  const app = new obsidian.App(files);
  const script = createEl("script");
  script.text = code;
  const start = performance.now();
  document.head.appendChild(script);
  const evaluated = performance.now();
  const PluginClass = bundleExports().default as new (
    app: obsidian.App,
    manifest: obsidian.PluginManifest,
  ) => obsidian.Component & { onload(): Promise<void> };
  const plugin = new PluginClass(app, manifest);
  await plugin.onload();
  const loaded = performance.now();
  return { bytes: new TextEncoder().encode(code).length, evaluateMs: evaluated - start, onloadMs: loaded - evaluated };
};
document.body.dataset.ready = "1";
