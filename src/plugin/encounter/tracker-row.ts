import {
  isDead,
  NO_ACTION_CONDITIONS,
  setCondition,
  type EngineContext,
  type Step,
  type Fighter,
  type Table,
} from "../../core/encounter";
import { type DamageKind, CONDITIONS, DAMAGE } from "../../core/rules";
import { Notice } from "obsidian";
import { shownConditions } from "../../core/play";
import { msg } from "../../core/play/messages";
import { conditionText, messages, say, t } from "../i18n/i18n";
import { et } from "./strings";

/** The parts of the tracker's form that survive a redraw. */
export interface FormState {
  selected: string | null;
  target: string | null;
  weapon: string;
  formula: string;
  bonus: string;
  amount: string;
  damageKind: DamageKind;
  condition: string;
  rounds: string;
  spell: string;
  /** "Inna akcja": what the combatant does. */
  other: string;
}

/** The tracker's row labels, Polish and English. */
const rt = messages({
  pl: {
    kindPc: "PG",
    kindNpc: "BN",
    initiative: "Inicjatywa",
    health: "Żywotność",
    mana: "Mana",
    zeal: "Zapał",
    runicArmor: "Runiczny Pancerz",
    magicShield: "Magiczna Osłona",
    dying: "Test Przeżycia: {failed}/2 nieudane, {hits}/3 trafienia",
  },
  en: {
    kindPc: "PC",
    kindNpc: "NPC",
    initiative: "Initiative",
    health: "Health",
    mana: "Mana",
    zeal: "Zeal",
    runicArmor: "Runic Armour",
    magicShield: "Magic Shield",
    dying: "Survival test: {failed}/2 failed, {hits}/3 hits",
  },
});

/** One combatant's row of the tracker: name, initiative, bars, defences, conditions; a click selects it. */
export function renderRow(
  list: HTMLElement,
  f: Fighter,
  index: number,
  isCurrent: boolean,
  ctx: { selected: boolean; round: number; onSelect(): void; decorate?: (row: HTMLElement) => void },
): HTMLElement {
  const row = list.createDiv({ cls: "hbm-enc-row", attr: { role: "listitem", tabindex: "0", "data-id": f.id } });
  if (isCurrent) row.addClass("is-current");
  if (ctx.selected) row.addClass("is-selected");
  if (isDead(f)) row.addClass("is-dead");
  const select = () => ctx.onSelect();
  row.addEventListener("click", select);
  row.addEventListener("keydown", (e) => {
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      select();
    }
  });
  const top = row.createDiv({ cls: "hbm-enc-row-top" });
  top.createSpan({ cls: "hbm-enc-marker", text: isCurrent ? "▶" : index >= 0 ? String(index + 1) : "·" });
  top.createSpan({ cls: "hbm-enc-name", text: f.name });
  top.createSpan({ cls: `hbm-enc-kind hbm-enc-kind-${f.kind}`, text: rt(f.kind === "pc" ? "kindPc" : "kindNpc") });
  if (isCurrent) top.createSpan({ cls: "hbm-enc-now", text: t("encounterActs") });
  top.createSpan({
    cls: "hbm-enc-init",
    text: f.record?.initiative !== null && f.record?.initiative !== undefined ? `${f.record.initiative}` : "—",
    attr: { title: rt("initiative"), "aria-label": `${rt("initiative")} ${f.record?.initiative ?? "—"}` },
  });
  ctx.decorate?.(row);
  const bars = row.createDiv({ cls: "hbm-enc-bars" });
  bar(bars, rt("health"), "hbm-enc-health", f.state.health, f.derived.maxHealth);
  if (f.derived.manaPool === "unlimited") bars.createSpan({ cls: "hbm-enc-stat", text: `${rt("mana")} ∞` });
  else if (f.derived.manaPool === "pool" && f.derived.maxMana > 0)
    bar(bars, rt("mana"), "hbm-enc-mana", f.state.mana, f.derived.maxMana);
  if (f.derived.maxZeal > 0) bar(bars, rt("zeal"), "hbm-enc-zeal", f.state.zeal, f.derived.maxZeal);
  const stats = row.createDiv({ cls: "hbm-enc-stats" });
  stats.createSpan({ cls: "hbm-enc-stat", text: `${t("encounterArmor")} ${f.derived.armor}` });
  if (f.derived.runicArmor !== null)
    stats.createSpan({ cls: "hbm-enc-stat", text: `${rt("runicArmor")} ${f.runicArmor}` });
  if (f.derived.magicShield !== null)
    stats.createSpan({ cls: "hbm-enc-stat", text: `${rt("magicShield")} ${f.magicShield}` });
  const round = ctx.round;
  const chips = row.createDiv({ cls: "hbm-chips hbm-enc-conditions" });
  // A dead combatant shows Martwy only, as the sheet and the party card do (the one rule: shownConditions).
  for (const c of shownConditions(f.state)) {
    const effect = f.state.effects.find((e) => e.name === c && /^round \d+$/.test(e.until));
    const left = effect ? Number(effect.until.slice(6)) - round : null;
    const chip = chips.createSpan({
      cls: "hbm-chip hbm-enc-condition",
      text: left !== null ? `${c} · ${t("encounterRoundsLeft", { n: left })}` : c,
      attr: { title: conditionText(c) },
    });
    if (c === DAMAGE.deadCondition || c === "Umierający") chip.addClass("is-bad");
  }
  if (f.state.dying && !isDead(f))
    chips.createSpan({
      cls: "hbm-chip hbm-enc-condition is-bad",
      text: rt("dying", { failed: f.state.dying.failedTests, hits: f.state.dying.hits }),
    });
  if (!isDead(f) && NO_ACTION_CONDITIONS.some((c) => f.state.conditions.includes(c)))
    chips.createSpan({ cls: "hbm-chip hbm-enc-condition", text: t("encounterNoAction") });
  return row;
}

function bar(parent: HTMLElement, label: string, cls: string, value: number, max: number): void {
  const wrap = parent.createDiv({ cls: `hbm-enc-bar ${cls}` });
  wrap.createSpan({ cls: "hbm-enc-bar-label", text: label });
  const p = wrap.createEl("progress", {
    cls: "hbm-bar",
    attr: { max: String(Math.max(1, max)), value: String(Math.min(value, max)), "aria-label": label },
  });
  if (max > 0 && value / max <= 0.25) p.addClass("is-low");
  wrap.createSpan({ cls: "hbm-bar-value", text: `${value}/${max}` });
}

/** The tracker form's labelled fields. */
export function field(parent: HTMLElement, label: string): HTMLElement {
  const f = parent.createEl("label", { cls: "hbm-enc-field" });
  f.createSpan({ cls: "hbm-enc-field-label", text: label });
  return f;
}

export function select(
  parent: HTMLElement,
  label: string,
  cls: string,
  options: Array<[string, string]>,
  value: string,
  onChange: (v: string) => void,
): HTMLSelectElement {
  const s = field(parent, label).createEl("select", { cls: `dropdown ${cls}` });
  for (const [v, text] of options) s.createEl("option", { text, attr: { value: v } });
  s.value = options.some(([v]) => v === value) ? value : (options[0]?.[0] ?? "");
  onChange(s.value);
  s.addEventListener("change", () => onChange(s.value));
  return s;
}

export function input(
  parent: HTMLElement,
  label: string,
  cls: string,
  value: string,
  onInput: (v: string) => void,
  type = "text",
): HTMLInputElement {
  const i = field(parent, label).createEl("input", {
    cls,
    attr: { type, inputmode: type === "number" ? "numeric" : "text" },
  });
  i.value = value;
  i.addEventListener("input", () => onInput(i.value));
  return i;
}

type Run = (label: string, build: (table: Table, ctx: EngineContext) => Step) => void;

/** The selected combatant's conditions: pick one, for how many rounds, and switch it. */
export function conditionGroup(
  box: HTMLElement,
  f: Fighter,
  form: { condition: string; rounds: string },
  run: Run,
): void {
  const cond = box.createDiv({ cls: "hbm-enc-group hbm-enc-cond" });
  select(
    cond,
    t("encounterCondition"),
    "hbm-enc-condition-name",
    CONDITIONS.map((c) => [c.name, f.state.conditions.includes(c.name) ? `${c.name} ✓` : c.name]),
    form.condition,
    (v) => (form.condition = v),
  );
  input(cond, t("encounterRounds"), "hbm-enc-rounds", form.rounds, (v) => (form.rounds = v), "number").placeholder =
    et("roundsPlaceholder");
  const toggle = cond.createEl("button", {
    cls: "hbm-enc-button hbm-enc-toggle",
    text: t("encounterToggle"),
    attr: { type: "button" },
  });
  toggle.addEventListener("click", () => {
    const name = form.condition;
    const on = !f.state.conditions.includes(name);
    const raw = form.rounds.trim();
    // Empty: no limit. Anything but a whole number is said as typed, never as "NaN".
    const rounds = raw ? (/^\d{1,3}$/.test(raw) ? Number(raw) : null) : null;
    if (raw && rounds === null) {
      new Notice(say(msg("fight.refused.rounds", { value: raw })));
      return;
    }
    run(`${name}: ${f.name}`, (tb, c) => setCondition(tb, f.id, name, on, on ? rounds : null, c));
  });
}
