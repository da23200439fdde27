import { cryptoRandom, type RandomSource } from "../../core/dice";
import { rollSpellOf } from "../../core/roll";
import { partyMembers } from "../../core/vault/index";
import type { PluginHost } from "../host";
import { openSheet, openView } from "../commands/commands";
import { language } from "../i18n/i18n";
import { survivalPoolOf } from "../settings/settings";
import { encounterBlockProcessor, ENCOUNTER_BLOCK_LANGUAGE, type EncounterBlockServices } from "./block";
import { registerEncounterCommands } from "./commands";
import { EncounterStore } from "./store";
import { ENCOUNTER_VIEW, EncounterView } from "./view";
import { logLine } from "../roll/log";
import { appendToNoteLog } from "../roll/recorder";

/**
 * Encounters (issue 14): the hbm-walka block, the "Walka" view and their
 * commands, wired to the plugin through a narrow set of services.
 */
export function registerEncounters(plugin: PluginHost): EncounterBlockServices {
  const services = encounterServices(plugin, cryptoRandom());
  const index = plugin.vaultIndex.index;
  const store = services.store;
  plugin.registerMarkdownCodeBlockProcessor(ENCOUNTER_BLOCK_LANGUAGE, encounterBlockProcessor(services));
  plugin.registerView(ENCOUNTER_VIEW, (leaf) => new EncounterView(leaf, services));
  registerEncounterCommands({
    app: plugin.app,
    store,
    services,
    partyNames: () =>
      partyMembers(index, plugin.settings.party)
        .filter((c) => c.kind === "pc")
        .map((c) => c.name),
    addCommand: (c) => plugin.addCommand(c),
    openView: () => openView(plugin, ENCOUNTER_VIEW),
  });
  return services;
}

/** The services blocks, the view and the commands share: one store, one change bus, the dice. */
export function encounterServices(plugin: PluginHost, rng: RandomSource): EncounterBlockServices {
  const index = plugin.vaultIndex.index;
  const store = new EncounterStore({
    app: plugin.app,
    index,
    log: (label, text, path) => plugin.rollLog.addText(label, text, path),
    // "Zapisuj rzuty w notatce": the step's lines as the roll log wrote them, into the note's log too.
    logInNote: async (path, label, lines) => {
      if (!plugin.settings.logRollsInNote) return;
      const time = new Date().toISOString();
      await appendToNoteLog(
        plugin.app,
        path,
        lines.map((text) => logLine({ id: "", label, character: null, path, time, text })),
      );
    },
    campaignNote: () => plugin.settings.campaignNote,
    lang: () => language(),
    undo: plugin.actions.undoStack,
    pcs: plugin.actions.store,
  });
  const listeners = new Set<(paths: string[]) => void>();
  const emit = (paths: string[]) => {
    for (const l of [...listeners]) l(paths);
  };
  plugin.register(
    index.onChange((paths) => {
      for (const p of paths) store.noteChanged(p);
      emit(paths);
    }),
  );
  plugin.register(store.onChange((path) => emit([path])));
  return {
    store,
    rng: () => rng,
    context: (sourcePath) => ({
      survivalPool: survivalPoolOf(plugin.settings),
      lang: language(),
      spell: (ref) => rollSpellOf(index.findSpell(ref, sourcePath), ref),
      spellNames: () => index.spells().map((s) => s.name),
    }),
    openSheet: (path) => void openSheet(plugin, path),
    onChange: (callback) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  };
}
