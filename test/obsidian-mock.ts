/**
 * A faithful stand-in for the parts of the `obsidian` module the plugin uses,
 * for tests under happy-dom (aliased in vitest.config.ts) and for the browser
 * host page (e2e-tests/). It behaves like Obsidian where the plugin relies on it:
 * components unload their children and registered callbacks, the vault fires
 * events (a throwing listener is logged, never fails the write), processFrontMatter
 * and vault.process are atomic per file and keep the body byte for byte.
 *
 * Where Obsidian is less kind than a naive stand-in, so is this one (issue 20;
 * each point cites its source in docs/en/manual-checks.md):
 * - an open editor holds its own buffer; typing is unsaved until the view saves it,
 *   and a background write to a note whose editor has unsaved typing replaces the
 *   buffer (Obsidian's "merging changes" can lose recent typing);
 * - metadataCache "changed" fires after the note was re-indexed, asynchronously;
 *   until then getFileCache returns the previous metadata;
 * - processFrontMatter re-dumps the whole YAML block in its own layout (comments
 *   dropped, every string double-quoted, lists unindented), so no test can rely on
 *   one dumper's bytes;
 * - getLanguage() is "en" unless set (test/setup.ts pins Polish suites to "pl");
 * - restored leaves are deferred until revealed, getRightLeaf may return null;
 * - notices expire (Obsidian's default or the given duration);
 * - folders exist (TFolder), `---\n---` is empty frontmatter, CRLF notes parse,
 *   Escape closes a modal, phones carry the `is-mobile`/`is-phone` body classes.
 */
import { parse as parseYaml_, stringify as stringifyYaml } from "yaml";
import { firstLinkpathDest } from "../src/core/vault/links";

/* ---------- DOM helpers (Obsidian adds these to every element) ---------- */

export interface DomElementInfo {
  cls?: string | string[];
  text?: string | DocumentFragment;
  attr?: Record<string, string | number | boolean | null>;
  title?: string;
  parent?: Node;
  value?: string;
  type?: string;
  prepend?: boolean;
  placeholder?: string;
  href?: string;
}

function applyInfo(el: HTMLElement, info?: DomElementInfo | string): void {
  if (info === undefined) return;
  if (typeof info === "string") {
    el.className = info;
    return;
  }
  // A fresh element: its classes are set at once, as Obsidian's createEl does.
  if (info.cls) el.className = (Array.isArray(info.cls) ? info.cls : info.cls.split(" ")).filter(Boolean).join(" ");
  if (info.text !== undefined) {
    if (typeof info.text === "string") el.textContent = info.text;
    else el.appendChild(info.text);
  }
  if (info.attr)
    for (const [k, v] of Object.entries(info.attr)) if (v !== null && v !== false) el.setAttribute(k, String(v));
  if (info.title) el.title = info.title;
  if (info.value !== undefined) (el as HTMLInputElement).value = info.value;
  if (info.type) el.setAttribute("type", info.type);
  if (info.placeholder) el.setAttribute("placeholder", info.placeholder);
  if (info.href) el.setAttribute("href", info.href);
  if (info.parent) {
    if (info.prepend) info.parent.insertBefore(el, info.parent.firstChild);
    else info.parent.appendChild(el);
  }
}

export function installDomHelpers(win: typeof globalThis = globalThis): void {
  const proto = (win as unknown as { HTMLElement?: { prototype: HTMLElement } }).HTMLElement?.prototype as unknown as
    Record<string, unknown> | undefined;
  if (!proto || proto.createEl) return;
  const nodeProto = (win as unknown as { Node: { prototype: Record<string, unknown> } }).Node.prototype;
  const doc = (win as unknown as { document: Document }).document;
  const create = function (
    this: Node,
    tag: string,
    info?: DomElementInfo | string,
    cb?: (el: HTMLElement) => void,
  ): HTMLElement {
    const el = doc.createElement(tag);
    applyInfo(el, info);
    if (!(typeof info === "object" && info.parent)) {
      if (typeof info === "object" && info.prepend) this.insertBefore(el, this.firstChild);
      else this.appendChild(el);
    }
    cb?.(el);
    return el;
  };
  nodeProto.createEl = create;
  nodeProto.createDiv = function (this: Node, info?: DomElementInfo | string, cb?: (el: HTMLElement) => void) {
    return create.call(this, "div", info, cb);
  };
  nodeProto.createSpan = function (this: Node, info?: DomElementInfo | string, cb?: (el: HTMLElement) => void) {
    return create.call(this, "span", info, cb);
  };
  nodeProto.empty = function (this: Node) {
    while (this.firstChild) this.removeChild(this.firstChild);
  };
  nodeProto.setText = function (this: Node, text: string) {
    this.textContent = text;
  };
  nodeProto.appendText = function (this: Node, text: string) {
    this.appendChild(doc.createTextNode(text));
  };
  nodeProto.detach = function (this: ChildNode) {
    this.remove();
  };
  proto.addClass = function (this: HTMLElement, ...cls: string[]) {
    this.classList.add(...cls);
  };
  proto.removeClass = function (this: HTMLElement, ...cls: string[]) {
    this.classList.remove(...cls);
  };
  proto.toggleClass = function (this: HTMLElement, cls: string, value: boolean) {
    this.classList.toggle(cls, value);
  };
  proto.hasClass = function (this: HTMLElement, cls: string) {
    return this.classList.contains(cls);
  };
  proto.setAttr = function (this: HTMLElement, name: string, value: string | number | boolean | null) {
    if (value === null || value === false) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
  };
  const g = win as unknown as Record<string, unknown>;
  const make = (tag: string, info?: DomElementInfo | string, cb?: (el: HTMLElement) => void): HTMLElement => {
    const el = doc.createElement(tag);
    applyInfo(el, info);
    cb?.(el);
    return el;
  };
  g.createEl = make;
  g.createDiv = (info?: DomElementInfo | string, cb?: (el: HTMLElement) => void) => make("div", info, cb);
  g.createSpan = (info?: DomElementInfo | string, cb?: (el: HTMLElement) => void) => make("span", info, cb);
  g.createFragment = (cb?: (el: DocumentFragment) => void) => {
    const f = doc.createDocumentFragment();
    cb?.(f);
    return f;
  };
  g.activeDocument = doc;
  g.activeWindow = win;
}

if (typeof HTMLElement !== "undefined") installDomHelpers();

/* ---------- language, helpers ---------- */

/** obsidian.d.ts: "Get the ISO code for the currently configured app language. Defaults to 'en'." */
const DEFAULT_LANGUAGE = "en";
let appLanguage = DEFAULT_LANGUAGE;
export function getLanguage(): string {
  return appLanguage;
}
export function setMockLanguage(lang: string): void {
  appLanguage = lang;
}
export function resetMockLanguage(): void {
  appLanguage = DEFAULT_LANGUAGE;
}

/** Obsidian's parseYaml: data only. */
export function parseYaml(text: string): unknown {
  return parseYaml_(text);
}

export function normalizePath(path: string): string {
  return path
    .replace(/\\/g, "/")
    .replace(/\/+/g, "/")
    .replace(/^\/|\/$/g, "");
}

export function debounce<T extends unknown[]>(fn: (...args: T) => void, wait = 0) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wrapped = (...args: T) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => fn(...args), wait);
    return wrapped;
  };
  wrapped.cancel = () => {
    if (timer) clearTimeout(timer);
    return wrapped;
  };
  return wrapped;
}

export function setIcon(el: HTMLElement, icon: string): void {
  el.setAttribute("data-icon", icon);
}

export const Platform = {
  isMobile: false,
  isDesktop: true,
  isPhone: false,
  isTablet: false,
  isDesktopApp: true,
  isMobileApp: false,
};

/** Test helper: run as Obsidian on a phone, a tablet or the desktop (Platform flags and the body classes the app sets). */
export function setMockPlatform(kind: "desktop" | "tablet" | "phone"): void {
  Platform.isMobile = Platform.isMobileApp = kind !== "desktop";
  Platform.isDesktop = Platform.isDesktopApp = kind === "desktop";
  Platform.isPhone = kind === "phone";
  Platform.isTablet = kind === "tablet";
  const body = typeof document !== "undefined" ? document.body : null;
  body?.classList.toggle("is-mobile", kind !== "desktop");
  body?.classList.toggle("is-phone", kind === "phone");
  body?.classList.toggle("is-tablet", kind === "tablet");
}

/* ---------- Events and Component ---------- */

export interface EventRef {
  e: Events;
  name: string;
  fn: (...args: unknown[]) => unknown;
}

/** Errors thrown by event listeners (Obsidian logs them to the console and goes on). */
export const listenerErrors: unknown[] = [];
let quietListenerErrors = false;
/** Test helper: collect listener errors without printing them. */
export function quietListeners(quiet = true): void {
  quietListenerErrors = quiet;
}

export class Events {
  private handlers = new Map<string, Set<EventRef>>();
  on(name: string, callback: (...data: never[]) => unknown): EventRef {
    const ref: EventRef = { e: this, name, fn: callback as (...args: unknown[]) => unknown };
    if (!this.handlers.has(name)) this.handlers.set(name, new Set());
    this.handlers.get(name)?.add(ref);
    return ref;
  }
  off(name: string, callback: (...data: never[]) => unknown): void {
    for (const ref of this.handlers.get(name) ?? []) if (ref.fn === callback) this.offref(ref);
  }
  offref(ref: EventRef): void {
    this.handlers.get(ref.name)?.delete(ref);
  }
  /** Like Obsidian's Events: a listener that throws is logged and the others still run; the caller never sees it. */
  trigger(name: string, ...data: unknown[]): void {
    for (const ref of [...(this.handlers.get(name) ?? [])]) {
      try {
        ref.fn(...data);
      } catch (e) {
        listenerErrors.push(e);
        if (!quietListenerErrors) console.error(e);
      }
    }
  }
  listenerCount(name?: string): number {
    if (name) return this.handlers.get(name)?.size ?? 0;
    let n = 0;
    for (const set of this.handlers.values()) n += set.size;
    return n;
  }
}

/** Component state lives outside the class, so its public surface is exactly Obsidian's. */
const componentState = new WeakMap<
  Component,
  { loaded: boolean; children: Component[]; cleanups: Array<() => void> }
>();
function stateOf(c: Component) {
  let st = componentState.get(c);
  if (!st) {
    st = { loaded: false, children: [], cleanups: [] };
    componentState.set(c, st);
  }
  return st;
}

/** Test helper: mark a component as loaded after awaiting its async onload (as Obsidian does for plugins). */
export function markLoaded(c: Component): void {
  stateOf(c).loaded = true;
}

export class Component {
  load(): void {
    const st = stateOf(this);
    if (st.loaded) return;
    st.loaded = true;
    void this.onload();
    for (const child of st.children) child.load();
  }
  onload(): void | Promise<void> {}
  unload(): void {
    const st = stateOf(this);
    if (!st.loaded) return;
    st.loaded = false;
    for (const child of st.children.splice(0)) child.unload();
    for (const cleanup of st.cleanups.splice(0).reverse()) cleanup();
    this.onunload();
  }
  onunload(): void {}
  addChild<T extends Component>(component: T): T {
    const st = stateOf(this);
    st.children.push(component);
    if (st.loaded) component.load();
    return component;
  }
  removeChild<T extends Component>(component: T): T {
    const st = stateOf(this);
    const i = st.children.indexOf(component);
    if (i >= 0) {
      st.children.splice(i, 1);
      component.unload();
    }
    return component;
  }
  register(cb: () => unknown): void {
    stateOf(this).cleanups.push(() => void cb());
  }
  registerEvent(ref: EventRef): void {
    this.register(() => ref.e.offref(ref));
  }
  registerDomEvent(
    el: EventTarget,
    type: string,
    callback: (ev: Event) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void {
    el.addEventListener(type, callback, options);
    this.register(() => el.removeEventListener(type, callback, options));
  }
  registerInterval(id: number): number {
    this.register(() => clearInterval(id));
    return id;
  }
}

export class MarkdownRenderChild extends Component {
  constructor(public containerEl: HTMLElement) {
    super();
  }
}

/* ---------- files, vault, metadata ---------- */

export abstract class TAbstractFile {
  vault!: Vault;
  path = "";
  name = "";
  parent: TFolder | null = null;
}

export class TFile extends TAbstractFile {
  basename = "";
  extension = "";
  stat = { ctime: 0, mtime: 0, size: 0 };
  constructor(path = "") {
    super();
    this.setPath(path);
  }
  setPath(path: string): void {
    this.path = path;
    this.name = path.split("/").pop() ?? path;
    const dot = this.name.lastIndexOf(".");
    this.basename = dot > 0 ? this.name.slice(0, dot) : this.name;
    this.extension = dot > 0 ? this.name.slice(dot + 1) : "";
  }
}

export class TFolder extends TAbstractFile {
  children: TAbstractFile[] = [];
  isRoot(): boolean {
    return this.path === "" || this.path === "/";
  }
}

export interface FrontMatterCache {
  [key: string]: unknown;
}
export interface CachedMetadata {
  frontmatter?: FrontMatterCache;
  tags?: Array<{ tag: string }>;
  headings?: Array<{ heading: string; level: number }>;
}

/** A frontmatter block: `---`, the YAML (possibly nothing: `---\n---` is an empty block, as in Obsidian), `---`; LF or CRLF. */
const FRONTMATTER = /^---\r?\n(?:([\s\S]*?)\r?\n)?---[ \t]*(?:\r?\n|$)/;

export function splitFrontmatter(text: string): { yaml: string | null; body: string; raw: string } {
  const m = FRONTMATTER.exec(text);
  if (!m) return { yaml: null, body: text, raw: "" };
  return { yaml: m[1] ?? "", body: text.slice(m[0].length), raw: m[0] };
}

const parentPath = (path: string): string => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "");

export class Vault extends Events {
  override on(name: "create" | "modify" | "delete", callback: (file: TAbstractFile) => unknown): EventRef;
  override on(name: "rename", callback: (file: TAbstractFile, oldPath: string) => unknown): EventRef;
  override on(name: string, callback: (...data: never[]) => unknown): EventRef;
  override on(name: string, callback: (...data: never[]) => unknown): EventRef {
    return super.on(name, callback);
  }
  private files = new Map<string, { file: TFile; content: string }>();
  private folders = new Map<string, TFolder>();
  /** Writes awaiting their turn, per path: Obsidian serialises writes to one file. */
  private queues = new Map<string, Promise<unknown>>();
  configDir = ".obsidian";
  adapter = { getName: () => "memory" };

  constructor(initial: Record<string, string> = {}) {
    super();
    const root = new TFolder();
    root.vault = this;
    root.name = "";
    this.folders.set("", root);
    for (const [path, content] of Object.entries(initial)) this.put(path, content);
    // Obsidian's own lookup by file name is built while it loads the vault, before any plugin asks.
    this.markdownWithBasename("");
  }

  /** The folder at a path, made with its parents when missing (silently: as the vault holds them at start). */
  private folderAt(path: string): TFolder {
    const existing = this.folders.get(path);
    if (existing) return existing;
    const parent = this.folderAt(parentPath(path));
    const folder = new TFolder();
    folder.vault = this;
    folder.path = path;
    folder.name = path.split("/").pop() ?? path;
    folder.parent = parent;
    parent.children.push(folder);
    this.folders.set(path, folder);
    return folder;
  }

  private put(path: string, content: string): TFile {
    const existing = this.files.get(path);
    const file = existing?.file ?? new TFile(path);
    if (!existing && file.extension === "md" && this.byBasename) {
      const key = file.basename.toLowerCase();
      const list = this.byBasename.get(key);
      if (list) list.push(file);
      else this.byBasename.set(key, [file]);
    }
    file.vault = this;
    if (!existing) {
      const parent = this.folderAt(parentPath(path));
      file.parent = parent;
      parent.children.push(file);
    }
    file.stat = { ctime: file.stat.ctime || Date.now(), mtime: Date.now(), size: content.length };
    this.files.set(path, { file, content });
    return file;
  }

  private unlink(file: TAbstractFile): void {
    const siblings = file.parent?.children;
    if (siblings) siblings.splice(siblings.indexOf(file), 1);
  }

  getName(): string {
    return "test-vault";
  }
  getRoot(): TFolder {
    return this.folders.get("") as TFolder;
  }
  /**
   * Markdown files by lower-case basename, made with the vault, a new file added to it, rebuilt after
   * a file is renamed or deleted:
   * Obsidian resolves links from its own index, so a link costs a lookup, not a walk over the
   * vault (which made the benchmark measure this stand-in, not the plugin).
   */
  private byBasename: Map<string, TFile[]> | null = null;
  markdownWithBasename(name: string): TFile[] {
    if (!this.byBasename) {
      this.byBasename = new Map();
      for (const f of this.getMarkdownFiles()) {
        const key = f.basename.toLowerCase();
        const list = this.byBasename.get(key);
        if (list) list.push(f);
        else this.byBasename.set(key, [f]);
      }
    }
    return this.byBasename.get(name.toLowerCase()) ?? [];
  }
  getFiles(): TFile[] {
    return [...this.files.values()].map((f) => f.file);
  }
  getMarkdownFiles(): TFile[] {
    return this.getFiles().filter((f) => f.extension === "md");
  }
  getAllLoadedFiles(): TAbstractFile[] {
    return [...this.folders.values(), ...this.getFiles()];
  }
  getAbstractFileByPath(path: string): TAbstractFile | null {
    const p = normalizePath(path);
    return this.files.get(p)?.file ?? (p ? (this.folders.get(p) ?? null) : null);
  }
  getFileByPath(path: string): TFile | null {
    return this.files.get(normalizePath(path))?.file ?? null;
  }
  getFolderByPath(path: string): TFolder | null {
    return this.folders.get(normalizePath(path)) ?? null;
  }
  read(file: TFile): Promise<string> {
    return Promise.resolve(this.readSync(file));
  }
  cachedRead(file: TFile): Promise<string> {
    return this.read(file);
  }
  readSync(file: TFile): string {
    const entry = this.files.get(file.path);
    if (!entry) throw new Error(`File not found: ${file.path}`);
    return entry.content;
  }
  async create(path: string, data: string): Promise<TFile> {
    const p = normalizePath(path);
    if (this.files.has(p) || this.folders.has(p)) throw new Error("File already exists.");
    const file = this.put(p, data);
    this.trigger("create", file);
    return Promise.resolve(file);
  }
  async createFolder(path: string): Promise<TFolder> {
    const p = normalizePath(path);
    if (this.files.has(p) || this.folders.has(p)) throw new Error("Folder already exists.");
    const missing: string[] = [];
    for (let q = p; q && !this.folders.has(q); q = parentPath(q)) missing.unshift(q);
    const folder = this.folderAt(p);
    for (const path of missing) this.trigger("create", this.folders.get(path));
    return Promise.resolve(folder);
  }
  async modify(file: TFile, data: string): Promise<void> {
    if (!this.files.has(file.path)) throw new Error(`File not found: ${file.path}`);
    this.put(file.path, data);
    this.trigger("modify", file);
    return Promise.resolve();
  }
  /** Atomic read-modify-write of one file; calls queue per path. */
  process(file: TFile, fn: (data: string) => string): Promise<string> {
    const run = async (): Promise<string> => {
      const before = this.readSync(file);
      const after = fn(before);
      if (after !== before) {
        this.put(file.path, after);
        this.trigger("modify", file);
      }
      return after;
    };
    const previous = this.queues.get(file.path) ?? Promise.resolve();
    const next = previous.then(run, run);
    this.queues.set(
      file.path,
      next.catch(() => undefined),
    );
    return next;
  }
  async rename(file: TAbstractFile, newPath: string): Promise<void> {
    const entry = this.files.get(file.path);
    if (!entry) throw new Error(`File not found: ${file.path}`);
    const oldPath = file.path;
    this.files.delete(oldPath);
    this.unlink(entry.file);
    this.byBasename = null;
    entry.file.setPath(newPath);
    const parent = this.folderAt(parentPath(newPath));
    entry.file.parent = parent;
    parent.children.push(entry.file);
    this.files.set(newPath, entry);
    this.trigger("rename", entry.file, oldPath);
    return Promise.resolve();
  }
  async delete(file: TAbstractFile): Promise<void> {
    if (file instanceof TFolder) {
      for (const child of [...file.children]) await this.delete(child);
      this.folders.delete(file.path);
    } else this.files.delete(file.path);
    this.unlink(file);
    this.byBasename = null;
    this.trigger("delete", file);
    return Promise.resolve();
  }
  async trash(file: TAbstractFile): Promise<void> {
    return this.delete(file);
  }
}

export class MetadataCache extends Events {
  override on(
    name: "changed",
    callback: (file: TFile, data: string, cache: CachedMetadata | null) => unknown,
  ): EventRef;
  override on(name: "deleted", callback: (file: TFile, prevCache: CachedMetadata | null) => unknown): EventRef;
  override on(name: string, callback: (...data: never[]) => unknown): EventRef;
  override on(name: string, callback: (...data: never[]) => unknown): EventRef {
    return super.on(name, callback);
  }
  /** The metadata of each note as last indexed: Obsidian answers getFileCache from it, not from the file. */
  private readonly cache = new Map<string, CachedMetadata>();
  constructor(private readonly vault: Vault) {
    super();
    for (const file of vault.getMarkdownFiles()) this.cache.set(file.path, this.index(file) ?? {});
    // obsidian.d.ts: "changed" is "called when a file has been indexed, and its (updated) cache is now
    // available". Indexing runs apart from the write, so the event comes after it, not inside it.
    const reindex = (file: TAbstractFile) => {
      if (!(file instanceof TFile) || file.extension !== "md") return;
      setTimeout(() => {
        if (vault.getFileByPath(file.path) !== file) return;
        const cache = this.index(file) ?? {};
        this.cache.set(file.path, cache);
        this.trigger("changed", file, vault.readSync(file), cache);
      }, 0);
    };
    vault.on("modify", reindex);
    vault.on("create", reindex);
    vault.on("delete", (file: TAbstractFile) => {
      if (!(file instanceof TFile)) return;
      const previous = this.cache.get(file.path) ?? null;
      this.cache.delete(file.path);
      this.trigger("deleted", file, previous);
    });
    vault.on("rename", (file: TAbstractFile, oldPath: string) => {
      const cached = this.cache.get(oldPath);
      this.cache.delete(oldPath);
      if (cached && file instanceof TFile) this.cache.set(file.path, cached);
    });
  }
  /** Parse a note as Obsidian's indexer would. */
  private index(file: TFile): CachedMetadata | null {
    let text: string;
    try {
      text = this.vault.readSync(file);
    } catch {
      return null;
    }
    const { yaml } = splitFrontmatter(text);
    const cache: CachedMetadata = {};
    if (yaml !== null) {
      try {
        const fm: unknown = parseYaml_(yaml);
        if (fm && typeof fm === "object") cache.frontmatter = fm as FrontMatterCache;
      } catch {
        /* Obsidian leaves frontmatter undefined when YAML does not parse. */
      }
    }
    return cache;
  }
  getFileCache(file: TFile): CachedMetadata | null {
    return this.cache.get(file.path) ?? null;
  }
  /** Obsidian's resolution (a vault path, then the same folder, then the shortest path), as the core implements it. */
  getFirstLinkpathDest(linkpath: string, sourcePath: string): TFile | null {
    const path = firstLinkpathDest(linkpath, sourcePath, {
      exists: (p) => this.vault.getFileByPath(p)?.extension === "md",
      withBasename: (name) => this.vault.markdownWithBasename(name).map((f) => f.path),
    });
    return path === null ? null : this.vault.getFileByPath(path);
  }
  resolvedLinks: Record<string, Record<string, number>> = {};
}

/**
 * Obsidian's processFrontMatter writes the object back with its own YAML dumper: the
 * whole block is re-serialised, comments are lost, quoting and list layout are the
 * dumper's (forum thread "API: processFrontMatter removes string quotes, comments,
 * types, formatting"). The stand-in's dumper deliberately differs from the layout of
 * the project's fixtures (every string double-quoted, list items not indented), so a
 * test can only pass by checking values and the body, never one dumper's bytes.
 */
export function dumpFrontmatter(data: Record<string, unknown>): string {
  return Object.keys(data).length
    ? stringifyYaml(data, {
        lineWidth: 0,
        indentSeq: false,
        defaultStringType: "QUOTE_DOUBLE",
        defaultKeyType: "PLAIN",
      })
    : "";
}

export class FileManager {
  constructor(private readonly vault: Vault) {}
  /**
   * Like Obsidian: parses the YAML, hands the object to `fn`, writes the block back
   * re-serialised (see dumpFrontmatter), atomically, even when nothing changed. The
   * body is kept byte for byte. Throws on YAML that does not parse, and whatever `fn`
   * throws (then nothing is written).
   */
  async processFrontMatter(file: TFile, fn: (frontmatter: Record<string, unknown>) => void): Promise<void> {
    await this.vault.process(file, (text) => {
      const { yaml, body } = splitFrontmatter(text);
      const data = yaml === null || yaml.trim() === "" ? {} : (parseYaml_(yaml) as unknown);
      if (data === null || typeof data !== "object" || Array.isArray(data))
        throw new Error("YAML frontmatter is not a map.");
      fn(data as Record<string, unknown>);
      return `---\n${dumpFrontmatter(data as Record<string, unknown>)}---\n${body}`;
    });
  }
  async trashFile(file: TFile): Promise<void> {
    return this.vault.delete(file);
  }
}

/* ---------- workspace, views ---------- */

export class WorkspaceLeaf extends Events {
  view: ItemView | null = null;
  containerEl: HTMLElement;
  constructor(readonly app: App) {
    super();
    this.containerEl = document.createElement("div");
    this.containerEl.className = "workspace-leaf";
  }
  async setViewState(state: { type: string; active?: boolean; state?: unknown }): Promise<void> {
    const factory = this.app.viewRegistry.get(state.type);
    if (!factory) throw new Error(`No view of type ${state.type}`);
    if (this.view) await this.view.close();
    const view = factory(this);
    this.view = view;
    this.containerEl.empty();
    this.containerEl.appendChild(view.containerEl);
    view.load();
    await view.onOpen();
    if (state.state !== undefined) await view.setState(state.state, { history: false });
  }
  getViewState(): { type: string; state: unknown } {
    return {
      type: this.view?.getViewType() ?? "empty",
      state: this.view instanceof DeferredView ? this.view.state : (this.view?.getState() ?? {}),
    };
  }
  /**
   * obsidian.d.ts 1.7.2: a leaf restored in the background holds a DeferredView until it is
   * shown; `revealLeaf` or `loadIfDeferred` loads the real view.
   */
  get isDeferred(): boolean {
    return this.view instanceof DeferredView;
  }
  async loadIfDeferred(): Promise<void> {
    if (!(this.view instanceof DeferredView)) return;
    const { viewType, state } = this.view;
    this.view = null;
    await this.setViewState({ type: viewType, state });
  }
  /** Opening a note makes it the active file (the creation wizard opens the note it made). */
  openFile(file: TFile): Promise<void> {
    this.app.workspace.setActiveFile(file);
    return Promise.resolve();
  }
  detach(): void {
    void this.view?.close();
    this.view = null;
    this.app.workspace.leaves.delete(this);
    this.containerEl.remove();
  }
}

export class Workspace extends Events {
  override on(name: "file-open", callback: (file: TFile | null) => unknown): EventRef;
  override on(name: string, callback: (...data: never[]) => unknown): EventRef;
  override on(name: string, callback: (...data: never[]) => unknown): EventRef {
    return super.on(name, callback);
  }
  leaves = new Set<WorkspaceLeaf>();
  activeFile: TFile | null = null;
  layoutReady = false;
  /** Test helper: false makes getRightLeaf return null, as obsidian.d.ts allows (`WorkspaceLeaf | null`). */
  rightSplitAvailable = true;
  private readyCallbacks: Array<() => void> = [];
  containerEl: HTMLElement =
    typeof document !== "undefined" ? document.createElement("div") : (null as unknown as HTMLElement);
  constructor(private readonly app: App) {
    super();
  }
  onLayoutReady(cb: () => void): void {
    if (this.layoutReady) cb();
    else this.readyCallbacks.push(cb);
  }
  setLayoutReady(): void {
    this.layoutReady = true;
    for (const cb of this.readyCallbacks.splice(0)) cb();
  }
  getActiveFile(): TFile | null {
    return this.activeFile;
  }
  /** The view of the focused leaf (a note opened with openInEditor), when it is of that type. */
  activeView: View | null = null;
  getActiveViewOfType<T extends View>(type: abstract new (...args: never[]) => T): T | null {
    return this.activeView instanceof type ? this.activeView : null;
  }
  /** Test helper: opens a note in a Markdown editor leaf and focuses it, as a click on the note does. */
  async openInEditor(file: TFile, mode: "source" | "preview" = "source"): Promise<MarkdownView> {
    const leaf = this.getLeaf(true);
    const view = new MarkdownView(leaf, file, this.app.vault.readSync(file), mode);
    leaf.view = view;
    leaf.containerEl.appendChild(view.containerEl);
    view.load();
    this.activeView = view;
    this.setActiveFile(file);
    return view;
  }
  /**
   * Test helper: the workspace as Obsidian restores it at start-up: these side leaves come back
   * deferred (obsidian.d.ts 1.7.2, "Deferred views"), holding only their type and saved state.
   */
  restoreDeferred(views: Array<{ type: string; state?: unknown }>): WorkspaceLeaf[] {
    return views.map(({ type, state }) => {
      const leaf = this.newLeaf();
      leaf.view = new DeferredView(leaf, type, state ?? {});
      return leaf;
    });
  }
  setActiveFile(file: TFile | null): void {
    this.activeFile = file;
    this.trigger("file-open", file);
    this.trigger("active-leaf-change", null);
  }
  getLeavesOfType(type: string): WorkspaceLeaf[] {
    return [...this.leaves].filter((l) => l.view?.getViewType() === type);
  }
  iterateAllLeaves(callback: (leaf: WorkspaceLeaf) => unknown): void {
    for (const leaf of this.leaves) callback(leaf);
  }
  private newLeaf(): WorkspaceLeaf {
    const leaf = new WorkspaceLeaf(this.app);
    this.leaves.add(leaf);
    this.containerEl.appendChild(leaf.containerEl);
    return leaf;
  }
  getRightLeaf(_split: boolean): WorkspaceLeaf | null {
    return this.rightSplitAvailable ? this.newLeaf() : null;
  }
  getLeaf(_newLeaf?: boolean | "tab" | "split" | "window"): WorkspaceLeaf {
    return this.newLeaf();
  }
  /** obsidian.d.ts: "`await` this function to ensure your view has been fully loaded and is not deferred." */
  async revealLeaf(leaf: WorkspaceLeaf): Promise<void> {
    await leaf.loadIfDeferred();
  }
  openLinkText(linktext: string, _sourcePath: string): Promise<void> {
    this.trigger("hbm-mock-open", linktext);
    return Promise.resolve();
  }
  detachLeavesOfType(type: string): void {
    for (const leaf of this.getLeavesOfType(type)) leaf.detach();
  }
}

export class App {
  vault: Vault;
  metadataCache: MetadataCache;
  fileManager: FileManager;
  workspace: Workspace;
  viewRegistry = new Map<string, (leaf: WorkspaceLeaf) => ItemView>();
  commands = new Map<string, Command>();
  settingTabs: PluginSettingTab[] = [];
  constructor(files: Record<string, string> = {}) {
    this.vault = new Vault(files);
    this.metadataCache = new MetadataCache(this.vault);
    this.fileManager = new FileManager(this.vault);
    this.workspace = new Workspace(this);
  }
}

/** obsidian.d.ts: whether a state change goes into the navigation history. */
export interface ViewStateResult {
  history: boolean;
}

export class View extends Component {
  containerEl: HTMLElement;
  constructor(public leaf: WorkspaceLeaf) {
    super();
    this.containerEl = document.createElement("div");
    this.containerEl.className = "view-content-wrapper";
  }
  get app(): App {
    return this.leaf.app;
  }
  getViewType(): string {
    return "";
  }
  getDisplayText(): string {
    return "";
  }
  getIcon(): string {
    return "dice";
  }
  onOpen(): Promise<void> {
    return Promise.resolve();
  }
  onClose(): Promise<void> {
    return Promise.resolve();
  }
  async close(): Promise<void> {
    await this.onClose();
    this.unload();
  }
  /** The view's state for the workspace layout (Obsidian saves it and hands it back on restore). */
  getState(): Record<string, unknown> {
    return {};
  }
  setState(_state: unknown, _result: ViewStateResult): Promise<void> {
    return Promise.resolve();
  }
}

export class ItemView extends View {
  contentEl: HTMLElement;
  constructor(leaf: WorkspaceLeaf) {
    super(leaf);
    this.containerEl.createDiv({ cls: "view-header" });
    this.contentEl = this.containerEl.createDiv({ cls: "view-content" });
  }
  addAction(icon: string, title: string, callback: (evt: MouseEvent) => unknown): HTMLElement {
    const el = this.containerEl.createEl("button", {
      cls: "view-action",
      attr: { "aria-label": title, "data-icon": icon },
    });
    el.addEventListener("click", (e) => callback(e));
    return el;
  }
}

/** The placeholder a restored background leaf holds until it is shown (Obsidian 1.7.2+). */
export class DeferredView extends ItemView {
  constructor(
    leaf: WorkspaceLeaf,
    readonly viewType: string,
    readonly state: unknown,
  ) {
    super(leaf);
  }
  /** As in Obsidian, the leaf still reports the type it will become ("Deferred views": check `instanceof`, not the type). */
  override getViewType(): string {
    return this.viewType;
  }
}

/* ---------- the Markdown editor ---------- */

export interface EditorPosition {
  line: number;
  ch: number;
}

export interface EditorChange {
  from: EditorPosition;
  to?: EditorPosition;
  text: string;
}

export interface EditorTransaction {
  changes?: EditorChange[];
}

/**
 * Obsidian's Editor over one open note, as CodeMirror behaves: a change is made in the
 * document in place; the cursor keeps its place in the text (a position after the change
 * moves with it, one at the insertion point stays before the inserted text); the view saves
 * the document to the file afterwards, without reloading the editor.
 */
export class Editor {
  private doc: string;
  private cursor = 0;
  /** Every change made through the API, in order (tests read it). */
  readonly changes: Array<{ text: string; from: EditorPosition; to: EditorPosition }> = [];
  /** Transactions made through the API (one per replaceRange, setValue or transaction call). */
  transactions = 0;
  constructor(
    text = "",
    private readonly onChange: () => void = () => undefined,
  ) {
    this.doc = text;
  }
  getValue(): string {
    return this.doc;
  }
  setValue(content: string): void {
    this.doc = content;
    this.cursor = Math.min(this.cursor, content.length);
    this.transactions++;
    this.onChange();
  }
  lineCount(): number {
    return this.doc.split("\n").length;
  }
  lastLine(): number {
    return this.lineCount() - 1;
  }
  getLine(line: number): string {
    return this.doc.split("\n")[line] ?? "";
  }
  posToOffset(pos: EditorPosition): number {
    const lines = this.doc.split("\n");
    let offset = 0;
    for (let i = 0; i < Math.min(pos.line, lines.length); i++) offset += (lines[i] as string).length + 1;
    return Math.min(offset + pos.ch, this.doc.length);
  }
  offsetToPos(offset: number): EditorPosition {
    const before = this.doc.slice(0, Math.max(0, Math.min(offset, this.doc.length))).split("\n");
    return { line: before.length - 1, ch: (before[before.length - 1] as string).length };
  }
  getCursor(_which?: "from" | "to" | "head" | "anchor"): EditorPosition {
    return this.offsetToPos(this.cursor);
  }
  setCursor(pos: EditorPosition | number, ch?: number): void {
    this.cursor = this.posToOffset(typeof pos === "number" ? { line: pos, ch: ch ?? 0 } : pos);
  }
  getRange(from: EditorPosition, to: EditorPosition): string {
    return this.doc.slice(this.posToOffset(from), this.posToOffset(to));
  }
  /** One change in offsets, the cursor mapped through it as CodeMirror maps a selection. */
  private splice(start: number, end: number, text: string): void {
    this.doc = this.doc.slice(0, start) + text + this.doc.slice(end);
    if (this.cursor > end || (this.cursor === end && end > start)) this.cursor += text.length - (end - start);
    else if (this.cursor > start) this.cursor = start;
  }
  replaceRange(replacement: string, from: EditorPosition, to?: EditorPosition, _origin?: string): void {
    const start = this.posToOffset(from);
    const end = to ? this.posToOffset(to) : start;
    this.changes.push({ text: replacement, from, to: to ?? from });
    this.splice(start, end, replacement);
    this.transactions++;
    this.onChange();
  }
  /** Several changes as one transaction: every position refers to the document before it (CodeMirror's rule). */
  transaction(tx: EditorTransaction, _origin?: string): void {
    const changes = (tx.changes ?? []).map((c) => ({
      c,
      start: this.posToOffset(c.from),
      end: this.posToOffset(c.to ?? c.from),
    }));
    changes.sort((a, b) => b.start - a.start);
    for (const { c, start, end } of changes) {
      this.changes.push({ text: c.text, from: c.from, to: c.to ?? c.from });
      this.splice(start, end, c.text);
    }
    this.transactions++;
    this.onChange();
  }
  /** Test helper: the user types at the cursor (the cursor ends after the typed text). */
  type(text: string): void {
    const at = this.cursor;
    this.splice(at, at, text);
    this.cursor = at + text.length;
    this.onChange();
  }
  /** The view reloads the note from disk: the smallest change, the cursor mapped through it, no save. */
  reload(text: string): void {
    let start = 0;
    while (start < this.doc.length && start < text.length && this.doc[start] === text[start]) start++;
    let endOld = this.doc.length;
    let endNew = text.length;
    while (endOld > start && endNew > start && this.doc[endOld - 1] === text[endNew - 1]) {
      endOld--;
      endNew--;
    }
    this.splice(start, endOld, text.slice(start, endNew));
  }
}

/**
 * A note open in the editor (TextFileView). It holds the text in its own buffer: typing and
 * the Editor API change the buffer, and the view saves it to the note afterwards. When the
 * note changes on disk from elsewhere (vault.process, processFrontMatter, Sync):
 * - a buffer with no unsaved change takes the new text in (cursor kept);
 * - a buffer with unsaved typing is replaced too: Obsidian merges the two, and public
 *   reports (e.g. obsidian-frontmatter-modified-date#32, "Merging changes") show recent
 *   typing lost that way; the stand-in takes the worst case and records the lost buffer.
 */
export class MarkdownView extends ItemView {
  editor: Editor;
  /** The note's text as last loaded or saved (TextFileView.data). */
  data: string;
  /**
   * true: the view saves right after every change (Obsidian's requestSave waits ~2 s; the
   * stand-in compresses that wait to none). false: typing stays unsaved until save().
   */
  saving = true;
  /** Buffers with unsaved typing that a write from elsewhere replaced (the typing is lost). */
  readonly lostBuffers: string[] = [];
  constructor(
    leaf: WorkspaceLeaf,
    public file: TFile | null,
    text: string,
    private mode: "source" | "preview" = "source",
  ) {
    super(leaf);
    this.data = text;
    this.editor = new Editor(text, () => {
      if (this.saving) void this.save();
    });
  }
  override onload(): void {
    this.registerEvent(
      this.app.vault.on("modify", (file: TAbstractFile) => {
        if (file === this.file) this.onDiskChange();
      }),
    );
  }
  private onDiskChange(): void {
    if (!this.file) return;
    const disk = this.app.vault.readSync(this.file);
    const buffer = this.editor.getValue();
    if (disk === buffer) {
      this.data = disk;
      return;
    }
    if (buffer !== this.data) this.lostBuffers.push(buffer);
    this.data = disk;
    this.editor.reload(disk);
  }
  /** Test helper: the buffer holds typing the view has not saved yet. */
  hasUnsavedChanges(): boolean {
    return this.editor.getValue() !== this.data;
  }
  /** TextFileView.save: write the buffer to the note. */
  async save(_clear?: boolean): Promise<void> {
    if (!this.file || !this.hasUnsavedChanges()) return;
    this.data = this.editor.getValue();
    await this.app.vault.modify(this.file, this.data);
  }
  requestSave(): void {
    void this.save();
  }
  override getViewType(): string {
    return "markdown";
  }
  getMode(): "source" | "preview" {
    return this.mode;
  }
}

/* ---------- plugin, commands, settings ---------- */

export interface Command {
  id: string;
  name: string;
  callback?: () => unknown;
  checkCallback?: (checking: boolean) => boolean | void;
  editorCallback?: (...args: never[]) => unknown;
  editorCheckCallback?: (...args: never[]) => boolean | void;
  hotkeys?: unknown[];
  mobileOnly?: boolean;
  repeatable?: boolean;
  icon?: string;
}

export interface PluginManifest {
  id: string;
  name: string;
  version: string;
  minAppVersion: string;
  description: string;
  author: string;
  isDesktopOnly?: boolean;
}

export interface MarkdownPostProcessorContext {
  docId: string;
  sourcePath: string;
  frontmatter: unknown;
  addChild(child: MarkdownRenderChild): void;
  getSectionInfo(el: HTMLElement): null;
}

export class Plugin extends Component {
  codeBlockProcessors = new Map<
    string,
    (source: string, el: HTMLElement, ctx: MarkdownPostProcessorContext) => unknown
  >();
  data: unknown = null;
  /** obsidian.d.ts 1.13: plugins assign their loaded settings here. */
  settings?: unknown;
  ribbonIcons: HTMLElement[] = [];
  constructor(
    public app: App,
    public manifest: PluginManifest,
  ) {
    super();
  }
  addCommand(command: Command): Command {
    const full = { ...command, id: `${this.manifest.id}:${command.id}` };
    this.app.commands.set(full.id, full);
    this.register(() => this.app.commands.delete(full.id));
    return full;
  }
  registerMarkdownCodeBlockProcessor(
    language: string,
    handler: (source: string, el: HTMLElement, ctx: MarkdownPostProcessorContext) => unknown,
  ): void {
    this.codeBlockProcessors.set(language, handler);
    this.register(() => this.codeBlockProcessors.delete(language));
  }
  registerView(type: string, factory: (leaf: WorkspaceLeaf) => ItemView): void {
    this.app.viewRegistry.set(type, factory);
    // As Obsidian does when a plugin unloads: its views are closed (their onClose runs, their timers stop).
    this.register(() => {
      this.app.workspace.detachLeavesOfType(type);
      this.app.viewRegistry.delete(type);
    });
  }
  addSettingTab(tab: PluginSettingTab): void {
    this.app.settingTabs.push(tab);
    tab.update();
  }
  addRibbonIcon(icon: string, title: string, callback: (evt: MouseEvent) => unknown): HTMLElement {
    const el = document.createElement("button");
    el.setAttribute("aria-label", title);
    el.setAttribute("data-icon", icon);
    el.addEventListener("click", (e) => callback(e));
    this.ribbonIcons.push(el);
    return el;
  }
  addStatusBarItem(): HTMLElement {
    return document.createElement("div");
  }
  loadData(): Promise<unknown> {
    return Promise.resolve(this.data === null ? null : structuredClone(this.data));
  }
  saveData(data: unknown): Promise<void> {
    this.data = structuredClone(data);
    return Promise.resolve();
  }
  /** Obsidian calls it when data.json changed on disk from outside (Sync); tests call it after replacing `data`. */
  onExternalSettingsChange?(): unknown;
}

/** Every message shown in a Notice, in order (tests read it; a notice's element leaves the page when it expires). */
export const notices: string[] = [];
/** How long a notice stays without a duration (Obsidian's default is a few seconds; 0 keeps it until clicked). */
export const DEFAULT_NOTICE_MS = 5000;
/** The notices still on screen (Obsidian's `.notice-container`). */
export function visibleNotices(): HTMLElement[] {
  return [...(document.body?.querySelectorAll<HTMLElement>(".notice-container .notice") ?? [])];
}
/**
 * The clock Notices expire on: the machine's timers, unless a test drives it (`drive()`, then
 * `advance(ms)`), so that no test waits on real time for a Notice to stay or go.
 */
export const noticeClock = {
  driven: false,
  now: 0,
  pending: [] as Array<{ at: number; hide: () => void }>,
  drive(): void {
    this.driven = true;
    this.now = 0;
    this.pending = [];
  },
  advance(ms: number): void {
    this.now += ms;
    const due = this.pending.filter((p) => p.at <= this.now);
    this.pending = this.pending.filter((p) => p.at > this.now);
    for (const p of due) p.hide();
  },
  release(): void {
    this.driven = false;
    this.pending = [];
  },
};

export class Notice {
  noticeEl: HTMLElement;
  containerEl: HTMLElement;
  messageEl: HTMLElement;
  private timer: ReturnType<typeof setTimeout> | undefined;
  constructor(message: string | DocumentFragment, duration?: number) {
    this.noticeEl = document.createElement("div");
    this.noticeEl.className = "notice";
    this.containerEl = this.noticeEl;
    this.messageEl = this.noticeEl;
    if (typeof message === "string") this.noticeEl.textContent = message;
    else this.noticeEl.appendChild(message);
    notices.push(this.noticeEl.textContent ?? "");
    let container = document.body?.querySelector(".notice-container");
    if (!container && document.body) container = document.body.createDiv({ cls: "notice-container" });
    container?.appendChild(this.noticeEl);
    // A click on the notice dismisses it, as in Obsidian (after the click's own handlers ran).
    this.noticeEl.addEventListener("click", () => setTimeout(() => this.hide(), 0));
    const ms = duration ?? DEFAULT_NOTICE_MS;
    if (ms > 0 && noticeClock.driven) noticeClock.pending.push({ at: noticeClock.now + ms, hide: () => this.hide() });
    else if (ms > 0) this.timer = setTimeout(() => this.hide(), ms);
  }
  setMessage(message: string | DocumentFragment): this {
    this.noticeEl.empty();
    if (typeof message === "string") this.noticeEl.textContent = message;
    else this.noticeEl.appendChild(message);
    return this;
  }
  hide(): void {
    if (this.timer) clearTimeout(this.timer);
    this.noticeEl.remove();
  }
}

export class Modal {
  containerEl: HTMLElement;
  modalEl: HTMLElement;
  titleEl: HTMLElement;
  contentEl: HTMLElement;
  isOpen = false;
  constructor(public app: App) {
    this.containerEl = document.createElement("div");
    this.containerEl.className = "modal-container";
    this.modalEl = this.containerEl.createDiv({ cls: "modal" });
    this.titleEl = this.modalEl.createDiv({ cls: "modal-title" });
    this.contentEl = this.modalEl.createDiv({ cls: "modal-content" });
  }
  setTitle(title: string): this {
    this.titleEl.setText(title);
    return this;
  }
  /** Obsidian's modal scope: Escape closes the modal (the plugin's onClose runs, nothing else). */
  private readonly onKey = (e: KeyboardEvent) => {
    if (e.key === "Escape" && !e.defaultPrevented) {
      e.preventDefault();
      this.close();
    }
  };
  open(): void {
    document.body.appendChild(this.containerEl);
    this.isOpen = true;
    document.addEventListener("keydown", this.onKey);
    this.onOpen();
  }
  close(): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    document.removeEventListener("keydown", this.onKey);
    this.onClose();
    this.containerEl.remove();
  }
  onOpen(): void {}
  onClose(): void {}
}

abstract class ValueComponent<T> {
  protected changeHandlers: Array<(value: T) => unknown> = [];
  onChange(cb: (value: T) => unknown): this {
    this.changeHandlers.push(cb);
    return this;
  }
  protected emit(value: T): void {
    for (const cb of this.changeHandlers) void cb(value);
  }
}

/** Obsidian's AbstractTextComponent: a text field of either kind. */
abstract class AbstractTextComponent<E extends HTMLInputElement | HTMLTextAreaElement> extends ValueComponent<string> {
  constructor(public inputEl: E) {
    super();
    this.inputEl.addEventListener("input", () => this.emit(this.inputEl.value));
  }
  setValue(value: string): this {
    this.inputEl.value = value;
    return this;
  }
  getValue(): string {
    return this.inputEl.value;
  }
  setPlaceholder(text: string): this {
    this.inputEl.placeholder = text;
    return this;
  }
}

export class TextComponent extends AbstractTextComponent<HTMLInputElement> {
  constructor(container: HTMLElement) {
    super(container.createEl("input", { type: "text" }));
  }
}

export class TextAreaComponent extends AbstractTextComponent<HTMLTextAreaElement> {
  constructor(container: HTMLElement) {
    super(container.createEl("textarea"));
  }
}

export class ToggleComponent extends ValueComponent<boolean> {
  toggleEl: HTMLInputElement;
  constructor(container: HTMLElement) {
    super();
    this.toggleEl = container.createEl("input", { type: "checkbox", cls: "checkbox-container" });
    this.toggleEl.addEventListener("change", () => this.emit(this.toggleEl.checked));
  }
  setValue(value: boolean): this {
    this.toggleEl.checked = value;
    return this;
  }
  getValue(): boolean {
    return this.toggleEl.checked;
  }
}

export class DropdownComponent extends ValueComponent<string> {
  selectEl: HTMLSelectElement;
  constructor(container: HTMLElement) {
    super();
    this.selectEl = container.createEl("select", { cls: "dropdown" });
    this.selectEl.addEventListener("change", () => this.emit(this.selectEl.value));
  }
  addOption(value: string, display: string): this {
    this.selectEl.createEl("option", { text: display, attr: { value } });
    return this;
  }
  addOptions(options: Record<string, string>): this {
    for (const [v, d] of Object.entries(options)) this.addOption(v, d);
    return this;
  }
  setValue(value: string): this {
    this.selectEl.value = value;
    return this;
  }
  getValue(): string {
    return this.selectEl.value;
  }
}

export class ButtonComponent {
  buttonEl: HTMLButtonElement;
  constructor(container: HTMLElement) {
    this.buttonEl = container.createEl("button");
  }
  setButtonText(text: string): this {
    this.buttonEl.setText(text);
    return this;
  }
  setCta(): this {
    this.buttonEl.addClass("mod-cta");
    return this;
  }
  setWarning(): this {
    this.buttonEl.addClass("mod-warning");
    return this;
  }
  setDisabled(disabled: boolean): this {
    this.buttonEl.disabled = disabled;
    return this;
  }
  setTooltip(text: string): this {
    this.buttonEl.setAttribute("aria-label", text);
    return this;
  }
  setIcon(icon: string): this {
    this.buttonEl.setAttribute("data-icon", icon);
    return this;
  }
  onClick(cb: (evt: MouseEvent) => unknown): this {
    this.buttonEl.addEventListener("click", (e) => void cb(e));
    return this;
  }
}

export class Setting {
  settingEl: HTMLElement;
  infoEl: HTMLElement;
  nameEl: HTMLElement;
  descEl: HTMLElement;
  controlEl: HTMLElement;
  constructor(containerEl: HTMLElement) {
    this.settingEl = containerEl.createDiv({ cls: "setting-item" });
    this.infoEl = this.settingEl.createDiv({ cls: "setting-item-info" });
    this.nameEl = this.infoEl.createDiv({ cls: "setting-item-name" });
    this.descEl = this.infoEl.createDiv({ cls: "setting-item-description" });
    this.controlEl = this.settingEl.createDiv({ cls: "setting-item-control" });
  }
  setName(name: string | DocumentFragment): this {
    if (typeof name === "string") this.nameEl.setText(name);
    else this.nameEl.appendChild(name);
    return this;
  }
  setDesc(desc: string | DocumentFragment): this {
    if (typeof desc === "string") this.descEl.setText(desc);
    else this.descEl.appendChild(desc);
    return this;
  }
  setHeading(): this {
    this.settingEl.addClass("setting-item-heading");
    return this;
  }
  setClass(cls: string): this {
    this.settingEl.addClass(cls);
    return this;
  }
  addText(cb: (c: TextComponent) => unknown): this {
    cb(new TextComponent(this.controlEl));
    return this;
  }
  addTextArea(cb: (c: TextAreaComponent) => unknown): this {
    cb(new TextAreaComponent(this.controlEl));
    return this;
  }
  addToggle(cb: (c: ToggleComponent) => unknown): this {
    cb(new ToggleComponent(this.controlEl));
    return this;
  }
  addDropdown(cb: (c: DropdownComponent) => unknown): this {
    cb(new DropdownComponent(this.controlEl));
    return this;
  }
  addButton(cb: (c: ButtonComponent) => unknown): this {
    cb(new ButtonComponent(this.controlEl));
    return this;
  }
  addExtraButton(cb: (c: ButtonComponent) => unknown): this {
    cb(new ButtonComponent(this.controlEl));
    return this;
  }
}

/** obsidian.d.ts (1.13): one row of a tab's declarative settings, as far as this plugin uses them. */
export interface SettingDefinitionItem {
  name: string;
  desc?: string | DocumentFragment;
  control?: { type: string; key: string; placeholder?: string; options?: Record<string, string> };
}

export class PluginSettingTab {
  containerEl: HTMLElement;
  constructor(
    public app: App,
    public plugin: Plugin,
  ) {
    this.containerEl = document.createElement("div");
  }
  /** Obsidian 1.13+: what the tab's definitions were when update() last ran (addSettingTab runs it too). */
  settingItems: SettingDefinitionItem[] = [];
  getSettingDefinitions(): SettingDefinitionItem[] {
    return [];
  }
  update(): void {
    this.settingItems = this.getSettingDefinitions();
  }
  /** PluginSettingTab's defaults read and write `plugin.settings`, as Obsidian's do. */
  getControlValue(key: string): unknown {
    return (this.plugin as unknown as { settings?: Record<string, unknown> }).settings?.[key];
  }
  setControlValue(key: string, value: unknown): void | Promise<void> {
    const settings = (this.plugin as unknown as { settings?: Record<string, unknown> }).settings;
    if (settings) settings[key] = value;
  }
  display(): void {}
  hide(): void {}
}

/* ---------- test helpers (not part of the Obsidian API) ---------- */

/** Render every code block of a language in a note's text, as Obsidian's reading view would. */
export async function renderCodeBlocks(
  plugin: Plugin,
  sourcePath: string,
  text: string,
  into: HTMLElement,
  language = "hbm-roll",
): Promise<Component> {
  const host = new Component();
  host.load();
  const handler = plugin.codeBlockProcessors.get(language);
  if (!handler) throw new Error(`No processor for ${language}`);
  const fence = new RegExp("```" + language + "\\n([\\s\\S]*?)```", "g");
  for (const m of text.matchAll(fence)) {
    const el = into.createDiv({ cls: "block-language-" + language });
    await handler(m[1] ?? "", el, {
      docId: sourcePath,
      sourcePath,
      frontmatter: undefined,
      addChild: (child) => host.addChild(child),
      getSectionInfo: () => null,
    });
  }
  return host;
}

/* Bases (issue 17): its stand-in lives in its own file. */
export * from "./obsidian-bases-mock";

/* ---------- code blocks: detaching and re-rendering (results helper, issue 20) ----------
 * obsidian.d.ts, MarkdownRenderChild: "when [containerEl is] no longer attached (for example, when
 * it is replaced with a new version because the user edited the Markdown source code), this
 * component will be unloaded". The preview notices on its next pass; `sweepDetached` is that pass.
 * `rerenderCodeBlocks` is a note re-rendered (an edit, a switch back to the note, a reload of the
 * view): the old blocks leave the DOM, their children unload, new blocks render from scratch.
 */
export function sweepDetached(host: Component): number {
  let unloaded = 0;
  for (const child of [...stateOf(host).children]) {
    if (child instanceof MarkdownRenderChild && !child.containerEl.isConnected) {
      host.removeChild(child);
      unloaded++;
    }
  }
  return unloaded;
}

export async function rerenderCodeBlocks(
  plugin: Plugin,
  host: Component,
  sourcePath: string,
  text: string,
  into: HTMLElement,
  language = "hbm-roll",
): Promise<Component> {
  into.empty();
  sweepDetached(host);
  return renderCodeBlocks(plugin, sourcePath, text, into, language);
}
/* ---------- end of code blocks ---------- */
