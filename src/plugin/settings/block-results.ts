import type { Problem, RollResult } from "../../core/roll";

/** A new writer's name: one plugin load on one device (a result's id carries it too). */
export const newWriter = (): string => Math.random().toString(36).slice(2, 10);

/**
 * `time` as ISO, but later than `last` (ISO), by a millisecond if the clock has not moved: two rolls in the
 * same millisecond would otherwise be ordered by their random ids when two copies merge (sync, reload).
 */
export function timeAfter(last: string | undefined, time: Date): string {
  const previous = Date.parse(last ?? "");
  return new Date(previous >= time.getTime() ? previous + 1 : time.getTime()).toISOString();
}

/* The last results of each block line, kept in data.json (issue 16: they survive a re-render and a reload). */

/** One result under a block line: the roll itself (drawn again in the language in force), or the problem. */
export interface ShownResult {
  /** Unique across devices: two copies of a line unite their results by it. */
  id?: string;
  /** When it was rolled (ISO). */
  time?: string;
  result?: RollResult;
  problem?: Problem;
  /** What a `wydaj` roll wrote ("Zapisano: …"). */
  note?: string;
}

/** A block line's results as stored: note path, line key, when last rolled, oldest first. */
export interface StoredLineResults {
  path: string;
  key: string;
  time: string;
  results: ShownResult[];
  /** How many results the line keeps. */
  keep?: number;
}

/** At most this many lines keep results; the least recently rolled go first. */
export const BLOCK_RESULTS_CAP = 100;

export interface BlockResults {
  /** Oldest first. */
  get(path: string, key: string): readonly ShownResult[];
  push(path: string, key: string, shown: ShownResult, keep: number): void;
  /** A note added to a result already pushed (what `wydaj` wrote). */
  annotate(path: string, key: string, shown: ShownResult, note: string): void;
}

const isStoredLine = (e: unknown): e is StoredLineResults => {
  const x = e as StoredLineResults | null;
  return (
    !!x &&
    typeof x === "object" &&
    typeof x.path === "string" &&
    typeof x.key === "string" &&
    typeof x.time === "string" &&
    Array.isArray(x.results)
  );
};

/** A short, stable name for a result saved before results had ids (the same on every device). */
function legacyId(r: ShownResult): string {
  const text = JSON.stringify(r);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return `legacy-${(h >>> 0).toString(36)}`;
}

/** Stored lines from data.json, malformed ones dropped; results saved without an id or time get them. */
export function readLineResults(stored: unknown): StoredLineResults[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(isStoredLine).map((e) => {
    const results = e.results.filter((r) => !!r && typeof r === "object" && ("result" in r || "problem" in r));
    const base = Date.parse(e.time);
    return {
      path: e.path,
      key: e.key,
      time: e.time,
      results: results.map((r, i) => ({
        ...r,
        id: typeof r.id === "string" ? r.id : legacyId(r),
        // Older results: the line's time, one ms apart, so their order stays.
        time:
          typeof r.time === "string"
            ? r.time
            : new Date((Number.isNaN(base) ? 0 : base) - (results.length - 1 - i)).toISOString(),
      })),
      ...(typeof e.keep === "number" ? { keep: e.keep } : {}),
    };
  });
}

const byTimeThenId = (x: ShownResult, y: ShownResult): number => {
  const a = `${x.time ?? ""}\n${x.id ?? ""}`;
  const b = `${y.time ?? ""}\n${y.id ?? ""}`;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** Lines saved before they carried their count kept this many (RESULTS_KEPT in roll/block.ts). */
const LEGACY_KEEP = 5;

/** One line's two copies as one: both devices' results (by id), oldest first, as many as the line keeps. */
function mergeLine(x: StoredLineResults, y: StoredLineResults): StoredLineResults {
  const byId = new Map<string, ShownResult>();
  for (const r of [...x.results, ...y.results]) {
    const id = r.id ?? legacyId(r);
    const held = byId.get(id);
    // The same result on both: the copy carrying a note (what `wydaj` wrote) is the fuller one.
    if (!held || (!held.note && r.note)) byId.set(id, r);
  }
  const keep = (x.keep ?? y.keep) ? Math.max(x.keep ?? 0, y.keep ?? 0) : LEGACY_KEEP;
  const results = [...byId.values()].sort(byTimeThenId).slice(-keep);
  const keeps = x.keep ?? y.keep;
  return {
    path: x.path,
    key: x.key,
    time: x.time > y.time ? x.time : y.time,
    results,
    ...(keeps !== undefined ? { keep: Math.max(x.keep ?? 0, y.keep ?? 0) } : {}),
  };
}

/** Two copies as one: per note and line, the results of both; the lines rolled last first, capped. */
export function mergeLineResults(
  a: readonly StoredLineResults[],
  b: readonly StoredLineResults[],
): StoredLineResults[] {
  const byKey = new Map<string, StoredLineResults>();
  for (const e of [...a, ...b]) {
    const id = `${e.path}\n${e.key}`;
    const held = byKey.get(id);
    byKey.set(id, held ? mergeLine(held, e) : e);
  }
  return [...byKey.values()]
    .sort((x, y) => (x.time < y.time ? 1 : x.time > y.time ? -1 : x.key < y.key ? 1 : x.key > y.key ? -1 : 0))
    .slice(0, BLOCK_RESULTS_CAP);
}

/** Results kept per note and line, in plugin data. `changed` runs after each change (a save is scheduled). */
export class LineResults implements BlockResults {
  private lines: StoredLineResults[];

  constructor(
    initial: unknown,
    private readonly changed: () => void = () => {},
  ) {
    this.lines = mergeLineResults(readLineResults(initial), []);
  }

  list(): readonly StoredLineResults[] {
    return this.lines;
  }

  get(path: string, key: string): readonly ShownResult[] {
    return this.lines.find((l) => l.path === path && l.key === key)?.results ?? [];
  }

  push(path: string, key: string, shown: ShownResult, keep: number, time = new Date()): void {
    const i = this.lines.findIndex((l) => l.path === path && l.key === key);
    const line: StoredLineResults = i >= 0 ? this.lines.splice(i, 1)[0]! : { path, key, time: "", results: [] };
    line.time = timeAfter(line.results.at(-1)?.time, time);
    line.keep = keep;
    shown.id ??= `${line.time}-${newWriter()}`;
    shown.time ??= line.time;
    line.results = [...line.results, shown].slice(-keep);
    this.lines.unshift(line);
    if (this.lines.length > BLOCK_RESULTS_CAP) this.lines.length = BLOCK_RESULTS_CAP;
    this.changed();
  }

  annotate(path: string, key: string, shown: ShownResult, note: string): void {
    shown.note = note;
    const held = this.get(path, key).find((r) => r === shown || (r.result && r.result === shown.result));
    if (held) held.note = note;
    this.changed();
  }

  /** Takes in another copy's lines (a synced data.json). */
  merge(lines: readonly StoredLineResults[]): void {
    this.lines = mergeLineResults(this.lines, lines);
  }
}

/** Kept for the session only (tests, and blocks without plugin data). */
export function memoryResults(): BlockResults {
  return new LineResults([]);
}
