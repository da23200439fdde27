import { fold } from "../text/normalize";
import { basenameOf, safeDecode } from "./links";
import { linksIn, plainText, type ListItem, type Nodes } from "./markdown";
import type { CharacterForm } from "./model";

/** The sections of a character note, and the entries of their list lines (docs/en/notes.md "Character notes"). */

export type Section = "skills" | "talents" | "spells" | "equipment" | "other";

export function sectionOf(heading: string): Section | null {
  const f = fold(heading);
  if (f.startsWith("umiejetnosci")) return "skills";
  if (f.startsWith("talenty")) return "talents";
  if (f.startsWith("zaklecia")) return "spells";
  if (f.startsWith("ekwipunek")) return "equipment";
  return null;
}

export function emptyForm(name: string | null): CharacterForm {
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
 * A stat block's own words about casting in its Zaklęcia section (docs/en/notes.md, Nil's forms):
 * any spell with no test and no Mana, or none at all; null for any other text.
 */
export function castingText(text: string): "any" | "none" | null {
  const f = fold(text);
  if (/\bnie\s+rzuca\s+(?:\w+\s+)?zaklec/.test(f)) return "none";
  if (/dowoln\w*\s+zaklec/.test(f) && /bez\s+testu/.test(f) && /bez\s+kosztu\s+many/.test(f)) return "any";
  return null;
}

/**
 * A count written next to an entry (docs/en/notes.md): `×2`, `x2`, `2×` or a
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
export function boldLabel(item: ListItem): string | null {
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
export function itemText(item: ListItem): string {
  return item.children
    .filter((c) => c.type !== "list")
    .map((c) => plainText(c))
    .join(" ")
    .trim();
}

export type Link = ReturnType<typeof linksIn>[number];

/** A link's target as a key: the decoded file name without `.md`. */
export function linkKey(link: Link): string {
  return fold(basenameOf(safeDecode(link.target)));
}

/**
 * The entries of one list line (docs/en/notes.md): `[A](…), [B](…) i [C](…)` is three
 * entries, each counted; a line that does not start with a link is one entry
 * named by its text before a note. A note after the links belongs to the last.
 */
export function entryNames(item: Nodes, text: string): Array<{ name: string; link?: Link; note?: string }> {
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
