import { effectsOf } from "./talent-effects";
import { CONDITIONS, DERIVED, MAGIC_TABLE, POWER_LEVEL, POWER_SOURCE } from "./tables";

export interface BuildInput {
  attributes: { body: number; mind: number; soul: number; powerLevel: number };
  skills: Readonly<Record<string, number>>;
  /** Canonical talent names with how many times each was taken. */
  talents: ReadonlyArray<{ canonical: string; count: number }>;
  /** Armour points of the worn armour; null when none is worn. */
  wornArmor: number | null;
  conditions: readonly string[];
  isPowerSource: boolean;
}

export interface Derived {
  maxHealth: number;
  initiative: number;
  maxZeal: number;
  maxMana: number;
  maxSpellCost: number;
  magicDice: number;
  armor: number;
  elixirTolerance: number;
  /** Runiczny Pancerz: flat reduction before Magiczna Osłona; null when the character has none. */
  runicArmor: number | null;
  /** Magiczna Osłona (Osłona Magiczna): absorbs point for point; null when none. */
  magicShield: number | null;
  /** Dice rolled for initiative: 2 (2k6) unless a stat block prints otherwise (`4k6+22`). */
  initiativeDice: number;
  /**
   * How Mana works for this character: a daily pool of `maxMana`; `none` (stat block `Brak`: no
   * casting, maxMana 0); `unlimited` (`Nieograniczona`: never spent, shown as ∞; maxMana 0).
   */
  manaPool: "pool" | "none" | "unlimited";
}

export interface DerivedResult {
  derived: Derived;
  /** The attributes in force after conditions (Zatruty, Przeklęty: −1 each, stacking; Magia weaker). */
  effective: BuildInput["attributes"];
  /** What changed the numbers, in Polish, for the sheet. */
  notes: string[];
}

export function talentCount(talents: BuildInput["talents"], name: string): number {
  return talents.filter((t) => t.canonical === name).reduce((s, t) => s + t.count, 0);
}

export function magicRow(level: number) {
  const clamped = Math.min(POWER_LEVEL.weakest, Math.max(POWER_LEVEL.strongest, level));
  return MAGIC_TABLE[clamped] as (typeof MAGIC_TABLE)[number];
}

/**
 * A stat block's Magia dice count read as a level (docs/en/notes.md): the strongest
 * level with at most that many dice; 6 or more dice is level 0.
 */
export function levelForDice(dice: number): number {
  const row = MAGIC_TABLE.find((r) => r.dice <= dice);
  return row ? row.level : POWER_LEVEL.weakest;
}

/**
 * Magia dice in force for a stat block that prints a dice count: the printed
 * count, lowered by as many dice as the table loses between the printed
 * level and the level conditions make it (Zatruty: one level weaker).
 */
export function statBlockDice(printedDice: number, level: number, effectiveLevel: number): number {
  const lost = magicRow(level).dice - magicRow(effectiveLevel).dice;
  return Math.max(0, printedDice - lost);
}

/** Attributes lowered by active conditions; each such condition stacks. */
export function applyConditions(
  attributes: BuildInput["attributes"],
  conditions: readonly string[],
): { effective: BuildInput["attributes"]; notes: string[] } {
  let penalty = 0;
  let magic = 0;
  const notes: string[] = [];
  for (const name of conditions) {
    const c = CONDITIONS.find((x) => x.name === name);
    if (!c) continue;
    if (c.attributePenalty) penalty += c.attributePenalty;
    if (c.magicPenalty) magic += c.magicPenalty;
    if (c.attributePenalty || c.magicPenalty)
      notes.push(
        `${c.name}: Ciało, Umysł i Dusza −${c.attributePenalty ?? 0}, Magia o ${c.magicPenalty ?? 0} poziom słabsza.`,
      );
  }
  return {
    effective: {
      body: Math.max(0, attributes.body - penalty),
      mind: Math.max(0, attributes.mind - penalty),
      soul: Math.max(0, attributes.soul - penalty),
      powerLevel: Math.min(POWER_LEVEL.weakest, attributes.powerLevel + magic),
    },
    notes,
  };
}

/** docs/en/rules.md "Derived values", every number from the tables; talents from TALENT_EFFECTS. */
export function computeDerived(input: BuildInput): DerivedResult {
  const { effective, notes } = applyConditions(input.attributes, input.conditions);
  const row = magicRow(effective.powerLevel);
  const initiativeSkills = DERIVED.initiativeSkills.reduce((s, k) => s + (input.skills[k] ?? 0), 0);
  const endurance = input.skills["Wytrzymałość"] ?? 0;
  let initiative = effective.mind + initiativeSkills;
  let armor = input.wornArmor ?? 0;
  let enduranceMultiplier = 1;
  let healthMultiplier = 1;
  for (const e of effectsOf(input.talents)) {
    const fx = e.effect;
    if (fx.kind === "initiativePerTake") initiative += fx.bonus * e.count;
    else if (fx.kind === "armorWithoutArmor" && input.wornArmor === null) armor = fx.armor;
    else if (fx.kind === "enduranceMultiplier") enduranceMultiplier = fx.multiplier;
    else if (fx.kind === "healthMultiplier") healthMultiplier = fx.multiplier;
  }
  const source = input.isPowerSource;
  if (source) notes.push("Źródło Mocy: dwukrotna Mana i Maksymalny Koszt Zaklęcia, ale nie może rzucać zaklęć.");
  return {
    derived: {
      maxHealth:
        DERIVED.healthPerAttributePoint * (effective.body + effective.mind + effective.soul) * healthMultiplier,
      initiative,
      maxZeal: Math.ceil(effective.soul / DERIVED.zealDivisor),
      maxMana: row.dailyMana * (source ? POWER_SOURCE.manaMultiplier : 1),
      maxSpellCost: row.maxSpellCost * (source ? POWER_SOURCE.maxCostMultiplier : 1),
      magicDice: row.dice,
      armor,
      elixirTolerance: effective.body + endurance * enduranceMultiplier,
      runicArmor: null,
      magicShield: null,
      initiativeDice: DERIVED.initiativeDice.count,
      manaPool: "pool",
    },
    effective,
    notes,
  };
}

export function isPowerSourceDiscipline(discipline: string | null | undefined): boolean {
  if (!discipline) return false;
  const d = discipline.toLowerCase();
  return POWER_SOURCE.names.some((n) => d.includes(n.toLowerCase()));
}
