import { normalizePath } from "obsidian";
import type { Problem, RollResult } from "../../core/roll";
import { laterTime, mergeLogs, readEntries, readRemoved, RollLog, type RollLogEntry } from "../roll/log";
import { DEFAULT_SETTINGS, type HbmSettings } from "./settings";

/**
 * data.json: the settings and the roll log, stored so that Obsidian Sync loses neither.
 *
 * A phone and a desktop each write their own copy, and Sync may put either copy on both.
 * So every save first reads what is on disk and merges it with what this device holds
 * (issue 29: nothing either device did may be lost, whatever their clocks say):
 * - the settings key by key: each change carries its own stamp (`settingsStamps`), a hybrid
 *   logical clock that is never behind any stamp the device has seen, so a change made after
 *   seeing another wins even on a device whose clock runs behind; two devices that change
 *   different settings while apart keep both changes;
 * - the two logs united by entry id, less the ids a clearing removed (`rollLogRemoved`): a
 *   clearing removes only what it saw;
 * - each block line's kept results united by result id.
 * When Sync brings the other device's copy, `onExternalChange` merges it in the same way, and
 * writes back only when this device holds something the copy lacks. Rolls are saved in batches.
 */
export interface StoredData extends Partial<HbmSettings> {
  /** The latest settings stamp's time (older versions: when the settings were last changed, as a whole). */
  settingsUpdated?: number;
  /** Each setting's last change. Older data has none: each setting then carries `settingsUpdated`. */
  settingsStamps?: Partial<Record<keyof HbmSettings, Stamp>>;
  rollLog?: RollLogEntry[];
  /** Older data: when the log was cleared; now only the bound below which a full log's clearing dropped entries. */
  rollLogClearedAt?: string | null;
  /** The ids of the entries a clearing removed, on any device (newest first, capped). */
  rollLogRemoved?: string[];
  /** The last results of each roll-block line, by note and line (capped). */
  blockResults?: StoredLineResults[];
}

/**
 * A setting change's stamp. `t` is a hybrid logical clock in ms: the device's clock, but never at or
 * behind a stamp the device has already seen; `w` names the writer (one plugin load on one device),
 * so two changes never tie. The later stamp wins.
 */
export interface Stamp {
  t: number;
  w: string;
}

const NO_STAMP: Stamp = { t: 0, w: "" };

/** True when `a` is the later stamp. */
export const stampAfter = (a: Stamp, b: Stamp): boolean => (a.t !== b.t ? a.t > b.t : a.w > b.w);

const isStamp = (s: unknown): s is Stamp =>
  !!s && typeof s === "object" && typeof (s as Stamp).t === "number" && typeof (s as Stamp).w === "string";

type SettingKey = keyof HbmSettings;
const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

/** Each setting's stamp in stored data; older data stamps every setting with `settingsUpdated`. */
export function readStamps(stored: StoredData): Record<SettingKey, Stamp> {
  const own = stored.settingsStamps && typeof stored.settingsStamps === "object" ? stored.settingsStamps : null;
  const legacy: Stamp = { t: typeof stored.settingsUpdated === "number" ? stored.settingsUpdated : 0, w: "" };
  const out = {} as Record<SettingKey, Stamp>;
  for (const key of SETTING_KEYS) {
    const s = own?.[key];
    out[key] = isStamp(s) ? { t: s.t, w: s.w } : own ? NO_STAMP : legacy;
  }
  return out;
}

/** A new writer's name: one plugin load on one device. */
const newWriter = (): string => Math.random().toString(36).slice(2, 10);

/* ---- the last results of each block line (issue 16: they survive a re-render and a reload) ---- */

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
    line.time = time.toISOString();
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

/** Two copies' settings as one, key by key: each setting from the copy that changed it last. */
export function mergeSettings(
  local: StoredData,
  disk: StoredData,
): { settings: HbmSettings; stamps: Record<SettingKey, Stamp> } {
  const mine = readSettings(local);
  const theirs = readSettings(disk);
  const myStamps = readStamps(local);
  const theirStamps = readStamps(disk);
  const settings = { ...mine } as Record<SettingKey, unknown>;
  const stamps = { ...myStamps };
  for (const key of SETTING_KEYS) {
    const a = myStamps[key];
    const b = theirStamps[key];
    // Equal stamps come only from older data (both copies stamped with the same time): any fixed choice.
    const tie = !stampAfter(a, b) && !stampAfter(b, a);
    if (stampAfter(b, a) || (tie && JSON.stringify(theirs[key]) > JSON.stringify(mine[key]))) {
      settings[key] = theirs[key];
      stamps[key] = b;
    }
  }
  return { settings: settings as unknown as HbmSettings, stamps };
}

const latestStamp = (stamps: Record<SettingKey, Stamp>): number =>
  Math.max(0, ...Object.values(stamps).map((s) => s.t));

/** Two copies of data.json as one: each setting changed last, both logs united, both lines' results united. */
export function mergeStoredData(local: StoredData, disk: StoredData): StoredData {
  const { settings, stamps } = mergeSettings(local, disk);
  const clearedAt = laterTime(local.rollLogClearedAt, disk.rollLogClearedAt);
  const removed = readRemoved(local.rollLogRemoved, disk.rollLogRemoved);
  return {
    ...settings,
    settingsUpdated: latestStamp(stamps),
    settingsStamps: stamps,
    rollLog: mergeLogs(readEntries(local.rollLog), readEntries(disk.rollLog), clearedAt, new Set(removed)),
    rollLogClearedAt: clearedAt,
    rollLogRemoved: removed,
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
  /** Each setting's last change, and the values as last stamped (to see which ones a change touched). */
  private stamps: Record<SettingKey, Stamp>;
  private stamped: HbmSettings;
  /** The hybrid clock: the latest stamp made or seen here. */
  private clock: number;
  private readonly writer = newWriter();
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
    this.stamps = readStamps(stored);
    this.stamped = { ...this.settings };
    this.clock = latestStamp(this.stamps);
    this.log = new RollLog(
      stored.rollLog,
      stored.rollLogClearedAt ?? null,
      () => this.scheduleSave(),
      stored.rollLogRemoved,
    );
    this.blockResults = new LineResults(stored.blockResults, () => this.scheduleSave());
  }

  static async load(host: DataHost, onSettingsChanged: () => void): Promise<PluginData> {
    return new PluginData(host, asStored(await host.loadData()), onSettingsChanged);
  }

  /** After the settings object was changed: each changed setting gets a new stamp; saved at once. */
  saveSettings(now = Date.now()): Promise<void> {
    this.settings.party = normalizeParty(this.settings.party);
    for (const key of SETTING_KEYS) {
      if (this.settings[key] === this.stamped[key]) continue;
      this.clock = Math.max(now, this.clock + 1);
      this.stamps[key] = { t: this.clock, w: this.writer };
    }
    this.stamped = { ...this.settings };
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
      settingsUpdated: latestStamp(this.stamps),
      settingsStamps: { ...this.stamps },
      rollLog: [...this.log.list()],
      rollLogClearedAt: this.log.clearedAt,
      rollLogRemoved: this.log.removedIds,
      blockResults: [...this.blockResults.list()],
    };
  }

  /** Adopts a merged copy: each setting changed later elsewhere in place, the rolls united with what is held now. */
  private take(merged: StoredData): void {
    const values = readSettings(merged);
    const stamps = readStamps(merged);
    const target = this.settings as unknown as Record<SettingKey, unknown>;
    let changed = false;
    for (const key of SETTING_KEYS) {
      const tie = !stampAfter(stamps[key], this.stamps[key]) && !stampAfter(this.stamps[key], stamps[key]);
      // A tie (older data on both copies): the merge already chose the value, the same on both devices.
      if (!stampAfter(stamps[key], this.stamps[key]) && !(tie && values[key] !== this.settings[key])) continue;
      target[key] = values[key];
      (this.stamped as unknown as Record<SettingKey, unknown>)[key] = values[key];
      this.stamps[key] = stamps[key];
      changed = true;
    }
    this.clock = Math.max(this.clock, latestStamp(stamps));
    if (changed) this.onSettingsChanged();
    this.log.merge(merged.rollLog ?? [], merged.rollLogClearedAt ?? null, merged.rollLogRemoved ?? []);
    this.blockResults.merge(merged.blockResults ?? []);
  }
}
