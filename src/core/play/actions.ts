import type { DamageKind } from "../rules/damage";
import type { Purchase } from "../rules/experience";
import type { EffectUntil } from "./state";

/** A spell as a cast needs it (from a spell note, or a stat block's list). */
export interface CastSpell {
  name: string;
  /** The spell note's path, to match a stat block's listed spells. */
  path?: string;
  manaCost: number;
  threshold: number;
  required: number;
}

/** An elixir as its note describes it (docs/en/rules.md (the vault's notes) "Elixirs"). */
export interface ElixirData {
  name: string;
  power: number | null;
  /** Działanie normalne / Działanie szybkie, as written. */
  normal: string;
  quick: string;
  /** The Przedawkowanie list: "5 dawek: …". */
  overdose: readonly string[];
}

/** A spell test rolled elsewhere (a block line): apply() uses these dice instead of rolling. */
export interface RolledCast {
  passed: boolean;
  successes: number;
  required: number;
  faces: number[];
  /** The Wyczerpanie Many roll of the overdrawn points, when there was one. */
  exhaustion?: { dice: number; faces: number[]; total: number } | null;
}

export type Action =
  | {
      kind: "damage";
      amount: number;
      damageKind?: DamageKind;
      /** Vulnerability (+) or resistance (−). */
      modifier?: number;
      ignoreArmor?: boolean;
      ignoreMagicDefence?: boolean;
      /** Override the subject's Runiczny Pancerz / Magiczna Osłona / Pancerz in force (the damage dialog's fields). */
      runicArmor?: number;
      magicShield?: number;
      armor?: number;
    }
  | { kind: "heal"; amount: number }
  | { kind: "adjust"; key: "health" | "mana" | "zeal"; delta: number }
  | { kind: "toggleCondition"; name: string; on?: boolean; until?: EffectUntil }
  | { kind: "cast"; spell: CastSpell; overcast?: number; prayer?: boolean; spend?: boolean; rolled?: RolledCast }
  /** A prayer roll that is not a spell (`modlitwa | wydaj` on a pool line): the gates and 1 Zapał. */
  | { kind: "pray" }
  | { kind: "drink"; elixir: ElixirData; mode: "normal" | "quick" }
  | { kind: "rest"; which: "breather" | "short" | "long" }
  /** The start of the subject's turn; `round` ends effects that last "until round N". */
  | { kind: "startTurn"; round?: number }
  | { kind: "survivalTest"; rolled?: { passed: boolean; faces: number[]; successes: number } }
  /**
   * Spend PD. A talent's "Wymagania" as its note writes them (null: the talent has
   * none, or the purchase is not a talent): apply() checks them itself.
   */
  | { kind: "buy"; purchase: Purchase; requirements: string | null }
  | { kind: "endScene" }
  | { kind: "awardPd"; amount: number }
  /** rules.md "Between sessions": one use of an Ekwipunek item with charges. */
  | { kind: "useCharge"; item: string }
  /** Handing n of an item to another character: the giver's half (`to` names the receiver). */
  | { kind: "giveItem"; item: string; quantity: number; to: string }
  /** The receiver's half; `line` is the giver's Ekwipunek line, added when the receiver has none. */
  | { kind: "receiveItem"; item: string; quantity: number; from: string; line: string };

export type ActionKind = Action["kind"];
