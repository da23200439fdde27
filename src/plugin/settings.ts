import { PluginSettingTab, Setting, type App, type Plugin } from "obsidian";
import { t, type LanguageSetting } from "./i18n";

export interface HbmSettings {
  /** A folder path or a #tag that holds the party. */
  party: string;
  logRollsInNote: boolean;
  language: LanguageSetting;
}

export const DEFAULT_SETTINGS: HbmSettings = {
  party: "#pc",
  logRollsInNote: false,
  language: "auto",
};

export interface SettingsHost extends Plugin {
  settings: HbmSettings;
  saveSettings(): Promise<void>;
}

export class HbmSettingTab extends PluginSettingTab {
  constructor(app: App, private readonly host: SettingsHost) {
    super(app, host);
  }

  display(): void {
    const { containerEl } = this;
    containerEl.empty();
    new Setting(containerEl)
      .setName(t("settingsParty"))
      .setDesc(t("settingsPartyDesc"))
      .addText((text) =>
        text.setValue(this.host.settings.party).onChange(async (value) => {
          this.host.settings.party = value.trim() || DEFAULT_SETTINGS.party;
          await this.host.saveSettings();
        }),
      );
    new Setting(containerEl)
      .setName(t("settingsLogInNote"))
      .setDesc(t("settingsLogInNoteDesc"))
      .addToggle((toggle) =>
        toggle.setValue(this.host.settings.logRollsInNote).onChange(async (value) => {
          this.host.settings.logRollsInNote = value;
          await this.host.saveSettings();
        }),
      );
    new Setting(containerEl)
      .setName(t("settingsLanguage"))
      .setDesc(t("settingsLanguageDesc"))
      .addDropdown((dropdown) =>
        dropdown
          .addOptions({ auto: t("languageAuto"), pl: "Polski", en: "English" })
          .setValue(this.host.settings.language)
          .onChange(async (value) => {
            this.host.settings.language = value as LanguageSetting;
            await this.host.saveSettings();
            this.display();
          }),
      );
  }
}
