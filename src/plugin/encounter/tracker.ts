import { Notice } from "obsidian";
import type { RandomSource } from "../../core/dice";
import {
  attack,
  damageFighter,
  delayTurn,
  endEncounter,
  healFighter,
  isDead,
  joinEncounter,
  nextTurn,
  NO_ACTION_CONDITIONS,
  removeFromEncounter,
  startEncounter,
  type AttackMode,
  type EngineContext,
  type Step,
  type Fighter,
  type Table,
} from "../../core/encounter";
import { type DamageKind, DAMAGE } from "../../core/rules";
import { t } from "../i18n/i18n";
import type { EncounterStore } from "./store";
import { castPanel } from "./tracker-cast";
import { conditionGroup, input, MODES, renderRow, select, type FormState } from "./tracker-row";

/** What the tracker needs from the rest of the plugin. */
export interface TrackerServices {
  store: EncounterStore;
  rng(): RandomSource;
  context(sourcePath: string): Omit<EngineContext, "rng">;
  openSheet(path: string): void;
}

/**
 * The combat table, drawn into any element (the hbm-walka block, the "Walka"
 * view): round and turn, the combatants in order with bars and conditions,
 * the actions, and the round's history. It holds no rule: every button builds
 * one engine step and hands it to the store.
 */
export class EncounterTracker {
  private busy = false;
  private lastPaths: string[] = [];
  /** "round:turn" last drawn: when the turn moves on, the actions follow the new current combatant. */
  private lastTurn = "";
  private readonly form: FormState = {
    selected: null,
    target: null,
    mode: "melee",
    weapon: "",
    formula: "",
    bonus: "",
    amount: "",
    damageKind: "physical",
    condition: "Podpalony",
    rounds: "",
    spell: "",
  };

  constructor(
    private readonly root: HTMLElement,
    private readonly services: TrackerServices,
    readonly sourcePath: string,
    private source: string,
    private readonly extraProblems: string[] = [],
  ) {}

  setSource(source: string): void {
    this.source = source;
  }

  /** The notes the tracker reads: its combatants' (a change to one redraws it). */
  notePaths(): string[] {
    return this.lastPaths;
  }

  private table(): Table {
    return this.services.store.table(this.sourcePath, this.source);
  }

  private ctx(): EngineContext {
    return { rng: this.services.rng(), ...this.services.context(this.sourcePath) };
  }

  /** Take one step through the store (built from the key as it is when written), redraw. */
  private async run(label: string, build: (table: Table, ctx: EngineContext) => Step): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.root.addClass("is-busy");
    try {
      // Success shows in the block's history (and the roll log): no Notice to cover the table on a phone.
      const out = await this.services.store.run(this.sourcePath, this.source, label, build, this.ctx());
      if (!out.ok) new Notice(out.reason ?? label);
    } finally {
      this.busy = false;
      this.root.removeClass("is-busy");
      this.render();
    }
  }

  render(): void {
    const root = this.root;
    root.empty();
    root.addClass("hbm-encounter");
    const table = this.table();
    this.lastPaths = table.fighters.flatMap((f) => (f.path ? [f.path] : []));
    for (const p of [...this.extraProblems, ...table.problems]) root.createDiv({ cls: "hbm-error", text: p });
    if (table.fighters.length === 0) {
      root.createDiv({ cls: "hbm-hint", text: t("encounterEmpty") });
      return;
    }
    const enc = table.encounter;
    const fighting = table.fighters.filter((f) => f.record);
    const waiting = table.fighters.filter((f) => !f.record);
    const current = enc ? (fighting[enc.turn] ?? null) : null;
    const turnKey = enc ? `${enc.round}:${enc.turn}:${current?.id ?? ""}` : "";
    if (turnKey !== this.lastTurn) {
      this.lastTurn = turnKey;
      if (current) this.choose(current.id);
    }
    if (!this.form.selected || !table.fighters.some((f) => f.id === this.form.selected))
      this.choose(current?.id ?? fighting[0]?.id ?? null);

    const head = root.createDiv({ cls: "hbm-enc-head" });
    head.createSpan({
      cls: "hbm-enc-round",
      text: enc ? t("encounterRound", { n: enc.round }) : t("encounterNotStarted"),
    });
    const tools = head.createDiv({ cls: "hbm-enc-tools" });
    const button = (
      parent: HTMLElement,
      text: string,
      cls: string,
      onClick: () => void,
      cta = false,
    ): HTMLButtonElement => {
      const b = parent.createEl("button", {
        cls: `hbm-enc-button ${cls}${cta ? " mod-cta" : ""}`,
        text,
        attr: { type: "button" },
      });
      b.addEventListener("click", onClick);
      return b;
    };
    if (!enc)
      button(
        tools,
        t("encounterRollInitiative"),
        "hbm-enc-initiative",
        () => void this.run(t("encounterRollInitiative"), (tb, c) => startEncounter(tb, c)),
        true,
      );
    else {
      button(
        tools,
        t("encounterNextTurn"),
        "hbm-enc-next",
        () => void this.run(t("encounterNextTurn"), (tb, c) => nextTurn(tb, c)),
        true,
      );
      button(
        tools,
        t("encounterDelay"),
        "hbm-enc-delay",
        () => void this.run(t("encounterDelay"), (tb, c) => delayTurn(tb, c)),
      );
    }
    const undo = button(tools, t("encounterUndo"), "hbm-enc-undo", () => void this.undo());
    undo.disabled = !this.services.store.canUndo;

    const list = root.createDiv({ cls: "hbm-enc-list", attr: { role: "list" } });
    fighting.forEach((f, i) => renderRow(list, f, i, current?.id === f.id, this.rowContext(f)));
    if (waiting.length) {
      root.createDiv({ cls: "hbm-enc-subtitle", text: t("encounterWaiting") });
      const wl = root.createDiv({ cls: "hbm-enc-list hbm-enc-waiting", attr: { role: "list" } });
      for (const f of waiting) {
        const row = renderRow(wl, f, -1, false, this.rowContext(f));
        if (enc) {
          const b = row.createEl("button", {
            cls: "hbm-enc-button hbm-enc-join",
            text: t("encounterJoin"),
            attr: { type: "button" },
          });
          b.addEventListener("click", (e) => {
            e.stopPropagation();
            void this.run(`${t("encounterJoin")}: ${f.name}`, (tb, c) => joinEncounter(tb, f.id, c));
          });
        }
      }
    }
    // The round's history (newest first) right above the actions, so a result is next to the button that made it.
    if (enc?.log?.length) {
      const history = root.createDiv({ cls: "hbm-enc-history" });
      history.createDiv({ cls: "hbm-enc-subtitle", text: t("encounterHistory") });
      const ul = history.createEl("ul", { cls: "hbm-enc-history-list" });
      for (const line of [...enc.log].reverse()) ul.createEl("li", { cls: "hbm-result-text", text: line });
    }
    const selected = table.fighters.find((f) => f.id === this.form.selected) ?? null;
    if (enc && selected?.record) this.renderActions(root, selected, fighting);
    // At the bottom, away from "Następna tura": ending the fight is rare (and undoable).
    if (enc) button(root.createDiv({ cls: "hbm-enc-foot" }), t("encounterEnd"), "hbm-enc-end", () => void this.end());
  }

  private rowContext(f: Fighter): { selected: boolean; round: number; onSelect(): void } {
    return {
      selected: this.form.selected === f.id,
      round: this.services.store.read(this.sourcePath).encounter?.round ?? 0,
      onSelect: () => {
        this.choose(f.id);
        this.render();
      },
    };
  }

  /** Select a combatant: its weapon and the attack target start from their defaults. */
  private choose(id: string | null): void {
    if (this.form.selected === id) return;
    this.form.selected = id;
    this.form.weapon = "";
    this.form.target = null;
  }

  /** Actions for the selected combatant: attack, damage or heal, conditions, spells, its sheet, removal. */
  private renderActions(root: HTMLElement, f: Fighter, fighting: Fighter[]): void {
    const box = root.createDiv({ cls: "hbm-enc-actions" });
    box.createDiv({ cls: "hbm-enc-subtitle", text: t("encounterSelected", { name: f.name }) });

    // The other side first (PCs attack NPCs and the other way round), the able before the fallen.
    const able = (x: Fighter) => !x.state.dying && !NO_ACTION_CONDITIONS.some((c) => x.state.conditions.includes(c));
    const targets = fighting
      .filter((x) => x.id !== f.id && !isDead(x))
      .sort((a, b) => Number(b.kind !== f.kind) - Number(a.kind !== f.kind) || Number(able(b)) - Number(able(a)));
    if (targets.length && !isDead(f)) {
      const atk = box.createDiv({ cls: "hbm-enc-group hbm-enc-attack" });
      select(
        atk,
        t("encounterTarget"),
        "hbm-enc-target",
        targets.map((x) => [x.id, x.name]),
        this.form.target ?? "",
        (v) => (this.form.target = v),
      );
      select(
        atk,
        t("encounterMode"),
        "hbm-enc-mode",
        MODES.map(([m, k]) => [m, t(k)]),
        this.form.mode,
        (v) => (this.form.mode = v as AttackMode),
      );
      const weapons: Array<[string, string]> = [
        ...f.weapons.map((w, i): [string, string] => [`w${i}`, `${w.name} (${w.damage})`]),
        ["unarmed", t("encounterWeaponUnarmed")],
        ["other", t("encounterWeaponOther")],
      ];
      let formula: HTMLInputElement | null = null;
      select(atk, t("encounterWeapon"), "hbm-enc-weapon", weapons, this.form.weapon, (v) => {
        this.form.weapon = v;
        formula?.parentElement?.toggleClass("hbm-hidden", v !== "other");
      });
      formula = input(
        atk,
        t("encounterWeaponFormula"),
        "hbm-enc-formula",
        this.form.formula,
        (v) => (this.form.formula = v),
      );
      formula.parentElement?.toggleClass("hbm-hidden", this.form.weapon !== "other");
      input(atk, t("encounterBonus"), "hbm-enc-bonus", this.form.bonus, (v) => (this.form.bonus = v), "number");
      const go = atk.createEl("button", {
        cls: "hbm-enc-button hbm-enc-attack-go mod-cta",
        text: t("encounterAttack"),
        attr: { type: "button" },
      });
      go.addEventListener("click", () => {
        const w = this.form.weapon;
        const chosen = w.startsWith("w") ? f.weapons[Number(w.slice(1))] : null;
        const formula = w === "other" ? this.form.formula : w === "unarmed" ? "+S" : (chosen?.damage ?? null);
        const name =
          w === "other"
            ? t("encounterWeapon").toLowerCase()
            : w === "unarmed"
              ? t("encounterWeaponUnarmed")
              : (chosen?.name ?? null);
        const bonus = Number(this.form.bonus || "0");
        const target = this.form.target ?? targets[0]?.id ?? "";
        void this.run(`${t("encounterAttack")}: ${f.name}`, (tb, c) =>
          attack(
            tb,
            {
              attacker: f.id,
              target,
              mode: this.form.mode,
              weapon: formula,
              weaponName: name,
              bonus: Number.isFinite(bonus) ? bonus : 0,
            },
            c,
          ),
        );
      });
    }

    const hp = box.createDiv({ cls: "hbm-enc-group hbm-enc-hp" });
    input(hp, t("encounterAmount"), "hbm-enc-amount", this.form.amount, (v) => (this.form.amount = v), "number");
    select(
      hp,
      t("encounterDamage"),
      "hbm-enc-damage-kind",
      DAMAGE.kinds.map((k) => [k.key, t(`damageKind_${k.key}`)]),
      this.form.damageKind,
      (v) => (this.form.damageKind = v as DamageKind),
    );
    const amount = () => Number(this.form.amount || "NaN");
    const dmg = hp.createEl("button", {
      cls: "hbm-enc-button hbm-enc-damage",
      text: t("encounterDamage"),
      attr: { type: "button" },
    });
    dmg.addEventListener(
      "click",
      () =>
        void this.run(`${t("encounterDamage")}: ${f.name}`, (tb, c) =>
          damageFighter(tb, f.id, amount(), this.form.damageKind, c),
        ),
    );
    const heal = hp.createEl("button", {
      cls: "hbm-enc-button hbm-enc-heal",
      text: t("encounterHeal"),
      attr: { type: "button" },
    });
    heal.addEventListener(
      "click",
      () => void this.run(`${t("encounterHeal")}: ${f.name}`, (tb, c) => healFighter(tb, f.id, amount(), c)),
    );

    const run = (label: string, build: (tb: Table, c: EngineContext) => Step) => void this.run(label, build);
    conditionGroup(box, f, this.form, run);
    castPanel(box, this, f, fighting, this.services.context(this.sourcePath), run);

    const more = box.createDiv({ cls: "hbm-enc-group hbm-enc-more" });
    if (f.kind === "pc" && f.path) {
      const sheet = more.createEl("button", {
        cls: "hbm-enc-button hbm-enc-sheet",
        text: t("encounterSheet"),
        attr: { type: "button" },
      });
      const path = f.path;
      sheet.addEventListener("click", () => this.services.openSheet(path));
    }
    const remove = more.createEl("button", {
      cls: "hbm-enc-button hbm-enc-remove",
      text: t("encounterRemove"),
      attr: { type: "button" },
    });
    remove.addEventListener(
      "click",
      () => void this.run(`${t("encounterRemove")}: ${f.name}`, (tb, c) => removeFromEncounter(tb, f.id, c)),
    );
  }

  private async undo(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.root.addClass("is-busy");
    try {
      const r = await this.services.store.undo();
      new Notice(r.ok ? `${t("undone")}: ${r.label ?? ""}` : (r.reason ?? ""));
    } finally {
      this.busy = false;
      this.root.removeClass("is-busy");
      this.render();
    }
  }

  /** "Zakończ walkę": scene effects end, a one-line summary in the roll log, the key is cleared. */
  async end(): Promise<void> {
    if (this.busy) return;
    let summary = "";
    await this.run(t("encounterEnd"), (tb, c) => {
      const step = endEncounter(tb, c);
      summary = step.summary;
      return step;
    });
    if (summary && this.services.store.read(this.sourcePath).encounter === null) new Notice(summary);
  }
}
