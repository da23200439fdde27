/**
 * Spell effects as data (issue 26, item 1; docs/en/rules.md, Decision "spell effects").
 * Identifiers are English; Polish appears only as data the book uses (condition
 * and skill names) and in messages.ts.
 */
import type { Message } from "./messages";

/** The four attributes; `magic` in a pool means the caster's Magia dice. */
export type Attribute = "body" | "mind" | "soul" | "magic";

/** As docs/en/rules.md's damage pipeline uses them: Pancerz stops physical damage only. */
export type DamageType = "physical" | "magical" | "environmental";

/** Stany from Aneks A (docs/en/rules.md "Conditions"), plus Martwy, the play state that ends play. */
export type ConditionName =
  | "Przewrócony"
  | "Unieruchomiony"
  | "Obezwładniony"
  | "Nieprzytomny"
  | "Umierający"
  | "Ogłuszony"
  | "Oślepiony"
  | "Oszołomiony"
  | "Zatruty"
  | "Podpalony"
  | "Spowolniony"
  | "Przeklęty"
  | "Zauroczony"
  | "Koncentracja"
  | "Autorytet"
  | "Przerażony"
  | "Zamrożony"
  | "Martwy";

/**
 * The test a target makes against the spell: attribute + skill at T:S. `successes: "caster"`
 * is the book's "S równa liczbie wyrzuconych przez maga sukcesów". The effects that carry a
 * save apply only when it fails; effects of one spell with equal saves share one roll.
 */
export interface Save {
  attribute: Attribute;
  /** Canonical Polish skill name (docs/en/rules.md), e.g. "Refleks". */
  skill: string;
  threshold: number;
  successes: number | "caster";
  /** The book names the test by a Stan: "Test na Koncentrację" is Dusza (Determinacja), Aneks A. */
  via?: "Koncentracja";
}

/** When an effect happens; `cast` (the default) is once, when the spell succeeds. */
export type Timing =
  | "cast"
  /** At the start of each of the target's turns while the spell lasts. */
  | "targetTurnStart"
  | "targetTurnEnd"
  | "casterTurnStart"
  | "casterTurnEnd"
  /** When the effect's `trigger` happens, while the spell lasts. */
  | "trigger";

/** What sets off an effect with `timing: "trigger"` (messages.ts renders each). */
export type Trigger =
  | "entersArea"
  | "movesInArea"
  | "meleeAttacksHolder"
  | "aggressiveActionAgainstHolder"
  | "targetAction"
  | "targetCastsSpell"
  | "weaponHit";

/** How long a lasting effect holds when it is not a number of rounds. */
export type Until =
  /** As long as the spell (its `duration`, with the overcast rounds). */
  | "spell"
  /** Until the start of the holder's next turn. */
  | "targetNextTurn"
  /** Until the start of the caster's next turn. */
  | "casterNextTurn"
  | "combat";

/** A condition the GM confirms before the effect applies (the book's "jeśli cel jest …"). */
export type Gate =
  "metalArmor" | "infidel" | "undeadLowHealth" | "naturalSoil" | "damageOverSoulOrShieldBroken" | "isMage";

/** Who among the spell's targets an effect reaches; the spell's `targets` when absent. */
export type Among = "all" | "enemies" | "allies" | "aroundTarget";

interface EffectBase {
  /** `caster`: the effect goes to the caster (a drain's gain); `trigger`: to whoever set it off. */
  recipient?: "target" | "caster" | "trigger";
  among?: Among;
  save?: Save;
  timing?: Timing;
  trigger?: Trigger;
  gate?: Gate;
  /** A duration in rounds ("na trzy rundy"): the holder's next N turn starts (docs/en/rules.md). */
  rounds?: number;
  until?: Until;
}

export interface DamageEffect extends EffectBase {
  kind: "damage";
  /** damageBase grammar (formula.ts). */
  formula: string;
  damageType: DamageType;
  ignoresArmor: boolean;
  /** Skips Magiczna Osłona and Runiczny Pancerz ("ignoruje magiczne osłony"). */
  ignoresMagicDefence: boolean;
  /** "ignorujących … wszystkie odporności". */
  ignoresResistances?: boolean;
}

export interface HealEffect extends EffectBase {
  kind: "heal";
  formula: string;
  /** What is regained; Żywotność when absent. */
  resource?: "health" | "zeal";
}

export interface ShieldEffect extends EffectBase {
  kind: "shield";
  /** Points of Magiczna Osłona (`magicShield` play state); "0" with `mode: "break"`. */
  formula: string;
  /** `break` ends the target's Magiczna Osłona; `set` (default) raises one. */
  mode?: "set" | "break";
  /** One pool for everyone inside (Bańka Ochronna) instead of one per target. */
  shared?: boolean;
}

export interface ConditionEffect extends EffectBase {
  kind: "condition";
  /** `choice`: the caster picks the Stan when casting. */
  condition: ConditionName | "choice";
  /** `apply` (default); `remove` ends it; `immune` keeps it off while the spell lasts. */
  mode?: "apply" | "remove" | "immune";
}

/** Tests an effect changes; every field present must hold. */
export interface TestScope {
  skills?: string[];
  attributes?: Attribute[];
  /** Attacks: `ranged`, `melee`, `weapon` (with the enchanted weapon), `all`. */
  attacks?: "ranged" | "melee" | "weapon" | "all";
  /** Tests others make against the holder (attacks at it, aggressive actions). */
  againstHolder?: boolean;
  /** Casting a spell. */
  casting?: boolean;
  /** A situation the GM judges (romance, lies, cooperation, …): messages.ts renders it. */
  situation?: Situation;
}

/** The situations a test may be in (a spell's `situation` scope; the block's `dotyczy`). */
export const SITUATIONS = [
  "puzzles",
  "truth",
  "cooperation",
  "romance",
  "negotiation",
  "resistMagic",
  "aggressive",
] as const;
export type Situation = (typeof SITUATIONS)[number];

export interface TestEffect extends EffectBase {
  kind: "test";
  on: TestScope;
  /** Dice added to (or taken from) the pool. */
  dice?: number;
  /** Steps of T: −1 is "o jeden stopień prostsze". */
  threshold?: number;
  /** A cap on the changed T ("do maksymalnie Trudności równej 6"). */
  maxThreshold?: number;
  /** Change to the required successes S ("wymagają dwóch Sukcesów więcej"). */
  required?: number;
  /** Successes added to the result ("premia +2 Sukcesów"). */
  bonusSuccesses?: number;
  /** The test cannot be made (or fails automatically). */
  blocked?: boolean;
}

/** A number on the holder that is not a test: Pancerz, Ruch, Inicjatywa, Mana, weapon damage. */
export interface StatEffect extends EffectBase {
  kind: "stat";
  stat: "armor" | "speed" | "initiative" | "mana" | "maxSpellCost" | "weaponDamage" | "damageTaken";
  add?: number;
  multiply?: number;
  /** weaponDamage: the kind the weapon now deals, and whether it skips Pancerz. */
  damageType?: DamageType;
  ignoresArmor?: boolean;
  /** weaponDamage: only in melee. */
  melee?: boolean;
  /**
   * Holds only while the holder stays in the spell's area (Gradobicie's Trudny Teren, Ruchome Piaski): play holds it
   * on each target for the spell's rounds and says so; the GM ends it early for one who leaves the area.
   */
  inArea?: boolean;
}

export interface NoneEffect extends EffectBase {
  kind: "none";
  reason: NoneReason;
}

export type NoneReason =
  | "narrative"
  | "movement"
  | "summon"
  | "object"
  | "gmDecides"
  | "wall"
  | "ritual"
  | "ritualDamage"
  | "comparison"
  | "weapon"
  | "madness"
  | "panic"
  | "loseAction";

export type SpellEffect =
  DamageEffect | HealEffect | ShieldEffect | ConditionEffect | TestEffect | StatEffect | NoneEffect;

export type EffectKind = SpellEffect["kind"];

export type Targets =
  | { kind: "self" }
  | { kind: "one"; selfAllowed?: boolean }
  /** `count` absent: the note leaves it to the caster and the GM. */
  | { kind: "several"; count?: number; selfAllowed?: boolean }
  | { kind: "area"; shape: string; among: Exclude<Among, "aroundTarget">; centredOnCaster?: boolean }
  /** A held weapon or item: its effects go to the one who holds it. */
  | { kind: "object"; text: string }
  | { kind: "none" };

export type SpellDuration =
  | { kind: "instant" }
  | { kind: "rounds"; rounds: number }
  /** Hours, days, "do następnego świtu", a trigger: as written. */
  | { kind: "text"; text: string }
  | { kind: "none" };

/** One thing an overcast level may add, chosen at cast time. */
export type OvercastChoice =
  | { add: "damage"; formula: string }
  | { add: "heal"; formula: string; resource?: "health" | "zeal" }
  | { add: "shield"; formula: string }
  | { add: "rounds"; rounds: number }
  | { add: "saveSuccesses"; formula: string }
  | { add: "targets"; count: number }
  | { add: "dice"; dice: number; skills?: string[]; attributes?: Attribute[] }
  | { add: "armor"; amount: number }
  | { add: "initiative"; amount: number }
  | { add: "mana"; amount: number }
  | { add: "maxSpellCost"; amount: number }
  | { add: "removeCondition" }
  | { add: "ignoresArmor" }
  | { add: "narrative"; text: string };

export interface OvercastOption {
  /** The note's text, as written. */
  text: string;
  repeatable: boolean;
  cost: number;
  /** One of these per overcast level (" lub " in the text). */
  choices: Array<OvercastChoice & { levels: number }>;
}

export interface SpellEffects {
  source: "note" | "built-in";
  effects: SpellEffect[];
  overcast: OvercastOption[];
  targets: Targets;
  duration: SpellDuration;
  diagnostics: Message[];
}

/** One spell of the built-in table (table/*.ts), keyed by its note's path in the vault. */
export interface TableEntry {
  path: string;
  /** The note's `# ` heading. */
  name: string;
  effects: SpellEffect[];
  /** Overrides the targets read from the note's `target` and `range`. */
  targets?: Targets;
  /**
   * The description leaves part of the spell to the GM (a diagnostic says so). What it leaves is written
   * in English in a comment above the flag, for developers: no player reads it, so main.js does not
   * carry it (issue 30).
   */
  partial?: true;
}
