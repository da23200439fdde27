import { POWER_LEVEL, ROMAN } from "../rules/tables";
import { fold } from "../text/normalize";

/** Magia as `IV`, `Poziom Mocy IV` or `4`: all mean Poziom Mocy 4. */
export function parsePowerLevel(text: string): number | null {
  const t = text
    .replace(/poziom\s+mocy/i, "")
    .replace(/[*_]/g, "")
    .trim()
    .toUpperCase();
  if (!t) return null;
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    return n >= POWER_LEVEL.strongest && n <= POWER_LEVEL.weakest ? n : null;
  }
  const i = (ROMAN as readonly string[]).indexOf(t);
  return i >= 0 ? i : null;
}

/**
 * The Magia cell of a stat block (docs/en/notes.md "Character notes"): a bare number
 * is the number of Magia dice (the book's "Magia (ilość kości)"); a Roman
 * numeral or `Poziom Mocy N` is a level.
 */
export function parseStatBlockMagic(text: string): { dice: number } | { level: number } | null {
  const t = text.replace(/[*_]/g, "").trim();
  if (/^\d+$/.test(t)) return { dice: Number(t) };
  const level = parsePowerLevel(t);
  return level === null ? null : { level };
}

/** A plain integer cell; `-`, `Brak`, `—` and empty are null. */
export function parseCellNumber(text: string): number | null {
  const t = text.replace(/[*_]/g, "").trim();
  const m = /^[+]?(-?\d+)(?:\s*(?:m|pkt\.?|punkt(?:y|ów)?))?$/i.exec(t);
  return m ? Number(m[1]) : null;
}

/** Inicjatywa as printed: `2k6+24` means 24. */
export function parseInitiative(text: string): number | null {
  const t = text.replace(/\s+/g, "");
  const m = /^(?:\d*[kd]\d+)?\+?(-?\d+)$/i.exec(t);
  return m ? Number(m[1]) : null;
}

export function isNoneValue(text: string): boolean {
  const f = fold(text.replace(/[*_]/g, ""));
  return f === "" || f === "-" || f === "—" || f === "brak" || f === "nie" || f === "n/a";
}

/** Year of study from `Rok`/`year` or a class name such as `Klasa 2Pb`. */
export function parseYear(text: string): number | null {
  const direct = /^\s*(\d)\s*(?:\.|rok)?\s*$/i.exec(text);
  if (direct) return Number(direct[1]);
  const klasa = /Klas[aey]\s+(\d)/i.exec(text);
  if (klasa) return Number(klasa[1]);
  const rok = /(\d)\.\s*Rok/i.exec(text);
  return rok ? Number(rok[1]) : null;
}

/** A frontmatter value that should be a whole number: numbers and numeric strings. */
export function asInteger(value: unknown): number | null {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return null;
}

/** A frontmatter scalar as text; maps and lists are shown as JSON, never as "[object Object]". */
export function scalarText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  try {
    return JSON.stringify(value);
  } catch {
    return "";
  }
}
