import { Modal, normalizePath, Notice } from "obsidian";
import { buildCatalog, type Catalog } from "../../core/creation/catalog";
import { draftFromNote } from "../../core/creation/check";
import { allProblems, stepInfos, stepProblems } from "../../core/creation/problems";
import {
  draftBudget,
  emptyDraft,
  raceOption,
  remaining,
  STEPS,
  syncDraft,
  type CreationDraft,
  type Problem,
  type Step,
} from "../../core/creation/steps";
import { sheetOf, writeCreation } from "../../core/creation/writer";
import { basenameOf } from "../../core/vault/links";
import { newNotePath, saveCreation, type CreationServices, type CreationTarget } from "./save";
import { renderAttributes, renderDetails, renderSkills } from "./step-details";
import { renderEquipment, renderSpells } from "./step-spells";
import { renderSummary } from "./step-summary";
import { renderMagic, renderTalents } from "./step-talents";
import { m, type CreationKey } from "./strings";
import { say, type WizardView } from "./view";

/**
 * "Nowa postać": the creation wizard (issue 15). One screen per step, Back
 * and Next, the running budget always visible; Next and Zapisz stay disabled
 * while the step breaks a rule, with the reason beside the field. Every rule
 * is the core's (src/core/creation); this file only shows and asks.
 */
export class CreationWizard extends Modal implements WizardView {
  readonly catalog: Catalog;
  draft: CreationDraft;
  private step: Step = "details";
  private confirming = false;
  readonly isNew: boolean;

  constructor(
    readonly services: CreationServices,
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

  update(patch: Partial<CreationDraft>, sync = false): void {
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
    // Information (a spell not castable yet, what armour does) stands beside its field too, but holds nothing back.
    const infos = stepInfos(this.step, this.draft, this.catalog);
    const cls = (p: Problem) => (infos.includes(p) ? "hbm-creation-info" : "hbm-creation-reason");
    const placed = new Set<Problem>();
    contentEl.querySelectorAll<HTMLElement>("[data-reasons]").forEach((el) => {
      el.empty();
      const fields = (el.dataset.reasons ?? "").split("|");
      for (const p of [...problems, ...infos]) {
        if (!fields.includes(p.field)) continue;
        placed.add(p);
        el.createDiv({ cls: cls(p), text: say(p) });
      }
    });
    const rest = contentEl.querySelector<HTMLElement>(".hbm-creation-step-problems");
    if (rest) {
      rest.empty();
      if (this.step !== "summary")
        for (const p of [...problems, ...infos]) if (!placed.has(p)) rest.createDiv({ cls: cls(p), text: say(p) });
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
      if (problems.length) next.title = problems.map(say).join("\n");
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
      for (const p of this.step === "summary" ? all : problems) list.createEl("li", { text: say(p) });
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

  private renderStep(el: HTMLElement): void {
    const draw = {
      details: renderDetails,
      attributes: renderAttributes,
      skills: renderSkills,
      talents: renderTalents,
      magic: renderMagic,
      spells: renderSpells,
      equipment: renderEquipment,
      summary: renderSummary,
    }[this.step];
    draw(this, el);
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

  /** Write the note (Zapisz, or the GM's "Zapisz mimo to" with what it overrides). */
  async save(overridden: string[]): Promise<boolean> {
    const all = allProblems(this.draft, this.catalog, this.isNew);
    if (all.length && !overridden.length) return false;
    const r = await saveCreation(this.services, this.target, this.draft, this.catalog, overridden);
    if (!r.ok) {
      new Notice(r.reason);
      return false;
    }
    const name = basenameOf(r.path);
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
