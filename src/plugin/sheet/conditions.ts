import { renderMessage, shownConditions } from "../../core/play";
import { conditionRule } from "../../core/sheet-lines";
import { CONDITIONS } from "../../core/rules";
import { conditionText, language } from "../i18n/i18n";
import type { SheetUi } from "./context";
import { button, keyedPart, type Part } from "./part";
import { st } from "./strings";

/**
 * Active conditions as chips in the header: a tap shows the rule text (never
 * hover-only); the "Stany…" menu lists all eighteen, each with its rule,
 * to add or remove. Scene- and rest-long effects are listed under them.
 */
export function conditionsPart(parent: HTMLElement, ui: SheetUi): Part {
  const ruleKey = (path: string, name: string) => `rule:${path}:${name}`;
  const menuKey = (path: string) => `conditions-menu:${path}`;
  return keyedPart(
    parent,
    "hbm-conditions",
    (d) =>
      JSON.stringify([
        d.path,
        d.npc,
        shownConditions(d.subject?.state ?? d.sheet.state),
        d.subject?.state.effects ?? [],
        language(),
      ]),
    (el, d, refresh) => {
      // A stat block is a template: its conditions live in an encounter (hbm-walka), not here.
      if (d.npc) return;
      const full = d.subject?.state ?? { ...d.sheet.state, effects: [] };
      // A dead character shows Martwy only (the rule lives in the play core).
      const state = { ...full, conditions: shownConditions(full) };
      const path = d.path;
      const row = el.createDiv({ cls: "hbm-chips" });
      if (!state.conditions.length) row.createSpan({ cls: "hbm-muted hbm-no-conditions", text: st("conditionsNone") });
      const rules = el.createDiv({ cls: "hbm-condition-rules" });
      const showRule = (name: string, into: HTMLElement) => {
        const box = into.createDiv({ cls: "hbm-condition-text", attr: { "data-condition": name } });
        box.createSpan({ cls: "hbm-condition-name", text: `${name}: ` });
        box.createSpan({ text: conditionRule(name, language()) ?? "" });
        if (!d.npc && state.conditions.includes(name))
          button(
            box,
            st("conditionRemove"),
            "hbm-condition-remove",
            () => void ui.plugin.actions.toggleCondition(path, name),
            { icon: "x" },
          );
        return box;
      };
      for (const name of state.conditions) {
        const open = ui.isOpen(ruleKey(path, name));
        const chip = button(row, name, `hbm-chip is-active${open ? " is-open" : ""}`, () => {
          ui.setOpen(ruleKey(path, name), !open);
          refresh();
        });
        chip.setAttr("aria-expanded", String(open));
        chip.setAttr("data-condition", name);
        if (open) showRule(name, rules);
      }
      if (!d.npc) {
        const menuOpen = ui.isOpen(menuKey(path));
        const toggle = button(
          row,
          st("conditionsMenu"),
          `hbm-conditions-menu-button${menuOpen ? " is-open" : ""}`,
          () => {
            ui.setOpen(menuKey(path), !menuOpen);
            refresh();
          },
          { icon: "list-plus" },
        );
        toggle.setAttr("aria-expanded", String(menuOpen));
        if (menuOpen) {
          const menu = el.createDiv({
            cls: "hbm-conditions-menu",
            attr: { role: "group", "aria-label": st("conditionsMenuLabel") },
          });
          for (const c of CONDITIONS) {
            const on = state.conditions.includes(c.name);
            const item = menu.createDiv({ cls: `hbm-conditions-menu-item${on ? " is-active" : ""}` });
            const b = button(
              item,
              c.name,
              `hbm-chip${on ? " is-active" : ""}`,
              () => void ui.plugin.actions.toggleCondition(path, c.name),
              { icon: on ? "check" : "plus" },
            );
            b.setAttr("aria-pressed", String(on));
            b.setAttr("data-condition", c.name);
            item.createDiv({ cls: "hbm-condition-summary", text: conditionText(c.name) });
          }
        }
      }
      if (state.effects.length) {
        const list = el.createDiv({ cls: "hbm-effects" });
        for (const e of state.effects) {
          const text =
            e.doses !== undefined
              ? renderMessage({ key: "drink.doses", params: { elixir: e.name, n: e.doses } }, language())
              : renderMessage({ key: "effect.added", params: { effect: e.name, until: e.until } }, language());
          list.createDiv({ cls: "hbm-effect", text });
        }
      }
    },
  );
}
