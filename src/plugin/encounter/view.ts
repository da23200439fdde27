import { ItemView, TFile, type WorkspaceLeaf } from "obsidian";
import { findEncounterBlocks } from "../../core/encounter";
import { t } from "../i18n/i18n";
import type { EncounterBlockServices } from "./block";
import { EncounterTracker } from "./tracker";

export const ENCOUNTER_VIEW = "hbm-encounter";

/**
 * "Walka" in the sidebar: the tracker of the active note's hbm-walka block,
 * next to the note itself (handy on a phone, where the block scrolls away).
 * It follows the note you open when that note holds a block.
 */
export class EncounterView extends ItemView {
  private path: string | null = null;
  private tracker: EncounterTracker | null = null;
  private pending: number | null = null;

  constructor(
    leaf: WorkspaceLeaf,
    private readonly services: EncounterBlockServices,
  ) {
    super(leaf);
  }

  getViewType(): string {
    return ENCOUNTER_VIEW;
  }

  getDisplayText(): string {
    return t("encounterTitle");
  }

  override getIcon(): string {
    return "swords";
  }

  get notePath(): string | null {
    return this.path;
  }

  override onOpen(): Promise<void> {
    this.registerEvent(this.app.workspace.on("file-open", (file) => void this.follow(file)));
    this.register(
      this.services.onChange((paths) => {
        if (!this.path) return;
        const mine = new Set([this.path, ...(this.tracker?.notePaths() ?? [])]);
        if (paths.some((p) => mine.has(p))) this.schedule(paths.includes(this.path));
      }),
    );
    return this.follow(this.app.workspace.getActiveFile(), true);
  }

  override onClose(): Promise<void> {
    if (this.pending !== null) window.clearTimeout(this.pending);
    return Promise.resolve();
  }

  /** Show the fight of a note (the first hbm-walka block in it). */
  async show(path: string): Promise<boolean> {
    const file = this.app.vault.getAbstractFileByPath(path);
    if (!(file instanceof TFile)) return false;
    const blocks = findEncounterBlocks(await this.app.vault.cachedRead(file));
    if (blocks.length === 0) return false;
    this.path = path;
    const el = this.contentEl;
    el.empty();
    const extra = blocks.length > 1 ? [t("encounterOnlyOne")] : [];
    el.createDiv({ cls: "hbm-enc-note", text: file.basename });
    this.tracker = new EncounterTracker(
      el.createDiv(),
      this.services,
      path,
      (blocks[0] as { source: string }).source,
      extra,
    );
    this.tracker.render();
    return true;
  }

  private async follow(file: TFile | null, first = false): Promise<void> {
    if (file && (await this.show(file.path))) return;
    if (first && !this.path) {
      this.contentEl.empty();
      this.contentEl.createDiv({ cls: "hbm-hint", text: t("encounterViewEmpty") });
    }
  }

  private schedule(reread: boolean): void {
    if (this.pending !== null) return;
    this.pending = window.setTimeout(() => {
      this.pending = null;
      if (reread && this.path) void this.show(this.path);
      else this.tracker?.render();
    }, 30);
  }
}
