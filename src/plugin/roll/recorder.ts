import { TFile, type App } from "obsidian";
import type { RollResult, RollLine } from "../../core/roll";
import { appendLogLine } from "../../core/text";
import { processNote } from "../play/note-writes";
import { logLine, type RollLog } from "./log";

/** After a roll: the roll log, `wydaj` and a Test Przeżycia's outcome (through the same apply() as the sheet), and the note's own log. */
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
    const message = result.spend || result.type === "survival" ? await this.spend(result, line, sourcePath) : null;
    if (this.logInNote()) await this.appendToNote(sourcePath, logLine(entry));
    return message;
  }

  /**
   * The roll as a line of the note's "## Dziennik rzutów". When the note is open in an editor
   * (active or not), the line goes in through the Editor as one transaction: the cursor stays
   * where it is, unsaved typing stays, nothing is reloaded, and the blocks keep their results.
   * Otherwise one vault.process write (note-writes.ts).
   */
  private async appendToNote(path: string, line: string): Promise<void> {
    const file = this.app.vault.getAbstractFileByPath(path);
    if (file instanceof TFile) await processNote(this.app, file, (text) => appendLogLine(text, line));
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
