import { splitNote } from "./frontmatter";
import { flowList, plainScalar as scalar, Unsure } from "./plain-yaml";

/**
 * A fast first look at a note's frontmatter: only the top-level `tags`,
 * `aliases` and `character` keys, in the plain forms the vault uses (a
 * block list, a one-line flow list, a scalar). Anything else returns null and
 * the caller parses the whole YAML. This lets the index classify ten
 * thousand notes without a full YAML parse of each; the full parse happens
 * when a note's data is first needed.
 */
export interface Prescan {
  /** The YAML between the delimiters; null when the note has no frontmatter. */
  yaml: string | null;
  body: string;
  bodyLine: number;
  tags: string[];
  aliases: string[];
  character: string | null;
}

const WANTED = new Set(["tags", "tag", "aliases", "alias", "character"]);

// The prescan's patterns, made once (a regex literal inside the loop is a new object at every line).
// Its scalars are read by plain-yaml.ts's rules, which the plain frontmatter reader shares.
const KEY_LINE = /^([A-Za-z_][\w-]*)\s*:(.*)$/;
const ITEM_LINE = /^ *-( |$)/;
const ITEM_DASH = /^ *- */;
const INDENTED = /^[\s#]/;
const TAG_SEPARATOR = /[,\s]+/;
const HASH = /^#/;

export function prescan(raw: string): Prescan | null {
  try {
    return scan(raw);
  } catch (e) {
    if (e instanceof Unsure) return null;
    throw e;
  }
}

/** Where the line from `from` ends (its \n, or the end). */
function endOf(yaml: string, from: number): number {
  const nl = yaml.indexOf("\n", from);
  return nl < 0 ? yaml.length : nl;
}

/** The line from `from` to `to`, without the \r of a \r\n (as a split at /\r?\n/ gives it). */
function lineAt(yaml: string, from: number, to: number): string {
  return yaml.slice(from, to > from && to < yaml.length && yaml.charCodeAt(to - 1) === 13 ? to - 1 : to);
}

function scan(raw: string): Prescan | null {
  const { language, yaml, body, bodyLine } = splitNote(raw);
  // `---js` and other languages: leave them to the full reader.
  if (language) return null;
  if (yaml === null) return { yaml, body, bodyLine, tags: [], aliases: [], character: null };
  // The keys met so far (null: met, with nothing under it), in a plain object rather than a Map and a Set.
  const found: Partial<Record<string, string[] | null>> = {};
  // Line by line without splitting the frontmatter (issue 30: the index prescans every note, and the
  // lines' array and strings were a tenth of what it allocated): a line is cut out only when it may be
  // a wanted key or an item under one.
  for (let at = 0; at <= yaml.length;) {
    const end = endOf(yaml, at);
    // Every wanted key starts with t, a or c: other lines are passed over without a regex (issue 30).
    const first = yaml.charCodeAt(at);
    const from = at;
    at = end + 1;
    if (first !== 116 && first !== 97 && first !== 99) continue;
    if (!yaml.startsWith("tag", from) && !yaml.startsWith("alias", from) && !yaml.startsWith("character", from))
      continue;
    const m = KEY_LINE.exec(lineAt(yaml, from, end));
    if (!m || !WANTED.has(m[1] as string)) continue;
    const key = m[1] as string;
    const value = (m[2] ?? "").trim();
    let items: string[];
    if (value === "") {
      items = [];
      for (let next = lineAt(yaml, at, endOf(yaml, at)); at <= yaml.length; next = lineAt(yaml, at, endOf(yaml, at))) {
        if (ITEM_LINE.test(next)) {
          items.push(scalar(next.replace(ITEM_DASH, "")));
          at = endOf(yaml, at) + 1;
          continue;
        }
        // Anything else indented under the key (a map, a tab, a comment) is for the full parser.
        if (INDENTED.test(next) && next.trim() !== "") throw new Unsure();
        break;
      }
    } else if (value.startsWith("[")) items = flowList(value, scalar);
    else items = [scalar(value)];
    if (key in found) throw new Unsure();
    const list = value.startsWith("[") || value === "";
    // `tags:` with nothing under it is null in YAML: the other spelling then counts.
    found[key] =
      value === "" && items.length === 0
        ? null
        : list
          ? items
          : items.flatMap((v) => (key === "tags" || key === "tag" ? v.split(TAG_SEPARATOR) : v.split(",")));
  }
  // As readTags / readAliases: `tags` wins over `tag`, `aliases` over `alias`.
  const tags = found.tags ?? found.tag ?? [];
  const aliases = found.aliases ?? found.alias ?? [];
  // Mapped (an array of the right length, which the index keeps), filtered only when one is empty.
  const tagList = tags.map((t) => t.trim().replace(HASH, "").toLowerCase());
  const aliasList = aliases.map((a) => a.trim());
  return {
    yaml,
    body,
    bodyLine,
    tags: tagList.includes("") ? tagList.filter(Boolean) : tagList,
    aliases: aliasList.includes("") ? aliasList.filter(Boolean) : aliasList,
    character: found.character?.[0] ?? null,
  };
}
