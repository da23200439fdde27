import { splitNote } from "./frontmatter";
import { plainScalar as scalar, Unsure } from "./plain-yaml";

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

export function prescan(raw: string): Prescan | null {
  try {
    return scan(raw);
  } catch (e) {
    if (e instanceof Unsure) return null;
    throw e;
  }
}

function scan(raw: string): Prescan | null {
  const { language, yaml, body, bodyLine } = splitNote(raw);
  // `---js` and other languages: leave them to the full reader.
  if (language) return null;
  const result: Prescan = { yaml, body, bodyLine, tags: [], aliases: [], character: null };
  if (yaml === null) return result;
  const lines = yaml.split(/\r?\n/);
  const seen = new Set<string>();
  const found = new Map<string, string[]>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    // Every wanted key starts with t, a or c: other lines are passed over without a regex (issue 30).
    const first = line.charCodeAt(0);
    if (first !== 116 && first !== 97 && first !== 99) continue;
    const m = /^([A-Za-z_][\w-]*)\s*:(.*)$/.exec(line);
    if (!m || !WANTED.has(m[1] as string)) continue;
    const key = m[1] as string;
    const value = (m[2] ?? "").trim();
    let items: string[];
    if (value === "") {
      items = [];
      while (i + 1 < lines.length && /^ *-( |$)/.test(lines[i + 1] as string)) {
        items.push(scalar((lines[++i] as string).replace(/^ *- */, "")));
      }
      // Anything else indented under the key (a map, a tab, a comment) is for the full parser.
      if (i + 1 < lines.length && /^[\s#]/.test(lines[i + 1] as string) && (lines[i + 1] as string).trim() !== "")
        throw new Unsure();
    } else if (value.startsWith("[")) {
      if (!value.endsWith("]") || /[[\]{}"']/.test(value.slice(1, -1))) throw new Unsure();
      const inner = value.slice(1, -1).trim();
      items = inner === "" ? [] : inner.split(",").map(scalar);
    } else items = [scalar(value)];
    if (seen.has(key)) throw new Unsure();
    seen.add(key);
    const list = value.startsWith("[") || value === "";
    // `tags:` with nothing under it is null in YAML: the other spelling then counts.
    if (value === "" && items.length === 0) continue;
    found.set(
      key,
      list ? items : items.flatMap((v) => (key === "tags" || key === "tag" ? v.split(/[,\s]+/) : v.split(","))),
    );
  }
  // As readTags / readAliases: `tags` wins over `tag`, `aliases` over `alias`.
  const tags = found.get("tags") ?? found.get("tag") ?? [];
  const aliases = found.get("aliases") ?? found.get("alias") ?? [];
  result.tags = tags.map((t) => t.trim().replace(/^#/, "").toLowerCase()).filter(Boolean);
  result.aliases = aliases.map((a) => a.trim()).filter(Boolean);
  result.character = found.get("character")?.[0] ?? null;
  return result;
}
