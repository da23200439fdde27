import { splitNote, TAG_SEPARATOR, tagName } from "./frontmatter";
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

// The prescan's patterns, made once (a regex literal inside the loop is a new object at every line).
// Its scalars are read by plain-yaml.ts's rules, which the plain frontmatter reader shares.
const KEY_LINE = /^([A-Za-z_][\w-]*)\s*:(.*)$/;
const ITEM_LINE = /^ *-( |$)/;
const ITEM_DASH = /^ *- */;
const INDENTED = /^[\s#]/;

/** The wanted keys, in the order their slots are kept; each starts with one of the prefixes below. */
const WANTED = ["tags", "tag", "aliases", "alias", "character"] as const;
/** Every wanted key starts with one of these (and the same after a line break): only lines starting so are looked at. */
const PREFIXES: ReadonlyArray<readonly [string, string]> = ["tag", "alias", "character"].map((p) => [p, "\n" + p]);

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

/**
 * The key line at `from` (it starts with one of PREFIXES) and the block items under it: the key's
 * slot in `found` (WANTED's order) gets its values (null: the key with nothing under it); nothing is
 * set when the line is no wanted key. Unsure when the key was met before.
 */
function readKey(yaml: string, from: number, found: Array<string[] | null | undefined>): void {
  const end = endOf(yaml, from);
  const m = KEY_LINE.exec(lineAt(yaml, from, end));
  if (!m) return;
  const key = m[1] as string;
  const slot = WANTED.indexOf(key as (typeof WANTED)[number]);
  if (slot < 0) return;
  const value = (m[2] ?? "").trim();
  let items: string[];
  if (value === "") {
    items = [];
    for (let at = end + 1, next = lineAt(yaml, at, endOf(yaml, at)); at <= yaml.length;) {
      if (ITEM_LINE.test(next)) {
        items.push(scalar(next.replace(ITEM_DASH, "")));
        at = endOf(yaml, at) + 1;
        next = lineAt(yaml, at, endOf(yaml, at));
        continue;
      }
      // Anything else indented under the key (a map, a tab, a comment) is for the full parser.
      if (INDENTED.test(next) && next.trim() !== "") throw new Unsure();
      break;
    }
  } else if (value.startsWith("[")) items = flowList(value, scalar);
  else items = [scalar(value)];
  if (found[slot] !== undefined) throw new Unsure();
  // `tags:` with nothing under it is null in YAML: the other spelling then counts.
  if (value === "") found[slot] = items.length === 0 ? null : items;
  else if (value.startsWith("[")) found[slot] = items;
  else found[slot] = (items[0] as string).split(slot < 2 ? TAG_SEPARATOR : ",");
}

function scan(raw: string): Prescan | null {
  const { language, yaml, body, bodyLine } = splitNote(raw);
  // `---js` and other languages: leave them to the full reader.
  if (language) return null;
  if (yaml === null) return { yaml, body, bodyLine, tags: [], aliases: [], character: null };
  // The wanted keys met (null: met, with nothing under it), by their place in WANTED.
  const found: Array<string[] | null | undefined> = [undefined, undefined, undefined, undefined, undefined];
  // Only the lines that start as a wanted key are cut out and read, found by searching for the
  // prefix after a line break (issue 30: the index prescans every note; walking every line of a
  // spell's long frontmatter was most of the prescan). The lines under a key (its block items) start
  // with a space or a dash, never with a prefix, so each key line is found once, in any order.
  for (const [prefix, afterBreak] of PREFIXES) {
    if (yaml.startsWith(prefix)) readKey(yaml, 0, found);
    for (let nl = yaml.indexOf(afterBreak); nl >= 0; nl = yaml.indexOf(afterBreak, nl + 1))
      readKey(yaml, nl + 1, found);
  }
  // As readTags / readAliases: `tags` wins over `tag`, `aliases` over `alias`.
  const tags = found[0] ?? found[1] ?? [];
  const aliases = found[2] ?? found[3] ?? [];
  // Mapped (an array of the right length, which the index keeps), filtered only when one is empty.
  const tagList = tags.map(tagName);
  const aliasList = aliases.map((a) => a.trim());
  return {
    yaml,
    body,
    bodyLine,
    tags: tagList.includes("") ? tagList.filter(Boolean) : tagList,
    aliases: aliasList.includes("") ? aliasList.filter(Boolean) : aliasList,
    character: found[4]?.[0] ?? null,
  };
}
