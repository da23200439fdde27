/**
 * The shape of a message catalogue, shared by the play catalogue (play/messages.ts, whose renderMessage is
 * the one renderer), the spell data's (spells/messages.ts) and the `hbm` command's (pkg/hbm/src/strings.ts).
 * Types only: the catalogues import it without importing one another.
 */
import type { Nouns } from "./plural";

/** A message's parameters, substituted for `{name}` in its text. */
export type Params = Record<string, string | number>;

/** A catalogue: its keys in Polish and English, and the nouns its `{n:noun}` count beyond plural.ts NOUNS. */
export type MessageTables<K extends string> = Readonly<Record<"pl" | "en", Readonly<Record<K, string>>>> & {
  readonly nouns?: Nouns;
};
