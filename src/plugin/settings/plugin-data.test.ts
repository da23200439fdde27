// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RollResult } from "../../core/roll";
import type HbmPlugin from "../../main";
import { loadPlugin } from "../../../test/harness";
import type { Plugin } from "../../../test/obsidian-mock";
import { TEST_MANIFEST } from "../../../test/manifest";
import {
  BLOCK_RESULTS_CAP,
  LineResults,
  LOG_SAVE_DELAY_MS,
  mergeLineResults,
  mergeStoredData,
  normalizeParty,
  readLineResults,
  type PluginData,
} from "./plugin-data";

/**
 * Settings and the roll log under Obsidian Sync (issue 18): a phone and a desktop each keep
 * data.json, Sync copies one device's file over the other's, whichever it holds, and then
 * calls onExternalSettingsChange. Nothing either device rolled or set may be lost.
 */
type Device = Omit<HbmPlugin, Exclude<keyof Plugin, "onExternalSettingsChange" | "settings">> &
  Omit<Plugin, "settings"> & { store: PluginData };

async function device(): Promise<Device> {
  return (await loadPlugin()).plugin as unknown as Device;
}

const roll = (d: Device, text: string, time: string) =>
  d.rollLog.add(
    { label: text, character: null, text } as unknown as RollResult,
    "sessions/Sesja 01 - Las.md",
    new Date(time),
  );

/** Sync puts `from`'s data.json on `to` (overwriting it) and tells `to`'s plugin. */
async function sync(from: Device, to: Device): Promise<void> {
  to.data = structuredClone(from.data);
  await to.onExternalSettingsChange();
}

const texts = (d: Device) => d.rollLog.list().map((e) => e.text);
const stored = (d: Device) => (d.data as { rollLog: Array<{ text: string }> }).rollLog.map((e) => e.text);

afterEach(() => {
  vi.useRealTimers();
});

describe("two devices' writes merge without loss", () => {
  it("rolls from a phone and a desktop both survive a stale copy overwriting the other", async () => {
    const phone = await device();
    const desktop = await device();
    roll(phone, "telefon 1", "2026-11-30T10:00:00Z");
    roll(phone, "telefon 2", "2026-11-30T10:01:00Z");
    await phone.store.saveNow();
    roll(desktop, "komputer 1", "2026-11-30T10:00:30Z");
    await desktop.store.saveNow();

    // The desktop's copy wins the race and lands on the phone, without the phone's rolls.
    await sync(desktop, phone);
    expect(texts(phone)).toEqual(["telefon 2", "komputer 1", "telefon 1"]);
    expect(stored(phone)).toEqual(["telefon 2", "komputer 1", "telefon 1"]);

    // The phone's merged copy goes back: the desktop has everything and does not write again.
    const saves = vi.spyOn(desktop, "saveData");
    await sync(phone, desktop);
    expect(texts(desktop)).toEqual(["telefon 2", "komputer 1", "telefon 1"]);
    expect(saves).not.toHaveBeenCalled();
  });

  it("a setting changed on one device is neither lost to the other's later log save nor brought back", async () => {
    const phone = await device();
    const desktop = await device();
    desktop.settings.party = "Drużyna//Gracze/";
    await desktop.saveSettings();
    expect(desktop.settings.party).toBe("Drużyna/Gracze");

    // The phone, still on the old settings, saves a roll; its copy overwrites the desktop's.
    roll(phone, "telefon", "2026-11-30T11:00:00Z");
    await phone.store.saveNow();
    await sync(phone, desktop);
    expect(desktop.settings.party).toBe("Drużyna/Gracze");
    expect(texts(desktop)).toEqual(["telefon"]);
    expect((desktop.data as { party: string }).party).toBe("Drużyna/Gracze");

    await sync(desktop, phone);
    expect(phone.settings.party).toBe("Drużyna/Gracze");
    expect(texts(phone)).toEqual(["telefon"]);
  });

  it("clearing the log on one device clears it on the other; a roll made after the clearing stays", async () => {
    const phone = await device();
    const desktop = await device();
    roll(phone, "stary", "2026-11-30T09:00:00Z");
    await phone.store.saveNow();
    await sync(phone, desktop);
    expect(texts(desktop)).toEqual(["stary"]);

    desktop.rollLog.clear();
    await desktop.store.saveNow();
    roll(phone, "nowy", "2026-11-30T09:45:00Z");
    await phone.store.saveNow();
    await sync(desktop, phone);
    expect(texts(phone)).toEqual(["nowy"]);
    await sync(phone, desktop);
    expect(texts(desktop)).toEqual(["nowy"]);
  });

  it("merging is the same whichever copy Sync kept (order does not matter)", () => {
    const entry = (id: string, time: string) => ({ id, label: null, character: null, path: "a.md", time, text: id });
    const a = { party: "#pc", settingsUpdated: 5, rollLog: [entry("a", "2026-01-01T00:00:02Z")] };
    const b = {
      party: "Gracze",
      settingsUpdated: 7,
      rollLog: [entry("b", "2026-01-01T00:00:01Z"), entry("a", "2026-01-01T00:00:02Z")],
    };
    expect(mergeStoredData(a, b)).toEqual(mergeStoredData(b, a));
    expect(mergeStoredData(a, b)).toMatchObject({ party: "Gracze", settingsUpdated: 7 });
    expect(mergeStoredData(a, b).rollLog?.map((e) => e.id)).toEqual(["a", "b"]);
  });
});

/**
 * Issue 29: the four ways Sync lost data before. Each device's clock is given explicitly (the
 * `now` of a settings change, the time of a roll): the phone's runs an hour behind.
 */
describe("two devices apart, then synced: nothing is lost, whatever the clocks say", () => {
  const HOUR = 3_600_000;
  const at = (iso: string) => Date.parse(iso);
  const results = (d: Device, key: string) =>
    d.store.blockResults.get("sessions/Sesja 01 - Las.md", key).map((r) => r.result?.text);
  const shown = (text: string) => ({
    result: { type: "sum", label: null, character: null, text } as unknown as RollResult,
  });
  const both = async (a: Device, b: Device) => {
    await sync(a, b);
    await sync(b, a);
  };

  it("two devices that change different settings while apart keep both changes", async () => {
    const phone = await device();
    const desktop = await device();
    phone.settings.party = "Drużyna";
    await phone.store.saveSettings(at("2026-11-30T10:00:00Z"));
    desktop.settings.logRollsInNote = true;
    await desktop.store.saveSettings(at("2026-11-30T10:05:00Z"));

    await both(desktop, phone);
    for (const d of [phone, desktop]) {
      expect(d.settings).toMatchObject({ party: "Drużyna", logRollsInNote: true });
      expect(d.data).toMatchObject({ party: "Drużyna", logRollsInNote: true });
    }
  });

  it("a device whose clock runs behind keeps the setting it changed after seeing the other's", async () => {
    const phone = await device();
    const desktop = await device();
    desktop.settings.language = "en";
    await desktop.store.saveSettings(at("2026-11-30T10:00:00Z"));
    await sync(desktop, phone);
    expect(phone.settings.language).toBe("en");

    // Real time 10:10, the desktop changes the party; real time 10:20 (09:20 on its clock), not yet
    // having seen that, the phone switches the language back.
    desktop.settings.party = "Gracze";
    await desktop.store.saveSettings(at("2026-11-30T10:10:00Z"));
    phone.settings.language = "pl";
    await phone.store.saveSettings(at("2026-11-30T10:20:00Z") - HOUR);

    await both(desktop, phone);
    for (const d of [phone, desktop]) expect(d.settings).toMatchObject({ language: "pl", party: "Gracze" });
    // Later again, on the phone's slow clock: its change still wins over everything it has seen.
    phone.settings.party = "Drużyna";
    await phone.store.saveSettings(at("2026-11-30T10:30:00Z") - HOUR);
    await both(phone, desktop);
    for (const d of [phone, desktop]) expect(d.settings).toMatchObject({ language: "pl", party: "Drużyna" });
  });

  it("rolls made after the log was cleared elsewhere stay, on a device whose clock runs behind", async () => {
    const phone = await device();
    const desktop = await device();
    roll(desktop, "stary", "2026-11-30T10:00:00Z");
    await desktop.store.saveNow();
    await sync(desktop, phone);
    expect(texts(phone)).toEqual(["stary"]);

    // Real time 10:30 the desktop clears; real time 10:40 (09:40 on its clock) the phone rolls,
    // before and after it has seen the clearing.
    desktop.rollLog.clear();
    await desktop.store.saveNow();
    roll(phone, "nowy przed", "2026-11-30T09:40:00Z");
    await phone.store.saveNow();
    await sync(desktop, phone);
    roll(phone, "nowy po", "2026-11-30T09:41:00Z");
    await phone.store.saveNow();
    await sync(phone, desktop);
    for (const d of [phone, desktop]) expect(texts(d)).toEqual(["nowy po", "nowy przed"]);
    expect(stored(desktop)).toEqual(["nowy po", "nowy przed"]);
  });

  it("the same block line rolled on two devices keeps both devices' results", async () => {
    const phone = await device();
    const desktop = await device();
    const path = "sessions/Sesja 01 - Las.md";
    phone.store.blockResults.push(path, "Unik", shown("telefon"), 5, new Date("2026-11-30T10:00:00Z"));
    await phone.store.saveNow();
    desktop.store.blockResults.push(path, "Unik", shown("komputer"), 5, new Date("2026-11-30T10:01:00Z"));
    await desktop.store.saveNow();

    await both(desktop, phone);
    for (const d of [phone, desktop]) expect(results(d, "Unik")).toEqual(["telefon", "komputer"]);
    // Still as many as the line keeps, the oldest going first.
    for (let i = 1; i <= 4; i++)
      phone.store.blockResults.push(path, "Unik", shown(`t${i}`), 5, new Date(`2026-11-30T10:0${i + 1}:00Z`));
    await phone.store.saveNow();
    await both(phone, desktop);
    for (const d of [phone, desktop]) expect(results(d, "Unik")).toEqual(["komputer", "t1", "t2", "t3", "t4"]);
  });

  it("old data.json (one time for all settings, a clearing time, results without ids) merges with new", () => {
    const legacy = {
      party: "Stara",
      language: "en" as const,
      settingsUpdated: at("2026-11-29T10:00:00Z"),
      rollLogClearedAt: "2026-11-29T09:00:00.000Z",
      rollLog: [{ label: null, character: null, path: "a.md", time: "2026-11-29T08:00:00.000Z", text: "przed" }],
      blockResults: [{ path: "a.md", key: "k", time: "2026-11-29T10:00:00.000Z", results: [shown("stary")] }],
    };
    const fresh = {
      party: "Nowa",
      settingsUpdated: at("2026-11-30T10:00:00Z"),
      settingsStamps: { party: { t: at("2026-11-30T10:00:00Z"), w: "abc" } },
      rollLog: [],
      blockResults: [
        {
          path: "a.md",
          key: "k",
          time: "2026-11-30T10:00:00.000Z",
          keep: 5,
          results: [{ ...shown("nowy"), id: "x", time: "2026-11-30T10:00:00.000Z" }],
        },
      ],
    };
    const merged = mergeStoredData(legacy as never, fresh);
    expect(merged).toMatchObject({ party: "Nowa", language: "en", rollLog: [] });
    expect(merged.blockResults?.[0]?.results.map((r) => r.result?.text)).toEqual(["stary", "nowy"]);
    expect(mergeStoredData(fresh as never, legacy as never)).toEqual(merged);
  });
});

describe("the roll log is not rewritten on every roll", () => {
  it("rolls wait and are written together, once", async () => {
    const phone = await device();
    const saves = vi.spyOn(phone, "saveData");
    vi.useFakeTimers();
    for (let i = 0; i < 10; i++) roll(phone, `rzut ${i}`, `2026-11-30T12:00:0${i}Z`);
    expect(saves).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(LOG_SAVE_DELAY_MS);
    await phone.store.whenSaved();
    expect(saves).toHaveBeenCalledTimes(1);
    expect(stored(phone)).toHaveLength(10);
  });

  it("rolls still waiting are written when the plugin unloads, and no timer is left", async () => {
    const phone = await device();
    vi.useFakeTimers();
    roll(phone, "ostatni", "2026-11-30T12:00:00Z");
    phone.unload();
    await phone.store.whenSaved();
    expect(stored(phone)).toEqual(["ostatni"]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("old data.json (settings at the top, log entries without ids) still loads", async () => {
    const { App } = await import("../../../test/obsidian-mock");
    const { default: HbmPlugin } = await import("../../main");
    const plugin = new HbmPlugin(new App({}) as never, TEST_MANIFEST) as unknown as Device;
    plugin.data = {
      party: "Drużyna/",
      logRollsInNote: true,
      rollLog: [
        {
          label: "Unik",
          character: null,
          path: "a.md",
          time: "2026-11-29T10:00:00.000Z",
          text: "Ciało + Refleks (4k6) 4:1 → ⚅ → 1 sukces z 1 wymaganego: Sukces",
        },
      ],
    };
    await plugin.onload();
    expect(plugin.settings).toMatchObject({ party: "Drużyna", logRollsInNote: true });
    expect(plugin.rollLog.list()).toHaveLength(1);
    plugin.unload();
  });
});

describe("Drużyna setting", () => {
  it("a folder goes through normalizePath, a #tag stays, empty means the default", () => {
    expect(normalizeParty(" Kampania\\Gracze/ ")).toBe("Kampania/Gracze");
    expect(normalizeParty("#pc")).toBe("#pc");
    expect(normalizeParty("  ")).toBe("#pc");
  });
});

describe("the last results of each block line (issue 16 item 5: kept by note and line, capped)", () => {
  const shown = (n: number) => ({
    result: {
      type: "sum",
      label: null,
      character: null,
      text: String(n),
      faces: [n],
      total: n,
      detail: { total: n, terms: [], faces: [n] },
    } as unknown as RollResult,
  });
  it("a line keeps its last few results, oldest first; the least recently rolled lines go beyond the cap", () => {
    const store = new LineResults([]);
    for (let i = 1; i <= 7; i++) store.push("a.md", "1k6", shown(i), 5, new Date(Date.UTC(2026, 10, 30, 10, 0, i)));
    expect(store.get("a.md", "1k6").map((r) => r.result?.text)).toEqual(["3", "4", "5", "6", "7"]);
    expect(store.get("b.md", "1k6")).toEqual([]);
    for (let i = 0; i < BLOCK_RESULTS_CAP + 5; i++)
      store.push(`n${i}.md`, "1k6", shown(i), 5, new Date(Date.UTC(2026, 10, 30, 11, 0, 0, i)));
    expect(store.list()).toHaveLength(BLOCK_RESULTS_CAP);
    expect(store.get("a.md", "1k6")).toEqual([]);
    expect(store.get(`n${BLOCK_RESULTS_CAP + 4}.md`, "1k6")).toHaveLength(1);
  });

  it("results rolled in the same millisecond keep the order they were rolled in after a merge (a reload)", () => {
    const store = new LineResults([]);
    const now = new Date(Date.UTC(2026, 11, 2, 11, 0, 0));
    for (let i = 1; i <= 5; i++) store.push("a.md", "1k6", shown(i), 5, now);
    const order = ["1", "2", "3", "4", "5"];
    expect(store.get("a.md", "1k6").map((r) => r.result?.text)).toEqual(order);
    const copy = readLineResults(structuredClone(store.list()));
    const merged = mergeLineResults(copy, readLineResults(structuredClone(store.list())));
    expect(merged[0]!.results.map((r) => r.result?.text)).toEqual(order);
  });

  it("two devices' copies merge per note and line, both devices' results kept; malformed entries are dropped", () => {
    const phone = [
      { path: "a.md", key: "k", time: "2026-11-30T10:00:00.000Z", results: [shown(1)] },
      { path: "b.md", key: "k", time: "2026-11-30T10:05:00.000Z", results: [shown(2)] },
    ];
    const desktop = [
      { path: "a.md", key: "k", time: "2026-11-30T10:10:00.000Z", results: [shown(3)] },
      { path: 5, key: "k" },
      { path: "c.md", key: "k", time: "2026-11-30T09:00:00.000Z", results: [{ nothing: true }, shown(4)] },
    ];
    const merged = mergeLineResults(readLineResults(phone), readLineResults(desktop));
    expect(merged.map((l) => [l.path, l.results.map((r) => r.result?.text)])).toEqual([
      ["a.md", ["1", "3"]],
      ["b.md", ["2"]],
      ["c.md", ["4"]],
    ]);
    const stored = mergeStoredData({ blockResults: phone }, { blockResults: desktop } as never);
    expect(stored.blockResults?.map((l) => l.path)).toEqual(["a.md", "b.md", "c.md"]);
  });
});
