import {
  emptyState,
  frontmatterOf,
  inForce,
  stateInForce,
  subjectFromSheet,
  effectiveAttributes,
  type PlayState,
  type Subject,
} from "../play";
import { isRanged, weaponsOf as sheetWeapons } from "../sheet-lines";
import type { AttackPool, ExtraDamage } from "../weapons";
import { msg, renderMessage, type MessageId, type Params } from "../play/messages";
import type { Derived } from "../rules/derived";
import { refName, type NoteRef } from "../roll/types";
import { buildSheet, type Sheet } from "../sheet";
import { fold } from "../text/normalize";
import type { VaultIndex } from "../vault/index";
import { basenameOf } from "../vault/links";
import type { CharacterNote } from "../vault/model";
import { parseRoster, parseRosterLine, type AdHocStats, type RosterEntry } from "./grammar";
import { adHocSubject, instanceState } from "./instance";
import type { CombatantRecord, EncounterRecord } from "./record";

/** A weapon a combatant can attack with: its name and damage formula (`+S`, `2+S`, `S+1k6`), as its author wrote it (weapons.ts). */
export interface Weapon {
  name: string;
  damage: string;
  /** "ignorujących Pancerz". */
  ignoreArmor?: boolean;
  /** A part of each hit rolled apart with its own skips ("dodatkowo 1k3 … ignorujące Pancerz i Runiczny Pancerz"). */
  extra?: ExtraDamage;
  /** A ranged weapon (Dystansowa, Umiejętności Strzeleckie): it cannot parry. */
  ranged?: boolean;
  /** The attack test the author names ("atakuje Testem Magia (Umiejętności Strzeleckie)"). */
  pool?: AttackPool;
  /** Bare hands: no weapon a spell on "the enchanted weapon" changes. */
  unarmed?: boolean;
  /** Its "Cechy" as written ("Sięgająca (4 m), Spętanie - …"): Spętanie binds instead of wounding. */
  traits?: string;
}

/** One combatant, resolved: where it comes from, the play-state subject it is, and what is in force. */
export interface Fighter {
  id: string;
  name: string;
  kind: "pc" | "npc";
  /** What play's apply() acts on: build, base values and state. */
  subject: Subject;
  /** The derived values in force (conditions and effects applied). */
  derived: Derived;
  /** Ciało, Umysł, Dusza in force. */
  attributes: { body: number; mind: number; soul: number };
  skills: Readonly<Record<string, number>>;
  state: PlayState;
  /** Current Runiczny Pancerz and Magiczna Osłona (a hit wears them). */
  runicArmor: number;
  magicShield: number;
  /** The note it comes from (a PC's note holds its state); null for an ad-hoc NPC. */
  path: string | null;
  ref: string | null;
  form: number;
  weapons: Weapon[];
  spells: string[];
  magicDice: number;
  isPowerSource: boolean;
  /** The printed Szybkość ("10 m (w tym Lot)"); absent or null: the book's usual 10 m (rules/movement.ts). */
  speed?: string | null;
  /** Its record in the encounter; null while it is only listed in the block (it has not joined yet). */
  record: CombatantRecord | null;
  /** The inline stats of an ad-hoc NPC, as written. */
  adhoc?: string;
}

export interface Table {
  encounter: EncounterRecord | null;
  /** In turn order for those in the encounter, then those only listed in the block. */
  fighters: Fighter[];
  /** Problems in the context's language: bad block lines, unknown notes, an unreadable record. */
  problems: string[];
  /** What the GM is told, with nothing to fix: a unique NPC starting from its kept state (reconcile.ts fightTable). */
  notes?: string[];
}

export interface ResolveContext {
  index: VaultIndex;
  /** The note that holds the block (links resolve from it). */
  sourcePath: string;
  /** A PC's state when it is kept elsewhere than its note (memory store, `--advance`). */
  pcState?: (path: string) => PlayState | undefined;
  /** A PC note's frontmatter as it is now (the plugin's metadata cache): its state, effects included. */
  pcFrontmatter?: (path: string) => Readonly<Record<string, unknown>> | undefined;
  /** The language problems and notices are said in (Polish when absent). */
  lang?: "pl" | "en";
}

export function slug(name: string): string {
  return (
    fold(name)
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "x"
  );
}

export const refText = (ref: NoteRef): string =>
  ref.kind === "wikilink"
    ? `[[${ref.target}]]`
    : ref.kind === "mdlink"
      ? `[${ref.text}](${ref.path})`
      : `[[${ref.name}]]`;

/** The weapons the sheet shows (sheet-lines.ts), those with a damage formula. */
function weaponsOf(character: CharacterNote, formIndex: number, index: VaultIndex): Weapon[] {
  return sheetWeapons(character, formIndex, index).flatMap((w): Weapon[] => {
    if (!w.damage) return [];
    const weapon: Weapon = { name: w.name, damage: w.damage };
    if (w.ignoreArmor) weapon.ignoreArmor = true;
    if (w.extra) weapon.extra = w.extra;
    if (w.ranged || isRanged(w.traits)) weapon.ranged = true;
    if (w.pool) weapon.pool = w.pool;
    if (w.traits) weapon.traits = w.traits;
    return [weapon];
  });
}

/** A stat block's or PC's sheet, read without the note's own play state (an NPC instance's lives in the encounter). */
function sheetOf(character: CharacterNote, form: number, index: VaultIndex, isPc: boolean): Sheet {
  return buildSheet(isPc ? character : { ...character, state: { conditions: [] } }, index, form);
}

/** The fighter around a subject: what is in force for its state. */
function withSubject(
  base: Omit<Fighter, "subject" | "derived" | "attributes" | "skills" | "state" | "runicArmor" | "magicShield">,
  subject: Subject,
): Fighter {
  const derived = inForce(subject, subject.state);
  const e = effectiveAttributes(subject, subject.state.conditions);
  const record = base.record;
  return {
    ...base,
    subject,
    derived,
    attributes: { body: e.body, mind: e.mind, soul: e.soul },
    skills: subject.build.skills,
    state: subject.state,
    runicArmor: record?.runicArmor ?? derived.runicArmor ?? 0,
    magicShield: record?.magicShield ?? derived.magicShield ?? 0,
  };
}

interface Planned {
  id: string;
  name: string;
  entry: RosterEntry;
  form: number;
}

/** The roster's combatants with their ids: `pc-kamila-wrobel`, `goblin-1`, `straznik`. */
function plan(
  entries: RosterEntry[],
  ctx: ResolveContext,
  problems: string[],
): Array<Planned & { character: CharacterNote | null }> {
  const out: Array<Planned & { character: CharacterNote | null }> = [];
  const totals = new Map<string, number>();
  const named: Array<{ entry: RosterEntry; character: CharacterNote | null; base: string }> = [];
  const say = (key: MessageId, params: Params) => renderMessage(msg(key, params), ctx.lang);
  for (const entry of entries) {
    const at = { line: entry.line, source: entry.source.trim() };
    if (entry.kind === "adhoc") {
      named.push({ entry, character: null, base: entry.name });
      totals.set(slug(entry.name), (totals.get(slug(entry.name)) ?? 0) + entry.count);
      continue;
    }
    const character = ctx.index.findCharacter(entry.ref, ctx.sourcePath);
    if (!character) {
      problems.push(say("roster.unknownCharacter", { ...at, name: refName(entry.ref) }));
      continue;
    }
    if (!character.forms.some((f) => f.hasStats)) {
      problems.push(say("roster.noStats", { ...at, name: character.name }));
      continue;
    }
    if (entry.form !== null && entry.form >= character.forms.length) {
      problems.push(say("roster.noSuchForm", { ...at, name: character.name, n: character.forms.length }));
    }
    if (character.kind === "pc" && entry.count > 1) problems.push(say("roster.pcOnce", at));
    named.push({ entry, character, base: character.name });
    if (character.kind !== "pc")
      totals.set(slug(character.name), (totals.get(slug(character.name)) ?? 0) + entry.count);
  }
  const used = new Map<string, number>();
  for (const { entry, character, base } of named) {
    const form =
      entry.kind === "ref" && character && entry.form !== null && entry.form < character.forms.length ? entry.form : 0;
    if (character?.kind === "pc") {
      const id = `pc-${slug(character.name)}`;
      if (out.some((p) => p.id === id))
        problems.push(say("roster.alreadyIn", { line: entry.line, source: entry.source.trim(), name: character.name }));
      else out.push({ id, name: character.name, entry, form, character });
      continue;
    }
    const s = slug(base);
    const numbered = (totals.get(s) ?? 1) > 1;
    for (let i = 0; i < entry.count; i++) {
      const n = (used.get(s) ?? 0) + 1;
      used.set(s, n);
      out.push({ id: numbered ? `${s}-${n}` : s, name: numbered ? `${base} ${n}` : base, entry, form, character });
    }
  }
  return out;
}

const stripCount = (source: string): string => source.trim().replace(/^\d+\s*(?:×|x|X|\*|razy)\s*/, "");

function adhocOf(source: string): AdHocStats | null {
  try {
    const entry = parseRosterLine(source, 1);
    return entry?.kind === "adhoc" ? entry.stats : null;
  } catch {
    return null;
  }
}

function fighterFor(
  base: { id: string; name: string; form: number; record: CombatantRecord | null },
  character: CharacterNote | null,
  adhoc: { source: string; stats: AdHocStats } | null,
  ctx: ResolveContext,
): Fighter | null {
  const record = base.record;
  if (character) {
    const isPc = character.kind === "pc";
    const sheet = sheetOf(character, base.form, ctx.index, isPc);
    const empty = subjectFromSheet(sheet, emptyState());
    let state: PlayState;
    if (isPc)
      state =
        ctx.pcState?.(character.path) ??
        stateInForce(empty, ctx.pcFrontmatter?.(character.path) ?? frontmatterOf(character.state));
    else state = instanceState(record, empty);
    const subject: Subject = {
      ...empty,
      id: isPc ? character.path : base.id,
      name: isPc ? character.name : base.name,
      state,
    };
    return withSubject(
      {
        id: base.id,
        name: subject.name,
        kind: isPc ? "pc" : "npc",
        path: character.path,
        ref: `[[${basenameOf(character.path)}]]`,
        form: base.form,
        weapons: weaponsOf(character, base.form, ctx.index),
        spells: sheet.spells,
        magicDice: sheet.derived.magicDice,
        isPowerSource: sheet.isPowerSource,
        speed: character.forms[base.form]?.printed.speed?.raw ?? null,
        record,
      },
      subject,
    );
  }
  if (!adhoc) return null;
  const colon = adhoc.source.indexOf(":");
  const shell = adHocSubject(base.id, base.name, adhoc.stats, emptyState());
  const subject: Subject = { ...shell, state: instanceState(record, shell) };
  return withSubject(
    {
      id: base.id,
      name: base.name,
      kind: "npc",
      path: null,
      ref: null,
      form: 0,
      weapons: adhoc.stats.weapon ? [{ name: "Broń", damage: adhoc.stats.weapon }] : [],
      spells: [],
      magicDice: adhoc.stats.magic,
      isPowerSource: false,
      record,
      adhoc: adhoc.source.slice(colon + 1).trim(),
    },
    subject,
  );
}

/**
 * The table as the tracker shows it: the encounter's combatants in order (the
 * record is the truth once the fight began), then those the block lists that
 * have not joined yet.
 */
export function resolveTable(
  blockSource: string,
  encounter: EncounterRecord | null,
  ctx: ResolveContext,
  recordProblems: string[] = [],
): Table {
  const roster = parseRoster(blockSource, ctx.lang);
  const problems = [...roster.errors.map((e) => e.message), ...recordProblems];
  const planned = plan(roster.entries, ctx, problems);
  const fighters: Fighter[] = [];
  const inRecord = new Set<string>();
  for (const record of encounter?.combatants ?? []) {
    inRecord.add(record.id);
    const p = planned.find((x) => x.id === record.id);
    let character: CharacterNote | null = p?.character ?? null;
    if (!character && record.ref) {
      const m = /^\[\[([^\]|#]+)/.exec(record.ref);
      character = ctx.index.findCharacter(
        m ? { kind: "wikilink", target: (m[1] as string).trim() } : { kind: "name", name: record.ref },
        ctx.sourcePath,
      );
    }
    // An ad-hoc NPC keeps its stats in its record, so it survives an edit of the block.
    const adhocSource = record.ref
      ? null
      : record.adhoc !== undefined
        ? `${record.name ?? record.id}: ${record.adhoc}`
        : p?.entry.kind === "adhoc"
          ? stripCount(p.entry.source)
          : null;
    const stats = adhocSource ? adhocOf(adhocSource) : null;
    const f = fighterFor(
      { id: record.id, name: record.name ?? p?.name ?? record.id, form: record.form ?? p?.form ?? 0, record },
      character,
      stats && adhocSource ? { source: adhocSource, stats } : null,
      ctx,
    );
    if (f) fighters.push(f);
    else
      problems.push(
        renderMessage(
          record.ref
            ? msg("encounter.record.statsGoneNote", { name: record.name ?? record.id, ref: record.ref })
            : msg("encounter.record.statsGoneLine", { name: record.name ?? record.id }),
          ctx.lang,
        ),
      );
  }
  for (const p of planned) {
    if (inRecord.has(p.id)) continue;
    const adhoc = p.entry.kind === "adhoc" ? { source: stripCount(p.entry.source), stats: p.entry.stats } : null;
    const f = fighterFor({ id: p.id, name: p.name, form: p.form, record: null }, p.character, adhoc, ctx);
    if (f) fighters.push(f);
  }
  return { encounter, fighters, problems };
}

/** Fighters that are in the encounter, in turn order. */
export function inFight(table: Table): Fighter[] {
  return table.fighters.filter((f) => f.record !== null);
}

/** A fresh record for a fighter joining the encounter (the stat block's values are its maxima). */
export function newRecord(f: Fighter, initiative: number | null): CombatantRecord {
  const r: CombatantRecord = { id: f.id, initiative };
  if (f.ref) r.ref = f.ref;
  if (f.kind === "npc") {
    r.name = f.name;
    if (f.form) r.form = f.form;
    writeNpcState(r, f.state);
    if (f.adhoc) r.adhoc = f.adhoc;
  }
  return r;
}

/** An NPC instance's play state into its record in the `encounter` key (docs/en/rules.md (the vault's notes)); no `effects` key when none. */
export function writeNpcState(r: CombatantRecord, state: PlayState): void {
  r.health = state.health;
  r.mana = state.mana;
  r.zeal = state.zeal;
  r.conditions = [...state.conditions];
  r.dying = state.dying;
  if (state.effects.length) r.effects = structuredClone(state.effects);
  else delete r.effects;
  if (state.magicShield) r.spellShield = structuredClone(state.magicShield);
  else delete r.spellShield;
}
