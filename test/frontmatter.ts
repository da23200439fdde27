import { parse } from "yaml";
import { splitFrontmatter } from "./obsidian-mock";

/** A note's frontmatter as data and its body as text, for before/after comparisons. */
export function parts(text: string): { fm: Record<string, unknown>; body: string } {
  const { yaml, body } = splitFrontmatter(text);
  return { fm: (yaml ? (parse(yaml) as Record<string, unknown>) : {}) ?? {}, body };
}
