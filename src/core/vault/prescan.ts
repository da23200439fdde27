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

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /\r?\n---[ \t]*(?:\r?\n|$)/;
const WANTED = new Set(["tags", "tag", "aliases", "alias", "character"]);

function unquote(s: string): string {
  const t = s.trim();
  if ((t.startsWith('"') && t.endsWith('"')) || (t.startsWith("'") && t.endsWith("'"))) return t.slice(1, -1);
  return t;
}

function countLines(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) n++;
  return n;
}

export function prescan(raw: string): Prescan | null {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  const open = OPENING.exec(text);
  if (!open) {
    // `---js` and other languages: leave them to the full reader.
    if (text.startsWith("---") && !/^---\s/.test(text)) return null;
    return { yaml: null, body: text, bodyLine: 1, tags: [], aliases: [], character: null };
  }
  const close = CLOSING.exec(text.slice(open[0].length - 1));
  if (!close) return { yaml: null, body: text, bodyLine: 1, tags: [], aliases: [], character: null };
  const yamlEnd = open[0].length - 1 + close.index;
  const yaml = text.slice(open[0].length, yamlEnd);
  const end = yamlEnd + close[0].length;
  const result: Prescan = { yaml, body: text.slice(end), bodyLine: countLines(text.slice(0, end)) + 1, tags: [], aliases: [], character: null };
  const lines = yaml.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const m = /^([A-Za-z_][\w-]*)\s*:(.*)$/.exec(line);
    if (!m || !WANTED.has(m[1] as string)) continue;
    const key = m[1] as string;
    const value = (m[2] ?? "").trim();
    let items: string[];
    if (value === "") {
      items = [];
      while (i + 1 < lines.length && /^\s*-(\s|$)/.test(lines[i + 1] as string)) {
        const item = (lines[++i] as string).replace(/^\s*-\s*/, "");
        if (/^[[{|>&*!]/.test(item)) return null;
        items.push(unquote(item));
      }
    } else if (value.startsWith("[")) {
      if (!value.endsWith("]") || /[[{]/.test(value.slice(1, -1))) return null;
      items = value.slice(1, -1).split(",").map(unquote).filter(Boolean);
    } else if (/^[{|>&*!]/.test(value)) return null;
    else items = [unquote(value.replace(/\s+#.*$/, ""))];
    if (key === "character") result.character = items[0] ?? null;
    else if (key === "tags" || key === "tag") result.tags = items.flatMap((t) => (value.startsWith("[") || value === "" ? [t] : t.split(/[,\s]+/))).map((t) => t.replace(/^#/, "").toLowerCase()).filter(Boolean);
    else result.aliases = items.flatMap((a) => (value.startsWith("[") || value === "" ? [a] : a.split(","))).map((a) => a.trim()).filter(Boolean);
  }
  return result;
}
