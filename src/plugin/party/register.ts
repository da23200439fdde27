import { partyMembers } from "../../core/vault/index";
import type { PluginHost } from "../host";
import { openSheet, openView } from "../commands/commands";
import { DamageModal } from "../play/damage-modal";
import { RollPromptModal } from "../roll/prompt";
import { registerPartyBasesView } from "./bases-view";
import type { PartyServices } from "./cards";
import { PartyView, PARTY_VIEW } from "./sidebar-view";
import { tr } from "./strings";

/**
 * The party at a glance (issue 17): the "Karty drużyny" Bases view (Obsidian
 * 1.10+), the "Drużyna" sidebar view and its command, wired to the plugin
 * through a narrow set of services.
 */
export function registerParty(plugin: PluginHost): { services: PartyServices; basesView: boolean } {
  const services = partyServices(plugin);
  plugin.registerView(PARTY_VIEW, (leaf) => new PartyView(leaf, services));
  plugin.addCommand({ id: "open-party", name: tr("openParty"), callback: () => void openView(plugin, PARTY_VIEW) });
  const basesView = registerPartyBasesView(plugin, services);
  return { services, basesView };
}

export function partyServices(plugin: PluginHost): PartyServices {
  const index = plugin.vaultIndex.index;
  return {
    index,
    actions: plugin.actions,
    openDamage: (path) => new DamageModal(plugin.app, plugin, path).open(),
    openSheet: (path) => void openSheet(plugin, path, true),
    partyPaths: () => partyMembers(index, plugin.settings.party).map((c) => c.path),
    partySetting: () => plugin.settings.party,
    openGroupTest: (paths) => {
      const names = paths.flatMap((p) => {
        const c = index.get(p)?.character;
        return c ? [c.name] : [];
      });
      if (!names.length) return;
      new RollPromptModal(plugin.app, plugin.services, paths[0] ?? "", groupTestLine(names)).open();
    },
  };
}

/**
 * The line the party view's "Test grupowy" button starts from (docs/pl/rzuty.md): every member
 * with the same test, for the GM to change into each one's own combination and T:S before rolling.
 */
export function groupTestLine(names: readonly string[]): string {
  return `${tr("groupTestLabel")}: grupowy 1 ${names.map((n) => `[[${n}]] Ciało + Atletyka 4:1`).join("; ")}`;
}
