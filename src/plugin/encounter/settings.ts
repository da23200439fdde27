import { normalizePath, Setting } from "obsidian";
import { et } from "./strings";

import { DEFAULT_CAMPAIGN_NOTE } from "../../core/encounter";

export { DEFAULT_CAMPAIGN_NOTE };

/** The encounters' setting: the campaign note that keeps unique NPCs between fights (rules.md Decision "unique NPCs"). */
export function addEncounterSettings(
  containerEl: HTMLElement,
  host: { settings: { campaignNote: string }; saveSettings(): Promise<void> },
): void {
  new Setting(containerEl)
    .setName(et("settingsCampaign"))
    .setDesc(et("settingsCampaignDesc"))
    .addText((text) =>
      text
        .setPlaceholder(DEFAULT_CAMPAIGN_NOTE)
        .setValue(host.settings.campaignNote)
        .onChange(async (value) => {
          host.settings.campaignNote = normalizePath(value.trim() || DEFAULT_CAMPAIGN_NOTE);
          await host.saveSettings();
        }),
    );
}
