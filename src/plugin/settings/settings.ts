import {
  PluginSettingTab,
  requireApiVersion,
  Setting,
  type App,
  type Plugin,
  type SettingDefinitionItem,
} from "obsidian";
import { SURVIVAL } from "../../core/rules";
import { creationSettingRows } from "../creation/settings";
import { encounterSettingRows } from "../encounter/settings";
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

type Key = keyof HbmSettings;
/**
 * One setting as data: what it is called, what it holds and how a typed value is cleaned. Obsidian 1.13+
 * draws these itself (`getSettingDefinitions`, searchable in its settings search); older versions get the
 * same rows drawn by `display()`. A feature adds its own rows (creation/settings.ts, encounter/settings.ts).
 */
export type SettingRow = {
  key: Key;
  name: () => string;
  desc: () => string;
  /** The tab's names change with this one (the language). */
  redraws?: boolean;
} & (
  | { type: "text"; placeholder?: string; clean?: (typed: string) => string }
  | { type: "toggle" }
  | { type: "dropdown"; options: () => Record<string, string> }
);

function ownRows(): SettingRow[] {
  return [
    // A folder goes through normalizePath (plugin-data.ts normalizeParty), a #tag stays as typed.
    { key: "party", type: "text", name: () => t("settingsParty"), desc: () => t("settingsPartyDesc") },
    {
      key: "logRollsInNote",
      type: "toggle",
      name: () => t("settingsLogInNote"),
      desc: () => t("settingsLogInNoteDesc"),
    },
    {
      key: "language",
      type: "dropdown",
      redraws: true,
      name: () => t("settingsLanguage"),
      desc: () => t("settingsLanguageDesc"),
      options: () => ({ auto: t("languageAuto"), pl: "Polski", en: "English" }),
    },
    {
      key: "survivalPool",
      type: "dropdown",
      name: () => t("settingsSurvival"),
      desc: () => t("settingsSurvivalDesc"),
      options: () => Object.fromEntries(SURVIVAL.poolChoices.map((c) => [c.key, c.label])),
    },
    {
      key: "longRestRestoresZeal",
      type: "toggle",
      name: () => t("settingsLongRestZeal"),
      desc: () => t("settingsLongRestZealDesc"),
    },
  ];
}

export const settingRows = (): SettingRow[] => [...ownRows(), ...creationSettingRows(), ...encounterSettingRows()];

export class HbmSettingTab extends PluginSettingTab {
  private readonly rows = settingRows();

  constructor(
    app: App,
    private readonly host: SettingsHost,
  ) {
    super(app, host);
  }

  /** Obsidian 1.13+: the same rows, drawn and searched by Obsidian. */
  override getSettingDefinitions(): SettingDefinitionItem[] {
    return this.rows.map((row) => {
      const base = { name: row.name(), desc: row.desc() };
      if (row.type === "text")
        return { ...base, control: { type: "text", key: row.key, placeholder: row.placeholder } };
      if (row.type === "toggle") return { ...base, control: { type: "toggle", key: row.key } };
      return { ...base, control: { type: "dropdown", key: row.key, options: row.options() } };
    });
  }

  override getControlValue(key: string): unknown {
    return this.host.settings[key as Key];
  }

  override async setControlValue(key: string, value: unknown): Promise<void> {
    const row = this.rows.find((r) => r.key === key);
    if (!row) return;
    await this.store(row, value);
    // Obsidian 1.13+ keeps the definitions it was given: new names after a language change need update().
    if (row.redraws) {
      if (requireApiVersion("1.13.0")) this.update();
    }
  }

  /** Obsidian before 1.13: the same rows, drawn here. */
  override display(): void {
    this.draw();
  }

  private draw(): void {
    const { containerEl } = this;
    containerEl.empty();
    for (const row of this.rows) {
      const setting = new Setting(containerEl).setName(row.name()).setDesc(row.desc());
      const changed = async (value: unknown) => {
        await this.store(row, value);
        if (row.redraws) this.draw();
      };
      const current = this.host.settings[row.key];
      if (row.type === "text") {
        setting.addText((text) => {
          if (row.placeholder) text.setPlaceholder(row.placeholder);
          text.setValue(String(current)).onChange(changed);
        });
      } else if (row.type === "toggle") {
        setting.addToggle((toggle) => toggle.setValue(Boolean(current)).onChange(changed));
      } else {
        setting.addDropdown((dropdown) =>
          dropdown.addOptions(row.options()).setValue(String(current)).onChange(changed),
        );
      }
    }
  }

  private async store(row: SettingRow, value: unknown): Promise<void> {
    const settings = this.host.settings as unknown as Record<Key, unknown>;
    settings[row.key] = row.type === "text" && row.clean ? row.clean(String(value)) : value;
    await this.host.saveSettings();
  }
}
