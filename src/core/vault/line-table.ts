import { wikilinksIn, type FoundLink } from "./markdown";

/**
 * GFM pipe tables read line by line. Character notes are mostly tables, and
 * the Markdown parser spends most of its time on them; a table row is simple
 * enough to read directly: cells split on unescaped `|`, links and emphasis
 * read from the cell text. The rest of the note still goes through remark.
 */
export interface LineCell {
  /** The cell's text with links shown as their text and emphasis marks removed; `**` alone is empty. */
  text: string;
  /** Whether the cell is bold text, like the details table's keys (`**Rasa**`). */
  bold: boolean;
  links: FoundLink[];
}

export interface LineTable {
  /** 1-based line of the header row within the text given. */
  line: number;
  /** The header row first, then the data rows (the separator row is not included). */
  rows: Array<{ cells: LineCell[]; line: number }>;
}

const ROW = /^\s*\|/;
const SEPARATOR = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const MD_LINK = /(!?)\[([^\]]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/g;
const WIKI = /!?\[\[([^\]|#]*)(#[^\]|]*)?(?:\\?\|([^\]]*))?\]\]/g;

function splitRow(line: string): string[] {
  let s = line.trim();
  if (s.startsWith("|")) s = s.slice(1);
  if (s.endsWith("|") && !s.endsWith("\\|")) s = s.slice(0, -1);
  const cells: string[] = [];
  let current = "";
  let inWiki = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i] as string;
    if (ch === "[" && s[i + 1] === "[") inWiki++;
    if (ch === "]" && s[i + 1] === "]" && inWiki > 0) inWiki--;
    if (ch === "\\" && s[i + 1] === "|") {
      current += "\\|";
      i++;
      continue;
    }
    if (ch === "|" && inWiki === 0) {
      cells.push(current);
      current = "";
    } else current += ch;
  }
  cells.push(current);
  return cells;
}

export function readCell(raw: string): LineCell {
  const trimmed = raw.trim();
  // Most cells are plain words and numbers: with no link, emphasis or escape there is nothing to read
  // but the spacing (issue 30: a character's tables are read at a block's first render).
  if (!/[[*_\\]/.test(trimmed)) return { text: trimmed.replace(/\s+/g, " "), bold: false, links: [] };
  const links: FoundLink[] = [];
  for (const m of trimmed.matchAll(MD_LINK)) {
    if (m[1]) continue;
    const [path, heading] = (m[3] ?? "").split("#");
    const link: FoundLink = { kind: "md", target: path ?? "", text: cleanText(m[2] ?? "") };
    if (heading) link.heading = heading;
    links.push(link);
  }
  links.push(...wikilinksIn(trimmed));
  const text = cleanText(
    trimmed
      .replace(WIKI, (_m, target: string, heading: string | undefined, alias: string | undefined) =>
        (alias ?? (target || (heading ?? "").replace(/^#/, ""))).trim(),
      )
      .replace(MD_LINK, (_m, _bang: string, text: string) => text),
  );
  return { text, bold: /^\*\*[^*].*\*\*$/.test(trimmed) || /^__[^_].*__$/.test(trimmed), links };
}

function cleanText(text: string): string {
  return text
    .replace(/\\\|/g, "|")
    .replace(/\*+/g, "")
    .replace(/(^|\s)_+|_+($|\s)/g, "$1$2")
    .replace(/\s+/g, " ")
    .trim();
}

/** The tables of a text, and the text with their lines blanked (so line numbers stay true). */
export function extractTables(text: string): { tables: LineTable[]; rest: string } {
  const lines = text.split("\n");
  const tables: LineTable[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (
      !ROW.test(lines[i] as string) ||
      !SEPARATOR.test(lines[i + 1] as string) ||
      !(lines[i + 1] as string).includes("-")
    )
      continue;
    const table: LineTable = {
      line: i + 1,
      rows: [{ cells: splitRow(lines[i] as string).map(readCell), line: i + 1 }],
    };
    lines[i] = "";
    lines[i + 1] = "";
    let j = i + 2;
    for (; j < lines.length && ROW.test(lines[j] as string); j++) {
      table.rows.push({ cells: splitRow(lines[j] as string).map(readCell), line: j + 1 });
      lines[j] = "";
    }
    tables.push(table);
    i = j - 1;
  }
  return { tables, rest: lines.join("\n") };
}
