import { Notice, TFile, type App } from "obsidian";
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
    if (this.logInNote()) {
      const file = this.app.vault.getAbstractFileByPath(sourcePath);
      if (file instanceof TFile) await this.app.vault.process(file, (text) => appendLogLine(text, logLine(entry)));
    }
    return message;
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
