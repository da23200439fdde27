import { MarkdownRenderChild, type MarkdownPostProcessorContext } from "obsidian";
import {
  describeLine,
  executeLine,
  problemText,
  type RollEnvironment,
  type RollResult,
  errorLineText,
  parseBlock,
  type GrammarOptions,
  type NoteRef,
  type RollLine,
  lineSituationOffers,
  type SituationOffer,
} from "../../core/roll";
import { language, onLanguageChange, t } from "../i18n/i18n";
import { memoryResults, type BlockResults, type ShownResult } from "../settings/plugin-data";
import { renderError, renderResult } from "./render-result";
import { situationTicks } from "./situation-ticks";

export const ROLL_BLOCK_LANGUAGE = "hbm-roll";
/** How many results each line keeps on screen (and in plugin data). */
export const RESULTS_KEPT = 5;

/** What a roll block needs from the rest of the plugin. */
export interface RollServices {
  /** A roll environment for a note, with the block's `postać:` character. */
  environment(sourcePath: string, blockCharacter: NoteRef | null): RollEnvironment;
  knownNames(): string[];
  /** The same names folded, where they are kept so (the vault index): the grammar then folds none. */
  knownKeys?(): ReadonlySet<string>;
  /** Called after every roll: the log, `wydaj` writes, the note log. */
  rolled(result: RollResult, line: RollLine, sourcePath: string): Promise<string | null>;
  /** Subscribe to "a character, a spell or a note's own `character:` changed"; returns the unsubscribe. */
  onDataChanged(callback: () => void): () => void;
  /** Where each line's last results are kept (plugin data: they survive a re-render and a reload). */
  results?: BlockResults;
  /**
   * The note an element is shown in now, when the workspace knows it. Live Preview may reuse a
   * rendered block whose text is identical when the user switches notes, so a block asks before
   * it rolls instead of trusting the path it was created with.
   */
  pathOf?(el: HTMLElement): string | null;
  /** Under a successful spell's result: "Zastosuj do…" (issue 26), where the plugin offers it. */
  spellTargets?(entry: HTMLElement, result: RollResult, sourcePath: string): void;
}

const fallbackResults = memoryResults();

/** What a line shows before it is rolled: its caption (or why it cannot roll) and the situations offered. */
interface Described extends ReturnType<typeof describeLine> {
  offers: readonly SituationOffer[];
}

function describe(line: RollLine, env: RollEnvironment, lang: "pl" | "en"): Described {
  const described = describeLine(line, env, lang);
  return { ...described, offers: described.error ? [] : lineSituationOffers(line, env, lang) };
}

/**
 * The key of a line among a note's kept results: its text, which repeat of that text it is in the
 * block, and a short hash of the whole block, so the same line in two blocks of one note keeps
 * two histories. Typing elsewhere in the note keeps the key; editing the block starts afresh.
 */
export function lineKey(line: RollLine, repeat: number, blockSource: string): string {
  return keyOfLine(line.source.trim(), repeat, blockHash(blockSource));
}

/** lineKey with the line's trimmed text and the block's hash already worked out (a render does it once). */
function keyOfLine(text: string, repeat: number, hash: string): string {
  return `${text}${repeat > 0 ? `#${repeat + 1}` : ""}@${hash}`;
}

/** FNV-1a, 32 bits, as 8 hex digits: enough to tell a note's blocks apart. */
export function blockHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

/** The grammar's known names from the services: folded as the index keeps them where it can. */
export function grammarOf(services: Pick<RollServices, "knownNames" | "knownKeys">): GrammarOptions {
  return services.knownKeys ? { knownKeys: services.knownKeys() } : { knownNames: services.knownNames() };
}

export class RollBlock extends MarkdownRenderChild {
  private sourcePath: string;

  constructor(
    containerEl: HTMLElement,
    private readonly source: string,
    sourcePath: string,
    private readonly services: RollServices,
  ) {
    super(containerEl);
    this.sourcePath = sourcePath;
  }

  private get results(): BlockResults {
    return this.services.results ?? fallbackResults;
  }

  /** The note this block rolls for. */
  get path(): string {
    return this.sourcePath;
  }

  override onload(): void {
    this.render();
    this.register(this.services.onDataChanged(() => this.render()));
    this.register(onLanguageChange(() => this.render()));
  }

  /** True (and the path taken) when the block now shows in another note than it was made for. */
  private followNote(): boolean {
    const now = this.services.pathOf?.(this.containerEl) ?? null;
    if (!now || now === this.sourcePath) return false;
    this.sourcePath = now;
    return true;
  }

  render(): void {
    this.followNote();
    const root = this.containerEl;
    root.empty();
    root.addClass("hbm-roll-block");
    const lang = language();
    const block = parseBlock(this.source, grammarOf(this.services));
    const env = this.services.environment(this.sourcePath, block.character);
    const seen = new Map<string, number>();
    // A line's text repeated in the block reads the same: its caption and situations are worked out once a render.
    const described = new Map<string, Described>();
    const hash = blockHash(this.source.trim());
    let rolls = 0;
    for (const line of block.lines) {
      if (line.kind === "error") renderError(root, errorLineText(line, lang));
      else if (line.kind === "roll") {
        rolls++;
        const text = line.source.trim();
        const repeat = seen.get(text) ?? 0;
        seen.set(text, repeat + 1);
        let known = described.get(text);
        if (!known) described.set(text, (known = describe(line, env, lang)));
        this.renderLine(root, line, known, env, keyOfLine(text, repeat, hash), lang);
      }
    }
    if (rolls === 0 && block.lines.every((l) => l.kind !== "error")) {
      root.createDiv({ cls: "hbm-hint", text: t("blockEmpty") });
    }
  }

  private renderLine(
    root: HTMLElement,
    line: RollLine,
    { caption, error, offers }: Described,
    env: RollEnvironment,
    key: string,
    lang: "pl" | "en",
  ): void {
    const row = root.createDiv({ cls: "hbm-roll-line" });
    if (error) {
      row.addClass("hbm-roll-line-error");
      renderError(row, `${caption}: ${error}`);
      return;
    }
    const button = row.createEl("button", {
      cls: "hbm-roll-button",
      text: caption,
      attr: { type: "button", title: t("rollButtonTitle") },
    });
    // The situations the character's spells change, ticked before the roll ("Dotyczy: negocjacje").
    const ticked = situationTicks(
      row,
      line,
      env,
      lang,
      (now) => button.setText(describeLine(now, env, lang).caption),
      offers,
    );
    const results = row.createDiv({ cls: "hbm-results", attr: { "aria-live": "polite" } });
    // Oldest first, each prepended: the newest ends on top.
    for (const shown of this.results.get(this.sourcePath, key)) this.show(results, shown);
    button.addEventListener("click", () => {
      // A block reused in another note re-renders for that note first; the roll is then made there.
      if (this.followNote()) {
        this.render();
        return;
      }
      const rolled = ticked(line);
      const outcome = executeLine(rolled, env, language());
      const shown: ShownResult = outcome.ok ? { result: outcome.result } : { problem: outcome.problem };
      const path = this.sourcePath;
      this.results.push(path, key, shown, RESULTS_KEPT);
      const entry = this.show(results, shown);
      while (results.childElementCount > RESULTS_KEPT) results.lastElementChild?.remove();
      if (outcome.ok) {
        void this.services.rolled(outcome.result, rolled, path).then((note) => {
          if (!note) return;
          this.results.annotate(path, key, shown, note);
          if (entry.isConnected) entry.createDiv({ cls: "hbm-result-note", text: note });
        });
      }
    });
  }

  /** Newest first. */
  private show(results: HTMLElement, shown: ShownResult): HTMLElement {
    const entry = shown.result
      ? renderResult(results, shown.result, { what: false })
      : renderError(results, problemText(shown.problem ?? "", language()));
    if (shown.note) entry.createDiv({ cls: "hbm-result-note", text: shown.note });
    if (shown.result) this.services.spellTargets?.(entry, shown.result, this.sourcePath);
    results.prepend(entry);
    return entry;
  }
}

export function rollBlockProcessor(services: RollServices) {
  return (source: string, el: HTMLElement, ctx: MarkdownPostProcessorContext): void => {
    ctx.addChild(new RollBlock(el, source, ctx.sourcePath, services));
  };
}
