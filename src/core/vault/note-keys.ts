import { canonicalTalent } from "../rules/names";
import { fold } from "../text/normalize";
import type { NoteKind } from "./classify";
import { withoutMd } from "./links";
import { NameTable } from "./name-table";
import type { IndexedNote } from "./read-note";

/** The kinds of name the index finds notes by: any note, or a note of one kind by its own names. */
export type Kind = "any" | "character" | "spell" | "talent" | "race" | "item";

const ITEM_KINDS: ReadonlySet<NoteKind> = new Set<NoteKind>(["weapon", "armor", "shield", "gear"]);

/** The kind of name a note's `names` are found by (null: by its file name and aliases only). */
function namesKind(kind: NoteKind): Kind | null {
  if (kind === "pc" || kind === "npc-statblock") return "character";
  if (kind === "spell" || kind === "race") return kind;
  return ITEM_KINDS.has(kind) ? "item" : null;
}

/**
 * The index's names, folded, for each kind: a note's file name and aliases (any note), its `names`
 * (its kind's), a talent's canonical names; and its path without `.md` (any note), which only a name
 * with a `/` can be.
 *
 * Those paths are kept apart and listed when such a name is first asked for, not at every index
 * (issue 30: folding and keeping ten thousand paths was a fifth of a vault's first index, and only a
 * name given with its folder, which links never are, reads them). A note at the vault's root has its
 * file name for path: it is found by that name already.
 */
export class NoteKeys {
  private readonly names = new NameTable<Kind>();
  private folderPaths: NameTable<"path"> | null = null;

  /** `notes`: every note in the index, in the index's order (the folder paths are listed from it). */
  constructor(private readonly notes: ReadonlyMap<string, IndexedNote>) {}

  /** Each name the note is found by, with its kind, folded (called back, not listed in a fresh array: issue 30). */
  private keysOf(note: IndexedNote, each: (kind: Kind, key: string) => void): void {
    // The file name is folded once, though it is often among the note's names too (compared inline:
    // a closure made for each note is a named function under the bench's tsx, named at each call).
    const { basename, names } = note;
    const base = fold(basename);
    each("any", base);
    for (const a of note.aliases) each("any", a === basename ? base : fold(a));
    const kind = namesKind(note.kind);
    // A name listed twice in a row (a character's title and file name, often the same) is added once.
    if (kind)
      for (let i = 0; i < names.length; i++) {
        const n = names[i] as string;
        if (i === 0 || n !== names[i - 1]) each(kind, n === basename ? base : fold(n));
      }
    // A talent's, race's or item's names are known without reading it (read-note.ts).
    if (note.kind === "talent")
      for (const n of names) {
        each("talent", n === basename ? base : fold(n));
        each("talent", fold(canonicalTalent(n)));
      }
  }

  /** The note's path without `.md`, folded, when the note is in a folder (null at the root). */
  private static folderPath(path: string): string | null {
    return path.includes("/") ? fold(withoutMd(path)) : null;
  }

  add(note: IndexedNote): void {
    this.keysOf(note, (kind, key) => {
      if (key) this.names.add(kind, key, note.path);
    });
    const folderKey = this.folderPaths && NoteKeys.folderPath(note.path);
    if (folderKey) this.folderPaths?.add("path", folderKey, note.path);
  }

  delete(note: IndexedNote): void {
    this.keysOf(note, (kind, key) => this.names.delete(kind, key, note.path));
    const folderKey = this.folderPaths && NoteKeys.folderPath(note.path);
    if (folderKey) this.folderPaths?.delete("path", folderKey, note.path);
  }

  /** The paths under a folded name of a kind, in the order they were added (a path given with its folder last). */
  paths(kind: Kind, key: string): readonly string[] {
    const named = this.names.paths(kind, key);
    if (kind !== "any" || !key.includes("/")) return named;
    if (!this.folderPaths) {
      this.folderPaths = new NameTable<"path">();
      for (const [path] of this.notes) {
        const folderKey = NoteKeys.folderPath(path);
        if (folderKey) this.folderPaths.add("path", folderKey, path);
      }
    }
    const byPath = this.folderPaths.paths("path", key);
    return byPath.length === 0 ? named : named.length === 0 ? byPath : [...new Set([...named, ...byPath])];
  }

  /** Every name of a kind with its paths. */
  entries(kind: Exclude<Kind, "any">): IterableIterator<[string, readonly string[]]> {
    return this.names.entries(kind);
  }
}
