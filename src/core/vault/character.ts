import { findCondition, findSkill, canonicalTalent, attributeName } from "../rules/names";
import { ATTRIBUTE_RANGE, MAGIC_TABLE, SKILL_RANGE } from "../rules/tables";
import { skillAttribute } from "../rules/names";
import { fold } from "../text/normalize";
import { Diagnostics } from "./diagnostics";
import { readAliases } from "./frontmatter";
import { extractTables, type LineCell, type LineTable } from "./line-table";
import { linksIn, lineOf, parseMarkdown, plainText, type List, type ListItem, type Nodes, type RootContent } from "./markdown";
import type { AttributeValues, CharacterForm, CharacterNote, PlayState, PrintedKey, RefEntry, TalentEntry } from "./model";
import { levelForDice } from "../rules/derived";
import { asInteger, isNoneValue, parseCellNumber, parseInitiative, parsePowerLevel, parseStatBlockMagic, parseYear, scalarText } from "./values";

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

const COUNT_WORDS: Array<[RegExp, number]> = [
  [/dwukrotnie|dwa razy|[×x]\s*2\b|\b2\s*[×x]/i, 2],
  [/trzykrotnie|trzy razy|[×x]\s*3\b|\b3\s*[×x]/i, 3],
  [/czterokrotnie|[×x]\s*4\b/i, 4],
];

function countIn(text: string): number {
  for (const [re, n] of COUNT_WORDS) if (re.test(text)) return n;
  return 1;
}

/** A list item's own text, without its nested lists. */
function itemText(item: ListItem): string {
  return item.children
    .filter((c) => c.type !== "list")
    .map((c) => plainText(c))
    .join(" ")
    .trim();
}

/** The name an entry starts with: its first link's text, else text before a note. */
function entryName(item: Nodes, text: string): { name: string; link?: ReturnType<typeof linksIn>[number]; note?: string } {
  const links = linksIn(item);
  const first = links[0];
  const startsWithLink = first && (text.startsWith(first.text) || text.replace(/^\*+/, "").startsWith(first.text));
  if (first && startsWithLink) {
    const note = text.slice(text.indexOf(first.text) + first.text.length).trim();
    const entry: { name: string; link: typeof first; note?: string } = { name: first.text, link: first };
    if (note) entry.note = note;
    return entry;
  }
  const m = /^(.+?)(?:\s+\*?\((.*)\)\*?|\s+[-–—]\s+(.*))?$/.exec(text);
  const name = (m?.[1] ?? text).replace(/^\*+|\*+$/g, "").trim();
  const note = (m?.[2] ?? m?.[3] ?? "").trim();
  return note ? { name, note } : { name };
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
    const keep = item || /^#{1,6}\s/.test(line) || /^\s*\|/.test(line) || /^\*\*/.test(line) || /\bForm(y|ie)\b/.test(line) || (inList && /^\s+\S/.test(line));
    inList = item || (inList && /^\s+\S/.test(line));
    if (!keep) lines[i] = "";
  }
  return lines.join("\n");
}

class CharacterParser {
  private readonly d = new Diagnostics();
  private forms: CharacterForm[] = [];
  private form: CharacterForm = emptyForm(null);
  private section: Section | null = null;
  private inheritFromFirst = new Set<Section>();
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

  parse(): { forms: CharacterForm[]; details: Record<string, string>; links: Record<string, ReturnType<typeof linksIn>[number]>; title: string | null; diagnostics: Diagnostics } {
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
    const forms = this.forms.filter((f, i) => i > 0 || f.name !== null || this.forms.length === 1 || f.hasStats || f.skillLines.length > 0);
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
          this.inheritFromFirst = new Set();
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
        if (this.section && /z\s+formy\s+i\b|jak\s+w\s+formie\s+i\b/i.test(fold(text)) && this.forms.length > 0) {
          this.inherit(this.section);
          return;
        }
        if (this.section === "equipment") {
          const strong = node.children.find((c) => c.type === "strong");
          if (strong && node.children.indexOf(strong) === 0) {
            const entry: RefEntry = { name: plainText(strong).replace(/[:\s]+$/, ""), quantity: 1 };
            const line = this.line(node);
            if (line !== undefined) entry.line = line;
            this.form.equipment.push(entry);
            this.lastEquipment = entry;
          }
        }
        return;
      }
      default:
        return;
    }
  }

  /** "Talent z Formy I, a ponadto:": the form starts with the first form's entries. */
  private inherit(section: Section): void {
    const first = this.forms.find((f) => f.name !== null) ?? this.forms[0];
    if (!first || first === this.form || this.inheritFromFirst.has(section)) return;
    this.inheritFromFirst.add(section);
    if (section === "talents") this.form.talents.push(...first.talents);
    if (section === "spells") this.form.spells.push(...first.spells);
    if (section === "equipment") this.form.equipment.push(...first.equipment);
    if (section === "skills") {
      this.form.skillLines.push(...first.skillLines);
      Object.assign(this.form.skills, first.skills);
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
      if (rows.length > 1) this.d.warning(`Tabela atrybutów ma ${rows.length} wiersze wartości; czytam tylko pierwszy.`, this.rowLine(head));
      if (!row) return;
      columns(row);
      if (row.cells.length < headers.length) this.d.warning(`Tabela atrybutów: brakuje ${headers.length - row.cells.length} komórek.`, this.rowLine(row));
      return;
    }
    if (headers.some((h) => h in PRINTED_COLUMNS) && rows[0]) columns(rows[0]);
  }

  private keyValue(rawKey: string, value: string, line: number | undefined): void {
    const key = fold(rawKey);
    const attrs: Record<string, keyof AttributeValues> = { cialo: "body", umysl: "mind", dusza: "soul", magia: "powerLevel", "poziom mocy": "powerLevel" };
    const attr = attrs[key];
    if (attr) {
      if (value === "") return;
      if (attr === "powerLevel" && this.kind === "npc-statblock") {
        const magic = parseStatBlockMagic(value);
        if (magic === null) this.d.error(`Magia „${value}” nie jest ani liczbą kości Magii (np. 4), ani Poziomem Mocy (np. IV, Poziom Mocy IV).`, line);
        else if ("dice" in magic) {
          this.form.magicDice = magic.dice;
          this.form.attributes.powerLevel = levelForDice(magic.dice);
        } else {
          delete this.form.magicDice;
          this.form.attributes.powerLevel = magic.level;
        }
      } else if (attr === "powerLevel") {
        const level = parsePowerLevel(value);
        if (level === null) this.d.error(`Magia „${value}” nie jest Poziomem Mocy (0–X, np. IV, Poziom Mocy IV albo 4).`, line);
        else this.form.attributes.powerLevel = level;
      } else {
        const n = parseCellNumber(value);
        if (n === null) this.d.error(`${attributeName(attr)}: „${value}” nie jest liczbą.`, line);
        else {
          if (this.kind === "pc" && (n < ATTRIBUTE_RANGE.min || n > ATTRIBUTE_RANGE.max)) {
            this.d.error(`${attributeName(attr)} ${n} poza zakresem ${ATTRIBUTE_RANGE.min}–${ATTRIBUTE_RANGE.max}.`, line);
          }
          this.form.attributes[attr] = n;
        }
      }
      this.form.hasStats = true;
      return;
    }
    const printed = PRINTED_COLUMNS[key];
    if (printed) {
      let n: number | null;
      if (printed === "initiative") n = parseInitiative(value);
      else if (printed === "speed") n = parseCellNumber(value.replace(/\(.*\)/, "").trim());
      else n = parseCellNumber(value);
      if (n === null && !isNoneValue(value) && fold(value) !== "nieograniczona" && printed !== "speed") {
        this.d.warning(`${rawKey}: „${value}” nie jest liczbą; pomijam tę wartość.`, line);
      }
      if (n !== null && n < 0) {
        this.d.warning(`${rawKey}: ${n} nie może być ujemne; pomijam tę wartość.`, line);
        n = null;
      }
      if (value !== "") this.form.printed[printed] = { raw: value, value: n };
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
        const damage = /^\*{0,2}Obrażenia:?\*{0,2}:?\s*(.+)$/i.exec(text);
        if (damage && this.lastEquipment) {
          this.lastEquipment.damage = (damage[1] ?? "").trim();
          continue;
        }
        if (/^\*{0,2}(Cechy|Cena|Wymagania)\b/i.test(text) && this.lastEquipment) continue;
        this.ref(this.form.equipment, item, text, line);
      }
    }
  }

  private skill(text: string, line: number | undefined): void {
    const m = /^([^()+\-−]+?)\s*(?:\(([^)]*)\))?\s*([+\-−]\s*\d+)\s*(?:\((-?\d+)\))?(.*)$/.exec(text);
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
    const bonus = Number((m[3] ?? "0").replace(/\s/g, "").replace("−", "-"));
    const total = m[4] !== undefined ? Number(m[4]) : null;
    if (skill in this.form.skills && !this.inheritFromFirst.has("skills")) this.d.warning(`Umiejętność ${skill} występuje dwa razy; liczy się ostatnia.`, line);
    if (this.kind === "pc" && (bonus < SKILL_RANGE.min || bonus > SKILL_RANGE.max)) {
      this.d.error(`${skill} +${bonus} poza zakresem ${SKILL_RANGE.min}–${SKILL_RANGE.max}.`, line);
    }
    this.form.skills[skill] = bonus;
    const entry = { skill, bonus, total, ...(line !== undefined ? { line } : {}) };
    const i = this.form.skillLines.findIndex((s) => s.skill === skill);
    if (i >= 0) this.form.skillLines[i] = entry;
    else this.form.skillLines.push(entry);
  }

  private talent(item: ListItem, text: string, line: number | undefined): void {
    const { name, link, note } = entryName(item, text);
    if (!name) return;
    const entry: TalentEntry = { name, canonical: canonicalTalent(name), count: countIn(note ?? "") };
    if (link) entry.link = link;
    if (note) entry.note = note;
    if (line !== undefined) entry.line = line;
    this.form.talents.push(entry);
  }

  private ref(into: RefEntry[], item: ListItem, text: string, line: number | undefined): void {
    const { name, link, note } = entryName(item, text);
    if (!name) return;
    const quantity = /[×x]\s*(\d+)\s*$/.exec(text);
    const entry: RefEntry = { name: name.replace(/\s*[×x]\s*\d+\s*$/, ""), quantity: quantity ? Number(quantity[1]) : 1 };
    if (link) entry.link = link;
    if (note) entry.note = note.replace(/\s*[×x]\s*\d+\s*$/, "");
    if (line !== undefined) entry.line = line;
    into.push(entry);
    this.lastEquipment = into === this.form.equipment ? entry : this.lastEquipment;
  }
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
        d.info(`${where}${line.skill}: łączna ${line.total} liczy Poziom Mocy (${level}) zamiast kości Magii (${dice}); według zasad ${dice + line.bonus}.`, line.line);
      } else d.warning(`${where}${line.skill}: łączna ${line.total}, a kości Magii ${dice} + ${line.bonus} = ${dice + line.bonus}.`, line.line);
      continue;
    }
    const value = form.attributes[attr];
    if (value === null || line.total === value + line.bonus) continue;
    d.warning(`${where}${line.skill}: łączna ${line.total}, a ${attributeName(attr)} ${value} + ${line.bonus} = ${value + line.bonus}.`, line.line);
  }
}

function readState(data: Record<string, unknown>, d: Diagnostics): PlayState {
  const state: PlayState = { conditions: [] };
  for (const key of ["health", "mana", "zeal", "elixirTolerance", "experience"] as const) {
    if (!(key in data) || data[key] === null || data[key] === undefined) continue;
    const n = asInteger(data[key]);
    if (n === null || n < 0) d.warning(`Klucz „${key}” powinien być liczbą całkowitą ≥ 0, a jest „${scalarText(data[key])}”; pomijam go.`);
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
  } else if (dying !== undefined && dying !== null) d.warning("Klucz „dying” powinien być mapą {hits, failedTests, overflow}.");
  return state;
}

/** Frontmatter build keys (notes.md): applied over the body, disagreements warned. */
function applyFrontmatterBuild(form: CharacterForm, data: Record<string, unknown>, d: Diagnostics, details: CharacterNote["details"]): void {
  const attrs = [["body", "Ciało"], ["mind", "Umysł"], ["soul", "Dusza"]] as const;
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
        if (skill in form.skills && form.skills[skill] !== n) d.warning(`${skill}: frontmatter mówi ${n}, lista ${form.skills[skill]}; obowiązuje frontmatter.`);
        form.skills[skill] = n;
      }
    }
  }
  const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(",").map((s) => s.trim()) : []);
  if ("talents" in data) {
    const names = list(data.talents);
    if (form.talents.length && names.length) d.info("Talenty są i we frontmatter, i w treści; obowiązuje frontmatter.");
    if (names.length) form.talents = names.map((n) => ({ name: n.replace(/^\[\[|\]\]$/g, ""), canonical: canonicalTalent(n.replace(/^\[\[|\]\]$/g, "")), count: 1 }));
  }
  if ("spells" in data) {
    const names = list(data.spells);
    if (names.length) {
      form.spells = names.map((n) => {
        const wiki = /^\[\[([^\]|]+)(?:\|([^\]]+))?\]\]$/.exec(n);
        return wiki ? { name: wiki[2] ?? wiki[1] ?? n, link: { kind: "wiki" as const, target: wiki[1] ?? n, text: wiki[2] ?? wiki[1] ?? n }, quantity: 1 } : { name: n, quantity: 1 };
      });
    }
  }
  if (typeof data.race === "string" && data.race.trim()) {
    const race = data.race.replace(/^\[\[|\]\]$/g, "").trim();
    if (details.race && fold(details.race.text) !== fold(race)) d.warning(`Rasa: frontmatter mówi „${race}”, tabela „${details.race.text}”; obowiązuje frontmatter.`);
    details.race = { text: race };
  }
  if (typeof data.discipline === "string" && data.discipline.trim()) details.discipline = { text: data.discipline.trim() };
  if ("year" in data) {
    const y = asInteger(data.year);
    if (y === null || y < 1 || y > 5) d.warning(`Klucz „year” powinien być liczbą 1–5, a jest „${scalarText(data.year)}”.`);
    else details.year = y;
  }
}

export function readCharacter(input: {
  path: string;
  kind: "pc" | "npc-statblock";
  data: Record<string, unknown>;
  body: string;
  bodyLine: number;
  frontmatterError: string | null;
}): CharacterNote {
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
  const state = readState(input.data, d);
  const aliases = readAliases(input.data);
  const fullName = [detail("Imię")?.text, detail("Nazwisko")?.text].filter(Boolean).join(" ");
  if (fullName && fold(fullName) !== fold(baseName) && !aliases.some((a) => fold(a) === fold(fullName))) aliases.push(fullName);
  const name = input.kind === "npc-statblock" ? parsed.title ?? baseName : baseName;
  for (const form of forms) checkSkillTotals(form, d);
  for (const form of forms) {
    if (!form.hasStats) {
      d.info(`${form.name ? form.name + ": " : ""}tabela Atrybuty jest pusta: postać nie ma jeszcze statystyk (można je uzupełnić poleceniem „Uzupełnij statystyki”).`);
    } else {
      const missing = (["body", "mind", "soul", "powerLevel"] as const).filter((k) => form.attributes[k] === null);
      if (missing.length) d.warning(`${form.name ? form.name + ": " : ""}brakuje wartości: ${missing.map((k) => attributeName(k === "powerLevel" ? "magic" : k)).join(", ")}.`);
    }
  }
  if (input.frontmatterError) d.error(`Frontmatter się nie parsuje: ${input.frontmatterError}. Wtyczka nie zapisze tej notatki, dopóki YAML nie zostanie poprawiony.`);
  return {
    path: input.path,
    name,
    kind: input.kind,
    aliases,
    details,
    forms,
    state,
    frontmatterError: input.frontmatterError,
    diagnostics: d.list,
  };
}
