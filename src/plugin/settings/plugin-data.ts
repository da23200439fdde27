import { normalizePath } from "obsidian";
import type { Problem, RollResult } from "../../core/roll";
import { laterTime, mergeLogs, readEntries, RollLog, type RollLogEntry } from "../roll/log";
import { DEFAULT_SETTINGS, type HbmSettings } from "./settings";

/**
 * data.json: the settings and the roll log, stored so that Obsidian Sync loses neither.
 *
 * A phone and a desktop each write their own copy, and Sync may put either copy on both.
 * So every save first reads what is on disk and merges it with what this device holds:
 * the settings saved last win as a whole (`settingsUpdated`), the two logs are united by
 * entry id (nothing older than the latest clearing comes back). When Sync brings the other
 * device's copy, `onExternalChange` merges it in the same way, and writes back only when this
 * device holds something the copy lacks. Rolls are saved in batches, not on every roll.
 */
export interface StoredData extends Partial<HbmSettings> {
  /** When the settings were last changed (ms since 1970), on any device. */
  settingsUpdated?: number;
  rollLog?: RollLogEntry[];
  /** When the roll log was last cleared (ISO), on any device. */
  rollLogClearedAt?: string | null;
  /** The last results of each roll-block line, by note and line (capped). */
  blockResults?: StoredLineResults[];
}

/* ---- the last results of each block line (issue 16: they survive a re-render and a reload) ---- */

/** One result under a block line: the roll itself (drawn again in the language in force), or the problem. */
export interface ShownResult {
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

/** Stored lines from data.json, malformed ones dropped. */
export function readLineResults(stored: unknown): StoredLineResults[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(isStoredLine).map((e) => ({
    path: e.path,
    key: e.key,
    time: e.time,
    results: e.results.filter((r) => !!r && typeof r === "object" && ("result" in r || "problem" in r)),
  }));
}

/** Two copies as one: per note and line, the copy rolled last; newest first, capped. */
export function mergeLineResults(
  a: readonly StoredLineResults[],
  b: readonly StoredLineResults[],
): StoredLineResults[] {
  const byKey = new Map<string, StoredLineResults>();
  for (const e of [...a, ...b]) {
    const id = `${e.path}\n${e.key}`;
    const held = byKey.get(id);
    if (!held || e.time > held.time) byKey.set(id, e);
  }
  return [...byKey.values()]
    .sort((x, y) => (x.time < y.time ? 1 : x.time > y.time ? -1 : 0))
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
    const line = i >= 0 ? this.lines.splice(i, 1)[0]! : { path, key, time: "", results: [] };
    line.time = time.toISOString();
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

export interface DataHost {
  loadData(): Promise<unknown>;
  saveData(data: unknown): Promise<void>;
}

/** How long rolls wait before they are written together. */
export const LOG_SAVE_DELAY_MS = 3000;

/** A party is a #tag or a folder path; the path goes through normalizePath. */
export function normalizeParty(value: string): string {
  const trimmed = value.trim();
  if (trimmed === "") return DEFAULT_SETTINGS.party;
  return trimmed.startsWith("#") ? trimmed : normalizePath(trimmed);
}

/** The settings held in stored data, over the defaults; unknown or mistyped values are ignored. */
export function readSettings(stored: StoredData): HbmSettings {
  const settings: HbmSettings = { ...DEFAULT_SETTINGS };
  const target = settings as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) {
    const storedValue = (stored as Record<string, unknown>)[key];
    if (storedValue !== undefined && typeof storedValue === typeof value) target[key] = storedValue;
  }
  settings.party = normalizeParty(settings.party);
  return settings;
}

/** Two copies of data.json as one: the settings saved last, both logs united. */
export function mergeStoredData(local: StoredData, disk: StoredData): StoredData {
  const newer = (disk.settingsUpdated ?? 0) > (local.settingsUpdated ?? 0) ? disk : local;
  const clearedAt = laterTime(local.rollLogClearedAt, disk.rollLogClearedAt);
  return {
    ...readSettings(newer),
    settingsUpdated: newer.settingsUpdated ?? 0,
    rollLog: mergeLogs(readEntries(local.rollLog), readEntries(disk.rollLog), clearedAt),
    rollLogClearedAt: clearedAt,
    blockResults: mergeLineResults(readLineResults(local.blockResults), readLineResults(disk.blockResults)),
  };
}

const asStored = (data: unknown): StoredData => (data && typeof data === "object" ? data : {});

export class PluginData {
  /** The one settings object: replaced in place, so every holder of it sees changes. */
  readonly settings: HbmSettings;
  readonly log: RollLog;
  /** The last results of each roll-block line. */
  readonly blockResults: LineResults;
  private settingsUpdated: number;
  private timer: number | null = null;
  /** Saves run one after another. */
  private queue: Promise<void> = Promise.resolve();
  private disposed = false;

  private constructor(
    private readonly host: DataHost,
    stored: StoredData,
    private readonly onSettingsChanged: () => void,
  ) {
    this.settings = readSettings(stored);
    this.settingsUpdated = stored.settingsUpdated ?? 0;
    this.log = new RollLog(stored.rollLog, stored.rollLogClearedAt ?? null, () => this.scheduleSave());
    this.blockResults = new LineResults(stored.blockResults, () => this.scheduleSave());
  }

  static async load(host: DataHost, onSettingsChanged: () => void): Promise<PluginData> {
    return new PluginData(host, asStored(await host.loadData()), onSettingsChanged);
  }

  /** After the settings object was changed: saved at once. */
  saveSettings(now = Date.now()): Promise<void> {
    this.settings.party = normalizeParty(this.settings.party);
    this.settingsUpdated = Math.max(now, this.settingsUpdated + 1);
    this.onSettingsChanged();
    return this.saveNow();
  }

  /** Writes whatever waits (the plugin unloads, or the batch is due). */
  saveNow(): Promise<void> {
    this.cancelTimer();
    const run = async (): Promise<void> => {
      const disk = asStored(await this.host.loadData());
      const merged = mergeStoredData(this.snapshot(), disk);
      this.take(merged);
      await this.host.saveData(this.snapshot());
    };
    this.queue = this.queue.then(run, run);
    return this.queue;
  }

  /** Sync brought another copy of data.json: take in its settings and rolls. */
  onExternalChange(): Promise<void> {
    const run = async (): Promise<void> => {
      const disk = asStored(await this.host.loadData());
      const merged = mergeStoredData(this.snapshot(), disk);
      this.take(merged);
      // Write back only what the copy lacks, so two devices do not answer each other forever.
      if (JSON.stringify(merged) !== JSON.stringify(mergeStoredData(disk, disk))) await this.host.saveData(merged);
    };
    this.queue = this.queue.then(run, run);
    return this.queue;
  }

  /** Settles when every save begun so far has finished. */
  whenSaved(): Promise<void> {
    return this.queue;
  }

  /** The plugin unloads: no timer stays behind; what waits is written. */
  dispose(): Promise<void> {
    this.disposed = true;
    return this.timer === null ? this.queue : this.saveNow();
  }

  private scheduleSave(): void {
    if (this.timer !== null || this.disposed) return;
    this.timer = window.setTimeout(() => {
      this.timer = null;
      void this.saveNow();
    }, LOG_SAVE_DELAY_MS);
  }

  private cancelTimer(): void {
    if (this.timer !== null) window.clearTimeout(this.timer);
    this.timer = null;
  }

  private snapshot(): StoredData {
    return {
      ...this.settings,
      settingsUpdated: this.settingsUpdated,
      rollLog: [...this.log.list()],
      rollLogClearedAt: this.log.clearedAt,
      blockResults: [...this.blockResults.list()],
    };
  }

  /** Adopts a merged copy: newer settings in place, the rolls united with what is held now. */
  private take(merged: StoredData): void {
    if ((merged.settingsUpdated ?? 0) > this.settingsUpdated) {
      Object.assign(this.settings, readSettings(merged));
      this.settingsUpdated = merged.settingsUpdated ?? 0;
      this.onSettingsChanged();
    }
    this.log.merge(merged.rollLog ?? [], merged.rollLogClearedAt ?? null);
    this.blockResults.merge(merged.blockResults ?? []);
  }
}
