import { TFile, type App, type CachedMetadata, type Component } from "obsidian";
import { VaultIndex } from "../../core/vault/index";
import type { GivenFrontmatter } from "../../core/vault/read-note";

/**
 * Longest stretch of indexing work before yielding to the UI, by the clock. The clock is read
 * after every note, each read into the index on its own, so a slice ends as soon as its time is
 * up, whatever the notes cost. A fixed batch (10 notes, issue 19) did not: on a machine busy with
 * other programs one batch could hold the thread 88-158 ms at load average 5 (issue 30). The
 * slice is 5 ms of wall time: on a busy machine the wall time is what the player waits.
 */
export const SLICE_MS = 5;

const now = (): number => (typeof performance !== "undefined" ? performance.now() : Date.now());
const yieldToUi = (): Promise<void> => new Promise((resolve) => window.setTimeout(resolve, 0));

/** An event that arrived while the first index was being read, to replay after it. */
type Pending =
  | { kind: "changed"; path: string; text: string; frontmatter: GivenFrontmatter }
  | { kind: "rename"; oldPath: string; file: TFile | null }
  | { kind: "delete"; path: string };

/**
 * Feeds the pure VaultIndex from Obsidian: the first index after layout-ready,
 * in slices of at most SLICE_MS so the UI never freezes, then one note at a
 * time from vault and metadataCache events. Every handler is registered on
 * the owning component, so it unloads with the plugin.
 *
 * The handlers are registered before the first index reads a single note: a
 * note that changes meanwhile (Sync bringing a phone's edits at start-up) is
 * queued and replayed, in order, once the first index is loaded, so it is
 * never left stale until its next change (issue 20).
 */
export class ObsidianVaultIndex {
  readonly index = new VaultIndex();
  private ready = false;
  private readyWaiters: Array<() => void> = [];
  private stopped = false;
  /** Events held while the first index runs; null once it is loaded. */
  private pending: Pending[] | null = [];

  constructor(
    private readonly app: App,
    private readonly owner: Component,
  ) {
    // Links resolve exactly as Obsidian resolves them (docs/en/notes.md): its own getFirstLinkpathDest.
    this.index.setLinkResolver(
      (linkpath, sourcePath) => this.app.metadataCache.getFirstLinkpathDest(linkpath, sourcePath)?.path ?? null,
    );
  }

  /** Start after the layout is ready: nothing heavy happens in onload. */
  start(): void {
    this.app.workspace.onLayoutReady(() => {
      this.listen();
      void this.initialIndex();
    });
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
    let sliceStart = now();
    for (const file of files) {
      if (this.stopped) return;
      let text: string;
      try {
        text = await this.app.vault.cachedRead(file);
      } catch {
        continue; // deleted while the index ran: its "delete" is queued
      }
      // One note at a time: what a sheet waits for is there as soon as it is read.
      this.index.load([this.entry(file, text)]);
      if (now() - sliceStart >= SLICE_MS) {
        await yieldToUi();
        sliceStart = now();
      }
    }
    // What changed while the notes were being read, in the order it happened.
    const pending = this.pending ?? [];
    this.pending = null;
    for (const event of pending) await this.handle(event);
    this.ready = true;
    for (const resolve of this.readyWaiters.splice(0)) resolve();
  }

  /**
   * A note for the index: its text and the frontmatter Obsidian's metadata cache has parsed (issue
   * 30: the core then parses no spell's or item's YAML a second time; read-note.ts says which kinds).
   */
  entry(file: TFile, text: string): [string, string, GivenFrontmatter] {
    return [file.path, text, frontmatterOf(this.app.metadataCache.getFileCache(file))];
  }

  /** Apply an event now, or hold it while the first index runs. */
  private receive(event: Pending): void {
    if (this.pending) this.pending.push(event);
    else void this.handle(event);
  }

  private async handle(event: Pending): Promise<void> {
    switch (event.kind) {
      case "changed":
        this.index.update(event.path, event.text, event.frontmatter);
        return;
      case "delete":
        this.index.remove(event.path);
        return;
      case "rename": {
        const { file, oldPath } = event;
        if (!file) {
          this.index.remove(oldPath);
          return;
        }
        const text = await this.app.vault.cachedRead(file);
        const [, , frontmatter] = this.entry(file, text);
        this.index.rename(oldPath, file.path, text, frontmatter);
      }
    }
  }

  private listen(): void {
    const { vault, metadataCache } = this.app;
    this.owner.registerEvent(
      // The event's metadata is parsed from the event's text: the two always match.
      metadataCache.on("changed", (file: TFile, data: string, cache: CachedMetadata) => {
        if (file.extension === "md")
          this.receive({ kind: "changed", path: file.path, text: data, frontmatter: frontmatterOf(cache) });
      }),
    );
    this.owner.registerEvent(
      vault.on("rename", (file, oldPath: string) => {
        this.receive({ kind: "rename", oldPath, file: file instanceof TFile && file.extension === "md" ? file : null });
      }),
    );
    this.owner.registerEvent(
      vault.on("delete", (file) => {
        this.receive({ kind: "delete", path: file.path });
      }),
    );
  }
}

function frontmatterOf(cache: CachedMetadata | null | undefined): GivenFrontmatter {
  return cache?.frontmatter;
}
