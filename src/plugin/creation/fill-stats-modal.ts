import type { App } from "obsidian";
import type HbmPlugin from "../../main";
import { creationServices } from "./register";
import { CreationWizard } from "./wizard";

/**
 * "Uzupełnij statystyki" (the sheet's button and the command): the creation
 * wizard (issue 15) for an existing character note, keeping everything
 * already in it. Kept under this name for the sheet and the commands.
 */
export class FillStatsModal extends CreationWizard {
  constructor(_app: App, plugin: HbmPlugin, path: string) {
    super(creationServices(plugin), { kind: "existing", path });
  }
}
