import { Plugin } from "obsidian";
import type { RollResult } from "./core/roll/execute";
import type { RollLine } from "./core/roll/types";
import { CharacterWriter } from "./plugin/character-writer";
import { registerCommands } from "./plugin/commands";
import { setLanguage } from "./plugin/i18n";
import { rollBlockProcessor, ROLL_BLOCK_LANGUAGE } from "./plugin/roll-block";
import { RollLog, RollLogView, ROLL_LOG_VIEW, type RollLogEntry } from "./plugin/roll-log";
import { RollRecorder } from "./plugin/roll-recorder";
import { PluginRollServices } from "./plugin/roll-services";
import { DEFAULT_SETTINGS, HbmSettingTab, type HbmSettings } from "./plugin/settings";
import { ObsidianVaultIndex } from "./plugin/vault-index";

interface StoredData extends Partial<HbmSettings> {
  rollLog?: RollLogEntry[];
}

/** The plugin's lifecycle only: every feature lives in src/plugin/. */
export default class HbmPlugin extends Plugin {
  settings: HbmSettings = { ...DEFAULT_SETTINGS };
  vaultIndex!: ObsidianVaultIndex;
  services!: PluginRollServices;
  writer!: CharacterWriter;
  rollLog!: RollLog;
  private recorder!: RollRecorder;
  private stored: StoredData = {};
  /** The character pinned or shown in the sheet. */
  activeCharacterPath: string | null = null;

  override async onload(): Promise<void> {
    this.stored = ((await this.loadData()) ?? {}) as StoredData;
    const { rollLog: _log, ...stored } = this.stored;
    this.settings = { ...DEFAULT_SETTINGS, ...stored };
    setLanguage(this.settings.language);
    this.vaultIndex = new ObsidianVaultIndex(this.app, this);
    this.writer = new CharacterWriter(this.app, this.vaultIndex.index);
    this.rollLog = new RollLog(this.stored.rollLog, (entries) => {
      this.stored.rollLog = entries;
      void this.persist();
    });
    this.recorder = new RollRecorder(this.app, this.vaultIndex.index, this.writer, this.rollLog, () => this.settings.logRollsInNote);
    this.services = new PluginRollServices(this);
    this.registerMarkdownCodeBlockProcessor(ROLL_BLOCK_LANGUAGE, rollBlockProcessor(this.services));
    this.registerView(ROLL_LOG_VIEW, (leaf) => new RollLogView(leaf, this.rollLog));
    registerCommands(this);
    this.addSettingTab(new HbmSettingTab(this.app, this));
    this.vaultIndex.start();
  }

  afterRoll(result: RollResult, line: RollLine, sourcePath: string): Promise<string | null> {
    return this.recorder.record(result, line, sourcePath);
  }

  async saveSettings(): Promise<void> {
    setLanguage(this.settings.language);
    Object.assign(this.stored, this.settings);
    await this.persist();
  }

  private persist(): Promise<void> {
    return this.saveData(this.stored);
  }
}
