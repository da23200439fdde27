import { spellEffects } from "../spells";
import { Diagnostics } from "./diagnostics";
import type { SpellNote } from "./model";
import { asInteger, scalarText } from "./values";
import { msg } from "../play/messages";
import { basenameOf } from "./links";

/** A spell's first `# ` heading, as written (null when there is none). */
function spellHeading(body: string): RegExpExecArray | null {
  return /^#[ \t]+(.+?)[ \t#]*$/m.exec(body);
}

/**
 * A spell's Polish name: its first `# ` heading, else its file name. The index names the note by it
 * before reading it (read-note.ts), so a sheet lists a spell without reading its note (issue 30).
 */
export function spellName(body: string, fileName: string): string {
  return spellHeading(body)?.[1]?.trim() || fileName;
}

/** Spells (docs/en/notes.md "Spells"): machine keys in frontmatter, the Polish name from the first `# ` heading. */
export function readSpell(
  path: string,
  data: Record<string, unknown>,
  body: string,
  frontmatterError: string | null,
): SpellNote {
  const d = new Diagnostics();
  const fileName = basenameOf(path);
  const h1 = spellHeading(body);
  const name = h1?.[1]?.trim() || fileName;
  if (!h1) d.warning(msg("vault.spellNoHeading", { fileName }));
  if (frontmatterError) d.error(msg("vault.frontmatterUnread", { reason: frontmatterError }));
  const manaCost = asInteger(data.manaCost);
  if (manaCost === null && !frontmatterError) d.error(msg("vault.spellNoManaCost"));
  const difficulty =
    data.difficulty && typeof data.difficulty === "object" ? (data.difficulty as Record<string, unknown>) : {};
  const threshold = asInteger(difficulty.threshold);
  const required = asInteger(difficulty.successes);
  if ((threshold === null || required === null) && !frontmatterError) d.error(msg("vault.spellNoDifficulty"));
  const str = scalarText;
  const overcast = Array.isArray(data.overcastOptions)
    ? (data.overcastOptions as unknown[])
        .filter((o): o is Record<string, unknown> => !!o && typeof o === "object")
        .map((o) => ({
          text: str(o.text),
          repeatable: o.repeatable === true,
          cost: asInteger(o.cost) ?? 0,
        }))
    : [];
  const description = str(data.description);
  // What the spell does is read when first asked for (issue 30: `hbm check` never asks, and reading
  // every spell's overcast options was a tenth of it), then kept.
  let effects: SpellNote["effects"] | undefined;
  return {
    path,
    name,
    fileName,
    manaCost,
    threshold,
    required,
    castingMode: str(data.castingMode) || "standard",
    school: str(data.school),
    deity: str(data.deity),
    nonCombatOnly: data.nonCombatOnly === true,
    isSuperspell: data.isSuperspell === true,
    requirements: requirementLists(data.requirements),
    overcastOptions: overcast,
    description,
    range: rangeText(data.range),
    duration: str(data.duration) || null,
    // What the spell does (issue 26): the note's schema fields where filled, else the built-in table.
    get effects() {
      return (effects ??= spellEffects(data, description, path, h1 ? name : undefined));
    },
    diagnostics: d.list,
  };
}

/** `range: {kind: distance, value: 5, unit: m}` → "5 m"; `self` → "Na siebie"; `touch` → "Dotyk"; `special` → its text. */
export function rangeText(range: unknown): string | null {
  if (!range || typeof range !== "object") return scalarText(range) || null;
  const r = range as Record<string, unknown>;
  const kind = scalarText(r.kind);
  if (kind === "distance") return [scalarText(r.value), scalarText(r.unit)].filter(Boolean).join(" ") || null;
  if (kind === "self") return "Na siebie";
  if (kind === "touch") return "Dotyk";
  return scalarText(r.text) || kind || null;
}

/**
 * `requirements: {race: [], talent: [], discipline: []}`: the lists as written (docs/en/rules.md "Between sessions").
 */
export function requirementLists(value: unknown): { race: string[]; talent: string[]; discipline: string[] } {
  const r = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const list = (v: unknown): string[] =>
    (Array.isArray(v) ? v : v === undefined || v === null || v === "" ? [] : [v]).map(scalarText).filter(Boolean);
  return { race: list(r.race), talent: list(r.talent), discipline: list(r.discipline) };
}
