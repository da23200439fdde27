import type { Layer } from "../rules/damage";
import type { Derived } from "../rules/derived";
import type { AttributeKey } from "../rules/tables";
import type { Edit } from "./edits";
import type { Message } from "./messages";
import type { PlayState } from "./state";

/** Dice a transition rolled, for the result line and the roll log. */
export interface PlayRoll {
  label: string;
  /** The label as a message, for a reader in another language (a spell effect's dice); `label` is its Polish. */
  said?: Message;
  faces: number[];
  total?: number;
  threshold?: number;
  required?: number;
  successes?: number;
  passed?: boolean;
}

/** The one Transition of play: what apply() returns and a store commits. */
export interface Transition {
  ok: true;
  state: PlayState;
  edits: Edit[];
  messages: Message[];
  rolls: PlayRoll[];
  /** The derived values in force after the action (maxima for bars). */
  derived: Derived;
  /** The derived values in force before it (a store writes out values whose maximum moved). */
  before: Derived;
  /** Damage: what each layer took, and the defences left. */
  layers?: Layer[];
  defences?: { runicArmor: number; magicShield: number };
  /** Start of turn: the subject is dying and must now make its Test Przeżycia. */
  survivalTestDue?: boolean;
  /** Cast and survival test: whether the roll passed. */
  passed?: boolean;
}

export interface Refusal {
  ok: false;
  message: Message;
}

export type Outcome = Transition | Refusal;

/** Rules decisions a GM may change in the settings. */
export interface ApplyOptions {
  longRestRestoresZeal?: boolean;
  survivalPool?: { attribute: AttributeKey; skill: string };
}
