import { fold } from "../text/normalize";

/** One line of an elixir's `Składniki (na N dawek …)` list, read: "żywica Srebrodrzewa, 3 g". */
export interface Ingredient {
  name: string;
  /** The amount for the list's doses; null when the line gives none ("szczypta soli"). */
  amount: number | null;
  unit: string;
}

/** An ingredient line as written: the name, then after its last comma or colon the amount and unit. */
export function readIngredient(line: string): Ingredient | null {
  const text = line.trim();
  if (!text || /^tbd$/i.test(text)) return null;
  const m = /^(.*)[,:]\s*(\d+(?:[.,]\d+)?)\s*([^\d]*)$/.exec(text);
  if (!m) return { name: text, amount: null, unit: "" };
  return { name: (m[1] ?? "").trim(), amount: Number((m[2] ?? "0").replace(",", ".")), unit: (m[3] ?? "").trim() };
}

/**
 * docs/en/rules.md Decision (brewing): the list scaled to the doses brewed (rounded up: an
 * Ekwipunek count is whole). A line with no amount counts as one of the item.
 */
export function scaledIngredients(
  list: readonly string[],
  writtenFor: number | null,
  doses: number,
): Array<Ingredient & { needed: number }> {
  const per = writtenFor && writtenFor > 0 ? writtenFor : 1;
  return list
    .map(readIngredient)
    .filter((i): i is Ingredient => i !== null)
    .map((i) => ({ ...i, needed: i.amount === null ? 1 : Math.ceil((i.amount * doses) / per - 1e-9) }));
}

/**
 * The Ekwipunek line holding an ingredient: its name in the line's, or the line's in its
 * (the words in parentheses aside). Its count (`×N`) is the amount, in the unit the elixir's
 * list uses (docs/en/rules.md Decision (brewing): "checked against Ekwipunek").
 */
export function ingredientLine<T extends { name: string }>(equipment: readonly T[], ingredient: string): T | null {
  const want = fold(ingredient.replace(/\([^)]*\)/g, "")).trim();
  if (!want) return null;
  return (
    equipment.find((e) => fold(e.name) === want) ??
    equipment.find((e) => fold(e.name).includes(want) || want.includes(fold(e.name).trim())) ??
    null
  );
}
