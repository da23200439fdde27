import { findSkill, skillAttribute, attributeName } from "../rules/names";
import { ROMAN } from "../rules/tables";
import { fold } from "../text/normalize";

/**
 * Body edits of a character note, in the template's own format
 * (_templates/Postać Gracza.template.md). Only the lines that must change are
 * touched; everything else stays byte for byte.
 */

export interface StatsToWrite {
  attributes: { body: number; mind: number; soul: number; powerLevel: number };
  derived: { maxHealth: number; maxMana: number; armor: number; initiative: number; maxZeal: number; speed?: string };
  skills: Record<string, number>;
  talents: string[];
}

type Lines = string[];

function splitLines(text: string): { lines: Lines; eol: string } {
  return { lines: text.split(/\r?\n/), eol: text.includes("\r\n") ? "\r\n" : "\n" };
}

const isTableRow = (l: string) => /^\s*\|.*\|\s*$/.test(l);
const cells = (l: string) => l.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.trim());
const isSeparator = (l: string) => isTableRow(l) && cells(l).every((c) => /^:?-{1,}:?$/.test(c));

/** Find a table by its header cells (folded), returning the index of the header row. */
function findTable(lines: Lines, wanted: string[]): number {
  return lines.findIndex((l, i) => isTableRow(l) && wanted.every((w) => cells(l).map((c) => fold(c)).includes(w)) && isSeparator(lines[i + 1] ?? ""));
}

/** Keep the column widths of an aligned template row where the value fits. */
function formatRow(template: string, values: string[]): string {
  const widths = template.trim().replace(/^\||\|$/g, "").split("|").map((c) => c.length);
  return "|" + values.map((v, i) => {
    const w = widths[i] ?? v.length + 2;
    const padded = ` ${v}`;
    return padded.length + 1 <= w ? padded.padEnd(w) : `${padded} `;
  }).join("|") + "|";
}

function setRow(lines: Lines, header: number, values: Record<string, string>): boolean {
  if (header < 0) return false;
  const names = cells(lines[header] as string).map((c) => fold(c));
  const rowIndex = header + 2;
  const existing = isTableRow(lines[rowIndex] ?? "") ? cells(lines[rowIndex] as string) : null;
  const row = names.map((n, i) => (n in values ? (values[n] as string) : existing?.[i] ?? ""));
  const formatted = formatRow(existing ? (lines[rowIndex] as string) : (lines[header + 1] as string), row);
  if (existing) lines[rowIndex] = formatted;
  else lines.splice(rowIndex, 0, formatted);
  return true;
}

/** The list under a `### Heading`: its first and last line indexes (a lone `-` placeholder counts). */
function listUnder(lines: Lines, heading: string): { start: number; end: number; headingAt: number } | null {
  const headingAt = lines.findIndex((l) => /^#{2,6}\s/.test(l) && fold(l.replace(/^#+\s*/, "")).startsWith(fold(heading)));
  if (headingAt < 0) return null;
  let start = -1;
  let end = -1;
  for (let i = headingAt + 1; i < lines.length; i++) {
    const l = lines[i] as string;
    if (/^#{1,6}\s/.test(l)) break;
    if (/^\s*[-*+](\s|$)/.test(l)) {
      if (start < 0) start = i;
      end = i;
    } else if (start >= 0 && l.trim() !== "" && !/^\s+/.test(l)) break;
  }
  return { start, end, headingAt };
}

function replaceList(lines: Lines, heading: string, items: string[]): boolean {
  const list = listUnder(lines, heading);
  if (!list) return false;
  const bullet = list.start >= 0 ? (/^\s*([-*+])/.exec(lines[list.start] as string)?.[1] ?? "-") : "-";
  const rendered = items.map((i) => `${bullet} ${i}`);
  if (list.start < 0) {
    let at = list.headingAt + 1;
    while (at < lines.length && /^\s*<!--.*-->\s*$/.test(lines[at] as string)) at++;
    lines.splice(at, 0, ...rendered);
  } else lines.splice(list.start, list.end - list.start + 1, ...rendered);
  return true;
}

export function skillLine(skill: string, value: number, attributes: StatsToWrite["attributes"], magicDice: number): string {
  const attr = skillAttribute(skill);
  const base = attr === "magic" ? magicDice : attributes[attr];
  return `${skill} (${attributeName(attr)}) +${value} (${base + value})`;
}

/** "Uzupełnij statystyki": fill the Atrybuty, Cechy Pochodne, Umiejętności and Talenty of a character note. */
export function fillStats(text: string, stats: StatsToWrite, magicDice: number): { text: string; problems: string[] } {
  const { lines, eol } = splitLines(text);
  const problems: string[] = [];
  const a = stats.attributes;
  if (!setRow(lines, findTable(lines, ["cialo", "umysl", "dusza"]), { cialo: String(a.body), umysl: String(a.mind), dusza: String(a.soul), magia: ROMAN[a.powerLevel] ?? String(a.powerLevel) })) {
    problems.push("Nie znalazłem tabeli „| Ciało | Umysł | Dusza | Magia |”.");
  }
  const d = stats.derived;
  const derivedHeader = findTable(lines, ["zywotnosc"]);
  if (!setRow(lines, derivedHeader, { zywotnosc: String(d.maxHealth), mana: String(d.maxMana), pancerz: String(d.armor), inicjatywa: String(d.initiative), zapal: String(d.maxZeal), szybkosc: d.speed ?? "10 m" })) {
    problems.push("Nie znalazłem tabeli Cech Pochodnych („| Żywotność | … |”).");
  }
  const skills = Object.entries(stats.skills).filter(([, v]) => v > 0).sort(([x], [y]) => x.localeCompare(y, "pl"));
  if (!replaceList(lines, "Umiejętności", skills.map(([s, v]) => skillLine(s, v, a, magicDice)))) problems.push("Nie znalazłem sekcji „### Umiejętności”.");
  if (stats.talents.length && !replaceList(lines, "Talenty", stats.talents.map((t) => `[[${t}]]`))) problems.push("Nie znalazłem sekcji „### Talenty”.");
  return { text: lines.join(eol), problems };
}

/** Set one attribute cell (after spending PD). */
export function setAttributeCell(text: string, attribute: "body" | "mind" | "soul", value: number): string | null {
  const { lines, eol } = splitLines(text);
  const key = { body: "cialo", mind: "umysl", soul: "dusza" }[attribute];
  return setRow(lines, findTable(lines, ["cialo", "umysl", "dusza"]), { [key]: String(value) }) ? lines.join(eol) : null;
}

/** Set one skill's line (after spending PD), keeping the line's own bullet and notes; adds it when missing. */
export function setSkillLine(text: string, skill: string, value: number, attributes: StatsToWrite["attributes"], magicDice: number): string | null {
  const { lines, eol } = splitLines(text);
  const list = listUnder(lines, "Umiejętności");
  if (!list) return null;
  const rendered = skillLine(skill, value, attributes, magicDice);
  for (let i = Math.max(list.start, 0); list.start >= 0 && i <= list.end; i++) {
    const m = /^(\s*[-*+]\s+)(.+?)(\s*\([^)]*\))?\s*[+-]\s*\d+(\s*\(\d+\))?(.*)$/.exec(lines[i] as string);
    if (m && findSkill((m[2] ?? "").trim()) === skill) {
      lines[i] = `${m[1]}${rendered}${m[5] ?? ""}`;
      return lines.join(eol);
    }
  }
  const placeholder = list.start >= 0 && list.start === list.end && /^\s*[-*+]\s*$/.test(lines[list.start] as string);
  if (placeholder) lines[list.start] = `- ${rendered}`;
  else if (list.start >= 0) lines.splice(list.end + 1, 0, `${/^\s*([-*+])/.exec(lines[list.start] as string)?.[1] ?? "-"} ${rendered}`);
  else lines.splice(list.headingAt + 1, 0, `- ${rendered}`);
  return lines.join(eol);
}

/** Add a talent to the Talenty list (after spending PD). */
export function addTalentLine(text: string, talent: string): string | null {
  const { lines, eol } = splitLines(text);
  const list = listUnder(lines, "Talenty");
  if (!list) return null;
  const placeholder = list.start >= 0 && list.start === list.end && /^\s*[-*+]\s*$/.test(lines[list.start] as string);
  if (placeholder) lines[list.start] = `- [[${talent}]]`;
  else if (list.start >= 0) lines.splice(list.end + 1, 0, `${/^\s*([-*+])/.exec(lines[list.start] as string)?.[1] ?? "-"} [[${talent}]]`);
  else lines.splice(list.headingAt + 1, 0, `- [[${talent}]]`);
  return lines.join(eol);
}
