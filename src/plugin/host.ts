import type { Plugin } from "obsidian";
import type { RollResult } from "../core/roll";
import type { RollLine } from "../core/roll/types";
import type { CharacterActions } from "./play/character-actions";
import type { RollLog } from "./roll/log";
import type { EncounterBlockServices } from "./encounter/block";
import type { RollServices } from "./roll/block";
import type { HbmSettings } from "./settings/settings";
import type { ObsidianVaultIndex } from "./vault-index/vault-index";

/**
 * What the features see of the plugin. The registration glue (src/main.ts)
 * hands the plugin in as this, so no feature imports the plugin class and the
 * import circle around it stays open. Each feature narrows it further with a
 * Pick of what it uses.
 */
export interface PluginHost extends Pick<
  Plugin,
  | "app"
  | "register"
  | "registerView"
  | "registerEvent"
  | "addCommand"
  | "addRibbonIcon"
  | "registerMarkdownCodeBlockProcessor"
  | "registerBasesView"
> {
  settings: HbmSettings;
  vaultIndex: ObsidianVaultIndex;
  actions: CharacterActions;
  rollLog: RollLog;
  /** The roll blocks' services (roll/services.ts), as rolls and views need them. */
  services: RollServices & { notifyDataChanged(): void };
  /** The character pinned or shown in the sheet. */
  activeCharacterPath: string | null;
  /** The encounters' store and dice (encounter/register.ts), once registered: "Zastosuj do…" reaches the open fight. */
  encounters?: EncounterBlockServices;
  /** Which form of a multi-form stat block is in play. */
  formOf(path: string): number;
  setForm(path: string, form: number): void;
  saveSettings(): Promise<void>;
  /** Open "Uzupełnij statystyki" for a character (the creation feature's dialog). */
  fillStats(path: string): void;
  /** After a roll: the log, its play consequence, the note's log; the line a block shows. */
  afterRoll(result: RollResult, line: RollLine, sourcePath: string): Promise<string | null>;
}
