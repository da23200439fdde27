import { Notice } from "obsidian";
import {
  buyAction,
  damageFighter,
  healFighter,
  isDead,
  NO_ACTION_CONDITIONS,
  otherAction,
  type EngineContext,
  type Fighter,
  type Step,
  type Table,
  type TurnView,
} from "../../core/encounter";
import { msg } from "../../core/play/messages";
import { type DamageKind, DAMAGE } from "../../core/rules";
import { say, t } from "../i18n/i18n";
import { et } from "./strings";
import { input, select, type FormState } from "./tracker-row";

/** The tracker's action groups for the selected combatant: each builds one engine step and hands it to `run`. */
export type Run = (label: string, build: (table: Table, ctx: EngineContext) => Step) => void;

/** A whole number typed in a field, or null (empty, a sign, a fraction: never NaN). */
export function wholeNumber(raw: string): number | null {
  const s = raw.trim();
  return /^\d{1,4}$/.test(s) ? Number(s) : null;
}

/** The other side first (PCs attack NPCs and the other way round), the able before the fallen. */
/** Whom the selected combatant may attack: the other side first, the able before the fallen, never the dead. */
export function targetsOf(f: Fighter, fighting: Fighter[]): Fighter[] {
  const able = (x: Fighter) => !x.state.dying && !NO_ACTION_CONDITIONS.some((c) => x.state.conditions.includes(c));
  return fighting
    .filter((x) => x.id !== f.id && !isDead(x))
    .sort((a, b) => Number(b.kind !== f.kind) - Number(a.kind !== f.kind) || Number(able(b)) - Number(able(a)));
}

/** Damage or healing by an amount the GM types; an empty or bad amount is said, never sent as NaN. */
export function hpGroup(box: HTMLElement, f: Fighter, form: FormState, run: Run): void {
  const hp = box.createDiv({ cls: "hbm-enc-group hbm-enc-hp" });
  const amountField = input(
    hp,
    t("encounterAmount"),
    "hbm-enc-amount",
    form.amount,
    (v) => (form.amount = v),
    "number",
  );
  amountField.placeholder = et("amountPlaceholder");
  select(
    hp,
    t("encounterDamage"),
    "hbm-enc-damage-kind",
    DAMAGE.kinds.map((k) => [k.key, t(`damageKind_${k.key}`)]),
    form.damageKind,
    (v) => (form.damageKind = v as DamageKind),
  );
  const amount = (key: "fight.refused.damage" | "fight.refused.heal"): number | null => {
    const n = wholeNumber(form.amount);
    if (n === null) new Notice(say(msg(key, { value: form.amount.trim() || "—" })));
    return n;
  };
  const button = (cls: string, text: string, onClick: () => void) =>
    hp
      .createEl("button", { cls: `hbm-enc-button ${cls}`, text, attr: { type: "button" } })
      .addEventListener("click", onClick);
  button("hbm-enc-damage", t("encounterDamage"), () => {
    const n = amount("fight.refused.damage");
    if (n !== null)
      run(`${t("encounterDamage")}: ${f.name}`, (tb, c) => damageFighter(tb, f.id, n, form.damageKind, c));
  });
  button("hbm-enc-heal", t("encounterHeal"), () => {
    const n = amount("fight.refused.heal");
    if (n !== null) run(`${t("encounterHeal")}: ${f.name}`, (tb, c) => healFighter(tb, f.id, n, c));
  });
}

/** Why "Zapał → +1 akcja" is disabled, as the button's title and the text beside it. */
export function noExtraText(turn: TurnView): string | null {
  return turn.noExtra === "dazed"
    ? et("buyDazed")
    : turn.noExtra === "noZeal"
      ? et("buyNoZeal")
      : turn.noExtra === "none"
        ? et("buyNone")
        : null;
}

/** The "Zapał → +1 akcja" button of the combatant whose turn it is (PC or NPC alike). */
export function buyButton(parent: HTMLElement, f: Fighter, turn: TurnView, run: Run): HTMLButtonElement {
  const why = noExtraText(turn);
  const b = parent.createEl("button", {
    cls: "hbm-enc-button hbm-enc-buy",
    text: et("buyAction"),
    attr: { type: "button", ...(why ? { title: why, "aria-description": why } : {}) },
  });
  b.disabled = why !== null;
  b.addEventListener("click", (e) => {
    e.stopPropagation();
    run(`${et("buyAction")}: ${f.name}`, (tb, c) => buyAction(tb, f.id, c));
  });
  return b;
}

/** The turn's Akcje and Ruch as chips. */
export function economyChips(parent: HTMLElement, turn: TurnView): void {
  parent.createSpan({ cls: "hbm-chip hbm-enc-actions-left", text: et("actionsLeft", { n: turn.actionsLeft }) });
  const m = turn.movement;
  const by = m.by.join(", ");
  parent.createSpan({
    cls: `hbm-chip hbm-enc-movement${m.by.length && !m.noAction ? " is-changed" : ""}`,
    text: m.noAction
      ? et("movementNone")
      : by
        ? et("movementBy", { metres: m.text, by })
        : et("movement", { metres: m.text }),
  });
  if (turn.zealSpent > 0)
    parent.createSpan({ cls: "hbm-chip hbm-enc-zeal-spent", text: et("zealSpent", { n: turn.zealSpent }) });
}

/** An Akcja the tracker has no button for: what it does, counted and listed in the round's history. */
export function otherActionGroup(box: HTMLElement, f: Fighter, form: { other: string }, run: Run): void {
  const g = box.createDiv({ cls: "hbm-enc-group hbm-enc-other" });
  const what = input(g, et("otherActionWhat"), "hbm-enc-other-what", form.other, (v) => (form.other = v));
  what.placeholder = et("otherActionPlaceholder");
  const b = g.createEl("button", {
    cls: "hbm-enc-button hbm-enc-other-go",
    text: et("otherAction"),
    attr: { type: "button" },
  });
  b.addEventListener("click", () => {
    const text = form.other;
    form.other = "";
    run(`${et("otherAction")}: ${f.name}`, (tb, c) => otherAction(tb, f.id, text, c));
  });
}
