import type { AttributeKey } from "../rules/tables";
import { addTalentLine, raiseAttribute, setSkillLine, type AttributeDerived } from "../text/stat-tables";
import { fold } from "../text/normalize";
import { addEquipment, itemLines, setCharges } from "./equipment-text";
import { addSpellLine } from "./spell-line";
import { syncPrintedStats, type PrintedStats } from "../text/printed-stats";

/** A body edit a transition asks for, as data: the store that owns the note applies it (NPC instances: none). */
export type Edit =
  | { kind: "equipmentQuantity"; item: string; from: number; to: number }
  /** docs/en/rules.md Decision: the Atrybuty cell, the Cechy Pochodne that follow it and the skill totals, in one edit. */
  | { kind: "attribute"; attribute: AttributeKey; value: number; derived: AttributeDerived }
  | {
      kind: "skill";
      skill: string;
      value: number;
      attributes: { body: number; mind: number; soul: number; powerLevel: number };
      magicDice: number;
    }
  | { kind: "talent"; talent: string }
  /** docs/en/rules.md "Between sessions": an item's charges, where they are written (equipment-text.ts). */
  | { kind: "charges"; item: string; from: number; to: number }
  /** docs/en/rules.md Decision on giving: the receiver's line of the item, or the giver's line added. */
  | { kind: "addEquipment"; item: string; from: number; n: number; line: string }
  /** docs/en/rules.md "Between sessions": a learned spell added to Zaklęcia as a link in the note's style (spell-line.ts). */
  | { kind: "spell"; notePath: string; name: string; path: string }
  /** docs/en/rules.md Decision: after any purchase every Cechy Pochodne cell and skill total as the rules compute them. */
  | { kind: "printedStats"; stats: PrintedStats };

/** A change of consecutive lines; its inverse swaps `removed` and `added`. */
export interface LinePatch {
  start: number;
  removed: string[];
  added: string[];
}

/** The count written on an Ekwipunek line: `×2`, `x2`, `(dwukrotnie)`, else 1 (docs/en/notes.md). */
export function lineQuantity(line: string): number {
  const m = /(?:×|\bx)\s?(\d+)\b/i.exec(line);
  if (m) return Number(m[1]);
  if (/\(dwukrotnie\)/i.test(line)) return 2;
  return 1;
}

function withQuantity(line: string, to: number): string {
  if (/×\s?\d+/.test(line)) return line.replace(/×(\s?)\d+/, `×$1${to}`);
  if (/\bx\s?\d+\b/i.test(line)) return line.replace(/\b([xX])(\s?)\d+\b/, `$1$2${to}`);
  if (/\(dwukrotnie\)/i.test(line)) return line.replace(/\(dwukrotnie\)/i, `×${to}`);
  return `${line} ×${to}`;
}

/**
 * Ekwipunek quantities are play state (docs/en/notes.md): `×2` → `×1`, and the last
 * one removes the line. Only the one line under `### Ekwipunek` that names the
 * item with that count changes; null when there is no such line.
 */
export function setEquipmentQuantity(text: string, item: string, from: number, to: number): string | null {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(/\r?\n/);
  const want = fold(item);
  for (const { i } of itemLines(lines)) {
    const line = lines[i] ?? "";
    if (!fold(line).includes(want) || lineQuantity(line) !== from) continue;
    if (to <= 0) lines.splice(i, 1);
    else lines[i] = withQuantity(line, to);
    return lines.join(eol);
  }
  return null;
}

/** The note's text after one edit, or null when the note has no place for it. */
export function applyEdit(text: string, edit: Edit): string | null {
  switch (edit.kind) {
    case "equipmentQuantity":
      return setEquipmentQuantity(text, edit.item, edit.from, edit.to);
    case "attribute":
      return raiseAttribute(text, edit.attribute, edit.value, edit.derived);
    case "skill":
      return setSkillLine(text, edit.skill, edit.value, edit.attributes, edit.magicDice);
    case "talent":
      return addTalentLine(text, edit.talent);
    case "charges":
      return setCharges(text, edit.item, edit.from, edit.to);
    case "spell":
      return addSpellLine(text, edit.notePath, { name: edit.name, path: edit.path });
    case "addEquipment":
      return addEquipment(text, edit.item, edit.from, edit.n, edit.line, lineQuantity, withQuantity);
    case "printedStats":
      return syncPrintedStats(text, edit.stats);
  }
}

/** The smallest run of lines that turns `before` into `after`. */
export function diffLines(before: string, after: string): LinePatch | null {
  if (before === after) return null;
  const a = before.split("\n");
  const b = after.split("\n");
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  return { start, removed: a.slice(start, endA), added: b.slice(start, endB) };
}

export function invertPatch(p: LinePatch): LinePatch {
  return { start: p.start, removed: p.added, added: p.removed };
}

/** Apply a patch where its lines still stand; null when the text has changed there since. */
export function applyPatch(text: string, p: LinePatch): string | null {
  const lines = text.split("\n");
  for (let i = 0; i < p.removed.length; i++) if (lines[p.start + i] !== p.removed[i]) return null;
  if (p.start > lines.length) return null;
  lines.splice(p.start, p.removed.length, ...p.added);
  return lines.join("\n");
}
