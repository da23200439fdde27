import { Notice } from "obsidian";
import type { RandomSource } from "../../core/dice";
import {
  delayTurn,
  endEncounter,
  isDead,
  joinEncounter,
  nextTurn,
  removeFromEncounter,
  startEncounter,
  turnView,
  type EngineContext,
  type Step,
  type Fighter,
  type Table,
  type TurnView,
  cannotAct,
} from "../../core/encounter";
import { t } from "../i18n/i18n";
import type { EncounterStore } from "./store";
import { et } from "./strings";
import { renderAttackPanel } from "./tracker-attack";
import { buyButton, economyChips, hpGroup, noExtraText, otherActionGroup, targetsOf, type Run } from "./tracker-groups";
import { castPanel } from "./tracker-cast";
import { conditionGroup, renderRow, type FormState } from "./tracker-row";

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
    weapon: "",
    formula: "",
    bonus: "",
    amount: "",
    damageKind: "physical",
    condition: "Podpalony",
    rounds: "",
    spell: "",
    other: "",
  };
  /** "Zakończ walkę" keeps unique NPCs' state in the campaign note unless the GM unticks it. */
  private keepUnique = true;

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

  private table(): ReturnType<EncounterStore["table"]> {
    return this.services.store.table(this.sourcePath, this.source);
  }

  private ctx(): EngineContext {
    return { rng: this.services.rng(), ...this.services.context(this.sourcePath) };
  }

  /** Take one step through the store (built from the key as it is when written), redraw. */
  private async run(
    label: string,
    build: (table: Table, ctx: EngineContext) => Step,
    options: { keepUnique?: boolean } = {},
  ): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.root.addClass("is-busy");
    try {
      // Success shows in the block's history (and the roll log): no Notice to cover the table on a phone.
      const out = await this.services.store.run(this.sourcePath, this.source, label, build, this.ctx(), options);
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
    const problems = root.createDiv({ cls: "hbm-enc-problems" });
    for (const p of [...this.extraProblems, ...table.problems]) problems.createDiv({ cls: "hbm-error", text: p });
    for (const n of table.notes) problems.createDiv({ cls: "hbm-enc-note", text: n });
    // A record entry no block line describes stays until the GM removes it (reconcile.ts).
    for (const o of table.orphans)
      this.button(problems, et("removeOrphan", { name: o.name }), "hbm-enc-remove-orphan", () =>
        this.run(`${t("encounterRemove")}: ${o.name}`, (tb, c) => removeFromEncounter(tb, o.id, c)),
      );
    if (table.fighters.length === 0) {
      root.createDiv({ cls: "hbm-hint", text: t("encounterEmpty") });
      return;
    }
    const enc = table.encounter;
    const fighting = table.fighters.filter((f) => f.record);
    const waiting = table.fighters.filter((f) => !f.record);
    const turn = turnView(table);
    const current = turn ? (fighting.find((f) => f.id === turn.id) ?? null) : null;
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
    if (!enc)
      this.button(
        tools,
        t("encounterRollInitiative"),
        "hbm-enc-initiative",
        () => this.run(t("encounterRollInitiative"), (tb, c) => startEncounter(tb, c)),
        true,
      );
    else
      this.button(tools, t("encounterDelay"), "hbm-enc-delay", () =>
        this.run(t("encounterDelay"), (tb, c) => delayTurn(tb, c)),
      );
    const undo = this.button(tools, t("encounterUndo"), "hbm-enc-undo", () => void this.undo());
    undo.disabled = !this.services.store.canUndo;

    const selected = table.fighters.find((f) => f.id === this.form.selected) ?? null;
    const list = root.createDiv({ cls: "hbm-enc-list", attr: { role: "list" } });
    fighting.forEach((f, i) => {
      renderRow(list, f, i, current?.id === f.id, this.rowContext(f, current?.id === f.id ? turn : null));
      // The selected combatant's actions right under its row: on a phone they are next to it, not a page below.
      if (enc && selected?.id === f.id) this.renderActions(list, f, fighting, current?.id === f.id ? turn : null);
    });
    if (waiting.length) {
      root.createDiv({ cls: "hbm-enc-subtitle", text: t("encounterWaiting") });
      const wl = root.createDiv({ cls: "hbm-enc-list hbm-enc-waiting", attr: { role: "list" } });
      for (const f of waiting) {
        const row = renderRow(wl, f, -1, false, this.rowContext(f, null));
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
    // The round's history, newest first.
    if (enc?.log?.length) {
      const history = root.createDiv({ cls: "hbm-enc-history" });
      history.createDiv({ cls: "hbm-enc-subtitle", text: t("encounterHistory") });
      const ul = history.createEl("ul", { cls: "hbm-enc-history-list" });
      for (const line of [...enc.log].reverse()) ul.createEl("li", { cls: "hbm-result-text", text: line });
    }
    // At the bottom, away from "Następna tura": ending the fight is rare (and undoable).
    if (enc) this.renderFoot(root, table);
    // The sticky bar: whose turn, its Akcje and Ruch, Zapał → +1 akcja, Następna tura — always in reach.
    if (enc) this.renderTurnBar(root, current, turn);
  }

  private button(
    parent: HTMLElement,
    text: string,
    cls: string,
    onClick: () => void | Promise<void>,
    cta = false,
  ): HTMLButtonElement {
    const b = parent.createEl("button", {
      cls: `hbm-enc-button ${cls}${cta ? " mod-cta" : ""}`,
      text,
      attr: { type: "button" },
    });
    b.addEventListener("click", (e) => {
      e.stopPropagation();
      void onClick();
    });
    return b;
  }

  private renderTurnBar(root: HTMLElement, current: Fighter | null, turn: TurnView | null): void {
    const bar = root.createDiv({ cls: "hbm-enc-turnbar", attr: { role: "toolbar" } });
    const who = bar.createDiv({ cls: "hbm-enc-turnbar-info" });
    if (current && turn) {
      who.createSpan({ cls: "hbm-enc-turnbar-name", text: et("turnOf", { name: current.name }) });
      economyChips(who, turn);
    }
    const buttons = bar.createDiv({ cls: "hbm-enc-turnbar-buttons" });
    if (current && turn) buyButton(buttons, current, turn, (label, build) => void this.run(label, build));
    this.button(
      buttons,
      t("encounterNextTurn"),
      "hbm-enc-next",
      () => this.run(t("encounterNextTurn"), (tb, c) => nextTurn(tb, c)),
      true,
    );
  }

  /** "Zakończ walkę", and the offer to keep unique NPCs' state in the campaign note. */
  private renderFoot(root: HTMLElement, table: Table): void {
    const foot = root.createDiv({ cls: "hbm-enc-foot" });
    const offer = this.services.store.keptOffer(table);
    const note = this.services.store.campaignPath();
    if (offer.length && note) {
      const label = foot.createEl("label", { cls: "hbm-enc-keep" });
      const box = label.createEl("input", { attr: { type: "checkbox" } });
      box.checked = this.keepUnique;
      box.addEventListener("change", () => (this.keepUnique = box.checked));
      label.createSpan({ text: et("keepUnique", { note, who: offer.join(", ") }) });
    }
    this.button(foot, t("encounterEnd"), "hbm-enc-end", () => void this.end());
  }

  private rowContext(
    f: Fighter,
    turn: TurnView | null,
  ): { selected: boolean; round: number; onSelect(): void; decorate?: (row: HTMLElement) => void } {
    return {
      selected: this.form.selected === f.id,
      round: this.services.store.read(this.sourcePath).encounter?.round ?? 0,
      onSelect: () => {
        this.choose(f.id);
        this.render();
      },
      // The current combatant's row: its Akcje and Ruch left, and its Zapał → +1 akcja (a PC's or an NPC's).
      ...(turn
        ? {
            decorate: (row: HTMLElement) => {
              const line = row.createDiv({ cls: "hbm-chips hbm-enc-economy" });
              economyChips(line, turn);
              buyButton(line, f, turn, (label, build) => void this.run(label, build));
              const why = noExtraText(turn);
              if (why && turn.noExtra !== "noZeal") line.createSpan({ cls: "hbm-enc-why", text: why });
            },
          }
        : {}),
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
  private renderActions(parent: HTMLElement, f: Fighter, fighting: Fighter[], turn: TurnView | null): void {
    const box = parent.createDiv({ cls: "hbm-enc-actions" });
    box.createDiv({ cls: "hbm-enc-subtitle", text: t("encounterSelected", { name: f.name }) });
    const run: Run = (label, build) => void this.run(label, build);
    const targets = targetsOf(f, fighting);
    // The economy decides who may act (core cannotAct): a dying, unconscious or overpowered one gets no actions.
    const blocked = isDead(f) ? [] : cannotAct(f);
    if (blocked.length)
      box.createDiv({
        cls: "hbm-enc-why hbm-enc-cannot-act",
        text: et("cannotAct", { name: f.name, conditions: blocked.join(", ") }),
      });
    else if (!isDead(f)) {
      if (targets.length) renderAttackPanel(box, f, targets, this.form, run);
      castPanel(box, this, f, fighting, this.services.context(this.sourcePath), run);
      if (turn) otherActionGroup(box, f, this.form, run);
    }
    hpGroup(box, f, this.form, run);
    conditionGroup(box, f, this.form, run);

    const more = box.createDiv({ cls: "hbm-enc-group hbm-enc-more" });
    if (f.kind === "pc" && f.path) {
      const path = f.path;
      this.button(more, t("encounterSheet"), "hbm-enc-sheet", () => this.services.openSheet(path));
    }
    this.button(more, t("encounterRemove"), "hbm-enc-remove", () =>
      this.run(`${t("encounterRemove")}: ${f.name}`, (tb, c) => removeFromEncounter(tb, f.id, c)),
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
    await this.run(
      t("encounterEnd"),
      (tb, c) => {
        const step = endEncounter(tb, c);
        summary = step.summary;
        return step;
      },
      { keepUnique: this.keepUnique },
    );
    if (summary && this.services.store.read(this.sourcePath).encounter === null) new Notice(summary);
  }
}
