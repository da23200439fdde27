import { conditionSummary } from "./play/messages";
import { testEffects, type Effect } from "./play/state";
import { planPool, RollError } from "./roll/plan";
import type { Problem, RollCharacter } from "./roll/result";
import type { PoolSpec } from "./roll/types";
import { ATTACK_SKILLS, attackAt, type RollTest, type TestModifier } from "./rules/modifiers";
import { attributeName, skillAttribute } from "./rules/names";
import { movementIn } from "./rules/movement";
import { SKILLS, type AttributeOrMagic } from "./rules/tables";
import { buildSheet, rollCharacter, type Sheet } from "./sheet";
import type { VaultIndex } from "./vault/index";
import type { CharacterNote } from "./vault/model";
import { readWeapons, wholeDamage, type ReadWeapon } from "./weapons";

/**
 * What the sheet shows next to each button: the dice a test would roll,
 * worked out by the same planPool() the roll itself uses (docs/en/rules.md Tests:
 * pool = attribute + skill; Magia brings its dice), so a number on the sheet
 * can never differ from the roll it starts.
 */
export interface PoolLine {
  /** "Refleks", or the attribute's name for a bare attribute test. */
  name: string;
  attribute: AttributeOrMagic;
  attributeName: string;
  /** The skill's value (0: untrained); null for a bare attribute test. */
  skill: number | null;
  /** Dice rolled now, conditions included. */
  pool: number;
  /** Dice without conditions and lasting spells: `pool < basePool` means one of them lowers the test. */
  basePool: number;
  /**
   * The lasting spells' changes the roll applies to this test (Celność: T −1), in the planner's order; the sheet says
   * them in the roll's own words (roll/plan.ts modifierTexts: "Celność: +2k6, T −1").
   */
  held: TestModifier[];
  /** The line of the block grammar that rolls it (default 4:1). */
  roll: string;
  /** Why the character cannot make this test now (Nieprzytomny, Oślepiony for a shot), or null. */
  forbidden: Problem | null;
}

const spec = (text: string, terms: PoolSpec["terms"]): PoolSpec => ({
  terms,
  threshold: 4,
  required: 1,
  explicitTS: false,
  text,
});

/**
 * The pool a test would roll; a test the rules forbid now (an unconscious
 * character, a blinded one's shot) is not an error of the sheet: it is shown
 * with its reason, and the roll itself refuses it.
 */
function plan(
  character: RollCharacter,
  s: PoolSpec,
  test: RollTest,
): { dice: number; forbidden: Problem | null; modifiers: TestModifier[] } {
  try {
    const p = planPool(s, character, [], test);
    return { dice: p.dice, forbidden: null, modifiers: p.modifiers };
  } catch (e) {
    if (e instanceof RollError) return { dice: 0, forbidden: e.problem, modifiers: [] };
    throw e;
  }
}

/** Who rolls a sheet's lines, read once for all of them: the character now, unlowered, and its lasting spells. */
interface Rollers {
  now: RollCharacter;
  base: RollCharacter;
  spells: ReadonlySet<string>;
}

function rollers(sheet: Sheet, unlowered: Sheet, effects: readonly Effect[]): Rollers {
  // The roll's character (roll/vault-environment.ts): the effects in force, lasting spells' changes included.
  const inForce = testEffects(effects);
  return {
    now: { ...rollCharacter(sheet), ...inForce },
    base: { ...rollCharacter(unlowered), ...testEffects([]) },
    spells: new Set(inForce.held.map((h) => h.source)),
  };
}

function pools(
  r: Rollers,
  s: PoolSpec,
  test: RollTest = {},
): Pick<PoolLine, "pool" | "basePool" | "forbidden" | "held"> {
  const now = plan(r.now, s, test);
  return {
    pool: now.dice,
    basePool: plan(r.base, s, test).dice,
    forbidden: now.forbidden,
    held: now.modifiers.filter((m) => r.spells.has(m.source)),
  };
}

/** The same character's sheet with no conditions: what a test would roll were it not lowered. */
export function unloweredSheet(character: CharacterNote, index: VaultIndex | null, form: number): Sheet {
  return buildSheet({ ...character, state: { ...character.state, conditions: [] } }, index, form);
}

/** Every one of the 24 skills (trained or not) with its pool now (`effects`: those in force) and without conditions. */
export function skillPools(sheet: Sheet, unlowered: Sheet, effects: readonly Effect[] = []): PoolLine[] {
  const r = rollers(sheet, unlowered, effects);
  return SKILLS.map(({ name }) => {
    const s = spec(name, [{ kind: "skill", sign: 1, skill: name }]);
    const attribute = skillAttribute(name);
    return {
      name,
      attribute,
      attributeName: attributeName(attribute),
      skill: sheet.skills[name] ?? 0,
      ...pools(r, s),
      roll: `${name} 4:1`,
    };
  });
}

/** Bare attribute tests: Ciało, Umysł, Dusza and Magia (its dice). */
export function attributePools(sheet: Sheet, unlowered: Sheet, effects: readonly Effect[] = []): PoolLine[] {
  const r = rollers(sheet, unlowered, effects);
  return (["body", "mind", "soul", "magic"] as const).map((attribute) => {
    const name = attributeName(attribute);
    const s = spec(name, [{ kind: "attribute", sign: 1, attribute }]);
    return {
      name,
      attribute,
      attributeName: name,
      skill: null,
      ...pools(r, s),
      roll: `${name} 4:1`,
    };
  });
}

/** A weapon on the sheet: its damage formula and the attack test it uses (docs/en/rules.md Non-player characters and encounters: Attack). */
export interface WeaponLine {
  name: string;
  /** `+S`, `2+S`, `S+1k6`; null when neither the note nor the Ekwipunek line gives one. */
  damage: string | null;
  traits: string | null;
  ranged: boolean;
  /** The attack's skill: Walka Wręcz, or Umiejętności Strzeleckie for a ranged weapon. */
  skill: string;
  pool: number;
  basePool: number;
  held: TestModifier[];
  /** The block-grammar line that rolls the attack, labelled with the weapon. */
  roll: string;
  /**
   * What the attack is, for the one planner: ranged or melee, made with a weapon (Ognista Powłoka's T −1 on "ataki
   * zaczarowaną bronią"). The preview and the roll (`roll(path, line, test)`) both plan with it.
   */
  test: RollTest;
  forbidden: Problem | null;
}

/** A weapon note's traits say it is a ranged weapon ("Dystansowa (20 m)"). */
export function isRanged(traits: string | null): boolean {
  return /dystansow/i.test(traits ?? "");
}

/**
 * The weapons of a form as their authors wrote them (weapons.ts: Ekwipunek items, linked item
 * or artifact notes, earlier forms' weapons kept, talents that attack), in the note's order.
 */
export function weaponsOf(character: CharacterNote, formIndex: number, index: VaultIndex): ReadWeapon[] {
  return readWeapons(character, formIndex, index);
}

export function weaponLines(
  sheet: Sheet,
  unlowered: Sheet,
  weapons: ReturnType<typeof weaponsOf>,
  effects: readonly Effect[] = [],
): WeaponLine[] {
  const r = rollers(sheet, unlowered, effects);
  return weapons.map((w) => {
    const ranged = w.ranged || isRanged(w.traits);
    // The pool the author names ("atakuje Testem Magia (Umiejętności Strzeleckie)"), else Ciało + the skill.
    const skill = w.pool?.skill ?? ATTACK_SKILLS[ranged ? "ranged" : "melee"];
    const key = w.pool?.attribute ?? skillAttribute(skill);
    const attribute = attributeName(key);
    const s = spec(skill, [
      { kind: "attribute", sign: 1, attribute: key },
      { kind: "skill", sign: 1, skill },
    ]);
    // The label may not hold a colon (the grammar splits the label at the first one).
    const label = `Atak (${w.name.replace(/:/g, " ")})`;
    // An attack with the weapon at no one yet: the sheet knows no target.
    const test = attackAt(ranged, null, true);
    return {
      name: w.name,
      // The sheet shows the whole hit; the encounter rolls the extra part apart (weapons.ts).
      damage: wholeDamage(w),
      traits: w.traits,
      ranged,
      skill,
      ...pools(r, s, test),
      roll: `${label}: ${attribute} + ${skill} 4:1`,
      test,
    };
  });
}

/** Szybkość on the sheet: Ruch as rules/movement.ts works it out (the printed value or 10 m, conditions, spells). */
export function speedOf(
  printed: string | null | undefined,
  conditions: readonly string[],
  effects: readonly Effect[] = [],
): { text: string; by: string[] } {
  const m = movementIn(printed, conditions, effects);
  return { text: m.text, by: m.by };
}

/** A condition's rule text (Aneks A), for the chip a player taps. */
export function conditionRule(name: string, lang: "pl" | "en" = "pl"): string | null {
  return conditionSummary(name, lang);
}
