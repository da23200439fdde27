import { Modal, Setting, type App } from "obsidian";
import { heldWeapon, heldWeaponSaid, timesHeld } from "../../core/play";
import { weaponDamage, type DamageKind, type DamagePart, DAMAGE } from "../../core/rules";
import type { PluginHost } from "../host";
import { language, t, messages } from "../i18n/i18n";

/**
 * "Zadaj obrażenia…": an amount, or successes + weapon + bonuses; kind and skip
 * flags; the rules' pipeline. One hit per confirm (the button or Enter): the
 * dialog applies it once, closes, and a Notice says what each layer took. It
 * starts from the character's Runiczny Pancerz and Magiczna Osłona. When a
 * character holds a spell on their weapon (Ognista Powłoka), the attacker may be
 * chosen: a weapon hit then takes the spell's points as the tracker's attack does.
 */
export class DamageModal extends Modal {
  private amount = "";
  private successes = "";
  private weapon = "";
  private bonus = "";
  private attacker = "";
  private ranged = false;
  private modifier = "";
  private kind: DamageKind = "physical";
  private runic = "";
  private shield = "";
  private ignoreArmor = false;
  private ignoreMagic = false;
  private busy = false;
  private done = false;
  /** Whether the hit was applied (the dialog then closed). */
  get applied(): boolean {
    return this.done;
  }
  /** What the last confirmed hit did, one line each (also in the Notice). */
  result: string[] = [];
  private resultEl: HTMLElement | null = null;

  constructor(
    app: App,
    private readonly plugin: PluginHost,
    private readonly path: string,
  ) {
    super(app);
  }

  override onOpen(): void {
    const { contentEl } = this;
    contentEl.addClass("hbm-damage-modal");
    const name = this.plugin.vaultIndex.index.get(this.path)?.character?.name ?? this.path;
    this.setTitle(t("damageTitle", { name }));
    const subject = this.plugin.actions.subject(this.path);
    const defences = subject ? this.plugin.actions.store.inForce(subject) : null;
    this.runic = defences?.runicArmor ? String(defences.runicArmor) : "";
    this.shield = defences?.magicShield ? String(defences.magicShield) : "";
    const enter = (input: HTMLInputElement) =>
      input.addEventListener("keydown", (event) => {
        if (event.key !== "Enter") return;
        event.preventDefault();
        void this.confirm();
      });
    const number = (label: string, desc: string | null, set: (v: string) => void, cls: string, initial = "") => {
      const s = new Setting(contentEl).setName(label).addText((text) => {
        text.inputEl.type = "number";
        text.inputEl.addClass(cls);
        text.setValue(initial);
        text.onChange(set);
        enter(text.inputEl);
      });
      if (desc) s.setDesc(desc);
    };
    number(t("damageAmount"), t("damageAmountDesc"), (v) => (this.amount = v), "hbm-damage-amount");
    number(t("damageSuccesses"), null, (v) => (this.successes = v), "hbm-damage-successes");
    new Setting(contentEl).setName(t("damageWeapon")).addText((text) => {
      text.inputEl.addClass("hbm-damage-weapon");
      text.onChange((v) => (this.weapon = v));
      enter(text.inputEl);
    });
    number(t("damageBonus"), null, (v) => (this.bonus = v), "hbm-damage-bonus");
    const holders = this.spellWeaponHolders();
    if (holders.length) {
      new Setting(contentEl)
        .setName(dm("attacker"))
        .setDesc(dm("attackerDesc"))
        .addDropdown((d) => {
          d.addOption("", "—");
          for (const h of holders) d.addOption(h.path, h.name);
          d.onChange((v) => (this.attacker = v));
          d.selectEl.addClass("hbm-damage-attacker");
        });
      new Setting(contentEl).setName(dm("ranged")).addToggle((tg) => {
        tg.onChange((v) => (this.ranged = v));
        tg.toggleEl.addClass("hbm-damage-ranged");
      });
    }
    number(t("damageModifier"), null, (v) => (this.modifier = v), "hbm-damage-modifier");
    new Setting(contentEl).setName(t("damageKind")).addDropdown((d) => {
      for (const k of DAMAGE.kinds) d.addOption(k.key, t(`damageKind_${k.key}`));
      d.setValue(this.kind).onChange((v) => (this.kind = v as DamageKind));
      d.selectEl.addClass("hbm-damage-kind");
    });
    number(t("damageRunic"), null, (v) => (this.runic = v), "hbm-damage-runic", this.runic);
    number(t("damageShield"), null, (v) => (this.shield = v), "hbm-damage-shield", this.shield);
    new Setting(contentEl)
      .setName(t("damageIgnoreArmor"))
      .addToggle((tg) => tg.onChange((v) => (this.ignoreArmor = v)));
    new Setting(contentEl)
      .setName(t("damageIgnoreMagic"))
      .addToggle((tg) => tg.onChange((v) => (this.ignoreMagic = v)));
    this.resultEl = contentEl.createDiv({ cls: "hbm-damage-result" });
    new Setting(contentEl).addButton((b) =>
      b
        .setButtonText(t("damageApply"))
        .setCta()
        .onClick(() => void this.confirm()),
    );
  }

  /** Apply one hit, once: a second click or Enter while it is being written does nothing. */
  async confirm(): Promise<void> {
    if (this.busy || this.done) return;
    const total = this.total();
    if (typeof total === "string") {
      this.resultEl?.setText(total);
      this.resultEl?.addClass("hbm-error");
      return;
    }
    this.busy = true;
    const outcome = await this.plugin.actions.damage(
      this.path,
      {
        amount: total.amount,
        kind: total.kind ?? this.kind,
        modifier: int(this.modifier) ?? 0,
        ignoreArmor: this.ignoreArmor || !!total.ignoreArmor,
        ignoreMagicDefence: this.ignoreMagic,
        runicArmor: int(this.runic) ?? 0,
        magicShield: int(this.shield) ?? 0,
        ...(total.extra ? { extra: total.extra } : {}),
      },
      total.text,
    );
    this.busy = false;
    this.result = [total.text, ...outcome.changes, outcome.reason ?? ""].filter(Boolean);
    if (!outcome.ok) {
      this.resultEl?.setText(this.result.join("\n"));
      this.resultEl?.addClass("hbm-error");
      return;
    }
    this.done = true;
    this.close();
  }

  /** The characters holding a spell on their weapon (Ognista Powłoka, Święta Stal): the attackers offered. */
  private spellWeaponHolders(): Array<{ path: string; name: string }> {
    return this.plugin.vaultIndex.index
      .characters()
      .filter((c) => c.kind === "pc")
      .flatMap((c) => {
        const effects = this.plugin.actions.subject(c.path)?.state.effects ?? [];
        return heldWeapon(effects, true).by.length ? [{ path: c.path, name: c.name }] : [];
      });
  }

  /** Damage = the amount as typed, or successes + weapon + bonuses (+ the attacker's spell on the weapon). */
  private total():
    { amount: number; text: string; extra?: DamagePart; ignoreArmor?: boolean; kind?: DamageKind } | string {
    const amount = int(this.amount);
    const bonus = int(this.bonus) ?? 0;
    if (amount !== null)
      return amount < 0 || amount > 10_000
        ? dm("badAmount")
        : { amount: amount + bonus, text: dm("amount", { n: `${amount}${bonus ? ` + ${bonus}` : ""}` }) };
    const successes = int(this.successes);
    if (successes === null) return dm("nothing");
    const effects = this.attacker ? (this.plugin.actions.subject(this.attacker)?.state.effects ?? []) : [];
    const held = heldWeapon(effects, !this.ranged);
    const withHeld = (amount: number, text: string) => ({
      amount: timesHeld(amount + held.physical, held.extra, held.times),
      text: [text, ...heldWeaponSaid(held, language())].join(" · "),
      ...(held.extra ? { extra: held.extra } : {}),
      ...(held.ignoresArmor ? { ignoreArmor: true } : {}),
      ...(held.dealsMagical ? { kind: "magical" as const } : {}),
    });
    if (!this.weapon.trim())
      return withHeld(successes + bonus, dm("successes", { n: `${successes}${bonus ? ` + ${bonus}` : ""}` }));
    try {
      const w = weaponDamage(this.weapon, successes, this.plugin.actions.rng);
      return withHeld(w.total + bonus, `${w.text}${bonus ? ` + ${bonus}` : ""}`);
    } catch (e) {
      return e instanceof Error ? e.message : String(e);
    }
  }

  override onClose(): void {
    this.contentEl.empty();
  }
}

/** The dialog's own texts (Polish first, English complete). */
const dm = messages({
  pl: {
    badAmount: "Obrażenia muszą być liczbą od 0 do 10000.",
    amount: "Obrażenia: {n}",
    nothing: "Podaj obrażenia albo sukcesy atakującego.",
    successes: "Sukcesy: {n}",
    attacker: "Atakujący z zaklęciem na broni",
    attackerDesc: "Jego zaklęcie (np. Ognista Powłoka) doda się do obrażeń broni.",
    ranged: "Atak dystansowy",
  },
  en: {
    badAmount: "Damage must be a number from 0 to 10000.",
    amount: "Damage: {n}",
    nothing: "Enter the damage or the attacker's successes.",
    successes: "Successes: {n}",
    attacker: "Attacker with a spell on the weapon",
    attackerDesc: "Their spell (e.g. Ognista Powłoka) adds to the weapon's damage.",
    ranged: "Ranged attack",
  },
});

function int(text: string): number | null {
  return /^\s*-?\d{1,6}\s*$/.test(text) ? Number(text) : null;
}
