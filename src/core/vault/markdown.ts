import type { Heading, List, ListItem, Nodes, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell } from "mdast";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { toString } from "mdast-util-to-string";
import { gfmTable } from "micromark-extension-gfm-table";
import remarkParse from "remark-parse";
import { unified, type Processor } from "unified";

/**
 * GFM tables only: the vault's character notes need tables and nothing else
 * of GFM, and remark-gfm would also bring its Markdown writer (about 35 kB of
 * the bundle) for footnotes, autolinks and task lists the plugin never reads.
 */
function remarkGfmTables(this: Processor): void {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(gfmTable());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown());
}

/** Markdown bodies as an mdast tree (remark-parse + GFM tables). Never rendered to HTML. */
const processor = unified().use(remarkParse).use(remarkGfmTables);

export function parseMarkdown(body: string): Root {
  return processor.parse(body);
}

export type { Heading, List, ListItem, Nodes, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell };

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
    .replace(WIKILINK, (_m, target: string, heading: string | undefined, alias: string | undefined) => (alias ?? (target || (heading ?? "").replace(/^#/, ""))).trim())
    .replace(/\s+/g, " ")
    .trim();
}

/** A table cell's text; the template's literal `**` (an empty bold) means empty. */
export function cellText(cell: TableCell): string {
  const text = plainText(cell);
  return text === "**" || text === "*" ? "" : text.replace(/^\*+|\*+$/g, "").trim();
}

export function lineOf(node: { position?: { start: { line: number } } }, offset: number): number | undefined {
  return node.position ? node.position.start.line + offset - 1 : undefined;
}
