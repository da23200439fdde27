import { buildSheet } from "../../../src/core/sheet";
import { unreadableWeapons } from "../../../src/core/weapons";
import { englishForms, plural, polishForms, type PluralForms } from "../../../src/core/text/plural";
import { renderMessage, type MessageId, type Params } from "../../../src/core/play/messages";
import { diagnosticText, severityLabel, type Diagnostic, type Language } from "../../../src/core/vault/diagnostics";
import { basenameOf, dirname, safeDecode } from "../../../src/core/vault/links";
import { readFrontmatter } from "../../../src/core/vault/frontmatter";
import type { VaultIndex } from "../../../src/core/vault/index";
import { wikilinksIn } from "../../../src/core/vault/markdown";
import { CHECK_MESSAGES, type CheckMessageId } from "./strings";

/** One finding of `hbm check`: a diagnostic with the note it is in, keyed by the core's tables or the checker's own. */
export type Finding = Omit<Diagnostic, "key"> & { path: string; key?: MessageId | CheckMessageId };

const isCheckKey = (key: string | undefined): key is CheckMessageId => key !== undefined && key in CHECK_MESSAGES.pl;

/** A finding the checker itself says (strings.ts CHECK_MESSAGES): in Polish, with its key for English (keyed's shape). */
function said(
  severity: Diagnostic["severity"],
  key: CheckMessageId,
  params: Params,
  line?: number,
): Omit<Finding, "path"> {
  const f: Omit<Finding, "path"> = {
    severity,
    message: renderMessage({ key, params }, "pl", CHECK_MESSAGES),
    key,
    params,
  };
  if (line !== undefined) f.line = line;
  return f;
}

/** A finding in the chosen language. */
export function findingText(f: Finding, lang: Language): string {
  const { key, ...rest } = f;
  if (isCheckKey(key)) return renderMessage({ key, params: f.params ?? {} }, lang, CHECK_MESSAGES);
  return diagnosticText(key ? { ...rest, key } : rest, lang);
}

export interface CheckReport {
  counts: { notes: number; characters: number; spells: number; elixirs: number; talents: number; races: number };
  findings: Finding[];
  /** Per note, in the order a GM should look at them: errors first, then warnings, then infos. */
  perNote: Array<{ path: string; error: number; warning: number; info: number }>;
  totals: { error: number; warning: number; info: number };
}

const ORDER: Record<Diagnostic["severity"], number> = { error: 0, warning: 1, info: 2 };

/**
 * `[tekst](aegis.md)`: a Markdown link in a note's text, with where it starts. An image (`![…](…)`)
 * is told apart by the character before it, not by a lookbehind (iOS 15 cannot parse one).
 */
const MD_LINK = /\[([^\]\n]*)\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g;

/** The path from one note's folder to another note, as a Markdown link writes it. */
function relativeLink(from: string, to: string): string {
  const a = dirname(from).split("/").filter(Boolean);
  const b = to.split("/");
  let i = 0;
  while (i < a.length && i < b.length - 1 && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => ".."), ...b.slice(i)].join("/").replace(/ /g, "%20");
}

/**
 * `[[/aegis]]`: Obsidian leaves a wikilink with a leading `/` unresolved (links.ts firstLinkpathDest),
 * so the note it was meant to open never opens. Reported once per note and link, with the link
 * written without the `/` when that opens a note.
 */
function rootSlashLink(index: VaultIndex, path: string, target: string, line: number, seen: Set<string>): Finding[] {
  const written = `[[${target}]]`;
  if (seen.has(written)) return [];
  seen.add(written);
  const bare = target.replace(/^\/+/, "");
  const opens = bare ? index.linkpathDest(bare, path) : null;
  const finding = opens
    ? said("warning", "vault.rootSlashLink", { link: written, suggestion: `[[${bare}]]`, chosen: opens.path }, line)
    : said("warning", "vault.rootSlashLinkNowhere", { link: written }, line);
  return [{ path, ...finding }];
}

/**
 * Bare links whose name several notes share (docs/en/notes.md: hbm check lists each), wikilinks
 * (`[[aegis]]`) and Markdown links (`[Egida](aegis.md)`) alike, with the note Obsidian opens.
 */
function ambiguousLinks(index: VaultIndex, path: string, text: string): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  const lineAt = (at: number) => text.slice(0, at).split("\n").length;
  const report = (
    written: string,
    name: string,
    at: number,
    chosen: string | null,
    suggestion: (to: string) => string,
  ) => {
    if (seen.has(written)) return;
    seen.add(written);
    const candidates = index.ambiguousLink(name);
    if (candidates.length < 2) return;
    const opens = chosen ?? (candidates[0] as string);
    out.push({
      path,
      ...said(
        "warning",
        "vault.ambiguousLink",
        {
          link: written,
          n: candidates.length,
          candidates: candidates.join(", "),
          chosen: opens,
          suggestion: suggestion(opens),
        },
        at >= 0 ? lineAt(at) : undefined,
      ),
    });
  };
  if (text.includes("[[")) {
    for (const link of wikilinksIn(text)) {
      if (link.target.startsWith("/")) {
        out.push(...rootSlashLink(index, path, link.target, lineAt(text.indexOf(`[[${link.target}`)), seen));
        continue;
      }
      if (!link.target || link.target.includes("/")) continue;
      report(
        `[[${link.target}]]`,
        link.target,
        text.indexOf(`[[${link.target}`),
        index.linkpathDest(link.target, path)?.path ?? null,
        (to) => `[[${to.replace(/\.md$/, "").split("/").slice(-3).join("/")}]]`,
      );
    }
  }
  for (const m of text.matchAll(MD_LINK)) {
    if (m.index > 0 && text[m.index - 1] === "!") continue;
    const target = (m[2] ?? "").split("#")[0] ?? "";
    if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || safeDecode(target).includes("/")) continue;
    const label = m[1] ?? "";
    report(
      `[${label}](${m[2]})`,
      safeDecode(target),
      m.index,
      index.resolve({ kind: "md", target, text: label }, path)?.path ?? null,
      (to) => `[${label}](${relativeLink(path, to)})`,
    );
  }
  return out;
}

/**
 * Printed Inicjatywa that follows the bestiary authors' habit (Umysł + the Refleks total + the
 * Spostrzegawczość total) is one convention, said once for the vault with the notes that follow it.
 */
function conventionOnce(found: Finding[]): void {
  const habit = found
    .filter((f) => f.key === "vault.initiativeHabit")
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  if (!habit.length) return;
  const form = (f: Finding) => String(f.params?.where ?? "").replace(/:\s*$/, "");
  const notes = [...new Set(habit.map((f) => `${basenameOf(f.path)}${form(f) ? ` (${form(f)})` : ""}`))];
  for (const f of habit) found.splice(found.indexOf(f), 1);
  const n = new Set(habit.map((f) => f.path)).size;
  found.push({
    path: (habit[0] as Finding).path,
    ...said("info", "vault.initiativeHabitVault", { n, notes: notes.join(", ") }),
  });
}

/** Every note read and checked (docs/en/notes.md: `hbm check`). Pure: the CLI reads the files and prints. */
export function checkVault(index: VaultIndex, files: ReadonlyArray<[string, string]>): CheckReport {
  const found: Finding[] = [];
  for (const [path, text] of files) {
    // Every note's YAML, even of notes the plugin never reads: a broken one is a true problem.
    const note = index.get(path);
    const fm = note?.frontmatter() ?? readFrontmatter(text);
    const reported = note?.diagnostics.some((d) => d.severity === "error" && d.message.startsWith("Frontmatter"));
    if (fm.error && !reported) {
      const message = (fm.error.message[0]?.toUpperCase() ?? "") + fm.error.message.slice(1);
      found.push({
        path,
        severity: "error",
        message: `${message}.`,
        ...(fm.error.line ? { line: fm.error.line } : {}),
      });
    }
    if (text.includes("[[") || text.includes("](")) found.push(...ambiguousLinks(index, path, text));
  }
  for (const note of index.all()) {
    found.push(...note.diagnostics.map((d) => ({ path: note.path, ...d })));
    const character = note.character;
    if (!character) continue;
    character.forms.forEach((form, i) => {
      if (!form.hasStats) return;
      const s = buildSheet(character, index, i);
      found.push(...s.diagnostics.slice(character.diagnostics.length).map((d) => ({ path: note.path, ...d })));
      for (const sp of form.spells) {
        if (!index.findSpell(sp.link ?? sp.name, note.path) && sp.link)
          found.push({
            path: note.path,
            ...said("info", "vault.spellWithoutNote", { name: sp.name }, sp.line || undefined),
          });
      }
    });
  }
  // docs/en/notes.md "Weapons": each weapon whose damage the rules cannot read, so the GM knows before the fight.
  for (const character of index.characters())
    for (const w of unreadableWeapons(character, index))
      found.push({
        path: character.path,
        ...said("warning", "vault.weaponCannotAttack", {
          where: w.form ? `${w.form}: ` : "",
          name: w.name,
          damage: w.written ?? "—",
        }),
      });
  found.push(...index.duplicateNames());
  conventionOnce(found);
  const seen = new Set<string>();
  const findings = found.filter((f) => {
    const key = `${f.path}|${f.line ?? ""}|${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const byPath = new Map<string, { path: string; error: number; warning: number; info: number }>();
  for (const f of findings) {
    const row = byPath.get(f.path) ?? { path: f.path, error: 0, warning: 0, info: 0 };
    row[f.severity]++;
    byPath.set(f.path, row);
  }
  const perNote = [...byPath.values()].sort(
    (a, b) => b.error - a.error || b.warning - a.warning || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
  );
  const rank = new Map(perNote.map((r, i) => [r.path, i]));
  findings.sort(
    (a, b) =>
      (rank.get(a.path) ?? 0) - (rank.get(b.path) ?? 0) ||
      ORDER[a.severity] - ORDER[b.severity] ||
      (a.line ?? 0) - (b.line ?? 0),
  );
  const totals = { error: 0, warning: 0, info: 0 };
  for (const f of findings) totals[f.severity]++;
  return {
    counts: {
      notes: index.size,
      characters: index.characters().length,
      spells: index.spells().length,
      elixirs: index.elixirs().length,
      talents: index.talents().length,
      races: index.races().length,
    },
    findings,
    perNote,
    totals,
  };
}

const pl = polishForms;
const en = englishForms;

/** The nouns the report counts, in each language. */
const NOUNS = {
  notes: { pl: pl("notatkę", "notatki", "notatek"), en: en("note", "notes") },
  inNotes: { pl: pl("notatce", "notatkach", "notatkach"), en: en("note", "notes") },
  characters: { pl: pl("postać", "postacie", "postaci"), en: en("character", "characters") },
  spells: { pl: pl("zaklęcie", "zaklęcia", "zaklęć"), en: en("spell", "spells") },
  elixirs: { pl: pl("eliksir", "eliksiry", "eliksirów"), en: en("elixir", "elixirs") },
  talents: { pl: pl("talent", "talenty", "talentów"), en: en("talent", "talents") },
  races: { pl: pl("rasę", "rasy", "ras"), en: en("race", "races") },
  error: { pl: pl("błąd", "błędy", "błędów"), en: en("error", "errors") },
  warning: { pl: pl("uwaga", "uwagi", "uwag"), en: en("warning", "warnings") },
  info: { pl: pl("informacja", "informacje", "informacji"), en: en("info", "infos") },
} satisfies Record<string, Record<Language, PluralForms>>;

const WORDS = {
  pl: { read: "Przeczytano", in: "w", total: "Razem", line: "linia", clean: "Bez błędów." },
  en: { read: "Read", in: "in", total: "Total", line: "line", clean: "No errors." },
} as const;

/**
 * `hbm check` as text a GM can act on: what was read, then each note with
 * its own summary and findings (errors first), then the totals. `quiet`
 * keeps errors only.
 */
export function formatCheck(report: CheckReport, options: { language?: Language; quiet?: boolean } = {}): string[] {
  const lang = options.language ?? "pl";
  const w = WORDS[lang];
  const n = (count: number, noun: keyof typeof NOUNS) => plural(count, NOUNS[noun][lang], lang);
  const findings = options.quiet ? report.findings.filter((f) => f.severity === "error") : report.findings;
  const lines: string[] = [];
  const c = report.counts;
  if (!options.quiet)
    lines.push(
      `${w.read} ${n(c.notes, "notes")}: ${n(c.characters, "characters")}, ${n(c.spells, "spells")}, ${n(c.elixirs, "elixirs")}, ${n(c.talents, "talents")}, ${n(c.races, "races")}.`,
    );
  for (const row of report.perNote) {
    const mine = findings.filter((f) => f.path === row.path);
    if (!mine.length) continue;
    const summary = (["error", "warning", "info"] as const)
      .filter((s) => (options.quiet ? s === "error" : true) && row[s] > 0)
      .map((s) => n(row[s], s))
      .join(", ");
    lines.push("", `${row.path} (${summary})`);
    for (const f of mine)
      lines.push(
        `  ${severityLabel(f.severity, lang)}: ${f.line ? `${w.line} ${f.line}: ` : ""}${findingText(f, lang)}`,
      );
  }
  const t = report.totals;
  const notesWith = report.perNote.filter((r) => (options.quiet ? r.error > 0 : true)).length;
  if (options.quiet) {
    if (t.error > 0) lines.push("", `${w.total}: ${n(t.error, "error")} ${w.in} ${n(notesWith, "inNotes")}.`);
  } else
    lines.push(
      "",
      `${w.total}: ${n(t.error, "error")}, ${n(t.warning, "warning")}, ${n(t.info, "info")} ${w.in} ${n(notesWith, "inNotes")}.${t.error === 0 ? ` ${w.clean}` : ""}`,
    );
  return lines;
}
