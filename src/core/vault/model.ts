import type { Effect, MagicShieldState } from "../play/state";
import type { SpellEffects } from "../spells/types";
import type { DyingState } from "../rules/dying";
import type { Diagnostic } from "./diagnostics";
import type { FoundLink } from "./markdown";

export interface AttributeValues {
  body: number | null;
  mind: number | null;
  soul: number | null;
  /** Poziom Mocy 0–10 (0 is the strongest). */
  powerLevel: number | null;
}

export type PrintedKey = "health" | "mana" | "armor" | "runicArmor" | "magicShield" | "initiative" | "zeal" | "speed";

export interface PrintedValue {
  raw: string;
  /** The number in force; null for `-`, `Brak`, `Nieograniczona`, empty or a non-numeric value. */
  value: number | null;
  /** `Brak`/`-`: the character has none; `Nieograniczona`: unlimited (docs/en/notes.md). */
  special?: "none" | "unlimited";
  /** Inicjatywa only: the dice printed (`4k6+22` → 4). */
  dice?: number;
}

export interface SkillLine {
  skill: string;
  bonus: number;
  total: number | null;
  /** Written as the total alone (`Zdolności Magiczne (Magia) 12`): the bonus is worked out from the attribute. */
  absolute?: true;
  line?: number;
}

export interface TalentEntry {
  name: string;
  /** Canonical name through the alias list, without the "(…)" specialisation. */
  canonical: string;
  count: number;
  link?: FoundLink;
  note?: string;
  line?: number;
}

export interface RefEntry {
  name: string;
  link?: FoundLink;
  note?: string;
  quantity: number;
  /** Weapon damage written next to the item in the note, e.g. `2+S`. */
  damage?: string;
  /** Other bold-labelled sub-bullets of the item (`**Ładunki:** 4`, `**Cechy:** …`), by label. */
  properties?: Record<string, string>;
  line?: number;
}

export interface CharacterForm {
  /** `Forma I - …` for multi-form stat blocks; null for a single form. */
  name: string | null;
  attributes: AttributeValues;
  /**
   * A stat block's Magia printed as a bare number: the number of Magia dice
   * (docs/en/notes.md); `attributes.powerLevel` then holds the level it reads as.
   */
  magicDice?: number;
  /** Whether the attributes table has any value at all. */
  hasStats: boolean;
  printed: Partial<Record<PrintedKey, PrintedValue>>;
  skills: Record<string, number>;
  skillLines: SkillLine[];
  talents: TalentEntry[];
  spells: RefEntry[];
  equipment: RefEntry[];
  /**
   * The form's own text about casting (docs/en/notes.md "Spells": Nil): `any` = "dowolne zaklęcie … bez
   * Testu i bez kosztu Many"; `none` = "nie rzuca zaklęć". Absent: it casts what it lists.
   */
  casting?: "any" | "none";
}

export interface PlayState {
  health?: number;
  mana?: number;
  zeal?: number;
  conditions: string[];
  elixirTolerance?: number;
  experience?: number;
  dying?: DyingState;
  /** Timed effects (docs/en/notes.md "Play state"): spells' conditions for N rounds, scene- and rest-long effects. */
  effects?: Effect[];
  /** A spell's Magiczna Osłona while it is up (docs/en/notes.md "Play state", `magicShield`). */
  magicShield?: MagicShieldState;
}

export interface CharacterNote {
  path: string;
  name: string;
  kind: "pc" | "npc-statblock";
  aliases: string[];
  details: {
    race: { text: string; link?: FoundLink } | null;
    discipline: { text: string; link?: FoundLink } | null;
    year: number | null;
    player: string | null;
    raw: Record<string, string>;
  };
  forms: CharacterForm[];
  state: PlayState;
  /** The frontmatter could not be read: the note is never written. */
  frontmatterError: string | null;
  diagnostics: Diagnostic[];
}

export interface SpellNote {
  path: string;
  /** The Polish name from the first `# ` heading; the file name otherwise. */
  name: string;
  fileName: string;
  manaCost: number | null;
  threshold: number | null;
  required: number | null;
  castingMode: string;
  school: string;
  deity: string;
  nonCombatOnly: boolean;
  isSuperspell: boolean;
  /** The frontmatter's `requirements` lists (race, talent, discipline); empty lists when none. */
  requirements: { race: string[]; talent: string[]; discipline: string[] };
  overcastOptions: Array<{ text: string; repeatable: boolean; cost: number }>;
  description: string;
  /** Zasięg as a player reads it: "5 m", "Na siebie", "Dotyk", or the note's own text; null when absent. */
  range: string | null;
  /** Czas trwania as written ("Natychmiastowe", "2 rundy"); null when absent. */
  duration: string | null;
  /** What the spell does, as data (spells/effects.ts): source, effects, overcast, targets, duration. */
  effects: SpellEffects;
  diagnostics: Diagnostic[];
}

export interface Elixir {
  name: string;
  path: string;
  normal: string;
  quick: string;
  power: number | null;
  overdose: string[];
  ingredients: string[];
  /** The N of `Składniki (na N dawek …)`; absent when the heading names none. */
  ingredientDoses?: number;
  line?: number;
}

export interface Requirement {
  kind: "attribute" | "skill" | "race" | "discipline" | "talent" | "other";
  name: string;
  min?: number;
  text: string;
}

export interface TalentNote {
  path: string;
  name: string;
  canonical: string;
  aliases: string[];
  /** Each inner list is a set of alternatives ("lub"); all outer entries are required ("," = and). */
  requirements: Requirement[][];
  requirementText: string | null;
  text: string;
  diagnostics: Diagnostic[];
}

export interface RaceNote {
  path: string;
  name: string;
  aliases: string[];
  attributePoints: number | null;
  skillPoints: number | null;
  fixedSkills: Record<string, number>;
  freeTalents: string[];
  /** The same, as written with their choice ("Czuły Zmysł (Słuch)"): the creation wizard fixes that choice. */
  freeTalentsWritten: string[];
  disciplines: string[];
  diagnostics: Diagnostic[];
}

export interface ItemNote {
  path: string;
  name: string;
  kind: "weapon" | "armor" | "shield" | "gear";
  armorPoints: number | null;
  damage: string | null;
  requirements: string | null;
  traits: string | null;
  price: string | null;
  diagnostics: Diagnostic[];
}
