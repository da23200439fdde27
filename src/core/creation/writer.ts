import { magicRow } from "../rules/derived";
import { ROMAN } from "../rules/tables";
import { buildSheet, type Sheet } from "../sheet";
import { cells as cellsOf, fillStats, formatRow, isTableRow as isRow, replaceList } from "../text/stat-tables";
import { fold } from "../text/normalize";
import type { VaultIndex } from "../vault/index";
import { dirname } from "../vault/links";
import { readNote } from "../vault/read-note";
import { findTalentOption, type Catalog } from "./catalog";
import { CHARACTER_STATUS, DETAIL_KEYS, GM_CALLOUT } from "./data";
import { creationText } from "./messages";
import { disciplineOption, isPowerSource, pickText, raceOption, spellAllowance, type CreationDraft } from "./steps";

/**
 * The note a finished wizard writes (issue 15, item 4), in the vault's own
 * format (docs/en/notes.md "Character notes", `_templates/Postać Gracza.template.md`):
 * the details table (Imię, Rasa, Rok, Dziedzina Magii; links as the vault
 * writes them, `*[Elf](../races/Elf.md)*`), Atrybuty, Cechy Pochodne (the
 * sheet's own computed values: Źródło Mocy doubling, worn armour), the
 * Umiejętności lines with totals, and Talenty, Zaklęcia and Ekwipunek as
 * links. Every other line stays byte for byte. Pure: text in, text out.
 */

/** A relative Markdown link target as the vault writes it: spaces and parentheses %-encoded, letters as they are. */
export function relativeTarget(fromPath: string, toPath: string): string {
  const from = dirname(fromPath).split("/").filter(Boolean);
  const to = toPath.split("/");
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  const parts = [...from.slice(common).map(() => ".."), ...to.slice(common)];
  return parts
    .map((p) => p.replace(/%/g, "%25").replace(/ /g, "%20").replace(/\(/g, "%28").replace(/\)/g, "%29"))
    .join("/");
}

export function vaultLink(fromPath: string, toPath: string, text: string): string {
  return `[${text.replace(/([[\]])/g, "\\$1")}](${relativeTarget(fromPath, toPath)})`;
}

type Lines = string[];

/** The details table in the template's own widths, for a note that has none. */
const DETAILS_SKELETON = [
  "| **Rasa**                 | **             |",
  "| ------------------------ | -------------- |",
  "| **Dziedzina Magii**      | **             |",
];

/**
 * The template's `status: draft` becomes a finished character's `status: active`
 * (the vault's PCs); any other status the note has is the GM's and stays.
 */
function finishStatus(lines: Lines): void {
  const end = lines[0] === "---" ? lines.indexOf("---", 1) : -1;
  const draft = new RegExp(`^status:\\s*(["']?)${CHARACTER_STATUS.draft}\\1\\s*$`);
  for (let i = 1; i < end; i++) if (draft.test(lines[i] as string)) lines[i] = `status: ${CHARACTER_STATUS.finished}`;
}

/** The first line after the frontmatter. */
function bodyStart(lines: Lines): number {
  if (lines[0] !== "---") return 0;
  const end = lines.indexOf("---", 1);
  return end < 0 ? 0 : end + 1;
}

const keyOf = (cell: string) => fold(cell.replace(/[*_]/g, ""));
const isEmptyValue = (cell: string) => /^[*_\s]*$/.test(cell);

/** The details table: the first table whose first column holds bold keys. Its row indexes by folded key. */
function detailsRows(lines: Lines): { rows: Map<string, number>; first: number; last: number } | null {
  const start = lines.findIndex((l) => isRow(l) && /^\*\*[^*]+\*\*$/.test(cellsOf(l)[0] ?? ""));
  if (start < 0) return null;
  const rows = new Map<string, number>();
  let i = start;
  for (; i < lines.length && isRow(lines[i] as string); i++) {
    const key = cellsOf(lines[i] as string)[0] ?? "";
    if (/^\*\*[^*]+\*\*$/.test(key)) rows.set(keyOf(key), i);
  }
  return { rows, first: start, last: i - 1 };
}

/** Set one details value (italic, as the vault writes it); add the row after `after` when the table lacks it. */
function setDetail(
  lines: Lines,
  key: string,
  value: string,
  opts: { after?: string; onlyIfEmpty?: boolean } = {},
): boolean {
  const table = detailsRows(lines);
  if (!table) return false;
  const at = table.rows.get(fold(key));
  const cell = `*${value}*`;
  if (at !== undefined) {
    const current = cellsOf(lines[at] as string)[1] ?? "";
    if (opts.onlyIfEmpty && !isEmptyValue(current)) return true;
    if (current === cell) return true;
    lines[at] = formatRow(lines[at] as string, [cellsOf(lines[at] as string)[0] as string, cell]);
    return true;
  }
  if (opts.onlyIfEmpty) return true;
  let anchor = (opts.after ? table.rows.get(fold(opts.after)) : undefined) ?? table.last;
  // The header row's next line is the separator: a row "after" the header goes below it.
  if (anchor === table.first) anchor++;
  // The separator row keeps the template's own column widths (a filled row may have grown).
  lines.splice(anchor + 1, 0, formatRow(lines[table.first + 1] as string, [`**${key}**`, cell]));
  return true;
}

/** The text of a details cell without emphasis (for "is it the same discipline?"). */
function detailText(lines: Lines, key: string): string {
  const table = detailsRows(lines);
  const at = table?.rows.get(fold(key));
  if (at === undefined) return "";
  return (cellsOf(lines[at] as string)[1] ?? "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[\[([^\]|\\]*)(?:\\?\|([^\]]*))?\]\]/g, (_m, target: string, alias?: string) => alias ?? target)
    .replace(/[*_]/g, "")
    .trim();
}

/** A missing `### Talenty`/`Zaklęcia`/`Ekwipunek` list, added where the stats end: before `## Relacje`, the GM callout, or at the end. */
function ensureSection(lines: Lines, heading: string): void {
  let at = lines.findIndex((l) => /^##\s+Relacje/i.test(l));
  if (at < 0) at = lines.findIndex((l) => new RegExp(`^>\\s*\\[!${GM_CALLOUT.type}\\]`, "i").test(l));
  if (at < 0) {
    if (lines[lines.length - 1] !== "") lines.push("");
    lines.push(`### ${heading}`, "-", "");
    return;
  }
  lines.splice(at, 0, `### ${heading}`, "-", "");
}

/** Lines at the end of the note's GM callout (`> [!gm]`); a new callout at the end when there is none. */
function addToGmCallout(lines: Lines, add: string[]): void {
  if (!add.length) return;
  const start = lines.findIndex((l) => new RegExp(`^>\\s*\\[!${GM_CALLOUT.type}\\]`, "i").test(l));
  const quoted = add.map((l) => `> ${l}`);
  if (start < 0) {
    // After everything the note has, its own trailing blank lines included: the old text stays a prefix.
    if (lines[lines.length - 1] !== "") lines.push("");
    lines.push(`> [!${GM_CALLOUT.type}]+ ${GM_CALLOUT.title}`, ...quoted, "");
    return;
  }
  let end = start;
  while (end + 1 < lines.length && /^>/.test(lines[end + 1] as string)) end++;
  // An empty "> " placeholder line right after the title is replaced, not kept above the new lines.
  if (end === start + 1 && /^>\s*$/.test(lines[end] as string)) lines.splice(end, 1, ...quoted);
  else lines.splice(end + 1, 0, ...quoted);
}

export interface WriteResult {
  text: string;
  /** The written note read back through the reader and the sheet: what `hbm sheet` shows. */
  sheet: Sheet | null;
  /** The note lacks a table or section the wizard fills (Polish, one per missing part). */
  problems: string[];
}

export interface WriteOptions {
  catalog: Catalog;
  index: VaultIndex | null;
  /** The rules the GM overrode ("Zapisz mimo to"); written as one line into the GM callout. */
  overridden?: string[];
}

/** The GM callout's lines about this creation: how Magia was set, and what the GM overrode. */
export function gmLines(draft: CreationDraft, overridden: readonly string[] = []): string[] {
  const out: string[] = [];
  const m = draft.magic;
  if (m?.how === "roll")
    out.push(
      `Kreator postaci: Magia ${ROMAN[m.level]} z rzutu (${m.steps.map((s) => creationText(s.key, s.params)).join("; ")}).`,
    );
  if (m?.how === "gm") out.push(`Kreator postaci: Magia ${ROMAN[m.level]} ustawiona ręcznie przez MG (bez rzutu).`);
  if (overridden.length)
    out.push(
      `Kreator postaci: zapisano mimo naruszeń zasad (decyzja MG): ${overridden.map((p) => p.replace(/\.$/, "")).join("; ")}.`,
    );
  return out;
}

export function writeCreation(text: string, path: string, draft: CreationDraft, opts: WriteOptions): WriteResult {
  const { catalog, index } = opts;
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(/\r?\n/);
  const problems: string[] = [];
  // A note without the details table gets one at the top of its body, so Rasa, Rok and Dziedzina Magii are never lost.
  if (!detailsRows(lines)) lines.splice(bodyStart(lines), 0, ...DETAILS_SKELETON, "");
  {
    if (draft.name.trim()) setDetail(lines, DETAIL_KEYS.name, draft.name.trim(), { onlyIfEmpty: true });
    if (draft.surname.trim()) setDetail(lines, DETAIL_KEYS.surname, draft.surname.trim(), { onlyIfEmpty: true });
    if (draft.player.trim()) setDetail(lines, DETAIL_KEYS.player, draft.player.trim(), { onlyIfEmpty: true });
    const race = raceOption(draft, catalog);
    // The note's own race or discipline link is kept when it names the same one (its path may be one this vault lacks).
    if (race && fold(detailText(lines, DETAIL_KEYS.race)) !== fold(race.name))
      setDetail(lines, DETAIL_KEYS.race, race.linkPath ? vaultLink(path, race.linkPath, race.name) : race.name);
    setDetail(lines, DETAIL_KEYS.year, String(draft.year), { after: DETAIL_KEYS.race });
    const discipline = disciplineOption(draft, catalog);
    // "Magia Sakralna (Bóg-Jahwe-Jedyny)": the note's own note after the name stays.
    const writtenDiscipline = detailText(lines, DETAIL_KEYS.discipline).replace(/\s*\([^()]*\)\s*$/, "");
    if (discipline && fold(writtenDiscipline) !== fold(discipline.name)) {
      setDetail(
        lines,
        DETAIL_KEYS.discipline,
        discipline.path ? vaultLink(path, discipline.path, discipline.name) : discipline.name,
      );
    }
  }

  const talentItems = draft.talents.map((t) => {
    const option = findTalentOption(catalog, t.name);
    const extra = t.choice ?? t.detail;
    const name = option ? vaultLink(path, option.path, t.name) : t.name;
    return extra ? `${name} (${extra})` : name;
  });
  const allowance = spellAllowance(draft, catalog);
  // Źródło Mocy casts nothing (Pierwotna Energia): its Zaklęcia stay as they are.
  const spellPaths = isPowerSource(draft, catalog)
    ? []
    : [...new Set([...allowance.fixed.map((f) => (typeof f === "string" ? f : f.path)), ...draft.spells])];
  const spellItems = spellPaths.map((p) => {
    const s = catalog.spells.find((x) => x.path === p);
    return s ? vaultLink(path, s.path, s.name) : p;
  });
  const itemItems = draft.equipment.map((p) => {
    const item = catalog.items.find((i) => i.path === p);
    return item ? vaultLink(path, item.path, item.name) : p;
  });
  for (const [heading, items] of [
    ["Talenty", talentItems],
    ["Zaklęcia", spellItems],
    ["Ekwipunek", itemItems],
  ] as const) {
    if (!items.length) continue;
    if (!replaceList(lines, heading, [...items])) {
      ensureSection(lines, heading);
      if (!replaceList(lines, heading, [...items])) problems.push(`Nie znalazłem sekcji „### ${heading}”.`);
    }
  }
  addToGmCallout(lines, gmLines(draft, opts.overridden));
  finishStatus(lines);

  // A Szybkość the note already has ("10 m (w tym Lot)") stays.
  const speed = readNote(path, withoutTemplateTags(text)).character?.forms[0]?.printed.speed?.raw || undefined;
  const level = draft.magic?.level ?? null;
  const attributes = { ...draft.attributes, powerLevel: level ?? 10 };
  const skills = Object.fromEntries(Object.entries(draft.skills).filter(([, v]) => v > 0));
  const zero = { maxHealth: 0, maxMana: 0, armor: 0, initiative: 0, maxZeal: 0, ...(speed ? { speed } : {}) };
  const first = fillStats(
    lines.join(eol),
    { attributes, derived: zero, skills, talents: [] },
    magicRow(attributes.powerLevel).dice,
  );
  problems.push(...first.problems);
  // The derived row is the sheet's own computation of the written build (armour from the chosen items, Źródło Mocy doubling).
  const firstSheet = sheetOf(first.text, path, index);
  const derived = firstSheet ? { ...firstSheet.computed, ...(speed ? { speed } : {}) } : zero;
  const final = fillStats(
    first.text,
    { attributes, derived, skills, talents: [] },
    magicRow(attributes.powerLevel).dice,
  );
  return { text: final.text, sheet: sheetOf(final.text, path, index), problems };
}

/**
 * A note's text read as the index and `hbm sheet` read it. A note made from a
 * template that carries the tag `template` (or `placeholder`) is read as it
 * will be once the plugin has removed that tag (through processFrontMatter).
 */
export function sheetOf(text: string, path: string, index: VaultIndex | null): Sheet | null {
  const character = readNote(path, withoutTemplateTags(text)).character;
  return character ? buildSheet(character, index) : null;
}

/** Talents as the summary lists them ("Czuły Zmysł (Słuch)"). */
export function talentLabels(draft: CreationDraft): string[] {
  return draft.talents.map(pickText);
}

/** The frontmatter's `template` and `placeholder` tags left out (for reading a note made from a template). */
export function withoutTemplateTags(text: string): string {
  const m = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/.exec(text);
  if (!m) return text;
  const yaml = m[0]
    .replace(/^[ \t]*-[ \t]*#?(?:template|placeholder)[ \t]*\r?\n/gm, "")
    .replace(/(tags:\s*\[[^\]]*?)\s*,?\s*#?(?:template|placeholder)\s*(?=[,\]])/g, "$1");
  return yaml + text.slice(m[0].length);
}

/** The tags a note keeps once it is no longer a template. */
export const TEMPLATE_TAGS: readonly string[] = ["template", "placeholder"];
