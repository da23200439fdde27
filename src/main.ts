import { parseYaml, Plugin } from "obsidian";
import type { RollResult } from "./core/roll/execute";
import type { RollLine } from "./core/roll/types";
import { useYamlParser } from "./core/vault/frontmatter";
import { CharacterActions } from "./plugin/character-actions";
import { registerCommands } from "./plugin/commands";
import { setLanguage } from "./plugin/i18n";
import { rollBlockProcessor, ROLL_BLOCK_LANGUAGE } from "./plugin/roll-block";
import { RollLog, RollLogView, ROLL_LOG_VIEW, type RollLogEntry } from "./plugin/roll-log";
import { RollRecorder } from "./plugin/roll-recorder";
import { PluginRollServices } from "./plugin/roll-services";
import { DEFAULT_SETTINGS, HbmSettingTab, survivalPoolOf, type HbmSettings } from "./plugin/settings";
import { SheetView, SHEET_VIEW } from "./plugin/sheet-view";
import { ObsidianVaultIndex } from "./plugin/vault-index";

interface StoredData extends Partial<HbmSettings> {
  rollLog?: RollLogEntry[];
}

/** The plugin's lifecycle only: every feature lives in src/plugin/. */
export default class HbmPlugin extends Plugin {
  settings: HbmSettings = { ...DEFAULT_SETTINGS };
  vaultIndex!: ObsidianVaultIndex;
  services!: PluginRollServices;
  actions!: CharacterActions;
  rollLog!: RollLog;
  private recorder!: RollRecorder;
  private stored: StoredData = {};
  private forms = new Map<string, number>();
  /** The character pinned or shown in the sheet. */
  activeCharacterPath: string | null = null;

  override async onload(): Promise<void> {
    useYamlParser(parseYaml);
    this.stored = ((await this.loadData()) ?? {}) as StoredData;
    const { rollLog: _log, ...stored } = this.stored;
    this.settings = { ...DEFAULT_SETTINGS, ...stored };
    setLanguage(this.settings.language);
    this.vaultIndex = new ObsidianVaultIndex(this.app, this);
    this.rollLog = new RollLog(this.stored.rollLog, (entries) => {
      this.stored.rollLog = entries;
      void this.persist();
    });
    this.actions = new CharacterActions(this.app, this.vaultIndex.index, (p) => this.formOf(p), (r, l, p) => void this.afterRoll(r, l, p), () => ({
      survivalPool: survivalPoolOf(this.settings),
      longRestRestoresZeal: this.settings.longRestRestoresZeal,
    }));
    this.recorder = new RollRecorder(this.app, this.rollLog, () => this.settings.logRollsInNote, (r, l, p) => this.actions.spendFromRoll(r, l, p));
    this.services = new PluginRollServices(this);
    this.registerMarkdownCodeBlockProcessor(ROLL_BLOCK_LANGUAGE, rollBlockProcessor(this.services));
    this.registerView(ROLL_LOG_VIEW, (leaf) => new RollLogView(leaf, this.rollLog));
    this.registerView(SHEET_VIEW, (leaf) => new SheetView(leaf, this));
    registerCommands(this);
    this.addSettingTab(new HbmSettingTab(this.app, this));
    this.vaultIndex.start();
  }

  afterRoll(result: RollResult, line: RollLine, sourcePath: string): Promise<string | null> {
    return this.recorder.record(result, line, sourcePath);
  }

  /** Which form of a multi-form stat block is in play (kept for the session). */
  formOf(path: string): number {
    return this.forms.get(path) ?? 0;
  }

  setForm(path: string, form: number): void {
    this.forms.set(path, form);
    this.services.notifyDataChanged();
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
