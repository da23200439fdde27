import { canonicalTalent, findAttribute, findSkill } from "../rules/names";
import { fold } from "../text/normalize";
import { Diagnostics } from "./diagnostics";
import { basenameOf } from "./links";
import type { Requirement, TalentNote } from "./model";
import { msg } from "../play/messages";

/** One requirement such as `Dusza (3)`, `Rasa (Anioł/Anielica)`, `Dziedzina Magii (Magia Sakralna)`. */
export function parseRequirement(text: string): Requirement {
  const m = /^(.+?)\s*\(([^)]*)\)\s*$/.exec(text.trim());
  const name = (m?.[1] ?? text).trim();
  const arg = (m?.[2] ?? "").trim();
  const f = fold(name);
  if (f === "rasa") return { kind: "race", name: arg, text };
  if (f.startsWith("dziedzina")) return { kind: "discipline", name: arg, text };
  if (f === "talent") return { kind: "talent", name: canonicalTalent(arg), text };
  const attribute = findAttribute(name);
  const min = /^\d+$/.test(arg) ? Number(arg) : undefined;
  if (attribute && min !== undefined) return { kind: "attribute", name: attribute, min, text };
  const skill = findSkill(name);
  if (skill && min !== undefined) return { kind: "skill", name: skill, min, text };
  return { kind: "other", name: text.trim(), text };
}

/** `Dusza (3), Oddanie (4) lub Rasa (Anioł)`: comma = and, "lub" = or (binding tighter). */
export function parseRequirements(text: string): Requirement[][] {
  const clean = text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[\[([^\]|]*)(?:\|([^\]]*))?\]\]/g, (_m, t: string, a?: string) => a ?? t)
    .replace(/[*_]/g, "")
    .replace(/^\s*wymagania\s*:?\s*/i, "")
    .trim();
  if (!clean) return [];
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const ch of clean) {
    if (ch === "(") depth++;
    if (ch === ")") depth = Math.max(0, depth - 1);
    if (ch === "," && depth === 0) {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  parts.push(current);
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => splitTopLevelOr(p).map(parseRequirement));
}

/** " lub " outside parentheses only: "Dziedzina Magii (Botanika, Mag Ziemi lub Mag Wody) lub Rasa (Feles)" is two. */
function splitTopLevelOr(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "(") depth++;
    else if (ch === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const m = /^\s+lub\s+/i.exec(text.slice(i));
      if (m && /\s/.test(ch ?? "")) {
        out.push(text.slice(start, i).trim());
        i += m[0].length - 1;
        start = i + 1;
      }
    }
  }
  out.push(text.slice(start).trim());
  return out.filter(Boolean);
}

/** Talents: a `Wymagania:` line (plain, italic or bold) and the rule text. */
export function readTalent(path: string, aliases: string[], body: string): TalentNote {
  const d = new Diagnostics();
  const name = basenameOf(path);
  const reqLine = body.split(/\r?\n/).find((l) => /^[\s*_]*wymagania[\s*_]*:/i.test(l));
  const requirementText = reqLine
    ? reqLine
        .replace(/[*_]/g, "")
        .replace(/^\s*wymagania\s*:\s*/i, "")
        .trim()
    : null;
  const requirements = requirementText ? parseRequirements(requirementText) : [];
  for (const group of requirements)
    for (const r of group) if (r.kind === "other") d.info(msg("vault.requirementUnchecked", { text: r.text }));
  const text = body
    .split(/\r?\n/)
    .filter((l) => l !== reqLine)
    .join("\n")
    .trim();
  return {
    path,
    name,
    canonical: canonicalTalent(name),
    aliases,
    requirements,
    requirementText,
    text,
    diagnostics: d.list,
  };
}
