import { Modal, Setting, type App } from "obsidian";
import { executeLine, errorLineText, parseLine } from "../../core/roll";
import { renderMessage } from "../../core/play";
import { language, t } from "../i18n/i18n";
import { renderError, renderResult } from "./render-result";
import type { RollServices } from "./block";

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
    const roll = () => {
      const parsed = parseLine(this.line, 1, { knownNames: this.services.knownNames() });
      if (!parsed) return;
      const el =
        parsed.kind === "error"
          ? renderError(results, errorLineText(parsed, language()))
          : parsed.kind === "header"
            ? renderError(results, renderMessage({ key: "rollError.headerNotRoll", params: {} }, language()))
            : (() => {
                const outcome = executeLine(parsed, this.services.environment(this.sourcePath, null), language());
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
    contentEl.append(results);
  }

  override onClose(): void {
    this.contentEl.empty();
  }
}
