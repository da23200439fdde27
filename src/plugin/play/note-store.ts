import { TFile, type App } from "obsidian";
import { seededRandom, type RandomSource } from "../../core/dice";
import {
  type Action,
  apply,
  type ApplyOptions,
  type Outcome,
  type Transition,
  applyEdit,
  applyPatch,
  bodyOnly,
  diffLines,
  invertPatch,
  type LinePatch,
  type Message,
  frontmatterOf,
  readSubject,
  stateInForce,
  PLAY_KEYS,
  readState,
  restoreKeys,
  touched,
  writeState,
  type KeySnapshot,
  type PlayState,
  type StateMaxima,
  type PlayStore,
  type UndoEntry,
  inForce,
  type Subject,
} from "../../core/play";
import type { Derived } from "../../core/rules";
import { buildSheet } from "../../core/sheet";
import type { VaultIndex } from "../../core/vault/index";
import { readNote } from "../../core/vault/read-note";
import { say } from "../i18n/i18n";
import { editorsOf, processNote, writeFrontMatter } from "./note-writes";
import { errorText, pt } from "./strings";

export interface Acted {
  outcome: Outcome;
  /** The messages rendered in the interface language. */
  lines: string[];
  undo?: UndoEntry;
  subject?: Subject;
}

const render = (m: Message) => say(m);

/**
 * The note store (README.md, "Play state"): the only writer of a PC's play state. An action
 * is apply() inside one processFrontMatter write of the changed keys, then the
 * body edits through vault.process, serialised per note so quick repeated
 * clicks each apply once, in order. Its undo is the inverse transition: the old
 * values of the keys it wrote and the inverse of its line patch.
 *
 * Every write goes through note-writes.ts: a note open in an editor is changed
 * through the editor (body) or after its typing is saved (frontmatter), so nothing
 * typed is lost, and a write that changes nothing is skipped. An action reads the
 * note as it is on disk, not the metadata cache: Obsidian re-indexes a note some
 * time after a write, so a quick second click would otherwise act on old values.
 */
export class NoteStore implements PlayStore<string> {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly app: App,
    private readonly index: VaultIndex,
    private readonly formOf: (path: string) => number,
  ) {}

  private file(path: string): TFile | string {
    const file = this.app.vault.getAbstractFileByPath(path);
    if (!(file instanceof TFile)) return pt("noNote", { path });
    const entry = this.index.get(path);
    if (entry?.frontmatterError) return pt("yamlBroken", { path, error: entry.frontmatterError });
    return file;
  }

  /** The subject with its state from the metadata cache (what the sheet shows). */
  subject(path: string): Subject | null {
    const character = this.index.get(path)?.character;
    if (!character) return null;
    const file = this.app.vault.getAbstractFileByPath(path);
    const cached = file instanceof TFile ? this.app.metadataCache.getFileCache(file)?.frontmatter : undefined;
    const sheet = buildSheet(character, this.index, this.formOf(path));
    return readSubject(sheet, cached ?? frontmatterOf(character.state));
  }

  /** The subject as the note stands now (the open editor's text, else the file), not as last indexed. */
  private async current(path: string, file: TFile): Promise<Subject | null> {
    const view = editorsOf(this.app, path)[0];
    const text = view ? view.editor.getValue() : await this.app.vault.cachedRead(file);
    const character = readNote(path, text).character;
    if (!character) return null;
    return readSubject(buildSheet(character, this.index, this.formOf(path)), frontmatterOf(character.state));
  }

  /** PlayStore: the subject as indexed, or why there is none. */
  read(path: string): Subject | string {
    return this.subject(path) ?? pt("notCharacter", { path });
  }

  /**
   * PlayStore: write a transition apply() already made (its play keys; no
   * body edits here: actions with edits go through act()). One undo entry.
   */
  commit(path: string, transition: Transition, label: string): Promise<UndoEntry | string> {
    return this.commitKeys(path, transition.state, transition.derived, label, transition.before);
  }

  /**
   * Write some play keys of a PC that another store's step changed (an
   * encounter's round), merged inside the atomic write into the note's state as
   * it is then: whatever else changed in the note meanwhile stays. Serialised
   * with the note's other writes. The undo puts back the keys it wrote.
   */
  commitKeys(
    path: string,
    changes: Partial<PlayState>,
    max: StateMaxima,
    label: string,
    maxBefore?: StateMaxima,
  ): Promise<UndoEntry | string> {
    return this.serial(path, async () => {
      const file = this.file(path);
      if (typeof file === "string") return file;
      let keys: KeySnapshot = { values: {}, order: [] };
      try {
        await writeFrontMatter(this.app, file, (data: Record<string, unknown>) => {
          const merged = readState(data, max) as unknown as Record<string, unknown>;
          for (const k of PLAY_KEYS) if (k in changes) merged[k] = structuredClone(changes[k]);
          keys = writeState(data, merged as unknown as PlayState, max, maxBefore);
        });
      } catch (e) {
        return pt("notSaved", { path, error: errorText(e) });
      }
      return { label, undo: () => this.serial(path, () => this.undoNow(path, keys, null)) };
    });
  }

  /** The derived values in force for a subject's state (maxima for bars, defences for the damage dialog). */
  inForce(subject: Subject): Derived {
    return inForce(subject, subject.state);
  }

  /** Run one write at a time per note. */
  private serial<T>(path: string, run: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(path) ?? Promise.resolve();
    const next = previous.then(run, run);
    this.queues.set(
      path,
      next.catch(() => undefined),
    );
    return next;
  }

  act(
    path: string,
    action: Action,
    label: string,
    rng: RandomSource,
    options: ApplyOptions = {},
  ): Promise<Acted | string> {
    return this.serial(path, () => this.actNow(path, action, label, rng, options));
  }

  private async actNow(
    path: string,
    action: Action,
    label: string,
    rng: RandomSource,
    options: ApplyOptions,
  ): Promise<Acted | string> {
    const file = this.file(path);
    if (typeof file === "string") return file;
    const base = await this.current(path, file);
    if (!base) return pt("notCharacter", { path });
    // docs/en/rules.md Decision: a stat block is a template; an NPC's play state lives in an encounter, never in the bestiary.
    if (base.kind === "npc-statblock") return pt("statblockTemplate", { name: base.name });
    // A refusal never touches the note: check it on the cached state first (refusals never depend on dice).
    const precheck = apply(base, action, seededRandom(0), options);
    if (!precheck.ok) return { outcome: precheck, lines: [render(precheck.message)], subject: base };
    let outcome = precheck as Outcome;
    let subject = base;
    let keys: KeySnapshot = { values: {}, order: [] };
    try {
      await writeFrontMatter(this.app, file, (data: Record<string, unknown>) => {
        // The values as they are now, inside the atomic write: quick repeated actions each apply once, in order.
        subject = { ...base, state: stateInForce(base, data) };
        outcome = apply(subject, action, rng, options);
        if (outcome.ok) keys = writeState(data, outcome.state, outcome.derived, outcome.before);
      });
    } catch (e) {
      return pt("notSaved", { path, error: errorText(e) });
    }
    const done: Outcome = outcome;
    if (!done.ok) return { outcome: done, lines: [render(done.message)], subject };
    const lines = done.messages.map(say);
    let patch: LinePatch | null = null;
    if (done.edits.length && subject.editable) {
      const failed: string[] = [];
      await processNote(this.app, file, (text) => {
        let next = text;
        for (const edit of done.edits) {
          const edited = applyEdit(next, edit);
          if (edited === null) failed.push("item" in edit ? edit.item : edit.kind);
          else next = edited;
        }
        patch = diffLines(text, next);
        return next;
      });
      if (failed.length && action.kind === "buy") {
        // The build could not be written: nothing is bought, the PD stay.
        await this.undoNow(path, keys, patch);
        return pt("noPlaceForBuild", { what: failed.join(", ") });
      }
      if (failed.length && bodyOnly(action.kind)) {
        // docs/en/rules.md "Between sessions": a charge or a given item whose line is not there changes nothing.
        await this.undoNow(path, keys, patch);
        return pt("lineNotFound", { what: failed.join(", ") });
      }
      for (const f of failed) lines.push(pt("lineNotFound", { what: f }));
    }
    if (!touched(keys) && !patch) return { outcome: done, lines, subject };
    const undo: UndoEntry = { label, undo: () => this.serial(path, () => this.undoNow(path, keys, patch)) };
    return { outcome: done, lines, undo, subject };
  }

  /**
   * The inverse transition: the body lines this action changed (where they
   * still stand), then the keys it wrote, with their old values. The note comes
   * back byte for byte whenever its YAML is in the form processFrontMatter writes.
   */
  private async undoNow(path: string, keys: KeySnapshot, patch: LinePatch | null): Promise<string | null> {
    const file = this.app.vault.getAbstractFileByPath(path);
    if (!(file instanceof TFile)) return pt("noNote", { path });
    let problem: string | null = null;
    if (patch) {
      const inverse = invertPatch(patch);
      await processNote(this.app, file, (text) => {
        const undone = applyPatch(text, inverse);
        if (undone === null) problem = pt("bodyUndoFailed", { path });
        return undone ?? text;
      });
    }
    try {
      await writeFrontMatter(this.app, file, (data: Record<string, unknown>) => restoreKeys(data, keys));
    } catch (e) {
      return pt("keysUndoFailed", { path, error: errorText(e) });
    }
    return problem;
  }
}
