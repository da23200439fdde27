/**
 * Overcast options as choices made at cast time: each " lub " part of the note's text is one
 * choice, read as a number it adds where the text has one, else kept as narrative.
 */
import { SKILLS, attributeOf } from "./names";
import type { Attribute, OvercastChoice, OvercastOption } from "./types";

const AMOUNT = String.raw`(\d*k\d+|\d+)`;

/** "(kosztuje 2 stopnie)", "(kosztuje 2 poziomy)", "(wymaga dwóch poziomów Nadczarowania)". */
function levelsOf(text: string): number {
  const n = /\((?:kosztuje|wymaga)\s+(\d+|dwóch|trzech)\s+(?:stopni|poziom)/i.exec(text)?.[1];
  if (!n) return 1;
  return ({ dwóch: 2, trzech: 3 } as Record<string, number>)[n.toLowerCase()] ?? Number(n);
}

function skillsIn(text: string): string[] {
  return SKILLS.filter((s) => text.toLowerCase().includes(s.toLowerCase()));
}

function attributesIn(text: string): Attribute[] {
  const m = /Atrybut\w*\s+(\p{L}+)/u.exec(text);
  const a = m ? attributeOf(m[1] as string) : null;
  return a ? [a] : [];
}

/** One " lub " part → what it adds. */
export function readChoice(part: string): OvercastChoice {
  const text = part.trim();
  const find = (re: string): string | null => new RegExp(re, "iu").exec(text)?.[1] ?? null;
  const amount = (s: string): string => s.toLowerCase();
  let m: string | null;
  if ((m = find(String.raw`\+\s*${AMOUNT}\s+(?:punkt\p{L}*\s+)?obrażeń`))) return { add: "damage", formula: amount(m) };
  if ((m = find(String.raw`^\+?\s*(\d+)\s+rund\p{L}*(?:\s*\([^)]*\))?\s+trwania`)))
    return { add: "rounds", rounds: Number(m) };
  if (
    (m =
      find(String.raw`\+\s*${AMOUNT}\s+do wymaganej liczby sukcesów`) ??
      find(String.raw`\+\s*${AMOUNT}\s+wymagan\p{L}*\s+sukces`) ??
      find(String.raw`\+\s*${AMOUNT}\s+sukcesów wymaganych`))
  )
    return { add: "saveSuccesses", formula: amount(m) };
  if ((m = find(String.raw`\+\s*${AMOUNT}\s+punktów wytrzymałości`))) return { add: "shield", formula: amount(m) };
  if (
    (m =
      find(String.raw`\+\s*${AMOUNT}\s+odzyskiwanych punktów żywotności`) ??
      find(String.raw`odzyskuje\s+${AMOUNT}\s+punktów żywotności`))
  )
    return { add: "heal", formula: amount(m) };
  if ((m = find(String.raw`\+\s*(\d+)\s+regenerowan\p{L}*\s+punkt\p{L}*\s+zapału`)))
    return { add: "heal", formula: m, resource: "zeal" };
  if ((m = find(String.raw`^\+\s*(\d+)\s+(?:dodatkow\p{L}*\s+)?cel`))) return { add: "targets", count: Number(m) };
  const dice = new RegExp(String.raw`^([+-])\s*(\d+)\s+koś\p{L}*\s+do\s+(?:testów|rzutów)(.*)$`, "iu").exec(text);
  if (dice) {
    const rest = dice[3] as string;
    const n = Number(dice[2]) * (dice[1] === "-" ? -1 : 1);
    const skills = skillsIn(rest);
    const attributes = attributesIn(rest);
    return {
      add: "dice",
      dice: n,
      ...(skills.length ? { skills } : {}),
      ...(attributes.length ? { attributes } : {}),
    };
  }
  if ((m = find(String.raw`\+\s*(\d+)\s+punkt\p{L}*\s+pancerza`))) return { add: "armor", amount: Number(m) };
  if ((m = find(String.raw`\+\s*(\d+)\s+do inicjatywy`))) return { add: "initiative", amount: Number(m) };
  if ((m = find(String.raw`\+\s*(\d+)\s+do many`))) return { add: "mana", amount: Number(m) };
  if ((m = find(String.raw`\+\s*(\d+)\s+do maksymalnego kosztu zaklęcia`)))
    return { add: "maxSpellCost", amount: Number(m) };
  if (/usuwany jeden wybrany,? negatywny status/iu.test(text)) return { add: "removeCondition" };
  if (/ignoruj\p{L}*\s+pancerz/iu.test(text)) return { add: "ignoresArmor" };
  return { add: "narrative", text };
}

/** The note's `overcastOptions` entry, read into choices. */
export function readOvercastOption(option: { text: string; repeatable: boolean; cost: number }): OvercastOption {
  const parts = option.text.split(/\s+lub\s+/iu).filter((p) => p.trim() !== "");
  return {
    ...option,
    choices: parts.map((p) => ({
      ...readChoice(p.replace(/\s*\((?:kosztuje|wymaga)[^)]*\)\s*/giu, " ")),
      levels: levelsOf(p),
    })),
  };
}
