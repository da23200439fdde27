import { canBrew, cannotDrinkQuick, heldWeapon, heldWeaponSaid, overdoseBands } from "../../core/play";
import { weaponDamage } from "../../core/rules";
import type { WeaponLine } from "../../core/sheet-lines";
import { language, t } from "../i18n/i18n";
import type { SheetData, SheetUi } from "./context";
import { button, details, keyedPart, section, type KeyedPart } from "./part";
import { poolBadge } from "./skills";
import { st } from "./strings";
import { bt } from "../play/between-strings";
import { BrewModal } from "../play/brew-modal";
import { GiveModal } from "../play/give-modal";

/**
 * "Atak": the weapon's attack test (Ciało + Walka Wręcz, or Umiejętności
 * Strzeleckie for a ranged weapon), then its damage from the successes by the
 * core's weaponDamage (docs/en/rules.md Damage: `S+1k6`, S = successes), and what a lasting spell
 * adds to each hit of the wielder's weapon, spell by spell.
 */
export function attack(ui: SheetUi, path: string, weapon: WeaponLine): void {
  const r = ui.plugin.actions.roll(path, weapon.roll, weapon.test);
  if (!r.roll) {
    ui.show(path, { error: r.reason ?? "" });
    return;
  }
  const rolled = r.roll;
  const passed = "passed" in rolled ? rolled.passed : false;
  const successes = "successes" in rolled ? rolled.successes : 0;
  let extra: string[];
  if (!passed) extra = [st("attackMiss")];
  else if (!weapon.damage) extra = [st("weaponNoDamage")];
  else {
    try {
      const text = weaponDamage(weapon.damage, successes, ui.plugin.actions.rng).text;
      // A lasting spell on the wielder adds to the hit as the tracker's attack adds it (Ognista Powłoka).
      const effects = ui.plugin.actions.subject(path)?.state.effects ?? [];
      extra = [st("attackHit", { text }), ...heldWeaponSaid(heldWeapon(effects, !weapon.ranged), language())];
    } catch (e) {
      extra = [e instanceof Error ? e.message : String(e)];
    }
  }
  ui.show(path, { roll: rolled, extra });
}

/** Ekwipunek: weapons with damage and "Atak", elixirs with the tolerance (not on a stat block), the rest of the items. */
export function equipmentPanel(parent: HTMLElement, ui: SheetUi): KeyedPart {
  const index = ui.plugin.vaultIndex.index;
  return keyedPart(
    parent,
    "hbm-panel hbm-panel-equipment",
    (d) =>
      JSON.stringify([
        d.path,
        d.npc,
        d.weapons,
        d.sheet.equipment,
        d.sheet.equipmentCharges,
        d.subject?.state.elixirTolerance,
        d.derived.elixirTolerance,
        d.derived.armor,
        index.elixirs().length,
        language(),
      ]),
    (el, d) => {
      const path = d.path;
      if (d.weapons.length) {
        const s = section(el, st("weapons"), "hbm-weapons");
        for (const w of d.weapons) {
          const row = s.createDiv({ cls: "hbm-row hbm-weapon", attr: { "data-weapon": w.name } });
          const name = row.createDiv({ cls: "hbm-row-name" });
          name.createSpan({ cls: "hbm-weapon-name", text: w.name });
          name.createSpan({
            cls: "hbm-weapon-damage",
            text: w.damage ? st("weaponDamage", { formula: w.damage }) : st("weaponNoDamage"),
          });
          const pool = name.createSpan({
            cls: `hbm-weapon-pool${w.pool < w.basePool ? " is-lowered" : ""}`,
            text: `${w.skill} · `,
          });
          poolBadge(pool, w, d.subject?.state.conditions ?? d.sheet.state.conditions, false);
          if (w.traits) name.createSpan({ cls: "hbm-weapon-traits", text: w.traits });
          button(row, st("attack"), "hbm-attack mod-cta", () => attack(ui, path, w), {
            icon: "swords",
            aria: st("attackAria", { weapon: w.name, dice: w.pool }),
          });
        }
      }
      if (!d.npc && d.subject) elixirs(ui, el, d);
      if (d.sheet.equipment.length) {
        const s = section(el, `${st("items")} · ${t("armor")} ${d.derived.armor}`, "hbm-equipment");
        const ul = s.createEl("ul", { cls: "hbm-plain-list" });
        for (const item of d.sheet.equipment) itemRow(ui, ul, d, item);
      }
    },
  );
}

function elixirs(ui: SheetUi, parent: HTMLElement, d: SheetData): void {
  const index = ui.plugin.vaultIndex.index;
  const all = index.elixirs();
  const subject = d.subject;
  if (all.length === 0 || !subject) return;
  const path = d.path;
  const s = section(parent, t("sectionElixirs"), "hbm-elixirs");
  const tolerance = d.derived.elixirTolerance;
  const used = subject.state.elixirTolerance;
  const row = s.createDiv({
    cls: `hbm-bar-row hbm-bar-tolerance${tolerance > 0 && used >= tolerance ? " is-low" : ""}`,
  });
  row.createSpan({ cls: "hbm-bar-label", text: t("tolerance") });
  row.createSpan({ cls: "hbm-bar-numbers" }).createSpan({ cls: "hbm-bar-value", text: `${used}/${tolerance}` });
  row.createEl("progress", {
    cls: "hbm-bar",
    attr: {
      max: String(Math.max(1, tolerance)),
      value: String(Math.min(used, tolerance)),
      "aria-label": t("tolerance"),
    },
  });
  const bands = overdoseBands(used, tolerance);
  for (const b of [...bands.byPoints, ...bands.byShare]) s.createDiv({ cls: "hbm-warning", text: b.effect });
  // Warz eliksir (docs/en/rules.md Decision (brewing)): for the Warzenie Eliksirów discipline.
  if (d.sheet.kind === "pc" && canBrew(subject))
    button(s, bt("brew"), "hbm-brew-open", () => new BrewModal(ui.plugin.app, ui.plugin, path).open(), {
      icon: "flask-conical",
      aria: bt("brewAria", { name: subject.name }),
    });
  const form = d.character.forms[d.form];
  const owned = new Set(
    (form?.equipment ?? [])
      .map((e) => index.findElixir(e.link?.heading ?? e.link?.target ?? e.name)?.name)
      .filter((n): n is string => !!n),
  );
  const elixirRow = (into: HTMLElement, e: (typeof all)[number]) => {
    const r = into.createDiv({ cls: "hbm-row hbm-elixir" });
    const name = r.createDiv({ cls: "hbm-row-name" });
    name.createSpan({ text: `${e.name}${e.power !== null ? ` · Moc ${e.power}` : ""}` });
    if (e.normal) name.createSpan({ cls: "hbm-row-note", text: e.normal });
    const normal = button(r, t("drink"), "hbm-drink", () => void ui.plugin.actions.drink(path, e.name, "normal"), {
      disabled: e.power === null,
      aria: `${t("drinkNormalTitle")}: ${e.name}`,
    });
    normal.setAttr("data-elixir", e.name);
    if (!cannotDrinkQuick(e.quick)) {
      const quick = button(
        r,
        t("drinkQuick"),
        "hbm-drink-quick",
        () => void ui.plugin.actions.drink(path, e.name, "quick"),
        { disabled: e.power === null, aria: `${t("drinkQuickTitle")}: ${e.name}` },
      );
      quick.setAttr("data-elixir", e.name);
      r.createDiv({ cls: "hbm-row-note", text: `${t("drinkQuick")}: ${e.quick}` });
    }
  };
  for (const e of all) if (owned.has(e.name)) elixirRow(s, e);
  const others = all.filter((e) => !owned.has(e.name));
  if (others.length) {
    details(ui, s, `other-elixirs:${path}`, `${t("otherElixirs")} (${others.length})`, "hbm-other-elixirs", (body) => {
      for (const e of others) elixirRow(body, e);
    });
  }
}

/**
 * One Ekwipunek line: "Użyj" when it has charges (docs/en/rules.md "Between sessions":
 * one less per use, refused at 0), "Przekaż" on a player character's line.
 */
function itemRow(ui: SheetUi, ul: HTMLElement, d: SheetData, item: string): void {
  const li = ul.createEl("li", { cls: "hbm-item", attr: { "data-item": item } });
  li.createSpan({ cls: "hbm-item-name", text: item });
  if (d.npc || d.sheet.kind !== "pc") return;
  const name = item.replace(/\s×\d+$/, "");
  const charged = d.sheet.equipmentCharges.find((c) => c.name === name);
  if (charged) {
    li.createSpan({ cls: "hbm-item-charges", text: bt("charges", { n: charged.charges }) });
    button(li, bt("useCharge"), "hbm-use-charge", () => void ui.plugin.actions.useCharge(d.path, name), {
      aria: bt("useChargeAria", { item: name, n: charged.charges }),
    });
  }
  button(li, bt("give"), "hbm-give-item", () => new GiveModal(ui.plugin.app, ui.plugin, d.path, name).open(), {
    icon: "gift",
    aria: bt("giveAria", { item: name }),
  });
}
