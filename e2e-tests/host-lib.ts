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
