import { TFile, type App } from "obsidian";
import type { RollResult, RollLine } from "../../core/roll";
import { appendLogLine } from "../../core/text";
import type { RollConsequence } from "../play/outcome";
import { processNote } from "../play/note-writes";
import { logLine, type RollLog } from "./log";

/**
 * After a roll: the roll log, the roll's play consequence (`wydaj`, a Test
 * Przeżycia) and the note's own log. Every roll, from a block, the roll
 * prompt, a sheet button, a Notice or a party card, passes through record()
 * exactly once, and record() is the only caller of the consequence hook
 * (CharacterActions.applyRoll): so a roll's consequence is written once.
 */
export class RollRecorder {
  constructor(
    private readonly app: App,
    private readonly log: RollLog,
    private readonly logInNote: () => boolean,
    /** The roll's play consequence, written through the same apply() as every other action (CharacterActions.applyRoll). */
    private readonly consequence: (result: RollResult, line: RollLine, sourcePath: string) => Promise<RollConsequence>,
  ) {}

  async record(result: RollResult, line: RollLine, sourcePath: string): Promise<RollConsequence> {
    const entry = this.log.add(result, sourcePath);
    const done = await this.consequence(result, line, sourcePath);
    if (this.logInNote()) await this.appendToNote(sourcePath, logLine(entry));
    return done;
  }

  /**
   * The roll as a line of the note's "## Dziennik rzutów". When the note is open in an editor
   * (active or not), the line goes in through the Editor as one transaction: the cursor stays
   * where it is, unsaved typing stays, nothing is reloaded, and the blocks keep their results.
   * Otherwise one vault.process write (note-writes.ts).
   */
  private async appendToNote(path: string, line: string): Promise<void> {
    await appendToNoteLog(this.app, path, [line]);
  }
}

/**
 * Lines into a note's "## Dziennik rzutów", in one change: through the open editor as one
 * transaction (typing and cursor stay), else one vault.process (note-writes.ts). The one
 * appender of the note's log: rolls (above) and tracker steps (encounter/register.ts).
 */
export async function appendToNoteLog(app: App, path: string, lines: readonly string[]): Promise<void> {
  const file = app.vault.getAbstractFileByPath(path);
  if (file instanceof TFile && lines.length)
    await processNote(app, file, (text) => lines.reduce((t, line) => appendLogLine(t, line), text));
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
