/**
 * YAML in its plainest forms, read without a YAML parser: what the vault's character notes mostly
 * hold (`tags:` as a list, `aliases: []`, `status: draft`, `health: 5`). Anything a YAML parser might
 * read otherwise (numbers other than plain integers, keywords, comments, anchors, escapes, nested
 * maps, tabs, a key twice) is "unsure", and the caller parses the whole YAML as before. The prescan
 * reads tags and aliases by the same rules (prescan.ts).
 */
export class Unsure extends Error {}

/**
 * A scalar read as YAML does: plain words and names, or simply quoted text. Anything YAML might read
 * differently (null, true, numbers, comments, anchors, escapes) is unsure.
 */
const PLAIN = /^[\p{L}_][\p{L}\p{N} _./()&'+-]*$/u;
const KEYWORDS = /^(null|true|false|yes|no|on|off|y|n)$/i;
const SINGLE_QUOTED = /^'[^'\n]*'$/;
const DOUBLE_QUOTED = /^"[^"\\\n]*"$/;
const COMMENT_OR_MAP = /\s#|:\s|:$/;

export function plainScalar(raw: string): string {
  const t = raw.trim();
  if (SINGLE_QUOTED.test(t) || DOUBLE_QUOTED.test(t)) return t.slice(1, -1);
  if (!PLAIN.test(t) || KEYWORDS.test(t) || COMMENT_OR_MAP.test(t)) throw new Unsure();
  return t;
}

/** A plain scalar, or an integer written plainly (no sign but `-`, no leading zero: read alike by every YAML). */
function plainValue(raw: string): string | number {
  const t = raw.trim();
  if (/^-?[1-9]\d{0,14}$|^0$/.test(t)) return Number(t);
  return plainScalar(t);
}

const FLOW_SPECIAL = /[[\]{}"']/;

/** A one-line `[a, b]` list (`value` starts with `[`), each item read by `read`; unsure when it nests or quotes. */
export function flowList<T>(value: string, read: (raw: string) => T): T[] {
  if (!value.endsWith("]") || FLOW_SPECIAL.test(value.slice(1, -1))) throw new Unsure();
  const inner = value.slice(1, -1).trim();
  return inner === "" ? [] : inner.split(",").map(read);
}

const KEY = /^([A-Za-z_][\w-]*):(?: (.*))?$/;
const ITEM = /^( *)- (.*)$/;

/**
 * The frontmatter's data when every line is plain (`key: value`, `key: [a, b]`, `key:` with a block
 * list of plain values under it, or nothing: null); null when any line is unsure.
 */
export function plainYaml(yaml: string): Record<string, unknown> | null {
  try {
    return readPlain(yaml);
  } catch (e) {
    if (e instanceof Unsure) return null;
    throw e;
  }
}

function readPlain(yaml: string): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const lines = yaml.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line === "") continue;
    const m = KEY.exec(line);
    if (!m) throw new Unsure();
    const key = m[1] as string;
    if (Object.prototype.hasOwnProperty.call(data, key) || key === "__proto__" || KEYWORDS.test(key))
      throw new Unsure();
    const value = (m[2] ?? "").trim();
    if (value === "") {
      // A block list: every item at the first one's indentation (a deeper `- ` would continue a scalar).
      const items: Array<string | number> = [];
      let indent: string | null = null;
      for (let item: RegExpExecArray | null; i + 1 < lines.length && (item = ITEM.exec(lines[i + 1] as string)); i++) {
        if (indent !== null && item[1] !== indent) throw new Unsure();
        indent = item[1] as string;
        items.push(plainValue(item[2] as string));
      }
      data[key] = items.length ? items : null;
    } else if (value.startsWith("[")) data[key] = flowList(value, plainValue);
    else data[key] = plainValue(value);
  }
  return data;
}
