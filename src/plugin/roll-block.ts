import { MarkdownRenderChild, type MarkdownPostProcessorContext } from "obsidian";
import { describeLine, executeLine, type RollEnvironment, type RollResult } from "../core/roll/execute";
import { parseBlock } from "../core/roll/grammar";
import type { NoteRef, RollLine } from "../core/roll/types";
import { t } from "./i18n";
import { renderError, renderResult } from "./render-result";

export const ROLL_BLOCK_LANGUAGE = "hbm-roll";
/** How many results each line keeps on screen. */
export const RESULTS_KEPT = 5;

/** What a roll block needs from the rest of the plugin. */
export interface RollServices {
  /** A roll environment for a note, with the block's `postać:` character. */
  environment(sourcePath: string, blockCharacter: NoteRef | null): RollEnvironment;
  knownNames(): string[];
  /** Called after every roll: the log, `wydaj` writes, the note log. */
  rolled(result: RollResult, line: RollLine, sourcePath: string): Promise<string | null>;
  /** Subscribe to "a character or spell changed"; returns the unsubscribe. */
  onDataChanged(callback: () => void): () => void;
}

interface Shown {
  result?: RollResult;
  error?: string;
  note?: string;
}

export class RollBlock extends MarkdownRenderChild {
  /** The last results of each line, by line number: kept when the block redraws for changed data. */
  private readonly history = new Map<number, Shown[]>();

  constructor(
    containerEl: HTMLElement,
    private readonly source: string,
    private readonly sourcePath: string,
    private readonly services: RollServices,
  ) {
    super(containerEl);
  }

  override onload(): void {
    this.render();
    const off = this.services.onDataChanged(() => this.render());
    this.register(off);
  }

  render(): void {
    const root = this.containerEl;
    root.empty();
    root.addClass("hbm-roll-block");
    const block = parseBlock(this.source, { knownNames: this.services.knownNames() });
    const env = this.services.environment(this.sourcePath, block.character);
    let rolls = 0;
    for (const line of block.lines) {
      if (line.kind === "error") renderError(root, line.message);
      else if (line.kind === "roll") {
        rolls++;
        this.renderLine(root, line, env);
      }
    }
    if (rolls === 0 && block.lines.every((l) => l.kind !== "error")) {
      root.createDiv({ cls: "hbm-hint", text: t("blockEmpty") });
    }
  }

  private renderLine(root: HTMLElement, line: RollLine, env: RollEnvironment): void {
    const row = root.createDiv({ cls: "hbm-roll-line" });
    const { caption, error } = describeLine(line, env);
    if (error) {
      row.addClass("hbm-roll-line-error");
      renderError(row, `${caption}: ${error}`);
      return;
    }
    const button = row.createEl("button", { cls: "hbm-roll-button", text: caption, attr: { type: "button", title: t("rollButtonTitle") } });
    const results = row.createDiv({ cls: "hbm-results" });
    const history = this.history.get(line.line) ?? [];
    this.history.set(line.line, history);
    for (const shown of history) this.show(results, shown);
    button.addEventListener("click", () => {
      const outcome = executeLine(line, env);
      const shown: Shown = outcome.ok ? { result: outcome.result } : { error: outcome.message };
      history.push(shown);
      if (history.length > RESULTS_KEPT) history.shift();
      const entry = this.show(results, shown);
      while (results.childElementCount > RESULTS_KEPT) results.lastElementChild?.remove();
      if (outcome.ok) {
        void this.services.rolled(outcome.result, line, this.sourcePath).then((note) => {
          if (!note) return;
          shown.note = note;
          if (entry.isConnected) entry.createDiv({ cls: "hbm-result-note", text: note });
        });
      }
    });
  }

  /** Newest first. */
  private show(results: HTMLElement, shown: Shown): HTMLElement {
    const entry = shown.result ? renderResult(results, shown.result) : renderError(results, shown.error ?? "");
    if (shown.note) entry.createDiv({ cls: "hbm-result-note", text: shown.note });
    results.prepend(entry);
    return entry;
  }
}

export function rollBlockProcessor(services: RollServices) {
  return (source: string, el: HTMLElement, ctx: MarkdownPostProcessorContext): void => {
    ctx.addChild(new RollBlock(el, source, ctx.sourcePath, services));
  };
}
