import { ItemView, TFile, type WorkspaceLeaf } from "obsidian";
import { unmetRequirements } from "../core/rules/creation";
import { attributeCostTable } from "../core/rules/experience";
import { attributeStepCost, skillStepCost } from "../core/rules/experience";
import { castRefusal } from "../core/play/apply";
import { cannotDrinkQuick } from "../core/play/elixir-text";
import { renderMessage } from "../core/play/messages";
import { overdoseBands } from "../core/play/overdose";
import type { Subject } from "../core/play/subject";
import { planCast } from "../core/rules/casting";
import { CONDITIONS, EXPERIENCE, SKILLS, type AttributeKey } from "../core/rules/tables";
import type { RollResult } from "../core/roll/execute";
import { buildSheet, romanLevel, type Sheet } from "../core/sheet";
import type { CharacterNote } from "../core/vault/model";
import type HbmPlugin from "../main";
import { DamageModal } from "./damage-modal";
import { FillStatsModal } from "./fill-stats-modal";
import { language, t } from "./i18n";
import { renderError, renderResult } from "./render-result";
import { RollPromptModal } from "./roll-prompt";

export const SHEET_VIEW = "hbm-character-sheet";

/**
 * "Karta postaci" in the right sidebar: follows the active note when it is a
 * character, or stays on a pinned one; redraws when the note changes.
 */
export class SheetView extends ItemView {
  private path: string | null = null;
  private pinned = false;
  private lastRoll: RollResult | string | null = null;
  private redraw: number | null = null;

  constructor(leaf: WorkspaceLeaf, private readonly plugin: HbmPlugin) {
    super(leaf);
  }

  getViewType(): string {
    return SHEET_VIEW;
  }

  getDisplayText(): string {
    return t("sheetTitle");
  }

  override getIcon(): string {
    return "scroll-text";
  }

  get characterPath(): string | null {
    return this.path;
  }

  override onOpen(): Promise<void> {
    this.registerEvent(this.app.workspace.on("file-open", (file) => this.follow(file)));
    this.register(this.plugin.vaultIndex.index.onChange((paths) => {
      if (paths.some((p) => this.affects(p))) this.scheduleRender();
    }));
    this.follow(this.app.workspace.getActiveFile());
    this.render();
    return Promise.resolve();
  }

  override onClose(): Promise<void> {
    if (this.redraw !== null) window.clearTimeout(this.redraw);
    return Promise.resolve();
  }

  /** Show a character (and pin it when asked). */
  show(path: string, pin = false): void {
    this.path = path;
    if (pin) this.pinned = true;
    this.plugin.activeCharacterPath = path;
    this.render();
  }

  private follow(file: TFile | null): void {
    if (this.pinned || !file) return;
    if (this.plugin.vaultIndex.index.get(file.path)?.character && file.path !== this.path) this.show(file.path);
  }

  /** A change redraws the sheet only when it is this character or a note the sheet reads from. */
  private affects(path: string): boolean {
    if (path === this.path) return true;
    const kind = this.plugin.vaultIndex.index.get(path)?.kind;
    return kind === undefined || ["spell", "talent", "race", "elixirs", "weapon", "armor", "shield", "gear"].includes(kind);
  }

  private scheduleRender(): void {
    if (this.redraw !== null) return;
    this.redraw = window.setTimeout(() => {
      this.redraw = null;
      this.render();
    }, 30);
  }

  private character(): CharacterNote | null {
    return this.path ? this.plugin.vaultIndex.index.get(this.path)?.character ?? null : null;
  }

  render(): void {
    const root = this.contentEl;
    root.empty();
    root.addClass("hbm-sheet");
    const character = this.character();
    if (!character || !this.path) {
      root.createDiv({ cls: "hbm-hint", text: t("sheetEmpty") });
      return;
    }
    const path = this.path;
    const index = this.plugin.vaultIndex.index;
    const sheet = buildSheet(character, index, this.plugin.formOf(path));
    const actions = this.plugin.actions;
    // The state and maxima in force, as apply() sees them (conditions, effects, overdose).
    const subject = actions.subject(path);

    this.renderHeader(root, sheet, character);
    if (!sheet.hasStats) {
      root.createDiv({ cls: "hbm-hint", text: t("sheetNoStats") });
      const fill = root.createEl("button", { cls: "mod-cta hbm-fill-stats", text: t("sheetFillStats"), attr: { type: "button" } });
      fill.addEventListener("click", () => new FillStatsModal(this.app, this.plugin, path).open());
      this.renderDiagnostics(root, sheet);
      return;
    }
    this.renderLastRoll(root);
    if (subject) this.renderBars(root, subject, path);
    const tools = root.createDiv({ cls: "hbm-sheet-tools" });
    this.button(tools, t("damage"), "hbm-action-damage", () => new DamageModal(this.app, this.plugin, path).open());
    this.button(tools, t("newTurn"), "hbm-action-turn", () => void actions.newTurn(path));
    for (const [kind, key] of [["breather", "breather"], ["short", "shortRest"], ["long", "longRest"]] as const) {
      this.button(tools, t(key), `hbm-action-rest-${kind}`, () => void actions.rest(path, kind));
    }
    this.button(tools, t("endScene"), "hbm-action-end-scene", () => void actions.endScene(path));
    if (subject?.state.dying) this.button(tools, t("survival"), "hbm-action-survival mod-warning", () => void this.afterRoll(actions.survival(path)));
    this.renderAttributes(root, sheet, subject);
    this.renderConditions(root, subject, path);
    this.renderSkills(root, sheet, path);
    this.renderSpells(root, sheet, subject, character, path);
    this.renderTalents(root, sheet, character, path);
    this.renderElixirs(root, subject, character, path);
    this.renderEquipment(root, sheet);
    this.renderExperience(root, sheet, path);
    this.renderDiagnostics(root, sheet);
  }

  private button(parent: HTMLElement, text: string, cls: string, onClick: () => void, disabled = false): HTMLButtonElement {
    const b = parent.createEl("button", { cls: `hbm-button ${cls}`, text, attr: { type: "button" } });
    b.disabled = disabled;
    b.addEventListener("click", onClick);
    return b;
  }

  private section(root: HTMLElement, title: string, cls: string): HTMLElement {
    const s = root.createDiv({ cls: `hbm-section ${cls}` });
    s.createDiv({ cls: "hbm-section-title", text: title });
    return s;
  }

  private renderHeader(root: HTMLElement, sheet: Sheet, character: CharacterNote): void {
    const head = root.createDiv({ cls: "hbm-sheet-header" });
    const title = head.createDiv({ cls: "hbm-sheet-name" });
    const link = title.createEl("a", { text: sheet.name, attr: { href: "#" } });
    link.addEventListener("click", (e) => {
      e.preventDefault();
      void this.app.workspace.openLinkText(sheet.path, "");
    });
    const pin = head.createEl("button", { cls: `hbm-pin${this.pinned ? " is-active" : ""}`, text: this.pinned ? t("sheetUnpin") : t("sheetPin"), attr: { type: "button", "aria-pressed": String(this.pinned) } });
    pin.addEventListener("click", () => {
      this.pinned = !this.pinned;
      this.render();
    });
    const details = [sheet.race, sheet.discipline, sheet.year ? `${sheet.year}. rok` : null].filter(Boolean).join(" · ");
    if (details) head.createDiv({ cls: "hbm-sheet-details", text: details });
    if (character.forms.length > 1) {
      const select = head.createEl("select", { cls: "dropdown hbm-form-select", attr: { "aria-label": t("form") } });
      character.forms.forEach((f, i) => select.createEl("option", { text: f.name ?? `${t("form")} ${i + 1}`, attr: { value: String(i) } }));
      select.value = String(this.plugin.formOf(sheet.path));
      select.addEventListener("change", () => {
        this.plugin.setForm(sheet.path, Number(select.value));
        this.render();
      });
    }
  }

  private renderLastRoll(root: HTMLElement): void {
    if (!this.lastRoll) return;
    const box = root.createDiv({ cls: "hbm-last-roll" });
    box.createDiv({ cls: "hbm-section-title", text: t("lastRoll") });
    if (typeof this.lastRoll === "string") renderError(box, this.lastRoll);
    else renderResult(box, this.lastRoll);
  }

  private async afterRoll(p: Promise<{ roll?: RollResult; reason?: string }> | { roll?: RollResult; reason?: string }): Promise<void> {
    const r = await p;
    this.lastRoll = r.roll ?? r.reason ?? null;
    this.render();
  }

  private bar(parent: HTMLElement, label: string, cls: string, value: number, max: number, path: string | null, key?: "health" | "mana" | "zeal"): void {
    const row = parent.createDiv({ cls: `hbm-bar-row ${cls}` });
    row.createSpan({ cls: "hbm-bar-label", text: label });
    const bar = row.createEl("progress", { cls: "hbm-bar", attr: { max: String(Math.max(1, max)), value: String(Math.min(value, max)), "aria-label": label } });
    bar.toggleClass("is-low", max > 0 && value / max <= 0.25);
    row.createSpan({ cls: "hbm-bar-value", text: `${value}/${max}` });
    if (path && key) {
      const actions = this.plugin.actions;
      this.button(row, "−", `hbm-minus hbm-minus-${key}`, () => void actions.adjust(path, key, -1));
      this.button(row, "+", `hbm-plus hbm-plus-${key}`, () => void actions.adjust(path, key, 1));
    }
  }

  private renderBars(root: HTMLElement, subject: Subject, path: string): void {
    const bars = root.createDiv({ cls: "hbm-bars" });
    const d = this.plugin.actions.store.inForce(subject);
    this.bar(bars, t("health"), "hbm-bar-health", subject.state.health, d.maxHealth, path, "health");
    if (d.manaPool === "unlimited") {
      const row = bars.createDiv({ cls: "hbm-bar-row hbm-bar-mana" });
      row.createSpan({ cls: "hbm-bar-label", text: t("mana") });
      row.createSpan({ cls: "hbm-bar-value", text: "∞" });
    } else if (d.manaPool === "pool") this.bar(bars, t("mana"), "hbm-bar-mana", subject.state.mana, d.maxMana, path, "mana");
    this.bar(bars, t("zeal"), "hbm-bar-zeal", subject.state.zeal, d.maxZeal, path, "zeal");
  }

  private renderAttributes(root: HTMLElement, sheet: Sheet, subject: Subject | null): void {
    const s = this.section(root, t("sectionAttributes"), "hbm-attributes");
    const grid = s.createDiv({ cls: "hbm-grid" });
    const cell = (label: string, value: string, changed = false) => {
      const c = grid.createDiv({ cls: `hbm-stat${changed ? " is-lowered" : ""}` });
      c.createDiv({ cls: "hbm-stat-label", text: label });
      c.createDiv({ cls: "hbm-stat-value", text: value });
    };
    const a = sheet.attributes;
    const e = sheet.effectiveAttributes;
    cell("Ciało", e.body === a.body ? String(a.body) : `${e.body} (${a.body})`, e.body !== a.body);
    cell("Umysł", e.mind === a.mind ? String(a.mind) : `${e.mind} (${a.mind})`, e.mind !== a.mind);
    cell("Dusza", e.soul === a.soul ? String(a.soul) : `${e.soul} (${a.soul})`, e.soul !== a.soul);
    cell("Magia", romanLevel(e.powerLevel), e.powerLevel !== a.powerLevel);
    cell(t("initiative"), String(sheet.derived.initiative));
    cell(t("armor"), String(sheet.derived.armor));
    // Runiczny Pancerz and Magiczna Osłona, where the character has them: the damage dialog starts from these.
    const d = subject ? this.plugin.actions.store.inForce(subject) : sheet.derived;
    if (d.runicArmor !== null) cell(t("runicArmor"), String(d.runicArmor));
    if (d.magicShield !== null) cell(t("magicShield"), String(d.magicShield));
    cell(t("magicDice"), String(sheet.derived.magicDice));
    cell(t("maxSpellCost"), String(sheet.derived.maxSpellCost));
    for (const note of sheet.notes) s.createDiv({ cls: "hbm-hint", text: note });
  }

  private renderConditions(root: HTMLElement, subject: Subject | null, path: string): void {
    const state: Pick<Subject["state"], "conditions" | "effects"> = subject?.state ?? { conditions: [], effects: [] };
    const s = this.section(root, t("sectionConditions"), "hbm-conditions");
    const chips = s.createDiv({ cls: "hbm-chips" });
    for (const c of CONDITIONS) {
      const on = state.conditions.includes(c.name);
      const chip = this.button(chips, c.name, `hbm-chip${on ? " is-active" : ""}`, () => void this.plugin.actions.toggleCondition(path, c.name));
      chip.setAttr("aria-pressed", String(on));
      chip.setAttr("title", c.summary);
    }
    for (const name of state.conditions) {
      const c = CONDITIONS.find((x) => x.name === name);
      if (c) s.createDiv({ cls: "hbm-condition-text", text: `${c.name}: ${c.summary}` });
    }
    // Scene- and rest-long effects (Zmęczenie, Ciężka Zapaść…) and elixir doses, from the `effects` key.
    if (state.effects.length) {
      const list = s.createDiv({ cls: "hbm-effects" });
      list.createDiv({ cls: "hbm-section-title", text: t("sectionEffects") });
      for (const e of state.effects) {
        const text = e.doses !== undefined ? t("effectDoses", { name: e.name, n: e.doses }) : renderMessage({ key: "effect.added", params: { effect: e.name, until: e.until } }, language());
        list.createDiv({ cls: "hbm-effect", text });
      }
    }
  }

  private renderSkills(root: HTMLElement, sheet: Sheet, path: string): void {
    const s = this.section(root, t("sectionSkills"), "hbm-skills");
    const list = s.createDiv({ cls: "hbm-list" });
    const known = SKILLS.filter((k) => (sheet.skills[k.name] ?? 0) > 0);
    for (const skill of known) {
      const row = list.createDiv({ cls: "hbm-row hbm-skill" });
      row.createSpan({ cls: "hbm-row-name", text: `${skill.name} ${sheet.skills[skill.name]}` });
      this.button(row, t("rollSkill"), "hbm-roll-skill", () => void this.afterRoll(this.plugin.actions.roll(path, `${skill.name} 4:1`)));
      this.button(row, "⚙", "hbm-roll-options", () => new RollPromptModal(this.app, this.plugin.services, path, `${skill.name} 4:1`).open()).setAttr("aria-label", t("rollOptions"));
    }
  }

  private renderSpells(root: HTMLElement, sheet: Sheet, subject: Subject | null, character: CharacterNote, path: string): void {
    const form = character.forms[this.plugin.formOf(path)] ?? character.forms[0];
    if (!form || form.spells.length === 0) return;
    const s = this.section(root, t("sectionSpells"), "hbm-spells");
    const index = this.plugin.vaultIndex.index;
    for (const entry of form.spells) {
      const spell = index.findSpell(entry.link ?? entry.name, path);
      const row = s.createDiv({ cls: "hbm-row hbm-spell" });
      if (!spell || spell.manaCost === null || spell.threshold === null || spell.required === null) {
        row.createSpan({ cls: "hbm-row-name", text: entry.name });
        row.createSpan({ cls: "hbm-muted", text: "brak notatki zaklęcia" });
        continue;
      }
      row.createSpan({ cls: "hbm-row-name", text: `${spell.name} · ${spell.manaCost} many · ${spell.threshold}:${spell.required}` });
      // The ⚙ prompt spends what it rolls (wydaj) but never overcasts unless the player types it.
      this.button(row, "⚙", "hbm-cast-options", () => new RollPromptModal(this.app, this.plugin.services, path, `zaklęcie [[${spell.fileName}]] | wydaj`).open()).setAttr("aria-label", t("castOptions"));
      const castSpell = { name: spell.name, manaCost: spell.manaCost, threshold: spell.threshold, required: spell.required };
      const refusal = subject ? castRefusal(subject, { kind: "cast", spell: castSpell }) : null;
      const mana = subject?.state.mana ?? sheet.state.mana;
      const plan = planCast({ baseCost: spell.manaCost, overcastLevels: 0, maxSpellCost: sheet.derived.maxSpellCost, mana, isPowerSource: sheet.isPowerSource });
      const notes: string[] = [];
      if (spell.nonCombatOnly) notes.push(t("nonCombatOnly"));
      if (refusal) notes.push(sheet.isPowerSource ? t("cannotCastPowerSource") : renderMessage(refusal.message, language()));
      else if (plan.overdrawn > 0 && subject && this.plugin.actions.store.inForce(subject).manaPool === "pool") notes.push(t("noManaExhaustion", { n: plan.overdrawn }));
      const cast = this.button(row, t("cast"), "hbm-cast", () => void this.afterRoll(this.plugin.actions.cast(path, spell.fileName)), refusal !== null);
      cast.setAttr("data-spell", spell.fileName);
      if (notes.length) row.createDiv({ cls: "hbm-row-note", text: notes.join(" · ") });
    }
  }

  private renderTalents(root: HTMLElement, sheet: Sheet, character: CharacterNote, path: string): void {
    const form = character.forms[this.plugin.formOf(path)] ?? character.forms[0];
    if (!form || form.talents.length === 0) return;
    const s = this.section(root, t("sectionTalents"), "hbm-talents");
    const index = this.plugin.vaultIndex.index;
    const who = { attributes: { body: sheet.attributes.body, mind: sheet.attributes.mind, soul: sheet.attributes.soul }, skills: sheet.skills, talents: sheet.talents, race: sheet.race, discipline: sheet.disciplineContext };
    for (const entry of form.talents) {
      const row = s.createDiv({ cls: "hbm-row hbm-talent" });
      const note = index.findTalent(entry.name, entry.link, path);
      const name = `${entry.canonical}${entry.count > 1 ? ` ×${entry.count}` : ""}`;
      if (note) {
        const a = row.createEl("a", { cls: "hbm-row-name", text: name, attr: { href: "#" } });
        a.addEventListener("click", (e) => {
          e.preventDefault();
          void this.app.workspace.openLinkText(note.path, path);
        });
        const unmet = unmetRequirements(note.requirements, who);
        if (note.requirements.length) {
          row.createSpan({ cls: unmet.length ? "hbm-req hbm-req-unmet" : "hbm-req hbm-req-met", text: unmet.length ? `✗ ${unmet.join("; ")}` : "✓" });
        }
      } else row.createSpan({ cls: "hbm-row-name", text: name });
    }
  }

  private renderElixirs(root: HTMLElement, subject: Subject | null, character: CharacterNote, path: string): void {
    const index = this.plugin.vaultIndex.index;
    const all = index.elixirs();
    if (all.length === 0 || !subject) return;
    const s = this.section(root, t("sectionElixirs"), "hbm-elixirs");
    const tolerance = this.plugin.actions.store.inForce(subject).elixirTolerance;
    this.bar(s, t("tolerance"), "hbm-bar-tolerance", subject.state.elixirTolerance, tolerance, null);
    const bands = overdoseBands(subject.state.elixirTolerance, tolerance);
    for (const b of [...bands.byPoints, ...bands.byShare]) s.createDiv({ cls: "hbm-warning", text: b.effect });
    const form = character.forms[this.plugin.formOf(path)] ?? character.forms[0];
    const owned = new Set((form?.equipment ?? []).map((e) => index.findElixir(e.link?.heading ?? e.link?.target ?? e.name)?.name).filter((n): n is string => !!n));
    const row = (parent: HTMLElement, e: (typeof all)[number]) => {
      const r = parent.createDiv({ cls: "hbm-row hbm-elixir" });
      r.createSpan({ cls: "hbm-row-name", text: `${e.name}${e.power !== null ? ` · Moc ${e.power}` : ""}` });
      const normal = this.button(r, t("drink"), "hbm-drink", () => void this.plugin.actions.drink(path, e.name, "normal"), e.power === null);
      normal.setAttr("data-elixir", e.name);
      normal.setAttr("title", `${t("drinkNormalTitle")}: ${e.normal}`);
      // Działanie szybkie, where the note allows it.
      if (!cannotDrinkQuick(e.quick)) {
        const quick = this.button(r, t("drinkQuick"), "hbm-drink-quick", () => void this.plugin.actions.drink(path, e.name, "quick"), e.power === null);
        quick.setAttr("data-elixir", e.name);
        quick.setAttr("title", `${t("drinkQuickTitle")}: ${e.quick}`);
      }
    };
    for (const e of all) if (owned.has(e.name)) row(s, e);
    const others = all.filter((e) => !owned.has(e.name));
    if (others.length) {
      // Filled when first opened: a big alchemy chapter costs nothing until someone looks.
      const details = s.createEl("details", { cls: "hbm-other-elixirs" });
      details.createEl("summary", { text: `${t("otherElixirs")} (${others.length})` });
      details.addEventListener("toggle", () => {
        if (!details.open || details.childElementCount > 1) return;
        for (const e of others) row(details, e);
      });
    }
  }

  private renderEquipment(root: HTMLElement, sheet: Sheet): void {
    if (sheet.equipment.length === 0) return;
    const s = this.section(root, `${t("sectionEquipment")} · ${t("armor")} ${sheet.derived.armor}`, "hbm-equipment");
    const ul = s.createEl("ul", { cls: "hbm-plain-list" });
    for (const item of sheet.equipment) ul.createEl("li", { text: item });
  }

  private renderExperience(root: HTMLElement, sheet: Sheet, path: string): void {
    const s = this.section(root, t("sectionExperience"), "hbm-experience");
    const pd = sheet.state.experience;
    s.createDiv({ cls: "hbm-pd", text: t("experienceLeft", { n: pd }) });
    const grid = s.createDiv({ cls: "hbm-list" });
    const actions = this.plugin.actions;
    const attrs: Array<[AttributeKey, string]> = [["body", "Ciało"], ["mind", "Umysł"], ["soul", "Dusza"]];
    for (const [key, label] of attrs) {
      const from = sheet.attributes[key];
      const row = grid.createDiv({ cls: "hbm-row hbm-buy" });
      const cost = from < 8 ? attributeStepCost(from) : null;
      row.createSpan({ cls: "hbm-row-name", text: cost === null ? `${label} ${from} (maks.)` : `${label} ${from} → ${from + 1}: ${cost} PD` });
      this.button(row, t("buy"), `hbm-buy-${key}`, () => void actions.spendExperience(path, { kind: "attribute", attribute: key }), cost === null || cost > pd);
    }
    for (const skill of SKILLS) {
      const from = sheet.skills[skill.name] ?? 0;
      if (from === 0 && pd < 1) continue;
      const cost = from < 8 ? skillStepCost(from) : null;
      const row = grid.createDiv({ cls: "hbm-row hbm-buy" });
      row.createSpan({ cls: "hbm-row-name", text: cost === null ? `${skill.name} ${from} (maks.)` : `${skill.name} ${from} → ${from + 1}: ${cost} PD` });
      this.button(row, t("buy"), "hbm-buy-skill", () => void actions.spendExperience(path, { kind: "skill", skill: skill.name }), cost === null || cost > pd).setAttr("data-skill", skill.name);
    }
    const index = this.plugin.vaultIndex.index;
    if (index.ofKind("talent").length) {
      const row = grid.createDiv({ cls: "hbm-row hbm-buy-talent" });
      const select = row.createEl("select", { cls: "dropdown", attr: { "aria-label": t("buyTalent") } });
      select.createEl("option", { text: t("chooseTalent"), attr: { value: "" } });
      // The talent list is built when the player reaches for it, not on every redraw.
      const fill = () => {
        if (select.options.length > 1) return;
        const taken = new Set(sheet.talents);
        for (const tal of index.talents()) if (!taken.has(tal.canonical)) select.createEl("option", { text: tal.canonical, attr: { value: tal.canonical } });
      };
      select.addEventListener("focus", fill);
      select.addEventListener("pointerdown", fill);
      this.button(row, t("buyTalent"), "hbm-buy-talent-button", () => {
        if (select.value) void actions.spendExperience(path, { kind: "talent", talent: select.value });
      }, pd < EXPERIENCE.talent);
    }
    const erratum = attributeCostTable().filter((r) => r.total !== r.bookTotal);
    if (erratum.length) s.createDiv({ cls: "hbm-hint", text: `Erratum: łączne koszty Atrybutów to sumy kroków (${erratum.map((r) => r.total).join(", ")}), nie wartości z podręcznika (${erratum.map((r) => r.bookTotal).join(", ")}).` });
  }

  private renderDiagnostics(root: HTMLElement, sheet: Sheet): void {
    if (sheet.diagnostics.length === 0) return;
    const s = this.section(root, t("sectionDiagnostics"), "hbm-diagnostics");
    for (const d of sheet.diagnostics) {
      s.createDiv({ cls: `hbm-diagnostic hbm-diagnostic-${d.severity}`, text: `${d.line ? `linia ${d.line}: ` : ""}${d.message}` });
    }
  }
}
