import type { DamageKind, DamagePart } from "../rules/damage";
import type { Purchase } from "../rules/experience";
import type { CasterValues } from "../spells/formula";
import type { Gate, OvercastChoice, SpellDuration, SpellEffect } from "../spells/types";
import type { EffectUntil } from "./state";
import type { RolledExtended } from "./extended-test";
import type { CastSpell } from "./plan";

export type { CastSpell } from "./plan";

/** Which defence layers a hit skips, and overrides of the defences in force: a damage action's and a hit's. */
export interface HitLayers {
  /** Vulnerability (+) or resistance (−). */
  modifier?: number;
  ignoreArmor?: boolean;
  ignoreMagicDefence?: boolean;
  /** Skip one magic layer only; destroy the Magiczna Osłona first (Zamiar, rules/attack-options.ts). */
  ignoreRunic?: boolean;
  ignoreShield?: boolean;
  /** Zamiar's "Rozerwanie Osłony": the Magiczna Osłona (printed and a spell's) is destroyed before the hit. */
  breakShield?: boolean;
  /** Override the subject's Runiczny Pancerz / Magiczna Osłona / Pancerz in force (the damage dialog's fields). */
  runicArmor?: number;
  magicShield?: number;
  armor?: number;
  /** A second part of the hit with its own skips (a weapon's "dodatkowo 1k3 … ignorujące Pancerz"). */
  extra?: DamagePart;
}

/** An elixir as its note describes it (docs/en/notes.md "Elixirs"). */
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
  | ({ kind: "damage"; amount: number; damageKind?: DamageKind } & HitLayers)
  | { kind: "heal"; amount: number }
  | { kind: "adjust"; key: "health" | "mana" | "zeal"; delta: number }
  | { kind: "toggleCondition"; name: string; on?: boolean; until?: EffectUntil }
  | {
      kind: "cast";
      spell: CastSpell;
      overcast?: number;
      prayer?: boolean;
      spend?: boolean;
      rolled?: RolledCast;
      /** The GM's setting "tylko znane zaklęcia": refuse a PC's spell not in its Zaklęcia instead of warning. */
      onlyKnown?: boolean;
    }
  /** A prayer roll that is not a spell (`modlitwa | wydaj` on a pool line): the gates and 1 Zapał. */
  | { kind: "pray" }
  | { kind: "drink"; elixir: ElixirData; mode: "normal" | "quick" }
  | { kind: "rest"; which: "breather" | "short" | "long" }
  /**
   * The start of the subject's turn; `round` ends effects that last "until round N". With `of`, another combatant's
   * turn starts (its id): only the subject's effects held until that one's turn (`turnOf`) end.
   */
  | { kind: "startTurn"; round?: number; of?: string }
  | { kind: "survivalTest"; rolled?: { passed: boolean; faces: number[]; successes: number } }
  /**
   * Spend PD. A talent's "Wymagania" as its note writes them (null: the talent has
   * none, or the purchase is not a talent): apply() checks them itself.
   */
  | { kind: "buy"; purchase: Purchase; requirements: string | null }
  /**
   * A successful spell's effects on this one target (issue 26): damage through the damage
   * pipeline, healing, a Magiczna Osłona, conditions for a duration; the target's save rolled
   * with its own pool. Tests, stats and narrative effects come back as messages for the GM.
   */
  | {
      kind: "spellEffects";
      spell: { name: string; path?: string };
      /** The spell's effects (SpellNote.effects.effects, or spellEffects()). */
      effects: readonly SpellEffect[];
      /** The spell's duration (SpellNote.effects.duration): "until the spell ends" in rounds. */
      duration?: SpellDuration;
      /** The caster's successes in this cast: S of "caster" saves and the `successes` token. */
      casterSuccesses: number;
      /** The caster's values in force (casterValues(subject)). */
      caster: CasterValues;
      /** Overcast choices made at cast time, one per level taken. */
      overcast?: readonly OvercastChoice[];
      /** The encounter's round now, for durations in rounds; none outside a fight ("scene"). */
      round?: number;
      /** Whether the target's turn in this round has already begun (default true). */
      targetHasActed?: boolean;
      /** The Stan the caster picked, for an effect whose condition is "choice". */
      conditionChoice?: string;
      /** Gates the GM confirmed for this target ("jeśli cel nosi metalową zbroję"). */
      gates?: readonly Gate[];
      /** Whose side the target is on, for effects only for enemies or allies. */
      targetSide?: "enemy" | "ally" | "self";
      /**
       * `caster`: this subject is the caster, and only the effects whose recipient is the caster apply (Kradzież
       * Many's +2 Many): the cast paths act it once per cast, in the same step as the targets (casterPart()).
       */
      part?: "caster";
      /** The caster in the fight: its combatant id and whether its turn this round has begun ("casterNextTurn"). */
      casterTurn?: { id: string; begun: boolean };
    }
  /** "Koniec sceny"; `combat`: the end of a fight ("Zakończ walkę"), which also ends effects timed in its rounds. */
  | { kind: "endScene"; combat?: boolean }
  | { kind: "awardPd"; amount: number }
  /** docs/en/rules.md "Between sessions": one use of an Ekwipunek item with charges. */
  | { kind: "useCharge"; item: string }
  /** Handing n of an item to another character: the giver's half (`to` names the receiver). */
  | { kind: "giveItem"; item: string; quantity: number; to: string }
  /** The receiver's half; `line` is the giver's Ekwipunek line, added when the receiver has none. */
  | { kind: "receiveItem"; item: string; quantity: number; from: string; line: string }
  /** docs/en/rules.md Decision (brewing): the extended test "[Rozszerzony] Magia + Medycyna" with the GM's T:S. */
  | {
      kind: "brew";
      elixir: BrewElixir;
      doses: number;
      threshold: number;
      required: number;
      /** The GM waives the missing ingredients. */
      waiveMissing?: boolean;
      /** The listed ingredients are used up, success or failure (default); the GM may untick it. */
      useIngredients?: boolean;
      /** The GM lets a character without the Warzenie Eliksirów discipline brew. */
      override?: boolean;
      rolled?: RolledExtended;
    }
  /** Learning a spell (book l. 1095, docs/en/rules.md "Between sessions"): success writes it into Zaklęcia. */
  | {
      kind: "learnSpell";
      spell: LearnSpell;
      threshold: number;
      required: number;
      /** The practice's pool: Magia dice (default) or Dusza, + Zdolności Magiczne. */
      practice?: "magic" | "soul";
      /** The GM allows what the spell's requirements or the superspell rule refuse. */
      override?: boolean;
      rolled?: RolledExtended;
    };

/** An elixir as brewing needs it: its name and its `Składniki (na N dawek …)` list. */
export interface BrewElixir {
  name: string;
  ingredients: readonly string[];
  /** The N of "na N dawek"; null when the heading names none (the list is then for one dose). */
  ingredientDoses: number | null;
}

/** A spell as learning needs it: its note, and what its frontmatter `requirements` ask. */
export interface LearnSpell {
  name: string;
  path: string;
  /** The note that learns it (the link is written relative to it). */
  notePath: string;
  superspell: boolean;
  /**
   * The spell's school when it is neither Powszechne nor the character's discipline's (creation's
   * rule, catalog.ts isDisciplineSpell); null when it is one of the two, or it cannot be told.
   */
  otherSchool?: string | null;
  /** requirements.race / .talent / .discipline: any one of each list (empty: none asked). */
  requirements: { race: readonly string[]; talent: readonly string[]; discipline: readonly string[] };
}

export type ActionKind = Action["kind"];
