import { fold } from "../text/normalize";
import type { Requirement } from "../vault/model";
import { canonicalTalent, findAttribute, findSkill } from "./names";
import type { AttributeKey } from "./tables";

/**
 * Talent requirements (docs/en/rules.md: Experience (PD) and creation, the Decision on
 * grouping): "Wymagania: A, B lub C" is (A and B) or C. The text is split at
 * every " lub " outside parentheses into alternatives; each alternative is a
 * comma-separated list that must all hold; inside parentheses, commas, "lub"
 * and "/" list the acceptable values of that one requirement:
 * "Dziedzina Magii (Botanika, Mag Ziemi lub Mag Wody) lub Rasa (Feles)".
 */
export interface RequirementCheck {
  kind: Requirement["kind"];
  /** The attribute key or canonical skill for attribute/skill; the first value otherwise. */
  name: string;
  min?: number;
  /** The acceptable values inside the parentheses (races, disciplines, talents). */
  values: string[];
  /** The requirement as written, whole ("Dziedzina Magii (Botanika, Mag Ziemi lub Mag Wody)"). */
  text: string;
}

/** Outer list: alternatives (any one is enough); inner list: requirements that must all hold. */
export type RequirementAlternatives = RequirementCheck[][];

export interface RequirementSubject {
  attributes: Record<AttributeKey, number>;
  skills: Readonly<Record<string, number>>;
  talents: readonly string[];
  race: string | null;
  /** The discipline as written plus its link's path ("Egzorcyzmy" under "Magia Sakralna/…"). */
  discipline: string | null;
}

/** Split at a separator only where it stands outside every parenthesis; pieces trimmed, empty ones dropped. */
function splitOutside(text: string, separator: RegExp): string[] {
  const sticky = new RegExp(separator.source, "iy");
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      sticky.lastIndex = i;
      const m = sticky.exec(text);
      if (m) {
        pieces.push(text.slice(start, i));
        i += m[0].length;
        start = i;
        continue;
      }
    }
    i++;
  }
  pieces.push(text.slice(start));
  return pieces.map((p) => p.trim()).filter(Boolean);
}

// Every separator is at least one character long, so a match always moves on.
const OR = /\s+lub\s+/;
const AND = /\s*,\s*/;
const ONE_OF = /\s*,\s*|\s*\/\s*|\s+lub\s+/;

/** The text after "Wymagania:", without Markdown emphasis; links read as their text. */
export function cleanRequirementText(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[\[([^\]|]*)(?:\|([^\]]*))?\]\]/g, (_m, target: string, alias?: string) => alias ?? target)
    .replace(/[*_]/g, "")
    .replace(/^\s*wymagania\s*:?\s*/i, "")
    .trim();
}

/** One requirement: "Dusza (3)", "Rasa (Anioł/Anielica)", "Talent (Parowanie)", or anything else (kept whole, not checked). */
export function parseRequirementCheck(text: string): RequirementCheck {
  const whole = text.trim();
  const open = whole.indexOf("(");
  const closed = whole.endsWith(")") && open > 0;
  const name = closed ? whole.slice(0, open).trim() : whole;
  const inside = closed ? whole.slice(open + 1, -1).trim() : "";
  const values = splitOutside(inside, ONE_OF);
  const f = fold(name);
  if (closed && f === "rasa") return { kind: "race", name: values[0] ?? "", values, text: whole };
  if (closed && f.startsWith("dziedzina")) return { kind: "discipline", name: values[0] ?? "", values, text: whole };
  if (closed && f === "talent") {
    const talents = values.map(canonicalTalent);
    return { kind: "talent", name: talents[0] ?? "", values: talents, text: whole };
  }
  // An item note's `requirements: 'Ciało >= 4'` is the same check as "Ciało (4)".
  const compared = /^(.+?)\s*(?:>=|≥)\s*(\d+)$/.exec(whole);
  if (compared) return parseRequirementCheck(`${compared[1]} (${compared[2]})`);
  const min = /^\d+$/.test(inside) ? Number(inside) : undefined;
  if (min !== undefined) {
    const attribute = findAttribute(name);
    if (attribute) return { kind: "attribute", name: attribute, min, values: [], text: whole };
    const skill = findSkill(name);
    if (skill) return { kind: "skill", name: skill, min, values: [], text: whole };
  }
  return { kind: "other", name: whole, values, text: whole };
}

/** "Wymagania: …" as alternatives of all-required lists (the Decision's grouping). */
export function parseRequirementAlternatives(text: string): RequirementAlternatives {
  return splitOutside(cleanRequirementText(text), OR).map((alternative) =>
    splitOutside(alternative, AND).map(parseRequirementCheck),
  );
}

/** The requirements no rule checks ("broń biała", "8 Punktów Inicjatywy"), whole, for the reader's info messages. */
export function uncheckedRequirements(text: string): string[] {
  return parseRequirementAlternatives(text)
    .flat()
    .filter((r) => r.kind === "other")
    .map((r) => r.text);
}

/** The reader's info line for one requirement that is not checked. */
export function uncheckedRequirementInfo(text: string): string {
  return `Wymaganie „${text}” nie jest sprawdzane automatycznie.`;
}

/** "Demon - Sukkub": the race as written may name the people ("Demon") or the kind ("Sukkub"), and say more after it ("Feles (Kotowate)"). */
function raceMatches(value: string, race: string): boolean {
  return value.split(/\s+-\s+/).some((v) => race.startsWith(fold(v)));
}

/** true or false when the rules can tell; null when the requirement is not checked (kind "other", Magia). */
export function meetsRequirement(r: RequirementCheck, who: RequirementSubject): boolean | null {
  switch (r.kind) {
    case "attribute":
      return r.name === "magic" ? null : who.attributes[r.name as AttributeKey] >= (r.min ?? 0);
    case "skill":
      return (who.skills[r.name] ?? 0) >= (r.min ?? 0);
    case "race": {
      const race = fold(who.race ?? "");
      return r.values.some((v) => raceMatches(v, race));
    }
    case "discipline": {
      const discipline = fold(who.discipline ?? "");
      return r.values.some((v) => discipline.includes(fold(v)));
    }
    case "talent":
      return r.values.some((v) => who.talents.some((t) => fold(canonicalTalent(t)) === fold(v)));
    default:
      return null;
  }
}

/**
 * The reader's old shape (comma = and outside, "lub" = or inside, split
 * without regard to parentheses) back to the text it was cut from: every
 * piece keeps its text, and the cuts were at ", " and " lub ".
 */
function sourceText(groups: readonly (readonly Requirement[])[]): string {
  return groups.map((group) => group.map((r) => r.text.trim()).join(" lub ")).join(", ");
}

/**
 * What a character still lacks for a talent, in Polish; empty when it is met.
 * An alternative holds when every requirement in it that the rules can check
 * holds and it has at least one such; requirements the rules cannot check
 * never count against. A text with nothing checkable is not judged.
 * With one alternative, each missing requirement is one entry; with several,
 * one entry: the missing part of each alternative ("i" within, "lub" between).
 * Accepts the requirement text (preferred) or the reader's parsed groups.
 */
export function unmetRequirements(
  requirements: string | null | readonly (readonly Requirement[])[],
  who: RequirementSubject,
): string[] {
  const text = typeof requirements === "string" ? requirements : requirements ? sourceText(requirements) : "";
  const alternatives = parseRequirementAlternatives(text);
  const judged = alternatives.map((alternative) => {
    const results = alternative.map((r) => ({ r, ok: meetsRequirement(r, who) }));
    const checked = results.filter((x) => x.ok !== null);
    return {
      checked: checked.length > 0,
      met: checked.length > 0 && checked.every((x) => x.ok),
      missing: checked.filter((x) => x.ok === false).map((x) => x.r.text),
    };
  });
  if (judged.some((a) => a.met) || !judged.some((a) => a.checked)) return [];
  const failing = judged.filter((a) => a.checked);
  if (failing.length === 1) return failing[0]!.missing;
  return [failing.map((a) => a.missing.join(" i ")).join(" lub ")];
}
