import { ItemView, type WorkspaceLeaf } from "obsidian";
import type { RollResult } from "../core/roll/execute";
import { t } from "./i18n";

export const ROLL_LOG_VIEW = "hbm-roll-log";
export const ROLL_LOG_CAP = 200;

export interface RollLogEntry {
  label: string | null;
  character: string | null;
  /** The note the roll came from. */
  path: string;
  /** ISO time. */
  time: string;
  text: string;
}

/** Recent rolls from every note, kept in plugin data, capped, clearable. */
export class RollLog {
  private entries: RollLogEntry[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(initial: unknown, private readonly persist: (entries: RollLogEntry[]) => void) {
    if (Array.isArray(initial)) {
      this.entries = initial
        .filter((e): e is RollLogEntry => !!e && typeof e === "object" && typeof (e as RollLogEntry).text === "string")
        .slice(0, ROLL_LOG_CAP);
    }
  }

  list(): readonly RollLogEntry[] {
    return this.entries;
  }

  add(result: RollResult, path: string, time = new Date()): RollLogEntry {
    const entry: RollLogEntry = { label: result.label, character: result.character, path, time: time.toISOString(), text: result.text };
    this.entries.unshift(entry);
    if (this.entries.length > ROLL_LOG_CAP) this.entries.length = ROLL_LOG_CAP;
    this.changed();
    return entry;
  }

  /** A line that is not a roll (an encounter step), kept like one. */
  addText(label: string | null, text: string, path: string, time = new Date()): RollLogEntry {
    const entry: RollLogEntry = { label, character: null, path, time: time.toISOString(), text };
    this.entries.unshift(entry);
    if (this.entries.length > ROLL_LOG_CAP) this.entries.length = ROLL_LOG_CAP;
    this.changed();
    return entry;
  }

  clear(): void {
    this.entries = [];
    this.changed();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    this.persist(this.entries);
    for (const l of [...this.listeners]) l();
  }
}

/** One line of the log as plain text, for the note's "Dziennik rzutów" section. */
export function logLine(entry: RollLogEntry): string {
  const time = entry.time.slice(11, 16);
  const who = entry.character ? `${entry.character} · ` : "";
  return `${time} ${who}${entry.label ? entry.label + ": " : ""}${entry.text}`;
}

export class RollLogView extends ItemView {
  constructor(leaf: WorkspaceLeaf, private readonly log: RollLog) {
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
    this.register(this.log.onChange(() => this.render()));
    this.render();
    return Promise.resolve();
  }

  render(): void {
    const el = this.contentEl;
    el.empty();
    el.addClass("hbm-roll-log");
    const bar = el.createDiv({ cls: "hbm-roll-log-bar" });
    const clear = bar.createEl("button", { text: t("rollLogClear"), attr: { type: "button" } });
    clear.addEventListener("click", () => this.log.clear());
    const entries = this.log.list();
    if (entries.length === 0) {
      el.createDiv({ cls: "hbm-hint", text: t("rollLogEmpty") });
      return;
    }
    const list = el.createEl("ul", { cls: "hbm-roll-log-list" });
    for (const entry of entries) {
      const item = list.createEl("li", { cls: "hbm-roll-log-entry" });
      const head = item.createDiv({ cls: "hbm-roll-log-head" });
      head.createSpan({ cls: "hbm-roll-log-time", text: new Date(entry.time).toLocaleTimeString() });
      if (entry.character) head.createSpan({ cls: "hbm-roll-log-character", text: entry.character });
      if (entry.label) head.createSpan({ cls: "hbm-roll-log-label", text: entry.label });
      const link = head.createEl("a", { cls: "hbm-roll-log-note", text: entry.path.replace(/\.md$/, ""), attr: { href: "#" } });
      link.addEventListener("click", (e) => {
        e.preventDefault();
        void this.app.workspace.openLinkText(entry.path, "");
      });
      item.createDiv({ cls: "hbm-result-text", text: entry.text });
    }
  }
}
