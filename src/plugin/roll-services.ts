import { cryptoRandom } from "../core/dice/random";
import type { RollEnvironment, RollResult } from "../core/roll/execute";
import { vaultEnvironment } from "../core/roll/vault-environment";
import type { NoteRef, RollLine } from "../core/roll/types";
import type HbmPlugin from "../main";
import type { RollServices } from "./roll-block";
import { survivalPoolOf } from "./settings";

/** Connects roll blocks to the vault: characters, spells, the log and `wydaj` writes. */
export class PluginRollServices implements RollServices {
  private readonly listeners = new Set<() => void>();
  private readonly rng = cryptoRandom();
  private pending: number | null = null;

  constructor(private readonly plugin: HbmPlugin) {
    const off = plugin.vaultIndex.index.onChange((paths) => {
      const relevant = paths.some((p) => {
        const note = plugin.vaultIndex.index.get(p);
        return !note || note.kind === "pc" || note.kind === "npc-statblock" || note.kind === "spell";
      });
      if (relevant) this.schedule();
    });
    plugin.register(off);
    plugin.register(() => {
      if (this.pending !== null) window.clearTimeout(this.pending);
    });
  }

  /** Many changes in a row (typing in a character note) redraw blocks once. */
  private schedule(): void {
    if (this.pending !== null) return;
    this.pending = window.setTimeout(() => {
      this.pending = null;
      this.notifyDataChanged();
    }, 50);
  }

  environment(sourcePath: string, blockCharacter: NoteRef | null): RollEnvironment {
    return vaultEnvironment(this.plugin.vaultIndex.index, this.rng, {
      sourcePath,
      blockCharacter,
      activeCharacterPath: this.plugin.activeCharacterPath,
      formOf: (path) => this.plugin.formOf(path),
      survivalPool: survivalPoolOf(this.plugin.settings),
    });
  }

  knownNames(): string[] {
    return this.plugin.vaultIndex.index.characterNames();
  }

  rolled(result: RollResult, line: RollLine, sourcePath: string): Promise<string | null> {
    return this.plugin.afterRoll(result, line, sourcePath);
  }

  onDataChanged(callback: () => void): () => void {
    this.listeners.add(callback);
    return () => this.listeners.delete(callback);
  }

  notifyDataChanged(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
