import { MarkdownView } from "obsidian";
import { cryptoRandom } from "../../core/dice";
import { type RollEnvironment, type RollResult, vaultEnvironment, type NoteRef, type RollLine } from "../../core/roll";
import type { PluginHost } from "../host";
import type { BlockResults } from "../settings/plugin-data";
import type { RollServices } from "./block";
import { survivalPoolOf } from "../settings/settings";
import { spellTargetsButton } from "./spell-targets";

/** Connects roll blocks to the vault: characters, spells, the log and `wydaj` writes. */
export class PluginRollServices implements RollServices {
  private readonly listeners = new Set<() => void>();
  private readonly rng = cryptoRandom();
  private pending: number | null = null;
  /** Each note's own frontmatter `character:` as last seen: its blocks redraw when it changes. */
  private readonly noteCharacters = new Map<string, string | null>();
  /** Where block lines keep their last results (set by the plugin to its data.json store). */
  results?: BlockResults;

  constructor(private readonly plugin: PluginHost) {
    const off = plugin.vaultIndex.index.onChange((paths) => {
      const relevant = paths.some((p) => {
        const note = plugin.vaultIndex.index.get(p);
        // A note's own `character:` decides whose rolls its blocks make (issue 20).
        const character = note?.characterRef ?? null;
        // Recorded when a block of the note renders (environment()); typing elsewhere changes nothing here.
        const characterChanged = this.noteCharacters.has(p) && this.noteCharacters.get(p) !== character;
        if (characterChanged) this.noteCharacters.set(p, character);
        return (
          !note || characterChanged || note.kind === "pc" || note.kind === "npc-statblock" || note.kind === "spell"
        );
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

  spellTargets(entry: HTMLElement, result: RollResult, sourcePath: string): void {
    spellTargetsButton(entry, this.plugin, result, null, sourcePath);
  }

  environment(sourcePath: string, blockCharacter: NoteRef | null): RollEnvironment {
    this.noteCharacters.set(sourcePath, this.plugin.vaultIndex.index.get(sourcePath)?.characterRef ?? null);
    return vaultEnvironment(this.plugin.vaultIndex.index, this.rng, {
      sourcePath,
      blockCharacter,
      activeCharacterPath: this.plugin.activeCharacterPath,
      formOf: (path) => this.plugin.formOf(path),
      survivalPool: survivalPoolOf(this.plugin.settings),
    });
  }

  /** The file of the Markdown view that shows `el` now (a block Live Preview reused in another note). */
  pathOf(el: HTMLElement): string | null {
    for (const leaf of this.plugin.app.workspace.getLeavesOfType("markdown")) {
      if (leaf.view instanceof MarkdownView && leaf.view.containerEl.contains(el)) return leaf.view.file?.path ?? null;
    }
    return null;
  }

  knownNames(): string[] {
    return this.plugin.vaultIndex.index.characterNames();
  }

  knownKeys(): ReadonlySet<string> {
    return this.plugin.vaultIndex.index.characterKeys();
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
