import { TFile, type App } from "obsidian";
import { seededRandom } from "../../core/dice";
import {
  type EngineContext,
  type Step,
  readEncounter,
  restoreEncounter,
  writeEncounter,
  type EncounterRecord,
  resolveTable,
  type Table,
} from "../../core/encounter";
import { PLAY_KEYS, UndoStack, type UndoEntry } from "../../core/play";
import type { VaultIndex } from "../../core/vault/index";
import type { NoteStore } from "../play/note-store";
import { writeFrontMatter } from "../play/note-writes";
import { errorText, pt } from "../play/strings";

interface UndoRecord {
  label: string;
  notePath: string;
  encounter: { had: boolean; old: unknown };
  /** Each PC's write, undone by the note store that made it. */
  pcs: UndoEntry[];
}

export interface CommitOutcome {
  ok: boolean;
  reason?: string;
}

/** Where the encounter store writes and logs; a narrow slice of the plugin. */
export interface EncounterStoreDeps {
  app: App;
  index: VaultIndex;
  /** A line in the roll log. */
  log(label: string, text: string, path: string): void;
  /** The plugin's one undo stack (sheet, blocks, commands, encounters); a stack of its own when absent. */
  undo?: UndoStack;
  /** The note store: the only writer of a PC's note (its play keys), here too. */
  pcs: Pick<NoteStore, "commitKeys">;
}

export const ENCOUNTER_UNDO_DEPTH = 30;

/**
 * The encounter store: the `encounter` key of the note that holds the block,
 * written only through processFrontMatter; a PC's state goes to its own note
 * through the note store, the one writer of PC notes (the play keys this step
 * changed, nothing else). Each step is one undo record (the key's old value
 * and each PC's write's undo) and one roll-log line per history line.
 */
export class EncounterStore {
  private readonly undoStack: UndoStack;
  /** What was last written, per note, until the metadata cache has caught up. */
  private readonly written = new Map<string, unknown>();
  private readonly listeners = new Set<(path: string) => void>();

  constructor(private readonly deps: EncounterStoreDeps) {
    this.undoStack = deps.undo ?? new UndoStack(ENCOUNTER_UNDO_DEPTH);
  }

  /** The encounter record of a note, with what could not be read. */
  read(path: string): { encounter: EncounterRecord | null; problems: string[] } {
    if (this.written.has(path)) return readEncounter(this.written.get(path));
    const file = this.deps.app.vault.getAbstractFileByPath(path);
    const fm = file instanceof TFile ? this.deps.app.metadataCache.getFileCache(file)?.frontmatter : undefined;
    return readEncounter(fm?.encounter);
  }

  /** The metadata cache read the note again: it knows the key now. */
  noteChanged(path: string): void {
    this.written.delete(path);
  }

  table(path: string, source: string): Table {
    const { encounter, problems } = this.read(path);
    return resolveTable(
      source,
      encounter,
      { index: this.deps.index, sourcePath: path, pcFrontmatter: (p) => this.frontmatter(p) },
      problems,
    );
  }

  /** A note's frontmatter as the metadata cache has it now (a PC's state, its effects included). */
  private frontmatter(path: string): Readonly<Record<string, unknown>> | undefined {
    const file = this.deps.app.vault.getAbstractFileByPath(path);
    return file instanceof TFile ? this.deps.app.metadataCache.getFileCache(file)?.frontmatter : undefined;
  }

  onChange(listener: (path: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get canUndo(): boolean {
    return this.undoStack.size > 0;
  }

  private brokenYaml(path: string): string | null {
    const error = this.deps.index.get(path)?.frontmatterError;
    return error ? pt("yamlBroken", { path, error }) : null;
  }

  /**
   * Take a step and write it: the step is built from the encounter key as it is
   * inside the atomic write of the note (so two quick taps each advance once, in
   * order, never from a stale copy), then each PC's note is written, one undo
   * entry goes on the shared stack, and each history line goes to the roll log.
   * A refusal (they never depend on dice) is found first and writes nothing.
   */
  async run(
    notePath: string,
    source: string,
    label: string,
    build: (table: Table, ctx: EngineContext) => Step,
    ctx: EngineContext,
  ): Promise<CommitOutcome & { step?: Step }> {
    const file = this.deps.app.vault.getAbstractFileByPath(notePath);
    if (!(file instanceof TFile)) return { ok: false, reason: pt("noNote", { path: notePath }) };
    const pre = build(this.table(notePath, source), { ...ctx, rng: seededRandom(0) });
    if (!pre.ok) return { ok: false, reason: pre.reason ?? "" };
    const broken = this.brokenYaml(notePath) ?? pre.pc.map((p) => this.brokenYaml(p.path)).find((x) => x) ?? null;
    if (broken) return { ok: false, reason: broken };
    const record: UndoRecord = { label, notePath, encounter: { had: false, old: undefined }, pcs: [] };
    let step: Step = pre;
    try {
      await writeFrontMatter(this.deps.app, file, (fm: Record<string, unknown>) => {
        const read = readEncounter(fm.encounter);
        step = build(
          resolveTable(
            source,
            read.encounter,
            { index: this.deps.index, sourcePath: notePath, pcFrontmatter: (p) => this.frontmatter(p) },
            read.problems,
          ),
          ctx,
        );
        if (!step.ok) return;
        record.encounter = writeEncounter(fm, step.encounter);
        this.written.set(notePath, fm.encounter);
      });
    } catch (e) {
      return { ok: false, reason: pt("encounterNotSaved", { path: notePath, error: errorText(e) }) };
    }
    const done: Step = step;
    if (!done.ok) return { ok: false, reason: done.reason ?? "" };
    const problems = await this.writePcs(done, record);
    this.undoStack.push({ label, undo: () => this.revert(record) });
    for (const line of done.log) this.deps.log(label, line, notePath);
    this.emit(notePath);
    return problems.length ? { ok: false, reason: problems.join(" · "), step: done } : { ok: true, step: done };
  }

  /** Each PC's changed play keys, in its own note, through the note store; their undos go into the undo record. */
  private async writePcs(step: Step, record: UndoRecord): Promise<string[]> {
    const problems: string[] = [];
    for (const pc of step.pc) {
      const changes = Object.fromEntries(
        PLAY_KEYS.filter((k) => JSON.stringify(pc.before[k]) !== JSON.stringify(pc.after[k])).map((k) => [
          k,
          pc.after[k],
        ]),
      );
      const written = await this.deps.pcs.commitKeys(pc.path, changes, pc.max, record.label);
      if (typeof written === "string") problems.push(`${pc.name}: ${written}`);
      else record.pcs.push(written);
    }
    return problems;
  }

  /** Undo the newest step on the shared stack (an encounter step, or whatever was done last). */
  async undo(): Promise<CommitOutcome & { label?: string }> {
    const r = await this.undoStack.undo();
    if (!r) return { ok: false, reason: pt("nothingToUndo") };
    return r.ok ? { ok: true, label: r.label } : { ok: false, reason: r.reason ?? "", label: r.label };
  }

  /** The inverse of a step: the encounter key as it was, and each PC's keys as they were. Null when done. */
  private async revert(record: UndoRecord): Promise<string | null> {
    const file = this.deps.app.vault.getAbstractFileByPath(record.notePath);
    if (!(file instanceof TFile)) return pt("noNote", { path: record.notePath });
    try {
      await writeFrontMatter(this.deps.app, file, (fm: Record<string, unknown>) => {
        restoreEncounter(fm, record.encounter);
        this.written.set(record.notePath, fm.encounter);
      });
    } catch (e) {
      return pt("undoFailed", { error: errorText(e) });
    }
    for (const pc of [...record.pcs].reverse()) await pc.undo();
    this.deps.log(pt("undoneLog"), record.label, record.notePath);
    this.emit(record.notePath);
    return null;
  }

  private emit(path: string): void {
    for (const l of [...this.listeners]) l(path);
  }
}
