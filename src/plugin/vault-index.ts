import { TFile, type App, type Component } from "obsidian";
import { VaultIndex } from "../core/vault/index";

/** Longest stretch of indexing work before yielding to the UI. */
export const SLICE_MS = 16;

const now = (): number => (typeof performance !== "undefined" ? performance.now() : Date.now());
const yieldToUi = (): Promise<void> => new Promise((resolve) => window.setTimeout(resolve, 0));

/**
 * Feeds the pure VaultIndex from Obsidian: the first index after layout-ready,
 * in slices of at most SLICE_MS so the UI never freezes, then one note at a
 * time from vault and metadataCache events. Every handler is registered on
 * the owning component, so it unloads with the plugin.
 */
export class ObsidianVaultIndex {
  readonly index = new VaultIndex();
  private ready = false;
  private readyWaiters: Array<() => void> = [];
  private stopped = false;

  constructor(private readonly app: App, private readonly owner: Component) {
    // Links resolve exactly as Obsidian resolves them (notes.md): its own getFirstLinkpathDest.
    this.index.setLinkResolver((linkpath, sourcePath) => this.app.metadataCache.getFirstLinkpathDest(linkpath, sourcePath)?.path ?? null);
  }

  /** Start after the layout is ready: nothing heavy happens in onload. */
  start(): void {
    this.app.workspace.onLayoutReady(() => void this.initialIndex());
    this.owner.register(() => (this.stopped = true));
  }

  whenReady(): Promise<void> {
    return this.ready ? Promise.resolve() : new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  get isReady(): boolean {
    return this.ready;
  }

  private async initialIndex(): Promise<void> {
    const files = this.app.vault.getMarkdownFiles();
    let batch: Array<[string, string]> = [];
    let sliceStart = now();
    for (const file of files) {
      if (this.stopped) return;
      batch.push([file.path, await this.app.vault.cachedRead(file)]);
      if (now() - sliceStart >= SLICE_MS) {
        this.index.load(batch);
        batch = [];
        await yieldToUi();
        sliceStart = now();
      }
    }
    this.index.load(batch);
    this.listen();
    this.ready = true;
    for (const resolve of this.readyWaiters.splice(0)) resolve();
  }

  private listen(): void {
    const { vault, metadataCache } = this.app;
    this.owner.registerEvent(
      metadataCache.on("changed", (file: TFile, data: string) => {
        if (file.extension === "md") this.index.update(file.path, data);
      }),
    );
    this.owner.registerEvent(
      vault.on("rename", (file, oldPath: string) => {
        if (!(file instanceof TFile) || file.extension !== "md") {
          this.index.remove(oldPath);
          return;
        }
        void vault.cachedRead(file).then((text) => this.index.rename(oldPath, file.path, text));
      }),
    );
    this.owner.registerEvent(
      vault.on("delete", (file) => {
        this.index.remove(file.path);
      }),
    );
  }
}
