import { ItemView, TFile, type WorkspaceLeaf } from "obsidian";
import type { PluginHost } from "../host";
import { language, t } from "../i18n/i18n";
import { advancePanel } from "./advance";
import { BarsPart } from "./bars";
import { conditionsPart } from "./conditions";
import { sheetData, type SheetData, type SheetUi, type Shown } from "./context";
import { equipmentPanel } from "./equipment";
import { statsPart, titlePart, toolsPart } from "./header";
import { noStatsHint, notesPanel } from "./notes";
import { sheetParty } from "./party";
import { Later } from "./later";
import { StagedDraw } from "./staged";
import { keyedPart, type KeyedPart, type Part } from "./part";
import { testPanel } from "./skills";
import { spellsPanel } from "./spells";
import { renderShown } from "./shown";
import { activeTab, renderTabs, TAB_LABEL, tabsFor, type TabId } from "./tabs";
import { talentsPanel } from "./talents";

export const SHEET_VIEW = "hbm-character-sheet";

/** What the sheet keeps across restarts (Obsidian stores it with the layout). */
export interface SheetViewState {
  path?: string | null;
  pinned?: boolean;
  /** The open tab per character. */
  tabs?: Record<string, TabId>;
  /** Open sections and rule texts, by key. */
  open?: string[];
}

/**
 * "Karta postaci" in the right sidebar: follows the active note when it is a
 * character, or stays on a pinned one (kept in the view state). Built once
 * per character; after that every change updates only the pieces whose data
 * changed, so the scroll position, the open tab and open sections stay.
 */
export class SheetView extends ItemView {
  private path: string | null = null;
  private pinned = false;
  private tabs = new Map<string, TabId>();
  private open = new Set<string>();
  private showAll = new Set<string>();
  private shown = new Map<string, { shown: Shown; n: number }>();
  private redraw: number | null = null;
  private mode: "empty" | "no-stats" | "sheet" | null = null;
  private parts: Part[] = [];
  private panels = new Map<TabId, KeyedPart>();
  private tabStrip: KeyedPart | null = null;
  private result: KeyedPart | null = null;
  private data: SheetData | null = null;
  /** How many times the whole sheet was built (tests: an action must not rebuild it). */
  builds = 0;
  private readonly ui: SheetUi;
  /** The tabs not drawn yet since the sheet was built: drawn after the opening task, in slices (issue 30). */
  private undrawn: TabId[] = [];
  private readonly staged = new StagedDraw({
    wanted: () => this.keyFor(this.path),
    built: () => this.built,
    readCharacter: () => void this.plugin.vaultIndex.index.get(this.path ?? "")?.character,
    prepare: () => (this.prepared = this.path ? sheetData(this.plugin, this.path) : null),
    drawHeader: () => this.draw(),
    prepareTab: () => {
      const data = this.data;
      if (data) void [data.attributes, data.skills, data.weapons];
    },
    drawTab: () => {
      const data = this.data;
      if (data && this.mode === "sheet") this.panels.get(activeTab(data, this.tab))?.update(data);
    },
    tabReadsWarm: () => !!this.data && activeTab(this.data, this.tab) === "equipment",
    // The equipment tab lists every elixir of every chapter (a stat block has no elixirs).
    toWarm: () => (this.data?.npc === false ? this.plugin.vaultIndex.index.ofKind("elixirs").map((n) => n.path) : []),
    warm: (path) => void this.plugin.vaultIndex.index.get(path)?.elixirs,
    drawHidden: () => this.drawHidden(),
  });
  private readonly later = new Later(() => this.staged.step());

  constructor(
    leaf: WorkspaceLeaf,
    private readonly plugin: PluginHost,
  ) {
    super(leaf);
    this.ui = {
      app: this.app,
      plugin,
      show: (path, shown) => {
        this.shown.set(path, { shown, n: (this.shown.get(path)?.n ?? 0) + 1 });
        if (path === this.path) this.update();
      },
      isOpen: (key) => this.open.has(key),
      setOpen: (key, open) => {
        if (open) this.open.add(key);
        else this.open.delete(key);
        this.saveLayout();
      },
    };
  }

  getViewType(): string {
    return SHEET_VIEW;
  }

  getDisplayText(): string {
    return t("sheetTitle");
  }

  override getIcon(): string {
    return "scroll-text";
  }

  get characterPath(): string | null {
    return this.path;
  }

  /** The pinned character, if the sheet is pinned: commands act on it. */
  get pinnedPath(): string | null {
    return this.pinned ? this.path : null;
  }

  /** The open tab of the shown character. */
  get tab(): TabId {
    return (this.path && this.tabs.get(this.path)) || "test";
  }

  override getState(): Record<string, unknown> {
    const state: SheetViewState = {
      path: this.path,
      pinned: this.pinned,
      tabs: Object.fromEntries(this.tabs),
      open: [...this.open],
    };
    return state as Record<string, unknown>;
  }

  override setState(state: unknown, _result: { history: boolean }): Promise<void> {
    const s = (state ?? {}) as SheetViewState;
    if (typeof s.path === "string") this.path = s.path;
    this.pinned = s.pinned === true && typeof s.path === "string";
    if (s.tabs && typeof s.tabs === "object")
      for (const [p, tab] of Object.entries(s.tabs)) if (tab in TAB_LABEL) this.tabs.set(p, tab);
    if (Array.isArray(s.open)) for (const k of s.open) if (typeof k === "string") this.open.add(k);
    if (this.path) this.plugin.activeCharacterPath = this.path;
    this.mode = null;
    this.update();
    return Promise.resolve();
  }

  private saveLayout(): void {
    const workspace = this.app.workspace as { requestSaveLayout?: () => unknown };
    workspace.requestSaveLayout?.();
  }

  override onOpen(): Promise<void> {
    this.registerEvent(this.app.workspace.on("file-open", (file) => this.follow(file)));
    this.register(
      this.plugin.vaultIndex.index.onChange((paths) => {
        // The note followed before the first index had read it: shown now that it is read.
        if (this.waiting !== null && paths.includes(this.waiting)) this.followPath(this.waiting);
        if (paths.some((p) => this.affects(p))) this.scheduleUpdate();
      }),
    );
    // The party switcher: the party is read in slices (party-reader.ts) and drawn when it is read.
    const party = sheetParty(this.plugin);
    this.register(party.onChange(() => this.scheduleUpdate()));
    this.register(() => party.stop());
    this.register(this.plugin.services.onDataChanged(() => this.scheduleUpdate()));
    // An action drawn before its write lands (−/+), or a write that came out otherwise: redraw now, in the same task.
    this.register(
      this.plugin.actions.onShown((path) => {
        if (path === this.path) this.update();
      }),
    );
    this.register(
      this.plugin.actions.onActivity((a) => {
        for (const p of a.paths)
          this.shown.set(p, { shown: { title: a.title, lines: a.lines }, n: (this.shown.get(p)?.n ?? 0) + 1 });
        if (this.path && a.paths.includes(this.path)) this.update();
      }),
    );
    if (!this.pinned) this.follow(this.app.workspace.getActiveFile());
    if (this.mode === null) this.update();
    return Promise.resolve();
  }

  override onClose(): Promise<void> {
    if (this.redraw !== null) window.clearTimeout(this.redraw);
    this.later.stop();
    this.staged.stop();
    return Promise.resolve();
  }

  /** Show a character (and pin it when asked). */
  show(path: string, pin = false): void {
    // Already drawn for it (the sheet command after the view followed the same note, issue 30): every
    // change since has its own redraw, so the character is not read and drawn a second time in this task.
    const drawn = path === this.path && (this.pinned || !pin) && this.built.startsWith(`${path}|`);
    this.path = path;
    if (pin) this.pinned = true;
    this.plugin.activeCharacterPath = path;
    this.saveLayout();
    if (!drawn) this.update();
  }

  /** A note opened while the first index runs, not read yet: followed once it is (issue 30). */
  private waiting: string | null = null;

  private follow(file: TFile | null): void {
    if (file) this.followPath(file.path);
  }

  private followPath(path: string): void {
    if (this.pinned) return;
    const note = this.plugin.vaultIndex.index.get(path);
    this.waiting = !note && !this.plugin.vaultIndex.isReady ? path : null;
    if (note?.isCharacter && path !== this.path) this.show(path);
  }

  /** A change concerns the sheet when it is this character or a note the sheet reads from. */
  private affects(path: string): boolean {
    if (path === this.path) return true;
    const kind = this.plugin.vaultIndex.index.get(path)?.kind;
    return (
      kind === undefined ||
      ["spell", "talent", "race", "elixirs", "weapon", "armor", "shield", "gear", "pc"].includes(kind)
    );
  }

  private scheduleUpdate(): void {
    if (this.redraw !== null) return;
    this.redraw = window.setTimeout(() => {
      this.redraw = null;
      this.update();
    }, 30);
  }

  /** A full rebuild (the bench measures it); actions never call it, they update in place. */
  render(): void {
    this.mode = null;
    this.update();
  }

  /**
   * Draws the sheet for the shown character. A character not drawn yet is drawn in later tasks, each
   * short (issue 30: its first open was one task of 51-90 ms in Chromium): its note read (the costliest
   * piece), then the header, then the open tab, then the hidden tabs. The sheet shows what it showed until then.
   */
  update(): void {
    this.prepared = null;
    const key = this.keyFor(this.path);
    if (key && key !== this.built) this.later.start();
    else this.draw();
  }

  /** What a built sheet is built for: the character, stat block or not, and the language ("" for none). */
  private keyFor(path: string | null): string {
    const note = path ? this.plugin.vaultIndex.index.get(path) : undefined;
    return note?.isCharacter ? `${path}|${note.kind === "npc-statblock"}|${language()}` : "";
  }

  /** Resolves once the shown character's header and open tab are drawn (openSheet waits for it). */
  whenDrawn(): Promise<void> {
    return this.staged.whenDrawn();
  }

  /** Draws in this task what a first open leaves to later tasks, but the hidden tabs (the bench times it whole). */
  drawNow(): void {
    while (this.staged.drawing) this.staged.step();
  }

  /** What a piece of a first draw worked out for the next (forgotten at any update: something changed). */
  private prepared: SheetData | null = null;

  private draw(): void {
    const data = this.prepared ?? (this.path ? sheetData(this.plugin, this.path) : null);
    this.prepared = null;
    this.data = data;
    const mode = !data ? "empty" : data.sheet.hasStats ? "sheet" : "no-stats";
    if (mode !== this.mode || (data && this.built !== this.keyFor(data.path))) this.build(mode, data);
    if (!data || mode !== "sheet") return;
    for (const part of this.parts) part.update(data);
    this.result?.update(data);
    this.tabStrip?.update(data);
    const active = activeTab(data, this.tab);
    for (const [id, panel] of this.panels) {
      const on = id === active;
      panel.el.toggleClass("is-hidden", !on);
      // Hidden panels are drawn once after the first open (drawHidden), then again when they are opened;
      // the open one of a first draw in the task after the header (step).
      if (on && !this.staged.tabWaits) panel.update(data);
    }
  }

  /**
   * One hidden tab drawn with the data in force now (a redraw or another character since the build
   * is what gets drawn); false when none is left. The open tab was drawn by update().
   */
  private drawHidden(): boolean {
    const data = this.data;
    const id = this.undrawn.shift();
    if (!data || this.mode !== "sheet" || id === undefined) return false;
    if (id !== this.tab && tabsFor(data).includes(id)) this.panels.get(id)?.update(data);
    return this.undrawn.length > 0;
  }

  private built = "";

  private build(mode: "empty" | "no-stats" | "sheet", data: SheetData | null): void {
    this.builds++;
    this.mode = mode;
    this.built = data ? this.keyFor(data.path) : "";
    const root = this.contentEl;
    root.empty();
    root.addClass("hbm-sheet");
    this.parts = [];
    this.panels.clear();
    this.tabStrip = null;
    this.result = null;
    this.undrawn = [];
    if (!data) {
      root.createDiv({ cls: "hbm-hint", text: t("sheetEmpty") });
      return;
    }
    root.toggleClass("is-npc", data.npc);
    const head = root.createDiv({ cls: "hbm-sheet-head" });
    const header = {
      pinned: this.pinned,
      togglePin: () => this.togglePin(),
      switchTo: (p: string) => this.show(p, this.pinned),
    };
    Object.defineProperty(header, "pinned", { get: () => this.pinned });
    this.parts.push(titlePart(head, this.ui, header));
    if (mode === "no-stats") {
      for (const part of this.parts) part.update(data);
      noStatsHint(root, data, () => this.plugin.fillStats(data.path));
      return;
    }
    // The name and the bars stay at the top while the rest scrolls.
    this.parts.push(new BarsPart(head, this.ui));
    const table = root.createDiv({ cls: "hbm-sheet-table" });
    this.parts.push(statsPart(table), conditionsPart(table, this.ui), toolsPart(table, this.ui));
    this.result = keyedPart(
      root,
      "hbm-result-box",
      (d) => `${d.path}|${this.shown.get(d.path)?.n ?? 0}|${language()}`,
      (el, d) => {
        const entry = this.shown.get(d.path);
        if (entry) renderShown(el, this.plugin, entry.shown, d.path);
      },
    );
    this.tabStrip = keyedPart(
      root,
      "hbm-tabs",
      (d) => JSON.stringify([d.path, tabsFor(d), this.tab, d.sheet.diagnostics.length, language()]),
      (el, d) => this.renderTabs(el, d),
    );
    const panels = root.createDiv({ cls: "hbm-panels" });
    const showAll = {
      get: (p: string) => this.showAll.has(p),
      set: (p: string, v: boolean) => (v ? this.showAll.add(p) : this.showAll.delete(p)),
    };
    this.panels.set("test", testPanel(panels, this.ui));
    this.panels.set("spells", spellsPanel(panels, this.ui));
    this.panels.set("equipment", equipmentPanel(panels, this.ui));
    this.panels.set("talents", talentsPanel(panels, this.ui));
    this.panels.set("advance", advancePanel(panels, this.ui, showAll));
    this.panels.set("notes", notesPanel(panels));
    for (const [id, panel] of this.panels) {
      panel.el.setAttr("role", "tabpanel");
      panel.el.setAttr("data-tab", id);
    }
    // The header and the open tab are drawn in this task (update); the other tabs after it.
    this.undrawn = [...this.panels.keys()];
    this.later.start();
  }

  private togglePin(): void {
    this.pinned = !this.pinned;
    this.saveLayout();
    this.update();
  }

  private renderTabs(el: HTMLElement, d: SheetData): void {
    renderTabs(el, d, this.tab, (id) => {
      this.tabs.set(d.path, id);
      this.saveLayout();
      this.update();
    });
  }
}
