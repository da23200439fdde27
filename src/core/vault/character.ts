import { memoMap } from "../memo";
import { deepFreeze } from "../frozen";
import { attributeName } from "../rules/names";
import { fold } from "../text/normalize";
import { msg } from "../play/messages";
import { Diagnostics, type Diagnostic } from "./diagnostics";
import { readAliases } from "./frontmatter";
import { basenameOf } from "./links";
import type { linksIn } from "./markdown";
import type { CharacterForm, CharacterNote } from "./model";
import { parseYear } from "./values";
import { emptyForm } from "./character-entries";
import { CharacterParser } from "./character-parser";
import { checkSkillTotals, resolveAbsoluteSkills } from "./character-skills";
import { applyFrontmatterBuild, readState } from "./character-build";

/**
 * Characters as the vault writes them (docs/en/notes.md "Character notes"): the build
 * in body tables and lists, optionally in frontmatter, play state in flat
 * frontmatter keys. Every oddity is a diagnostic; nothing throws.
 */

type CharacterInput = {
  path: string;
  kind: "pc" | "npc-statblock";
  data: Record<string, unknown>;
  body: string;
  bodyLine: number;
  frontmatterError: string | null;
};

/** The frontmatter keys of play state (docs/en/notes.md): everything else in the note is the build. */
const STATE_KEYS = new Set([
  "health",
  "mana",
  "zeal",
  "elixirTolerance",
  "experience",
  "conditions",
  "dying",
  "effects",
  "magicShield",
]);

/** What a character is apart from its play state: read from the body and the frontmatter's build keys. */
type Build = Omit<CharacterNote, "state" | "diagnostics"> & { diagnostics: readonly Diagnostic[] };

/**
 * Play writes change only play-state keys, so the build of the notes in play is kept, by path, with the
 * exact input it was read from (body, its first line, and the frontmatter without the play-state keys).
 * A kept build is frozen: every reading shares it, and nothing may change it.
 */
const BUILD_MEMO_LIMIT = 64;
const buildMemo = memoMap<string, { key: string; build: Build }>();

function buildKey(input: CharacterInput): string | null {
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input.data)) if (!STATE_KEYS.has(k)) rest[k] = v;
  try {
    return JSON.stringify([input.kind, input.bodyLine, input.frontmatterError, rest, input.body]);
  } catch {
    return null;
  }
}

export function readCharacter(input: CharacterInput): CharacterNote {
  const key = buildKey(input);
  const kept = buildMemo.get(input.path);
  let build: Build;
  if (key !== null && kept?.key === key) build = kept.build;
  else {
    build = readBuild(input);
    if (key !== null) {
      buildMemo.delete(input.path);
      if (buildMemo.size >= BUILD_MEMO_LIMIT) buildMemo.delete(buildMemo.keys().next().value as string);
      buildMemo.set(input.path, { key, build: deepFreeze(build) });
    }
  }
  const d = new Diagnostics();
  const state = readState(input.data, d);
  const { diagnostics, ...rest } = build;
  return { ...rest, state, diagnostics: [...diagnostics, ...d.list] };
}

function readBuild(input: CharacterInput): Build {
  const parser = new CharacterParser(input.path, input.kind, input.body, input.bodyLine);
  const parsed = parser.parse();
  const d = parsed.diagnostics;
  const baseName = basenameOf(input.path);
  const raw = parsed.details;
  const detail = (label: string) => {
    const key = Object.keys(raw).find((k) => fold(k).startsWith(fold(label)));
    if (!key || !raw[key]) return null;
    const value: { text: string; link?: ReturnType<typeof linksIn>[number] } = { text: raw[key] };
    const link = parsed.links[key];
    if (link) value.link = link;
    return value;
  };
  const details: CharacterNote["details"] = {
    race: detail("Rasa"),
    discipline: detail("Dziedzina Magii"),
    year: null,
    player: detail("Gracz")?.text ?? null,
    raw,
  };
  const yearText = detail("Rok")?.text ?? detail("Organizacje")?.text ?? "";
  details.year = yearText ? parseYear(yearText) : null;
  const forms = parsed.forms.length ? parsed.forms : [emptyForm(null)];
  if (input.frontmatterError === null) applyFrontmatterBuild(forms[0] as CharacterForm, input.data, d, details);
  const aliases = readAliases(input.data);
  const fullName = [detail("Imię")?.text, detail("Nazwisko")?.text].filter(Boolean).join(" ");
  if (fullName && fold(fullName) !== fold(baseName) && !aliases.some((a) => fold(a) === fold(fullName)))
    aliases.push(fullName);
  const name = input.kind === "npc-statblock" ? (parsed.title ?? baseName) : baseName;
  const below: Array<{ text: string; line?: number }> = [];
  for (const form of forms) resolveAbsoluteSkills(form, d, below);
  if (below.length)
    d.warning(
      msg("vault.skillsBelowAttribute", { lines: [...new Set(below.map((b) => b.text))].join("; ") }),
      below[0]?.line,
    );
  for (const form of forms) checkSkillTotals(form, d);
  for (const form of forms) {
    if (!form.hasStats) {
      d.info(msg("vault.noStats", { where: form.name ? `${form.name}: ` : "" }));
    } else {
      const missing = (["body", "mind", "soul", "powerLevel"] as const).filter((k) => form.attributes[k] === null);
      if (missing.length)
        d.warning(
          `${form.name ? form.name + ": " : ""}brakuje wartości: ${missing.map((k) => attributeName(k === "powerLevel" ? "magic" : k)).join(", ")}.`,
        );
    }
  }
  if (input.frontmatterError)
    d.error(
      `Frontmatter się nie parsuje: ${input.frontmatterError}. Wtyczka nie zapisze tej notatki, dopóki YAML nie zostanie poprawiony.`,
    );
  return {
    path: input.path,
    name,
    kind: input.kind,
    aliases,
    details,
    forms,
    frontmatterError: input.frontmatterError,
    diagnostics: d.list,
  };
}
