import { overcastLevels } from "../../core/encounter";
import { CONDITIONS } from "../../core/rules";
import type { OvercastChoice, OvercastOption, SpellEffects } from "../../core/spells/types";
import { messages } from "../i18n/i18n";
import { select } from "./tracker-row";

const ot = messages({
  pl: {
    overcast: "Nadczarowanie",
    overcastPaid: "Nadczarowanie: opłacone poziomy {paid}, wybrane {chosen}",
    overcastLevel: "Poziom {n}",
    addLevel: "+ poziom nadczarowania",
    removeLevel: "Usuń poziom",
    narrative: "{text} (opisuje MG)",
    condition: "Stan (wybór rzucającego)",
  },
  en: {
    overcast: "Overcast",
    overcastPaid: "Overcast: levels paid {paid}, picked {chosen}",
    overcastLevel: "Level {n}",
    addLevel: "+ overcast level",
    removeLevel: "Remove level",
    narrative: "{text} (the GM describes it)",
    condition: "Condition (caster's choice)",
  },
});

export type PickedChoice = OvercastChoice & { levels: number };

/** One "option:choice" per level taken → the choices themselves, as the core takes them. */
export function overcastPicked(options: readonly OvercastOption[], picked: readonly string[]): PickedChoice[] {
  return picked.flatMap((v) => {
    const [oi, ci] = v.split(":").map(Number);
    const choice = options[oi ?? -1]?.choices[ci ?? -1];
    return choice ? [choice] : [];
  });
}

/** The note's words for one choice ("+1k3 punktów Obrażeń"); one the plugin cannot apply says the GM describes it. */
function choiceLabel(o: OvercastOption, i: number): string {
  const text = o.text.split(/\s+lub\s+/iu)[i]?.trim() ?? o.text;
  return o.choices[i]?.add === "narrative" ? ot("narrative", { text }) : text;
}

/**
 * The overcast choices the spell's note offers (issue 26 item 1: made at cast time), one select per
 * level taken, each a choice of the note's " lub " parts. `paid`: the levels a roll already paid for
 * ("nadczaruj N" in a block line): all of them are taken, each choice may be changed, none added.
 */
export function overcastChooser(
  el: HTMLElement,
  options: readonly OvercastOption[],
  picked: string[],
  redraw: () => void,
  paid?: number,
): void {
  if (!options.length) return;
  const all: Array<[string, string]> = options.flatMap((o, oi) =>
    o.choices.map((_, ci): [string, string] => [`${oi}:${ci}`, choiceLabel(o, ci)]),
  );
  const first = all[0]?.[0] ?? "0:0";
  const taken = () => overcastLevels(overcastPicked(options, picked));
  // Levels a roll paid for are all taken: filled with the first choice, changed but not removed.
  if (paid !== undefined) {
    while (taken() > paid && picked.length > 1) picked.pop();
    while (taken() < paid && taken() + (overcastPicked(options, [first])[0]?.levels ?? 1) <= paid) picked.push(first);
  }
  if (paid === 0) return;
  const oc = el.createDiv({ cls: "hbm-cast-overcast" });
  oc.createDiv({
    cls: "hbm-cast-title",
    text: paid === undefined ? ot("overcast") : ot("overcastPaid", { paid, chosen: taken() }),
  });
  picked.forEach((value, level) => {
    const line = oc.createDiv({ cls: "hbm-cast-level" });
    select(line, ot("overcastLevel", { n: level + 1 }), "hbm-cast-choice", all, value, (v) => {
      if (picked[level] === v) return;
      picked[level] = v;
      // Drawn again: the levels taken and the targets allowed ("+1 cel") follow the choice.
      redraw();
    });
    if (paid === undefined)
      button(line, ot("removeLevel"), "hbm-cast-remove", () => {
        picked.splice(level, 1);
        redraw();
      });
  });
  if (paid === undefined)
    button(oc, ot("addLevel"), "hbm-cast-add", () => {
      picked.push(first);
      redraw();
    });
}

function button(parent: HTMLElement, text: string, cls: string, onClick: () => void): void {
  const b = parent.createEl("button", { cls: `hbm-enc-button ${cls}`, text, attr: { type: "button" } });
  b.addEventListener("click", onClick);
}

/** The Stan the caster picks, for a spell whose condition is the caster's choice. */
export function conditionChooser(
  el: HTMLElement,
  effects: SpellEffects | undefined,
  value: string,
  set: (v: string) => void,
): void {
  if (!effects?.effects.some((e) => e.kind === "condition" && e.condition === "choice")) return;
  select(
    el,
    ot("condition"),
    "hbm-cast-condition",
    CONDITIONS.map((c) => [c.name, c.name]),
    value,
    set,
  );
}
