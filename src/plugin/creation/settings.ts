import { normalizePath } from "obsidian";
import type { SettingRow } from "../settings/settings";
import { m } from "./strings";

/** The two settings of "Nowa postać": its template and its folder. */
export function creationSettingRows(): SettingRow[] {
  return [
    {
      key: "creationTemplate",
      type: "text",
      name: () => m("settingsTemplate"),
      desc: () => m("settingsTemplateDesc"),
      clean: (typed) => normalizePath(typed.trim() || "_templates/Postać Gracza.template.md"),
    },
    {
      key: "creationFolder",
      type: "text",
      name: () => m("settingsFolder"),
      desc: () => m("settingsFolderDesc"),
      clean: (typed) => normalizePath(typed.trim() || "player-characters"),
    },
  ];
}
