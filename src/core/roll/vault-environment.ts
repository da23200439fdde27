import type { RandomSource } from "../dice/random";
import { frontmatterOf, readSubject } from "../play/read";
import { PLAY_RULES } from "../rules/tables";
import { buildSheet, rollCharacter } from "../sheet";
import type { VaultIndex } from "../vault/index";
import type { CharacterNote } from "../vault/model";
import type { RollCharacter, RollEnvironment, RollSpell } from "./execute";
import { readRef } from "./grammar";
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
 * Rolls bound to the vault. A line's character is, in order: the one on the
 * line, the block's, the note's frontmatter `character:`, the note itself if
 * it is a character, the active character (hbm-roll.md).
 */
export function vaultEnvironment(index: VaultIndex, rng: RandomSource, context: RollContext): RollEnvironment {
  const find = (ref: NoteRef): CharacterNote | null => index.findCharacter(ref, context.sourcePath);
  const fallback = (): CharacterNote | string => {
    if (context.blockCharacter) return find(context.blockCharacter) ?? `Nie znam postaci „${refName(context.blockCharacter)}” (nagłówek „postać:”).`;
    const note = index.get(context.sourcePath);
    if (note?.characterRef) {
      const r = readRef(note.characterRef, {}, false) ?? { ref: { kind: "name", name: note.characterRef } as NoteRef };
      return find(r.ref) ?? `Nie znam postaci „${note.characterRef}” (frontmatter „character:”).`;
    }
    if (note?.character) return note.character;
    if (context.activeCharacterPath) {
      const active = index.get(context.activeCharacterPath)?.character;
      if (active) return active;
    }
    return "Ta linia wymaga postaci: dodaj „postać: [[Imię]]”, „@Imię” w linii albo wybierz postać w karcie.";
  };
  // One sheet per character for the life of this environment (one block render).
  const sheets = new Map<string, RollCharacter>();
  return {
    rng,
    ...(context.survivalPool ? { survivalPool: context.survivalPool } : {}),
    character(ref) {
      const found = ref ? find(ref) ?? `Nie znam postaci „${refName(ref)}”.` : fallback();
      if (typeof found === "string") return found;
      if (!found.forms.some((f) => f.hasStats)) return `${found.name} nie ma jeszcze statystyk (pusta tabela Atrybuty).`;
      // rules.md Decision: Martwy ends play, rolls included, until the GM removes it.
      if (found.state.conditions.includes(PLAY_RULES.deadCondition)) return `${found.name} jest Martwy: rzuty są wstrzymane, dopóki Mistrz Gry nie zdejmie stanu Martwy.`;
      let sheet = sheets.get(found.path);
      if (!sheet) {
        const built = buildSheet(found, index, context.formOf?.(found.path) ?? 0);
        // Mana and Zapał in force (cut to the maxima conditions and overdose give), as apply() sees them.
        const inForce = readSubject(built, frontmatterOf(found.state)).state;
        sheet = { ...rollCharacter(built), mana: inForce.mana, zeal: inForce.zeal, talents: built.talents, conditions: built.state.conditions };
        sheets.set(found.path, sheet);
      }
      return sheet;
    },
    spell(ref): RollSpell | string {
      const spell = index.findSpell(ref, context.sourcePath);
      if (!spell) return `Nie znam zaklęcia „${refName(ref)}”.`;
      if (spell.manaCost === null || spell.threshold === null || spell.required === null) {
        return `Zaklęcie „${spell.name}” nie ma kosztu many albo T:S we frontmatter.`;
      }
      return { name: spell.name, path: spell.path, manaCost: spell.manaCost, threshold: spell.threshold, required: spell.required, sacred: spell.castingMode === "sacred" };
    },
  };
}
