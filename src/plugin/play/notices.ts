import { Notice } from "obsidian";
import { t } from "../i18n/i18n";
import type { Rest } from "./outcome";

/** A Notice that says what changed, one line per span or div, with a "Cofnij" button when `undo` is given. */
export function changeNotice(lines: string[], undo: (() => void) | null, ms: number, tag: "span" | "div"): Notice {
  const fragment = createFragment((f) => {
    for (const text of lines) f.createEl(tag, { text });
    if (!undo) return;
    const button = f.createEl("button", { cls: "hbm-undo", text: t("undo") });
    button.addEventListener("click", undo);
  });
  return new Notice(fragment, ms);
}

/** "Nowa tura postaci" of a dying character: a Notice that stays, with its Test Przeżycia button. */
export function survivalPromptNotice(name: string, roll: () => void): Notice {
  const fragment = createFragment((f) => {
    f.createSpan({ text: `${name}: ${t("survivalPrompt")} ` });
    const b = f.createEl("button", { cls: "hbm-survival-prompt", text: t("survival") });
    b.addEventListener("click", roll);
  });
  return new Notice(fragment, 0);
}

/** A rest by its name in the plugin's language (the rest buttons' keys). */
export const restName = (kind: Rest): string =>
  t(({ breather: "breather", short: "shortRest", long: "longRest" } as const)[kind]);
