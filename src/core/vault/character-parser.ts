import { Diagnostics } from "./diagnostics";
import {
  boldLabel,
  castingText,
  countIn,
  emptyForm,
  entryNames,
  itemText,
  sectionOf,
  type Section,
} from "./character-entries";
import { inheritancePhrase, inheritLists, looksLikeInheritance } from "./character-inheritance";
import { msg } from "../play/messages";
import { readSkillLine } from "./character-skills";
import { readTable } from "./character-tables";
import { extractTables, type LineTable } from "./line-table";
import { canonicalTalent } from "../rules/names";
import { fold } from "../text/normalize";
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
import type { CharacterForm, RefEntry, TalentEntry } from "./model";

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
      /\b(?:form(?:y|ie|ach)?|jak (?:wyżej|powyżej|poprzednio|wcześniej))\b/i.test(line) ||
      (inList && /^\s+\S/.test(line));
    inList = item || (inList && /^\s+\S/.test(line));
    if (!keep) lines[i] = "";
  }
  return lines.join("\n");
}

export class CharacterParser {
  readonly d = new Diagnostics();
  forms: CharacterForm[] = [];
  form: CharacterForm = emptyForm(null);
  private section: Section | null = null;
  inheritFrom = new Set<Section>();
  private lastEquipment: RefEntry | null = null;
  readonly detailsRaw: Record<string, string> = {};
  readonly detailsLinks: Record<string, ReturnType<typeof linksIn>[number]> = {};
  private title: string | null = null;

  constructor(
    private readonly path: string,
    readonly kind: "pc" | "npc-statblock",
    private readonly body: string,
    readonly lineOffset: number,
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
      while (t < tables.length && (tables[t] as LineTable).line < at) readTable(this, tables[t++] as LineTable);
      this.visit(node);
    }
    while (t < tables.length) readTable(this, tables[t++] as LineTable);
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
        // "W tej formie Nil może odruchowo rzucić dowolne zaklęcie … bez Testu i bez kosztu Many" (docs/en/notes.md
        // "Spells").
        const casting = this.section === "spells" ? castingText(text) : null;
        if (casting) {
          this.form.casting = casting;
          return;
        }
        const phrase = this.section && !startsBold ? inheritancePhrase(text, linksIn(node)) : null;
        if (this.section && phrase) {
          inheritLists(this, this.section, phrase, this.line(node), text);
          return;
        }
        if (this.section && this.section !== "other" && !startsBold && looksLikeInheritance(text)) {
          const where = this.form.name ? `${this.form.name}: ` : "";
          this.d.warning(msg("vault.inheritanceUnread", { where, text: text.trim() }), this.line(node));
          return;
        }
        if (this.section === "equipment" && startsBold) {
          const strong = node.children[0] as Nodes;
          const boldText = plainText(strong);
          const entry: RefEntry = { name: boldText.replace(/[:\s]+$/, ""), quantity: 1 };
          // The words after the bold name describe the item (docs/en/notes.md "Weapons": its attack pool, its damage).
          const rest = text
            .slice(text.indexOf(boldText) + boldText.length)
            .replace(/^[\s:\-–—]+/, "")
            .trim();
          if (rest) entry.note = rest;
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

  private list(list: List, section: Section): void {
    for (const item of list.children) {
      const text = itemText(item);
      const line = this.line(item);
      if (!text || text === "-" || text === "*") continue;
      // "- Wszystkie Talenty z Formy I": a bullet may hold the phrase too.
      const phrase = linksIn(item).length === 0 ? inheritancePhrase(text, []) : null;
      if (phrase) {
        inheritLists(this, section, phrase, line, text);
        continue;
      }
      if (section === "skills") readSkillLine(this, text, line);
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
        // An indented sub-bullet (`  - **Ładunki:** 4`) describes its item too (docs/en/notes.md).
        for (const sub of item.children)
          if (sub.type === "list") this.list({ ...sub, children: sub.children.filter((c) => boldLabel(c)) }, section);
      }
    }
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
