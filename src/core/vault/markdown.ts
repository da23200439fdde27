import { memoMap } from "../memo";
import type { Heading, List, ListItem, Nodes, Paragraph, PhrasingContent, Root, RootContent } from "mdast";
import { toString } from "mdast-util-to-string";
import { fromMarkdown } from "mdast-util-from-markdown";

/**
 * Markdown bodies as an mdast tree, by mdast-util-from-markdown: the parser remark-parse calls,
 * without unified's wrapper (unified, vfile, trough, extend: about 14 kB of the bundle, issue 30);
 * markdown.test.ts holds the trees equal to remark-parse's over test-vault and the sample vault.
 * Never rendered to HTML. Pipe tables are read line by line before this (line-table.ts): they were
 * most of the parser's time in character notes.
 */
const parse = (body: string): Root => fromMarkdown(body);

/**
 * The last few bodies parsed, by their text. Play writes change only frontmatter (health: 12),
 * so the character read again after each −/+ meets a body it has already parsed (issue 19: the
 * parse was nearly all of an incremental update). Small and bounded: enough for a party and a
 * fight, never the vault. The trees are shared: readers must not change them.
 */
const MEMO_ENTRIES = 16;
const MEMO_MAX_CHARS = 20_000;
const memo = memoMap<string, Root>();

export function parseMarkdown(body: string): Root {
  if (body.length > MEMO_MAX_CHARS) return parse(body);
  const hit = memo.get(body);
  if (hit) {
    memo.delete(body);
    memo.set(body, hit);
    return hit;
  }
  const root = parse(body);
  memo.set(body, root);
  if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
  return root;
}

export type { Heading, List, ListItem, Nodes, Paragraph, PhrasingContent, Root, RootContent };

/** A link found in text: a Markdown link or an Obsidian wikilink. */
export interface FoundLink {
  kind: "md" | "wiki";
  /** The target as written: a path for md links, the note name (no alias, no heading) for wikilinks. */
  target: string;
  /** `#heading` part, if any. */
  heading?: string;
  text: string;
}

const WIKILINK = /!?\[\[([^\]|#]*)(#[^\]|]*)?(?:\\?\|([^\]]*))?\]\]/g;

export function wikilinksIn(text: string): FoundLink[] {
  const links: FoundLink[] = [];
  for (const m of text.matchAll(WIKILINK)) {
    if (m[0].startsWith("!")) continue;
    const target = (m[1] ?? "").trim();
    const link: FoundLink = { kind: "wiki", target, text: (m[3] ?? (target || (m[2] ?? "").replace(/^#/, ""))).trim() };
    if (m[2]) link.heading = m[2].replace(/^#/, "");
    links.push(link);
  }
  return links;
}

/** Every link inside a node: mdast links and wikilinks in its text. */
export function linksIn(node: Nodes): FoundLink[] {
  const found: FoundLink[] = [];
  const visit = (n: Nodes): void => {
    if (n.type === "link") {
      const [path, heading] = n.url.split("#");
      const link: FoundLink = { kind: "md", target: path ?? "", text: toString(n).trim() };
      if (heading) link.heading = heading;
      found.push(link);
      return;
    }
    if (n.type === "text") found.push(...wikilinksIn(n.value));
    if ("children" in n) for (const c of n.children as Nodes[]) visit(c);
  };
  visit(node);
  return found;
}

/** Plain text of a node, with wikilinks shown as their display text. */
export function plainText(node: Nodes): string {
  return toString(node)
    .replace(WIKILINK, (_m, target: string, heading: string | undefined, alias: string | undefined) =>
      (alias ?? (target || (heading ?? "").replace(/^#/, ""))).trim(),
    )
    .replace(/\s+/g, " ")
    .trim();
}

export function lineOf(node: { position?: { start: { line: number } } }, offset: number): number | undefined {
  return node.position ? node.position.start.line + offset - 1 : undefined;
}
