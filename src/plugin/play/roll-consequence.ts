import { Notice } from "obsidian";
import type { Action, CastSpell } from "../../core/play";
import type { RollResult, NoteRef, RollLine } from "../../core/roll";
import type { VaultIndex } from "../../core/vault/index";
import { t } from "../i18n/i18n";
import { learnSpellOf } from "./between-actions";
import { bt } from "./between-strings";
import type { ActionOutcome, RollConsequence } from "./outcome";
import { pt } from "./strings";

/** What writing a roll's consequence needs: the index, and the one way an action is written (CharacterActions.act). */
export interface RollConsequenceContext {
  index: VaultIndex;
  act(path: string, action: Action, label: string, notify?: boolean): Promise<ActionOutcome>;
}

/** A spell as the cast action needs it; null when its note lacks the mana cost or T:S. */
export function castSpellOf(index: VaultIndex, ref: NoteRef | string, sourcePath: string): CastSpell | null {
  const spell = index.findSpell(ref, sourcePath);
  if (!spell || spell.manaCost === null || spell.threshold === null || spell.required === null) return null;
  return { name: spell.name, manaCost: spell.manaCost, threshold: spell.threshold, required: spell.required };
}

/** The spell roll's dice, handed to apply() so the block and the sheet write the same. */
export function castAction(
  r: RollResult & { type: "spell" },
  spell: CastSpell,
  overcast: number,
  prayer: boolean,
): Action {
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
 * RULE (issue 25): a roll's play consequence is applied HERE, and nowhere
 * else. The recorder (RollRecorder.record) is the only caller, once per
 * roll; buttons that roll (cast, survival) only read the outcome it returns.
 * A `wydaj` roll spends (cast, prayer); a `przeżycie` roll writes the Test
 * Przeżycia; an extended test with `naucz <spell>` learns the spell on a success
 * (docs/en/rules.md "Between sessions"); other rolls change nothing. Written as a quiet action (the
 * caller says what changed), on the undo stack.
 */
export async function applyRoll(
  ctx: RollConsequenceContext,
  result: RollResult,
  line: RollLine,
  sourcePath: string,
): Promise<RollConsequence> {
  const none: RollConsequence = { message: null, outcome: null };
  if (result.type === "survival") {
    const character = result.character ? ctx.index.findCharacter(result.character, sourcePath) : null;
    if (!character) return none;
    const r = await ctx.act(
      character.path,
      { kind: "survivalTest", rolled: { passed: result.passed, faces: result.faces, successes: result.successes } },
      t("survival"),
      false,
    );
    if (!r.ok) return { message: r.reason ?? null, outcome: r };
    return { message: t("spent", { what: `${character.name}: ${r.changes.join(", ")}` }), outcome: r };
  }
  if (result.type === "extended") return learnFromRoll(ctx, result, line, sourcePath);
  if (!result.spend) return none;
  const failed = (reason: string): RollConsequence => {
    const text = t("spendFailed", { reason });
    new Notice(text);
    return { message: text, outcome: { ok: false, changes: [] } };
  };
  const character = ctx.index.findCharacter(result.spend.character, sourcePath);
  if (!character) return failed(pt("unknownCharacterReason", { name: result.spend.character }));
  let action: Action;
  if (result.type === "spell" && line.roll.type === "spell") {
    const spell = castSpellOf(ctx.index, line.roll.spell, sourcePath);
    if (!spell) return failed(pt("unknownSpellReason", { name: result.spell }));
    const overcast = line.options.find((o) => o.kind === "overcast");
    action = castAction(
      result,
      spell,
      overcast && overcast.kind === "overcast" ? overcast.levels : 0,
      line.options.some((o) => o.kind === "prayer"),
    );
  } else action = { kind: "pray" };
  const r = await ctx.act(
    character.path,
    action,
    result.type === "spell" ? pt("spellLabel", { name: result.spell }) : pt("prayerLabel"),
    false,
  );
  if (!r.ok) return { ...failed(r.reason ?? ""), outcome: { ok: false, changes: [], reason: r.reason ?? "" } };
  return { message: t("spent", { what: `${character.name}: ${r.changes.join(", ")}` }), outcome: r };
}

/** `Nauka zaklęcia: rozszerzony … | naucz [[Spell]]`: the block's dice handed to the learnSpell action. */
async function learnFromRoll(
  ctx: RollConsequenceContext,
  result: RollResult & { type: "extended" },
  line: RollLine,
  sourcePath: string,
): Promise<RollConsequence> {
  const learn = line.options.find((o) => o.kind === "learn");
  if (!learn || learn.kind !== "learn") return { message: null, outcome: null };
  const refused = (reason: string): RollConsequence => {
    new Notice(reason);
    return { message: reason, outcome: { ok: false, changes: [], reason } };
  };
  const character = result.character ? ctx.index.findCharacter(result.character, sourcePath) : null;
  if (!character) return refused(pt("unknownCharacterReason", { name: result.character ?? "" }));
  const spell = learnSpellOf(ctx.index, learn.spell, sourcePath, character.path);
  const ref = learn.spell;
  const named = ref.kind === "name" ? ref.name : ref.kind === "wikilink" ? ref.target : ref.text;
  if (!spell) return refused(pt("unknownSpell", { name: named }));
  const rolled = {
    passed: result.passed,
    successes: result.successes,
    required: result.required,
    faces: result.rolls.flatMap((r) => r.faces),
  };
  const action: Action = {
    kind: "learnSpell",
    spell,
    threshold: result.threshold,
    required: result.required,
    rolled,
  };
  const r = await ctx.act(character.path, action, bt("learnLabel", { spell: spell.name, name: character.name }), false);
  if (!r.ok) return refused(r.reason ?? "");
  return { message: `${character.name}: ${r.changes.join(", ")}`, outcome: r };
}
