import type { RandomSource } from "../dice/random";
import { frontmatterOf, readSubject } from "../play/read";
import { testEffects } from "../play/state";
import { PLAY_RULES } from "../rules/tables";
import { buildSheet, rollCharacter } from "../sheet";
import type { VaultIndex } from "../vault/index";
import type { CharacterNote, SpellNote } from "../vault/model";
import type { Problem, RollCharacter, RollEnvironment, RollSpell } from "./result";
import { msg } from "../play/messages";
import { readRef } from "./refs";
import { refName, type NoteRef } from "./types";

export interface RollContext {
  /** The note that holds the block. */
  sourcePath: string;
  /** The block's `postać:` character. */
  blockCharacter: NoteRef | null;
  /** The character chosen in the sheet, if any. */
  activeCharacterPath: string | null;
  /** Which form of a multi-form stat block to use, by path. */
  formOf?: (path: string) => number;
  survivalPool?: RollEnvironment["survivalPool"];
}

/**
 * What a block's lines need from the vault, kept between renders. Which note a link or name means,
 * and a spell's values, stay until the index's shape moves (a note added, removed or renamed, a
 * name changed, a spell or item edited). A character's roll sheet stays while its own note is the
 * same reading and the shape has not moved: a play write to one character rebuilds that one sheet,
 * and an edit of the session note rebuilds none.
 */
interface Kept {
  shape: number;
  sheets: Map<string, { character: CharacterNote; sheet: RollCharacter }>;
  found: Map<string, string | null>;
  spells: Map<string, SpellNote | null>;
}
const kept = new WeakMap<VaultIndex, Kept>();

function keptFor(index: VaultIndex): Kept {
  let entry = kept.get(index);
  if (!entry || entry.shape !== index.shapeGeneration) {
    entry = { shape: index.shapeGeneration, sheets: new Map(), found: new Map(), spells: new Map() };
    kept.set(index, entry);
  }
  return entry;
}

/**
 * Rolls bound to the vault. A line's character is, in order: the one on the
 * line, the block's, the note's frontmatter `character:`, the note itself if
 * it is a character, the active character (docs/en/rolls.md).
 */
/** A spell note as a roll casts it, or why it cannot: unknown, or without its Mana cost or T:S. */
export function rollSpellOf(spell: SpellNote | null, ref: NoteRef): RollSpell | Problem {
  if (!spell) return msg("rollError.unknownSpell", { name: refName(ref) });
  if (spell.manaCost === null || spell.threshold === null || spell.required === null) {
    return msg("rollError.spellIncomplete", { name: spell.name });
  }
  return {
    name: spell.name,
    path: spell.path,
    manaCost: spell.manaCost,
    threshold: spell.threshold,
    required: spell.required,
    sacred: spell.castingMode === "sacred",
    effects: spell.effects,
  };
}

export function vaultEnvironment(index: VaultIndex, rng: RandomSource, context: RollContext): RollEnvironment {
  const { sheets, found: foundBefore, spells } = keptFor(index);
  /** A link's key: what it says, and from which note (relative links depend on it). */
  const refKey = (ref: NoteRef) => `${context.sourcePath}\u0000${JSON.stringify(ref)}`;
  const find = (ref: NoteRef): CharacterNote | null => {
    const key = refKey(ref);
    let path = foundBefore.get(key);
    if (path === undefined) foundBefore.set(key, (path = index.findCharacter(ref, context.sourcePath)?.path ?? null));
    return path === null ? null : (index.get(path)?.character ?? null);
  };
  const fallback = (): CharacterNote | Problem => {
    if (context.blockCharacter)
      return (
        find(context.blockCharacter) ??
        msg("rollError.unknownCharacterHeader", { name: refName(context.blockCharacter) })
      );
    const note = index.get(context.sourcePath);
    if (note?.characterRef) {
      const r = readRef(note.characterRef, {}, false) ?? { ref: { kind: "name", name: note.characterRef } as NoteRef };
      return find(r.ref) ?? msg("rollError.unknownCharacterFrontmatter", { name: note.characterRef });
    }
    if (note?.character) return note.character;
    if (context.activeCharacterPath) {
      const active = index.get(context.activeCharacterPath)?.character;
      if (active) return active;
    }
    return msg("rollError.noCharacter");
  };
  return {
    rng,
    ...(context.survivalPool ? { survivalPool: context.survivalPool } : {}),
    character(ref) {
      const found = ref ? (find(ref) ?? msg("rollError.unknownCharacter", { name: refName(ref) })) : fallback();
      if (typeof found === "string" || !("forms" in found)) return found;
      if (!found.forms.some((f) => f.hasStats)) return msg("rollError.noStats", { name: found.name });
      // docs/en/rules.md Decision: Martwy ends play, rolls included, until the GM removes it.
      if (found.state.conditions.includes(PLAY_RULES.deadCondition)) return msg("rollError.dead", { name: found.name });
      const form = context.formOf?.(found.path) ?? 0;
      const key = `${found.path}\u0000${form}`;
      const keptSheet = sheets.get(key);
      let sheet = keptSheet?.character === found ? keptSheet.sheet : undefined;
      if (!sheet) {
        const built = buildSheet(found, index, form);
        // Mana and Zapał in force (cut to the maxima conditions and overdose give), as apply() sees them.
        const inForce = readSubject(built, frontmatterOf(found.state)).state;
        sheet = {
          ...rollCharacter(built),
          mana: inForce.mana,
          zeal: inForce.zeal,
          talents: built.talents,
          conditions: built.state.conditions,
          // Effects in force: Wyczerpanie tiers, elixirs, and lasting spells' changes to tests.
          ...testEffects(inForce.effects),
        };
        sheets.set(key, { character: found, sheet: Object.freeze(sheet) });
      }
      return sheet;
    },
    spell(ref): RollSpell | Problem {
      const key = refKey(ref);
      let spell = spells.get(key);
      if (spell === undefined) spells.set(key, (spell = index.findSpell(ref, context.sourcePath)));
      return rollSpellOf(spell, ref);
    },
  };
}
