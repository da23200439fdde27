import type { App } from "obsidian";
import type { Subject } from "../../core/play";
import type { Derived } from "../../core/rules";
import type { RollResult } from "../../core/roll";
import {
  attributePools,
  skillPools,
  unloweredSheet,
  weaponLines,
  weaponsOf,
  type PoolLine,
  type WeaponLine,
} from "../../core/sheet-lines";
import { buildSheet, type Sheet } from "../../core/sheet";
import type { CharacterNote } from "../../core/vault/model";
import type { PluginHost } from "../host";

/** Everything one draw of the sheet reads, worked out once per update by the core. */
export interface SheetData {
  path: string;
  character: CharacterNote;
  sheet: Sheet;
  /** Subject in force (conditions, effects, overdose); null for a note the store cannot read. */
  subject: Subject | null;
  derived: Derived;
  /** A bestiary stat block: read-only, no PD shop, rests or tolerance. */
  npc: boolean;
  attributes: PoolLine[];
  skills: PoolLine[];
  weapons: WeaponLine[];
  form: number;
}

export function sheetData(plugin: PluginHost, path: string): SheetData | null {
  const index = plugin.vaultIndex.index;
  const character = index.get(path)?.character;
  if (!character) return null;
  const form = plugin.formOf(path);
  const sheet = buildSheet(character, index, form);
  const subject = plugin.actions.subject(path);
  const derived = subject ? plugin.actions.store.inForce(subject) : sheet.derived;
  // The previews plan with the effects in force, as the roll does (a lasting spell's change to a test).
  const effects = subject?.state.effects ?? [];
  // The pools are worked out when a tab first asks (issue 30: the header is drawn in a task of its own, without them).
  let base: Sheet | undefined;
  const unlowered = () => (base ??= unloweredSheet(character, index, form));
  let attributes: PoolLine[] | undefined;
  let skills: PoolLine[] | undefined;
  let weapons: WeaponLine[] | undefined;
  return {
    path,
    character,
    sheet,
    subject,
    derived,
    npc: character.kind === "npc-statblock",
    get attributes() {
      return (attributes ??= attributePools(sheet, unlowered(), effects));
    },
    get skills() {
      return (skills ??= skillPools(sheet, unlowered(), effects));
    },
    get weapons() {
      return (weapons ??= weaponLines(sheet, unlowered(), weaponsOf(character, form, index), effects));
    },
    form,
  };
}

/** What a result box shows: a roll, a refusal, or the lines an action wrote (a rest, initiative). */
export type Shown = { roll: RollResult; extra?: string[] } | { error: string } | { lines: string[]; title: string };

/** The view's services the parts use: the plugin, where to show a result, and the open/closed memory. */
export interface SheetUi {
  app: App;
  plugin: PluginHost;
  /** Show a result for this character (the last roll box). */
  show(path: string, shown: Shown): void;
  /** Remembered open/closed state of a details element or a rule text (kept across updates and restarts). */
  isOpen(key: string): boolean;
  setOpen(key: string, open: boolean): void;
}
