import { termNames } from "../rules/names";
import { fold } from "../text/normalize";
import type { GrammarOptions, NoteRef } from "./types";

/** References inside a line of the ```hbm-roll``` grammar: links, `@Name`, labels. */
export function splitOutsideLinks(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let paren = 0;
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === "[") depth++;
    else if (ch === "]") depth = Math.max(0, depth - 1);
    else if (ch === "(" && text[i - 1] === "]") paren++;
    else if (ch === ")" && paren > 0) paren--;
    if (ch === sep && depth === 0 && paren === 0) {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

/** Index of the label's colon: a `:` followed by whitespace, outside links, not part of T:S. */
export function labelColon(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "[") depth++;
    else if (ch === "]") depth = Math.max(0, depth - 1);
    else if (ch === ":" && depth === 0 && (i + 1 >= text.length || /\s/.test(text[i + 1] as string))) {
      return i;
    }
  }
  return -1;
}

/** Known names folded, once per list (where the caller does not hold them folded already: knownKeys). */
const foldedCache = new WeakMap<readonly string[], ReadonlySet<string>>();
function foldedNames(names: readonly string[]): ReadonlySet<string> {
  let folded = foldedCache.get(names);
  if (!folded) {
    folded = new Set(names.map(fold).filter(Boolean));
    foldedCache.set(names, folded);
  }
  return folded;
}

/**
 * The longest known name (folded) that folded text starts with and that ends at a word boundary:
 * each such prefix of the text is looked up, longest first, so no name list is walked or sorted.
 */
function longestKnown(folded: string, keys: ReadonlySet<string>): string | null {
  for (let end = folded.length; end > 0; end--) {
    if (end < folded.length && !/[\s|@[]/.test(folded[end] as string)) continue;
    const prefix = folded.slice(0, end);
    if (keys.has(prefix)) return prefix;
  }
  return null;
}

/** Read a character or note reference at the start of `text`; returns it and the rest. */
export function readRef(
  text: string,
  options: GrammarOptions,
  stopWords = true,
): { ref: NoteRef; rest: string } | null {
  const s = text.trimStart();
  const wiki = /^\[\[([^\]|#]+)(?:#[^\]|]*)?(?:\|([^\]]*))?\]\]/.exec(s);
  if (wiki) {
    const ref: NoteRef = { kind: "wikilink", target: (wiki[1] as string).trim() };
    if (wiki[2]) ref.display = wiki[2].trim();
    return { ref, rest: s.slice(wiki[0].length) };
  }
  const md = /^\[([^\]]+)\]\(([^)]+)\)/.exec(s);
  if (md)
    return {
      ref: { kind: "mdlink", text: (md[1] as string).trim(), path: (md[2] as string).trim() },
      rest: s.slice(md[0].length),
    };
  if (!s.startsWith("@")) return null;
  const after = s.slice(1);
  const folded = fold(after);
  // Longest known name or alias that the text starts with, ending at a word boundary.
  const best = longestKnown(folded, options.knownKeys ?? foldedNames(options.knownNames ?? []));
  if (best) {
    const words = best.split(" ").length;
    const parts = after.trimStart().split(/(\s+)/);
    const consumed = parts.slice(0, words * 2 - 1).join("");
    return { ref: { kind: "name", name: consumed.trim() }, rest: after.trimStart().slice(consumed.length) };
  }
  // Unknown name: take words up to the next reference, a T:S, a number, or a known term.
  const words = after.split(/(\s+)/);
  let name = "";
  let i = 0;
  for (; i < words.length; i += 2) {
    const word = words[i] as string;
    if (!word) continue;
    if (word.startsWith("@") || word.startsWith("[")) break;
    if (stopWords && name) {
      const remainder = fold(words.slice(i).join(""));
      if (/^[0-9+-]/.test(remainder) || /^vs\b/.test(remainder)) break;
      if (termNames().some((t) => remainder === t || remainder.startsWith(t + " ") || remainder.startsWith(t + "+")))
        break;
    }
    name += (name ? " " : "") + word;
  }
  if (!name) return null;
  return { ref: { kind: "name", name }, rest: words.slice(i).join("") };
}
