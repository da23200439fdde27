// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RollResult } from "../../core/roll";
import type HbmPlugin from "../../main";
import { loadPlugin } from "../../../test/harness";
import type { Plugin } from "../../../test/obsidian-mock";
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

    desktop.rollLog.clear(new Date("2026-11-30T09:30:00Z"));
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
    const plugin = new HbmPlugin(new App({}) as never, {
      id: "hbm-rpg",
      name: "HbM RPG",
      version: "0",
      minAppVersion: "1.8.7",
      description: "",
      author: "",
    }) as unknown as Device;
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

  it("two devices' copies merge per note and line, the line rolled last winning; malformed entries are dropped", () => {
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
      ["a.md", ["3"]],
      ["b.md", ["2"]],
      ["c.md", ["4"]],
    ]);
    const stored = mergeStoredData({ blockResults: phone }, { blockResults: desktop } as never);
    expect(stored.blockResults?.map((l) => l.path)).toEqual(["a.md", "b.md", "c.md"]);
  });
});
