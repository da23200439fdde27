import { partyMembers } from "../../core/vault/index";
import type { PluginHost } from "../host";
import { partyReader, type PartyReader } from "./party-reader";

/** The party's characters with stats (settings: a folder or a tag), in the index's order. */
export function partyPaths(plugin: PluginHost): string[] {
  return partyMembers(plugin.vaultIndex.index, plugin.settings.party)
    .filter((c) => c.forms.some((f) => f.hasStats))
    .map((c) => c.path);
}

/** The party as the sheet shows it: read once per index change, in slices (party-reader.ts). */
export function sheetParty(plugin: PluginHost): PartyReader {
  return partyReader(plugin.vaultIndex.index, () => plugin.settings.party);
}
