import {
  castAtTargets,
  isDead,
  targetLimit,
  type CastOrder,
  type EngineContext,
  type Fighter,
  type Step,
  type Table,
} from "../../core/encounter";
import { isMessage, problemText, type RollSpell } from "../../core/roll/result";
import { PRAYER } from "../../core/rules/tables";
import { countNoun } from "../../core/text/plural";
import { language, messages, t } from "../i18n/i18n";
import { conditionChooser, overcastChooser, overcastPicked } from "./tracker-cast-overcast";
import { select } from "./tracker-row";

type Run = (label: string, build: (table: Table, ctx: EngineContext) => Step) => void;

/** The cast panel's choices that survive a redraw, per tracker. */
interface CastForm {
  caster: string | null;
  spell: string;
  targets: Set<string>;
  prayer: boolean | null;
  /** One "option:choice" per overcast level taken. */
  overcast: string[];
  condition: string;
}

const forms = new WeakMap<object, CastForm>();

const ct = messages({
  pl: {
    spell: "Zaklęcie",
    targets: "Cele",
    prayer: "Modlitwa (Dusza + Oddanie, 1 Zapał)",
    facts: "Koszt {cost} Many · T:S {threshold}:{required} · {targets}",
    targetsSelf: "na siebie",
    targetsLimit: "najwyżej {n}",
    targetsFree: "cele wedle MG",
    noEffects: "Nic do zastosowania: efekt opisuje Mistrz Gry.",
    other: "{name} (spoza Zaklęć)",
  },
  en: {
    spell: "Spell",
    targets: "Targets",
    prayer: "Prayer (Soul + Devotion, 1 zeal)",
    facts: "Cost {cost} mana · T:S {threshold}:{required} · {targets}",
    targetsSelf: "self",
    targetsLimit: "at most {n}",
    targetsFree: "targets as the GM judges",
    noEffects: "Nothing to apply: the GM describes the effect.",
    other: "{name} (not in its spells)",
  },
});

/**
 * The spells offered to this combatant: its own list first, then every other spell of the vault
 * (the GM may allow one; play warns, or refuses with "tylko znane zaklęcia"); every spell where
 * its stat block says so (docs/en/notes.md "Spells": Nil), none where it casts none or has no Mana and no prayer.
 */
function castable(f: Fighter, ctx: Omit<EngineContext, "rng">): Array<[string, string]> {
  const casting = f.subject.casting;
  if (casting === "none") return [];
  const all = ctx.spellNames?.() ?? [];
  if (casting === "any") return all.map((s) => [s, s]);
  if (f.derived.manaPool === "none" && !f.subject.talents.includes(PRAYER.talent)) return [];
  const own = new Set(f.spells);
  const others = [...new Set(all)].filter((s) => !own.has(s)).sort((a, b) => a.localeCompare(b, "pl"));
  return [
    ...f.spells.map((s): [string, string] => [s, s]),
    ...others.map((s): [string, string] => [s, ct("other", { name: s })]),
  ];
}

/**
 * "Rzuć zaklęcie" (issue 26 item 3): the caster's spell, its targets (one, several, or an area's
 * creatures picked one by one), a prayer where the caster may pray, the overcast choices the note
 * offers, made now. One step through the engine: the result (pool, T:S, dice, each effect) goes
 * to the round's history.
 */
export function castPanel(
  box: HTMLElement,
  key: object,
  f: Fighter,
  fighting: readonly Fighter[],
  ctx: Omit<EngineContext, "rng">,
  run: Run,
): void {
  const spells = castable(f, ctx);
  if (!spells.length || isDead(f)) return;
  let form = forms.get(key);
  if (!form || form.caster !== f.id) {
    form = { caster: f.id, spell: "", targets: new Set(), prayer: null, overcast: [], condition: "" };
    forms.set(key, form);
  }
  const state = form;
  const panel = box.createDiv({ cls: "hbm-enc-group hbm-enc-spells hbm-cast" });
  const details = panel.createDiv({ cls: "hbm-cast-details" });
  select(panel, ct("spell"), "hbm-enc-spell", spells, state.spell, (v) => {
    if (v !== state.spell) state.overcast = [];
    state.spell = v;
    drawDetails();
  });
  panel.appendChild(details);

  function drawDetails(): void {
    details.empty();
    const found = ctx.spell?.({ kind: "name", name: state.spell });
    if (!found || typeof found === "string" || isMessage(found)) {
      if (found) details.createDiv({ cls: "hbm-error", text: problemText(found, language()) });
      return;
    }
    drawSpell(details, found);
  }

  function drawSpell(el: HTMLElement, spell: RollSpell): void {
    const effects = spell.effects;
    const limit = targetLimit(effects, overcastPicked(effects?.overcast ?? [], state.overcast));
    const self = effects?.targets.kind === "self";
    el.createDiv({
      cls: "hbm-cast-facts",
      text: ct("facts", {
        cost: spell.manaCost,
        threshold: spell.threshold,
        required: spell.required,
        targets: self
          ? ct("targetsSelf")
          : limit !== null
            ? ct("targetsLimit", { n: countNoun(language(), limit, "target") })
            : ct("targetsFree"),
      }),
    });
    if (effects && effects.effects.every((e) => e.kind === "none"))
      el.createDiv({ cls: "hbm-hint", text: ct("noEffects") });

    if (!self) {
      const list = el.createEl("fieldset", { cls: "hbm-cast-targets" });
      list.createEl("legend", { text: ct("targets") });
      for (const x of fighting.filter((x) => !isDead(x))) {
        const row = list.createEl("label", { cls: "hbm-cast-target" });
        const box = row.createEl("input", { attr: { type: "checkbox", "data-id": x.id } });
        box.checked = state.targets.has(x.id);
        box.addEventListener("change", () => {
          if (box.checked) state.targets.add(x.id);
          else state.targets.delete(x.id);
        });
        row.createSpan({ text: x.name });
      }
    }

    const blessed = f.subject.talents.includes(PRAYER.talent);
    if (blessed || spell.sacred) {
      const row = el.createEl("label", { cls: "hbm-cast-prayer" });
      const box = row.createEl("input", { attr: { type: "checkbox" } });
      box.checked = state.prayer ?? spell.sacred;
      box.addEventListener("change", () => (state.prayer = box.checked));
      row.createSpan({ text: ct("prayer") });
    }

    conditionChooser(el, effects, state.condition, (v) => (state.condition = v));

    const options = effects?.overcast ?? [];
    overcastChooser(el, options, state.overcast, drawDetails);

    const go = el.createEl("button", {
      cls: "hbm-enc-button hbm-enc-cast mod-cta",
      text: t("encounterCast"),
      attr: { type: "button" },
    });
    go.addEventListener("click", () => {
      const order: CastOrder = {
        caster: f.id,
        spell: spell.name,
        targets: [...state.targets].filter((id) => fighting.some((x) => x.id === id)),
        prayer: state.prayer ?? spell.sacred,
        overcast: overcastPicked(options, state.overcast),
        ...(state.condition ? { conditionChoice: state.condition } : {}),
      };
      run(`${t("encounterCast")}: ${f.name}`, (tb, c) => castAtTargets(tb, order, c));
    });
  }
}
