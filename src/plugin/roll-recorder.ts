import { TFile, type App } from "obsidian";
import type { RollResult } from "../core/roll/execute";
import type { RollLine } from "../core/roll/types";
import { appendLogLine } from "../core/text/log-section";
import { logLine, type RollLog } from "./roll-log";

/** After a roll: the roll log, `wydaj` (through the same apply() as the sheet), and the note's own log. */
export class RollRecorder {
  constructor(
    private readonly app: App,
    private readonly log: RollLog,
    private readonly logInNote: () => boolean,
    /** `wydaj`: write what the roll spent, as the sheet would (CharacterActions.spendFromRoll). */
    private readonly spend: (result: RollResult, line: RollLine, sourcePath: string) => Promise<string | null>,
  ) {}

  async record(result: RollResult, line: RollLine, sourcePath: string): Promise<string | null> {
    const entry = this.log.add(result, sourcePath);
    const message = result.spend ? await this.spend(result, line, sourcePath) : null;
    if (this.logInNote()) {
      const file = this.app.vault.getAbstractFileByPath(sourcePath);
      if (file instanceof TFile) await this.app.vault.process(file, (text) => appendLogLine(text, logLine(entry)));
    }
    return message;
  }
}
