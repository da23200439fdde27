import { computeDerived, type BuildInput } from "../rules/derived";
import { canonicalTalent, findSkill, sameName, skillAttribute } from "../rules/names";
import { fold } from "./normalize";
import {
  cells as cellsOf,
  isSeparator,
  isTableRow as isRow,
  plainName,
  setNumberInCell,
  SKILL_WITH_TOTAL,
} from "./stat-tables";

/**
 * docs/en/rules.md, Experience (PD), Decision (every purchase keeps the note
 * consistent): after any PD purchase every printed value of Cechy Pochodne
 * and every skill total equals the value the rules compute, in the note's own
 * format, in the same write. One function rewrites them all from the build
 * after the purchase; the purchase's own edit (the Atrybuty cell, the skill
 * line, the talent line) is made first.
 */
export interface PrintedStats {
  attributes: BuildInput["attributes"];
  magicDice: number;
  /** By the rules, without conditions (docs/en/notes.md: the note's printed numbers are the unpoisoned ones). */
  derived: {
    maxHealth: number;
    maxMana: number;
    armor: number;
    initiative: number;
    maxZeal: number;
    elixirTolerance: number;
  };
}

/** A PD purchase as the printed values see it (rules/experience.ts Purchase). */
export type BoughtThing =
  | { kind: "attribute"; attribute: "body" | "mind" | "soul" | "magic" }
  | { kind: "skill"; skill: string }
  | { kind: "talent"; talent: string };

/**
 * The build after the purchase, and the values the note must then print
 * (conditions left out). `armor` is the Pancerz in force before it, where the
 * build does not carry the worn armour (play's subjects): armour worn is kept,
 * and Człowiek z Żelaza still counts only without it.
 */
export function printedAfterPurchase(
  build: Omit<BuildInput, "conditions">,
  bought: BoughtThing,
  armor?: number,
): PrintedStats {
  const attributes = { ...build.attributes };
  const skills = { ...build.skills };
  const talents = build.talents.map((t) => ({ ...t }));
  if (bought.kind === "attribute" && bought.attribute !== "magic") attributes[bought.attribute] += 1;
  if (bought.kind === "skill") skills[bought.skill] = (skills[bought.skill] ?? 0) + 1;
  if (bought.kind === "talent") {
    const name = canonicalTalent(bought.talent);
    const had = talents.find((t) => sameName(t.canonical, name));
    if (had) had.count += 1;
    else talents.push({ canonical: name, count: 1 });
  }
  let wornArmor = build.wornArmor;
  if (wornArmor === null && armor !== undefined) {
    const bare = computeDerived({ ...build, conditions: [] }).derived.armor;
    if (armor !== bare) wornArmor = armor;
  }
  const d = computeDerived({ ...build, attributes, skills, talents, wornArmor, conditions: [] }).derived;
  return {
    attributes,
    magicDice: d.magicDice,
    derived: {
      maxHealth: d.maxHealth,
      maxMana: d.maxMana,
      armor: d.armor,
      initiative: d.initiative,
      maxZeal: d.maxZeal,
      elixirTolerance: d.elixirTolerance,
    },
  };
}

type DerivedField = keyof PrintedStats["derived"];

/** The Cechy Pochodne columns by their folded header's start ("Tolerancja eliksirów" included). */
const COLUMNS: Array<[string, DerivedField]> = [
  ["zywotnosc", "maxHealth"],
  ["mana", "maxMana"],
  ["pancerz", "armor"],
  ["inicjatywa", "initiative"],
  ["zapal", "maxZeal"],
  ["tolerancja", "elixirTolerance"],
];

/**
 * Every numeric cell of the Cechy Pochodne row and every printed skill total
 * set to the rules' value. Cells without a number (`Brak`, `-`, blank) and
 * Szybkość stay; so does every other line, byte for byte.
 */
export function syncPrintedStats(text: string, stats: PrintedStats): string {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(/\r?\n/);
  const header = lines.findIndex(
    (l, i) => isRow(l) && cellsOf(l).some((c) => fold(c) === "zywotnosc") && isSeparator(lines[i + 1] ?? ""),
  );
  const row = header + 2;
  if (header >= 0 && isRow(lines[row] ?? "") && !isSeparator(lines[row] ?? "")) {
    cellsOf(lines[header] as string).forEach((name, at) => {
      const field = COLUMNS.find(([start]) => fold(name).startsWith(start))?.[1];
      if (field) lines[row] = setNumberInCell(lines[row] as string, at, stats.derived[field]);
    });
  }
  const headingAt = lines.findIndex(
    (l) => /^#{2,6}\s/.test(l) && fold(l.replace(/^#+\s*/, "")).startsWith("umiejetnosci"),
  );
  for (let i = headingAt + 1; headingAt >= 0 && i < lines.length; i++) {
    const line = lines[i] as string;
    if (/^#{1,6}\s/.test(line)) break;
    const m = SKILL_WITH_TOTAL.exec(line);
    if (!m) continue;
    const skill = findSkill(plainName(m[2] ?? ""));
    if (!skill) continue;
    const attribute = skillAttribute(skill);
    const base = attribute === "magic" ? stats.magicDice : stats.attributes[attribute];
    const bonus = Number((m[3] ?? "0").replace(/\s/g, "").replace("−", "-"));
    lines[i] = `${m[1]}${m[2]}${m[3]}${m[4]}(${base + bonus})${line.slice((m[0] ?? "").length)}`;
  }
  return lines.join(eol);
}
