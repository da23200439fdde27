import { isDead, effectiveAttributes, inForce, shownConditions, survivalDue, type Subject } from "../../core/play";
import { survivalTest, CONDITIONS, SURVIVAL } from "../../core/rules";
import type { Sheet } from "../../core/sheet";
import type { VaultIndex } from "../../core/vault/index";
import type { CharacterActions } from "../play/character-actions";
import { conditionText } from "../i18n/i18n";
import { tr } from "./strings";

export type BarKey = "health" | "mana" | "zeal";
export const BAR_KEYS: readonly BarKey[] = ["health", "mana", "zeal"];

/** How a board draws its cards: the Bases view's config options, or the sidebar's defaults. */
export interface CardOptions {
  layout: "compact" | "full";
  bars: readonly BarKey[];
}

export const DEFAULT_CARD_OPTIONS: CardOptions = { layout: "compact", bars: BAR_KEYS };

/** One card to draw: a note, and (in a base) the properties the base shows below it. */
export interface BoardMember {
  path: string;
  properties: ReadonlyArray<{ label: string; value: string }>;
  /** The base's group (its groupBy value), when the base groups its results. */
  group?: string;
}

/**
 * What the party view uses of the plugin: the index, the character actions
 * (the same public methods the sheet calls, so every tap goes through the
 * core's apply()), and two doors out (the damage dialog and the sheet).
 */
export interface PartyServices {
  index: Pick<VaultIndex, "get" | "onChange">;
  actions: Pick<CharacterActions, "sheet" | "subject" | "heal" | "toggleCondition" | "survival" | "onShown">;
  openDamage(path: string): void;
  openSheet(path: string): void;
  /** The party setting's members (folder or #tag), sorted by name. */
  partyPaths(): string[];
  partySetting(): string;
  /** Test Grupowy (l. 1099) for these members: the roll dialog with one line, a test per member, to adjust. */
  openGroupTest?(paths: string[]): void;
}

export interface CardBar {
  key: BarKey;
  label: string;
  value: number;
  /** The maximum in force (conditions, effects, overdose): null when the pool is unlimited. */
  max: number | null;
}

/** A card's numbers, all from the core: the sheet's build and the subject's state in force. */
export interface CardData {
  path: string;
  name: string;
  details: string;
  hasStats: boolean;
  bars: CardBar[];
  armor: number;
  initiative: number;
  attributes: { body: number; mind: number; soul: number };
  conditions: string[];
  effects: string[];
  dying: { threshold: number; required: number; hits: number; failedTests: number } | null;
  dead: boolean;
}

export function cardData(sheet: Sheet, subject: Subject): CardData {
  const d = inForce(subject, subject.state);
  const s = subject.state;
  const bars: CardBar[] = [{ key: "health", label: tr("health"), value: s.health, max: d.maxHealth }];
  if (d.manaPool === "pool") bars.push({ key: "mana", label: tr("mana"), value: s.mana, max: d.maxMana });
  else if (d.manaPool === "unlimited") bars.push({ key: "mana", label: tr("mana"), value: s.mana, max: null });
  bars.push({ key: "zeal", label: tr("zeal"), value: s.zeal, max: d.maxZeal });
  const e = effectiveAttributes(subject, s.conditions);
  return {
    path: sheet.path,
    name: sheet.name,
    details: [sheet.race, sheet.discipline, sheet.year ? tr("year", { year: sheet.year }) : null]
      .filter(Boolean)
      .join(" · "),
    hasStats: sheet.hasStats,
    bars,
    armor: d.armor,
    initiative: d.initiative,
    attributes: { body: e.body, mind: e.mind, soul: e.soul },
    conditions: shownConditions(s),
    effects: s.effects.filter((x) => x.doses === undefined).map((x) => x.name),
    dying:
      s.dying && survivalDue(s)
        ? { ...survivalTest(s.dying), hits: s.dying.hits, failedTests: s.dying.failedTests }
        : null,
    dead: isDead(s),
  };
}

/** Note kinds a card's numbers are read from (as the sheet's redraw). */
const READ_FROM = new Set(["spell", "talent", "race", "elixirs", "weapon", "armor", "shield", "gear"]);

/** The share of a bar to fill, in whole percent (0 with a maximum of 0). */
export function fillPercent(value: number, max: number): number {
  if (max <= 0) return 0;
  return Math.round((Math.max(0, Math.min(value, max)) / max) * 100);
}

/**
 * The party's cards, shared by the Bases view and the sidebar: it draws the
 * members it is given, in their order, and redraws itself when the index
 * says one of them (or a note their numbers come from) changed. A tap on a
 * card opens its actions; the selection survives redraws.
 */
export class PartyBoard {
  private members: BoardMember[] = [];
  private options: CardOptions = DEFAULT_CARD_OPTIONS;
  private selected: string | null = null;
  private pending: number | null = null;
  private emptyText = "";

  constructor(
    private readonly el: HTMLElement,
    private readonly services: PartyServices,
  ) {
    el.addClass("hbm-party");
  }

  /** Listen to the index; returns the unsubscribe function for the owner to register. */
  watch(): () => void {
    const off = this.services.index.onChange((paths) => {
      if (paths.some((p) => this.affects(p))) this.schedule();
    });
    // A member's −/+ on the sheet is drawn before its write lands: the card follows with the next redraw.
    const offShown = this.services.actions.onShown((path) => {
      if (this.members.some((m) => m.path === path)) this.schedule();
    });
    return () => {
      off();
      offShown();
      if (this.pending !== null) window.clearTimeout(this.pending);
      this.pending = null;
    };
  }

  /** A member's note, or a note its numbers are read from (races, items, talents, spells…), or one that is gone. */
  affects(path: string): boolean {
    if (this.members.some((m) => m.path === path)) return true;
    const kind = this.services.index.get(path)?.kind;
    return kind === undefined || READ_FROM.has(kind);
  }

  private schedule(): void {
    if (this.pending !== null) return;
    this.pending = window.setTimeout(() => {
      this.pending = null;
      this.render();
    }, 30);
  }

  /**
   * Draw these members (already filtered and sorted by the caller) with these options.
   * Notes the index does not know as characters yet are kept and drawn once it does
   * (at start-up Bases may hand its results before the first index is done).
   */
  show(members: BoardMember[], options: CardOptions, emptyText: string): void {
    this.members = members;
    this.options = options;
    this.emptyText = emptyText;
    this.render();
  }

  /** The members drawn as cards: those the index knows as characters, in the given order. */
  get paths(): string[] {
    return this.characters().map((m) => m.path);
  }

  private characters(): BoardMember[] {
    return this.members.filter((m) => this.services.index.get(m.path)?.isCharacter);
  }

  render(): void {
    const root = this.el;
    root.empty();
    root.toggleClass("is-full", this.options.layout === "full");
    const characters = this.characters();
    const skipped = this.members.length - characters.length;
    if (characters.length === 0) root.createDiv({ cls: "hbm-hint hbm-party-empty", text: this.emptyText });
    const grid = root.createDiv({ cls: "hbm-party-grid" });
    let group: string | undefined;
    for (const member of characters) {
      if (member.group !== undefined && member.group !== group)
        grid.createDiv({ cls: "hbm-party-group", text: member.group });
      group = member.group;
      this.card(grid, member);
    }
    if (skipped > 0) root.createDiv({ cls: "hbm-hint hbm-party-skipped", text: tr("notCharacters", { n: skipped }) });
  }

  private card(grid: HTMLElement, member: BoardMember): void {
    const sheet = this.services.actions.sheet(member.path);
    const subject = this.services.actions.subject(member.path);
    if (!sheet) return;
    const selected = this.selected === member.path;
    const card = grid.createDiv({
      cls: "hbm-party-card",
      attr: { "data-path": member.path, role: "button", tabindex: 0, "aria-expanded": String(selected) },
    });
    card.toggleClass("is-selected", selected);
    const toggle = () => {
      this.selected = selected ? null : member.path;
      this.render();
      if (!selected)
        this.el.querySelector<HTMLElement>(`.hbm-party-card.is-selected .hbm-party-actions button`)?.focus();
    };
    card.addEventListener("click", (ev) => {
      // Taps inside the action panel act; anywhere else on the card opens or closes it.
      if ((ev.target as HTMLElement | null)?.closest(".hbm-party-actions")) return;
      toggle();
    });
    card.addEventListener("keydown", (ev) => {
      if (ev.target !== card || (ev.key !== "Enter" && ev.key !== " ")) return;
      ev.preventDefault();
      toggle();
    });

    const head = card.createDiv({ cls: "hbm-party-head" });
    head.createDiv({ cls: "hbm-party-name", text: sheet.name });
    const data = subject ? cardData(sheet, subject) : null;
    const details = data?.details ?? [sheet.race, sheet.discipline].filter(Boolean).join(" · ");
    if (details) head.createDiv({ cls: "hbm-party-details", text: details });
    if (!data || !sheet.hasStats) {
      card.createDiv({ cls: "hbm-hint", text: tr("noStats") });
    } else {
      card.toggleClass("is-dying", !!data.dying);
      card.toggleClass("is-dead", data.dead);
      this.renderNumbers(card, data);
    }
    if (member.properties.length) {
      const props = card.createDiv({ cls: "hbm-party-props" });
      for (const p of member.properties) {
        const row = props.createDiv({ cls: "hbm-party-prop" });
        row.createSpan({ cls: "hbm-party-prop-label", text: p.label });
        row.createSpan({ cls: "hbm-party-prop-value", text: p.value });
      }
    }
    if (selected) this.renderActions(card, sheet.name, member.path, data);
  }

  private renderNumbers(card: HTMLElement, data: CardData): void {
    if (data.dead) card.createDiv({ cls: "hbm-party-state hbm-party-dead", text: `✝ ${tr("dead")}` });
    else if (data.dying) {
      card.createDiv({
        cls: "hbm-party-state hbm-party-dying",
        text: tr("dying", {
          threshold: data.dying.threshold,
          required: data.dying.required,
          hits: data.dying.hits,
          hitsMax: SURVIVAL.hitsToDie,
          fails: data.dying.failedTests,
          failsMax: SURVIVAL.failuresToDie,
        }),
      });
    }
    const bars = card.createDiv({ cls: "hbm-party-bars" });
    for (const bar of data.bars) {
      if (!this.options.bars.includes(bar.key)) continue;
      const row = bars.createDiv({ cls: `hbm-party-bar-row hbm-party-bar-${bar.key}` });
      row.createSpan({ cls: "hbm-party-bar-label", text: bar.label });
      const track = row.createDiv({
        cls: "hbm-party-bar",
        attr: {
          role: "meter",
          "aria-label": bar.label,
          "aria-valuemin": 0,
          "aria-valuenow": bar.value,
          ...(bar.max !== null ? { "aria-valuemax": bar.max } : {}),
        },
      });
      const fill = track.createDiv({ cls: "hbm-party-bar-fill" });
      const pct = bar.max === null ? 100 : fillPercent(bar.value, bar.max);
      fill.style.setProperty("--hbm-party-fill", `${pct}%`);
      track.toggleClass("is-low", bar.max !== null && bar.max > 0 && pct <= 25);
      track.toggleClass("is-empty", bar.max !== null && bar.value <= 0);
      row.createSpan({
        cls: "hbm-party-bar-value",
        text: bar.max === null ? `${bar.value}/${tr("unlimited")}` : `${bar.value}/${bar.max}`,
      });
    }
    const stats = card.createDiv({ cls: "hbm-party-stats" });
    stats.createSpan({ cls: "hbm-party-stat hbm-party-armor", text: `${tr("armor")} ${data.armor}` });
    stats.createSpan({ cls: "hbm-party-stat hbm-party-initiative", text: `${tr("initiative")} ${data.initiative}` });
    if (this.options.layout === "full")
      stats.createSpan({ cls: "hbm-party-stat hbm-party-attributes", text: tr("attributes", data.attributes) });
    const chips = card.createDiv({ cls: "hbm-party-conditions" });
    const shown = data.conditions.filter((c) => !(data.dying && c === SURVIVAL.dyingCondition));
    for (const c of shown) {
      const chip = chips.createSpan({ cls: "hbm-party-condition", text: c });
      const known = CONDITIONS.find((x) => x.name === c);
      if (known) chip.setAttr("title", conditionText(known.name));
    }
    if (this.options.layout === "full") {
      for (const c of shown) {
        const known = CONDITIONS.find((x) => x.name === c);
        if (known)
          card.createDiv({ cls: "hbm-party-condition-text", text: `${known.name}: ${conditionText(known.name)}` });
      }
      if (data.effects.length)
        card.createDiv({ cls: "hbm-party-effects", text: `${tr("effects")}: ${data.effects.join(", ")}` });
    }
    if (shown.length === 0 && this.options.layout === "full")
      chips.createSpan({ cls: "hbm-party-muted", text: tr("noConditions") });
  }

  private renderActions(card: HTMLElement, name: string, path: string, data: CardData | null): void {
    const panel = card.createDiv({
      cls: "hbm-party-actions",
      attr: { role: "group", "aria-label": tr("actionsFor", { name }) },
    });
    const row = panel.createDiv({ cls: "hbm-party-action-row" });
    const button = (parent: HTMLElement, text: string, cls: string, run: () => void) => {
      const b = parent.createEl("button", { cls: `hbm-button ${cls}`, text, attr: { type: "button" } });
      b.addEventListener("click", run);
      return b;
    };
    if (data?.hasStats) {
      button(row, tr("damage"), "hbm-party-damage mod-warning", () => this.services.openDamage(path));
      const amount = row.createEl("input", {
        cls: "hbm-party-heal-amount",
        attr: { type: "number", min: 1, step: 1, value: "1", inputmode: "numeric", "aria-label": tr("healAmount") },
      });
      button(row, tr("heal"), "hbm-party-heal", () => {
        const n = Math.floor(Number(amount.value));
        if (Number.isFinite(n) && n > 0) void this.services.actions.heal(path, n);
      });
    }
    // Test Przeżycia for the dying (docs/en/rules.md, Umieranie): rolled and written by the same path as the sheet's button.
    if (data?.dying && !data.dead)
      button(row, tr("survival"), "hbm-party-survival mod-warning", () => void this.services.actions.survival(path));
    button(row, tr("openSheet"), "hbm-party-open-sheet", () => this.services.openSheet(path));
    if (!data?.hasStats) return;
    // Active conditions: a tap takes one off. Any other: one pick from the list (short on a phone).
    const chips = panel.createDiv({
      cls: "hbm-party-action-conditions",
      attr: { role: "group", "aria-label": tr("conditions") },
    });
    for (const name of data.conditions) {
      const known = CONDITIONS.find((c) => c.name === name);
      const chip = button(
        chips,
        `${name} ✕`,
        "hbm-chip hbm-party-toggle is-active",
        () => void this.services.actions.toggleCondition(path, name),
      );
      chip.setAttr("aria-pressed", "true");
      chip.setAttr("data-condition", name);
      chip.setAttr("aria-label", tr("removeCondition", { name }));
      if (known) chip.setAttr("title", conditionText(known.name));
    }
    const others = CONDITIONS.filter((c) => !data.conditions.includes(c.name));
    if (others.length === 0) return;
    const select = chips.createEl("select", {
      cls: "dropdown hbm-party-add-condition",
      attr: { "aria-label": tr("addCondition") },
    });
    select.createEl("option", { text: tr("addCondition"), attr: { value: "" } });
    for (const c of others)
      select.createEl("option", { text: c.name, attr: { value: c.name, title: conditionText(c.name) } });
    select.addEventListener("change", () => {
      if (select.value) void this.services.actions.toggleCondition(path, select.value);
    });
  }
}
