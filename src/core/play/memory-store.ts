import type { Transition } from "./apply";
import { applyEdit, applyPatch, diffLines, invertPatch, type LinePatch } from "./edits";
import { restoreKeys, writeState, type KeySnapshot } from "./state";

/** The YAML functions a memory store writes frontmatter with (Obsidian's, or the `yaml` package's under Node). */
export interface YamlCodec {
  parse(text: string): unknown;
  stringify(data: Record<string, unknown>): string;
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * A note held in memory, written the way Obsidian writes one: the frontmatter
 * through a processFrontMatter (parse, change, dump; the body byte for byte),
 * the body through a process. For tests, and for the CLI, which writes nothing.
 * `locate` finds the record that holds the state inside the frontmatter: the
 * frontmatter itself for a PC, a combatant of the `encounter` key for an NPC.
 */
export class MemoryNoteStore {
  /** Every frontmatter key (or record key) a commit has written, for the "only docs/en/notes.md keys" check. */
  readonly written = new Set<string>();

  constructor(
    public text: string,
    private readonly codec: YamlCodec,
    private readonly locate: (fm: Record<string, unknown>) => Record<string, unknown> = (fm) => fm,
  ) {}

  /** The data of the text last parsed or written (YAML is the slow part; a store reads its own writes). */
  private cache: { text: string; data: Record<string, unknown> } | null = null;

  frontmatter(): Record<string, unknown> {
    if (this.cache?.text === this.text) return structuredClone(this.cache.data);
    const m = FRONTMATTER.exec(this.text);
    const data = m && (m[1] ?? "").trim() ? this.codec.parse(m[1] ?? "") : {};
    if (!data || typeof data !== "object" || Array.isArray(data)) throw new Error("YAML frontmatter is not a map.");
    this.cache = { text: this.text, data: structuredClone(data as Record<string, unknown>) };
    return data as Record<string, unknown>;
  }

  /** The record the state lives in, read fresh. */
  record(): Record<string, unknown> {
    return this.locate(this.frontmatter());
  }

  processFrontMatter(fn: (fm: Record<string, unknown>) => void): void {
    const m = FRONTMATTER.exec(this.text);
    const body = m ? this.text.slice(m[0].length) : this.text;
    const data = this.frontmatter();
    fn(data);
    const dumped = Object.keys(data).length ? this.codec.stringify(data) : "";
    this.text = `---\n${dumped}---\n${body}`;
    this.cache = { text: this.text, data: structuredClone(data) };
  }

  process(fn: (text: string) => string): void {
    const before = this.text;
    const data = this.cache?.text === before ? this.cache.data : null;
    this.text = fn(before);
    // A body edit leaves the frontmatter as it was.
    if (data && this.text.startsWith(before.slice(0, FRONTMATTER.exec(before)?.[0].length ?? 0)))
      this.cache = { text: this.text, data };
  }

  /** Write a transition; returns its inverse (keys and line patch), or the edits that found no place. */
  commit(t: Transition, editable: boolean): { undo: () => string | null; failed: string[] } {
    let keys: KeySnapshot = { values: {}, order: [] };
    this.processFrontMatter((fm) => {
      keys = writeState(this.locate(fm), t.state, t.derived, t.before);
    });
    for (const k of Object.keys(keys.values)) this.written.add(k);
    let patch: LinePatch | null = null;
    const failed: string[] = [];
    if (editable && t.edits.length) {
      this.process((text) => {
        let next = text;
        for (const e of t.edits) {
          const edited = applyEdit(next, e);
          if (edited === null) failed.push(e.kind);
          else next = edited;
        }
        patch = diffLines(text, next);
        return next;
      });
    }
    const inversePatch = patch ? invertPatch(patch) : null;
    return {
      failed,
      undo: () => {
        let problem: string | null = null;
        if (inversePatch) {
          this.process((text) => {
            const undone = applyPatch(text, inversePatch);
            if (undone === null) problem = "the lines changed since";
            return undone ?? text;
          });
        }
        this.processFrontMatter((fm) => restoreKeys(this.locate(fm), keys));
        return problem;
      },
    };
  }
}
