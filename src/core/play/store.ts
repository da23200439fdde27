import type { Transition } from "./apply";
import type { Subject } from "./subject";

/**
 * Where a subject's play state lives (README.md Architecture "stores"): a PC's note, an
 * encounter note's `encounter` key, or memory. apply() never knows which.
 */
export interface PlayStore<Ref> {
  /** The subject with its current state, or why it cannot be read (Polish). */
  read(ref: Ref): Subject | string;
  /** Write a transition; returns its undo, or why nothing was written (Polish). */
  commit(ref: Ref, transition: Transition, label: string): Promise<UndoEntry | string>;
}

/** One undoable write: the inverse of a transition, kept by the store that committed it. */
export interface UndoEntry {
  label: string;
  /** Put the state back; null when done, else why not (Polish). */
  undo(): Promise<string | null>;
}

/** The one undo stack every path shares (sheet, blocks, commands, damage dialog, encounter). */
export class UndoStack {
  private readonly entries: UndoEntry[] = [];
  constructor(private readonly depth = 50) {}

  get size(): number {
    return this.entries.length;
  }

  push(entry: UndoEntry): void {
    this.entries.push(entry);
    if (this.entries.length > this.depth) this.entries.shift();
  }

  peek(): UndoEntry | undefined {
    return this.entries[this.entries.length - 1];
  }

  /** Undo the newest entry: its label when done, or the reason it could not be undone. */
  async undo(): Promise<{ ok: boolean; label: string; reason?: string } | null> {
    const entry = this.entries.pop();
    if (!entry) return null;
    const reason = await entry.undo();
    return reason === null ? { ok: true, label: entry.label } : { ok: false, label: entry.label, reason };
  }

  /** Several entries as one (a party rest, a PD award to the party): undone together, newest first. */
  static group(label: string, entries: UndoEntry[]): UndoEntry {
    return {
      label,
      async undo() {
        const reasons: string[] = [];
        for (const e of [...entries].reverse()) {
          const r = await e.undo();
          if (r) reasons.push(r);
        }
        return reasons.length ? reasons.join(" ") : null;
      },
    };
  }
}
