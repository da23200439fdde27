/** The built-in table: one entry per spell note of the vault, keyed by the note's path. */
import type { TableEntry } from "../types";
import { ACADEMIC_ARCANE } from "./academic-arcane";
import { ACADEMIC_ELEMENTS } from "./academic-elements";
import { CRIMSON_ELDRITCH } from "./crimson-eldritch";
import { GENERAL } from "./general";
import { SACRED_1 } from "./sacred-1";
import { SACRED_2 } from "./sacred-2";

export const SPELL_TABLE: readonly TableEntry[] = [
  ...ACADEMIC_ELEMENTS,
  ...ACADEMIC_ARCANE,
  ...GENERAL,
  ...CRIMSON_ELDRITCH,
  ...SACRED_1,
  ...SACRED_2,
];
