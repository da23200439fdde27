import { ItemView, type WorkspaceLeaf } from "obsidian";
import type { RollResult } from "../../core/roll";
import { withoutMd } from "../../core/vault/links";
import { language, onLanguageChange, t } from "../i18n/i18n";
import { newWriter, timeAfter } from "../settings/block-results";
import { renderResult } from "./render-result";

export const ROLL_LOG_VIEW = "hbm-roll-log";
export const ROLL_LOG_CAP = 200;

export interface RollLogEntry {
  /** Unique across devices: two phones' logs merge by it (see plugin-data.ts). */
  id: string;
  label: string | null;
  character: string | null;
  /** The note the roll came from. */
  path: string;
  /** ISO time. */
  time: string;
  /** The roll as text in the language it was made in (the note's log, older data). */
  text: string;
  /** The roll itself: the view draws it (boxes, verdict) in the language in force. */
  result?: RollResult;
}

function isEntry(e: unknown): e is Omit<RollLogEntry, "id"> & { id?: unknown } {
  const entry = e as RollLogEntry | null;
  return (
    !!entry &&
    typeof entry === "object" &&
    typeof entry.text === "string" &&
    typeof entry.time === "string" &&
    typeof entry.path === "string"
  );
}

/** Entries read from stored data; entries saved before ids existed get one from their time and text. */
export function readEntries(stored: unknown): RollLogEntry[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(isEntry).map((e) => ({
    id: typeof e.id === "string" ? e.id : `${e.time}|${e.text}`,
    label: typeof e.label === "string" ? e.label : null,
    character: typeof e.character === "string" ? e.character : null,
    path: e.path,
    time: e.time,
    text: e.text,
    ...(e.result && typeof e.result === "object" && typeof (e.result as { type?: unknown }).type === "string"
      ? { result: e.result }
      : {}),
  }));
}

/** Ids of cleared entries kept at most (the newest): five full logs. */
export const REMOVED_CAP = 5 * ROLL_LOG_CAP;

/** Cleared ids from stored data, newest first (ids begin with their time), capped. */
export function readRemoved(...stored: unknown[]): string[] {
  const ids = new Set<string>();
  for (const s of stored) if (Array.isArray(s)) for (const id of s) if (typeof id === "string") ids.add(id);
  return [...ids].sort((x, y) => (x < y ? 1 : x > y ? -1 : 0)).slice(0, REMOVED_CAP);
}

/**
 * Two logs as one: every entry of either (by id), none that a clearing saw (`removed`, by id: a
 * roll made elsewhere after the clearing stays, whatever either device's clock says), none at or
 * before `clearedAt` (older data's clearing time, and the bound below which a full log's clearing
 * had already dropped entries), newest first, capped. Neither device's rolls are lost.
 */
export function mergeLogs(
  a: readonly RollLogEntry[],
  b: readonly RollLogEntry[],
  clearedAt: string | null,
  removed: ReadonlySet<string> = new Set(),
): RollLogEntry[] {
  const byId = new Map<string, RollLogEntry>();
  for (const e of [...a, ...b])
    if (!byId.has(e.id) && !removed.has(e.id) && (clearedAt === null || e.time > clearedAt)) byId.set(e.id, e);
  return [...byId.values()]
    .sort((x, y) => (x.time === y.time ? (x.id < y.id ? 1 : -1) : x.time < y.time ? 1 : -1))
    .slice(0, ROLL_LOG_CAP);
}

/** The later of two ISO times (null: never). */
export function laterTime(a: string | null | undefined, b: string | null | undefined): string | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a > b ? a : b;
}

const newId = (time: string): string => `${time}-${newWriter()}`;

/** Recent rolls from every note, kept in plugin data, capped, clearable. */
export class RollLog {
  private entries: RollLogEntry[] = [];
  /** Older data's clearing time, or the bound below which a full log's clearing dropped entries. */
  private cleared: string | null;
  /** The ids a clearing removed, on any device: those entries never come back in a merge. */
  private removed: Set<string>;
  private readonly listeners = new Set<() => void>();

  /** `changed` runs after every change made here (a roll, clearing); not after a merge. */
  constructor(
    initial: unknown,
    clearedAt: string | null,
    private readonly changed: () => void,
    removed: unknown = [],
  ) {
    this.cleared = clearedAt;
    this.removed = new Set(readRemoved(removed));
    this.entries = mergeLogs(readEntries(initial), [], clearedAt, this.removed);
  }

  list(): readonly RollLogEntry[] {
    return this.entries;
  }

  get clearedAt(): string | null {
    return this.cleared;
  }

  /** The ids clearings removed (newest first, capped). */
  get removedIds(): string[] {
    return readRemoved([...this.removed]);
  }

  add(result: RollResult, path: string, time = new Date()): RollLogEntry {
    // `text` is already in the language the roll was made in; the structured result redraws in any.
    return this.push(
      result.label,
      result.character,
      result.text,
      path,
      time,
      typeof result.type === "string" ? result : undefined,
    );
  }

  /** A line that is not a roll (an encounter step), kept like one. */
  addText(label: string | null, text: string, path: string, time = new Date()): RollLogEntry {
    return this.push(label, null, text, path, time);
  }

  private push(
    label: string | null,
    character: string | null,
    text: string,
    path: string,
    time: Date,
    result?: RollResult,
  ): RollLogEntry {
    const iso = timeAfter(this.entries[0]?.time, time);
    const entry: RollLogEntry = {
      id: newId(iso),
      label,
      character,
      path,
      time: iso,
      text,
      ...(result ? { result } : {}),
    };
    this.entries.unshift(entry);
    if (this.entries.length > ROLL_LOG_CAP) this.entries.length = ROLL_LOG_CAP;
    this.changed();
    this.notify();
    return entry;
  }

  /** Removes what this device holds, and only that: a roll made elsewhere and not yet seen stays. */
  clear(): void {
    for (const e of this.entries) this.removed.add(e.id);
    this.removed = new Set(readRemoved([...this.removed]));
    // A full log had already dropped its oldest entries; those are seen too.
    const oldest = this.entries.length >= ROLL_LOG_CAP ? this.entries[this.entries.length - 1]?.time : undefined;
    if (oldest) this.cleared = laterTime(this.cleared, oldest);
    this.entries = [];
    this.changed();
    this.notify();
  }

  /** Takes in another copy's entries and clearings (a synced data.json); true when the list changed. */
  merge(entries: readonly RollLogEntry[], clearedAt: string | null, removed: readonly string[] = []): boolean {
    this.cleared = laterTime(this.cleared, clearedAt);
    this.removed = new Set(readRemoved([...this.removed], removed));
    const merged = mergeLogs(this.entries, entries, this.cleared, this.removed);
    const same = merged.length === this.entries.length && merged.every((e, i) => e.id === this.entries[i]?.id);
    if (same) return false;
    this.entries = merged;
    this.notify();
    return true;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(): void {
    for (const l of [...this.listeners]) l();
  }
}

/** One line of the log as plain text, for the note's "Dziennik rzutów" section. */
export function logLine(entry: RollLogEntry): string {
  const time = entry.time.slice(11, 16);
  const who = entry.character ? `${entry.character} · ` : "";
  return `${time} ${who}${entry.label ? entry.label + ": " : ""}${entry.text}`;
}

/**
 * The log in a side pane. A roll adds one entry at the top (and drops the oldest at 200): the view
 * draws that entry and removes the dropped one, and redraws the whole list only when the list
 * changed otherwise (cleared, merged with a synced copy, the language changed). Redrawing 200
 * entries cost about 233 ms a roll in a long campaign (issue 30).
 */
export class RollLogView extends ItemView {
  private listEl: HTMLElement | null = null;
  /** The entries drawn, newest first, and their list items. */
  private drawn: string[] = [];
  private items = new Map<string, HTMLElement>();

  constructor(
    leaf: WorkspaceLeaf,
    private readonly log: RollLog,
  ) {
    super(leaf);
  }

  getViewType(): string {
    return ROLL_LOG_VIEW;
  }

  getDisplayText(): string {
    return t("rollLogTitle");
  }

  override getIcon(): string {
    return "dice";
  }

  override onOpen(): Promise<void> {
    this.register(this.log.onChange(() => this.refresh()));
    this.register(onLanguageChange(() => this.render()));
    this.render();
    return Promise.resolve();
  }

  /** After a change of the log: the new entries drawn on top and the dropped ones removed, or the whole list redrawn. */
  refresh(): void {
    const entries = this.log.list();
    const list = this.listEl;
    const top = this.drawn[0];
    const added = top === undefined ? -1 : entries.findIndex((e) => e.id === top);
    if (!list || entries.length === 0 || added < 0) return this.render();
    // What was drawn must still follow the new entries, in order; the tail may be gone (the cap).
    const kept = entries.length - added;
    if (kept > this.drawn.length) return this.render();
    for (let i = added; i < entries.length; i++) if (entries[i]!.id !== this.drawn[i - added]) return this.render();
    for (const id of this.drawn.slice(kept)) {
      this.items.get(id)?.remove();
      this.items.delete(id);
    }
    for (let i = added - 1; i >= 0; i--) {
      const item = this.drawEntry(list, entries[i]!);
      list.insertBefore(item, list.firstChild);
    }
    this.drawn = entries.map((e) => e.id);
  }

  render(): void {
    const el = this.contentEl;
    el.empty();
    el.addClass("hbm-roll-log");
    this.listEl = null;
    this.drawn = [];
    this.items.clear();
    const bar = el.createDiv({ cls: "hbm-roll-log-bar" });
    const clear = bar.createEl("button", { text: t("rollLogClear"), attr: { type: "button" } });
    clear.addEventListener("click", () => this.log.clear());
    const entries = this.log.list();
    if (entries.length === 0) {
      el.createDiv({ cls: "hbm-hint", text: t("rollLogEmpty") });
      return;
    }
    const list = el.createEl("ul", { cls: "hbm-roll-log-list" });
    for (const entry of entries) this.drawEntry(list, entry);
    this.listEl = list;
    this.drawn = entries.map((e) => e.id);
  }

  /** One entry's list item, appended to the list. */
  private drawEntry(list: HTMLElement, entry: RollLogEntry): HTMLElement {
    const item = list.createEl("li", { cls: "hbm-roll-log-entry" });
    const head = item.createDiv({ cls: "hbm-roll-log-head" });
    head.createSpan({
      cls: "hbm-roll-log-time",
      text: new Date(entry.time).toLocaleTimeString(language() === "pl" ? "pl-PL" : "en-GB", {
        hour: "2-digit",
        minute: "2-digit",
      }),
    });
    if (entry.character) head.createSpan({ cls: "hbm-roll-log-character", text: entry.character });
    if (entry.label) head.createSpan({ cls: "hbm-roll-log-label", text: entry.label });
    const link = head.createEl("a", {
      cls: "hbm-roll-log-note",
      text: withoutMd(entry.path),
      attr: { href: "#" },
    });
    link.addEventListener("click", (e) => {
      e.preventDefault();
      void this.app.workspace.openLinkText(entry.path, "");
    });
    if (entry.result) renderResult(item, entry.result);
    else item.createDiv({ cls: "hbm-result-text", text: entry.text });
    this.items.set(entry.id, item);
    return item;
  }
}
