import { MarkdownView, Notice, TFile, type App } from "obsidian";
import type { RollResult } from "../core/roll/execute";
import type { RollLine } from "../core/roll/types";
import { buildSheet } from "../core/sheet";
import { appendLogLine } from "../core/text/log-section";
import type { VaultIndex } from "../core/vault/index";
import type { CharacterWriter } from "./character-writer";
import { t } from "./i18n";
import { logLine, type RollLog } from "./roll-log";

/** After a roll: the roll log, `wydaj` writes to the character, and the note's own log. */
export class RollRecorder {
  constructor(
    private readonly app: App,
    private readonly index: VaultIndex,
    private readonly writer: CharacterWriter,
    private readonly log: RollLog,
    private readonly logInNote: () => boolean,
  ) {}

  async record(result: RollResult, _line: RollLine, sourcePath: string): Promise<string | null> {
    const entry = this.log.add(result, sourcePath);
    let message: string | null = null;
    if (result.spend) message = await this.spend(result);
    if (this.logInNote()) await this.appendToNote(sourcePath, logLine(entry));
    return message;
  }

  /**
   * The roll as a line of the note's "## Dziennik rzutów". When the note is open in the active
   * editor, the line goes in through the Editor: the cursor stays where it is, nothing is
   * reloaded, and the blocks keep their results. Otherwise one vault.process write.
   */
  private async appendToNote(path: string, line: string): Promise<void> {
    const view = this.app.workspace.getActiveViewOfType(MarkdownView);
    if (view?.file?.path === path) {
      const editor = view.editor;
      const before = editor.getValue();
      const insert = insertionOf(before, appendLogLine(before, line));
      if (insert) {
        editor.replaceRange(insert.text, editor.offsetToPos(insert.at));
        return;
      }
    }
    const file = this.app.vault.getAbstractFileByPath(path);
    if (file instanceof TFile) await this.app.vault.process(file, (text) => appendLogLine(text, line));
  }

  /** `wydaj`: one processFrontMatter write of the mana and Zapał spent, from the note's current values. */
  private async spend(result: RollResult): Promise<string> {
    const spend = result.spend!;
    const character = this.index.findCharacter(spend.character);
    if (!character) return t("spendFailed", { reason: `nie znam postaci „${spend.character}”` });
    const sheet = buildSheet(character, this.index);
    const outcome = await this.writer.update(character.path, sheet.derived, (state) => {
      if (spend.mana) state.mana = Math.max(0, state.mana - spend.mana.cost);
      if (spend.zeal) state.zeal = Math.max(0, state.zeal - spend.zeal.cost);
      return state;
    });
    if (!outcome.ok || !outcome.before || !outcome.after) {
      const text = t("spendFailed", { reason: outcome.reason ?? "" });
      new Notice(text);
      return text;
    }
    const parts: string[] = [];
    if (spend.mana) parts.push(`Mana ${outcome.before.mana} → ${outcome.after.mana}`);
    if (spend.zeal) parts.push(`Zapał ${outcome.before.zeal} → ${outcome.after.zeal}`);
    return t("spent", { what: `${character.name}: ${parts.join(", ")}` });
  }
}

/** Where `after` is `before` with one piece of text inserted, and that text; null otherwise. */
export function insertionOf(before: string, after: string): { at: number; text: string } | null {
  const added = after.length - before.length;
  if (added <= 0) return null;
  let at = 0;
  while (at < before.length && before[at] === after[at]) at++;
  const text = after.slice(at, at + added);
  return before.slice(0, at) + text + before.slice(at) === after ? { at, text } : null;
}
