import { memoMap } from "../memo";
import { deepFreeze } from "../frozen";
import { findCondition, findSkill, canonicalTalent, attributeName } from "../rules/names";
import { ATTRIBUTE_RANGE, MAGIC_TABLE, ROMAN, SKILL_RANGE } from "../rules/tables";
import { skillAttribute } from "../rules/names";
import { fold } from "../text/normalize";
import { Diagnostics, type Diagnostic } from "./diagnostics";
import { basenameOf, safeDecode } from "./links";
import { readAliases } from "./frontmatter";
import { extractTables, type LineCell, type LineTable } from "./line-table";
import {
  linksIn,
  lineOf,
  parseMarkdown,
  plainText,
  type List,
  type ListItem,
  type Nodes,
  type RootContent,
} from "./markdown";
import type {
  AttributeValues,
  CharacterForm,
  CharacterNote,
  PlayState,
  PrintedKey,
  RefEntry,
  SkillLine,
  TalentEntry,
} from "./model";
import { levelForDice } from "../rules/derived";
import {
  asInteger,
  isNoneValue,
  parseCellNumber,
  parseInitiative,
  parsePowerLevel,
  parseStatBlockMagic,
  parseYear,
  scalarText,
} from "./values";

/**
 * Characters as the vault writes them (notes.md "Character notes"): the build
 * in body tables and lists, optionally in frontmatter, play state in flat
 * frontmatter keys. Every oddity is a diagnostic; nothing throws.
 */

const PRINTED_COLUMNS: Record<string, PrintedKey> = {
  zywotnosc: "health",
  mana: "mana",
  pancerz: "armor",
  "runiczny pancerz": "runicArmor",
  "oslona magiczna": "magicShield",
  "magiczna oslona": "magicShield",
  inicjatywa: "initiative",
  zapal: "zeal",
  szybkosc: "speed",
};

type Section = "skills" | "talents" | "spells" | "equipment" | "other";

function sectionOf(heading: string): Section | null {
  const f = fold(heading);
  if (f.startsWith("umiejetnosci")) return "skills";
  if (f.startsWith("talenty")) return "talents";
  if (f.startsWith("zaklecia")) return "spells";
  if (f.startsWith("ekwipunek")) return "equipment";
  return null;
}

function emptyForm(name: string | null): CharacterForm {
  return {
    name,
    attributes: { body: null, mind: null, soul: null, powerLevel: null },
    hasStats: false,
    printed: {},
    skills: {},
    skillLines: [],
    talents: [],
    spells: [],
    equipment: [],
  };
}

/**
 * A count written next to an entry (notes.md): `×2`, `x2`, `2×` or a
 * "(dwukrotnie)" in parentheses ("(wzięty dwukrotnie)"). Words that describe
 * use ("dwa razy w pełnię", "raz na dobę") are not a count.
 */
const COUNT_WORDS: Record<string, number> = { dwukrotnie: 2, trzykrotnie: 3, czterokrotnie: 4, pieciokrotnie: 5 };

export function countIn(note: string): number {
  const t = note.trim();
  const times = /^\(?\s*[×x]\s*(\d+)\b/i.exec(t) ?? /(?:^|\s)[×x]\s*(\d+)\s*\)?$/i.exec(t);
  if (times) return Number(times[1]);
  for (const paren of t.matchAll(/\(([^()]*)\)/g)) {
    for (const word of fold(paren[1] ?? "").split(/[^a-z]+/)) {
      const n = COUNT_WORDS[word];
      if (n) return n;
    }
  }
  return 1;
}

/** `**Ładunki:** 4` → "Ładunki": a list item that starts with a bold label and a colon. */
function boldLabel(item: ListItem): string | null {
  const para = item.children[0];
  if (!para || para.type !== "paragraph") return null;
  const [first, second] = para.children;
  if (!first || first.type !== "strong") return null;
  const bold = plainText(first);
  if (bold.endsWith(":")) return bold.slice(0, -1).trim();
  if (second?.type === "text" && /^\s*:/.test(second.value)) return bold.trim();
  return null;
}

/** A list item's own text, without its nested lists. */
function itemText(item: ListItem): string {
  return item.children
    .filter((c) => c.type !== "list")
    .map((c) => plainText(c))
    .join(" ")
    .trim();
}

type Link = ReturnType<typeof linksIn>[number];

/** A link's target as a key: the decoded file name without `.md`. */
function linkKey(link: Link): string {
  return fold(basenameOf(safeDecode(link.target)));
}

/**
 * The entries of one list line (notes.md): `[A](…), [B](…) i [C](…)` is three
 * entries, each counted; a line that does not start with a link is one entry
 * named by its text before a note. A note after the links belongs to the last.
 */
function entryNames(item: Nodes, text: string): Array<{ name: string; link?: Link; note?: string }> {
  const links = linksIn(item);
  const out: Array<{ name: string; link?: Link; note?: string }> = [];
  let rest = text.replace(/^\*+/, "");
  for (const link of links) {
    const before = out.length === 0 ? /^/ : /^\s*(?:[,;]\s*|(?:i|oraz)\s+)(?:(?:i|oraz)\s+)?/;
    const sep = before.exec(rest);
    if (!sep || !link.text) break;
    const after = rest.slice(sep[0].length).replace(/^[*_]+/, "");
    if (!after.startsWith(link.text)) break;
    out.push({ name: link.text, link });
    rest = after.slice(link.text.length).replace(/^[*_]+/, "");
  }
  if (out.length) {
    const note = rest.trim();
    if (note) (out[out.length - 1] as { note?: string }).note = note;
    return out;
  }
  const m = /^(.+?)(?:\s+\*?\((.*)\)\*?|\s+[-–—]\s+(.*))?$/.exec(text);
  const name = (m?.[1] ?? text).replace(/^\*+|\*+$/g, "").trim();
  const note = (m?.[2] ?? m?.[3] ?? "").trim();
  return [note ? { name, note } : { name }];
}

/**
 * A paragraph that makes a form take a list from other forms (notes.md):
 * "Talent z Formy I", "Wszystkie zaklęcia z Form I i II", "Jak w Formie II.",
 * "Wszystkie Talenty wspólne z Formy I, poza [Zachcianką](…)". Returns the
 * forms named (1-based) and the links named after "poza" (left out).
 */
export function inheritancePhrase(
  text: string,
  links: readonly Link[],
): { forms: number[]; except: Link[]; commonOnly: boolean } | null {
  const f = fold(text);
  const m =
    /(?:^|\s)(?:z\s+form(?:y)?|jak\s+w\s+formie)\s+((?:[ivx]+|\d+)\b(?:\s*(?:,|\bi\b|\boraz\b)\s*(?:[ivx]+|\d+)\b)*)/.exec(
      f,
    );
  if (!m) return null;
  // "I i II": the Roman one and the conjunction "i" look alike; read numeral, separator, numeral…
  const forms: number[] = [];
  let wantNumeral = true;
  for (const token of (m[1] ?? "").replace(/,/g, " , ").split(/\s+/).filter(Boolean)) {
    if (wantNumeral) {
      const n = /^\d+$/.test(token) ? Number(token) : (ROMAN as readonly string[]).indexOf(token.toUpperCase());
      if (n > 0) forms.push(n);
      wantNumeral = false;
    } else wantNumeral = token === "," || token === "i" || token === "oraz";
  }
  if (!forms.length) return null;
  const at = f.search(/\bpoza\b/);
  let except: Link[] = [];
  if (at >= 0) {
    const tail = text.slice(at);
    except = links.filter((l) => tail.includes(l.text));
  }
  // "Talenty wspólne": the shared ones only, not those the source form marks as its own ("(unikalny)").
  return { forms, except, commonOnly: /\bwspoln/.test(f) };
}

/**
 * The lines a character is read from: headings, tables, list items, bold item
 * names and the "z Formy I" phrases. Prose is blanked out, not removed, so
 * line numbers stay true; the Markdown parser then has a fraction of a long
 * stat block's text to read.
 */
export function statLines(body: string): string {
  const lines = body.split("\n");
  let inList = false;
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      lines[i] = "";
      continue;
    }
    if (inFence) {
      lines[i] = "";
      continue;
    }
    const item = /^\s*([-*+]|\d+\.)(\s|$)/.test(line);
    const keep =
      item ||
      /^#{1,6}\s/.test(line) ||
      /^\s*\|/.test(line) ||
      /^\*\*/.test(line) ||
      /\bForm(y|ie)?\b/.test(line) ||
      (inList && /^\s+\S/.test(line));
    inList = item || (inList && /^\s+\S/.test(line));
    if (!keep) lines[i] = "";
  }
  return lines.join("\n");
}

/**
 * One printed derived cell (notes.md): `Brak`/`-` (none), `Nieograniczona`
 * (unlimited), `4 (patrz Ekwipunek)` (the number counts), `10 m (w tym Lot)`,
 * Inicjatywa `2k6+24` (24 on 2k6) or `4k6+22` (rolled on 4k6).
 */
export function readPrinted(
  key: PrintedKey,
  value: string,
): { value: number | null; special?: "none" | "unlimited"; dice?: number } {
  const f = fold(value.replace(/[*_]/g, "")).trim();
  if (f === "nieograniczona" || f === "nieograniczony" || f === "nieograniczone" || f === "∞")
    return { value: null, special: "unlimited" };
  if (isNoneValue(value)) return { value: null, special: "none" };
  if (key === "initiative") {
    const dice = /^(\d*)\s*[kd]\s*6/i.exec(value.trim());
    const n = parseInitiative(value.replace(/\(.*\)/, "").trim());
    return dice && n !== null ? { value: n, dice: dice[1] ? Number(dice[1]) : 1 } : { value: n };
  }
  return { value: parseCellNumber(value.replace(/\(.*\)/, "").trim()) };
}

class CharacterParser {
  private readonly d = new Diagnostics();
  private forms: CharacterForm[] = [];
  private form: CharacterForm = emptyForm(null);
  private section: Section | null = null;
  private inheritFrom = new Set<Section>();
  private lastEquipment: RefEntry | null = null;
  private detailsRaw: Record<string, string> = {};
  private detailsLinks: Record<string, ReturnType<typeof linksIn>[number]> = {};
  private title: string | null = null;

  constructor(
    private readonly path: string,
    private readonly kind: "pc" | "npc-statblock",
    private readonly body: string,
    private readonly lineOffset: number,
  ) {}

  private line(node: Nodes): number | undefined {
    return lineOf(node, this.lineOffset);
  }

  parse(): {
    forms: CharacterForm[];
    details: Record<string, string>;
    links: Record<string, ReturnType<typeof linksIn>[number]>;
    title: string | null;
    diagnostics: Diagnostics;
  } {
    const { tables, rest } = extractTables(statLines(this.body));
    const root = parseMarkdown(rest);
    // Tables and the other blocks, in the note's order.
    let t = 0;
    for (const node of root.children) {
      const at = node.position?.start.line ?? Infinity;
      while (t < tables.length && (tables[t] as LineTable).line < at) this.table(tables[t++] as LineTable);
      this.visit(node);
    }
    while (t < tables.length) this.table(tables[t++] as LineTable);
    this.forms.push(this.form);
    // A preamble without stats before `## Forma …` headings is not a form of its own.
    const forms = this.forms.filter(
      (f, i) => i > 0 || f.name !== null || this.forms.length === 1 || f.hasStats || f.skillLines.length > 0,
    );
    return { forms, details: this.detailsRaw, links: this.detailsLinks, title: this.title, diagnostics: this.d };
  }

  private visit(node: RootContent): void {
    switch (node.type) {
      case "heading": {
        const text = plainText(node);
        if (node.depth === 1 && !this.title) this.title = text;
        if (node.depth <= 2 && /^forma\b/i.test(fold(text))) {
          this.forms.push(this.form);
          this.form = emptyForm(text);
          this.section = null;
          this.inheritFrom = new Set();
          return;
        }
        this.section = sectionOf(text);
        this.lastEquipment = null;
        return;
      }
      case "list":
        if (this.section && this.section !== "other") this.list(node, this.section);
        return;
      case "paragraph": {
        const text = plainText(node);
        const startsBold = node.children[0]?.type === "strong";
        const phrase = this.section && !startsBold ? inheritancePhrase(text, linksIn(node)) : null;
        if (this.section && phrase) {
          this.inherit(this.section, phrase, this.line(node));
          return;
        }
        if (this.section === "equipment" && startsBold) {
          const strong = node.children[0] as Nodes;
          const entry: RefEntry = { name: plainText(strong).replace(/[:\s]+$/, ""), quantity: 1 };
          const line = this.line(node);
          if (line !== undefined) entry.line = line;
          this.form.equipment.push(entry);
          this.lastEquipment = entry;
        }
        return;
      }
      default:
        return;
    }
  }

  /**
   * "Talent z Formy I, a ponadto:", "Wszystkie Talenty z Form I i II",
   * "Jak w Formie II.", "… wspólne z Formy I, poza [Zachcianką](…)": the form
   * starts with the named forms' entries (each once), less the ones after "poza".
   */
  private inherit(
    section: Section,
    phrase: { forms: number[]; except: Link[]; commonOnly: boolean },
    line: number | undefined,
  ): void {
    if (this.inheritFrom.has(section)) return;
    const named = this.forms.filter((f) => f.name !== null);
    const sources: CharacterForm[] = [];
    for (const n of phrase.forms) {
      const source = named[n - 1];
      if (!source) {
        this.d.warning(
          `${this.form.name ?? ""}: odwołanie do Formy ${ROMAN[n] ?? n}, której (jeszcze) nie ma w notatce.`,
          line,
        );
        continue;
      }
      if (source !== this.form) sources.push(source);
    }
    if (!sources.length) return;
    this.inheritFrom.add(section);
    const excluded = (e: { name: string; link?: Link; note?: string }) =>
      phrase.except.some((x) => (e.link && linkKey(e.link) === linkKey(x)) || fold(e.name) === fold(x.text)) ||
      (phrase.commonOnly && /\bunikaln/.test(fold(e.note ?? "")));
    const take = <T extends { name: string; link?: Link; note?: string }>(
      pick: (f: CharacterForm) => T[],
      into: T[],
    ) => {
      const seen = new Set<T>(into);
      for (const source of sources) {
        for (const e of pick(source)) {
          if (seen.has(e) || excluded(e)) continue;
          seen.add(e);
          into.push(e);
        }
      }
    };
    if (section === "talents") take((f) => f.talents, this.form.talents);
    if (section === "spells") take((f) => f.spells, this.form.spells);
    if (section === "equipment") take((f) => f.equipment, this.form.equipment);
    if (section === "skills") {
      for (const source of sources) {
        for (const l of source.skillLines)
          if (!this.form.skillLines.some((x) => x.skill === l.skill)) this.form.skillLines.push(l);
        for (const [k, v] of Object.entries(source.skills)) if (!(k in this.form.skills)) this.form.skills[k] = v;
      }
    }
  }

  private rowLine(row: { line: number }): number {
    return row.line + this.lineOffset - 1;
  }

  private table(table: LineTable): void {
    const [head, ...rows] = table.rows;
    if (!head) return;
    const headers = head.cells.map((c) => fold(c.text));
    const firstCell = head.cells[0];
    // Details: the first column holds bold keys (`**Rasa**`).
    if (firstCell?.bold && Object.keys(this.detailsRaw).length === 0) {
      for (const row of table.rows) {
        const [k, v] = row.cells;
        if (!k || !v) continue;
        this.detailsRaw[k.text] = v.text;
        const link = v.links[0];
        if (link) this.detailsLinks[k.text] = link;
      }
      return;
    }
    if (headers[0] === "atrybut" && headers[1]?.startsWith("wartosc")) {
      for (const row of rows) {
        const [k, v] = row.cells;
        if (k && v) this.keyValue(k.text, v.text, this.rowLine(row));
      }
      return;
    }
    const columns = (row: { cells: LineCell[]; line: number }) => {
      head.cells.forEach((h, i) => {
        const cell = row.cells[i];
        if (cell) this.keyValue(h.text, cell.text, this.rowLine(row));
      });
    };
    if (headers.includes("cialo") || headers.includes("umysl") || headers.includes("dusza")) {
      const row = rows[0];
      if (rows.length > 1)
        this.d.warning(
          `Tabela atrybutów ma ${rows.length} wiersze wartości; czytam tylko pierwszy.`,
          this.rowLine(head),
        );
      if (!row) return;
      columns(row);
      if (row.cells.length < headers.length)
        this.d.warning(`Tabela atrybutów: brakuje ${headers.length - row.cells.length} komórek.`, this.rowLine(row));
      return;
    }
    if (headers.some((h) => h in PRINTED_COLUMNS) && rows[0]) columns(rows[0]);
  }

  private keyValue(rawKey: string, value: string, line: number | undefined): void {
    const key = fold(rawKey);
    const attrs: Record<string, keyof AttributeValues> = {
      cialo: "body",
      umysl: "mind",
      dusza: "soul",
      magia: "powerLevel",
      "poziom mocy": "powerLevel",
    };
    const attr = attrs[key];
    if (attr) {
      if (value === "") return;
      if (attr === "powerLevel" && this.kind === "npc-statblock") {
        const magic = parseStatBlockMagic(value);
        if (magic === null)
          this.d.error(
            `Magia „${value}” nie jest ani liczbą kości Magii (np. 4), ani Poziomem Mocy (np. IV, Poziom Mocy IV).`,
            line,
          );
        else if ("dice" in magic) {
          this.form.magicDice = magic.dice;
          this.form.attributes.powerLevel = levelForDice(magic.dice);
        } else {
          delete this.form.magicDice;
          this.form.attributes.powerLevel = magic.level;
        }
      } else if (attr === "powerLevel") {
        const level = parsePowerLevel(value);
        if (level === null)
          this.d.error(`Magia „${value}” nie jest Poziomem Mocy (0–X, np. IV, Poziom Mocy IV albo 4).`, line);
        else this.form.attributes.powerLevel = level;
      } else {
        const n = parseCellNumber(value);
        if (n === null) this.d.error(`${attributeName(attr)}: „${value}” nie jest liczbą.`, line);
        else {
          if (this.kind === "pc" && (n < ATTRIBUTE_RANGE.min || n > ATTRIBUTE_RANGE.max)) {
            this.d.error(
              `${attributeName(attr)} ${n} poza zakresem ${ATTRIBUTE_RANGE.min}–${ATTRIBUTE_RANGE.max}.`,
              line,
            );
          }
          this.form.attributes[attr] = n;
        }
      }
      this.form.hasStats = true;
      return;
    }
    const printed = PRINTED_COLUMNS[key];
    if (printed) {
      if (value === "") return;
      const read = readPrinted(printed, value);
      // Osłona Magiczna may name the talent that gives it ("regenerowana Zaporą Posłańca"): the sheet reads that.
      if (read.value === null && !read.special && printed !== "speed" && printed !== "magicShield") {
        this.d.warning(`${rawKey}: „${value}” nie jest liczbą; pomijam tę wartość.`, line);
      }
      if (read.value !== null && read.value < 0) {
        this.d.warning(`${rawKey}: ${read.value} nie może być ujemne; pomijam tę wartość.`, line);
        read.value = null;
      }
      this.form.printed[printed] = { raw: value, ...read };
      return;
    }
    const skill = findSkill(rawKey);
    if (skill) {
      const n = parseCellNumber(value);
      if (n !== null) this.form.skills[skill] = n;
    }
  }

  private list(list: List, section: Section): void {
    for (const item of list.children) {
      const text = itemText(item);
      const line = this.line(item);
      if (!text || text === "-" || text === "*") continue;
      if (section === "skills") this.skill(text, line);
      else if (section === "talents") this.talent(item, text, line);
      else if (section === "spells") this.ref(this.form.spells, item, text, line);
      else if (section === "equipment") {
        // A sub-bullet `**Obrażenia:** 2+S`, `**Ładunki:** 4` describes the item above it, it is not an item.
        const label = boldLabel(item);
        if (label && this.lastEquipment) {
          const value = text
            .slice(text.indexOf(label) + label.length)
            .replace(/^\s*:?\s*/, "")
            .trim();
          if (fold(label) === "obrazenia") this.lastEquipment.damage = value;
          else (this.lastEquipment.properties ??= {})[label] = value;
          continue;
        }
        this.ref(this.form.equipment, item, text, line);
      }
    }
  }

  /**
   * `Nazwa (Atrybut) +bonus (łączna)`; also the absolute form the bestiary
   * uses, `Zdolności Magiczne (Magia) 12`: the total, whose bonus is worked
   * out from the form's attribute once the form is read.
   */
  private skill(text: string, line: number | undefined): void {
    const m = /^([^()+\-−\d]+?)\s*(?:\(([^)]*)\))?\s*([+\-−]\s*\d+|\d+)\s*(?:\((-?\d+)\))?(.*)$/.exec(text);
    if (!m) {
      this.d.warning(`Nie rozumiem linii umiejętności „${text}”; oczekiwano „Nazwa (Atrybut) +bonus (łączna)”.`, line);
      return;
    }
    const name = (m[1] ?? "").trim();
    const skill = findSkill(name);
    if (!skill) {
      this.d.warning(`Nieznana umiejętność „${name}”.`, line);
      return;
    }
    const written = (m[3] ?? "0").replace(/\s/g, "").replace("−", "-");
    const absolute = /^\d/.test(written);
    const bonus = absolute ? 0 : Number(written);
    const total = absolute ? Number(written) : m[4] !== undefined ? Number(m[4]) : null;
    if (skill in this.form.skills && !this.inheritFrom.has("skills"))
      this.d.warning(`Umiejętność ${skill} występuje dwa razy; liczy się ostatnia.`, line);
    if (!absolute && this.kind === "pc" && (bonus < SKILL_RANGE.min || bonus > SKILL_RANGE.max)) {
      this.d.error(`${skill} +${bonus} poza zakresem ${SKILL_RANGE.min}–${SKILL_RANGE.max}.`, line);
    }
    this.form.skills[skill] = bonus;
    const entry: SkillLine = {
      skill,
      bonus,
      total,
      ...(absolute ? { absolute: true } : {}),
      ...(line !== undefined ? { line } : {}),
    };
    const i = this.form.skillLines.findIndex((s) => s.skill === skill);
    if (i >= 0) this.form.skillLines[i] = entry;
    else this.form.skillLines.push(entry);
  }

  private talent(item: ListItem, text: string, line: number | undefined): void {
    for (const { name, link, note } of entryNames(item, text)) {
      if (!name) continue;
      const entry: TalentEntry = { name, canonical: canonicalTalent(name), count: countIn(note ?? "") };
      if (link) entry.link = link;
      if (note) entry.note = note;
      if (line !== undefined) entry.line = line;
      this.form.talents.push(entry);
    }
  }

  private ref(into: RefEntry[], item: ListItem, text: string, line: number | undefined): void {
    for (const { name, link, note } of entryNames(item, text)) {
      if (!name) continue;
      const quantity = /[×x]\s*(\d+)\s*$/.exec(note ?? name);
      const entry: RefEntry = {
        name: name.replace(/\s*[×x]\s*\d+\s*$/, ""),
        quantity: quantity ? Number(quantity[1]) : 1,
      };
      if (link) entry.link = link;
      const cleanNote = note?.replace(/\s*[×x]\s*\d+\s*$/, "");
      if (cleanNote) entry.note = cleanNote;
      if (line !== undefined) entry.line = line;
      into.push(entry);
      if (into === this.form.equipment) this.lastEquipment = entry;
    }
  }
}

/** The attribute part of a skill's total: the attribute, or for Magia its dice. */
function attributePart(form: CharacterForm, skill: string): number | null {
  const attr = skillAttribute(skill);
  if (attr === "magic") {
    const level = form.attributes.powerLevel;
    return form.magicDice ?? (level === null ? null : (MAGIC_TABLE[level]?.dice ?? 0));
  }
  return form.attributes[attr];
}

/** `Zdolności Magiczne (Magia) 12`: the bonus is the total less the attribute part. */
function resolveAbsoluteSkills(form: CharacterForm, d: Diagnostics): void {
  form.skillLines = form.skillLines.map((line) => {
    if (!line.absolute || line.total === null) return line;
    const part = attributePart(form, line.skill);
    if (part === null) {
      d.warning(
        `${form.name ? form.name + ": " : ""}${line.skill} ${line.total}: nie znam atrybutu, więc nie wiem, ile z tego to umiejętność; liczę ${line.total}.`,
        line.line,
      );
      form.skills[line.skill] = line.total;
      return { ...line, bonus: line.total };
    }
    form.skills[line.skill] = line.total - part;
    return { ...line, bonus: line.total - part };
  });
}

/** A printed skill total must be the attribute (Magia: its dice) plus the bonus. */
function checkSkillTotals(form: CharacterForm, d: Diagnostics): void {
  const where = form.name ? `${form.name}: ` : "";
  for (const line of form.skillLines) {
    if (line.total === null) continue;
    const attr = skillAttribute(line.skill);
    if (attr === "magic") {
      const level = form.attributes.powerLevel;
      if (level === null) continue;
      const dice = form.magicDice ?? MAGIC_TABLE[level]?.dice ?? 0;
      if (line.total === dice + line.bonus) continue;
      if (form.magicDice === undefined && line.total === level + line.bonus) {
        d.info(
          `${where}${line.skill}: łączna ${line.total} liczy Poziom Mocy (${level}) zamiast kości Magii (${dice}); według zasad ${dice + line.bonus}.`,
          line.line,
        );
      } else
        d.warning(
          `${where}${line.skill}: łączna ${line.total}, a kości Magii ${dice} + ${line.bonus} = ${dice + line.bonus}.`,
          line.line,
        );
      continue;
    }
    const value = form.attributes[attr];
    if (value === null || line.total === value + line.bonus) continue;
    d.warning(
      `${where}${line.skill}: łączna ${line.total}, a ${attributeName(attr)} ${value} + ${line.bonus} = ${value + line.bonus}.`,
      line.line,
    );
  }
}

function readState(data: Record<string, unknown>, d: Diagnostics): PlayState {
  const state: PlayState = { conditions: [] };
  for (const key of ["health", "mana", "zeal", "elixirTolerance", "experience"] as const) {
    if (!(key in data) || data[key] === null || data[key] === undefined) continue;
    const n = asInteger(data[key]);
    if (n === null || n < 0)
      d.warning(`Klucz „${key}” powinien być liczbą całkowitą ≥ 0, a jest „${scalarText(data[key])}”; pomijam go.`);
    else state[key] = n;
  }
  const conditions = data.conditions;
  if (conditions !== undefined && conditions !== null) {
    const list = Array.isArray(conditions) ? conditions : typeof conditions === "string" ? conditions.split(",") : [];
    for (const c of list) {
      const name = findCondition(scalarText(c));
      if (name) {
        if (!state.conditions.includes(name)) state.conditions.push(name);
      } else d.warning(`Nieznany stan „${scalarText(c)}” w „conditions”.`);
    }
  }
  const dying = data.dying;
  if (dying && typeof dying === "object" && !Array.isArray(dying)) {
    const rec = dying as Record<string, unknown>;
    const hits = asInteger(rec.hits) ?? 0;
    const failedTests = asInteger(rec.failedTests) ?? 0;
    const overflow = asInteger(rec.overflow) ?? 0;
    state.dying = { hits, failedTests, overflow };
  } else if (dying !== undefined && dying !== null)
    d.warning("Klucz „dying” powinien być mapą {hits, failedTests, overflow}.");
  return state;
}

/** Frontmatter build keys (notes.md): applied over the body, disagreements warned. */
function applyFrontmatterBuild(
  form: CharacterForm,
  data: Record<string, unknown>,
  d: Diagnostics,
  details: CharacterNote["details"],
): void {
  const attrs = [
    ["body", "Ciało"],
    ["mind", "Umysł"],
    ["soul", "Dusza"],
  ] as const;
  for (const [key, label] of attrs) {
    if (!(key in data)) continue;
    const n = asInteger(data[key]);
    if (n === null) {
      d.warning(`Klucz „${key}” (${label}) nie jest liczbą całkowitą; pomijam go.`);
      continue;
    }
    if (form.attributes[key] !== null && form.attributes[key] !== n) {
      d.warning(`${label}: frontmatter mówi ${n}, tabela ${form.attributes[key]}; obowiązuje frontmatter.`);
    }
    form.attributes[key] = n;
    form.hasStats = true;
  }
  if ("powerLevel" in data) {
    const level = parsePowerLevel(scalarText(data.powerLevel));
    if (level === null) d.warning(`Klucz „powerLevel” („${scalarText(data.powerLevel)}”) nie jest Poziomem Mocy 0–X.`);
    else {
      if (form.attributes.powerLevel !== null && form.attributes.powerLevel !== level) {
        d.warning(`Magia: frontmatter mówi ${level}, tabela ${form.attributes.powerLevel}; obowiązuje frontmatter.`);
      }
      form.attributes.powerLevel = level;
      delete form.magicDice;
      form.hasStats = true;
    }
  }
  const skills = data.skills;
  if (skills && typeof skills === "object" && !Array.isArray(skills)) {
    for (const [name, value] of Object.entries(skills as Record<string, unknown>)) {
      const skill = findSkill(name);
      const n = asInteger(value);
      if (!skill) d.warning(`Nieznana umiejętność „${name}” w „skills”.`);
      else if (n === null) d.warning(`„skills.${name}” nie jest liczbą.`);
      else {
        if (skill in form.skills && form.skills[skill] !== n)
          d.warning(`${skill}: frontmatter mówi ${n}, lista ${form.skills[skill]}; obowiązuje frontmatter.`);
        form.skills[skill] = n;
      }
    }
  }
  const list = (value: unknown): string[] =>
    Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(",").map((s) => s.trim()) : [];
  if ("talents" in data) {
    const names = list(data.talents);
    if (form.talents.length && names.length) d.info("Talenty są i we frontmatter, i w treści; obowiązuje frontmatter.");
    if (names.length)
      form.talents = names.map((n) => ({
        name: n.replace(/^\[\[|\]\]$/g, ""),
        canonical: canonicalTalent(n.replace(/^\[\[|\]\]$/g, "")),
        count: 1,
      }));
  }
  if ("spells" in data) {
    const names = list(data.spells);
    if (names.length) {
      form.spells = names.map((n) => {
        const wiki = /^\[\[([^\]|]+)(?:\|([^\]]+))?\]\]$/.exec(n);
        return wiki
          ? {
              name: wiki[2] ?? wiki[1] ?? n,
              link: { kind: "wiki" as const, target: wiki[1] ?? n, text: wiki[2] ?? wiki[1] ?? n },
              quantity: 1,
            }
          : { name: n, quantity: 1 };
      });
    }
  }
  if (typeof data.race === "string" && data.race.trim()) {
    const race = data.race.replace(/^\[\[|\]\]$/g, "").trim();
    if (details.race && fold(details.race.text) !== fold(race))
      d.warning(`Rasa: frontmatter mówi „${race}”, tabela „${details.race.text}”; obowiązuje frontmatter.`);
    details.race = { text: race };
  }
  if (typeof data.discipline === "string" && data.discipline.trim())
    details.discipline = { text: data.discipline.trim() };
  if ("year" in data) {
    const y = asInteger(data.year);
    if (y === null || y < 1 || y > 5)
      d.warning(`Klucz „year” powinien być liczbą 1–5, a jest „${scalarText(data.year)}”.`);
    else details.year = y;
  }
}

type CharacterInput = {
  path: string;
  kind: "pc" | "npc-statblock";
  data: Record<string, unknown>;
  body: string;
  bodyLine: number;
  frontmatterError: string | null;
};

/** The frontmatter keys of play state (notes.md): everything else in the note is the build. */
const STATE_KEYS = new Set(["health", "mana", "zeal", "elixirTolerance", "experience", "conditions", "dying"]);

/** What a character is apart from its play state: read from the body and the frontmatter's build keys. */
type Build = Omit<CharacterNote, "state" | "diagnostics"> & { diagnostics: readonly Diagnostic[] };

/**
 * Play writes change only play-state keys, so the build of the notes in play is kept, by path, with the
 * exact input it was read from (body, its first line, and the frontmatter without the play-state keys).
 * A kept build is frozen: every reading shares it, and nothing may change it.
 */
const BUILD_MEMO_LIMIT = 64;
const buildMemo = memoMap<string, { key: string; build: Build }>();

function buildKey(input: CharacterInput): string | null {
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input.data)) if (!STATE_KEYS.has(k)) rest[k] = v;
  try {
    return JSON.stringify([input.kind, input.bodyLine, input.frontmatterError, rest, input.body]);
  } catch {
    return null;
  }
}

export function readCharacter(input: CharacterInput): CharacterNote {
  const key = buildKey(input);
  const kept = buildMemo.get(input.path);
  let build: Build;
  if (key !== null && kept?.key === key) build = kept.build;
  else {
    build = readBuild(input);
    if (key !== null) {
      buildMemo.delete(input.path);
      if (buildMemo.size >= BUILD_MEMO_LIMIT) buildMemo.delete(buildMemo.keys().next().value as string);
      buildMemo.set(input.path, { key, build: deepFreeze(build) });
    }
  }
  const d = new Diagnostics();
  const state = readState(input.data, d);
  const { diagnostics, ...rest } = build;
  return { ...rest, state, diagnostics: [...diagnostics, ...d.list] };
}

function readBuild(input: CharacterInput): Build {
  const parser = new CharacterParser(input.path, input.kind, input.body, input.bodyLine);
  const parsed = parser.parse();
  const d = parsed.diagnostics;
  const baseName = (input.path.split("/").pop() ?? input.path).replace(/\.md$/i, "");
  const raw = parsed.details;
  const detail = (label: string) => {
    const key = Object.keys(raw).find((k) => fold(k).startsWith(fold(label)));
    if (!key || !raw[key]) return null;
    const value: { text: string; link?: ReturnType<typeof linksIn>[number] } = { text: raw[key] };
    const link = parsed.links[key];
    if (link) value.link = link;
    return value;
  };
  const details: CharacterNote["details"] = {
    race: detail("Rasa"),
    discipline: detail("Dziedzina Magii"),
    year: null,
    player: detail("Gracz")?.text ?? null,
    raw,
  };
  const yearText = detail("Rok")?.text ?? detail("Organizacje")?.text ?? "";
  details.year = yearText ? parseYear(yearText) : null;
  const forms = parsed.forms.length ? parsed.forms : [emptyForm(null)];
  if (input.frontmatterError === null) applyFrontmatterBuild(forms[0] as CharacterForm, input.data, d, details);
  const aliases = readAliases(input.data);
  const fullName = [detail("Imię")?.text, detail("Nazwisko")?.text].filter(Boolean).join(" ");
  if (fullName && fold(fullName) !== fold(baseName) && !aliases.some((a) => fold(a) === fold(fullName)))
    aliases.push(fullName);
  const name = input.kind === "npc-statblock" ? (parsed.title ?? baseName) : baseName;
  for (const form of forms) resolveAbsoluteSkills(form, d);
  for (const form of forms) checkSkillTotals(form, d);
  for (const form of forms) {
    if (!form.hasStats) {
      d.info(
        `${form.name ? form.name + ": " : ""}tabela Atrybuty jest pusta: postać nie ma jeszcze statystyk (można je uzupełnić poleceniem „Uzupełnij statystyki”).`,
      );
    } else {
      const missing = (["body", "mind", "soul", "powerLevel"] as const).filter((k) => form.attributes[k] === null);
      if (missing.length)
        d.warning(
          `${form.name ? form.name + ": " : ""}brakuje wartości: ${missing.map((k) => attributeName(k === "powerLevel" ? "magic" : k)).join(", ")}.`,
        );
    }
  }
  if (input.frontmatterError)
    d.error(
      `Frontmatter się nie parsuje: ${input.frontmatterError}. Wtyczka nie zapisze tej notatki, dopóki YAML nie zostanie poprawiony.`,
    );
  return {
    path: input.path,
    name,
    kind: input.kind,
    aliases,
    details,
    forms,
    frontmatterError: input.frontmatterError,
    diagnostics: d.list,
  };
}
