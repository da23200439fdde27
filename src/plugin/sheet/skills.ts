import { modifierTexts, problemText } from "../../core/roll";
import type { PoolLine } from "../../core/sheet-lines";
import { romanLevel } from "../../core/sheet";
import { language } from "../i18n/i18n";
import { RollPromptModal } from "../roll/prompt";
import type { SheetData, SheetUi } from "./context";
import { button, details, keyedPart, section, type KeyedPart } from "./part";
import { st } from "./strings";

/** Roll a line of the block grammar for this character and show it on the sheet. */
export function rollOnSheet(ui: SheetUi, path: string, line: string): void {
  const r = ui.plugin.actions.roll(path, line);
  ui.show(path, r.roll ? { roll: r.roll } : { error: r.reason ?? "" });
}

/**
 * "5k6"; when a condition lowers it, the old pool struck through and the new one red with ↓, the conditions said in words.
 * A lasting spell's change is named beside it as the roll will apply it ("Celność: T −1"): before the pool in a
 * row (`withBase`), after it elsewhere; a pool it raises shows ↑.
 * A test the character cannot make now shows "—" and says why (the roll itself refuses it with the same words).
 */
export function poolBadge(
  parent: HTMLElement,
  line: Pick<PoolLine, "pool" | "basePool" | "forbidden" | "held">,
  conditions: readonly string[],
  withBase = true,
): HTMLElement {
  const changes = modifierTexts(line.held, language());
  const note = () => {
    if (changes.length) parent.createSpan({ cls: "hbm-pool-held", text: changes.join(" · ") });
  };
  if (withBase) note();
  if (line.forbidden) {
    const why = problemText(line.forbidden, language());
    const badge = parent.createSpan({
      cls: "hbm-pool is-forbidden",
      text: "—",
      attr: { "aria-label": why, title: why },
    });
    if (!withBase) note();
    return badge;
  }
  const lowered = line.pool < line.basePool;
  const raised = line.pool > line.basePool;
  if (lowered && withBase) parent.createEl("s", { cls: "hbm-pool-note", text: `${line.basePool}k6` });
  const badge = parent.createSpan({
    cls: `hbm-pool${lowered ? " is-lowered" : raised ? " is-raised" : ""}`,
    text: `${line.pool}k6${lowered ? " ↓" : raised ? " ↑" : ""}`,
  });
  const spells = [...new Set(line.held.map((m) => m.source))];
  const why = [
    ...(lowered && conditions.length ? [st("loweredBy", { what: conditions.join(", ") })] : []),
    ...(spells.length ? [st("changedBy", { what: spells.join(", ") })] : []),
  ];
  if (why.length) badge.setAttr("aria-label", `${line.pool}k6, ${why.join(", ")}`);
  if (!withBase) note();
  return badge;
}

function skillRow(ui: SheetUi, parent: HTMLElement, d: SheetData, line: PoolLine): void {
  const conditions = d.subject?.state.conditions ?? d.sheet.state.conditions;
  const row = parent.createDiv({
    cls: `hbm-row hbm-skill${line.skill === 0 ? " is-untrained" : ""}`,
    attr: { "data-skill": line.name },
  });
  const roll = row.createEl("button", {
    cls: "hbm-roll-skill hbm-row-main",
    attr: { type: "button", "aria-label": st("rollPool", { name: line.name, dice: line.pool }) },
  });
  roll.createSpan({ cls: "hbm-row-name", text: line.skill === null ? line.name : `${line.name} ${line.skill}` });
  poolBadge(roll, line, conditions);
  roll.addEventListener("click", () => rollOnSheet(ui, d.path, line.roll));
  button(
    row,
    "",
    "hbm-roll-options clickable-icon",
    () => new RollPromptModal(ui.app, ui.plugin.services, d.path, line.roll).open(),
    { icon: "sliders-horizontal", aria: st("optionsAria", { what: line.name }) },
  );
}

/** Test: bare attribute tests, the trained skills with their pools, and the untrained ones folded away. */
export function testPanel(parent: HTMLElement, ui: SheetUi): KeyedPart {
  return keyedPart(
    parent,
    "hbm-panel hbm-panel-test",
    (d) =>
      JSON.stringify([
        d.path,
        d.attributes,
        d.skills,
        d.sheet.attributes,
        d.sheet.effectiveAttributes,
        d.subject?.state.conditions,
        language(),
      ]),
    (el, d) => {
      const conditions = d.subject?.state.conditions ?? d.sheet.state.conditions;
      const attrs = section(el, st("attributeTests"), "hbm-attributes");
      const grid = attrs.createDiv({ cls: "hbm-grid" });
      const a = d.sheet.attributes;
      const e = d.sheet.effectiveAttributes;
      const shown: Record<string, [string, string]> = {
        body: [String(e.body), String(a.body)],
        mind: [String(e.mind), String(a.mind)],
        soul: [String(e.soul), String(a.soul)],
        magic: [romanLevel(e.powerLevel), romanLevel(a.powerLevel)],
      };
      for (const line of d.attributes) {
        const [now, base] = shown[line.attribute] ?? ["", ""];
        const lowered = now !== base;
        const cell = grid.createEl("button", {
          cls: `hbm-stat hbm-attribute-test${lowered ? " is-lowered" : ""}`,
          attr: {
            type: "button",
            "data-attribute": line.attribute,
            "aria-label": st("rollPool", { name: line.name, dice: line.pool }),
          },
        });
        cell.createDiv({ cls: "hbm-stat-label", text: line.name });
        cell.createDiv({ cls: "hbm-stat-value", text: lowered ? `${now} ↓` : now });
        const dice = cell.createDiv({ cls: "hbm-stat-dice" });
        poolBadge(dice, line, conditions, false);
        if (lowered) cell.createDiv({ cls: "hbm-stat-note", text: `${base} → ${now}` });
        cell.addEventListener("click", () => rollOnSheet(ui, d.path, line.roll));
      }
      for (const note of d.sheet.notes) attrs.createDiv({ cls: "hbm-hint", text: note });
      const trained = d.skills.filter((s) => (s.skill ?? 0) > 0);
      const untrained = d.skills.filter((s) => (s.skill ?? 0) === 0);
      const skills = section(el, st("skills"), "hbm-skills");
      const list = skills.createDiv({ cls: "hbm-list" });
      for (const line of trained) skillRow(ui, list, d, line);
      if (untrained.length) {
        details(
          ui,
          skills,
          `untrained:${d.path}`,
          st("untrained", { n: untrained.length }),
          "hbm-untrained",
          (body) => {
            const l = body.createDiv({ cls: "hbm-list" });
            for (const line of untrained) skillRow(ui, l, d, line);
          },
        );
      }
    },
  );
}
