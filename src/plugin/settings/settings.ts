import { PluginSettingTab, Setting, type App, type Plugin } from "obsidian";
import { SURVIVAL } from "../../core/rules";
import { addCreationSettings } from "../creation/settings";
import { addEncounterSettings } from "../encounter/settings";
import { t, type LanguageSetting } from "../i18n/i18n";

export interface HbmSettings {
  /** A folder path or a #tag that holds the party. */
  party: string;
  logRollsInNote: boolean;
  language: LanguageSetting;
  /** Rules decisions a GM may change (docs/en/rules.md marks them Decision). */
  survivalPool: string;
  longRestRestoresZeal: boolean;
  /** "Nowa postać": the template note and the folder new PCs go to (issue 15). */
  creationTemplate: string;
  creationFolder: string;
  /** The note whose `npcs` key keeps unique NPCs between fights (docs/en/encounters.md, unique characters). */
  campaignNote: string;
}

export const DEFAULT_SETTINGS: HbmSettings = {
  party: "#pc",
  logRollsInNote: false,
  language: "auto",
  survivalPool: "body-endurance",
  longRestRestoresZeal: true,
  creationTemplate: "_templates/Postać Gracza.template.md",
  creationFolder: "player-characters",
  campaignNote: "Kampania.md",
};

export function survivalPoolOf(settings: HbmSettings): { attribute: "body" | "mind" | "soul"; skill: string } {
  const choice = SURVIVAL.poolChoices.find((c) => c.key === settings.survivalPool) ?? SURVIVAL.poolChoices[0];
  return { attribute: choice.attribute, skill: choice.skill };
}

export interface SettingsHost extends Plugin {
  settings: HbmSettings;
  saveSettings(): Promise<void>;
}

export class HbmSettingTab extends PluginSettingTab {
  constructor(
    app: App,
    private readonly host: SettingsHost,
  ) {
    super(app, host);
  }

  override display(): void {
    const { containerEl } = this;
    containerEl.empty();
    new Setting(containerEl)
      .setName(t("settingsParty"))
      .setDesc(t("settingsPartyDesc"))
      .addText((text) =>
        text.setValue(this.host.settings.party).onChange(async (value) => {
          // A folder goes through normalizePath (plugin-data.ts normalizeParty), a #tag stays as typed.
          this.host.settings.party = value;
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
    new Setting(containerEl)
      .setName(t("settingsSurvival"))
      .setDesc(t("settingsSurvivalDesc"))
      .addDropdown((dropdown) => {
        for (const c of SURVIVAL.poolChoices) dropdown.addOption(c.key, c.label);
        dropdown.setValue(this.host.settings.survivalPool).onChange(async (value) => {
          this.host.settings.survivalPool = value;
          await this.host.saveSettings();
        });
      });
    new Setting(containerEl)
      .setName(t("settingsLongRestZeal"))
      .setDesc(t("settingsLongRestZealDesc"))
      .addToggle((toggle) =>
        toggle.setValue(this.host.settings.longRestRestoresZeal).onChange(async (value) => {
          this.host.settings.longRestRestoresZeal = value;
          await this.host.saveSettings();
        }),
      );
    addCreationSettings(containerEl, this.host);
    addEncounterSettings(containerEl, this.host);
  }
}
