import type { DiceExpr } from "../dice/expression";
import type { AttributeOrMagic } from "../rules/tables";
import type { Message } from "../play/messages";
import type { Situation } from "../spells/types";

/** How a line names a character or a note: `[[Note]]`, `[Name](path.md)` or `@Name`. */
export type NoteRef =
  | { kind: "wikilink"; target: string; display?: string }
  | { kind: "mdlink"; text: string; path: string }
  | { kind: "name"; name: string };

export type PoolTerm =
  | { kind: "attribute"; sign: 1 | -1; attribute: AttributeOrMagic }
  | { kind: "skill"; sign: 1 | -1; skill: string }
  | { kind: "number"; sign: 1 | -1; value: number };

export interface PoolSpec {
  terms: PoolTerm[];
  threshold: number;
  required: number;
  /** True when the line wrote T:S itself (otherwise the default 4:1). */
  explicitTS: boolean;
  /** The pool text as written, for the result line. */
  text: string;
}

export interface PoolSide {
  character: NoteRef | null;
  pool: PoolSpec;
}

export type RollSpec =
  | { type: "pool"; pool: PoolSpec }
  | { type: "sum"; expr: DiceExpr; text: string }
  | { type: "initiative"; characters: NoteRef[] }
  | { type: "spell"; spell: NoteRef }
  | { type: "survival" }
  | { type: "exhaustion"; dice: number }
  | { type: "opposed"; left: PoolSide; right: PoolSide }
  | { type: "extended"; pool: PoolSpec }
  /** Test Grupowy (l. 1099): each member its own test; passed − failed against the Próg Powodzenia. */
  | { type: "group"; goal: number; members: PoolSide[] };

export type RollOption =
  | { kind: "dice"; delta: number }
  | { kind: "easier"; steps: number }
  | { kind: "harder"; steps: number }
  | { kind: "double"; skill: string }
  | { kind: "prayer" }
  | { kind: "overcast"; levels: number }
  | { kind: "spend" }
  /** `dotyczy <sytuacja>`: the test is in a situation a held spell changes (Promień Harmonii: negocjacje +2k6). */
  | { kind: "situation"; situation: Situation }
  /**
   * `naucz <spell>` on an extended test: its success writes the spell into Zaklęcia (docs/en/rules.md "Between
   * sessions").
   */
  | { kind: "learn"; spell: NoteRef };

export interface RollLine {
  kind: "roll";
  line: number;
  source: string;
  label: string | null;
  character: NoteRef | null;
  roll: RollSpec;
  options: RollOption[];
}

export interface HeaderLine {
  kind: "header";
  line: number;
  source: string;
  character: NoteRef;
}

export interface ErrorLine {
  kind: "error";
  line: number;
  source: string;
  /** The problem in Polish (the CLI's default); `errorLineText(line, lang)` gives any language. */
  message: string;
  /** The problem as a message key, rendered in the reader's language. */
  problem?: Message;
  /** The text quotes the line: `Linia 3: „…”: problem.` */
  quoted?: boolean;
}

export type ParsedLine = RollLine | HeaderLine | ErrorLine;

export interface ParsedBlock {
  /** The block's `postać:` character, if any. */
  character: NoteRef | null;
  lines: ParsedLine[];
}

export function refName(ref: NoteRef): string {
  switch (ref.kind) {
    case "wikilink":
      return ref.display ?? ref.target;
    case "mdlink":
      return ref.text;
    case "name":
      return ref.name;
  }
}

/** Options of the ```hbm-roll``` grammar. */
export interface GrammarOptions {
  /** Character names and aliases the vault knows, for `@Name` (longest match wins). */
  knownNames?: readonly string[];
  /**
   * The same names folded (text/normalize fold), where the caller keeps them so already (the vault
   * index does): then no name is folded for the grammar (issue 30: a block's first render after an
   * index folded and sorted every character name). Either this or knownNames.
   */
  knownKeys?: ReadonlySet<string>;
}
