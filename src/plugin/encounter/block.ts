import { MarkdownRenderChild, type MarkdownPostProcessorContext } from "obsidian";
import { ENCOUNTER_BLOCK_LANGUAGE } from "../../core/encounter";
import { EncounterTracker, type TrackerServices } from "./tracker";

export { ENCOUNTER_BLOCK_LANGUAGE };

/** What a block needs beyond the tracker: to hear that its note or a combatant's note changed. */
export interface EncounterBlockServices extends TrackerServices {
  /** Subscribe to "these notes changed (or were written by the store)"; returns the unsubscribe. */
  onChange(callback: (paths: string[]) => void): () => void;
}

/** The ```hbm-walka``` block in Reading view and Live Preview: the tracker of its note's encounter. */
export class EncounterBlock extends MarkdownRenderChild {
  private readonly tracker: EncounterTracker;
  private pending: number | null = null;

  constructor(
    containerEl: HTMLElement,
    source: string,
    sourcePath: string,
    private readonly services: EncounterBlockServices,
  ) {
    super(containerEl);
    this.tracker = new EncounterTracker(containerEl, services, sourcePath, source);
  }

  override onload(): void {
    this.tracker.render();
    this.register(
      this.services.onChange((paths) => {
        const mine = new Set([this.tracker.sourcePath, ...this.tracker.notePaths()]);
        if (paths.some((p) => mine.has(p))) this.schedule();
      }),
    );
    this.register(() => {
      if (this.pending !== null) window.clearTimeout(this.pending);
    });
  }

  /** Several changes in a row (a step writes the note and PCs) redraw once. */
  private schedule(): void {
    if (this.pending !== null) return;
    this.pending = window.setTimeout(() => {
      this.pending = null;
      this.tracker.render();
    }, 30);
  }
}

export function encounterBlockProcessor(services: EncounterBlockServices) {
  return (source: string, el: HTMLElement, ctx: MarkdownPostProcessorContext): void => {
    ctx.addChild(new EncounterBlock(el, source, ctx.sourcePath, services));
  };
}
