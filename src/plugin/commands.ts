import type HbmPlugin from "../main";
import { t } from "./i18n";
import { RollPromptModal } from "./roll-prompt";
import { ROLL_LOG_VIEW } from "./roll-log";

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
  plugin.addCommand({
    id: "open-roll-log",
    name: t("openRollLog"),
    callback: () => void openView(plugin, ROLL_LOG_VIEW),
  });
}

/** Show a side view, reusing an open one. */
export async function openView(plugin: HbmPlugin, type: string): Promise<void> {
  const { workspace } = plugin.app;
  let leaf = workspace.getLeavesOfType(type)[0];
  if (!leaf) {
    leaf = workspace.getRightLeaf(false) ?? undefined;
    if (!leaf) return;
    await leaf.setViewState({ type, active: true });
  }
  await workspace.revealLeaf(leaf);
}
