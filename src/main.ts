import { parseYaml, Plugin } from "obsidian";
import type { RollResult, RollLine } from "./core/roll";
import { useYamlParser } from "./core/vault/frontmatter";
import { CharacterActions } from "./plugin/play/character-actions";
import { registerCommands } from "./plugin/commands/commands";
import { FillStatsModal } from "./plugin/creation/fill-stats-modal";
import { registerCreation } from "./plugin/creation/register";
import type { EncounterBlockServices } from "./plugin/encounter/block";
import { registerEncounters } from "./plugin/encounter/register";
import type { PluginHost } from "./plugin/host";
import { setLanguage } from "./plugin/i18n/i18n";
import { registerParty } from "./plugin/party/register";
import { rollBlockProcessor, ROLL_BLOCK_LANGUAGE } from "./plugin/roll/block";
import { PluginData } from "./plugin/settings/plugin-data";
import { RollLogView, ROLL_LOG_VIEW, type RollLog } from "./plugin/roll/log";
import { RollRecorder } from "./plugin/roll/recorder";
import { PluginRollServices } from "./plugin/roll/services";
import { DEFAULT_SETTINGS, HbmSettingTab, survivalPoolOf, type HbmSettings } from "./plugin/settings/settings";
import { SheetView, SHEET_VIEW } from "./plugin/sheet";
import { ObsidianVaultIndex } from "./plugin/vault-index/vault-index";

/** The plugin's lifecycle only: every feature lives in src/plugin/. */
export default class HbmPlugin extends Plugin implements PluginHost {
  override settings: HbmSettings = { ...DEFAULT_SETTINGS };
  vaultIndex!: ObsidianVaultIndex;
  services!: PluginRollServices;
  actions!: CharacterActions;
  rollLog!: RollLog;
  private recorder!: RollRecorder;
  /** data.json: settings and the roll log, merged with what Sync brings. */
  private store!: PluginData;
  private forms = new Map<string, number>();
  /** The character pinned or shown in the sheet. */
  activeCharacterPath: string | null = null;
  encounters?: EncounterBlockServices;

  override async onload(): Promise<void> {
    useYamlParser(parseYaml);
    this.store = await PluginData.load(this, () => setLanguage(this.settings.language));
    this.settings = this.store.settings;
    this.rollLog = this.store.log;
    setLanguage(this.settings.language);
    this.vaultIndex = new ObsidianVaultIndex(this.app, this);
    this.actions = new CharacterActions(
      this.app,
      this.vaultIndex.index,
      (p) => this.formOf(p),
      (r, l, p) => this.recorder.record(r, l, p),
      () => ({
        survivalPool: survivalPoolOf(this.settings),
        longRestRestoresZeal: this.settings.longRestRestoresZeal,
      }),
    );
    this.register(() => this.actions.dispose());
    this.recorder = new RollRecorder(
      this.app,
      this.rollLog,
      () => this.settings.logRollsInNote,
      (r, l, p) => this.actions.applyRoll(r, l, p),
    );
    this.services = new PluginRollServices(this);
    this.services.results = this.store.blockResults;
    this.registerMarkdownCodeBlockProcessor(ROLL_BLOCK_LANGUAGE, rollBlockProcessor(this.services));
    this.registerView(ROLL_LOG_VIEW, (leaf) => new RollLogView(leaf, this.rollLog));
    this.registerView(SHEET_VIEW, (leaf) => new SheetView(leaf, this));
    registerCommands(this);
    this.encounters = registerEncounters(this);
    registerParty(this);
    registerCreation(this);
    this.addSettingTab(new HbmSettingTab(this.app, this));
    this.vaultIndex.start();
  }

  async afterRoll(result: RollResult, line: RollLine, sourcePath: string): Promise<string | null> {
    return (await this.recorder.record(result, line, sourcePath)).message;
  }

  fillStats(path: string): void {
    new FillStatsModal(this.app, this, path).open();
  }

  /** Which form of a multi-form stat block is in play (kept for the session). */
  formOf(path: string): number {
    return this.forms.get(path) ?? 0;
  }

  setForm(path: string, form: number): void {
    this.forms.set(path, form);
    this.services.notifyDataChanged();
  }

  override onunload(): void {
    void this.store?.dispose();
  }

  saveSettings(): Promise<void> {
    return this.store.saveSettings();
  }

  /** Sync changed data.json: reload the settings and the roll log, merged with this device's. */
  override async onExternalSettingsChange(): Promise<void> {
    await this.store.onExternalChange();
    this.services.notifyDataChanged();
  }
}
