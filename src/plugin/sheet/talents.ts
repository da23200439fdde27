import { unmetRequirements } from "../../core/rules";
import { language } from "../i18n/i18n";
import { keyedPart, details, type KeyedPart } from "./part";
import type { SheetUi } from "./context";
import { st } from "./strings";

/** Talenty: each links to its note, says whether its requirements hold (✓ / ✗ and which), and opens its text on tap. */
export function talentsPanel(parent: HTMLElement, ui: SheetUi): KeyedPart {
  const index = ui.plugin.vaultIndex.index;
  return keyedPart(
    parent,
    "hbm-panel hbm-panel-talents",
    (d) =>
      JSON.stringify([
        d.path,
        d.form,
        d.character.forms[d.form]?.talents.map((x) => [x.name, x.count]),
        d.sheet.attributes,
        d.sheet.skills,
        index.ofKind("talent").length,
        language(),
      ]),
    (el, d) => {
      const form = d.character.forms[d.form];
      const sheet = d.sheet;
      const who = {
        attributes: { body: sheet.attributes.body, mind: sheet.attributes.mind, soul: sheet.attributes.soul },
        skills: sheet.skills,
        talents: sheet.talents,
        race: sheet.race,
        discipline: sheet.disciplineContext,
      };
      for (const entry of form?.talents ?? []) {
        const row = el.createDiv({ cls: "hbm-row hbm-talent" });
        const note = index.findTalent(entry.name, entry.link, d.path);
        const name = `${entry.canonical}${entry.count > 1 ? ` ×${entry.count}` : ""}`;
        if (!note) {
          row.createSpan({ cls: "hbm-row-name", text: name });
          continue;
        }
        const a = row.createEl("a", { cls: "hbm-row-name", text: name, attr: { href: "#" } });
        a.addEventListener("click", (e) => {
          e.preventDefault();
          void ui.app.workspace.openLinkText(note.path, d.path);
        });
        if (note.requirements.length) {
          const unmet = unmetRequirements(note.requirements, who);
          row.createSpan({
            cls: unmet.length ? "hbm-req hbm-req-unmet" : "hbm-req hbm-req-met",
            text: unmet.length ? `✗ ${unmet.join("; ")}` : "✓",
          });
        }
        if (note.text)
          details(ui, row, `talent:${d.path}:${note.path}`, st("talentMore"), "hbm-talent-text", (body) =>
            body.createDiv({ text: note.text }),
          );
      }
    },
  );
}
