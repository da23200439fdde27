import { listUnder } from "../text/stat-tables";
import { basenameOf } from "../vault/links";

/**
 * "Naucz się zaklęcia" (docs/en/rules.md "Between sessions"): a learned spell is written
 * into Zaklęcia as a link in the note's own style: a markdown link with the
 * path relative to the note (`[Poblask](../spells/Poblask.md)`, spaces as %20)
 * when the note's links are written that way, else a wikilink to the file, with the
 * spell's name when the file is named otherwise (`[[gleam|Poblask]]`).
 */
export function spellLink(notePath: string, spell: { name: string; path: string }, markdown: boolean): string {
  if (!markdown) {
    // The note's file name, so that Obsidian resolves it; its Polish name shown when they differ.
    const file = basenameOf(spell.path);
    return file === spell.name ? `[[${file}]]` : `[[${file}|${spell.name}]]`;
  }
  const from = notePath.split("/").slice(0, -1);
  const to = spell.path.split("/");
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  const rel = [...from.slice(common).map(() => ".."), ...to.slice(common)].join("/");
  return `[${spell.name}](${rel.split("/").map(encodeURIComponent).join("/")})`;
}

/** Whether the note writes its links as markdown links to `.md` files rather than wikilinks. */
export function writesMarkdownLinks(text: string): boolean {
  const markdown = (text.match(/\]\([^)\s]+\.md\)/g) ?? []).length;
  const wiki = (text.match(/\[\[[^\]]+\]\]/g) ?? []).length;
  return markdown > wiki;
}

/** Add the spell to the Zaklęcia list (a lone `-` placeholder gives way); null when the note has no Zaklęcia heading. */
export function addSpellLine(text: string, notePath: string, spell: { name: string; path: string }): string | null {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(/\r?\n/);
  const list = listUnder(lines, "Zaklęcia");
  if (!list) return null;
  const item = spellLink(notePath, spell, writesMarkdownLinks(text));
  const placeholder = list.start >= 0 && list.start === list.end && /^\s*[-*+]\s*$/.test(lines[list.start] ?? "");
  if (placeholder) lines[list.start] = `- ${item}`;
  else if (list.start >= 0)
    lines.splice(list.end + 1, 0, `${/^\s*([-*+])/.exec(lines[list.start] ?? "")?.[1] ?? "-"} ${item}`);
  else lines.splice(list.headingAt + 1, 0, `- ${item}`);
  return lines.join(eol);
}
