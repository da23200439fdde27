import { Notice, normalizePath, TFile, type App } from "obsidian";
import { seededRandom } from "../../core/dice";
import {
  type EngineContext,
  type Step,
  readEncounter,
  restoreEncounter,
  writeEncounter,
  type EncounterRecord,
  fightTable,
  keptAfter,
  keptResolver,
  readKeptNpcs,
  resetKept,
  restoreKept,
  writeKept,
  type FightContext,
  type KeptNpcs,
  type Table,
} from "../../core/encounter";
import { PLAY_KEYS, UndoStack, type PlayState, type UndoEntry } from "../../core/play";
import { msg, renderMessage } from "../../core/play/messages";
import type { VaultIndex } from "../../core/vault/index";
import type { NoteStore } from "../play/note-store";
import { createNote, writeFrontMatter } from "../play/note-writes";
import { errorText, pt } from "../play/strings";
import { et } from "./strings";

interface UndoRecord {
  label: string;
  notePath: string;
  encounter: { had: boolean; old: unknown };
  /** Each PC's write, undone by the note store that made it. */
  pcs: UndoEntry[];
  /** The PCs whose state the step wrote (their kept `pc:` state goes with Cofnij). */
  pcPaths: string[];
  /** The campaign note's `npcs` as it was, when the step kept unique NPCs' states; `created` when this step made the note. */
  campaign?: { path: string; snapshot: { had: boolean; old: unknown }; created?: string };
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
  /** The campaign note that keeps unique NPCs between fights (settings; default `Kampania.md`). */
  campaignNote?(): string;
  /** The language notices are said in. */
  lang?(): "pl" | "en";
  /** "Zapisuj rzuty w notatce": a step's lines go to the note's roll log too (typing-safe, roll/recorder.ts). */
  logInNote?(path: string, label: string, lines: string[]): Promise<void>;
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
  /**
   * What was last written, per note, until the metadata cache has caught up: the encounter key, the
   * campaign's `npcs` (`npcs:` + path) and a PC's play state (`pc:` + path), so the row drawn right after
   * a step shows what it did (Egida's Pancerz on a PC), not the note as last indexed.
   */
  private readonly written = new Map<string, unknown>();
  private readonly listeners = new Set<(path: string) => void>();

  constructor(private readonly deps: EncounterStoreDeps) {
    this.undoStack = deps.undo ?? new UndoStack(ENCOUNTER_UNDO_DEPTH);
  }

  /** The encounter record of a note, with what could not be read. */
  read(path: string): { encounter: EncounterRecord | null; problems: string[] } {
    const lang = this.deps.lang?.() ?? "pl";
    if (this.written.has(path)) return readEncounter(this.written.get(path), lang);
    const file = this.deps.app.vault.getAbstractFileByPath(path);
    const fm = file instanceof TFile ? this.deps.app.metadataCache.getFileCache(file)?.frontmatter : undefined;
    return readEncounter(fm?.encounter, lang);
  }

  /** The metadata cache read the note again: it knows the key now. */
  noteChanged(path: string): void {
    this.written.delete(path);
    this.written.delete(`npcs:${path}`);
    this.written.delete(`pc:${path}`);
  }

  /** The fight as the tracker shows it; what the record or the campaign note's `npcs` could not say is among its problems. */
  table(path: string, source: string): ReturnType<typeof fightTable> {
    const { encounter, problems } = this.read(path);
    const kept = this.kept(path);
    return fightTable(source, encounter, this.fightContext(path, kept), [...problems, ...kept.problems]);
  }

  /** How the block's note resolves its combatants: the index, PCs' notes, the campaign note's kept unique NPCs. */
  private fightContext(path: string, kept = this.kept(path)): FightContext {
    return {
      index: this.deps.index,
      sourcePath: path,
      pcState: (p) => this.written.get(`pc:${p}`) as PlayState | undefined,
      pcFrontmatter: (p) => this.frontmatter(p),
      lang: this.deps.lang?.() ?? "pl",
      kept: kept.kept,
    };
  }

  /** The campaign note's path, when the setting names one. */
  campaignPath(): string | null {
    const name = this.deps.campaignNote?.().trim();
    if (!name) return null;
    return name.endsWith(".md") ? name : `${name}.md`;
  }

  /** The unique NPCs' kept states (docs/en/encounters.md, unique characters), with what could not be read. */
  kept(fromPath = ""): { kept: KeptNpcs; problems: string[] } {
    const path = this.campaignPath();
    if (!path) return { kept: new Map(), problems: [] };
    const value = this.written.has(`npcs:${path}`) ? this.written.get(`npcs:${path}`) : this.frontmatter(path)?.npcs;
    return readKeptNpcs(value, keptResolver(this.deps.index, fromPath), path, this.deps.lang?.() ?? "pl");
  }

  /** A stat block's name, by its path (the reset command's buttons). */
  statBlockName(path: string): string {
    return this.deps.index.characters().find((c) => c.path === path)?.name ?? path;
  }

  /** What "Zakończ walkę" would keep: each unique NPC in the fight, by name. */
  keptOffer(table: Table): string[] {
    return keptAfter(table, this.deps.index).map((k) => k.name);
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
    /** "Zakończ walkę" keeping unique NPCs: their states go to the campaign note, in the same undo step. */
    // `push: false` returns the step's undo instead of putting it on the stack.
    options: { keepUnique?: boolean; push?: boolean } = {},
  ): Promise<CommitOutcome & { step?: Step; undo?: UndoEntry }> {
    const file = this.deps.app.vault.getAbstractFileByPath(notePath);
    if (!(file instanceof TFile)) return { ok: false, reason: pt("noNote", { path: notePath }) };
    const pre = build(this.table(notePath, source), { ...ctx, rng: seededRandom(0) });
    if (!pre.ok) return { ok: false, reason: pre.reason ?? "" };
    const broken = this.brokenYaml(notePath) ?? pre.pc.map((p) => this.brokenYaml(p.path)).find((x) => x) ?? null;
    if (broken) return { ok: false, reason: broken };
    const record: UndoRecord = { label, notePath, encounter: { had: false, old: undefined }, pcs: [], pcPaths: [] };
    let step: Step = pre;
    const offer = options.keepUnique ? keptAfter(this.table(notePath, source), this.deps.index) : [];
    try {
      await writeFrontMatter(this.deps.app, file, (fm: Record<string, unknown>) => {
        const read = readEncounter(fm.encounter, this.deps.lang?.() ?? "pl");
        step = build(fightTable(source, read.encounter, this.fightContext(notePath), read.problems), ctx);
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
    // What the step said, and where the unique NPCs' states were kept (a failure to keep them is a problem instead).
    const log = [...done.log];
    if (offer.length) {
      const kept = await this.keepUnique(offer, notePath, record);
      if (kept.ok) log.push(kept.line);
      else problems.push(kept.reason);
    }
    // `push: false`: the caller groups this undo with its own writes ("Zastosuj do…": the party and the fight).
    const undo: UndoEntry = { label, undo: () => this.revert(record) };
    if (options.push !== false) this.undoStack.push(undo);
    for (const line of log) this.deps.log(label, line, notePath);
    if (this.deps.logInNote && log.length) {
      try {
        await this.deps.logInNote(notePath, label, log);
      } catch (e) {
        problems.push(pt("encounterNotSaved", { path: notePath, error: errorText(e) }));
      }
    }
    this.emit(notePath);
    return problems.length
      ? { ok: false, reason: problems.join(" · "), step: done, undo }
      : { ok: true, step: done, undo };
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
      else {
        record.pcs.push(written);
        record.pcPaths.push(pc.path);
        this.written.set(`pc:${pc.path}`, structuredClone(pc.after));
      }
    }
    return problems;
  }

  /**
   * The campaign note (settings). "Zakończ walkę" keeping a unique NPC creates it when there is
   * none (vault.create, a new file only: a path taken by anything else is refused, never
   * overwritten), with a notice saying where; the reset command only reads an existing one.
   */
  private async campaignFile(create = false): Promise<{ file: TFile; created: string | null } | string> {
    const path = this.campaignPath();
    if (!path) return pt("noNote", { path: "—" });
    const found = this.deps.app.vault.getAbstractFileByPath(normalizePath(path));
    if (found instanceof TFile) return { file: found, created: null };
    if (found || !create) return pt("noNote", { path });
    try {
      const text = `# ${et("campaignTitle")}\n`;
      const file = await createNote(this.deps.app, normalizePath(path), text);
      if (!file) return pt("noNote", { path });
      new Notice(et("campaignCreated", { path: file.path }));
      return { file, created: text };
    } catch (e) {
      return pt("encounterNotSaved", { path, error: errorText(e) });
    }
  }

  /**
   * Unique NPCs' lasting states into the campaign note's `npcs` (processFrontMatter); the old value into
   * the undo record. The line that says what was kept where ("Zachowano w Kampania.md: …"), or why not.
   */
  private async keepUnique(
    offer: ReturnType<typeof keptAfter>,
    notePath: string,
    record: UndoRecord,
  ): Promise<{ ok: true; line: string } | { ok: false; reason: string }> {
    const found = await this.campaignFile(true);
    if (typeof found === "string") return { ok: false, reason: found };
    const { file, created } = found;
    const broken = this.brokenYaml(file.path);
    if (broken) return { ok: false, reason: broken };
    try {
      await writeFrontMatter(this.deps.app, file, (fm) => {
        record.campaign = { path: file.path, snapshot: writeKept(fm, offer, keptResolver(this.deps.index, notePath)) };
        if (created !== null) record.campaign.created = created;
        this.written.set(`npcs:${file.path}`, structuredClone(fm.npcs));
      });
    } catch (e) {
      return { ok: false, reason: pt("encounterNotSaved", { path: file.path, error: errorText(e) }) };
    }
    this.emit(file.path);
    const who = offer.map((o) => o.name).join(", ");
    return { ok: true, line: renderMessage(msg("fight.kept", { note: file.path, who }), this.deps.lang?.() ?? "pl") };
  }

  /** A GM command: forget one unique NPC's kept state (undoable). What happened, in the notices' language. */
  async resetUnique(statBlockPath: string, name: string, label: string): Promise<{ ok: boolean; message: string }> {
    const lang = this.deps.lang?.() ?? "pl";
    const found = await this.campaignFile();
    if (typeof found === "string") return { ok: false, message: found };
    const file = found.file;
    let snapshot: { had: boolean; old: unknown } | null = null;
    try {
      await writeFrontMatter(this.deps.app, file, (fm) => {
        const before = { had: "npcs" in fm, old: structuredClone(fm.npcs) };
        if (resetKept(fm, statBlockPath, keptResolver(this.deps.index))) snapshot = before;
        this.written.set(`npcs:${file.path}`, structuredClone(fm.npcs));
      });
    } catch (e) {
      return { ok: false, message: pt("encounterNotSaved", { path: file.path, error: errorText(e) }) };
    }
    const taken = snapshot as { had: boolean; old: unknown } | null;
    if (!taken)
      return { ok: false, message: renderMessage(msg("fight.uniqueNothing", { note: file.path, name }), lang) };
    this.undoStack.push({
      label,
      undo: async () => {
        try {
          await writeFrontMatter(this.deps.app, file, (fm) => {
            restoreKept(fm, taken);
            this.written.set(`npcs:${file.path}`, structuredClone(fm.npcs));
          });
        } catch (e) {
          return pt("undoFailed", { error: errorText(e) });
        }
        this.emit(file.path);
        return null;
      },
    });
    this.emit(file.path);
    return { ok: true, message: renderMessage(msg("fight.uniqueReset", { note: file.path, name }), lang) };
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
    for (const path of record.pcPaths) this.written.delete(`pc:${path}`);
    const campaign = record.campaign;
    if (campaign) {
      const note = this.deps.app.vault.getAbstractFileByPath(campaign.path);
      if (note instanceof TFile)
        await writeFrontMatter(this.deps.app, note, (fm) => {
          restoreKept(fm, campaign.snapshot);
          this.written.set(`npcs:${campaign.path}`, structuredClone(fm.npcs));
        });
      // A note this step created goes to the trash, unless something else was written into it since.
      if (note instanceof TFile && campaign.created !== undefined) {
        const now = await this.deps.app.vault.cachedRead(note);
        if (now.replace(/^---\n(?:\{\}\n)?---\n/, "") === campaign.created)
          await this.deps.app.fileManager.trashFile(note);
      }
    }
    this.deps.log(pt("undoneLog"), record.label, record.notePath);
    this.emit(record.notePath);
    return null;
  }

  private emit(path: string): void {
    for (const l of [...this.listeners]) l(path);
  }
}
