/**
 * The index's lookups by folded name: for each kind of name, the paths of the notes a name means.
 * Most names mean one note, so a name holds its one path as a string and a Set only once a second
 * note shares it (issue 30: a vault's first index made a Set for each of some 20,000 names).
 */
export class NameTable<Kind extends string> {
  private readonly byKind = new Map<Kind, Map<string, string | Set<string>>>();

  add(kind: Kind, key: string, path: string): void {
    let map = this.byKind.get(kind);
    if (!map) this.byKind.set(kind, (map = new Map<string, string | Set<string>>()));
    const held = map.get(key);
    if (held === undefined) map.set(key, path);
    else if (typeof held === "string") {
      if (held !== path) map.set(key, new Set([held, path]));
    } else held.add(path);
  }

  delete(kind: Kind, key: string, path: string): void {
    const map = this.byKind.get(kind);
    const held = map?.get(key);
    if (held === undefined) return;
    if (typeof held === "string") {
      if (held === path) map!.delete(key);
    } else if (held.delete(path) && held.size === 0) map!.delete(key);
  }

  /** The paths under one name, in the order they were added (empty when none). */
  paths(kind: Kind, key: string): readonly string[] {
    const held = this.byKind.get(kind)?.get(key);
    return held === undefined ? [] : typeof held === "string" ? [held] : [...held];
  }

  /** Every name of a kind with its paths. */
  *entries(kind: Kind): IterableIterator<[string, readonly string[]]> {
    for (const [key, held] of this.byKind.get(kind) ?? []) yield [key, typeof held === "string" ? [held] : [...held]];
  }
}
