import { vi } from "vitest";
import type { App, TFile } from "./obsidian-mock";

/** Reads take a turn of the event loop, as a disk read does, so events land mid-index; `onRead` runs before each. */
export function slowReads(app: App, onRead: (file: TFile, n: number) => void): void {
  const read = app.vault.cachedRead.bind(app.vault);
  let n = 0;
  vi.spyOn(app.vault, "cachedRead").mockImplementation(async (file: TFile) => {
    onRead(file, ++n);
    await new Promise((r) => setTimeout(r, 0));
    return read(file);
  });
}
