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

/** A Markdown table row: `| … |`. The one reading of table rows for every writer of the note's tables. */
export const isTableRow = (l: string) => /^\s*\|.*\|\s*$/.test(l);
/** A row's cells, trimmed; an escaped `\|` (inside a wikilink's alias) is not a cell border. */
export const cells = (l: string) =>
  l
    .trim()
    .replace(/^\||\|$/g, "")
    .replaceAll("\\|", "\0")
    .split("|")
    .map((c) => c.replaceAll("\0", "\\|").trim());
/** The `|---|:--:|` row under a table's header. */
export const isSeparator = (l: string) => isTableRow(l) && cells(l).every((c) => /^:?-{1,}:?$/.test(c));

/** Find a table by its header cells (folded), returning the index of the header row. */
function findTable(lines: Lines, wanted: string[]): number {
  return lines.findIndex(
    (l, i) =>
      isTableRow(l) &&
      wanted.every((w) =>
        cells(l)
          .map((c) => fold(c))
          .includes(w),
      ) &&
      isSeparator(lines[i + 1] ?? ""),
  );
}

/** Keep the column widths of an aligned template row where the value fits. */
export function formatRow(template: string, values: string[]): string {
  const widths = template
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((c) => c.length);
  return (
    "|" +
    values
      .map((v, i) => {
        const w = widths[i] ?? v.length + 2;
        const padded = ` ${v}`;
        return padded.length + 1 <= w ? padded.padEnd(w) : `${padded} `;
      })
      .join("|") +
    "|"
  );
}

function setRow(lines: Lines, header: number, values: Record<string, string>): boolean {
  if (header < 0) return false;
  const names = cells(lines[header] as string).map((c) => fold(c));
  const rowIndex = header + 2;
  const existing = isTableRow(lines[rowIndex] ?? "") ? cells(lines[rowIndex] as string) : null;
  const row = names.map((n, i) => (n in values ? (values[n] as string) : (existing?.[i] ?? "")));
  const formatted = formatRow(existing ? (lines[rowIndex] as string) : (lines[header + 1] as string), row);
  if (existing) lines[rowIndex] = formatted;
  else lines.splice(rowIndex, 0, formatted);
  return true;
}

/** The list under a `### Heading`: its first and last line indexes (a lone `-` placeholder counts). */
export function listUnder(lines: Lines, heading: string): { start: number; end: number; headingAt: number } | null {
  const headingAt = lines.findIndex(
    (l) => /^#{2,6}\s/.test(l) && fold(l.replace(/^#+\s*/, "")).startsWith(fold(heading)),
  );
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

/** Replace the list under a `### Heading` with these items (the list's own bullet kept); false when there is no such heading. */
export function replaceList(lines: Lines, heading: string, items: string[]): boolean {
  const list = listUnder(lines, heading);
  if (!list) return false;
  // Nothing to write: the list (or its "-" placeholder) stays as it is.
  if (items.length === 0) return true;
  const bullet = list.start >= 0 ? (/^\s*([-*+])/.exec(lines[list.start] as string)?.[1] ?? "-") : "-";
  const rendered = items.map((i) => `${bullet} ${i}`);
  if (list.start < 0) {
    let at = list.headingAt + 1;
    while (at < lines.length && /^\s*<!--.*-->\s*$/.test(lines[at] as string)) at++;
    lines.splice(at, 0, ...rendered);
  } else lines.splice(list.start, list.end - list.start + 1, ...rendered);
  return true;
}

export function skillLine(
  skill: string,
  value: number,
  attributes: StatsToWrite["attributes"],
  magicDice: number,
): string {
  const attr = skillAttribute(skill);
  const base = attr === "magic" ? magicDice : attributes[attr];
  return `${skill} (${attributeName(attr)}) +${value} (${base + value})`;
}

/** "Uzupełnij statystyki": fill the Atrybuty, Cechy Pochodne, Umiejętności and Talenty of a character note. */
export function fillStats(text: string, stats: StatsToWrite, magicDice: number): { text: string; problems: string[] } {
  const { lines, eol } = splitLines(text);
  const problems: string[] = [];
  const a = stats.attributes;
  if (
    !setRow(lines, findTable(lines, ["cialo", "umysl", "dusza"]), {
      cialo: String(a.body),
      umysl: String(a.mind),
      dusza: String(a.soul),
      magia: ROMAN[a.powerLevel] ?? String(a.powerLevel),
    })
  ) {
    problems.push("Nie znalazłem tabeli „| Ciało | Umysł | Dusza | Magia |”.");
  }
  const d = stats.derived;
  const derivedHeader = findTable(lines, ["zywotnosc"]);
  if (
    !setRow(lines, derivedHeader, {
      zywotnosc: String(d.maxHealth),
      mana: String(d.maxMana),
      pancerz: String(d.armor),
      inicjatywa: String(d.initiative),
      zapal: String(d.maxZeal),
      szybkosc: d.speed ?? "10 m",
    })
  ) {
    problems.push("Nie znalazłem tabeli Cech Pochodnych („| Żywotność | … |”).");
  }
  const skills = Object.entries(stats.skills)
    .filter(([, v]) => v > 0)
    .sort(([x], [y]) => x.localeCompare(y, "pl"));
  if (
    !replaceList(
      lines,
      "Umiejętności",
      skills.map(([s, v]) => skillLine(s, v, a, magicDice)),
    )
  )
    problems.push("Nie znalazłem sekcji „### Umiejętności”.");
  if (stats.talents.length && !replaceList(lines, "Talenty", stats.talents.map(talentItem)))
    problems.push("Nie znalazłem sekcji „### Talenty”.");
  return { text: lines.join(eol), problems };
}

/** Set one attribute cell (after spending PD). */
export function setAttributeCell(text: string, attribute: "body" | "mind" | "soul", value: number): string | null {
  const { lines, eol } = splitLines(text);
  const key = { body: "cialo", mind: "umysl", soul: "dusza" }[attribute];
  return setRow(lines, findTable(lines, ["cialo", "umysl", "dusza"]), { [key]: String(value) })
    ? lines.join(eol)
    : null;
}

/** The printed derived values that follow Ciało, Umysł and Dusza (docs/en/rules.md: Derived values), without conditions. */
export interface AttributeDerived {
  /** 2 × (Ciało + Umysł + Dusza). */
  maxHealth: number;
  /** ⌈Dusza / 2⌉. */
  maxZeal: number;
  /** Umysł + Refleks + Spostrzegawczość (+ Gotowość do Walki). */
  initiative: number;
}

const DERIVED_CELLS: Array<[keyof AttributeDerived, string]> = [
  ["maxHealth", "zywotnosc"],
  ["maxZeal", "zapal"],
  ["initiative", "inicjatywa"],
];

/** Replace the last whole number in one cell, keeping what surrounds it ("*14*", "2k6+8"); a cell with no number stays. */
export function setNumberInCell(line: string, column: number, value: number): string {
  let at = -1;
  return line.replace(/\|([^|]*)/g, (whole, cell: string) => {
    at++;
    if (at !== column || !/\d/.test(cell)) return whole;
    return `|${cell.replace(/\d+(?=\D*$)/, String(value))}`;
  });
}

/**
 * docs/en/rules.md Decision: buying an attribute point with PD keeps the note
 * consistent in one edit: the Atrybuty cell, the Cechy Pochodne cells that
 * follow the attributes (Żywotność, Zapał, Inicjatywa) where they hold a number, and the
 * printed total of every skill that uses the attribute (a skill line
 * "Nazwa (Atrybut) +bonus (łączna)" whose rules attribute it is). `derived`
 * are the values by the rules with the new attribute and no conditions.
 * Only those cells and totals change; null when there is no Atrybuty table.
 */
export function raiseAttribute(
  text: string,
  attribute: "body" | "mind" | "soul",
  value: number,
  derived: AttributeDerived,
): string | null {
  const { lines, eol } = splitLines(text);
  const key = { body: "cialo", mind: "umysl", soul: "dusza" }[attribute];
  if (!setRow(lines, findTable(lines, ["cialo", "umysl", "dusza"]), { [key]: String(value) })) return null;
  const derivedHeader = findTable(lines, ["zywotnosc"]);
  const row = derivedHeader + 2;
  if (derivedHeader >= 0 && isTableRow(lines[row] ?? "") && !isSeparator(lines[row] ?? "")) {
    const names = cells(lines[derivedHeader] as string).map((c) => fold(c));
    for (const [field, column] of DERIVED_CELLS) {
      const at = names.indexOf(column);
      if (at >= 0) lines[row] = setNumberInCell(lines[row] as string, at, derived[field]);
    }
  }
  const list = listUnder(lines, "Umiejętności");
  for (let i = list?.start ?? -1; list && i >= 0 && i <= list.end; i++) {
    const m = SKILL_WITH_TOTAL.exec(lines[i] as string);
    if (!m) continue;
    const skill = findSkill(plainName(m[2] ?? ""));
    if (!skill || skillAttribute(skill) !== attribute) continue;
    const bonus = Number((m[3] ?? "0").replace(/\s/g, "").replace("−", "-"));
    lines[i] = `${m[1]}${m[2]}${m[3]}${m[4]}(${value + bonus})${(lines[i] as string).slice((m[0] ?? "").length)}`;
  }
  return lines.join(eol);
}

/** A skill line with its printed total: bullet, "Nazwa (Atrybut) ", "+bonus", space, "(łączna)". */
export const SKILL_WITH_TOTAL = /^(\s*[-*+]\s+)([^+\-−]+?\s*(?:\([^)]*\)\s*)?)([+\-−]\s*\d+)(\s*)\((-?\d+)\)/;

/** A skill's name as written, without a link's brackets, emphasis or the "(Atrybut)" part. */
export function plainName(written: string): string {
  return written
    .replace(/\s*\([^)]*\)\s*$/, "")
    .replace(/\[\[([^\]|]*)(?:\|([^\]]*))?\]\]/g, (_, target: string, alias?: string) => alias ?? target)
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_]/g, "")
    .trim();
}

/** Set one skill's line (after spending PD), keeping the line's own bullet and notes; adds it when missing. */
export function setSkillLine(
  text: string,
  skill: string,
  value: number,
  attributes: StatsToWrite["attributes"],
  magicDice: number,
): string | null {
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
  else if (list.start >= 0)
    lines.splice(list.end + 1, 0, `${/^\s*([-*+])/.exec(lines[list.start] as string)?.[1] ?? "-"} ${rendered}`);
  else lines.splice(list.headingAt + 1, 0, `- ${rendered}`);
  return lines.join(eol);
}

/**
 * A talent as a list item: a link to its note, and the choice it was taken
 * with after it, as the race notes write it: "Czuły Zmysł (Słuch)" gives
 * "[[Czuły Zmysł]] (Słuch)" (the reader takes the link as the name).
 */
export function talentItem(talent: string): string {
  const m = /^(.*?)\s*\(([^()]+)\)\s*$/.exec(talent.trim());
  return m ? `[[${m[1]}]] (${m[2]})` : `[[${talent.trim()}]]`;
}

/**
 * Add a talent to the Talenty list (after spending PD). A talent that asks
 * a choice is written with it: pass `withChoice("Czuły Zmysł", sense)` from
 * rules/talents.ts ("Czuły Zmysł (Słuch)" → "- [[Czuły Zmysł]] (Słuch)").
 */
export function addTalentLine(text: string, talent: string): string | null {
  const { lines, eol } = splitLines(text);
  const list = listUnder(lines, "Talenty");
  if (!list) return null;
  const item = talentItem(talent);
  const placeholder = list.start >= 0 && list.start === list.end && /^\s*[-*+]\s*$/.test(lines[list.start] as string);
  if (placeholder) lines[list.start] = `- ${item}`;
  else if (list.start >= 0)
    lines.splice(list.end + 1, 0, `${/^\s*([-*+])/.exec(lines[list.start] as string)?.[1] ?? "-"} ${item}`);
  else lines.splice(list.headingAt + 1, 0, `- ${item}`);
  return lines.join(eol);
}
