import { readRef } from "../roll/refs";
import type { NoteRef } from "../roll/types";
import { findAttribute, findSkill } from "../rules/names";
import { fold } from "../text/normalize";
import { msg, renderMessage, type Message, type MessageId, type Params } from "../play/messages";

/**
 * The ```hbm-walka``` block: who takes part in an encounter, one per line.
 *
 *   [[Kamila Wróbel]]                      a PC (or any character note) by link
 *   3× [[Goblin]]                          three instances of a stat block
 *   [[Karolina Fey]] | forma 2             a multi-form stat block in its second form
 *   Strażnik: Ciało 3, Umysł 2, Dusza 2, Żywotność 12, Pancerz 1    an ad-hoc NPC
 *   # a comment
 *
 * Every problem becomes a message (problem-messages.ts, Polish or English) that quotes the line;
 * the other lines still work.
 */

export const MAX_ROSTER_LINES = 100;
/** More copies than any table needs; also keeps a typo (`300× [[Goblin]]`) from flooding the tracker. */
export const MAX_COPIES = 30;

export interface AdHocStats {
  body: number;
  mind: number;
  soul: number;
  /** Magia dice, as a stat block prints them. */
  magic: number;
  health: number | null;
  mana: number | null;
  armor: number;
  runicArmor: number | null;
  magicShield: number | null;
  initiative: number | null;
  initiativeDice: number | null;
  zeal: number | null;
  weapon: string | null;
  skills: Record<string, number>;
}

export type RosterEntry =
  | { kind: "ref"; line: number; source: string; ref: NoteRef; count: number; form: number | null }
  | { kind: "adhoc"; line: number; source: string; name: string; count: number; stats: AdHocStats };

export interface RosterError {
  line: number;
  source: string;
  message: string;
}

export interface Roster {
  entries: RosterEntry[];
  errors: RosterError[];
}

class LineError extends Error {
  constructor(readonly said: Message) {
    super(renderMessage(said));
  }
}
const fail = (key: MessageId, params: Params = {}): never => {
  throw new LineError(msg(key, params));
};

/** `3×`, `3x`, `3 ×`, `3 razy` at the start of a line. */
function readCount(text: string): { count: number; rest: string } {
  const m = /^(\d+)\s*(?:×|x|X|\*|razy)\s*/.exec(text);
  if (!m) return { count: 1, rest: text };
  const count = Number(m[1]);
  if (count < 1 || count > MAX_COPIES) fail("roster.copies", { max: MAX_COPIES, count });
  return { count, rest: text.slice(m[0].length) };
}

/** Options after `|`: `forma 2`. */
function readOptions(rest: string): { form: number | null } {
  let form: number | null = null;
  for (const raw of rest.split("|")) {
    const o = raw.trim();
    if (!o) continue;
    const f = /^(?:forma|form)\s+(\d+|[IVX]+)$/i.exec(o);
    if (f) {
      const n = /^\d+$/.test(f[1] as string) ? Number(f[1]) : romanToNumber(f[1] as string);
      if (!n || n < 1) fail("roster.formFromOne", { option: o });
      form = n - 1;
      continue;
    }
    fail("roster.unknownOption", { option: o });
  }
  return { form };
}

function romanToNumber(text: string): number {
  const values: Record<string, number> = { I: 1, V: 5, X: 10 };
  let total = 0;
  const s = text.toUpperCase();
  for (let i = 0; i < s.length; i++) {
    const v = values[s[i] as string] ?? 0;
    const next = values[s[i + 1] as string] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
}

/** Keys an ad-hoc line may set, folded; skills and attributes are found by name too. */
const STAT_KEYS: Array<[string, keyof AdHocStats]> = [
  ["zywotnosc", "health"],
  ["mana", "mana"],
  ["pancerz", "armor"],
  ["runiczny pancerz", "runicArmor"],
  ["magiczna oslona", "magicShield"],
  ["oslona magiczna", "magicShield"],
  ["inicjatywa", "initiative"],
  ["zapal", "zeal"],
  ["bron", "weapon"],
  ["obrazenia", "weapon"],
];

function readAdHoc(name: string, body: string): AdHocStats {
  const stats: AdHocStats = {
    body: 0,
    mind: 0,
    soul: 0,
    magic: 0,
    health: null,
    mana: null,
    armor: 0,
    runicArmor: null,
    magicShield: null,
    initiative: null,
    initiativeDice: null,
    zeal: null,
    weapon: null,
    skills: {},
  };
  const seen = new Set<string>();
  for (const raw of body.split(",")) {
    const part = raw.trim();
    if (!part) continue;
    const m = /^(.*?)\s+(\S+)$/.exec(part);
    if (!m) fail("roster.adhocPart", { part });
    const key = (m as RegExpExecArray)[1]!.trim();
    const value = (m as RegExpExecArray)[2]!.trim();
    const folded = fold(key);
    if (seen.has(folded)) fail("roster.twice", { key });
    seen.add(folded);
    const stat = STAT_KEYS.find(([k]) => k === folded)?.[1];
    if (stat === "weapon") {
      if (!/S/i.test(value)) fail("roster.weaponNoS", { value });
      stats.weapon = value;
      continue;
    }
    if (stat === "initiative") {
      const d = /^(\d+)k6\+(\d+)$/i.exec(value);
      if (d) {
        stats.initiativeDice = Number(d[1]);
        stats.initiative = Number(d[2]);
        continue;
      }
    }
    if (!/^\d{1,3}$/.test(value)) fail("roster.notNumber", { part, value });
    const n = Number(value);
    if (stat) {
      (stats as unknown as Record<string, number>)[stat] = n;
      continue;
    }
    const attribute = findAttribute(key);
    if (attribute) {
      stats[attribute] = n;
      continue;
    }
    const skill = findSkill(key);
    if (skill) {
      stats.skills[skill] = n;
      continue;
    }
    fail("roster.unknownStat", { key });
  }
  if (!seen.has("cialo") || !seen.has("umysl") || !seen.has("dusza")) fail("roster.needsAttributes", { name });
  return stats;
}

export function parseRosterLine(source: string, line: number): RosterEntry | null {
  const text = source.trim();
  if (!text || text.startsWith("#") || text.startsWith("//")) return null;
  const { count, rest } = readCount(text);
  const ref = readRef(rest, {}, false);
  if (ref && !rest.trimStart().startsWith("@")) {
    const after = ref.rest.trim();
    if (after && !after.startsWith("|")) fail("roster.afterLink", { after });
    const { form } = readOptions(after.replace(/^\|/, "|"));
    return { kind: "ref", line, source, ref: ref.ref, count, form };
  }
  const colon = rest.indexOf(":");
  if (colon > 0) {
    const name = rest.slice(0, colon).trim();
    if (!name || /[[\]|]/.test(name)) fail("roster.badName", { name });
    return { kind: "adhoc", line, source, name, count, stats: readAdHoc(name, rest.slice(colon + 1)) };
  }
  return fail("roster.expected");
}

/** The block's combatants and its lines' problems, said in `lang`. */
export function parseRoster(source: string, lang: "pl" | "en" = "pl"): Roster {
  const entries: RosterEntry[] = [];
  const errors: RosterError[] = [];
  const lines = source.split(/\r?\n/);
  if (lines.length > MAX_ROSTER_LINES)
    errors.push({
      line: MAX_ROSTER_LINES + 1,
      source: "",
      message: renderMessage(msg("roster.tooManyLines", { lines: lines.length, max: MAX_ROSTER_LINES }), lang),
    });
  lines.slice(0, MAX_ROSTER_LINES).forEach((raw, i) => {
    try {
      const entry = parseRosterLine(raw, i + 1);
      if (entry) entries.push(entry);
    } catch (e) {
      if (!(e instanceof LineError)) throw e;
      const problem = renderMessage(e.said, lang);
      const message = renderMessage(msg("roster.line", { line: i + 1, source: raw.trim(), problem }), lang);
      errors.push({ line: i + 1, source: raw.trim(), message });
    }
  });
  return { entries, errors };
}

export const ENCOUNTER_BLOCK_LANGUAGE = "hbm-walka";

/** The ```hbm-walka``` blocks of a note's text: their source and the line their fence opens on (1-based). */
export function findEncounterBlocks(text: string): Array<{ source: string; line: number }> {
  const lines = text.split(/\r?\n/);
  const out: Array<{ source: string; line: number }> = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*hbm-walka\s*$/.exec(lines[i] as string);
    if (!open) continue;
    const fence = open[2] as string;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const l = (lines[j] as string).trim();
      if (l.startsWith(fence[0] as string) && l.length >= fence.length && /^(`+|~+)$/.test(l)) break;
      body.push(lines[j] as string);
    }
    out.push({ source: body.join("\n"), line: i + 1 });
    i = j;
  }
  return out;
}
