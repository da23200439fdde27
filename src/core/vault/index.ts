import { canonicalTalent } from "../rules/names";
import type { NoteRef } from "../roll/types";
import { fold } from "../text/normalize";
import { keyed, type Diagnostic } from "./diagnostics";
import { msg } from "../play/messages";
import type { FoundLink } from "./markdown";
import type { CharacterNote, Elixir, ItemNote, RaceNote, SpellNote, TalentNote } from "./model";
import { readNote, type GivenFrontmatter, type IndexedNote } from "./read-note";
import { NoteKeys, type Kind } from "./note-keys";
import type { NoteKind } from "./classify";
import { anchorKey, basenameOf, firstLinkpathDest, resolveRelative, safeDecode, withoutMd } from "./links";

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Kinds of note a character's sheet or a roll reads from (besides the character's own note). */
const SHEET_SOURCES: ReadonlySet<NoteKind> = new Set<NoteKind>([
  "spell",
  "weapon",
  "armor",
  "shield",
  "gear",
  "talent",
  "race",
  "elixirs",
]);

/**
 * The vault in memory, keyed by path, updated one note at a time. Lookups by
 * name are kept incrementally, so a change costs one note's parse, never a
 * re-index.
 */
export class VaultIndex {
  private readonly notes = new Map<string, IndexedNote>();
  private readonly names = new NoteKeys(this.notes);
  /** Elixirs by folded name, worked out when first asked after an elixir note changed (null until then). */
  private elixirNames: Map<string, Elixir> | null = null;
  /** Paths by kind, so listing the spells or talents never walks the whole vault. */
  private readonly byKind = new Map<string, Set<string>>();
  private readonly listeners = new Set<(paths: string[]) => void>();

  get size(): number {
    return this.notes.size;
  }

  private changes = 0;
  private reshapes = 0;

  /** Grows with every change to the index: what is worked out from it may be kept until this moves. */
  get generation(): number {
    return this.changes;
  }

  /**
   * Grows when a name or link may now mean another note (a note added, removed or renamed, a kind,
   * name or alias changed, another link resolver) or when a note a sheet reads from changed (a spell,
   * item, talent, race or elixir). A change that is none of these (a play write to a character, an
   * edit of a session note) leaves it: sheets of the other characters, and links, stay as worked out.
   */
  get shapeGeneration(): number {
    return this.reshapes;
  }

  onChange(listener: (paths: string[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(paths: string[]): void {
    this.changes++;
    for (const l of this.listeners) l(paths);
  }

  /**
   * Add or replace one note from its text; `frontmatter`, where the host has already parsed the
   * text's frontmatter (Obsidian's metadata cache), saves parsing it again (read-note.ts).
   */
  update(path: string, text: string, frontmatter?: GivenFrontmatter): IndexedNote {
    const before = this.notes.get(path);
    const names = this.namesCache;
    const keys = this.keysCache;
    const note = readNote(path, text, frontmatter);
    this.unlink(path);
    this.notes.set(path, note);
    this.link(note);
    // A play write leaves a character's names as they were: the same names list stays (and so does
    // every block parsed against it).
    if (before && before.kind === note.kind && sameList(before.names, note.names))
      [this.namesCache, this.keysCache] = [names, keys];
    const sameShape =
      before &&
      before.kind === note.kind &&
      sameList(before.names, note.names) &&
      sameList(before.aliases, note.aliases) &&
      !SHEET_SOURCES.has(note.kind);
    if (!sameShape) this.reshapes++;
    this.emit([path]);
    return note;
  }

  /** Add many notes without an event per note (the first index). */
  load(files: Iterable<readonly [string, string, GivenFrontmatter?]>): void {
    const paths: string[] = [];
    for (const file of files) {
      // By index, not destructured through the iterator (an entry is often a pair with no third element).
      const path = file[0];
      const note = readNote(path, file[1], file.length > 2 ? file[2] : undefined);
      this.unlink(path);
      this.notes.set(path, note);
      this.link(note);
      paths.push(path);
    }
    this.reshapes++;
    this.emit(paths);
  }

  remove(path: string): void {
    if (!this.notes.has(path)) return;
    this.unlink(path);
    this.notes.delete(path);
    this.reshapes++;
    this.emit([path]);
  }

  rename(oldPath: string, newPath: string, text: string, frontmatter?: GivenFrontmatter): void {
    this.unlink(oldPath);
    this.notes.delete(oldPath);
    // Onto a path the index holds (a note replaced by the move): the note there is unlinked first, as update() does.
    this.unlink(newPath);
    const note = readNote(newPath, text, frontmatter);
    this.notes.set(newPath, note);
    this.link(note);
    this.reshapes++;
    this.emit([oldPath, newPath]);
  }

  get(path: string): IndexedNote | undefined {
    return this.notes.get(path);
  }

  all(): IterableIterator<IndexedNote> {
    return this.notes.values();
  }

  /** Notes of the given kinds, without reading any other note. */
  ofKind(...kinds: string[]): IndexedNote[] {
    return kinds.flatMap((k) => [...(this.byKind.get(k) ?? [])]).map((p) => this.notes.get(p) as IndexedNote);
  }

  characters(): CharacterNote[] {
    return this.ofKind("pc", "npc-statblock").flatMap((n) => (n.character ? [n.character] : []));
  }

  spells(): SpellNote[] {
    return this.ofKind("spell").flatMap((n) => (n.spell ? [n.spell] : []));
  }

  elixirs(): Elixir[] {
    return [...this.elixirMap().values()];
  }

  /**
   * The elixir chapters read when an elixir is first asked for, not during the index (issue 30): the
   * notes in the order they were added, a later one's elixir winning a shared name, as a fresh read.
   */
  private elixirMap(): Map<string, Elixir> {
    if (this.elixirNames) return this.elixirNames;
    const map = new Map<string, Elixir>();
    for (const path of this.byKind.get("elixirs") ?? [])
      for (const e of this.notes.get(path)?.elixirs ?? []) map.set(fold(e.name), e);
    return (this.elixirNames = map);
  }

  talents(): TalentNote[] {
    return this.ofKind("talent").flatMap((n) => (n.talent ? [n.talent] : []));
  }

  races(): RaceNote[] {
    return this.ofKind("race").flatMap((n) => (n.race ? [n.race] : []));
  }

  diagnostics(): Array<Diagnostic & { path: string }> {
    return [
      ...[...this.notes.values()].flatMap((n) => n.diagnostics.map((d) => ({ ...d, path: n.path }))),
      ...this.duplicateNames(),
    ];
  }

  /** A name or alias shared by several characters: `@Name` and [[Name]] then pick the first path, and each note says so. */
  duplicateNames(): Array<Diagnostic & { path: string }> {
    const out: Array<Diagnostic & { path: string }> = [];
    for (const [name, paths] of this.names.entries("character")) {
      if (paths.length < 2) continue;
      const sorted = [...paths].sort();
      for (const path of sorted) {
        out.push({
          path,
          ...keyed(
            "warning",
            msg("vault.duplicateCharacterName", { name, paths: sorted.join(", "), first: sorted[0] ?? "" }),
          ),
        });
      }
    }
    return out;
  }

  private namesCache: string[] | null = null;

  /** Every character name and alias, for `@Name` in roll lines (no character is read for this; the same array until one changes). */
  characterNames(): string[] {
    this.namesCache ??= this.ofKind("pc", "npc-statblock").flatMap((n) => n.names);
    return this.namesCache;
  }

  private keysCache: ReadonlySet<string> | null = null;

  /** The same names folded, as the index finds characters by: `@Name` needs no name folded again (issue 30). */
  characterKeys(): ReadonlySet<string> {
    this.keysCache ??= new Set(Array.from(this.names.entries("character"), ([key]) => key));
    return this.keysCache;
  }

  private link(note: IndexedNote): void {
    if (note.kind === "pc" || note.kind === "npc-statblock") this.namesCache = this.keysCache = null;
    let kindSet = this.byKind.get(note.kind);
    if (!kindSet) {
      kindSet = new Set();
      this.byKind.set(note.kind, kindSet);
    }
    kindSet.add(note.path);
    this.names.add(note);
    if (note.kind === "elixirs") this.elixirNames = null;
  }

  private unlink(path: string): void {
    const note = this.notes.get(path);
    if (!note) return;
    this.byKind.get(note.kind)?.delete(path);
    if (note.kind === "pc" || note.kind === "npc-statblock") this.namesCache = this.keysCache = null;
    this.names.delete(note);
    if (note.kind === "elixirs") this.elixirNames = null;
  }

  private byName(kind: Kind, name: string): IndexedNote | null {
    const paths = this.names.paths(kind, fold(name));
    if (paths.length === 0) return null;
    const path = (paths.length === 1 ? paths[0] : [...paths].sort()[0]) as string;
    return this.notes.get(path) ?? null;
  }

  private linkResolver: ((linkpath: string, sourcePath: string) => string | null) | null = null;

  /** The plugin hands Obsidian's own `metadataCache.getFirstLinkpathDest` here; the core and CLI use firstLinkpathDest. */
  setLinkResolver(resolver: ((linkpath: string, sourcePath: string) => string | null) | null): void {
    this.linkResolver = resolver;
    this.changes++;
    this.reshapes++;
  }

  private readonly files = {
    exists: (path: string) => this.notes.has(path),
    withBasename: (name: string) => this.names.paths("any", fold(name)),
  };

  /** A link path resolved as Obsidian resolves it (links.ts firstLinkpathDest). */
  linkpathDest(linkpath: string, sourcePath: string): IndexedNote | null {
    const path = this.linkResolver
      ? this.linkResolver(linkpath, sourcePath)
      : firstLinkpathDest(linkpath, sourcePath, this.files);
    return path ? (this.notes.get(path) ?? null) : null;
  }

  /** The notes a bare link name could mean, when several share it (`hbm check` lists these). */
  ambiguousLink(linkpath: string): string[] {
    const name = (linkpath.split("#")[0] ?? "").trim();
    if (!name || name.includes("/")) return [];
    const want = basenameOf(safeDecode(name));
    const all = [...new Set(this.files.withBasename(want))].filter(
      (p) => basenameOf(p).toLowerCase() === want.toLowerCase(),
    );
    return all.length > 1 ? all.sort() : [];
  }

  /** Resolve a link the ways the vault writes them, to the note it points at. */
  resolve(link: FoundLink | NoteRef, fromPath: string, kind: Kind = "any"): IndexedNote | null {
    if (link.kind === "name") return this.byName(kind, link.name);
    if (link.kind === "md" || link.kind === "mdlink") {
      const raw = ("path" in link ? link.path : link.target).split("#")[0] ?? "";
      const path = resolveRelative(fromPath, raw);
      if (path) {
        const exact = this.notes.get(path) ?? this.notes.get(path + ".md");
        if (exact) return exact;
      }
      // A Markdown link whose relative path is stale: the note of that file name, as a name.
      const base = basenameOf(safeDecode(raw));
      return base ? (this.linkpathDest(base, fromPath) ?? this.byName(kind, base)) : null;
    }
    // A wikilink: Obsidian's resolution; a path-qualified one never falls back to its bare name.
    const clean = withoutMd(link.target.split("#")[0] ?? "").trim();
    if (!clean) return null;
    const found = this.linkpathDest(clean, fromPath);
    if (found) return found;
    if (clean.includes("/")) return null;
    return this.byName(kind, clean) ?? (kind === "any" ? null : this.byName("any", clean));
  }

  findCharacter(ref: FoundLink | NoteRef | string, fromPath = ""): CharacterNote | null {
    const link: NoteRef = typeof ref === "string" ? { kind: "name", name: ref } : (ref as NoteRef);
    const note =
      this.resolve(link, fromPath, "character") ?? (link.kind === "name" ? null : this.resolve(link, fromPath, "any"));
    return note?.character ?? null;
  }

  findSpell(ref: FoundLink | NoteRef | string, fromPath = ""): SpellNote | null {
    return this.spellNote(ref, fromPath)?.spell ?? null;
  }

  /** The spell note a link or name means, not read yet: its `names[0]` is the spell's name (issue 30). */
  spellNote(ref: FoundLink | NoteRef | string, fromPath = ""): IndexedNote | null {
    const link: NoteRef = typeof ref === "string" ? { kind: "name", name: ref } : (ref as NoteRef);
    const note =
      this.resolve(link, fromPath, "spell") ?? (link.kind === "name" ? null : this.resolve(link, fromPath, "any"));
    if (note?.kind === "spell") return note;
    // A spell named in prose: match its Polish name.
    const name = "text" in link && link.text ? link.text : "name" in link ? link.name : null;
    return (name && this.byName("spell", name)) || null;
  }

  findTalent(name: string, link?: FoundLink, fromPath = ""): TalentNote | null {
    if (link) {
      const note = this.resolve(link, fromPath, "talent");
      if (note?.talent) return note.talent;
    }
    return this.byName("talent", canonicalTalent(name))?.talent ?? this.byName("talent", name)?.talent ?? null;
  }

  findRace(name: string, link?: FoundLink, fromPath = ""): RaceNote | null {
    if (link) {
      const note = this.resolve(link, fromPath, "race");
      if (note?.race) return note.race;
    }
    return this.byName("race", name)?.race ?? this.byName("race", name.replace(/\s*\(.*\)$/, ""))?.race ?? null;
  }

  findItem(name: string, link?: FoundLink, fromPath = ""): ItemNote | null {
    if (link) {
      const note = this.resolve(link, fromPath, "item");
      if (note?.item) return note.item;
    }
    return this.byName("item", name)?.item ?? null;
  }

  /** An elixir by name or by any of the three anchor styles. */
  findElixir(nameOrAnchor: string): Elixir | null {
    const elixirs = this.elixirMap();
    return elixirs.get(anchorKey(nameOrAnchor)) ?? elixirs.get(fold(nameOrAnchor)) ?? null;
  }
}

/** The party: characters in a folder, or tagged with a `#tag` (docs/en/notes.md default: `#pc`). */
export function partyMembers(index: VaultIndex, setting: string): CharacterNote[] {
  const s = setting.trim();
  const members = index.ofKind("pc", "npc-statblock").filter((n) => {
    if (s.startsWith("#")) return n.tags.includes(s.slice(1).toLowerCase());
    const folder = s.replace(/^\/+|\/+$/g, "");
    return folder === "" || n.path.startsWith(folder + "/");
  });
  return members.flatMap((n) => (n.character ? [n.character] : [])).sort((a, b) => a.name.localeCompare(b.name, "pl"));
}
