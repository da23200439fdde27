import { TFile, type App } from "obsidian";
import { readPlayState, restoreSnapshot, writePlayState, type Maxima, type PlayStateFull, type Snapshot } from "../core/rules/state";
import type { VaultIndex } from "../core/vault/index";

export interface WriteOutcome {
  ok: boolean;
  /** Why nothing was written, in Polish. */
  reason?: string;
  snapshot?: Snapshot;
  before?: PlayStateFull;
  after?: PlayStateFull;
}

/**
 * The one place that writes a character's play state: exactly one
 * processFrontMatter call per action, which reads the current values inside
 * the atomic update, so quick repeated actions each apply once, in order.
 */
export class CharacterWriter {
  constructor(private readonly app: App, private readonly index: VaultIndex) {}

  private file(path: string): TFile | string {
    const file = this.app.vault.getAbstractFileByPath(path);
    if (!(file instanceof TFile)) return `Nie ma notatki „${path}”.`;
    const entry = this.index.get(path);
    if (entry?.frontmatterError) return `Nie zapisuję „${path}”: jej frontmatter się nie parsuje (${entry.frontmatterError}). Popraw YAML i spróbuj ponownie.`;
    return file;
  }

  async update(path: string, max: Maxima, transition: (state: PlayStateFull) => PlayStateFull): Promise<WriteOutcome> {
    const file = this.file(path);
    if (typeof file === "string") return { ok: false, reason: file };
    let outcome: WriteOutcome = { ok: false, reason: "Nic się nie zmieniło." };
    try {
      await this.app.fileManager.processFrontMatter(file, (fm: Record<string, unknown>) => {
        const before = readPlayState(fm, max);
        const after = transition(structuredClone(before));
        const snapshot = writePlayState(fm, before, after);
        outcome = { ok: true, snapshot, before, after };
      });
    } catch (e) {
      return { ok: false, reason: `Nie zapisano „${path}”: ${e instanceof Error ? e.message : String(e)}` };
    }
    return outcome;
  }

  async restore(path: string, snapshot: Snapshot): Promise<WriteOutcome> {
    const file = this.file(path);
    if (typeof file === "string") return { ok: false, reason: file };
    try {
      await this.app.fileManager.processFrontMatter(file, (fm: Record<string, unknown>) => restoreSnapshot(fm, snapshot));
      return { ok: true };
    } catch (e) {
      return { ok: false, reason: `Nie cofnięto zmian w „${path}”: ${e instanceof Error ? e.message : String(e)}` };
    }
  }
}
