import { Notice, TFile, type App } from "obsidian";
import {
  endEncounter,
  nextTurn,
  findEncounterBlocks,
  type EngineContext,
  type Step,
  type Table,
} from "../../core/encounter";
import { t } from "../i18n/i18n";
import type { EncounterBlockServices } from "./block";
import { ResetUniqueModal } from "./reset-modal";
import type { EncounterStore } from "./store";
import { et } from "./strings";

/** The bit of an editor "Nowa walka" needs (Obsidian's Editor has it). */
export interface CursorEditor {
  getCursor(): { line: number; ch: number };
  replaceRange(text: string, from: { line: number; ch: number }): void;
}

/** The text "Nowa walka" inserts: a block listing the party, ready for NPC lines. */
export function newEncounterBlock(partyNames: string[]): string {
  const lines = partyNames.length ? partyNames.map((n) => `[[${n}]]`) : ["[[Postać gracza]]"];
  return [
    "```hbm-walka",
    ...lines,
    "# 2× [[Goblin]]",
    "# Strażnik: Ciało 3, Umysł 2, Dusza 2, Żywotność 12, Pancerz 1",
    "```",
    "",
  ].join("\n");
}

/** Insert at the cursor, on a line of its own (through the Editor API: no typing is lost). */
export function insertEncounterBlock(editor: CursorEditor, partyNames: string[]): void {
  const cursor = editor.getCursor();
  const text = newEncounterBlock(partyNames);
  editor.replaceRange(cursor.ch > 0 ? `\n${text}` : text, cursor);
}

export interface EncounterCommandHost {
  app: App;
  store: EncounterStore;
  services: EncounterBlockServices;
  partyNames(): string[];
  addCommand(command: {
    id: string;
    name: string;
    callback?: () => unknown;
    checkCallback?: (checking: boolean) => boolean | void;
    editorCallback?: (editor: CursorEditor) => unknown;
  }): unknown;
  openView(): Promise<void>;
}

/** The active note's block source, when it has a running encounter. */
async function activeFight(host: EncounterCommandHost): Promise<{ path: string; source: string } | null> {
  const file = host.app.workspace.getActiveFile();
  if (!(file instanceof TFile)) return null;
  const blocks = findEncounterBlocks(await host.app.vault.cachedRead(file));
  return blocks[0] ? { path: file.path, source: blocks[0].source } : null;
}

/** A command's step on the active note's fight, its outcome in a Notice (`said` picks the lines to show). */
async function runOnActiveFight(
  host: EncounterCommandHost,
  label: string,
  step: (table: Table, ctx: EngineContext) => Step,
  said: (log: string[]) => string,
): Promise<void> {
  const fight = await activeFight(host);
  if (!fight) return;
  const out = await host.store.run(fight.path, fight.source, label, step, {
    rng: host.services.rng(),
    ...host.services.context(fight.path),
  });
  new Notice(out.ok ? said(out.step?.log ?? []) : (out.reason ?? ""));
}

const hasEncounter = (host: EncounterCommandHost): boolean => {
  const file = host.app.workspace.getActiveFile();
  return !!file && host.store.read(file.path).encounter !== null;
};

export function registerEncounterCommands(host: EncounterCommandHost): void {
  host.addCommand({
    id: "new-encounter",
    name: t("encounterNewCommand"),
    editorCallback: (editor) => insertEncounterBlock(editor, host.partyNames()),
  });
  host.addCommand({ id: "open-encounter", name: t("encounterOpenCommand"), callback: () => void host.openView() });
  host.addCommand({
    id: "reset-unique-npc",
    name: et("resetCommand"),
    callback: () => new ResetUniqueModal(host.app, host.store, (path) => host.store.statBlockName(path)).open(),
  });
  host.addCommand({
    id: "next-encounter-turn",
    name: t("encounterNextCommand"),
    checkCallback: (checking) => {
      if (!hasEncounter(host)) return false;
      if (!checking) void runOnActiveFight(host, t("encounterNextTurn"), nextTurn, (log) => log.join("\n"));
      return true;
    },
  });
  host.addCommand({
    id: "end-encounter",
    name: t("encounterEndCommand"),
    checkCallback: (checking) => {
      if (!hasEncounter(host)) return false;
      if (!checking) void runOnActiveFight(host, t("encounterEnd"), endEncounter, (log) => log.at(-1) ?? "");
      return true;
    },
  });
}
