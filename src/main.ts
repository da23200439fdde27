import { Plugin } from "obsidian";
import { setLanguage } from "./plugin/i18n";
import { registerCommands } from "./plugin/commands";
import { rollBlockProcessor, ROLL_BLOCK_LANGUAGE } from "./plugin/roll-block";
import { PluginRollServices } from "./plugin/roll-services";
import { DEFAULT_SETTINGS, HbmSettingTab, type HbmSettings } from "./plugin/settings";

/** The plugin's lifecycle only: every feature lives in src/plugin/. */
export default class HbmPlugin extends Plugin {
  settings: HbmSettings = { ...DEFAULT_SETTINGS };
  services!: PluginRollServices;

  override async onload(): Promise<void> {
    await this.loadSettings();
    this.services = new PluginRollServices(this);
    this.registerMarkdownCodeBlockProcessor(ROLL_BLOCK_LANGUAGE, rollBlockProcessor(this.services));
    registerCommands(this);
    this.addSettingTab(new HbmSettingTab(this.app, this));
  }

  async loadSettings(): Promise<void> {
    const stored = ((await this.loadData()) ?? {}) as Partial<HbmSettings>;
    this.settings = { ...DEFAULT_SETTINGS, ...stored };
    setLanguage(this.settings.language);
  }

  async saveSettings(): Promise<void> {
    setLanguage(this.settings.language);
    const stored = ((await this.loadData()) ?? {}) as Record<string, unknown>;
    await this.saveData({ ...stored, ...this.settings });
  }
}
