import type { Action, BrewElixir, LearnSpell } from "../../core/play";
import { buildCatalog, isDisciplineSpell } from "../../core/creation/catalog";
import { draftFromNote } from "../../core/creation/check";
import { GENERAL_SCHOOL } from "../../core/creation/data";
import { findDiscipline } from "../../core/creation/steps";
import type { NoteRef } from "../../core/roll";
import type { VaultIndex } from "../../core/vault/index";
import { bt } from "./between-strings";
import type { CharacterActions } from "./character-actions";
import type { ActionOutcome } from "./outcome";
import { pt } from "./strings";

/**
 * Warz eliksir and Naucz się zaklęcia (docs/en/rules.md "Between sessions"): the vault's notes
 * turned into the action's data; apply() checks and rolls, the note store writes, one
 * undoable step with a Notice and a line in the roll log.
 */

/** An elixir as brewing needs it, from its discipline note; null when the vault has none of the name. */
export function brewElixirOf(index: VaultIndex, name: string): BrewElixir | null {
  const e = index.findElixir(name);
  return e ? { name: e.name, ingredients: e.ingredients, ingredientDoses: e.ingredientDoses ?? null } : null;
}

/** A spell as learning needs it (its requirements from its frontmatter); null when no spell note has the name. */
export function learnSpellOf(
  index: VaultIndex,
  ref: NoteRef | string,
  sourcePath: string,
  notePath: string,
): LearnSpell | null {
  // A note path (the dialog's choice) first, else a name or link as the block writes it.
  const s = (typeof ref === "string" ? index.get(ref)?.spell : null) ?? index.findSpell(ref, sourcePath);
  if (!s) return null;
  return {
    name: s.name,
    path: s.path,
    notePath,
    superspell: s.isSuperspell,
    requirements: s.requirements,
    otherSchool: otherSchool(index, notePath, s),
  };
}

/**
 * The spell's school when it is neither Powszechne nor of the character's discipline, by the
 * creation rule (catalog.ts isDisciplineSpell); null when it is, or when the note names no
 * discipline the vault knows (nothing to check against).
 */
function otherSchool(index: VaultIndex, notePath: string, spell: { school: string; name: string; path: string }) {
  if (!spell.school || spell.school === GENERAL_SCHOOL) return null;
  const character = index.get(notePath)?.character;
  if (!character) return null;
  const catalog = buildCatalog(index);
  const discipline = findDiscipline(catalog, draftFromNote(character, index, catalog).discipline);
  if (!discipline) return null;
  const option = { name: spell.name, path: spell.path, cost: null, school: spell.school, deity: "", superspell: false };
  return isDisciplineSpell(option, discipline) ? null : spell.school;
}

/** Warz eliksir as the dialog asks for it: the elixir by name, the rest as the brew action takes it. */
export type BrewRequest = Omit<Extract<Action, { kind: "brew" }>, "kind" | "elixir" | "rolled"> & { elixir: string };

/** Naucz się zaklęcia as the dialog or a block line asks for it: the spell by name or path, the rest as the action takes it. */
export type LearnRequest = Omit<Extract<Action, { kind: "learnSpell" }>, "kind" | "spell"> & { spell: string };

async function logged(actions: CharacterActions, path: string, action: Action, label: string): Promise<ActionOutcome> {
  const r = await actions.act(path, action, label);
  if (r.ok) actions.emit({ paths: [path], title: label, lines: r.changes, log: true });
  return r;
}

export function brew(
  actions: CharacterActions,
  index: VaultIndex,
  path: string,
  req: BrewRequest,
): Promise<ActionOutcome> {
  const elixir = brewElixirOf(index, req.elixir);
  if (!elixir) return Promise.resolve(actions.fail(pt("unknownElixir", { name: req.elixir })));
  const { elixir: _, ...rest } = req;
  const label = bt("brewLabel", { elixir: elixir.name, n: req.doses, name: actions.name(path) });
  return logged(actions, path, { kind: "brew", elixir, ...rest }, label);
}

export function learnSpell(
  actions: CharacterActions,
  index: VaultIndex,
  path: string,
  req: LearnRequest,
): Promise<ActionOutcome> {
  const spell = learnSpellOf(index, req.spell, path, path);
  if (!spell) return Promise.resolve(actions.fail(pt("unknownSpell", { name: req.spell })));
  const { spell: _, ...rest } = req;
  const label = bt("learnLabel", { spell: spell.name, name: actions.name(path) });
  return logged(actions, path, { kind: "learnSpell", spell, ...rest }, label);
}
