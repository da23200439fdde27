import { Setting } from "obsidian";
import { bt } from "./between-strings";

/** The foot of a between-sessions dialog: Anuluj, then its action as the call to action (with the class tests press). */
export function cancelAndConfirm(
  el: HTMLElement,
  confirmText: string,
  cls: string | null,
  onCancel: () => void,
  onConfirm: () => void,
): void {
  new Setting(el)
    .addButton((b) => b.setButtonText(bt("cancel")).onClick(onCancel))
    .addButton((b) => {
      b.setButtonText(confirmText).setCta().onClick(onConfirm);
      if (cls) b.buttonEl.addClass(cls);
    });
}
