import { normalizePath } from "obsidian";
import { laterTime, mergeLogs, readEntries, readRemoved, RollLog, type RollLogEntry } from "../roll/log";
import { LineResults, mergeLineResults, newWriter, readLineResults, type StoredLineResults } from "./block-results";
import { DEFAULT_SETTINGS, type HbmSettings } from "./settings";

export * from "./block-results";

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
