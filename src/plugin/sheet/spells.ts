import { castRefusal, renderMessage } from "../../core/play";
import { planCast } from "../../core/rules";
import { language, t } from "../i18n/i18n";
import { bt } from "../play/between-strings";
import { LearnSpellModal } from "../play/learn-spell-modal";
import { RollPromptModal } from "../roll/prompt";
import type { SheetUi } from "./context";
import { button, details, keyedPart, type KeyedPart } from "./part";
import { manaPoints, st } from "./strings";

/**
 * Zaklęcia as cards: the name links to the spell's note; cost, T:S, range
 * and duration are visible; the rule text opens on tap; "Rzuć" casts through
 * the same cast action as a block (on a stat block it only rolls the test).
 * A player character's "Naucz się zaklęcia" opens the same dialog as the command (book l. 1095).
 */
export function spellsPanel(parent: HTMLElement, ui: SheetUi): KeyedPart {
  const index = ui.plugin.vaultIndex.index;
  return keyedPart(
    parent,
    "hbm-panel hbm-panel-spells",
    (d) => {
      const form = d.character.forms[d.form];
      const spells = (form?.spells ?? []).map((e) => index.findSpell(e.link ?? e.name, d.path));
      return JSON.stringify([
        d.path,
        d.npc,
        d.sheet.kind,
        d.subject?.name,
        form?.spells.map((s) => s.name),
        spells.map((s) => s && [s.path, s.manaCost, s.threshold, s.required, s.range, s.duration, s.description]),
        d.derived.magicDice,
        d.derived.maxSpellCost,
        d.derived.manaPool,
        d.subject?.state.mana,
        d.subject?.state.zeal,
        d.subject?.state.conditions,
        language(),
      ]);
    },
    (el, d) => {
      const form = d.character.forms[d.form];
      el.createDiv({
        cls: "hbm-panel-summary",
        text: st("spellDice", { dice: d.derived.magicDice, cost: d.derived.maxSpellCost }),
      });
      const path = d.path;
      const subject = d.subject;
      if (d.sheet.kind === "pc" && !d.npc && subject)
        button(el, bt("learnCommand"), "hbm-learn-open", () => new LearnSpellModal(ui.app, ui.plugin, path).open(), {
          icon: "book-open",
          aria: bt("learnAria", { name: subject.name }),
        });
      for (const entry of form?.spells ?? []) {
        const spell = index.findSpell(entry.link ?? entry.name, path);
        const card = el.createDiv({ cls: "hbm-card hbm-spell" });
        const head = card.createDiv({ cls: "hbm-card-head" });
        if (!spell || spell.manaCost === null || spell.threshold === null || spell.required === null) {
          head.createSpan({ cls: "hbm-row-name", text: entry.name });
          card.createDiv({ cls: "hbm-muted", text: st("spellNoNote") });
          continue;
        }
        const link = head.createEl("a", { cls: "hbm-row-name hbm-spell-name", text: spell.name, attr: { href: "#" } });
        link.addEventListener("click", (e) => {
          e.preventDefault();
          void ui.app.workspace.openLinkText(spell.path, path);
        });
        const castSpell = {
          name: spell.name,
          manaCost: spell.manaCost,
          threshold: spell.threshold,
          required: spell.required,
        };
        const refusal = d.subject && !d.npc ? castRefusal(d.subject, { kind: "cast", spell: castSpell }) : null;
        const cast = button(
          head,
          st("cast"),
          "hbm-cast mod-cta",
          () => {
            if (d.npc) {
              const r = ui.plugin.actions.roll(path, `zaklęcie [[${spell.fileName}]]`);
              ui.show(path, r.roll ? { roll: r.roll } : { error: r.reason ?? "" });
            } else
              void ui.plugin.actions
                .cast(path, spell.fileName)
                .then((r) => ui.show(path, r.roll ? { roll: r.roll, extra: r.changes } : { error: r.reason ?? "" }));
          },
          { disabled: refusal !== null, icon: "wand-2", aria: st("castAria", { spell: spell.name }) },
        );
        cast.setAttr("data-spell", spell.fileName);
        if (!d.npc) {
          // The options prompt spends what it rolls (wydaj) but never overcasts unless the player types it.
          button(
            head,
            "",
            "hbm-cast-options clickable-icon",
            () =>
              new RollPromptModal(ui.app, ui.plugin.services, path, `zaklęcie [[${spell.fileName}]] | wydaj`).open(),
            { icon: "sliders-horizontal", aria: t("castOptions") },
          );
        }
        const meta = card.createDiv({ cls: "hbm-card-meta" });
        meta.createSpan({ cls: "hbm-spell-cost", text: manaPoints(spell.manaCost) });
        meta.createSpan({ cls: "hbm-spell-ts", text: `${spell.threshold}:${spell.required}` });
        if (spell.range) meta.createSpan({ text: st("spellRange", { v: spell.range }) });
        if (spell.duration) meta.createSpan({ text: st("spellDuration", { v: spell.duration }) });
        const notes: string[] = [];
        if (spell.nonCombatOnly) notes.push(t("nonCombatOnly"));
        if (refusal)
          notes.push(d.sheet.isPowerSource ? t("cannotCastPowerSource") : renderMessage(refusal.message, language()));
        else if (d.subject && !d.npc && d.derived.manaPool === "pool") {
          const plan = planCast({
            baseCost: spell.manaCost,
            overcastLevels: 0,
            maxSpellCost: d.derived.maxSpellCost,
            mana: d.subject.state.mana,
          });
          if (plan.overdrawn > 0) notes.push(t("noManaExhaustion", { n: plan.overdrawn }));
        }
        if (notes.length) card.createDiv({ cls: "hbm-row-note", text: notes.join(" · ") });
        if (spell.description) {
          details(ui, card, `spell:${path}:${spell.path}`, st("spellMore"), "hbm-spell-text", (body) => {
            body.createDiv({ text: spell.description });
          });
        }
      }
    },
  );
}
