import { Notice, TFile, type App } from "obsidian";
import { cryptoRandom, seededRandom, type RandomSource } from "../../core/dice/random";
import type { Action, CastSpell, ElixirData } from "../../core/play/actions";
import { apply, type ApplyOptions, type Transition } from "../../core/play/apply";
import { renderMessage } from "../../core/play/messages";
import type { PlayState } from "../../core/play/state";
import { UndoStack, type UndoEntry } from "../../core/play/store";
import type { Subject } from "../../core/play/subject";
import { executeLine, type RollResult } from "../../core/roll/execute";
import { parseLine } from "../../core/roll/grammar";
import type { NoteRef, RollLine } from "../../core/roll/types";
import { vaultEnvironment } from "../../core/roll/vault-environment";
import { unmetRequirements } from "../../core/rules/creation";
import type { DamageKind } from "../../core/rules/damage";
import type { Purchase } from "../../core/rules/experience";
import { RESTS } from "../../core/rules/tables";
import { buildSheet, type Sheet } from "../../core/sheet";
import type { VaultIndex } from "../../core/vault/index";
import { language, t } from "../i18n/i18n";
import type { RollConsequence } from "../roll/recorder";
import { NoteStore, type Acted } from "./note-store";

export type Rest = "breather" | "short" | "long";

export interface ActionOutcome {
  ok: boolean;
  /** What changed, one line each, in the interface language. */
  changes: string[];
  reason?: string;
  roll?: RollResult;
  transition?: Transition;
  /** The state the action started from (inside its write). */
  before?: PlayState;
  /** Its entry on the undo stack, when something was written. */
  undo?: UndoEntry;
}

/** A result that matters beyond its Notice (a rest, the party's initiative): the sheet shows it, the roll log keeps it when `log`. */
export interface Activity {
  paths: string[];
  title: string;
  lines: string[];
  log: boolean;
}

/** −/+ clicks on one bar closer together than this are one change: one Notice, one "Cofnij". */
export const BURST_MS = 4000;

interface Burst {
  path: string;
  key: "health" | "mana" | "zeal";
  from: number;
  at: number;
  entries: UndoEntry[];
  group: UndoEntry;
  notice: Notice | null;
}

/** The damage dialog's request: the core's damage action, with the kind of damage as `kind`. */
export type DamageRequest = Omit<Extract<Action, { kind: "damage" }>, "kind" | "damageKind"> & { kind: DamageKind };

export const UNDO_DEPTH = 20;

/**
 * Actions drawn before their write lands: no dice, no body edit, so the core's
 * apply() on the state the sheet shows gives what the write will give (unless
 * the note changed meanwhile, and then the write's result replaces it).
 */
const DRAWN_AT_ONCE: ReadonlySet<Action["kind"]> = new Set(["adjust"]);

/** How long a write drawn at once waits for its frame at most (frames paused: a window hidden just then). */
const FRAME_WAIT_MS = 100;

/**
 * Resolves once the frame that shows a drawn action has been painted, so the
 * write's own work (reading and parsing the note, the YAML) runs after that
 * frame, not between the click and it. A requestAnimationFrame callback runs
 * just before the paint; a message posted from it arrives after the paint
 * (two hops, so the tasks queued for right after that frame go first). No
 * wait in a hidden window, where no frame comes; never longer than FRAME_WAIT_MS.
 */
function afterPaint(): Promise<void> {
  if (activeDocument.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    let hops = 0;
    let fallback = 0;
    const done = () => {
      channel.port1.close();
      window.clearTimeout(fallback);
      resolve();
    };
    channel.port1.onmessage = () => {
      if (++hops < 2) channel.port2.postMessage(null);
      else done();
    };
    fallback = window.setTimeout(done, FRAME_WAIT_MS);
    window.requestAnimationFrame(() => channel.port2.postMessage(null));
  });
}

/** What the views show of one note while its actions are on their way to it. */
interface Ahead {
  /** Actions not yet written, in the order they were asked for (only DRAWN_AT_ONCE kinds). */
  waiting: Action[];
  /** Actions (and undos) started and not finished: while any runs, an index change may be an older write's echo. */
  running: number;
  /** The state the last finished action found or left in the note, until the index shows it. */
  landed: PlayState | null;
}

/**
 * Everything a player or the GM does to a character, from the sheet, a block,
 * the palette or the damage dialog. Each builds one Action and hands it to the
 * note store, which runs the core's apply() and writes the result; each write
 * goes on the one undo stack and is announced in a Notice with "Cofnij".
 */
export class CharacterActions {
  readonly undoStack = new UndoStack(UNDO_DEPTH);
  readonly store: NoteStore;
  rng: RandomSource = cryptoRandom();
  /** The clock that groups −/+ clicks into bursts (tests set it). */
  now: () => number = () => Date.now();
  private burst: Burst | null = null;
  private readonly activityListeners = new Set<(a: Activity) => void>();
  private readonly ahead = new Map<string, Ahead>();
  private readonly shownListeners = new Set<(path: string) => void>();
  private readonly offIndex: () => void;
  /** Per note: the frame its last drawn action waits for; every action on the note after it waits too, so they reach the note in the order asked. */
  private readonly painted = new Map<string, Promise<void>>();

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
    this.offIndex = index.onChange((paths) => {
      for (const p of paths) this.indexed(p);
    });
  }

  /** Stop listening to the index (the plugin's unload). */
  dispose(): void {
    this.offIndex();
    this.ahead.clear();
    this.shownListeners.clear();
  }

  sheet(path: string): Sheet | null {
    const c = this.index.get(path)?.character;
    return c ? buildSheet(c, this.index, this.formOf(path)) : null;
  }

  /**
   * The character as play sees it: build, values in force and state (effects
   * included). The state is the one every view draws: the note's (as indexed),
   * or the last write's until the index has it, with the actions still on their
   * way applied by the core's apply(), in order.
   */
  subject(path: string): Subject | null {
    const subject = this.store.subject(path);
    const ahead = this.ahead.get(path);
    if (!subject || !ahead) return subject;
    let shown: Subject = ahead.landed ? { ...subject, state: ahead.landed } : subject;
    for (const action of ahead.waiting) {
      const o = apply(shown, action, seededRandom(0), this.options());
      if (o.ok) shown = { ...shown, state: o.state };
    }
    return shown;
  }

  /** Listen to changes of what a note's views should show before the index says so (an action drawn at once, a write that came out otherwise); returns the unsubscribe function. */
  onShown(listener: (path: string) => void): () => void {
    this.shownListeners.add(listener);
    return () => this.shownListeners.delete(listener);
  }

  private layer(path: string): Ahead {
    let a = this.ahead.get(path);
    if (!a) this.ahead.set(path, (a = { waiting: [], running: 0, landed: null }));
    return a;
  }

  /** Run `change` on a note's layer; tell the views when what they should show changed. */
  private reshow(path: string, change: (a: Ahead) => void): void {
    const shown = () => JSON.stringify(this.subject(path)?.state ?? null);
    const before = shown();
    change(this.layer(path));
    if (shown() !== before) this.tell(path);
  }

  private tell(path: string): void {
    for (const l of [...this.shownListeners]) l(path);
  }

  /** The index read the note again: the last write's state is no longer needed once the index shows it, or once nothing more is on its way. */
  private indexed(path: string): void {
    const a = this.ahead.get(path);
    if (!a) return;
    if (a.running === 0 && a.waiting.length === 0) {
      this.ahead.delete(path);
      return;
    }
    if (a.landed && JSON.stringify(this.store.subject(path)?.state ?? null) === JSON.stringify(a.landed))
      a.landed = null;
  }

  /** An undo entry that counts as running on its note while it runs; after it, the index tells the truth. */
  private tracked(path: string, entry: UndoEntry): UndoEntry {
    return {
      label: entry.label,
      undo: async () => {
        this.reshow(path, (a) => a.running++);
        try {
          return await entry.undo();
        } finally {
          this.reshow(path, (a) => {
            a.running--;
            a.landed = null;
          });
        }
      },
    };
  }

  get canUndo(): boolean {
    return this.undoStack.size > 0;
  }

  private options(): ApplyOptions {
    const d = this.decisions();
    return { longRestRestoresZeal: d.longRestRestoresZeal, survivalPool: d.survivalPool };
  }

  private name(path: string): string {
    return this.index.get(path)?.character?.name ?? path;
  }

  /**
   * One action on one character: apply, write, push its undo, and (unless
   * quiet) a Notice, with "Cofnij" when something was written.
   */
  async act(path: string, action: Action, label: string, notify = true, push = true): Promise<ActionOutcome> {
    const drawn = DRAWN_AT_ONCE.has(action.kind);
    // Drawn now, in the caller's task (a click's): the views redraw before the write starts.
    const a = this.layer(path);
    a.running++;
    if (drawn) {
      a.waiting.push(action);
      this.tell(path);
      const frame = (this.painted.get(path) ?? Promise.resolve()).then(afterPaint);
      this.painted.set(path, frame);
      void frame.then(() => {
        if (this.painted.get(path) === frame) this.painted.delete(path);
      });
    }
    let r: Acted | string | null = null;
    try {
      const frame = this.painted.get(path);
      if (frame) await frame;
      r = await this.store.act(path, action, label, this.rng, this.options());
    } finally {
      const done = r;
      // The write's result replaces the drawn one: the state it left, or the state it found when refused; a failed write leaves the note as it was.
      this.reshow(path, (a) => {
        a.running--;
        if (drawn) a.waiting.splice(a.waiting.indexOf(action), 1);
        if (done && typeof done !== "string") {
          const state = done.outcome.ok ? done.outcome.state : done.subject?.state;
          // Kept only until the index shows it (it may already).
          if (state)
            a.landed = JSON.stringify(this.store.subject(path)?.state ?? null) === JSON.stringify(state) ? null : state;
        }
      });
    }
    if (typeof r === "string") return notify ? this.fail(r) : { ok: false, changes: [], reason: r };
    if (r.undo) r.undo = this.tracked(path, r.undo);
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

  private fail(reason: string): ActionOutcome {
    new Notice(reason);
    return { ok: false, changes: [], reason };
  }

  /** A Notice that says what changed, with a "Cofnij" button. */
  private notice(text: string, undoable = true): Notice {
    const fragment = createFragment((f) => {
      f.createSpan({ text });
      if (!undoable) return;
      const undo = f.createEl("button", { cls: "hbm-undo", text: t("undo") });
      undo.addEventListener("click", () => void this.undo());
    });
    return new Notice(fragment, 8000);
  }

  async undo(): Promise<ActionOutcome> {
    const r = await this.undoStack.undo();
    if (!r) return this.fail(t("nothingToUndo"));
    if (!r.ok) return this.fail(`Nie cofnięto „${r.label}”: ${r.reason ?? ""}`);
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
      lines.push(`${this.name(path)}: ${r.ok ? changed.join(", ") || "bez zmian" : (r.reason ?? "")}`);
    }
    if (undos.length) this.undoStack.push(UndoStack.group(title, undos));
    this.emit({ paths, title, lines, log: true });
    new Notice(
      createFragment((f) => {
        f.createDiv({ text: title });
        for (const l of lines) f.createDiv({ text: l });
        if (undos.length) {
          const undo = f.createEl("button", { cls: "hbm-undo", text: t("undo") });
          undo.addEventListener("click", () => void this.undo());
        }
      }),
      12000,
    );
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
    const r = await this.act(path, action, `Obrażenia ${input.amount}`, false);
    if (!r.ok) return this.fail(r.reason ?? "");
    this.notice(`${this.name(path)}: ${[source, ...r.changes].filter(Boolean).join(" · ")}`, !!r.undo);
    return r;
  }

  heal(path: string, amount: number): Promise<ActionOutcome> {
    return this.act(path, { kind: "heal", amount }, `Leczenie ${amount}`);
  }

  async rest(path: string, kind: Rest): Promise<ActionOutcome> {
    const r = await this.act(path, { kind: "rest", which: kind }, RESTS[kind].name);
    if (r.ok)
      this.emit({
        paths: [path],
        title: RESTS[kind].name,
        lines: r.changes.filter((c) => c !== RESTS[kind].name),
        log: true,
      });
    return r;
  }

  /** A rest for the whole party: one write per member, one summary Notice, one "Cofnij" for all. */
  restParty(paths: string[], kind: Rest): Promise<ActionOutcome[]> {
    return this.actParty(paths, { kind: "rest", which: kind }, `${RESTS[kind].name} drużyny`);
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
      new Notice(
        createFragment((f) => {
          f.createSpan({ text: `${this.name(path)}: ${t("survivalPrompt")} ` });
          const b = f.createEl("button", { cls: "hbm-survival-prompt", text: t("survival") });
          b.addEventListener("click", () => void this.survival(path));
        }),
        0,
      );
    }
    return { ...outcome, survivalTestDue: due };
  }

  /** Drink an elixir: its effect (normal or quick), the tolerance, the doses and the Ekwipunek count, in one undoable action. */
  drink(path: string, elixirName: string, mode: "normal" | "quick" = "normal"): Promise<ActionOutcome> {
    const found = this.index.findElixir(elixirName);
    if (!found) return Promise.resolve(this.fail(`Nie znam eliksiru „${elixirName}”.`));
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
  roll(path: string, text: string): ActionOutcome & { recorded?: Promise<RollConsequence> } {
    const line = parseLine(text, 1, { knownNames: this.index.characterNames() });
    if (!line || line.kind !== "roll")
      return { ok: false, changes: [], reason: line?.kind === "error" ? line.message : "Pusta linia." };
    const env = vaultEnvironment(this.index, this.rng, {
      sourcePath: path,
      blockCharacter: null,
      activeCharacterPath: path,
      formOf: this.formOf,
      survivalPool: this.decisions().survivalPool,
    });
    const outcome = executeLine(line, env);
    if (!outcome.ok) return { ok: false, changes: [], reason: outcome.message };
    const recorded = this.onRoll(outcome.result, line, path);
    return { ok: true, changes: [outcome.result.text], roll: outcome.result, recorded };
  }

  private castSpell(ref: NoteRef | string, sourcePath: string): CastSpell | null {
    const spell = this.index.findSpell(ref, sourcePath);
    if (!spell || spell.manaCost === null || spell.threshold === null || spell.required === null) return null;
    return { name: spell.name, manaCost: spell.manaCost, threshold: spell.threshold, required: spell.required };
  }

  /** The spell roll's dice, handed to apply() so the block and the sheet write the same. */
  private castAction(r: RollResult & { type: "spell" }, spell: CastSpell, overcast: number, prayer: boolean): Action {
    return {
      kind: "cast",
      spell,
      overcast,
      prayer,
      rolled: {
        passed: r.passed,
        successes: r.successes,
        required: r.required,
        faces: r.faces,
        exhaustion: r.exhaustion
          ? { dice: r.exhaustion.dice, faces: r.exhaustion.faces, total: r.exhaustion.total }
          : null,
      },
    };
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
    if (!this.castSpell(spellRef, path)) return this.fail(`Nie znam zaklęcia „${spellRef}”.`);
    return this.rollAndWait(path, `zaklęcie [[${spellRef}]]${opts}`);
  }

  /** Test Przeżycia (the sheet, the "Nowa tura" Notice, a party card): roll it; the recorder writes its outcome. */
  survival(path: string): Promise<ActionOutcome> {
    return this.rollAndWait(path, "przeżycie");
  }

  /**
   * RULE (issue 25): a roll's play consequence is applied HERE, and nowhere
   * else. The recorder (RollRecorder.record) is the only caller, once per
   * roll; buttons that roll (cast, survival) only read the outcome it returns.
   * A `wydaj` roll spends (cast, prayer); a `przeżycie` roll writes the Test
   * Przeżycia; other rolls change nothing. Written as a quiet action (the
   * caller says what changed), on the undo stack.
   */
  async applyRoll(result: RollResult, line: RollLine, sourcePath: string): Promise<RollConsequence> {
    const none: RollConsequence = { message: null, outcome: null };
    if (result.type === "survival") {
      const character = result.character ? this.index.findCharacter(result.character, sourcePath) : null;
      if (!character) return none;
      const r = await this.act(
        character.path,
        { kind: "survivalTest", rolled: { passed: result.passed, faces: result.faces, successes: result.successes } },
        t("survival"),
        false,
      );
      if (!r.ok) return { message: r.reason ?? null, outcome: r };
      return { message: t("spent", { what: `${character.name}: ${r.changes.join(", ")}` }), outcome: r };
    }
    if (!result.spend) return none;
    const failed = (reason: string): RollConsequence => {
      const text = t("spendFailed", { reason });
      new Notice(text);
      return { message: text, outcome: { ok: false, changes: [] } };
    };
    const character = this.index.findCharacter(result.spend.character, sourcePath);
    if (!character) return failed(`nie znam postaci „${result.spend.character}”`);
    let action: Action;
    if (result.type === "spell" && line.roll.type === "spell") {
      const spell = this.castSpell(line.roll.spell, sourcePath);
      if (!spell) return failed(`nie znam zaklęcia „${result.spell}”`);
      const overcast = line.options.find((o) => o.kind === "overcast");
      action = this.castAction(
        result,
        spell,
        overcast && overcast.kind === "overcast" ? overcast.levels : 0,
        line.options.some((o) => o.kind === "prayer"),
      );
    } else action = { kind: "pray" };
    const r = await this.act(
      character.path,
      action,
      result.type === "spell" ? `Zaklęcie: ${result.spell}` : "Modlitwa",
      false,
    );
    if (!r.ok) return { ...failed(r.reason ?? ""), outcome: { ok: false, changes: [], reason: r.reason ?? "" } };
    return { message: t("spent", { what: `${character.name}: ${r.changes.join(", ")}` }), outcome: r };
  }

  /** Spend PD: `experience` and the one cell or line of the build it buys, in one undoable action. */
  spendExperience(path: string, purchase: Purchase): Promise<ActionOutcome> {
    const sheet = this.sheet(path);
    const file = this.app.vault.getAbstractFileByPath(path);
    if (!sheet || !(file instanceof TFile)) return Promise.resolve(this.fail(`„${path}” nie jest postacią.`));
    let talentProblems: string[] = [];
    if (purchase.kind === "talent") {
      const talent = this.index.findTalent(purchase.talent);
      const build = {
        attributes: { body: sheet.attributes.body, mind: sheet.attributes.mind, soul: sheet.attributes.soul },
        skills: sheet.skills,
        talents: sheet.talents,
      };
      talentProblems = talent
        ? unmetRequirements(talent.requirements, { ...build, race: sheet.race, discipline: sheet.disciplineContext })
        : [];
    }
    const what =
      purchase.kind === "talent" ? purchase.talent : purchase.kind === "skill" ? purchase.skill : purchase.attribute;
    return this.act(path, { kind: "buy", purchase, talentProblems }, `PD: ${what}`);
  }
}
