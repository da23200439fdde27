import { fold } from "../text/normalize";
import { pluralForm } from "../text/plural";

/**
 * Ekwipunek lines as play rewrites them beyond counts (docs/en/notes.md): charges, written
 * as a sub-bullet `**Ładunki:** 4` or in the line as `(3 ładunki)`, and a line
 * given by another character.
 */

const EQUIPMENT_HEADING = /^#{1,6}\s+ekwipunek\s*$/;
const ITEM = /^(\s*)[-*+]\s/;
/** `(3 ładunki)`, `(1 ładunek)`, `(0 ładunków)`. */
const IN_LINE = /\((\d+)\s+(ładun(?:ek|ki|ków))\b/i;
/** `**Ładunki:** 4`, `**Ładunki**: 4`. */
const SUB_BULLET = /^(\s*[-*+]\s+\*\*Ładunki(?::\*\*|\*\*\s*:))(\s*)(\d+)/i;

const NOUN = { one: "ładunek", few: "ładunki", many: "ładunków" };

/** The charges an item's own text gives: its `**Ładunki:**` sub-bullet, else `(N ładunki)` in the line; null when none. */
export function chargesOf(entry: { name: string; note?: string; properties?: Record<string, string> }): number | null {
  const prop = Object.entries(entry.properties ?? {}).find(([k]) => fold(k) === "ladunki")?.[1];
  const m = prop !== undefined ? /^\s*(\d+)/.exec(prop) : null;
  if (m) return Number(m[1]);
  // A plain-text line's note comes without its parentheses ("Amulet (2 ładunki)" → note "2 ładunki").
  const inLine = IN_LINE.exec(`${entry.name} (${entry.note ?? ""})`);
  return inLine ? Number(inLine[1]) : null;
}

/** The Ekwipunek item lines (sub-bullets too): index and indent. */
export function itemLines(lines: string[]): Array<{ i: number; indent: number }> {
  const out: Array<{ i: number; indent: number }> = [];
  let inSection = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (/^#{1,6}\s/.test(line)) {
      inSection = EQUIPMENT_HEADING.test(fold(line).trim());
      continue;
    }
    const m = ITEM.exec(line);
    if (inSection && m) out.push({ i, indent: (m[1] ?? "").replace(/\t/g, "    ").length });
  }
  return out;
}

/** The sub-bullets under the item line at `at` (lines indented deeper, up to the next item as deep or shallower). */
function subLines(lines: string[], at: number, indent: number): number[] {
  const out: number[] = [];
  for (let j = at + 1; j < lines.length; j++) {
    const line = lines[j] ?? "";
    if (/^#{1,6}\s/.test(line)) break;
    if (line.trim() === "") continue;
    const m = /^(\s*)/.exec(line);
    const depth = (m?.[1] ?? "").replace(/\t/g, "    ").length;
    if (depth <= indent) break;
    out.push(j);
  }
  return out;
}

/** The top-level Ekwipunek line that names the item (the first), or null. */
function findItem(lines: string[], item: string): { i: number; indent: number } | null {
  const want = fold(item);
  const items = itemLines(lines);
  const top = Math.min(...items.map((x) => x.indent));
  return items.find((x) => x.indent === top && fold(lines[x.i] ?? "").includes(want)) ?? null;
}

/**
 * An item's charges from `from` to `to`, where they are written: its `**Ładunki:**`
 * sub-bullet, else `(N ładunki)` in its line (the noun follows the number). A
 * used-up item stays, with 0. Null when no line of the item holds `from` charges.
 */
export function setCharges(text: string, item: string, from: number, to: number): string | null {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(/\r?\n/);
  const found = findItem(lines, item);
  if (!found) return null;
  for (const j of subLines(lines, found.i, found.indent)) {
    const m = SUB_BULLET.exec(lines[j] ?? "");
    if (!m) continue;
    if (Number(m[3]) !== from) return null;
    lines[j] = (lines[j] ?? "").replace(SUB_BULLET, `$1$2${to}`);
    return lines.join(eol);
  }
  const line = lines[found.i] ?? "";
  const m = IN_LINE.exec(line);
  if (!m || Number(m[1]) !== from) return null;
  lines[found.i] = line.replace(IN_LINE, `(${to} ${pluralForm(to, NOUN)}`);
  return lines.join(eol);
}

/** The item's Ekwipunek line as written (without its sub-bullets), or null. */
export function equipmentLine(text: string, item: string): string | null {
  const lines = text.split(/\r?\n/);
  const found = findItem(lines, item);
  return found ? (lines[found.i] ?? null) : null;
}

/** A line's `×N` / `xN` / `(dwukrotnie)` taken off: the item as one. */
export function withoutCount(line: string): string {
  return line
    .replace(/\s*(?:×|\bx)\s?\d+\b/i, "")
    .replace(/\s*\(dwukrotnie\)/i, "")
    .trimEnd();
}

/**
 * Received items (docs/en/rules.md Decision on giving): the line that names the item
 * gets `×(from + n)`, else `line` (the giver's, without its count) is added at
 * the end of the Ekwipunek list with `×n` when n > 1. Null when the note has no
 * Ekwipunek section, or the count on its line is not `from`.
 */
export function addEquipment(
  text: string,
  item: string,
  from: number,
  n: number,
  line: string,
  countOf: (line: string) => number,
  withCount: (line: string, to: number) => string,
): string | null {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(/\r?\n/);
  const found = from > 0 ? findItem(lines, item) : null;
  if (found) {
    const current = lines[found.i] ?? "";
    if (countOf(current) !== from) return null;
    lines[found.i] = withCount(current, from + n);
    return lines.join(eol);
  }
  let heading = -1;
  for (let i = 0; i < lines.length; i++)
    if (/^#{1,6}\s/.test(lines[i] ?? "") && EQUIPMENT_HEADING.test(fold(lines[i] ?? "").trim())) heading = i;
  if (heading < 0) return null;
  let end = heading;
  for (let i = heading + 1; i < lines.length; i++) {
    const l = lines[i] ?? "";
    if (/^#{1,6}\s/.test(l)) break;
    if (/^\s*[-*+](\s|$)/.test(l) || /^\s+\S/.test(l)) end = i;
  }
  const base = withoutCount(line.trim()).replace(/^[-*+]\s+/, "");
  const added = `- ${base}${n > 1 ? ` ×${n}` : ""}`;
  // The list's placeholder `-` (an empty template) gives way to the item.
  if (end > heading && /^\s*[-*+]\s*$/.test(lines[end] ?? "")) lines[end] = added;
  else lines.splice(end + 1, 0, added);
  return lines.join(eol);
}
