/**
 * Spell effects as data (issue 26, item 1): types, the damageBase formula grammar, the note's
 * schema fields and the built-in table for the vault's spells, and spellEffects().
 */
export type * from "./types";
export { effectAmount, spellEffects, tableEntry } from "./effects";
export {
  evaluateFormula,
  formulaParts,
  hasDice,
  isFormula,
  parseFormula,
  rollFormula,
  FormulaError,
  type CasterValues,
  type FormulaContext,
  type FormulaNode,
  type FormulaRoll,
  type TargetValues,
} from "./formula";
export { MESSAGE_IDS, msg, type Message, type SpellMessageId } from "./messages";
export { ATTRIBUTE_NAMES, CONDITION_STEMS, CONDITIONS, SKILLS, attributeOf, conditionOf, skillOf } from "./names";
export { readDuration, readOvercast, readTargets, schemaFilled } from "./note";
export { readChoice, readOvercastOption } from "./overcast";
export { SPELL_TABLE } from "./table";
