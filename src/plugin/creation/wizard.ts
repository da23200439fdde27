import { Modal, normalizePath, Notice } from "obsidian";
import { buildCatalog, raceAllowsDiscipline, isDisciplineSpell, type Catalog } from "../../core/creation/catalog";
import { REPEATABLE_TALENTS } from "../../core/creation/data";
import { draftFromNote } from "../../core/creation/check";
import {
  allProblems,
  disciplineOption,
  draftBudget,
  emptyDraft,
  gmMagic,
  isPowerSource,
  magicTalents,
  pickText,
  raceOption,
  remaining,
  requirementSubject,
  rollDraftMagic,
  spellAllowance,
  stepProblems,
  STEPS,
  syncDraft,
  type CreationDraft,
  type Problem,
  type Step,
} from "../../core/creation/steps";
import { sheetOf, writeCreation } from "../../core/creation/writer";
import {
  magicRow,
  sameName,
  skillAttribute,
  attributeName,
  uncheckedRequirements,
  unmetRequirements,
  talentChoice,
  ATTRIBUTE_RANGE,
  POWER_SOURCE,
  ROMAN,
  SKILL_RANGE,
  SKILLS,
  YEAR_BONUS,
} from "../../core/rules";
import { newNotePath, saveCreation, type CreationServices, type CreationTarget } from "./save";
import { m, type CreationKey } from "./strings";

const ATTRIBUTE_KEYS = ["body", "mind", "soul"] as const;

/**
 * "Nowa postać": the creation wizard (issue 15). One screen per step, Back
 * and Next, the running budget always visible; Next and Zapisz stay disabled
 * while the step breaks a rule, with the reason beside the field. Every rule
 * is the core's (src/core/creation); this file only shows and asks.
 */
export class CreationWizard extends Modal {
  private readonly catalog: Catalog;
  private draft: CreationDraft;
  private step: Step = "details";
  private confirming = false;
  private readonly isNew: boolean;

  constructor(
    private readonly services: CreationServices,
    private readonly target: CreationTarget,
  ) {
    super(services.app);
    this.catalog = buildCatalog(services.index());
    this.isNew = target.kind === "new";
    this.draft = this.initialDraft();
  }

  private initialDraft(): CreationDraft {
    if (this.target.kind === "existing") {
      const character = this.services.index().get(this.target.path)?.character;
      if (character) {
        const fromNote = draftFromNote(character, this.services.index(), this.catalog);
        const hasStats = character.forms.some((f) => f.hasStats);
        const base = hasStats
          ? fromNote
          : { ...emptyDraft(), race: fromNote.race, year: fromNote.year, discipline: fromNote.discipline };
        const known = raceOption(base, this.catalog);
        return syncDraft({ ...base, name: character.name, race: known?.name ?? base.race }, this.catalog);
      }
    }
    return syncDraft(emptyDraft(), this.catalog);
  }

  /** The draft as it stands (tests and the e2e read it). */
  get current(): CreationDraft {
    return this.draft;
  }

  get currentStep(): Step {
    return this.step;
  }

  override onOpen(): void {
    this.modalEl.addClass("hbm-creation-modal");
    this.render();
  }

  override onClose(): void {
    this.contentEl.empty();
  }

  private update(patch: Partial<CreationDraft>, sync = false): void {
    this.draft = { ...this.draft, ...patch };
    if (sync) this.draft = syncDraft(this.draft, this.catalog);
    this.confirming = false;
    this.afterApproval = null;
  }

  private problems(step: Step = this.step): Problem[] {
    return stepProblems(step, this.draft, this.catalog, this.isNew);
  }

  go(step: Step): void {
    this.step = step;
    this.confirming = false;
    this.afterApproval = null;
    this.render();
    if (step === "summary") void this.loadSource().then(() => this.step === "summary" && this.render());
  }

  /* ---------- layout ---------- */

  render(): void {
    const { contentEl } = this;
    contentEl.empty();
    contentEl.addClass("hbm-creation");
    const name =
      this.target.kind === "existing"
        ? (this.services.index().get(this.target.path)?.character?.name ?? this.target.path)
        : "";
    this.setTitle(this.isNew ? m("titleNew") : m("titleExisting", { name }));
    const index = STEPS.indexOf(this.step);
    contentEl.createDiv({
      cls: "hbm-creation-progress",
      text: m("stepOf", { n: index + 1, total: STEPS.length, step: m(`step_${this.step}` as CreationKey) }),
    });
    contentEl.createDiv({ cls: "hbm-creation-budget" });
    const body = contentEl.createDiv({ cls: `hbm-creation-step hbm-creation-step-${this.step}` });
    this.renderStep(body);
    contentEl.createDiv({ cls: "hbm-creation-step-problems" });
    contentEl.createDiv({ cls: "hbm-creation-footer" });
    this.refresh();
  }

  /** Budget, reasons beside the fields and the footer's buttons, without rebuilding the step (typing keeps its focus). */
  refresh(): void {
    const { contentEl } = this;
    const budgetEl = contentEl.querySelector<HTMLElement>(".hbm-creation-budget");
    if (budgetEl) this.renderBudget(budgetEl);
    const problems = this.problems();
    const placed = new Set<Problem>();
    contentEl.querySelectorAll<HTMLElement>("[data-reasons]").forEach((el) => {
      el.empty();
      const fields = (el.dataset.reasons ?? "").split("|");
      for (const p of problems) {
        if (!fields.includes(p.field)) continue;
        placed.add(p);
        el.createDiv({ cls: "hbm-creation-reason", text: p.text });
      }
    });
    const rest = contentEl.querySelector<HTMLElement>(".hbm-creation-step-problems");
    if (rest) {
      rest.empty();
      if (this.step !== "summary")
        for (const p of problems) if (!placed.has(p)) rest.createDiv({ cls: "hbm-creation-reason", text: p.text });
    }
    const footer = contentEl.querySelector<HTMLElement>(".hbm-creation-footer");
    if (footer) this.renderFooter(footer, problems);
  }

  private renderBudget(el: HTMLElement): void {
    el.empty();
    if (!raceOption(this.draft, this.catalog)) {
      el.createSpan({ cls: "hbm-creation-chip", text: m("budgetNoRace") });
      return;
    }
    const b = draftBudget(this.draft, this.catalog);
    const left = remaining(this.draft, this.catalog);
    const chip = (key: CreationKey, n: number, total: number) => {
      el.createSpan({
        cls: `hbm-creation-chip${n < 0 ? " is-over" : n === 0 ? " is-done" : ""}`,
        text: m(key, { left: n, total }),
      });
    };
    chip("budgetAttributes", left.attributes, b.attributePoints);
    chip("budgetSkills", left.skills, b.skillPoints);
    chip("budgetTalents", left.talents, b.chosenTalents);
  }

  /** The GM approved breaking the rules ("Zapisz mimo to"): asked once per wizard. */
  private gmApproved = false;
  /** What to do once the GM has approved (go on, or save). */
  private afterApproval: (() => void) | null = null;

  /** Run an overriding step: at once when the GM approved already, else after the one question. */
  private override(then: () => void): void {
    if (this.gmApproved) return then();
    this.confirming = true;
    this.afterApproval = then;
    this.refresh();
  }

  private renderFooter(footer: HTMLElement, problems: Problem[]): void {
    footer.empty();
    const at = STEPS.indexOf(this.step);
    const buttons = footer.createDiv({ cls: "hbm-creation-buttons" });
    const back = buttons.createEl("button", { cls: "hbm-creation-back", text: m("back"), attr: { type: "button" } });
    back.disabled = at === 0;
    back.addEventListener("click", () => this.go(STEPS[at - 1] ?? "details"));
    const all = allProblems(this.draft, this.catalog, this.isNew);
    if (this.step !== "summary") {
      const next = buttons.createEl("button", {
        cls: "mod-cta hbm-creation-next",
        text: m("next"),
        attr: { type: "button" },
      });
      next.disabled = problems.length > 0;
      if (problems.length) next.title = problems.map((p) => p.text).join("\n");
      next.addEventListener("click", () => {
        if (this.problems().length === 0) this.go(STEPS[at + 1] ?? "summary");
      });
      if (problems.length && !this.confirming) {
        const anyway = buttons.createEl("button", {
          cls: "hbm-creation-next-anyway",
          text: m("nextAnyway"),
          attr: { type: "button" },
        });
        anyway.addEventListener("click", () => this.override(() => this.go(STEPS[at + 1] ?? "summary")));
      }
    } else {
      const save = buttons.createEl("button", {
        cls: "mod-cta hbm-creation-save",
        text: m("save"),
        attr: { type: "button" },
      });
      save.disabled = all.length > 0;
      save.addEventListener("click", () => void this.save([]));
      // The GM override needs at least a race and a Magia to write a readable note.
      if (all.length && this.draft.magic && raceOption(this.draft, this.catalog) && !this.confirming) {
        const anyway = buttons.createEl("button", {
          cls: "mod-warning hbm-creation-override",
          text: m("saveAnyway"),
          attr: { type: "button" },
        });
        anyway.addEventListener("click", () =>
          this.override(() => void this.save(allProblems(this.draft, this.catalog, this.isNew).map((p) => p.text))),
        );
      }
    }
    if (this.confirming) {
      const ask = footer.createDiv({ cls: "hbm-creation-confirm" });
      ask.createDiv({ text: m("saveAnywayAsk") });
      const list = ask.createEl("ul");
      // On a step: what that step breaks; on the summary: everything that is left.
      for (const p of this.step === "summary" ? all : problems) list.createEl("li", { text: p.text });
      const yes = ask.createEl("button", {
        cls: "mod-warning hbm-creation-confirm-yes",
        text: m("saveAnywayConfirm"),
        attr: { type: "button" },
      });
      yes.addEventListener("click", () => {
        this.gmApproved = true;
        this.confirming = false;
        const then = this.afterApproval;
        this.afterApproval = null;
        then?.();
      });
      const no = ask.createEl("button", {
        cls: "hbm-creation-confirm-no",
        text: m("cancel"),
        attr: { type: "button" },
      });
      no.addEventListener("click", () => {
        this.confirming = false;
        this.afterApproval = null;
        this.refresh();
      });
    }
  }

  /** A labelled row with the reasons for its fields right under it. */
  private row(parent: HTMLElement, label: string, fields: string[], cls = ""): HTMLElement {
    const wrap = parent.createDiv({ cls: `hbm-creation-row ${cls}`.trim() });
    const line = wrap.createDiv({ cls: "hbm-creation-line" });
    line.createSpan({ cls: "hbm-creation-label", text: label });
    const control = line.createDiv({ cls: "hbm-creation-control" });
    wrap.createDiv({ cls: "hbm-creation-reasons", attr: { "data-reasons": fields.join("|") } });
    return control;
  }

  private stepper(
    parent: HTMLElement,
    value: number,
    min: number,
    max: number,
    data: string,
    onChange: (v: number) => void,
  ): void {
    const box = parent.createDiv({ cls: "hbm-creation-stepper" });
    const minus = box.createEl("button", {
      cls: "hbm-creation-minus",
      text: "−",
      attr: { type: "button", "aria-label": m("less"), "data-field": data },
    });
    box.createSpan({ cls: "hbm-creation-value", text: String(value), attr: { "data-value": data } });
    const plus = box.createEl("button", {
      cls: "hbm-creation-plus",
      text: "+",
      attr: { type: "button", "aria-label": m("more"), "data-field": data },
    });
    minus.disabled = value <= min;
    plus.disabled = value >= max;
    minus.addEventListener("click", () => onChange(value - 1));
    plus.addEventListener("click", () => onChange(value + 1));
  }

  private renderStep(el: HTMLElement): void {
    switch (this.step) {
      case "details":
        return this.renderDetails(el);
      case "attributes":
        return this.renderAttributes(el);
      case "skills":
        return this.renderSkills(el);
      case "talents":
        return this.renderTalents(el);
      case "magic":
        return this.renderMagic(el);
      case "spells":
        return this.renderSpells(el);
      case "equipment":
        return this.renderEquipment(el);
      case "summary":
        return this.renderSummary(el);
    }
  }

  /* ---------- steps ---------- */

  private text(parent: HTMLElement, label: string, field: string, value: string, onInput: (v: string) => void): void {
    const input = this.row(parent, label, [field]).createEl("input", {
      cls: `hbm-creation-${field}`,
      attr: { type: "text", "aria-label": label },
    });
    input.value = value;
    input.addEventListener("input", () => {
      onInput(input.value);
      this.refresh();
    });
  }

  private renderDetails(el: HTMLElement): void {
    if (this.isNew) {
      this.text(el, m("name"), "name", this.draft.name, (v) => this.update({ name: v }));
      this.text(el, m("surname"), "surname", this.draft.surname, (v) => this.update({ surname: v }));
    }
    this.text(el, m("player"), "player", this.draft.player, (v) => this.update({ player: v }));
    const race = el.createEl("select", { cls: "dropdown hbm-creation-race", attr: { "aria-label": m("race") } });
    this.row(el, m("race"), ["race"]).appendChild(race);
    race.createEl("option", { text: m("choose"), attr: { value: "" } });
    for (const r of this.catalog.races) race.createEl("option", { text: r.name, attr: { value: r.name } });
    race.value = raceOption(this.draft, this.catalog)?.name ?? "";
    race.addEventListener("change", () => {
      this.update({ race: race.value || null }, true);
      this.render();
    });
    const chosen = raceOption(this.draft, this.catalog);
    if (chosen) {
      const b = draftBudget(this.draft, this.catalog);
      el.createDiv({
        cls: "hbm-creation-hint",
        text: m("raceSummary", {
          attributes: b.attributePoints,
          skills: b.skillPoints,
          talents: b.freeTalents.join(", ") || "—",
        }),
      });
      el.createDiv({
        cls: "hbm-creation-hint",
        text:
          chosen.source === "vault" && chosen.rulesPath
            ? m("raceFromNote", { note: chosen.rulesPath.split("/").pop()?.replace(/\.md$/, "") ?? "" })
            : m("raceBuiltIn"),
      });
    }
    const year = el.createEl("select", { cls: "dropdown hbm-creation-year", attr: { "aria-label": m("year") } });
    this.row(el, m("year"), ["year"]).appendChild(year);
    for (const y of YEAR_BONUS)
      year.createEl("option", { text: m("yearOption", { year: y.year }), attr: { value: String(y.year) } });
    year.value = String(this.draft.year);
    year.addEventListener("change", () => {
      this.update({ year: Number(year.value) }, true);
      this.render();
    });
    const discipline = el.createEl("select", {
      cls: "dropdown hbm-creation-discipline",
      attr: { "aria-label": m("discipline") },
    });
    this.row(el, m("discipline"), ["discipline"]).appendChild(discipline);
    discipline.createEl("option", { text: m("choose"), attr: { value: "" } });
    for (const d of this.catalog.disciplines) {
      const label = d.name === d.main ? d.name : `${d.main}: ${d.name}`;
      const allowed = !chosen || raceAllowsDiscipline(chosen, d);
      discipline.createEl("option", {
        text: allowed ? label : m("disciplineNotForRace", { name: label }),
        attr: { value: d.name },
      });
    }
    discipline.value = disciplineOption(this.draft, this.catalog)?.name ?? "";
    discipline.addEventListener("change", () => {
      this.update({ discipline: discipline.value || null });
      this.refresh();
    });
  }

  private renderAttributes(el: HTMLElement): void {
    el.createDiv({ cls: "hbm-creation-hint", text: m("attributesHelp") });
    for (const key of ATTRIBUTE_KEYS) {
      const control = this.row(el, attributeName(key), [`attr.${key}`], `hbm-creation-attr-${key}`);
      this.stepper(control, this.draft.attributes[key], 0, ATTRIBUTE_RANGE.max + 1, `attr.${key}`, (v) => {
        this.update({ attributes: { ...this.draft.attributes, [key]: v } });
        this.render();
      });
    }
    el.createDiv({ cls: "hbm-creation-reasons", attr: { "data-reasons": "attr.budget" } });
  }

  private renderSkills(el: HTMLElement): void {
    el.createDiv({ cls: "hbm-creation-hint", text: m("skillsHelp") });
    const fixed = draftBudget(this.draft, this.catalog).fixedSkills;
    const dice = this.draft.magic ? magicRow(this.draft.magic.level).dice : null;
    const list = el.createDiv({ cls: "hbm-creation-skills" });
    for (const skill of SKILLS) {
      const attr = skillAttribute(skill.name);
      const value = this.draft.skills[skill.name] ?? 0;
      const base = attr === "magic" ? dice : this.draft.attributes[attr];
      const label = `${skill.name} (${attributeName(attr)})`;
      const control = this.row(list, label, [`skill.${skill.name}`], "hbm-creation-skill");
      control.parentElement?.setAttribute("data-skill", skill.name);
      if (fixed[skill.name])
        control.createSpan({ cls: "hbm-creation-tag", text: m("skillRace", { n: fixed[skill.name] ?? 0 }) });
      this.stepper(control, value, 0, SKILL_RANGE.creationMax + 1, `skill.${skill.name}`, (v) => {
        const skills = { ...this.draft.skills };
        if (v > 0) skills[skill.name] = v;
        else delete skills[skill.name];
        this.update({ skills });
        this.render();
      });
      control.createSpan({ cls: "hbm-creation-total", text: base === null ? "" : `(${base + value})` });
    }
  }

  private renderTalents(el: HTMLElement): void {
    el.createDiv({ cls: "hbm-creation-hint", text: m("talentsHelp") });
    const mine = el.createDiv({ cls: "hbm-creation-talents" });
    this.draft.talents.forEach((t, i) => {
      const control = this.row(mine, t.name, [`talent.${i}`], "hbm-creation-talent");
      if (t.free) control.createSpan({ cls: "hbm-creation-tag", text: m("talentFree") });
      const choice = talentChoice(t.name);
      const option = this.catalog.talents.find((o) => sameName(o.name, t.name));
      if (choice) {
        const select = control.createEl("select", {
          cls: "dropdown hbm-creation-choice",
          attr: { "aria-label": choice.what },
        });
        select.createEl("option", { text: `${m("choose")} ${choice.what}`, attr: { value: "" } });
        for (const o of choice.options) select.createEl("option", { text: o, attr: { value: o } });
        select.value = t.choice ?? "";
        select.addEventListener("change", () => {
          this.update({
            talents: this.draft.talents.map((x, j) => (j === i ? { ...x, choice: select.value || null } : x)),
          });
          this.refresh();
        });
      } else if (option?.detail) {
        const input = control.createEl("input", {
          cls: "hbm-creation-detail",
          attr: { type: "text", placeholder: m("talentDetail", { what: option.detail }), "aria-label": option.detail },
        });
        input.value = t.detail ?? "";
        input.addEventListener("input", () => {
          this.update({
            talents: this.draft.talents.map((x, j) => (j === i ? { ...x, detail: input.value.trim() || null } : x)),
          });
          this.refresh();
        });
      }
      if (!t.free) {
        const remove = control.createEl("button", {
          cls: "hbm-creation-remove",
          text: m("talentRemove"),
          attr: { type: "button" },
        });
        remove.addEventListener("click", () => {
          this.update({ talents: this.draft.talents.filter((_, j) => j !== i) });
          this.render();
        });
      }
    });
    el.createEl("h4", { cls: "hbm-creation-subhead", text: m("talentsAvailable") });
    const list = el.createDiv({ cls: "hbm-creation-talent-list" });
    const subject = requirementSubject(this.draft, this.catalog);
    for (const option of this.catalog.talents) {
      const row = list.createDiv({ cls: "hbm-creation-offer", attr: { "data-talent": option.name } });
      const text = row.createDiv({ cls: "hbm-creation-offer-text" });
      text.createDiv({ cls: "hbm-creation-offer-name", text: option.noteName });
      const missing = unmetRequirements(option.requirementText, subject);
      // Requirements no rule checks ("8 Punktów Inicjatywy") are never shown as met: the GM checks them.
      const unchecked = option.requirementText ? uncheckedRequirements(option.requirementText) : [];
      const [cls, status] = missing.length
        ? ["is-unmet", m("talentUnmet", { missing: missing.join(", ") })]
        : unchecked.length
          ? ["is-unknown", m("talentUnchecked", { what: unchecked.join(", ") })]
          : ["is-met", option.requirementText ? m("talentMet") : m("talentNoRequirements")];
      text.createDiv({ cls: `hbm-creation-offer-req ${cls}`, text: status });
      const taken =
        this.draft.talents.some((t) => sameName(t.name, option.name)) &&
        !REPEATABLE_TALENTS.some((r) => sameName(r, option.name));
      const add = row.createEl("button", {
        cls: "hbm-creation-add",
        text: taken ? m("talentTaken") : m("talentAdd"),
        attr: { type: "button" },
      });
      add.disabled = taken || remaining(this.draft, this.catalog).talents <= 0;
      add.addEventListener("click", () => {
        this.update({
          talents: [...this.draft.talents, { name: option.name, choice: null, detail: null, free: false }],
        });
        this.render();
      });
    }
  }

  private renderMagic(el: HTMLElement): void {
    el.createDiv({ cls: "hbm-creation-hint", text: m("magicHelp") });
    const talents = magicTalents(this.draft);
    if (talents.length)
      el.createDiv({ cls: "hbm-creation-hint", text: m("magicTalents", { talents: talents.join(", ") }) });
    const magic = this.draft.magic;
    const stale = magic?.how === "roll" && magic.talents.join(",") !== talents.join(",");
    const control = this.row(el, m("step_magic"), ["magic"], "hbm-creation-magic");
    const roll = control.createEl("button", {
      cls: "mod-cta hbm-creation-roll",
      text: m("magicRoll"),
      attr: { type: "button" },
    });
    // One roll per character: rolled again only when the talents that change it were changed.
    roll.disabled = magic?.how === "roll" && !stale;
    roll.addEventListener("click", () => {
      const r = rollDraftMagic(this.draft, this.services.rng());
      if (typeof r === "string") new Notice(r);
      else this.update({ magic: r });
      this.render();
    });
    if (magic?.how === "roll")
      el.createDiv({
        cls: "hbm-creation-roll-result",
        text: m("magicRolled", { steps: magic.steps.join("; "), roman: ROMAN[magic.level] ?? String(magic.level) }),
      });
    const gm = this.row(el, m("magicGm"), [], "hbm-creation-gm");
    const level = gm.createEl("select", {
      cls: "dropdown hbm-creation-gm-level",
      attr: { "aria-label": m("magicGm") },
    });
    for (let l = 0; l <= 10; l++) level.createEl("option", { text: ROMAN[l] ?? String(l), attr: { value: String(l) } });
    level.value = String(magic?.level ?? 5);
    const set = gm.createEl("button", { cls: "hbm-creation-gm-set", text: m("magicGmSet"), attr: { type: "button" } });
    set.addEventListener("click", () => {
      const r = gmMagic(Number(level.value));
      if (typeof r === "string") new Notice(r);
      else this.update({ magic: r });
      this.render();
    });
    if (magic?.how === "gm")
      el.createDiv({
        cls: "hbm-creation-roll-result",
        text: m("magicGmNote", { roman: ROMAN[magic.level] ?? String(magic.level) }),
      });
    if (magic) {
      const row = magicRow(magic.level);
      const source = isPowerSource(this.draft, this.catalog);
      el.createDiv({
        cls: "hbm-creation-hint",
        text: m("magicRow", {
          dice: row.dice,
          cost: row.maxSpellCost * (source ? POWER_SOURCE.maxCostMultiplier : 1),
          mana: row.dailyMana * (source ? POWER_SOURCE.manaMultiplier : 1),
        }),
      });
    }
  }

  private renderSpells(el: HTMLElement): void {
    if (isPowerSource(this.draft, this.catalog)) {
      el.createDiv({ cls: "hbm-creation-hint", text: m("spellsPowerSource") });
      el.createDiv({ cls: "hbm-creation-reasons", attr: { "data-reasons": "spells" } });
      return;
    }
    const a = spellAllowance(this.draft, this.catalog);
    const fixedNames = a.fixed.map((f) => (typeof f === "string" ? f : f.name));
    el.createDiv({
      cls: "hbm-creation-hint",
      text: m("spellsHelp", {
        year: this.draft.year,
        fixed: fixedNames.join(", "),
        chosen: a.year.chosen,
        discipline: a.minFromDiscipline ? m("spellsFromDiscipline", { n: a.minFromDiscipline }) : "",
        max: a.maxCost ?? "—",
      }),
    });
    const fixed = el.createDiv({ cls: "hbm-creation-fixed" });
    fixed.createSpan({ cls: "hbm-creation-label", text: `${m("spellsFixed")}: ` });
    fixed.createSpan({ text: fixedNames.join(", ") });
    const chosen = this.draft.spells.filter((p) => a.eligible.some((s) => s.path === p)).length;
    el.createDiv({ cls: "hbm-creation-count", text: m("spellsChosen", { n: chosen, total: a.year.chosen }) });
    el.createDiv({ cls: "hbm-creation-reasons", attr: { "data-reasons": "spells" } });
    const offers = [...a.eligible, ...(a.year.superspells ? a.superspells : [])];
    if (!offers.length) el.createDiv({ cls: "hbm-creation-hint", text: m("spellsNone") });
    const list = el.createDiv({ cls: "hbm-creation-spell-list" });
    for (const s of offers) {
      const tooDear = !s.superspell && a.maxCost !== null && (s.cost ?? 0) > a.maxCost;
      const label = list.createEl("label", {
        cls: `hbm-creation-check${tooDear ? " is-disabled" : ""}`,
        attr: { "data-spell": s.path },
      });
      const box = label.createEl("input", { attr: { type: "checkbox" } });
      box.checked = this.draft.spells.includes(s.path);
      box.disabled = tooDear && !box.checked;
      const text = label.createSpan({ cls: "hbm-creation-check-text" });
      text.createSpan({ cls: "hbm-creation-offer-name", text: s.name });
      const notes = [
        m("spellCost", { cost: s.cost ?? "?" }),
        ...(isDisciplineSpell(s, a.discipline) ? [m("spellOwn")] : []),
        ...(s.superspell ? [m("spellSuper")] : []),
        ...(tooDear ? [m("spellTooDear", { max: a.maxCost ?? "—" })] : []),
      ];
      text.createSpan({ cls: "hbm-creation-offer-req", text: notes.join(" · ") });
      label.createDiv({ cls: "hbm-creation-reasons", attr: { "data-reasons": `spell.${s.path}` } });
      box.addEventListener("change", () => {
        this.update({
          spells: box.checked ? [...this.draft.spells, s.path] : this.draft.spells.filter((p) => p !== s.path),
        });
        this.render();
      });
    }
  }

  private renderEquipment(el: HTMLElement): void {
    el.createDiv({ cls: "hbm-creation-hint", text: m("equipmentHelp") });
    el.createDiv({ cls: "hbm-creation-reasons", attr: { "data-reasons": "equipment" } });
    if (!this.catalog.items.length) el.createDiv({ cls: "hbm-creation-hint", text: m("equipmentNone") });
    let kind = "";
    for (const item of this.catalog.items) {
      if (item.kind !== kind) {
        kind = item.kind;
        el.createEl("h4", { cls: "hbm-creation-subhead", text: m(`kind_${kind}` as CreationKey) });
      }
      const label = el.createEl("label", { cls: "hbm-creation-check", attr: { "data-item": item.path } });
      const box = label.createEl("input", { attr: { type: "checkbox" } });
      box.checked = this.draft.equipment.includes(item.path);
      const text = label.createSpan({ cls: "hbm-creation-check-text" });
      text.createSpan({ cls: "hbm-creation-offer-name", text: item.name });
      if (item.armorPoints !== null)
        text.createSpan({ cls: "hbm-creation-offer-req", text: m("armorPoints", { n: item.armorPoints }) });
      box.addEventListener("change", () => {
        this.update({
          equipment: box.checked
            ? [...this.draft.equipment, item.path]
            : this.draft.equipment.filter((p) => p !== item.path),
        });
        this.render();
      });
    }
  }

  /** The note the wizard fills (the existing note, or the template), read when the summary is shown. */
  private sourceText: string | null = null;

  private async loadSource(): Promise<void> {
    const path = this.target.kind === "existing" ? this.target.path : this.services.settings().template;
    const file = this.app.vault.getFileByPath(normalizePath(path));
    this.sourceText = file ? await this.app.vault.cachedRead(file) : null;
  }

  /** The sheet of the note as it will be written: the same reader and rules as the sheet and `hbm sheet`. */
  previewSheet() {
    const path =
      this.target.kind === "existing" ? this.target.path : newNotePath(this.services.settings().folder, this.draft);
    const text = this.sourceText;
    if (text === null || !this.draft.magic) return null;
    return (
      writeCreation(text, path, this.draft, { catalog: this.catalog, index: this.services.index() }).sheet ??
      sheetOf(text, path, this.services.index())
    );
  }

  private renderSummary(el: HTMLElement): void {
    const sheet = this.previewSheet();
    const all = allProblems(this.draft, this.catalog, this.isNew);
    const head = el.createDiv({ cls: "hbm-creation-summary-head" });
    const race = raceOption(this.draft, this.catalog)?.name ?? "—";
    const discipline = disciplineOption(this.draft, this.catalog)?.name ?? "—";
    head.createDiv({
      cls: "hbm-creation-summary-name",
      text: [this.draft.name, this.draft.surname].filter(Boolean).join(" ") || (sheet?.name ?? ""),
    });
    head.createDiv({
      cls: "hbm-creation-hint",
      text: `${race} · ${m("yearOption", { year: this.draft.year })} · ${discipline}`,
    });
    if (!sheet)
      el.createDiv({
        cls: "hbm-creation-reason",
        text: m("summaryNoSheet", {
          reason: this.draft.magic ? m("noTemplate", { path: this.services.settings().template }) : m("step_magic"),
        }),
      });
    else {
      const a = sheet.attributes;
      const attrs = el.createDiv({ cls: "hbm-creation-summary-grid hbm-creation-summary-attributes" });
      for (const [label, value] of [
        ["Ciało", a.body],
        ["Umysł", a.mind],
        ["Dusza", a.soul],
        ["Magia", ROMAN[a.powerLevel] ?? a.powerLevel],
      ] as const) {
        const cell = attrs.createDiv({ cls: "hbm-creation-stat" });
        cell.createDiv({ cls: "hbm-creation-stat-label", text: label });
        cell.createDiv({ cls: "hbm-creation-stat-value", text: String(value) });
      }
      el.createEl("h4", { cls: "hbm-creation-subhead", text: m("summaryDerived") });
      const d = sheet.derived;
      const grid = el.createDiv({ cls: "hbm-creation-summary-grid hbm-creation-summary-derived" });
      const stats: Array<[CreationKey, number | string]> = [
        ["health", d.maxHealth],
        ["mana", d.maxMana],
        ["armor", d.armor],
        ["initiative", `2k6+${d.initiative}`],
        ["zeal", d.maxZeal],
        ["magicDice", d.magicDice],
        ["maxSpellCost", d.maxSpellCost],
        ["tolerance", d.elixirTolerance],
      ];
      for (const [key, value] of stats) {
        const cell = grid.createDiv({ cls: `hbm-creation-stat hbm-creation-stat-${key}` });
        cell.createDiv({ cls: "hbm-creation-stat-label", text: m(key) });
        cell.createDiv({ cls: "hbm-creation-stat-value", text: String(value) });
      }
      for (const note of sheet.notes) el.createDiv({ cls: "hbm-creation-hint", text: note });
      const lists: Array<[CreationKey, string[]]> = [
        ["step_skills", Object.entries(sheet.skills).map(([k, v]) => `${k} ${v}`)],
        ["step_talents", this.draft.talents.map(pickText)],
        ["step_spells", sheet.spells],
        ["step_equipment", sheet.equipment],
      ];
      for (const [key, items] of lists) {
        const row = el.createDiv({ cls: "hbm-creation-summary-list" });
        row.createSpan({ cls: "hbm-creation-label", text: `${m(key)}: ` });
        row.createSpan({ text: items.join(", ") || "—" });
      }
    }
    const box = el.createDiv({ cls: "hbm-creation-summary-problems" });
    if (!all.length) box.createDiv({ cls: "hbm-creation-ok", text: m("summaryValid") });
    else {
      box.createEl("h4", { cls: "hbm-creation-subhead", text: m("summaryProblems") });
      for (const p of all) {
        const row = box.createDiv({ cls: "hbm-creation-reason" });
        row.createSpan({ text: `${m(`step_${p.step}` as CreationKey)}: ${p.text} ` });
        const go = row.createEl("button", { cls: "hbm-creation-go", text: m("summaryGo"), attr: { type: "button" } });
        go.addEventListener("click", () => this.go(p.step));
      }
    }
  }

  /** Write the note (Zapisz, or the GM's "Zapisz mimo to" with what it overrides). */
  async save(overridden: string[]): Promise<boolean> {
    const all = allProblems(this.draft, this.catalog, this.isNew);
    if (all.length && !overridden.length) return false;
    const r = await saveCreation(this.services, this.target, this.draft, this.catalog, overridden);
    if (!r.ok) {
      new Notice(r.reason);
      return false;
    }
    const name = r.path.split("/").pop()?.replace(/\.md$/, "") ?? r.path;
    const fragment = createFragment((f) => {
      f.createSpan({ text: this.isNew ? m("savedNew", { name, path: r.path }) : m("saved", { name }) });
      const undo = f.createEl("button", { cls: "hbm-undo", text: m("undo") });
      undo.addEventListener("click", () => void this.services.undo());
    });
    new Notice(fragment, 8000);
    this.close();
    if (this.isNew) {
      const file = this.app.vault.getFileByPath(r.path);
      if (file) await this.app.workspace.getLeaf().openFile(file);
    }
    return true;
  }
}
