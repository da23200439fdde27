import { Notice, TFile, type App } from "obsidian";
import { cryptoRandom, type RandomSource } from "../../core/dice";
import {
  type Action,
  type ElixirData,
  type ApplyOptions,
  renderMessage,
  UndoStack,
  type UndoEntry,
  type Subject,
} from "../../core/play";
import { executeLine, type RollResult, parseLine, type RollLine, vaultEnvironment } from "../../core/roll";
import type { Purchase } from "../../core/rules";
import type { RollTest } from "../../core/rules/modifiers";
import { buildSheet, type Sheet } from "../../core/sheet";
import type { VaultIndex } from "../../core/vault/index";
import { language, t } from "../i18n/i18n";
import { NoteStore, type Acted } from "./note-store";
import { bt } from "./between-strings";
import { giveItem } from "./give";
import {
  BURST_MS,
  type Activity,
  type ActionOutcome,
  type Burst,
  type DamageRequest,
  type Rest,
  type RollConsequence,
} from "./outcome";
import { changeNotice, restName, survivalPromptNotice } from "./notices";
import { applyRoll, castSpellOf } from "./roll-consequence";
import { ShownLayer } from "./shown";
import { pt } from "./strings";

/**
 * How many steps Cofnij reaches back: a whole evening of play (a three-round fight of seven is
 * some 45 steps on this one stack, with the sheet's and the blocks' around it; issue 25 item 10).
 */
export const UNDO_DEPTH = 200;

/**
 * Everything a player or the GM does to a character (sheet, block, palette, dialogs): one Action each, applied
 * and written by the note store, pushed on the one undo stack and announced in a Notice with "Cofnij".
 */
export class CharacterActions {
  readonly undoStack = new UndoStack(UNDO_DEPTH);
  readonly store: NoteStore;
  rng: RandomSource = cryptoRandom();
  /** The clock that groups −/+ clicks into bursts (tests set it). */
  now: () => number = () => Date.now();
  private burst: Burst | null = null;
  private readonly activityListeners = new Set<(a: Activity) => void>();
  private readonly offIndex: () => void;
  /** What the views show while actions are on their way (drawn at once, landed but not yet indexed). */
  private readonly shown: ShownLayer;

  constructor(
    private readonly app: App,
    private readonly index: VaultIndex,
    private readonly formOf: (path: string) => number,
    /** The recorder: logs a roll and writes its consequence through applyRoll(). */
    private readonly onRoll: (result: RollResult, line: RollLine, path: string) => Promise<RollConsequence>,
    /** The rules decisions chosen in the settings. */
    private readonly decisions: () => {
      survivalPool: { attribute: "body" | "mind" | "soul"; skill: string };
      longRestRestoresZeal: boolean;
    } = () => ({ survivalPool: { attribute: "body", skill: "Wytrzymałość" }, longRestRestoresZeal: true }),
  ) {
    this.store = new NoteStore(app, index, formOf);
    this.shown = new ShownLayer(this.store, () => this.options());
    this.offIndex = index.onChange((paths) => {
      for (const p of paths) this.shown.indexed(p);
    });
  }

  /** Stop listening to the index (the plugin's unload). */
  dispose(): void {
    this.offIndex();
    this.shown.dispose();
  }

  sheet(path: string): Sheet | null {
    const c = this.index.get(path)?.character;
    return c ? buildSheet(c, this.index, this.formOf(path)) : null;
  }

  /** The character as play sees it (build, values in force, state), with actions on their way (shown.ts). */
  subject(path: string): Subject | null {
    return this.shown.subject(path);
  }

  /** Listen to changes of what a note's views should show before the index says so; returns the unsubscribe function. */
  onShown(listener: (path: string) => void): () => void {
    return this.shown.onShown(listener);
  }

  get canUndo(): boolean {
    return this.undoStack.size > 0;
  }

  private options(): ApplyOptions {
    const d = this.decisions();
    return { longRestRestoresZeal: d.longRestRestoresZeal, survivalPool: d.survivalPool };
  }

  name(path: string): string {
    return this.index.get(path)?.character?.name ?? path;
  }

  /** One action on one character: apply, write, push its undo, and (unless quiet) a Notice with "Cofnij". */
  async act(path: string, action: Action, label: string, notify = true, push = true): Promise<ActionOutcome> {
    let r: Acted | string | null = null;
    await this.shown.begin(path, action);
    try {
      r = await this.store.act(path, action, label, this.rng, this.options());
    } finally {
      this.shown.end(path, action, r);
    }
    if (typeof r === "string") return notify ? this.fail(r) : { ok: false, changes: [], reason: r };
    if (r.undo) r.undo = this.shown.tracked(path, r.undo);
    if (!r.outcome.ok) {
      const reason = r.lines[0] ?? "";
      return notify ? this.fail(reason) : { ok: false, changes: [], reason };
    }
    if (r.undo && push) this.undoStack.push(r.undo);
    if (notify) this.notice(`${this.name(path)}: ${r.lines.join(" · ")}`, !!r.undo);
    return {
      ok: true,
      changes: r.lines,
      transition: r.outcome,
      ...(r.subject ? { before: r.subject.state } : {}),
      ...(r.undo ? { undo: r.undo } : {}),
    };
  }

  /** Listen to results that matter (rests, initiative); returns the unsubscribe function. */
  onActivity(listener: (a: Activity) => void): () => void {
    this.activityListeners.add(listener);
    return () => this.activityListeners.delete(listener);
  }

  emit(activity: Activity): void {
    for (const l of [...this.activityListeners]) l(activity);
  }

  fail(reason: string): ActionOutcome {
    new Notice(reason);
    return { ok: false, changes: [], reason };
  }

  /** A Notice that says what changed, with a "Cofnij" button. */
  notice(text: string, undoable = true): Notice {
    return changeNotice([text], undoable ? () => void this.undo() : null, 8000, "span");
  }

  async undo(): Promise<ActionOutcome> {
    const r = await this.undoStack.undo();
    if (!r) return this.fail(t("nothingToUndo"));
    if (!r.ok) return this.fail(pt("notUndone", { label: r.label, reason: r.reason ?? "" }));
    new Notice(`${t("undone")}: ${r.label}`);
    return { ok: true, changes: [r.label] };
  }

  async undoMany(n: number): Promise<void> {
    for (let i = 0; i < n; i++) await this.undo();
  }

  /** The same action for several characters: one summary Notice and one "Cofnij" for all. */
  async actParty(paths: string[], action: Action, title: string): Promise<ActionOutcome[]> {
    const out: ActionOutcome[] = [];
    const lines: string[] = [];
    const undos: UndoEntry[] = [];
    for (const path of paths) {
      const r = await this.act(path, action, `${title}: ${this.name(path)}`, false);
      out.push(r);
      if (r.undo) undos.push(r.undo);
      // The action's own name and "unchanged" lines say nothing per member.
      const changed = r.changes.filter((c) => !title.startsWith(c) && !/ bez zmian \(| unchanged \(/.test(c));
      lines.push(`${this.name(path)}: ${r.ok ? changed.join(", ") || pt("unchanged") : (r.reason ?? "")}`);
    }
    if (undos.length) this.undoStack.push(UndoStack.group(title, undos));
    this.emit({ paths, title, lines, log: true });
    changeNotice([title, ...lines], undos.length ? () => void this.undo() : null, 12000, "div");
    return out;
  }

  /**
   * +/− on Żywotność, Mana or Zapał (or a typed value, as its difference),
   * kept within 0 and the max in force. Clicks on one bar within BURST_MS of
   * each other are one change: one Notice (replaced, not stacked) saying
   * "from → to" for the whole run, and one "Cofnij" that undoes all of it.
   * A click that changes nothing (Mana already full) says nothing.
   */
  async adjust(path: string, key: "health" | "mana" | "zeal", delta: number): Promise<ActionOutcome> {
    const label = `${t(key)} ${delta > 0 ? "+" : ""}${delta}`;
    const r = await this.act(path, { kind: "adjust", key, delta }, label, false, false);
    if (!r.ok) return this.fail(r.reason ?? "");
    if (!r.undo || !r.transition) return r;
    const at = this.now();
    const b = this.burst;
    let burst: Burst;
    if (b && b.path === path && b.key === key && at - b.at < BURST_MS && this.undoStack.peek() === b.group) {
      b.entries.push(r.undo);
      b.at = at;
      burst = b;
    } else {
      const entries = [r.undo];
      const group = UndoStack.group(label, entries);
      this.undoStack.push(group);
      burst = { path, key, from: r.before?.[key] ?? 0, at, entries, group, notice: null };
      this.burst = burst;
    }
    const tr = r.transition;
    const max = key === "health" ? tr.derived.maxHealth : key === "mana" ? tr.derived.maxMana : tr.derived.maxZeal;
    const to = tr.state[key];
    const lang = language();
    const total =
      burst.from === to
        ? renderMessage({ key: "change.same", params: { stat: key, value: to, max } }, lang)
        : renderMessage({ key: "change.value", params: { stat: key, from: burst.from, to, max } }, lang);
    const others = tr.messages
      .filter((m) => m.key !== "change.value" && m.key !== "change.same")
      .map((m) => renderMessage(m, lang));
    burst.group.label = `${t(key)}: ${burst.from} → ${to}`;
    burst.notice?.hide();
    burst.notice = this.notice(`${this.name(path)}: ${[total, ...others].join(" · ")}`, true);
    return r;
  }

  toggleCondition(path: string, condition: string): Promise<ActionOutcome> {
    return this.act(path, { kind: "toggleCondition", name: condition }, condition);
  }

  /** One hit; `source` (the dialog's "S+1k6 (S=3) = 7") leads the Notice. */
  async damage(path: string, input: DamageRequest, source?: string): Promise<ActionOutcome> {
    const { kind, ...hit } = input;
    const action: Action = { ...hit, kind: "damage", damageKind: kind };
    const r = await this.act(path, action, pt("damageLabel", { n: input.amount }), false);
    if (!r.ok) return this.fail(r.reason ?? "");
    this.notice(`${this.name(path)}: ${[source, ...r.changes].filter(Boolean).join(" · ")}`, !!r.undo);
    return r;
  }

  heal(path: string, amount: number): Promise<ActionOutcome> {
    return this.act(path, { kind: "heal", amount }, pt("healLabel", { n: amount }));
  }

  async rest(path: string, kind: Rest): Promise<ActionOutcome> {
    const name = restName(kind);
    const r = await this.act(path, { kind: "rest", which: kind }, name);
    if (r.ok)
      this.emit({
        paths: [path],
        title: name,
        lines: r.changes.filter((c) => c !== name),
        log: true,
      });
    return r;
  }

  /** A rest for the whole party: one write per member, one summary Notice, one "Cofnij" for all. */
  restParty(paths: string[], kind: Rest): Promise<ActionOutcome[]> {
    return this.actParty(paths, { kind: "rest", which: kind }, pt("partyRest", { rest: restName(kind) }));
  }

  /** Koniec sceny: scene-long effects end (Zdyszanie, Zmęczenie, Oszołomiony from Wyczerpanie…). */
  endScene(path: string): Promise<ActionOutcome> {
    return this.act(path, { kind: "endScene" }, t("endScene"));
  }

  endSceneParty(paths: string[]): Promise<ActionOutcome[]> {
    return this.actParty(paths, { kind: "endScene" }, `${t("endScene")}: ${t("wholeParty")}`);
  }

  /** Przyznaj PD (the GM): to one character or the party. */
  awardPd(path: string, amount: number): Promise<ActionOutcome> {
    return this.act(path, { kind: "awardPd", amount }, `PD ${amount > 0 ? "+" : ""}${amount}`);
  }

  awardPdParty(paths: string[], amount: number): Promise<ActionOutcome[]> {
    return this.actParty(
      paths,
      { kind: "awardPd", amount },
      `PD ${amount > 0 ? "+" : ""}${amount}: ${t("wholeParty")}`,
    );
  }

  /** Nowa tura: Zapał +1, Podpalony's tick; a dying character is prompted for its Test Przeżycia. */
  async newTurn(path: string): Promise<ActionOutcome & { survivalTestDue?: boolean }> {
    const outcome = await this.act(path, { kind: "startTurn" }, t("newTurn"));
    const due = outcome.transition?.survivalTestDue ?? false;
    if (outcome.ok && due) {
      survivalPromptNotice(this.name(path), () => void this.survival(path));
    }
    return { ...outcome, survivalTestDue: due };
  }

  /** Drink an elixir: its effect (normal or quick), the tolerance, the doses and the Ekwipunek count, in one undoable action. */
  drink(path: string, elixirName: string, mode: "normal" | "quick" = "normal"): Promise<ActionOutcome> {
    const found = this.index.findElixir(elixirName);
    if (!found) return Promise.resolve(this.fail(pt("unknownElixir", { name: elixirName })));
    const elixir: ElixirData = {
      name: found.name,
      power: found.power,
      normal: found.normal,
      quick: found.quick,
      overdose: found.overdose,
    };
    return this.act(path, { kind: "drink", elixir, mode }, found.name);
  }

  /**
   * Roll a line of the block grammar for this character (sheet buttons). The
   * roll goes to the recorder (`recorded`), which logs it and writes its play
   * consequence, if any, through applyRoll(): the caller never writes it.
   */
  roll(path: string, text: string, test: RollTest = {}): ActionOutcome & { recorded?: Promise<RollConsequence> } {
    const line = parseLine(text, 1, { knownKeys: this.index.characterKeys() });
    if (!line || line.kind !== "roll")
      return { ok: false, changes: [], reason: line?.kind === "error" ? line.message : pt("emptyLine") };
    const env = vaultEnvironment(this.index, this.rng, {
      sourcePath: path,
      blockCharacter: null,
      activeCharacterPath: path,
      formOf: this.formOf,
      survivalPool: this.decisions().survivalPool,
    });
    const outcome = executeLine(line, env, language(), test);
    if (!outcome.ok) return { ok: false, changes: [], reason: outcome.message };
    const recorded = this.onRoll(outcome.result, line, path);
    return { ok: true, changes: [outcome.result.text], roll: outcome.result, recorded };
  }

  /**
   * Roll from the sheet, a Notice or a party card, and wait for the roll's
   * consequence, written by the recorder; a Notice with "Cofnij" says what it
   * changed.
   */
  private async rollAndWait(path: string, text: string): Promise<ActionOutcome> {
    const rolled = this.roll(path, text);
    if (!rolled.ok || !rolled.roll || !rolled.recorded) return this.fail(rolled.reason ?? "");
    const { outcome } = await rolled.recorded;
    if (!outcome) return { ok: true, changes: rolled.changes, roll: rolled.roll };
    if (!outcome.ok) {
      // A spend that failed has said so (applyRoll); a refused Test Przeżycia says so here.
      if (rolled.roll.type === "survival" && outcome.reason) new Notice(outcome.reason);
      return { ...outcome, roll: rolled.roll };
    }
    this.notice(`${this.name(path)}: ${outcome.changes.join(" · ")}`, !!outcome.undo);
    return { ...outcome, roll: rolled.roll };
  }

  /** Cast from the sheet: the spell test with `wydaj`, whose consequence (mana, a prayer's Zapał, Wyczerpanie Many) the recorder writes. */
  async cast(
    path: string,
    spellRef: string,
    options: { overcast?: number; prayer?: boolean } = {},
  ): Promise<ActionOutcome> {
    const opts = [options.overcast ? `nadczaruj ${options.overcast}` : "", options.prayer ? "modlitwa" : "", "wydaj"]
      .filter(Boolean)
      .map((o) => ` | ${o}`)
      .join("");
    if (!castSpellOf(this.index, spellRef, path)) return this.fail(pt("unknownSpell", { name: spellRef }));
    return this.rollAndWait(path, `zaklęcie [[${spellRef}]]${opts}`);
  }

  /** Test Przeżycia (the sheet, the "Nowa tura" Notice, a party card): roll it; the recorder writes its outcome. */
  survival(path: string): Promise<ActionOutcome> {
    return this.rollAndWait(path, "przeżycie");
  }

  /** A roll's play consequence: see roll-consequence.ts, the one place it is written (the recorder calls this). */
  applyRoll(result: RollResult, line: RollLine, sourcePath: string): Promise<RollConsequence> {
    return applyRoll({ index: this.index, act: (p, a, l, n) => this.act(p, a, l, n) }, result, line, sourcePath);
  }

  /** Spend PD: `experience` and the one cell or line of the build it buys, in one undoable action. */
  spendExperience(path: string, purchase: Purchase): Promise<ActionOutcome> {
    const sheet = this.sheet(path);
    const file = this.app.vault.getAbstractFileByPath(path);
    if (!sheet || !(file instanceof TFile)) return Promise.resolve(this.fail(pt("notCharacter", { path })));
    // The talent's own requirements, checked by apply() (null: no talent note, nothing written to check).
    const requirements =
      purchase.kind === "talent" ? (this.index.findTalent(purchase.talent)?.requirementText ?? null) : null;
    const what =
      purchase.kind === "talent" ? purchase.talent : purchase.kind === "skill" ? purchase.skill : purchase.attribute;
    return this.act(path, { kind: "buy", purchase, requirements }, `PD: ${what}`);
  }

  /** One use of an Ekwipunek item with charges (docs/en/rules.md "Between sessions"): one less, refused at 0; undoable. */
  useCharge(path: string, item: string): Promise<ActionOutcome> {
    return this.act(path, { kind: "useCharge", item }, bt("useChargeLabel", { item }));
  }

  /** Przekaż przedmiot: give.ts moves n of an Ekwipunek line to another character as one undoable step. */
  give(fromPath: string, toPath: string, item: string, n: number): Promise<ActionOutcome> {
    return giveItem(this, this.app, { fromPath, toPath, item, n });
  }
}
