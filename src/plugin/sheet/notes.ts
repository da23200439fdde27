import { language, t } from "../i18n/i18n";
import type { SheetData } from "./context";
import { keyedPart, type KeyedPart } from "./part";
import { st } from "./strings";

/** Notatki: what the plugin noticed about the note (diagnostics with their line), and the sheet's own notes. */
export function notesPanel(parent: HTMLElement): KeyedPart {
  return keyedPart(
    parent,
    "hbm-panel hbm-panel-notes",
    (d) => JSON.stringify([d.path, d.sheet.diagnostics, language()]),
    (el, d) => {
      if (d.sheet.diagnostics.length === 0) {
        el.createDiv({ cls: "hbm-hint", text: st("noNotes") });
        return;
      }
      const list = el.createDiv({ cls: "hbm-diagnostics" });
      for (const x of d.sheet.diagnostics) {
        const where = x.line ? (language() === "en" ? `line ${x.line}: ` : `linia ${x.line}: `) : "";
        list.createDiv({ cls: `hbm-diagnostic hbm-diagnostic-${x.severity}`, text: `${where}${x.message}` });
      }
    },
  );
}

/** A character note without a stats table: what is missing, a button that fills it in, and the notes. */
export function noStatsHint(root: HTMLElement, d: SheetData, fill: () => void): void {
  root.createDiv({ cls: "hbm-hint", text: t("sheetNoStats") });
  const button = root.createEl("button", {
    cls: "mod-cta hbm-fill-stats",
    text: t("sheetFillStats"),
    attr: { type: "button" },
  });
  button.addEventListener("click", fill);
  notesPanel(root).update(d);
}
