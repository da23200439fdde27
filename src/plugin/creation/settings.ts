import { normalizePath, Setting } from "obsidian";
import { m } from "./strings";

/** The two settings of "Nowa postać": its template and its folder. */
export function addCreationSettings(
  containerEl: HTMLElement,
  host: { settings: { creationTemplate: string; creationFolder: string }; saveSettings(): Promise<void> },
): void {
  new Setting(containerEl)
    .setName(m("settingsTemplate"))
    .setDesc(m("settingsTemplateDesc"))
    .addText((text) =>
      text.setValue(host.settings.creationTemplate).onChange(async (value) => {
        host.settings.creationTemplate = normalizePath(value.trim() || "_templates/Postać Gracza.template.md");
        await host.saveSettings();
      }),
    );
  new Setting(containerEl)
    .setName(m("settingsFolder"))
    .setDesc(m("settingsFolderDesc"))
    .addText((text) =>
      text.setValue(host.settings.creationFolder).onChange(async (value) => {
        host.settings.creationFolder = normalizePath(value.trim() || "player-characters");
        await host.saveSettings();
      }),
    );
}
