import { plainYaml } from "./plain-yaml";

/**
 * Frontmatter, made safe: only YAML (through the host's data-only parser, see useYamlParser) and
 * JSON are parsed; `---js`, `---coffee` and other languages are refused, never evaluated.
 *
 * The note is split once, by splitNote, and the YAML goes straight to the parser. (gray-matter did
 * the dispatch until issue 19: it split the note a second time and cost 3-4× the parse itself.)
 */
export interface FrontmatterResult {
  data: Record<string, unknown>;
  /** The note's body: everything after the closing `---`. */
  body: string;
  /** 1-based line number of the body's first line in the note. */
  bodyLine: number;
  /** Why the frontmatter could not be read (the note is then never written). */
  error: { message: string; line?: number } | null;
  hasFrontmatter: boolean;
}

class RefusedLanguage extends Error {}

/**
 * The YAML parser is given by the host: Obsidian's own parseYaml in the
 * plugin (the same reading Obsidian's metadata cache makes, and no second
 * parser in the bundle), the `yaml` package in Node (tests, CLI, benchmark).
 */
let yamlParser: ((text: string) => unknown) | null = null;

export function useYamlParser(parse: (text: string) => unknown): void {
  yamlParser = parse;
}

function parseYaml(text: string): unknown {
  if (!yamlParser) throw new Error("Nie ustawiono parsera YAML (useYamlParser).");
  return yamlParser(text);
}

const refused = (language: string) =>
  new RefusedLanguage(
    `front matter w języku „${language}” nie jest czytany (tylko YAML): nic z notatki nie jest wykonywane`,
  );

/** The frontmatter languages read as data; every other one is refused. */
const READERS: Record<string, (text: string) => unknown> = {
  // YAML in its plainest forms is read without the parser (plain-yaml.ts; issue 30: a character's
  // first read, at a block's first render or the sheet's first open, spent a quarter of it parsing YAML).
  "": (text) => plainYaml(text) ?? parseYaml(text) ?? {},
  yaml: (text) => plainYaml(text) ?? parseYaml(text) ?? {},
  json: (text) => (text.trim() === "" ? {} : (JSON.parse(text) as unknown)),
};

/** The common YAML errors in Polish (codes of the `yaml` package); anything else keeps the parser's own words. */
const YAML_ERRORS: Record<string, string> = {
  BAD_INDENT: "złe wcięcie albo niedomknięta lista [ … ]",
  TAB_AS_INDENT: "tabulator zamiast spacji we wcięciu",
  DUPLICATE_KEY: "ten sam klucz występuje dwa razy",
  BLOCK_AS_IMPLICIT_KEY: "dwukropek w wartości: ujmij ją w cudzysłów",
  MULTILINE_IMPLICIT_KEY: "klucz rozciąga się na kilka linii",
  UNEXPECTED_TOKEN: "nieoczekiwany tekst",
  MISSING_CHAR: "brakuje zamykającego znaku (cudzysłowu, ] albo })",
  BAD_SCALAR_START: "wartość zaczyna się od znaku zastrzeżonego w YAML (np. @ albo `): ujmij ją w cudzysłów",
  BAD_ALIAS: "zły odnośnik *kotwicy",
};

/** The \n in the text before `end`. */
function countLines(text: string, end: number): number {
  let n = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < end; i = text.indexOf("\n", i + 1)) n++;
  return n;
}

/** A note split at its frontmatter delimiters (the one place that decides where frontmatter ends). */
export interface SplitNote {
  /** The language after the opening `---` (`js`, `toml`…), "" for YAML. */
  language: string;
  /** The text between the delimiters; null when the note has no frontmatter. */
  yaml: string | null;
  /** The frontmatter block with both delimiters. */
  head: string;
  body: string;
  /** 1-based line number of the body's first line in the note. */
  bodyLine: number;
}

/** Like Obsidian: frontmatter needs both delimiters; otherwise the whole note is body. A byte-order mark is dropped. */
export function splitNote(raw: string): SplitNote {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  // The delimiters found by hand, as /^---([a-zA-Z]*)[ \t]*\r?\n/ and /\r?\n---[ \t]*(?:\r?\n|$)/ find
  // them (issue 30: every note is split at every index, and those regexes' matches were most of what it made).
  const openEnd = text.startsWith("---") ? openingEnd(text) : -1;
  const close = openEnd < 0 ? null : closing(text, openEnd - 1);
  if (!close) return { language: "", yaml: null, head: "", body: text, bodyLine: 1 };
  const [yamlEnd, end] = close;
  return {
    language: text.slice(3, languageEnd(text)),
    yaml: text.slice(openEnd, yamlEnd),
    head: text.slice(0, end),
    body: text.slice(end),
    bodyLine: countLines(text, end) + 1,
  };
}

/** Where `---` and its language end: the letters after the dashes. */
function languageEnd(text: string): number {
  let i = 3;
  for (let c = text.charCodeAt(i); (c >= 65 && c <= 90) || (c >= 97 && c <= 122); c = text.charCodeAt(++i));
  return i;
}

/** After the opening line (`---`, a language, spaces or tabs, \r?\n): where the YAML starts, or -1. */
function openingEnd(text: string): number {
  let i = languageEnd(text);
  while (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) i++;
  return lineEnd(text, i);
}

/** Past a line break (\n or \r\n) at `i`, or -1. */
function lineEnd(text: string, i: number): number {
  if (text.charCodeAt(i) === 10) return i + 1;
  return text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10 ? i + 2 : -1;
}

/** The first closing line from `from` (the opening line's \n): where the YAML ends and the body starts. */
function closing(text: string, from: number): [number, number] | null {
  for (let nl = text.indexOf("\n---", from); nl >= 0; nl = text.indexOf("\n---", nl + 1)) {
    let i = nl + 4;
    while (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) i++;
    const ends = i === text.length ? i : lineEnd(text, i);
    // A \r right before the \n belongs to the delimiter, as in /\r?\n---/; unless it is the opening's own \n's.
    if (ends >= 0) return [nl > from && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl, ends];
  }
  return null;
}
export function readFrontmatter(raw: string): FrontmatterResult {
  const { language, yaml, body, bodyLine } = splitNote(raw);
  if (yaml === null) return { data: {}, body, bodyLine: 1, error: null, hasFrontmatter: false };
  try {
    const reader = READERS[language.toLowerCase()];
    if (!reader) throw refused(language);
    const data: unknown = yaml.trim() === "" ? {} : reader(yaml);
    if (data !== null && typeof data === "object" && !Array.isArray(data)) {
      return { data: data as Record<string, unknown>, body, bodyLine, error: null, hasFrontmatter: true };
    }
    return {
      data: {},
      body,
      bodyLine,
      error: { message: "frontmatter nie jest mapą klucz: wartość" },
      hasFrontmatter: true,
    };
  } catch (e) {
    const err = e as { message?: string; linePos?: Array<{ line: number }>; code?: string };
    const line = typeof err.linePos?.[0]?.line === "number" ? err.linePos[0].line + 1 : undefined;
    const words =
      (err.code && YAML_ERRORS[err.code]) ??
      (err.message ?? "nieznany błąd").split("\n")[0]?.replace(/ at line \d+, column \d+:?$/, "");
    const reason = e instanceof RefusedLanguage ? (err.message ?? "") : `YAML się nie parsuje: ${words}`;
    const error: NonNullable<FrontmatterResult["error"]> = { message: reason };
    if (line !== undefined) error.line = line;
    return { data: {}, body, bodyLine, error, hasFrontmatter: true };
  }
}

/** Tags from frontmatter in block or flow style, string or list, with or without `#`. */
/** What separates tags written on one line (`tags: a, b c`). */
export const TAG_SEPARATOR = /[,\s]+/;

/** A tag that `trim`, a leading `#` and `toLowerCase` leave as it is: printable ASCII, no capital, no `#` first. */
function plainTag(t: string): boolean {
  if (t.length === 0 || t.charCodeAt(0) === 35) return false;
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    if (c < 33 || c > 126 || (c >= 65 && c <= 90)) return false;
  }
  return true;
}

/**
 * A tag as written, as the plugin keeps it: trimmed, without its `#`, in lower case (issue 30: most are
 * already so, and `toLowerCase` of a slice of a Polish note went through ICU). The prescan shares it.
 */
export function tagName(t: string): string {
  return plainTag(t) ? t : t.trim().replace(/^#/, "").toLowerCase();
}

export function readTags(data: Record<string, unknown>): string[] {
  const raw = data.tags ?? data.tag;
  const list: unknown[] = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(TAG_SEPARATOR) : [];
  return list
    .filter((t): t is string | number => typeof t === "string" || typeof t === "number")
    .map((t) => tagName(String(t)))
    .filter(Boolean);
}

export function readAliases(data: Record<string, unknown>): string[] {
  const raw = data.aliases ?? data.alias;
  const list: unknown[] = Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(",") : [];
  return list
    .filter((a): a is string | number => typeof a === "string" || typeof a === "number")
    .map((a) => String(a).trim())
    .filter(Boolean);
}
