import { effectiveAttributes, inForce } from "../play";
import { msg, renderMessage } from "../play/messages";
import { fold } from "../text/normalize";
import type { VaultIndex } from "../vault/index";
import { instanceState } from "./instance";
import type { Fighter, Table } from "./resolve";

/**
 * Unique NPCs between fights (docs/en/encounters.md, unique characters; docs/en/notes.md
 * "Play state"): their lasting changes (Żywotność, a Runiczny Pancerz
 * lowered "trwale", conditions that outlast the scene, Mana spent) are kept in the
 * frontmatter key `npcs` of a campaign note, keyed by the stat block's link. The
 * next encounter that lists the NPC starts from them. The bestiary note is never
 * written.
 */
export interface KeptNpc {
  form?: number;
  health?: number;
  runicArmor?: number;
  mana?: number;
  conditions?: string[];
}

/** Kept states by the stat block's note path, with the key the campaign note spells it by and that note's path. */
export type KeptNpcs = Map<string, KeptNpc & { key: string; note: string }>;

export const NPCS_KEY = "npcs";
/** The campaign note's default path, from the vault's root (the plugin's setting, `hbm encounter --campaign`). */
export const DEFAULT_CAMPAIGN_NOTE = "Kampania.md";
/** The bestiary's own chapter of unique characters, and the tags a GM marks any stat block unique with. */
const UNIQUE_FOLDER = "postacie unikalne";
const UNIQUE_TAGS = ["unikalny", "unikalna", "unikalne", "unique", "postac-unikalna"];

/** A stat block is unique when it sits in the bestiary's "Postacie Unikalne" or is tagged so (#unikalny). */
export function isUnique(index: VaultIndex, path: string): boolean {
  const note = index.get(path);
  if (fold(path).includes(UNIQUE_FOLDER)) return true;
  return !!note && note.tags.some((t) => UNIQUE_TAGS.includes(fold(t)));
}

const nat = (v: unknown): number | undefined =>
  typeof v === "number" && Number.isInteger(v) && v >= 0
    ? v
    : typeof v === "string" && /^\s*\d+\s*$/.test(v)
      ? Number(v)
      : undefined;

/** The `npcs` value read: each key resolved to its stat block (through the index); what cannot be read is said. */
export function readKeptNpcs(
  value: unknown,
  resolve: (key: string) => string | null,
  note = DEFAULT_CAMPAIGN_NOTE,
  lang: "pl" | "en" = "pl",
): { kept: KeptNpcs; problems: string[] } {
  const kept: KeptNpcs = new Map();
  const problems: string[] = [];
  if (value === undefined || value === null) return { kept, problems };
  if (typeof value !== "object" || Array.isArray(value))
    return { kept, problems: [renderMessage(msg("fight.keptNotMap", { note }), lang)] };
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    const path = resolve(key);
    if (!path) {
      problems.push(renderMessage(msg("fight.keptUnknown", { note, key }), lang));
      continue;
    }
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
      problems.push(renderMessage(msg("fight.keptBadEntry", { note, key }), lang));
      continue;
    }
    const r = raw as Record<string, unknown>;
    const entry: KeptNpc & { key: string; note: string } = { key, note };
    for (const k of ["form", "health", "runicArmor", "mana"] as const) {
      const n = nat(r[k]);
      if (n !== undefined) entry[k] = n;
    }
    if (Array.isArray(r.conditions)) entry.conditions = r.conditions.map(String);
    kept.set(path, entry);
  }
  return { kept, problems };
}

/**
 * A unique NPC not yet in the fight, starting from its kept state (maxima in force cut it; Zapał full),
 * with the line that tells the GM so; null when the campaign note keeps nothing for it.
 */
export function keptState(
  f: Fighter,
  kept: KeptNpcs,
  ctx: { index: VaultIndex; lang?: "pl" | "en" },
): { fighter: Fighter; notice: string } | null {
  const k = f.kind === "npc" && f.path ? kept.get(f.path) : undefined;
  if (!k || !f.path || !isUnique(ctx.index, f.path)) return null;
  const record = {
    id: f.id,
    initiative: null,
    ...(k.health !== undefined ? { health: k.health } : {}),
    ...(k.mana !== undefined ? { mana: k.mana } : {}),
    conditions: k.conditions ?? [],
  };
  const state = instanceState(record, f.subject);
  const subject = { ...f.subject, state };
  const derived = inForce(subject, state);
  const e = effectiveAttributes(subject, state.conditions);
  const printed = derived.runicArmor ?? 0;
  const fighter: Fighter = {
    ...f,
    subject,
    state,
    derived,
    attributes: { body: e.body, mind: e.mind, soul: e.soul },
    runicArmor: k.runicArmor !== undefined ? Math.min(k.runicArmor, printed) : f.runicArmor,
  };
  const said = msg("fight.keptFrom", { name: f.name, note: k.note, health: state.health });
  return { fighter, notice: renderMessage(said, ctx.lang) };
}

/** What "Zakończ walkę" offers to keep: each unique NPC in the fight, by its stat block's link. */
export function keptAfter(
  table: Table,
  index: VaultIndex,
): Array<{ path: string; key: string; name: string; state: KeptNpc }> {
  const out: Array<{ path: string; key: string; name: string; state: KeptNpc }> = [];
  for (const f of table.fighters) {
    if (!f.record || f.kind !== "npc" || !f.path || !f.ref || !isUnique(index, f.path)) continue;
    if (out.some((o) => o.path === f.path)) continue;
    // Conditions timed in rounds of this fight or "do końca sceny" end with it; the others outlast it.
    const passing = new Set(
      f.state.effects
        .filter((e) => e.until === "scene" || e.until === "combat" || /^round \d+$/.test(e.until))
        .map((e) => e.name),
    );
    const state: KeptNpc = {
      form: f.form,
      health: f.state.health,
      conditions: f.state.conditions.filter((c) => !passing.has(c)),
    };
    if (f.derived.runicArmor !== null) state.runicArmor = f.runicArmor;
    if (f.derived.manaPool === "pool") state.mana = f.state.mana;
    out.push({ path: f.path, key: f.ref, name: f.name.replace(/ \d+$/, ""), state });
  }
  return out;
}

/**
 * Write kept states into a campaign note's frontmatter object (the store runs this
 * inside processFrontMatter): an entry for the same stat block under another
 * spelling of its link is replaced. Returns the old `npcs` value for undo.
 */
export function writeKept(
  fm: Record<string, unknown>,
  entries: ReadonlyArray<{ path: string; key: string; state: KeptNpc }>,
  resolve: (key: string) => string | null,
): { had: boolean; old: unknown } {
  const had = NPCS_KEY in fm;
  const old = had ? structuredClone(fm[NPCS_KEY]) : undefined;
  const current = fm[NPCS_KEY];
  const npcs: Record<string, unknown> =
    current && typeof current === "object" && !Array.isArray(current)
      ? { ...(current as Record<string, unknown>) }
      : {};
  for (const e of entries) {
    for (const key of Object.keys(npcs)) if (key !== e.key && resolve(key) === e.path) delete npcs[key];
    npcs[e.key] = structuredClone(e.state);
  }
  fm[NPCS_KEY] = npcs;
  return { had, old };
}

/** A GM command: forget one unique NPC's kept state. False when the note keeps none for it. */
export function resetKept(fm: Record<string, unknown>, path: string, resolve: (key: string) => string | null): boolean {
  const current = fm[NPCS_KEY];
  if (!current || typeof current !== "object" || Array.isArray(current)) return false;
  const npcs = { ...(current as Record<string, unknown>) };
  const keys = Object.keys(npcs).filter((k) => resolve(k) === path);
  if (!keys.length) return false;
  for (const k of keys) delete npcs[k];
  fm[NPCS_KEY] = npcs;
  return true;
}

export function restoreKept(fm: Record<string, unknown>, snapshot: { had: boolean; old: unknown }): void {
  if (snapshot.had) fm[NPCS_KEY] = structuredClone(snapshot.old);
  else delete fm[NPCS_KEY];
}

/** A kept-states key resolved to its stat block's path through the index. */
export function keptResolver(index: VaultIndex, fromPath = ""): (key: string) => string | null {
  return (key) => {
    const m = /^\[\[([^\]|#]+)/.exec(key.trim());
    const c = index.findCharacter(
      m ? { kind: "wikilink", target: (m[1] as string).trim() } : { kind: "name", name: key.trim() },
      fromPath,
    );
    return c && c.kind !== "pc" ? c.path : null;
  };
}
