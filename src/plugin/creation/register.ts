import type HbmPlugin from "../../main";
import type { CreationServices } from "./save";
import { m } from "./strings";
import { CreationWizard } from "./wizard";

/** The wizard's services from the plugin: its index, dice, settings and the one undo stack. */
export function creationServices(plugin: HbmPlugin): CreationServices {
  return {
    app: plugin.app,
    index: () => plugin.vaultIndex.index,
    rng: () => plugin.actions.rng,
    settings: () => ({ template: plugin.settings.creationTemplate, folder: plugin.settings.creationFolder }),
    pushUndo: (entry) => plugin.actions.undoStack.push(entry),
    undo: () => plugin.actions.undo(),
  };
}

/** "Nowa postać": a new PC note from the vault's template, through the wizard. */
export function registerCreation(plugin: HbmPlugin): void {
  plugin.addCommand({
    id: "new-character",
    name: m("command"),
    callback: () => new CreationWizard(creationServices(plugin), { kind: "new" }).open(),
  });
}
