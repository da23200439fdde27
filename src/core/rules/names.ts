import { lazy } from "../memo";
import { fold } from "../text/normalize";
import { ATTRIBUTES, CONDITIONS, SKILLS, SKILL_ALIASES, TALENT_ALIASES, type AttributeOrMagic } from "./tables";

function buildIndex<T>(entries: Array<[string, T]>): Map<string, T> {
  const map = new Map<string, T>();
  for (const [name, value] of entries) map.set(fold(name), value);
  return map;
}

// The name tables are built when first asked for (issue 30: `hbm roll` asks for none, and folding every name at load cost its start ~5 ms).

const skillIndex = lazy(() =>
  buildIndex<string>([...SKILLS.map((s) => [s.name, s.name] as [string, string]), ...Object.entries(SKILL_ALIASES)]),
);
const attributeIndex = lazy(() =>
  buildIndex<AttributeOrMagic>(
    ATTRIBUTES.flatMap((a) => [a.name, ...a.aliases].map((n) => [n, a.key] as [string, AttributeOrMagic])),
  ),
);
const conditionIndex = lazy(() => buildIndex<string>(CONDITIONS.map((c) => [c.name, c.name])));

/** The canonical Polish skill name, from any spelling or alias; null when unknown. */
export function findSkill(name: string): string | null {
  return skillIndex().get(fold(name)) ?? null;
}

export function findAttribute(name: string): AttributeOrMagic | null {
  return attributeIndex().get(fold(name)) ?? null;
}

export function attributeName(key: AttributeOrMagic): string {
  return ATTRIBUTES.find((a) => a.key === key)?.name ?? key;
}

export function skillAttribute(skill: string): AttributeOrMagic {
  return SKILLS.find((s) => s.name === skill)?.attribute ?? "body";
}

export function findCondition(name: string): string | null {
  return conditionIndex().get(fold(name)) ?? null;
}

/** A talent's canonical name, through the alias list of docs/en/rules.md, without its "(…)" specialisation. */
export function canonicalTalent(name: string): string {
  const bare = name.replace(/\s*\(.*\)\s*$/, "").trim();
  for (const [alias, canonical] of Object.entries(TALENT_ALIASES)) {
    if (fold(alias) === fold(bare)) return canonical;
  }
  return bare;
}

export function sameName(a: string, b: string): boolean {
  return fold(a) === fold(b);
}

/** Every multi-word and single-word skill and attribute name, folded, longest first. */
export const termNames = lazy((): string[] =>
  [...skillIndex().keys(), ...attributeIndex().keys()].sort((a, b) => b.length - a.length),
);
