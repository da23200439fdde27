import { Notice, TFile, type App } from "obsidian";
import { cryptoRandom, type RandomSource } from "../core/dice/random";
import { executeLine, type RollResult } from "../core/roll/execute";
import { parseLine } from "../core/roll/grammar";
import type { RollLine } from "../core/roll/types";
import { vaultEnvironment } from "../core/roll/vault-environment";
import { applyCast } from "../core/rules/casting";
import { unmetRequirements } from "../core/rules/creation";
import { applyDamage, applySurvival, type DamageInput } from "../core/rules/damage";
import { drinkElixir } from "../core/rules/elixirs";
import { checkPurchase, type Purchase } from "../core/rules/experience";
import { rest } from "../core/rules/rests";
import type { PlayStateFull, Snapshot } from "../core/rules/state";
import { RESTS } from "../core/rules/tables";
import { startTurn } from "../core/rules/turn";
import type { Transition } from "../core/rules/transition";
import { buildSheet, type Sheet } from "../core/sheet";
import { addTalentLine, setAttributeCell, setSkillLine } from "../core/text/stat-tables";
import type { VaultIndex } from "../core/vault/index";
import type { CharacterWriter } from "./character-writer";
import { t } from "./i18n";

export type Rest = "breather" | "short" | "long";

interface UndoRecord {
  label: string;
  path: string;
  snapshot: Snapshot;
  /** A body edit to reverse too: the text right after it, and the text before. */
  body?: { before: string; after: string };
}

export interface ActionOutcome {
  ok: boolean;
  changes: string[];
  reason?: string;
  roll?: RollResult;
}

export const UNDO_DEPTH = 20;

/**
 * Everything a player does to a character from the sheet or the palette.
 * Each action is one processFrontMatter write of the play-state keys (through
 * CharacterWriter), announced in a Notice that says what changed, and undoable.
 */
export class CharacterActions {
  private readonly undoStack: UndoRecord[] = [];
  rng: RandomSource = cryptoRandom();

  constructor(
    private readonly app: App,
    private readonly index: VaultIndex,
    private readonly writer: CharacterWriter,
    private readonly formOf: (path: string) => number,
    private readonly onRoll: (result: RollResult, line: RollLine, path: string) => void,
    /** The rules decisions chosen in the settings. */
    private readonly decisions: () => { survivalPool: { attribute: "body" | "mind" | "soul"; skill: string }; longRestRestoresZeal: boolean } = () => ({ survivalPool: { attribute: "body", skill: "Wytrzymałość" }, longRestRestoresZeal: true }),
  ) {}

  sheet(path: string): Sheet | null {
    const c = this.index.get(path)?.character;
    return c ? buildSheet(c, this.index, this.formOf(path)) : null;
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  private async apply(path: string, label: string, transition: (state: PlayStateFull, sheet: Sheet) => Transition, notify = true): Promise<ActionOutcome> {
    const sheet = this.sheet(path);
    if (!sheet) return this.fail(`„${path}” nie jest postacią.`);
    let changes: string[] = [];
    const outcome = await this.writer.update(path, sheet.derived, (state) => {
      const r = transition(state, sheet);
      changes = r.changes;
      return r.state;
    });
    if (!outcome.ok) return this.fail(outcome.reason ?? "");
    if (outcome.snapshot && Object.keys(outcome.snapshot).length) this.pushUndo({ label, path, snapshot: outcome.snapshot });
    if (notify) this.notice(`${sheet.name}: ${changes.join(" · ")}`);
    return { ok: true, changes };
  }

  private fail(reason: string): ActionOutcome {
    new Notice(reason);
    return { ok: false, changes: [], reason };
  }

  private pushUndo(record: UndoRecord): void {
    this.undoStack.push(record);
    if (this.undoStack.length > UNDO_DEPTH) this.undoStack.shift();
  }

  /** A Notice that says what changed, with a "Cofnij" button. */
  private notice(text: string): void {
    const fragment = createFragment((f) => {
      f.createSpan({ text });
      const undo = f.createEl("button", { cls: "hbm-undo", text: t("undo") });
      undo.addEventListener("click", () => void this.undo());
    });
    new Notice(fragment, 8000);
  }

  async undo(): Promise<ActionOutcome> {
    const record = this.undoStack.pop();
    if (!record) return this.fail(t("nothingToUndo"));
    if (record.body) {
      const file = this.app.vault.getAbstractFileByPath(record.path);
      if (!(file instanceof TFile)) return this.fail(`Nie ma notatki „${record.path}”.`);
      let restored = false;
      const body = record.body;
      await this.app.vault.process(file, (text) => {
        if (text !== body.after) return text;
        restored = true;
        return body.before;
      });
      if (!restored) return this.fail(`Nie cofnięto „${record.label}”: notatka zmieniła się od tamtej pory.`);
    }
    const r = await this.writer.restore(record.path, record.snapshot);
    if (!r.ok) return this.fail(r.reason ?? "");
    new Notice(`${t("undone")}: ${record.label}`);
    return { ok: true, changes: [record.label] };
  }

  /** +/− on Żywotność, Mana or Zapał, kept within 0 and the max. */
  adjust(path: string, key: "health" | "mana" | "zeal", delta: number): Promise<ActionOutcome> {
    const label = { health: "Żywotność", mana: "Mana", zeal: "Zapał" }[key];
    return this.apply(path, `${label} ${delta > 0 ? "+" : ""}${delta}`, (state, sheet) => {
      const max = { health: sheet.derived.maxHealth, mana: sheet.derived.maxMana, zeal: sheet.derived.maxZeal }[key];
      const before = state[key];
      state[key] = Math.min(max, Math.max(0, before + delta));
      return { state, changes: [before === state[key] ? `${label} bez zmian (${before}/${max})` : `${label}: ${before} → ${state[key]}/${max}`] };
    });
  }

  toggleCondition(path: string, condition: string): Promise<ActionOutcome> {
    return this.apply(path, condition, (state) => {
      const on = !state.conditions.includes(condition);
      state.conditions = on ? [...state.conditions, condition] : state.conditions.filter((c) => c !== condition);
      return { state, changes: [`${condition}: ${on ? "tak" : "nie"}`] };
    });
  }

  damage(path: string, input: Omit<DamageInput, "armor" | "dazeThreshold"> & { armor?: number }): Promise<ActionOutcome> {
    return this.apply(path, `Obrażenia ${input.amount}`, (state, sheet) => {
      const e = sheet.effectiveAttributes;
      return applyDamage(state, { ...input, armor: input.armor ?? sheet.derived.armor, dazeThreshold: e.body + e.mind + e.soul });
    });
  }

  rest(path: string, kind: Rest): Promise<ActionOutcome> {
    return this.restOne(path, kind, true);
  }

  private restOne(path: string, kind: Rest, notify: boolean): Promise<ActionOutcome> {
    const label = RESTS[kind].name;
    return this.apply(path, label, (state, sheet) => {
      const e = sheet.effectiveAttributes;
      return rest(kind, state, { ...sheet.derived, attributeSum: e.body + e.mind + e.soul, endurance: sheet.skills["Wytrzymałość"] ?? 0, talents: sheet.talents, longRestRestoresZeal: this.decisions().longRestRestoresZeal }, this.rng);
    }, notify);
  }

  /** A rest for the whole party: one write per member, one summary Notice, one "Cofnij" for all. */
  async restParty(paths: string[], kind: Rest): Promise<ActionOutcome[]> {
    const out: ActionOutcome[] = [];
    const lines: string[] = [];
    const depth = this.undoStack.length;
    for (const path of paths) {
      const name = this.index.get(path)?.character?.name ?? path;
      const r = await this.restOne(path, kind, false);
      out.push(r);
      lines.push(`${name}: ${r.ok ? r.changes.slice(1).join(", ") || "bez zmian" : r.reason ?? ""}`);
    }
    const records = this.undoStack.length - depth;
    const fragment = createFragment((f) => {
      f.createDiv({ text: `${RESTS[kind].name} drużyny` });
      for (const l of lines) f.createDiv({ text: l });
      if (records > 0) {
        const undo = f.createEl("button", { cls: "hbm-undo", text: t("undo") });
        undo.addEventListener("click", () => void this.undoMany(records));
      }
    });
    new Notice(fragment, 12000);
    return out;
  }

  async undoMany(n: number): Promise<void> {
    for (let i = 0; i < n; i++) await this.undo();
  }

  /** Nowa tura: Zapał +1, Podpalony's tick; a dying character is prompted for its Test Przeżycia. */
  async newTurn(path: string): Promise<ActionOutcome & { survivalTestDue?: boolean }> {
    let due = false;
    const outcome = await this.apply(path, "Nowa tura", (state, sheet) => {
      const e = sheet.effectiveAttributes;
      const r = startTurn(state, { maxZeal: sheet.derived.maxZeal, armor: sheet.derived.armor, dazeThreshold: e.body + e.mind + e.soul });
      due = r.survivalTestDue;
      return r;
    });
    if (outcome.ok && due) {
      const name = this.index.get(path)?.character?.name ?? path;
      new Notice(createFragment((f) => {
        f.createSpan({ text: `${name}: ${t("survivalPrompt")} ` });
        const b = f.createEl("button", { cls: "hbm-survival-prompt", text: t("survival") });
        b.addEventListener("click", () => void this.survival(path));
      }), 0);
    }
    return { ...outcome, survivalTestDue: due };
  }

  drink(path: string, elixirName: string): Promise<ActionOutcome> {
    const elixir = this.index.findElixir(elixirName);
    if (!elixir || elixir.power === null) return Promise.resolve(this.fail(`Nie znam mocy eliksiru „${elixirName}”.`));
    const power = elixir.power;
    return this.apply(path, elixir.name, (state, sheet) => drinkElixir(state, { name: elixir.name, power }, sheet.derived.elixirTolerance));
  }

  /** Roll a line of the block grammar for this character (sheet buttons). */
  roll(path: string, text: string): ActionOutcome {
    const line = parseLine(text, 1, { knownNames: this.index.characterNames() });
    if (!line || line.kind !== "roll") return { ok: false, changes: [], reason: line?.kind === "error" ? line.message : "Pusta linia." };
    const env = vaultEnvironment(this.index, this.rng, { sourcePath: path, blockCharacter: null, activeCharacterPath: path, formOf: this.formOf, survivalPool: this.decisions().survivalPool });
    const outcome = executeLine(line, env);
    if (!outcome.ok) return { ok: false, changes: [], reason: outcome.message };
    this.onRoll(outcome.result, line, path);
    return { ok: true, changes: [outcome.result.text], roll: outcome.result };
  }

  /** Cast: roll the spell test, then one write of the mana (and a prayer's Zapał), with Wyczerpanie Many when short. */
  async cast(path: string, spellRef: string, options: { overcast?: number; prayer?: boolean } = {}): Promise<ActionOutcome> {
    const opts = [options.overcast ? `nadczaruj ${options.overcast}` : "", options.prayer ? "modlitwa" : ""].filter(Boolean).map((o) => ` | ${o}`).join("");
    const rolled = this.roll(path, `zaklęcie [[${spellRef}]]${opts}`);
    if (!rolled.ok || !rolled.roll || rolled.roll.type !== "spell") return this.fail(rolled.reason ?? "Nie udało się rzucić zaklęcia.");
    const r = rolled.roll;
    const outcome = await this.apply(path, `Zaklęcie: ${r.spell}`, (state, sheet) => {
      const e = sheet.effectiveAttributes;
      const cast = applyCast(state, { spell: r.spell, cost: r.cost, zealCost: options.prayer ? 1 : 0, exhaustion: r.exhaustion ?? null }, { maxMana: sheet.derived.maxMana, dazeThreshold: e.body + e.mind + e.soul }, this.rng);
      return { state: cast.state, changes: [`${r.passed ? "Sukces" : "Porażka"} (${r.successes}/${r.required})`, ...cast.changes] };
    });
    return { ...outcome, roll: r };
  }

  /** Test Przeżycia: roll it, then write the result (stabilised, still dying, or dead). */
  async survival(path: string): Promise<ActionOutcome> {
    const rolled = this.roll(path, "przeżycie");
    if (!rolled.ok || !rolled.roll || rolled.roll.type !== "survival") return this.fail(rolled.reason ?? "");
    const passed = rolled.roll.passed;
    const outcome = await this.apply(path, "Test Przeżycia", (state) => applySurvival(state, passed));
    return { ...outcome, roll: rolled.roll };
  }

  /** Spend PD: one processFrontMatter write of `experience`, then the one cell or line of the build it buys. */
  async spendExperience(path: string, purchase: Purchase): Promise<ActionOutcome> {
    const sheet = this.sheet(path);
    const file = this.app.vault.getAbstractFileByPath(path);
    if (!sheet || !(file instanceof TFile)) return this.fail(`„${path}” nie jest postacią.`);
    const build = { attributes: { body: sheet.attributes.body, mind: sheet.attributes.mind, soul: sheet.attributes.soul }, skills: sheet.skills, talents: sheet.talents };
    let problems: string[] = [];
    if (purchase.kind === "talent") {
      const talent = this.index.findTalent(purchase.talent);
      problems = talent ? unmetRequirements(talent.requirements, { ...build, race: sheet.race, discipline: sheet.disciplineContext }) : [];
    }
    const check = checkPurchase(purchase, build, sheet.state.experience, problems);
    if (!check.ok) return this.fail(check.reason ?? "");
    const edit = (text: string): string | null => {
      if (purchase.kind === "attribute" && purchase.attribute !== "magic") return setAttributeCell(text, purchase.attribute, build.attributes[purchase.attribute] + 1);
      if (purchase.kind === "skill") return setSkillLine(text, purchase.skill, (sheet.skills[purchase.skill] ?? 0) + 1, sheet.attributes, sheet.derived.magicDice);
      if (purchase.kind === "talent") return addTalentLine(text, purchase.talent);
      return null;
    };
    const spent = await this.apply(path, `PD: ${check.description}`, (state) => {
      if (state.experience < check.cost) return { state, changes: [`Za mało PD (${state.experience}).`] };
      state.experience -= check.cost;
      return { state, changes: [`${check.description} za ${check.cost} PD (zostaje ${state.experience})`] };
    }, false);
    if (!spent.ok) return spent;
    let body: { before: string; after: string } | null = null;
    await this.app.vault.process(file, (text) => {
      const after = edit(text);
      if (after === null) return text;
      body = { before: text, after };
      return after;
    });
    const record = this.undoStack[this.undoStack.length - 1];
    if (!body) {
      // The build could not be edited: give the PD back.
      if (record) {
        this.undoStack.pop();
        await this.writer.restore(path, record.snapshot);
      }
      return this.fail(`Nie znalazłem w notatce miejsca na „${check.description}”; PD nie zostały wydane.`);
    }
    if (record) record.body = body;
    this.notice(`${sheet.name}: ${spent.changes.join(" · ")}`);
    return spent;
  }
}
