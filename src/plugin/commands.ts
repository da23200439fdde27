import type HbmPlugin from "../main";
import { t } from "./i18n";
import { RollPromptModal } from "./roll-prompt";

/** Palette commands: sentence case, no default hotkeys. */
export function registerCommands(plugin: HbmPlugin): void {
  plugin.addCommand({
    id: "roll-dice",
    name: t("rollPromptCommand"),
    callback: () => {
      const path = plugin.app.workspace.getActiveFile()?.path ?? "";
      new RollPromptModal(plugin.app, plugin.services, path).open();
    },
  });
}
