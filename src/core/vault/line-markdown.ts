import type { List, ListItem, Paragraph, PhrasingContent, Root, RootContent } from "./markdown";

/**
 * The character reader's lines (what `statLines` and `extractTables` leave: headings, bullet lists,
 * bold lines) read into the same mdast tree the Markdown parser would build, line by line (issue 30:
 * micromark's parse of these few lines was most of a character's first read, 2-5 ms a note).
 *
 * Only a safe subset is read: ATX headings, bullet items (nested by their indentation), paragraphs,
 * and inside them plain text, `[[wikilinks]]`, `[text](url)` links and simple `*`/`**` emphasis.
 * Anything whose tree depends on rules this reader does not follow (escapes, entities, code spans,
 * HTML, `_`, images, link definitions, block quotes, ordered lists, continuation lines, odd
 * emphasis…) returns null, and the caller parses the text with micromark as before.
 * `line-markdown.test.ts` holds the reader's results equal to the full tree's over test-vault,
 * the real-vault sample, the broken notes and generated notes.
 */

class Unsure extends Error {}

const unsure = (): never => {
  throw new Unsure();
};

/** Characters whose inline meaning this reader does not follow. */
const UNSAFE_INLINE = /[\\`<&_]|!\[|\]:/;
const THEMATIC_BREAK = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const ATX = /^(#{1,6})[ \t]+(.*)$/;
const BULLET = /^([-*+])( {1,4})(\S.*)$/;
const EMPTY_BULLET = /^([-*+])[ \t]*$/;
/** A line that would underline a paragraph into a heading. */
const UNDERLINE = /^(?:=+|-+)[ \t]*$/;
/** A list item's content that would open a block of its own (a nested list, heading, quote, fence, HTML). */
const BLOCK_START = /^(?:[-+*](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$)|#{1,6}(?:[ \t]|$)|>|```|~~~)/;
const PUNCT = /[\p{P}\p{S}]/u;
/** CommonMark's Unicode whitespace. */
const SPACE = /[\t\n\f\r \p{Zs}]/u;

/** Columns of the leading whitespace (tabs to the next multiple of 4), and the rest of the line. */
function indentOf(line: string): { col: number; rest: string } {
  let col = 0;
  let i = 0;
  for (; i < line.length; i++) {
    const ch = line[i];
    if (ch === " ") col++;
    else if (ch === "\t") col += 4 - (col % 4);
    else break;
  }
  return { col, rest: line.slice(i) };
}

const text = (value: string): PhrasingContent => ({ type: "text", value });

/** `[[…]]` and other bracketed text: literal text in mdast (no definitions), checked to hold no emphasis or link. */
function closeBracket(s: string, i: number): number {
  const end = s.indexOf("]", i);
  if (end < 0) return -1;
  if (s.slice(i + 1, end).includes("[")) unsure();
  return end;
}

/**
 * Phrasing content without emphasis: text (wikilinks stay text) and inline links. Returns the nodes,
 * adjacent text merged as mdast merges it.
 */
function linksAndText(s: string): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let buf = "";
  let i = 0;
  while (i < s.length) {
    const ch = s[i] as string;
    if (ch === "[" && s[i + 1] === "[") {
      const end = s.indexOf("]]", i + 2);
      if (end < 0) unsure();
      const inner = s.slice(i + 2, end);
      if (/[[\]*]/.test(inner) || s[end + 2] === "(" || s[end + 2] === "[") unsure();
      buf += s.slice(i, end + 2);
      i = end + 2;
      continue;
    }
    if (ch === "[") {
      const end = closeBracket(s, i);
      if (end < 0 || s[end + 1] !== "(") {
        if (end >= 0 && s[end + 1] === "[") unsure();
        buf += end < 0 ? ch : s.slice(i, end + 1);
        i = end < 0 ? i + 1 : end + 1;
        continue;
      }
      const close = s.indexOf(")", end + 2);
      if (close < 0) unsure();
      const url = s.slice(end + 2, close);
      const label = s.slice(i + 1, end);
      if (/[\s()<>"'*[\]]/.test(url) || label.includes("*") || !label.trim()) unsure();
      if (buf) out.push(text(buf));
      buf = "";
      out.push({ type: "link", url, title: null, children: [text(label)] });
      i = close + 1;
      continue;
    }
    if (ch === "]" && s[i + 1] === "(") unsure();
    buf += ch;
    i++;
  }
  if (buf) out.push(text(buf));
  return out;
}

/** A `*` run that surely opens (prev: start or space, or punctuation before a letter) or closes. */
function opens(s: string, at: number, len: number): boolean {
  const prev = at > 0 ? (s[at - 1] as string) : " ";
  const next = s[at + len];
  if (next === undefined || SPACE.test(next) || next === "*") return false;
  return SPACE.test(prev) || (PUNCT.test(prev) && !PUNCT.test(next));
}

function closes(s: string, at: number, len: number): boolean {
  const prev = at > 0 ? (s[at - 1] as string) : " ";
  const next = at + len < s.length ? (s[at + len] as string) : " ";
  if (SPACE.test(prev) || prev === "*") return false;
  return SPACE.test(next) || (PUNCT.test(next) && !PUNCT.test(prev));
}

/** Inline content: text, wikilinks, links, and `*x*` / `**x**` that surely pair (anything else: Unsure). */
export function phrasing(s: string): PhrasingContent[] {
  if (UNSAFE_INLINE.test(s)) unsure();
  if (!s.includes("*")) return linksAndText(s);
  const out: PhrasingContent[] = [];
  let from = 0;
  let i = s.indexOf("*");
  while (i >= 0) {
    let len = 1;
    while (s[i + len] === "*") len++;
    if (len > 2 || !opens(s, i, len) || closes(s, i, len)) unsure();
    const close = s.indexOf("*", i + len);
    if (close < 0) unsure();
    let closeLen = 1;
    while (s[close + closeLen] === "*") closeLen++;
    if (closeLen !== len || !closes(s, close, len) || opens(s, close, len)) unsure();
    const inner = s.slice(i + len, close);
    if (!inner.trim()) unsure();
    out.push(...linksAndText(s.slice(from, i)));
    const children = linksAndText(inner);
    out.push({ type: len === 2 ? "strong" : "emphasis", children });
    from = close + len;
    i = s.indexOf("*", from);
  }
  out.push(...linksAndText(s.slice(from)));
  // mdast merges text that meets text; emphasis never leaves two texts side by side here.
  return out;
}

/** The bullet character of each list: an item with another bullet starts a new list, as in CommonMark. */
const markers = new WeakMap<List, string>();

function addItem(siblings: RootContent[], item: ListItem, marker: string, line: number): void {
  const last = siblings[siblings.length - 1];
  if (last?.type === "list" && markers.get(last) === marker) {
    last.children.push(item);
    return;
  }
  const list: List = { type: "list", ordered: false, start: null, spread: false, children: [item], position: at(line) };
  markers.set(list, marker);
  siblings.push(list);
}

const at = (line: number) => ({ start: { line, column: 1, offset: 0 }, end: { line, column: 1, offset: 0 } });

interface OpenItem {
  item: ListItem;
  contentCol: number;
}

/**
 * The tree of the reader's lines, or null when a line is outside the subset (then parse in full).
 * Positions hold only the start line, which is all the character reader reads of them.
 */
export function lineTree(source: string): Root | null {
  try {
    return read(source);
  } catch (e) {
    if (e instanceof Unsure) return null;
    throw e;
  }
}

function read(source: string): Root {
  const root: Root = { type: "root", children: [] };
  const lines = source.split("\n");
  /** The open list items, outermost first; the list each one sits in is its parent's last child. */
  let open: OpenItem[] = [];
  let para: { node: Paragraph; lines: string[] } | null = null;
  let afterItem = false;
  let inQuote = false;
  const endPara = () => {
    if (!para) return;
    const last = para.lines.length - 1;
    para.lines.forEach((l, i) => {
      if (i < last && /[ \t]$/.test(l)) unsure();
    });
    para.node.children = phrasing(para.lines.join("\n").trim());
    para = null;
  };
  for (let n = 0; n < lines.length; n++) {
    const raw = lines[n] as string;
    const lineNo = n + 1;
    if (raw.trim() === "") {
      endPara();
      afterItem = false;
      inQuote = false;
      continue;
    }
    if (raw.includes("\r") || THEMATIC_BREAK.test(raw)) unsure();
    const { col, rest } = indentOf(raw);
    if (inQuote) {
      const ends = (col === 0 && ATX.test(rest)) || (col <= 3 && (BULLET.test(rest) || rest.startsWith(">")));
      if (!ends) {
        // A lazy line: it continues the quote's paragraph, which the character reader does not read.
        if (col > 3 || BLOCK_START.test(rest) || UNDERLINE.test(rest) || rest.includes("]:")) unsure();
        continue;
      }
      if (!rest.startsWith(">")) inQuote = false;
    }
    if (col <= 3 && rest.startsWith(">")) {
      // A block quote of plain lines (a stat block's tactics, kept for their "w tej formie"): skipped whole.
      const content = rest.slice(1).replace(/^ /, "");
      const inner = indentOf(content);
      if (!inner.rest || inner.col > 3 || content.startsWith("\t") || raw.includes("]:")) unsure();
      if (BLOCK_START.test(inner.rest) || THEMATIC_BREAK.test(content) || UNDERLINE.test(inner.rest)) unsure();
      if (!inQuote) {
        if (open.length && col >= (open[0] as OpenItem).contentCol) unsure();
        endPara();
        open = [];
        afterItem = false;
        inQuote = true;
      }
      continue;
    }
    const heading = col === 0 ? ATX.exec(rest) : null;
    if (heading) {
      endPara();
      open = [];
      afterItem = false;
      const content = (heading[2] as string).trim();
      if (!content || /(?:^|[ \t])#+$/.test(content) || content.endsWith("#")) unsure();
      root.children.push({
        type: "heading",
        depth: (heading[1] as string).length as 1,
        children: phrasing(content),
        position: at(lineNo),
      });
      continue;
    }
    const bullet = BULLET.exec(rest) ?? EMPTY_BULLET.exec(rest);
    if (bullet) {
      // An empty item cannot interrupt a paragraph (`-` under text underlines it into a heading).
      const content = bullet[3] ?? "";
      if (!content && para) unsure();
      endPara();
      // The items this line is inside of: those whose content starts at or before its marker.
      while (open.length && (open[open.length - 1] as OpenItem).contentCol > col) open.pop();
      const parent = open[open.length - 1];
      if (col - (parent?.contentCol ?? 0) > 3) unsure();
      if (BLOCK_START.test(content) || THEMATIC_BREAK.test(content)) unsure();
      const item: ListItem = {
        type: "listItem",
        spread: false,
        checked: null,
        children: content ? [{ type: "paragraph", children: phrasing(content.trim()), position: at(lineNo) }] : [],
        position: at(lineNo),
      };
      addItem(parent ? parent.item.children : root.children, item, bullet[1] as string, lineNo);
      open.push({ item, contentCol: col + 1 + (content ? (bullet[2] as string).length : 1) });
      afterItem = true;
      continue;
    }
    // Text right after an item's line (a lazy line), indented into an item or into code, or a line that
    // would open a block of its own or underline a heading: not read here. After a blank line, text
    // left of every open item closes the list.
    if (afterItem || col > 3 || BLOCK_START.test(rest) || UNDERLINE.test(rest)) unsure();
    if (open.length && col >= (open[0] as OpenItem).contentCol) unsure();
    open = [];
    if (para) para.lines.push(rest);
    else {
      const node: Paragraph = { type: "paragraph", children: [], position: at(lineNo) };
      root.children.push(node);
      para = { node, lines: [rest] };
    }
  }
  endPara();
  return root;
}
