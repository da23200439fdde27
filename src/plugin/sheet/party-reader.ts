import type { VaultIndex } from "../../core/vault/index";
import type { IndexedNote } from "../../core/vault/read-note";

/** Longest stretch of party reading in one task. */
export const PARTY_SLICE_MS = 8;

/**
 * Names in Polish order. One collator for every sort: `localeCompare(b, "pl")` looks its collator up
 * at every comparison (issue 30: 8 ms for a party of 300, in the last slice's task; the order is the same).
 */
let collator: Intl.Collator | null = null;
const byName = (a: string, b: string): number => (collator ??= new Intl.Collator("pl")).compare(a, b);

const now = (): number => (typeof performance !== "undefined" ? performance.now() : Date.now());

/** The party setting's members before any of them is read: by tag or folder (as partyMembers in the core). */
function candidates(index: VaultIndex, setting: string): IndexedNote[] {
  const s = setting.trim();
  const folder = s.replace(/^\/+|\/+$/g, "");
  return index.ofKind("pc", "npc-statblock").filter((n) => {
    if (s.startsWith("#")) return n.tags.includes(s.slice(1).toLowerCase());
    return folder === "" || n.path.startsWith(folder + "/");
  });
}

/**
 * The party the sheet shows (its switcher), read once per index change and never in one long
 * task (issue 30: a vault tagging 300 notes `#pc` held the sheet's first open for 1,125 ms while
 * every member's note was read, and every redraw read the party again). Reading a member's
 * character is the cost; it is done in slices of PARTY_SLICE_MS, all after the asking task (the
 * sheet's first open draws its own character there: a first slice in it was a quarter of that
 * task). Until a read is done the last complete list is given; listeners hear when a new list differs.
 */
export class PartyReader {
  private list: readonly string[] = [];
  private names = new Map<string, string>();
  private readChanges = -1;
  private readSetting: string | null = null;
  /** `queue`: the members still to read, listed by the read's first slice (null until then). */
  private reading: {
    changes: number;
    setting: string;
    queue: IndexedNote[] | null;
    found: Array<[string, string]>;
  } | null = null;
  private timer: number | null = null;
  private readonly listeners = new Set<() => void>();
  /** Grows whenever the list changes: a key for whatever is drawn from it. */
  version = 0;

  constructor(
    private readonly index: VaultIndex,
    private readonly setting: () => string,
  ) {}

  /** The members' paths, by name, of the last complete read; starts a read when the index moved since. */
  paths(): readonly string[] {
    this.refresh();
    return this.list;
  }

  /** What is drawn from the list is drawn again when this moves (and a read starts when the index moved). */
  key(): number {
    this.refresh();
    return this.version;
  }

  /** A member's name as read (the path when not known). */
  nameOf(path: string): string {
    return this.names.get(path) ?? path;
  }

  /** True while a read is under way (tests). */
  get busy(): boolean {
    return this.reading !== null;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stop any read in progress (the plugin unloads). */
  stop(): void {
    if (this.timer !== null) window.clearTimeout(this.timer);
    this.timer = null;
    this.reading = null;
  }

  private refresh(): void {
    const changes = this.index.generation;
    const setting = this.setting();
    if (changes === this.readChanges && setting === this.readSetting) return;
    if (this.reading && this.reading.changes === changes && this.reading.setting === setting) return;
    // A read of an older index starts again: its notes may have changed meanwhile.
    // The members are listed in the read's first slice, not in the asking task (the sheet's first open: issue 30).
    this.reading = { changes, setting, queue: null, found: [] };
    this.later();
  }

  private later(): void {
    if (this.timer === null) this.timer = window.setTimeout(() => this.step(), 0);
  }

  private step(): void {
    this.timer = null;
    const read = this.reading;
    if (!read) return;
    const start = now();
    const queue = (read.queue ??= candidates(this.index, read.setting));
    while (queue.length) {
      const note = queue.pop()!;
      const character = note.character;
      if (character?.forms.some((f) => f.hasStats)) read.found.push([note.path, character.name]);
      if (now() - start >= PARTY_SLICE_MS && queue.length) return this.later();
    }
    // Sorted in a task of its own: a page's first Polish collator costs 13-30 ms in Chromium (issue 30).
    if (now() - start >= PARTY_SLICE_MS / 2 && collator === null) return this.later();
    this.reading = null;
    this.readChanges = read.changes;
    this.readSetting = read.setting;
    read.found.sort((a, b) => byName(a[1], b[1]));
    const list = read.found.map(([p]) => p);
    const names = new Map(read.found);
    const same =
      list.length === this.list.length &&
      list.every((p, i) => p === this.list[i] && names.get(p) === this.names.get(p));
    if (same) return;
    this.list = list;
    this.names = names;
    this.version++;
    for (const l of [...this.listeners]) l();
  }
}

const readers = new WeakMap<VaultIndex, PartyReader>();

/** The one reader of this index's party (the sheet views share it). */
export function partyReader(index: VaultIndex, setting: () => string): PartyReader {
  let reader = readers.get(index);
  if (!reader) readers.set(index, (reader = new PartyReader(index, setting)));
  return reader;
}
