import { t } from "../i18n/i18n";
import type { PluginHost } from "../host";
import { renderError, renderResult } from "../roll/render-result";
import { spellTargetsButton } from "../roll/spell-targets";
import type { Shown } from "./context";
import { st } from "./strings";

/** The result box above the tabs: the last roll, a refusal, or the lines an action wrote. */
export function renderShown(el: HTMLElement, plugin: PluginHost, s: Shown, path: string): void {
  const box = el.createDiv({ cls: "hbm-last-roll" });
  if ("roll" in s) {
    box.createDiv({
      cls: "hbm-section-title",
      text: s.roll.label ? `${t("lastRoll")}: ${s.roll.label}` : t("lastRoll"),
    });
    renderResult(box, s.roll);
    spellTargetsButton(box, plugin, s.roll, path, path);
    for (const line of s.extra ?? []) box.createDiv({ cls: "hbm-result-extra", text: line });
  } else if ("error" in s) {
    box.createDiv({ cls: "hbm-section-title", text: t("lastRoll") });
    renderError(box, s.error);
  } else {
    box.createDiv({ cls: "hbm-section-title", text: `${st("lastAction")}: ${s.title}` });
    for (const line of s.lines) box.createDiv({ cls: "hbm-result-extra", text: line });
  }
}
