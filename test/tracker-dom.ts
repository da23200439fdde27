import { Component, notices, TFile, type App } from "./obsidian-mock";
import { loadPlugin, readVault, settle, TEST_VAULT } from "./harness";
import { seededRandom } from "../src/core/dice";
import { findEncounterBlocks } from "../src/core/encounter";
import type HbmPlugin from "../src/main";
import { EncounterBlock } from "../src/plugin/encounter/block";
import { encounterServices } from "../src/plugin/encounter/register";

/**
 * The encounter tracker in a happy-dom test: a note's first hbm-walka block mounted with
 * seeded dice, and the GM's clicks and typing on it. One plugin and one tracker at a time (the
 * last loaded and mounted).
 */
let root: HTMLElement = document.body;
let loaded: { app: App; plugin: HbmPlugin } | null = null;

/** The plugin over test-vault and `extra` notes, the notices cleared: the app and plugin the tracker uses. */
export async function loadFight(extra: Record<string, string> = {}): Promise<{ app: App; plugin: HbmPlugin }> {
  loaded = await loadPlugin({ ...readVault(TEST_VAULT), ...extra });
  notices.length = 0;
  return loaded;
}

function fightOf(): { app: App; plugin: HbmPlugin } {
  if (!loaded) throw new Error("loadFight() first");
  return loaded;
}

/** A note's text in the loaded vault, or null. */
export const readNote = (path: string): string | null => {
  const { app } = fightOf();
  const f = app.vault.getAbstractFileByPath(path);
  return f instanceof TFile ? app.vault.readSync(f) : null;
};

export function mountTracker(path: string, seed: number): HTMLElement {
  const { plugin } = fightOf();
  const source = findEncounterBlocks(readNote(path) ?? "")[0]!.source;
  root = document.body.createDiv({ cls: "block-language-hbm-walka" });
  const host = new Component();
  host.load();
  host.addChild(new EncounterBlock(root, source, path, encounterServices(plugin, seededRandom(seed))));
  return root;
}

export const all = (sel: string): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(sel)];

export const el = <T extends Element>(sel: string): T => {
  const e = root.querySelector<T>(sel);
  if (!e) throw new Error(`no ${sel}`);
  return e;
};

/** Click and wait until the step is written and the tracker drawn again. */
export const click = async (sel: string): Promise<void> => {
  el<HTMLElement>(sel).click();
  for (let i = 0; i < 200 && root.classList.contains("is-busy"); i++) await settle(1);
  await settle(3);
};

export const type = (sel: string, value: string): void => {
  const i = el<HTMLInputElement>(sel);
  i.value = value;
  i.dispatchEvent(new Event("input"));
};

export const choose = (sel: string, value: string): void => {
  const s = el<HTMLSelectElement>(sel);
  s.value = value;
  s.dispatchEvent(new Event("change"));
};

export const tick = (sel: string, on = true): void => {
  const box = el<HTMLInputElement>(`${sel} input`);
  box.checked = on;
  box.dispatchEvent(new Event("change"));
};
