import { Notice } from "obsidian";
import {
  attack,
  BESTIARY_ATTACK,
  binds,
  COMBAT_TALENTS,
  INTENTS,
  type AttackInput,
  type Intent,
  type Defence,
  type EngineContext,
  type Fighter,
  type Step,
  type Table,
} from "../../core/encounter";
import { findSkill } from "../../core/rules";
import { readAttackPool, wholeDamage, type AttackPool } from "../../core/weapons";
import { msg } from "../../core/play/messages";
import { messages, say, t } from "../i18n/i18n";
import { et } from "./strings";
import { field, input, select, type FormState } from "./tracker-row";

/**
 * The tracker's attack form (issue 27.3/27.4): the target, the attacker's weapon (its own,
 * bare hands, or one typed as authors write it, with "ignoruje Pancerz" and its attack
 * pool), melee or ranged, the defender's choice (odpieranie, unik, parowanie) and its melee
 * weapon, a second weapon, and the book's options (Szarża, Szaleńczy atak, Finta, Cios w
 * Plecy). It holds no rule: the button builds one core attack() step.
 */
const at = messages({
  pl: {
    ranged: "Na dystans",
    defence: "Cel się broni",
    opposed: "Odpiera (Ciało + Walka Wręcz)",
    dodge: "Unika (Ciało + Refleks)",
    parry: "Paruje (Talent Parowanie)",
    none: "Nie broni się",
    parryWeapon: "Broń celu do kontry",
    parryFirst: "Pierwsza broń biała",
    secondWeapon: "Druga broń (atak oburącz)",
    secondNone: "Bez drugiej broni",
    ignoreArmor: "Ignoruje Pancerz",
    pool: "Test ataku, np. Magia (Umiejętności Strzeleckie)",
    poolUnread: "Nie rozumiem testu ataku „{text}”; oczekiwano np. „Magia (Umiejętności Strzeleckie)”.",
    options: "Opcje ataku",
    charge: "Szarża (Walka Wręcz ×2)",
    frenzy: "Szaleńczy atak (Walka Wręcz ×2, bez obrony)",
    feint: "Finta",
    unaware: "Cios w Plecy (cel nie wie o atakującym)",
    riposteDodge: "Riposta celu: atakujący unika jej za 1 Zapał",
    riposteWeapon: "Broń celu do Riposty (biała lub dystansowa)",
    riposteSame: "Ta, którą parował",
    opportunity: "Oportunista: atak na odchodzącego (bez Akcji, raz na rundę)",
    bind: "Spętanie zamiast obrażeń",
    avoidable: "Nieuchronność: pozwól uniknąć tego ataku",
    intent: "Zamiar: właściwości ataku",
  },
  en: {
    ranged: "Ranged",
    defence: "The target defends",
    opposed: "Opposes (Ciało + Walka Wręcz)",
    dodge: "Dodges (Ciało + Refleks)",
    parry: "Parries (talent Parowanie)",
    none: "Does not defend",
    parryWeapon: "Target's weapon to counter with",
    parryFirst: "First melee weapon",
    secondWeapon: "Second weapon (two-weapon attack)",
    secondNone: "No second weapon",
    ignoreArmor: "Ignores Pancerz",
    pool: "Attack test, e.g. Magia (Umiejętności Strzeleckie)",
    poolUnread: "Cannot read the attack test “{text}”; expected e.g. “Magia (Umiejętności Strzeleckie)”.",
    options: "Attack options",
    charge: "Charge (Walka Wręcz ×2)",
    frenzy: "Frenzied attack (Walka Wręcz ×2, no defence)",
    feint: "Feint (Finta)",
    unaware: "Blow from behind (Cios w Plecy, the target is unaware)",
    riposteDodge: "Target's Riposta: the attacker dodges it for 1 Zapał",
    riposteWeapon: "Target's weapon for the Riposta (melee or ranged)",
    riposteSame: "The one it parried with",
    opportunity: "Oportunista: strike a foe moving away (no action, once a round)",
    bind: "Spętanie instead of damage",
    avoidable: "Nieuchronność: let this attack be avoided",
    intent: "Zamiar: the attack's properties",
  },
});

/** The parts of the attack form that survive a redraw, beside the tracker's own FormState. */
interface AttackForm {
  forId: string | null;
  ranged: boolean | null;
  defence: Defence | "";
  parryWeapon: string;
  riposteWeapon: string;
  secondWeapon: string;
  ignoreArmor: boolean;
  pool: string;
  charge: boolean;
  frenzy: boolean;
  feint: boolean;
  unaware: boolean;
  riposteDodge: boolean;
  opportunity: boolean;
  bind: boolean;
  avoidable: boolean;
  intent: Set<Intent>;
}

const FLAGS = ["charge", "frenzy", "feint", "unaware", "riposteDodge", "opportunity", "bind", "avoidable"] as const;

const forms = new WeakMap<FormState, AttackForm>();

function formOf(state: FormState): AttackForm {
  let f = forms.get(state);
  if (!f || f.forId !== state.selected) {
    f = {
      forId: state.selected,
      ranged: null,
      defence: "",
      parryWeapon: "",
      riposteWeapon: "",
      secondWeapon: "",
      ignoreArmor: false,
      pool: "",
      charge: false,
      frenzy: false,
      feint: false,
      unaware: false,
      riposteDodge: false,
      opportunity: false,
      bind: false,
      avoidable: false,
      intent: new Set(),
    };
    forms.set(state, f);
  }
  return f;
}

/** "Magia (Umiejętności Strzeleckie)", "Ciało + Zręczność": the typed weapon's attack pool. */
function typedPool(text: string): AttackPool | null | "unread" {
  const s = text.trim();
  if (!s) return null;
  const written = readAttackPool(`Test ${s.replace(/\s*\+\s*/, " (").replace(/\(([^)]*)$/, "($1)")}`);
  if (written) return written;
  return findSkill(s) ? readAttackPool(`Test Ciało (${s})`) : "unread";
}

function checkbox(
  parent: HTMLElement,
  label: string,
  cls: string,
  value: boolean,
  on: (v: boolean) => void,
): HTMLInputElement {
  const f = parent.createEl("label", { cls: `hbm-enc-check ${cls}` });
  const box = f.createEl("input", { attr: { type: "checkbox" } });
  box.checked = value;
  box.addEventListener("change", () => on(box.checked));
  f.createSpan({ text: label });
  return box;
}

type Run = (label: string, build: (table: Table, ctx: EngineContext) => Step) => void;

/** The attack group of the selected combatant's actions. */
export function renderAttackPanel(box: HTMLElement, f: Fighter, targets: Fighter[], state: FormState, run: Run): void {
  const form = formOf(state);
  const atk = box.createDiv({ cls: "hbm-enc-group hbm-enc-attack" });
  // What depends on the target (its weapons, its Riposta) is redrawn when the target changes.
  let redrawForTarget = () => {};
  select(
    atk,
    t("encounterTarget"),
    "hbm-enc-target",
    targets.map((x) => [x.id, x.name]),
    state.target ?? "",
    (v) => {
      if (state.target !== v) {
        form.parryWeapon = "";
        form.riposteWeapon = "";
        form.riposteDodge = false;
      }
      state.target = v;
      redrawForTarget();
    },
  );
  const weapons: Array<[string, string]> = [
    ...f.weapons.map((w, i): [string, string] => [`w${i}`, `${w.name} (${wholeDamage(w)})`]),
    ["unarmed", t("encounterWeaponUnarmed")],
    ["other", t("encounterWeaponOther")],
  ];
  const typed: HTMLElement[] = [];
  // A ranged weapon shoots and is only dodged: the checkbox and the defence follow the weapon until changed by hand.
  let sync = () => {};
  select(atk, t("encounterWeapon"), "hbm-enc-weapon", weapons, state.weapon, (v) => {
    state.weapon = v;
    for (const el of typed) el.toggleClass("hbm-hidden", v !== "other");
    sync();
  });
  const formula = input(atk, t("encounterWeaponFormula"), "hbm-enc-formula", state.formula, (v) => {
    state.formula = v;
  });
  formula.placeholder = et("formulaPlaceholder");
  const pool = input(atk, at("pool"), "hbm-enc-pool", form.pool, (v) => (form.pool = v));
  const armor = atk.createDiv({ cls: "hbm-enc-field hbm-enc-ignore-armor" });
  checkbox(armor, at("ignoreArmor"), "hbm-enc-ignore", form.ignoreArmor, (v) => (form.ignoreArmor = v));
  for (const el of [formula.parentElement, pool.parentElement, armor]) if (el) typed.push(el);
  for (const el of typed) el.toggleClass("hbm-hidden", state.weapon !== "other");

  const chosen = () => (state.weapon.startsWith("w") ? f.weapons[Number(state.weapon.slice(1))] : undefined);
  const ranged = form.ranged ?? !!chosen()?.ranged;
  const rangedBox = atk.createDiv({ cls: "hbm-enc-field hbm-enc-ranged" });
  const rangedCheck = checkbox(rangedBox, at("ranged"), "hbm-enc-ranged-check", ranged, (v) => {
    form.ranged = v;
    sync();
  });

  const defences: Defence[] = ["opposed", "dodge", "parry", "none"];
  const byHand = form.defence;
  const defenceSelect = select(
    atk,
    at("defence"),
    "hbm-enc-defence",
    defences.map((d) => [d, at(d)]),
    form.defence || (ranged ? "dodge" : "opposed"),
    (v) => (form.defence = v as Defence),
  );
  // select() reports its first value: only a choice made by hand is kept.
  form.defence = byHand;
  sync = () => {
    const shoots = form.ranged ?? !!chosen()?.ranged;
    rangedCheck.checked = shoots;
    if (shoots && (defenceSelect.value === "opposed" || defenceSelect.value === "parry")) defenceSelect.value = "dodge";
    if (!shoots && defenceSelect.value === "dodge" && !form.defence) defenceSelect.value = "opposed";
    if (form.defence) form.defence = defenceSelect.value as Defence;
  };
  const targetWeapons = atk.createDiv({ cls: "hbm-enc-for-target" });
  if (f.weapons.length > 1)
    select(
      atk,
      at("secondWeapon"),
      "hbm-enc-second-weapon",
      [["", at("secondNone")], ...f.weapons.map((w, i): [string, string] => [String(i), w.name])],
      form.secondWeapon,
      (v) => (form.secondWeapon = v),
    );
  const bonus = input(atk, t("encounterBonus"), "hbm-enc-bonus", state.bonus, (v) => (state.bonus = v), "number");
  bonus.placeholder = et("bonusPlaceholder");
  const options = field(atk, at("options"));
  options.addClass("hbm-enc-options");
  checkbox(options, at("charge"), "hbm-enc-charge", form.charge, (v) => (form.charge = v));
  checkbox(options, at("frenzy"), "hbm-enc-frenzy", form.frenzy, (v) => (form.frenzy = v));
  checkbox(options, at("feint"), "hbm-enc-feint", form.feint, (v) => (form.feint = v));
  checkbox(options, at("unaware"), "hbm-enc-unaware", form.unaware, (v) => (form.unaware = v));
  const targetOptions = options.createDiv({ cls: "hbm-enc-for-target" });
  talentOptions(atk, options, f, form);
  redrawForTarget = () =>
    forTarget(
      targetWeapons,
      targetOptions,
      targets.find((x) => x.id === state.target),
      form,
    );
  redrawForTarget();

  const go = atk.createEl("button", {
    cls: "hbm-enc-button hbm-enc-attack-go mod-cta",
    text: t("encounterAttack"),
    attr: { type: "button" },
  });
  go.addEventListener("click", () => {
    const given = inputOf(f, targets, state, form);
    // A typed attack test the rules cannot read is said, not guessed.
    if (typeof given === "string") new Notice(given);
    else run(`${t("encounterAttack")}: ${f.name}`, (tb, c) => attack(tb, given, c));
  });
}

const holds = (x: Fighter | undefined, talent: string) => !!x?.subject.talents.includes(talent);

/**
 * What follows the chosen target: its melee weapon to counter or parry with, and, when it holds
 * Riposta (l. 1034), its weapon for the Riposta (melee or ranged) and the attacker's dodge for a Zapał.
 */
function forTarget(weapons: HTMLElement, options: HTMLElement, target: Fighter | undefined, form: AttackForm) {
  weapons.empty();
  options.empty();
  const all = (target?.weapons ?? []).map((w, i): [string, string] => [String(i), `${w.name} (${wholeDamage(w)})`]);
  const melee = all.filter(([i]) => !target?.weapons[Number(i)]?.ranged);
  const pick = (
    key: "parryWeapon" | "riposteWeapon",
    none: "parryFirst" | "riposteSame",
    list: Array<[string, string]>,
  ) =>
    select(
      weapons,
      at(key),
      `hbm-enc-${key === "parryWeapon" ? "parry" : "riposte"}-weapon`,
      [["", at(none)], ...list],
      form[key],
      (v) => {
        form[key] = v;
      },
    );
  pick("parryWeapon", "parryFirst", melee);
  if (!holds(target, COMBAT_TALENTS.riposte.talent)) return;
  pick("riposteWeapon", "riposteSame", all);
  // Asked before the attack: it matters only when the chosen target parries.
  checkbox(options, at("riposteDodge"), "hbm-enc-riposte-dodge", form.riposteDodge, (v) => (form.riposteDodge = v));
}

/**
 * The talents of the attacker that change this attack (core rules/attack-options.ts), offered only
 * to whom they belong: Oportunista, a weapon with Spętanie, Nieuchronność lifted for once, and
 * Zamiar's properties. The target's Riposta is forTarget's.
 */
function talentOptions(atk: HTMLElement, options: HTMLElement, f: Fighter, form: AttackForm) {
  const offer = (on: boolean, key: (typeof FLAGS)[number], cls: string) => {
    if (on) checkbox(options, at(key), cls, form[key], (v) => (form[key] = v));
  };
  offer(holds(f, COMBAT_TALENTS.opportunist.talent), "opportunity", "hbm-enc-opportunity");
  offer(f.weapons.some(binds), "bind", "hbm-enc-bind");
  offer(holds(f, BESTIARY_ATTACK.inevitable.talent), "avoidable", "hbm-enc-avoidable");
  if (!holds(f, BESTIARY_ATTACK.intent.talent)) return;
  const intent = field(atk, at("intent"));
  intent.addClass("hbm-enc-options", "hbm-enc-intent");
  for (const k of INTENTS)
    checkbox(intent, say(msg(`intent.${k}`)), `hbm-enc-intent-${k}`, form.intent.has(k), (v) => {
      if (v) form.intent.add(k);
      else form.intent.delete(k);
    });
}

/** The form as one attack() input. */
function inputOf(f: Fighter, targets: Fighter[], state: FormState, form: AttackForm): AttackInput | string {
  const w = state.weapon;
  const index = w.startsWith("w") ? Number(w.slice(1)) : null;
  const bonus = Number(state.bonus || "0");
  const input: AttackInput = {
    attacker: f.id,
    target: state.target ?? targets[0]?.id ?? "",
    ranged: form.ranged ?? !!(index !== null && f.weapons[index]?.ranged),
    bonus: Number.isFinite(bonus) ? bonus : 0,
  };
  if (form.defence) input.defence = form.defence;
  else input.defence = input.ranged ? "dodge" : "opposed";
  if (index !== null) input.weaponIndex = index;
  else if (w === "unarmed") {
    input.weapon = "+S";
    input.weaponName = t("encounterWeaponUnarmed");
  } else {
    input.weapon = state.formula;
    if (form.ignoreArmor) input.ignoreArmor = true;
    const pool = typedPool(form.pool);
    if (pool === "unread") return at("poolUnread", { text: form.pool });
    if (pool) input.pool = pool;
  }
  if (form.parryWeapon !== "") input.parryWeapon = Number(form.parryWeapon);
  if (form.riposteWeapon !== "") input.riposteWeapon = Number(form.riposteWeapon);
  if (form.secondWeapon !== "") input.secondWeapon = Number(form.secondWeapon);
  for (const k of FLAGS) if (form[k]) input[k] = true;
  if (form.intent.size) input.intent = INTENTS.filter((k) => form.intent.has(k));
  return input;
}
