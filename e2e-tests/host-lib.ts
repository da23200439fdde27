/**
 * What every stand-in page needs to run the production bundle: a CommonJS `module` and a
 * `require` that resolves `obsidian` to the shim, and a script loader. Used by e2e-tests/host.ts and
 * the browser benchmark's page (scripts/bench/browser-host.ts).
 */
import * as obsidian from "../test/obsidian-mock";

const w = window as unknown as {
  module: { exports: Record<string, unknown> };
  exports: unknown;
  require: (id: string) => unknown;
};
w.module = { exports: {} };
w.exports = w.module.exports;
w.require = (id: string) => {
  if (id === "obsidian") return obsidian;
  throw new Error(`Host: moduł „${id}” nie jest dostępny w przeglądarce.`);
};

/** The bundle's default export once main.js has run. */
export const bundleExports = (): Record<string, unknown> => w.module.exports;

export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = createEl("script");
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Nie wczytano ${src}`));
    document.head.appendChild(script);
  });
}

/** The plugin's manifest, as the page serves it. */
export function fetchManifest(): Promise<obsidian.PluginManifest> {
  return fetch("manifest.json").then((r) => r.json() as Promise<obsidian.PluginManifest>);
}

/**
 * The production plugin (main.js, loaded once) over a stand-in app holding `files`: `beforeLoad`
 * runs on the app before the plugin is made, then onload and the stand-in's loaded mark. The
 * layout is not ready yet: the page says when (`app.workspace.setLayoutReady()`).
 */
export async function startPlugin<P extends obsidian.Component & { onload(): Promise<void> }>(
  files: Record<string, string>,
  manifest: obsidian.PluginManifest,
  beforeLoad?: (app: obsidian.App) => void,
): Promise<{ app: obsidian.App; plugin: P }> {
  if (!bundleExports().default) await loadScript("main.js");
  const PluginClass = bundleExports().default as new (app: obsidian.App, manifest: obsidian.PluginManifest) => P;
  const app = new obsidian.App(files);
  beforeLoad?.(app);
  const plugin = new PluginClass(app, manifest);
  await plugin.onload();
  obsidian.markLoaded(plugin);
  return { app, plugin };
}
