import { Modal, Setting, type App } from "obsidian";
import { executeLine, errorLineText, parseLine, type RollLine } from "../../core/roll";
import { renderMessage } from "../../core/play";
import { language, t } from "../i18n/i18n";
import { renderError, renderResult } from "./render-result";
import { situationTicks } from "./situation-ticks";
import { grammarOf, type RollServices } from "./block";

/** The "Rzuć kośćmi…" command: one line of the block grammar, rolled in a dialog. */
export class RollPromptModal extends Modal {
  constructor(
    app: App,
    private readonly services: RollServices,
    private readonly sourcePath: string,
    private line = "",
  ) {
    super(app);
  }

  override onOpen(): void {
    const { contentEl } = this;
    contentEl.addClass("hbm-roll-prompt");
    this.setTitle(t("rollPromptTitle"));
    const results = contentEl.createDiv({ cls: "hbm-results" });
    const env = () => this.services.environment(this.sourcePath, null);
    const parse = () => parseLine(this.line, 1, grammarOf(this.services));
    const roll = () => {
      const read = parse();
      if (!read) return;
      const parsed = read.kind === "roll" ? ticked(read) : read;
      const el =
        parsed.kind === "error"
          ? renderError(results, errorLineText(parsed, language()))
          : parsed.kind === "header"
            ? renderError(results, renderMessage({ key: "rollError.headerNotRoll", params: {} }, language()))
            : (() => {
                const outcome = executeLine(parsed, env(), language());
                if (outcome.ok) void this.services.rolled(outcome.result, parsed, this.sourcePath);
                return outcome.ok ? renderResult(results, outcome.result) : renderError(results, outcome.message);
              })();
      results.prepend(el);
    };
    new Setting(contentEl)
      .setDesc(t("rollPromptHelp"))
      .addText((text) => {
        text
          .setPlaceholder(t("rollPromptPlaceholder"))
          .setValue(this.line)
          .onChange((value) => (this.line = value));
        text.inputEl.addEventListener("keydown", (event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            roll();
          }
        });
      })
      .addButton((button) => button.setButtonText(t("rollPromptSubmit")).setCta().onClick(roll));
    // The situations the line's character holds spells for: ticked, the roll is said to be in them.
    const first = parse();
    const ticked = first?.kind === "roll" ? situationTicks(contentEl, first, env(), language()) : (l: RollLine) => l;
    contentEl.append(results);
  }

  override onClose(): void {
    this.contentEl.empty();
  }
}
