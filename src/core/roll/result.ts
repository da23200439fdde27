import type { SumResult } from "../dice/expression";
import type { PoolResult } from "../dice/pool";
import type { RandomSource } from "../dice/random";
import type { DyingState } from "../rules/dying";
import type { HeldTest } from "../rules/modifiers";
import { renderMessage, type Message } from "../play/messages";
import type { CastSpell } from "../play/plan";
import type { SpellEffects } from "../spells/types";
import type { Lang } from "../text/plural";
import type { NoteRef } from "./types";

export type Verdict = "Sukces" | "Porażka";

/** What a roll needs to know about a character; the rules module provides it. */
export interface RollCharacter {
  name: string;
  /** Attributes in force (conditions applied). */
  attributes: { body: number; mind: number; soul: number };
  magicDice: number;
  skills: Record<string, number>;
  initiative: number;
  maxSpellCost: number;
  mana: number;
  zeal: number;
  dying: DyingState | null;
  isPowerSource: boolean;
  /** Canonical talents and active conditions, for the prayer gates (docs/en/rules.md Decision); unknown when absent. */
  talents?: readonly string[];
  conditions?: readonly string[];
  /** Effects in force by name (Wyczerpanie tiers, Eliksir Osłabienia), for the test modifiers. */
  effects?: readonly string[];
  /** Lasting spells' changes to tests (play state's Effect.test), for the test modifiers. */
  held?: readonly HeldTest[];
  /** Tolerancja used against Tolerancja, for the overdose bands' test modifiers. */
  overdose?: { used: number; tolerance: number };
  /** Dice rolled for initiative (2 unless a stat block prints `4k6+22`). */
  initiativeDice?: number;
  /** `none` (Mana: Brak): cannot cast; `unlimited` (Nieograniczona): never spends. */
  manaPool?: "pool" | "none" | "unlimited";
  /** A stat block's listed spells (folded names and note paths): castable whatever their cost (docs/en/notes.md). */
  listedSpells?: readonly string[];
  /** A PC's Zaklęcia (folded names and note paths): casting another spell warns. */
  knownSpells?: readonly string[];
  /** A stat block's own casting text (docs/en/notes.md "Spells": Nil): any spell free, or none. */
  casting?: "any" | "none";
}

export interface RollSpell extends CastSpell {
  sacred: boolean;
  /** What the spell does to its targets (SpellNote.effects), where the reader has it (issue 26). */
  effects?: SpellEffects;
}

/** A problem a roll reports: a message key (rendered in the reader's language) or, from older callers, a ready text. */
export type Problem = string | Message;

export function isMessage(value: unknown): value is Message {
  return (
    !!value &&
    typeof value === "object" &&
    typeof (value as Message).key === "string" &&
    typeof (value as Message).params === "object"
  );
}

/** A problem as text in a language. */
export function problemText(problem: Problem, lang: Lang = "pl"): string {
  return typeof problem === "string" ? problem : renderMessage(problem, lang);
}

export interface RollEnvironment {
  rng: RandomSource;
  /** The Test Przeżycia pool, when the GM chose another than the rules' Decision (Ciało + Wytrzymałość). */
  survivalPool?: { attribute: "body" | "mind" | "soul"; skill: string };
  /** Resolve a character: from the line, else the block's, note's or active one. A string is an error. */
  character(ref: NoteRef | null): RollCharacter | Problem;
  spell(ref: NoteRef): RollSpell | Problem;
}

/** What a `wydaj` roll asks to be written to the character note. */
export interface SpendEffect {
  character: string;
  mana?: { before: number; after: number; cost: number };
  zeal?: { before: number; after: number; cost: number };
}

interface Base {
  label: string | null;
  character: string | null;
  /** The result as one line in the language the roll was made in; `rollText(result, lang)` gives any language. */
  text: string;
  spend?: SpendEffect;
  /** The pool as the line worked it out (`Ciało + Refleks`), for the text form. */
  description?: string;
}

/** A d6 pool test as every kind of result that rolls one shows it (a test, a spell, a Test Przeżycia). */
interface PoolTest {
  pool: number;
  threshold: number;
  required: number;
  faces: number[];
  successes: number;
  /** Successes a held spell added to the faces' ("premia +2 Sukcesów"); counted in `successes`. */
  bonus?: number;
  passed: boolean;
  verdict: Verdict;
  noDice?: boolean;
}

export type RollResult =
  | (Base &
      PoolTest & {
        type: "pool";
        noDice: boolean;
        prayerZeal?: number;
      })
  | (Base & { type: "sum"; faces: number[]; total: number; detail: SumResult; source?: string })
  | (Base & {
      type: "initiative";
      order: Array<{ name: string; initiative: number; faces: number[]; total: number; rollOffs: number[] }>;
    })
  | (Base &
      PoolTest & {
        type: "spell";
        spell: string;
        cost: number;
        unlimited?: boolean;
        prayerZeal?: number;
        excess?: number;
        overdrawn?: number;
        overcastTest?: PoolResult & { passed: boolean };
        /** Overcast levels paid for ("nadczaruj N"); their choices are made when the spell is applied. */
        overcast?: number;
        exhaustion?: { dice: number; faces: number[]; total: number; tier: string | null };
        /** Said with the result (play/messages.ts keys): a PC casting a spell not in its Zaklęcia. */
        warnings?: Message[];
      })
  | (Base &
      PoolTest & {
        type: "survival";
        outcome: string;
      })
  | (Base & {
      type: "exhaustion";
      dice: number;
      faces: number[];
      total: number;
      tier: string | null;
      effect: string | null;
    })
  | (Base & {
      type: "opposed";
      rounds: Array<{ left: PoolResult; right: PoolResult }>;
      winner: string | null;
      winnerSide?: "left" | "right" | null;
      unresolved: boolean;
      leftName?: string | null;
      rightName?: string | null;
      leftDescription?: string;
      rightDescription?: string;
    })
  | (Base & {
      type: "group";
      goal: number;
      members: Array<{
        name: string;
        description: string;
        threshold: number;
        required: number;
        faces: number[];
        successes: number;
        passed: boolean;
      }>;
      /** Members who passed minus those who failed (l. 1099). */
      net: number;
      passed: boolean;
    })
  | (Base & {
      type: "extended";
      rolls: PoolResult[];
      threshold: number;
      required: number;
      successes: number;
      passed: boolean;
      dice?: number;
    });

export type RollOutcome = { ok: true; result: RollResult } | { ok: false; message: string; problem: Problem };
