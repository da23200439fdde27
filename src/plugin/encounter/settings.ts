import { normalizePath } from "obsidian";
import type { SettingRow } from "../settings/settings";
import { et } from "./strings";

import { DEFAULT_CAMPAIGN_NOTE } from "../../core/encounter";

export { DEFAULT_CAMPAIGN_NOTE };

/**
 * The encounters' setting: the campaign note that keeps unique NPCs between fights (docs/en/encounters.md, unique
 * characters).
 */
export function encounterSettingRows(): SettingRow[] {
  return [
    {
      key: "campaignNote",
      type: "text",
      placeholder: DEFAULT_CAMPAIGN_NOTE,
      name: () => et("settingsCampaign"),
      desc: () => et("settingsCampaignDesc"),
      clean: (typed) => normalizePath(typed.trim() || DEFAULT_CAMPAIGN_NOTE),
    },
  ];
}
