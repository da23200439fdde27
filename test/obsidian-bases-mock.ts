/**
 * A stand-in for Obsidian's Bases API (1.10+), re-exported by
 * test/obsidian-mock.ts: `requireApiVersion`, `Plugin.registerBasesView`,
 * `BasesView`, `QueryController`, `BasesViewConfig`, `BasesQueryResult`,
 * `BasesEntry`, the `Value` family and `parsePropertyId`, typed against
 * obsidian.d.ts (test/bases-shim-conformance.ts). It behaves as Bases does
 * where the plugin relies on it: a `.base` file's filters (global and the
 * view's), sort and limit decide `data.data` and its order; the view's config
 * holds the options a user sets in the toolbar (missing ones read as
 * undefined: views apply their own defaults); a change to a note, or to the
 * base's config, replaces `data` with new entries and calls `onDataUpdated()`
 * asynchronously, as the app does after it re-indexes.
 *
 * Grouping: the view's `groupBy: {property, direction}` gives `groupedData`.
 *
 * Filters: the subset of the Bases formula language a party base needs,
 * `file.inFolder("…")`, `file.hasTag("…", …)`, `file.hasProperty("…")`,
 * comparisons `property ==|!=|>|<|>=|<= literal` (file.name, file.basename,
 * file.path, file.folder, file.ext, note.* or a bare note property), with `!`
 * and the and/or/not groups. Anything else throws, so a test never passes on a
 * filter the stand-in silently ignored.
 *
 * obsidian-mock.ts re-exports this file, so the two import each other: this
 * file reaches the shim's Component and Plugin only at run time, and links
 * BasesView and QueryController to Component (and adds
 * `Plugin.prototype.registerBasesView`) on first use: `requireApiVersion`, a
 * view or controller being built, or `installBases()`.
 */
// obsidian.d.ts by its path: scripts/bench/tsconfig.json maps the "obsidian" specifier to this shim.
import type * as Real from "../node_modules/obsidian/obsidian";
import { parse as parseYaml } from "yaml";
import * as shim from "./obsidian-mock";

/** The plain-data types of the Bases API, as obsidian.d.ts declares them. */
export type {
  BasesAllOptions,
  BasesConfigFile,
  BasesConfigFileView,
  BasesOptions,
  BasesProperty,
  BasesPropertyType,
  BasesSortConfig,
} from "../node_modules/obsidian/obsidian";

/** obsidian.d.ts `BasesViewRegistration`, with the stand-in's controller, config and view. */
export interface BasesViewRegistration {
  name: string;
  icon: string;
  factory: (controller: QueryController, containerEl: HTMLElement) => BasesView;
  options?: (config: BasesViewConfig) => Real.BasesAllOptions[];
}

declare module "./obsidian-mock" {
  interface Plugin {
    /** obsidian.d.ts 1.10: added to the shim's Plugin by installBases(). */
    registerBasesView(viewId: string, registration: BasesViewRegistration): boolean;
  }
}

/* ---------- versions ---------- */

/** The app version the stand-in reports (obsidian.d.ts `apiVersion`); tests lower it to play an older app. */
export let apiVersion = "1.13.1";

export function setMockApiVersion(version: string): void {
  apiVersion = version;
}

function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map((n) => Number.parseInt(n, 10) || 0);
  const pb = b.split(".").map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** True when the running app is at least this version (obsidian.d.ts `requireApiVersion`). */
export function requireApiVersion(version: string): boolean {
  installBases();
  return compareVersions(apiVersion, version) >= 0;
}

/* ---------- values ---------- */

export abstract class Value {
  static type = "value";
  static equals(a: Value | null, b: Value | null): boolean {
    return (a?.toString() ?? null) === (b?.toString() ?? null) && a?.constructor === b?.constructor;
  }
  static looseEquals(a: Value | null, b: Value | null): boolean {
    return (a?.toString() ?? "") === (b?.toString() ?? "");
  }
  abstract toString(): string;
  abstract isTruthy(): boolean;
  equals(other: this): boolean {
    return Value.equals(this, other);
  }
  looseEquals(other: Value): boolean {
    return Value.looseEquals(this, other);
  }
  renderTo(el: HTMLElement, _ctx?: unknown): void {
    el.setText(this.toString());
  }
}

export class NullValue extends Value {
  static override type = "null";
  static value = new NullValue();
  toString(): string {
    return "null";
  }
  isTruthy(): boolean {
    return false;
  }
}

export class StringValue extends Value {
  static override type = "string";
  constructor(readonly value: string) {
    super();
  }
  toString(): string {
    return this.value;
  }
  isTruthy(): boolean {
    return this.value.length > 0;
  }
}

export class NumberValue extends Value {
  static override type = "number";
  constructor(readonly value: number) {
    super();
  }
  toString(): string {
    return String(this.value);
  }
  isTruthy(): boolean {
    return this.value !== 0 && !Number.isNaN(this.value);
  }
}

export class BooleanValue extends Value {
  static override type = "boolean";
  constructor(readonly value: boolean) {
    super();
  }
  toString(): string {
    return String(this.value);
  }
  isTruthy(): boolean {
    return this.value;
  }
}

export class ListValue extends Value {
  static override type = "list";
  constructor(readonly items: Value[]) {
    super();
  }
  toString(): string {
    return this.items.map((v) => v.toString()).join(", ");
  }
  isTruthy(): boolean {
    return this.items.length > 0;
  }
}

function toValue(raw: unknown): Value {
  if (raw === null || raw === undefined) return NullValue.value;
  if (typeof raw === "number") return new NumberValue(raw);
  if (typeof raw === "boolean") return new BooleanValue(raw);
  if (Array.isArray(raw)) return new ListValue(raw.map(toValue));
  return new StringValue(typeof raw === "string" ? raw : (JSON.stringify(raw) ?? ""));
}

/* ---------- properties, entries, results, config ---------- */

export type BasesPropertyId = Real.BasesPropertyId;

export function parsePropertyId(propertyId: BasesPropertyId): Real.BasesProperty {
  const dot = propertyId.indexOf(".");
  return { type: propertyId.slice(0, dot) as Real.BasesPropertyType, name: propertyId.slice(dot + 1) };
}

/** `status`, `note.status`, `file.name`, `formula.x`: the id Bases uses for what a `.base` file writes. */
export function toPropertyId(written: string): BasesPropertyId {
  return (/^(note|file|formula)\./.test(written) ? written : `note.${written}`) as BasesPropertyId;
}

export class BasesEntry {
  constructor(
    private readonly app: shim.App,
    readonly file: shim.TFile,
  ) {}
  private frontmatter(): Record<string, unknown> {
    return this.app.metadataCache.getFileCache(this.file)?.frontmatter ?? {};
  }
  getValue(propertyId: BasesPropertyId): Value | null {
    const { type, name } = parsePropertyId(propertyId);
    if (type === "note") return toValue(this.frontmatter()[name]);
    if (type === "file") {
      const f = this.file;
      const file: Record<string, unknown> = {
        name: f.name,
        basename: f.basename,
        path: f.path,
        ext: f.extension,
        folder: f.path.includes("/") ? f.path.slice(0, f.path.lastIndexOf("/")) : "",
        tags: tagsOf(this.frontmatter()),
      };
      return name in file ? toValue(file[name]) : NullValue.value;
    }
    throw new Error(`Stand-in: formulas are not supported (${propertyId}).`);
  }
}

function tagsOf(fm: Record<string, unknown>): string[] {
  const raw = fm.tags ?? fm.tag;
  const list = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(/[,\s]+/) : [];
  return list.map((t) => String(t).replace(/^#/, "").trim()).filter(Boolean);
}

export class BasesEntryGroup {
  constructor(
    readonly entries: BasesEntry[],
    public key?: Value,
  ) {}
  hasKey(): boolean {
    return this.key !== undefined && !(this.key instanceof NullValue);
  }
}

export class BasesQueryResult {
  constructor(
    public data: BasesEntry[],
    private readonly order: BasesPropertyId[],
    private readonly groupBy: { property: BasesPropertyId; direction: "ASC" | "DESC" } | null = null,
  ) {}
  /** One group without a key, or (with the view's groupBy) one per value, in the value's order, entries in the sort's order, no value last. */
  get groupedData(): BasesEntryGroup[] {
    const by = this.groupBy;
    if (!by) return [new BasesEntryGroup(this.data)];
    const groups = new Map<string, BasesEntryGroup>();
    for (const entry of this.data) {
      const key = entry.getValue(by.property) ?? NullValue.value;
      const id = key instanceof NullValue ? "\u0000null" : key.toString();
      let group = groups.get(id);
      if (!group) {
        group = new BasesEntryGroup([], key);
        groups.set(id, group);
      }
      group.entries.push(entry);
    }
    return [...groups.values()].sort((a, b) => {
      if (!a.hasKey() || !b.hasKey()) return Number(!a.hasKey()) - Number(!b.hasKey());
      const d = compareValues(a.key ?? null, b.key ?? null);
      return by.direction === "DESC" ? -d : d;
    });
  }
  get properties(): BasesPropertyId[] {
    return [...this.order];
  }
  getSummaryValue(): Value {
    throw new Error("Stand-in: summaries are not supported.");
  }
}

/** One entry of a `.base` file's `views` list, as stored. */
export type BaseViewEntry = Omit<Real.BasesConfigFileView, "groupBy"> & {
  sort?: Array<{ property: string; direction: "ASC" | "DESC" }>;
  groupBy?: { property: string; direction?: "ASC" | "DESC" };
  limit?: number;
  [option: string]: unknown;
};

export class BasesViewConfig {
  constructor(
    private readonly entry: BaseViewEntry,
    private readonly file: Real.BasesConfigFile,
    private readonly onChange: () => void,
  ) {}
  get name(): string {
    return this.entry.name;
  }
  get(key: string): unknown {
    return this.entry[key];
  }
  getAsPropertyId(key: string): BasesPropertyId | null {
    const v = this.entry[key];
    return typeof v === "string" && v ? toPropertyId(v) : null;
  }
  getEvaluatedFormula(): Value {
    return NullValue.value;
  }
  set(key: string, value: unknown): void {
    if (value === null) delete this.entry[key];
    else this.entry[key] = value;
    this.onChange();
  }
  getOrder(): BasesPropertyId[] {
    return (this.entry.order ?? []).map(toPropertyId);
  }
  getSort(): Real.BasesSortConfig[] {
    return (this.entry.sort ?? [])
      .filter((s) => s && typeof s.property === "string")
      .map((s) => ({ property: toPropertyId(s.property), direction: s.direction === "DESC" ? "DESC" : "ASC" }));
  }
  getDisplayName(propertyId: BasesPropertyId): string {
    const props = this.file.properties ?? {};
    const { type, name } = parsePropertyId(propertyId);
    const own = props[propertyId] ?? (type === "note" ? props[name] : undefined);
    const display = own?.displayName as unknown;
    return typeof display === "string" && display ? display : name;
  }
}

/* ---------- filters ---------- */

type Filter = Real.BasesConfigFileFilter;

function literal(text: string): unknown {
  const t = text.trim();
  const quoted = /^"((?:[^"\\]|\\.)*)"$|^'((?:[^'\\]|\\.)*)'$/.exec(t);
  if (quoted) return (quoted[1] ?? quoted[2] ?? "").replace(/\\(.)/g, "$1");
  if (/^-?\d+(\.\d+)?$/.test(t)) return Number(t);
  if (t === "true" || t === "false") return t === "true";
  throw new Error(`Stand-in: not a literal: ${text}`);
}

function args(text: string): unknown[] {
  const out: unknown[] = [];
  const re = /\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^,]+)\s*(,|$)/gy;
  let m: RegExpExecArray | null;
  while (re.lastIndex < text.length && (m = re.exec(text))) out.push(literal(m[1] ?? ""));
  return out;
}

function plain(v: Value | null): string | number | boolean | null {
  if (!v || v instanceof NullValue) return null;
  if (v instanceof NumberValue || v instanceof StringValue || v instanceof BooleanValue) return v.value;
  return v.toString();
}

function evaluate(expression: string, entry: BasesEntry, fm: Record<string, unknown>): boolean {
  const e = expression.trim();
  if (e.startsWith("!")) return !evaluate(e.slice(1), entry, fm);
  const call = /^file\.(inFolder|hasTag|hasProperty)\((.*)\)$/.exec(e);
  if (call) {
    const list = args(call[2] ?? "").map(String);
    if (call[1] === "inFolder") {
      const folder = (list[0] ?? "").replace(/^\/+|\/+$/g, "");
      return folder === "" || entry.file.path.startsWith(`${folder}/`);
    }
    if (call[1] === "hasTag") {
      const tags = tagsOf(fm).map((t) => t.toLowerCase());
      return list.some((want) => {
        const w = want.replace(/^#/, "").toLowerCase();
        return tags.some((t) => t === w || t.startsWith(`${w}/`));
      });
    }
    return list.some((p) => p in fm);
  }
  const cmp = /^([\w.]+)\s*(==|!=|>=|<=|>|<)\s*(.+)$/.exec(e);
  if (cmp) {
    const left = plain(entry.getValue(toPropertyId(cmp[1] ?? "")));
    const right = literal(cmp[3] ?? "");
    switch (cmp[2]) {
      case "==":
        return left === right;
      case "!=":
        return left !== right;
      default: {
        if (typeof left !== "number" || typeof right !== "number") return false;
        return cmp[2] === ">"
          ? left > right
          : cmp[2] === "<"
            ? left < right
            : cmp[2] === ">="
              ? left >= right
              : left <= right;
      }
    }
  }
  throw new Error(`Stand-in: filter not supported: ${expression}`);
}

function matches(filter: Filter | undefined, entry: BasesEntry, fm: Record<string, unknown>): boolean {
  if (filter === undefined) return true;
  if (typeof filter === "string") return evaluate(filter, entry, fm);
  if ("and" in filter) return filter.and.every((f) => matches(f, entry, fm));
  if ("or" in filter) return filter.or.some((f) => matches(f, entry, fm));
  return !filter.not.some((f) => matches(f, entry, fm));
}

function compareValues(a: Value | null, b: Value | null): number {
  const x = plain(a);
  const y = plain(b);
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  if (typeof x === "number" && typeof y === "number") return x - y;
  return String(x).localeCompare(String(y), "pl", { numeric: true });
}

/* ---------- the controller, the views, the registry ---------- */

const registries = new WeakMap<object, { enabled: boolean; views: Map<string, BasesViewRegistration> }>();

function registryOf(app: object) {
  let r = registries.get(app);
  if (!r) {
    r = { enabled: true, views: new Map() };
    registries.set(app, r);
  }
  return r;
}

/** Test helper: the Bases core plugin switched off in this vault (registerBasesView then returns false). */
export function setBasesEnabled(app: shim.App, enabled: boolean): void {
  registryOf(app).enabled = enabled;
}

/** Test helper: the view types plugins registered in this app. */
export function registeredBasesViews(app: shim.App): Map<string, BasesViewRegistration> {
  return registryOf(app).views;
}

/**
 * Runs a base's query: the global and the view's filters over the vault's
 * Markdown notes, then the view's sort and limit. Notifies its view when the
 * vault or the config changes.
 */
/**
 * Obsidian's Bases classes are Components. This empty class stands where the
 * shim's Component will be: installBases() makes Component.prototype its
 * prototype (see the file's comment on the import cycle).
 */
const ComponentBase = class {} as unknown as typeof shim.Component;

export class QueryController extends ComponentBase {
  readonly config: BasesViewConfig;
  results: BasesQueryResult;
  view: BasesView | null = null;
  private pending: ReturnType<typeof setTimeout> | null = null;
  /** How many times the view was told of new data (tests wait on it). */
  updates = 0;

  constructor(
    readonly app: shim.App,
    readonly file: Real.BasesConfigFile,
    readonly entry: BaseViewEntry,
  ) {
    super();
    installBases();
    this.config = new BasesViewConfig(entry, file, () => this.schedule());
    this.results = this.run();
  }

  run(): BasesQueryResult {
    const entries: BasesEntry[] = [];
    for (const f of this.app.vault.getMarkdownFiles()) {
      const entry = new BasesEntry(this.app, f);
      const fm = (this.app.metadataCache.getFileCache(f)?.frontmatter ?? {}) as Record<string, unknown>;
      if (matches(this.file.filters, entry, fm) && matches(this.entry.filters, entry, fm)) entries.push(entry);
    }
    const sort = this.config.getSort();
    entries.sort((a, b) => {
      for (const s of sort) {
        const d = compareValues(a.getValue(s.property), b.getValue(s.property));
        if (d !== 0) return s.direction === "DESC" ? -d : d;
      }
      return a.file.path.localeCompare(b.file.path);
    });
    const limit = typeof this.entry.limit === "number" ? this.entry.limit : entries.length;
    const groupBy =
      this.entry.groupBy && typeof this.entry.groupBy.property === "string"
        ? {
            property: toPropertyId(this.entry.groupBy.property),
            direction: this.entry.groupBy.direction === "DESC" ? ("DESC" as const) : ("ASC" as const),
          }
        : null;
    return new BasesQueryResult(entries.slice(0, limit), this.config.getOrder(), groupBy);
  }

  allProperties(): BasesPropertyId[] {
    const ids = new Set<BasesPropertyId>(["file.name", "file.path", "file.folder", "file.ext", "file.tags"]);
    for (const e of this.results.data)
      for (const k of Object.keys(this.app.metadataCache.getFileCache(e.file)?.frontmatter ?? {})) ids.add(`note.${k}`);
    return [...ids];
  }

  /** New results for the view, after the current task (Bases re-runs its query after the metadata cache). */
  schedule(): void {
    if (this.pending !== null) return;
    this.pending = setTimeout(() => {
      this.pending = null;
      this.refresh();
    }, 0);
  }

  /** Run the query now and hand the view new data. */
  refresh(): void {
    this.results = this.run();
    const view = this.view;
    if (!view) return;
    view.data = this.results;
    view.allProperties = this.allProperties();
    this.updates++;
    view.onDataUpdated();
  }

  cancel(): void {
    if (this.pending !== null) clearTimeout(this.pending);
    this.pending = null;
  }
}

export abstract class BasesView extends ComponentBase {
  abstract type: string;
  app: shim.App;
  config: BasesViewConfig;
  allProperties: BasesPropertyId[];
  data: BasesQueryResult;
  protected constructor(controller: QueryController) {
    super();
    installBases();
    this.app = controller.app;
    this.config = controller.config;
    this.data = controller.results;
    this.allProperties = controller.allProperties();
  }
  abstract onDataUpdated(): void;
  createFileForView(): Promise<void> {
    return Promise.resolve();
  }
}

let installed = false;

/** Link the Bases classes to the shim's Component and give Plugin its registerBasesView (once). */
export function installBases(): void {
  if (installed) return;
  installed = true;
  Object.setPrototypeOf(ComponentBase.prototype, shim.Component.prototype);
  const registerBasesView = function (this: shim.Plugin, viewId: string, registration: BasesViewRegistration): boolean {
    const registry = registryOf(this.app);
    if (!registry.enabled) return false;
    if (registry.views.has(viewId)) throw new Error(`Stand-in: Bases view type ${viewId} is registered twice.`);
    registry.views.set(viewId, registration);
    this.register(() => registry.views.delete(viewId));
    return true;
  };
  Object.defineProperty(shim.Plugin.prototype, "registerBasesView", {
    value: registerBasesView,
    configurable: true,
    writable: true,
  });
}

/** An open base: its controller, the plugin's view in it, and what a user does in the toolbar. */
export interface OpenBase {
  controller: QueryController;
  view: BasesView;
  containerEl: HTMLElement;
  /** Set a view option as the toolbar does (only options the registration declares). */
  setOption(key: string, value: unknown): void;
  /** Sort by these properties, as the sort menu does. */
  setSort(sort: Array<{ property: string; direction: "ASC" | "DESC" }>): void;
  close(): void;
}

function optionKeys(options: Real.BasesAllOptions[]): string[] {
  return options.flatMap((o) => (o.type === "group" ? o.items.map((i) => i.key) : [o.key]));
}

/**
 * Test helper: open a `.base` file's view (the first, or the one with this
 * name) in a container, as Obsidian does when the file is opened: the view
 * type's factory, the view loaded as the controller's child, the first data.
 */
export function openBase(
  app: shim.App,
  source: string | Real.BasesConfigFile,
  options: { view?: string; containerEl?: HTMLElement } = {},
): OpenBase {
  installBases();
  const file = (typeof source === "string" ? parseYaml(source) : source) as Real.BasesConfigFile;
  const entry = (file.views ?? []).find((v) => options.view === undefined || v.name === options.view) as
    BaseViewEntry | undefined;
  if (!entry) throw new Error(`Stand-in: the base has no view ${options.view ?? ""}.`);
  const registration = registryOf(app).views.get(entry.type);
  if (!registration) throw new Error(`Stand-in: no Bases view of type ${entry.type} is registered.`);
  const controller = new QueryController(app, file, entry);
  const containerEl = options.containerEl ?? createDiv();
  containerEl.addClass("bases-view");
  const view = registration.factory(controller, containerEl);
  controller.view = view;
  controller.load();
  controller.addChild(view);
  const onChange = () => controller.schedule();
  const refs = [
    app.metadataCache.on("changed", onChange),
    app.vault.on("delete", onChange),
    app.vault.on("rename", onChange),
    app.vault.on("create", onChange),
  ];
  controller.register(() => {
    for (const ref of refs) ref.e.offref(ref);
    controller.cancel();
  });
  controller.refresh();
  const declared = optionKeys(registration.options?.(controller.config) ?? []);
  return {
    controller,
    view,
    containerEl,
    setOption: (key, value) => {
      if (!declared.includes(key))
        throw new Error(`Stand-in: the view declares no option ${key} (it has ${declared.join(", ")}).`);
      controller.config.set(key, value);
    },
    setSort: (sort) => {
      entry.sort = sort;
      controller.schedule();
    },
    close: () => {
      controller.unload();
      containerEl.empty();
    },
  };
}
