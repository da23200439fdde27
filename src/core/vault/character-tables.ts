import { ATTRIBUTE_RANGE } from "../rules/tables";
import { attributeName, findSkill } from "../rules/names";
import { levelForDice } from "../rules/derived";
import { fold } from "../text/normalize";
import type { Diagnostics } from "./diagnostics";
import type { LineCell, LineTable } from "./line-table";
import type { linksIn } from "./markdown";
import type { AttributeValues, CharacterForm, PrintedKey } from "./model";
import { isNoneValue, parseCellNumber, parseInitiative, parsePowerLevel, parseStatBlockMagic } from "./values";
import { msg } from "../play/messages";

/** The tables of a character note: details, Atrybuty, Cechy Pochodne, `| Atrybut | Wartość |`. */

const PRINTED_COLUMNS: Record<string, PrintedKey> = {
  zywotnosc: "health",
  mana: "mana",
  pancerz: "armor",
  "runiczny pancerz": "runicArmor",
  "oslona magiczna": "magicShield",
  "magiczna oslona": "magicShield",
  inicjatywa: "initiative",
  zapal: "zeal",
  szybkosc: "speed",
};

/**
 * One printed derived cell (docs/en/notes.md): `Brak`/`-` (none), `Nieograniczona`
 * (unlimited), `4 (patrz Ekwipunek)` (the number counts), `10 m (w tym Lot)`,
 * Inicjatywa `2k6+24` (24 on 2k6) or `4k6+22` (rolled on 4k6).
 */
export function readPrinted(
  key: PrintedKey,
  value: string,
): { value: number | null; special?: "none" | "unlimited"; dice?: number } {
  const f = fold(value.replace(/[*_]/g, "")).trim();
  if (f === "nieograniczona" || f === "nieograniczony" || f === "nieograniczone" || f === "∞")
    return { value: null, special: "unlimited" };
  if (isNoneValue(value)) return { value: null, special: "none" };
  if (key === "initiative") {
    const dice = /^(\d*)\s*[kd]\s*6/i.exec(value.trim());
    const n = parseInitiative(value.replace(/\(.*\)/, "").trim());
    return dice && n !== null ? { value: n, dice: dice[1] ? Number(dice[1]) : 1 } : { value: n };
  }
  return { value: parseCellNumber(value.replace(/\(.*\)/, "").trim()) };
}

/** What reading a table fills: the form being read and the note's details. */
export interface TableTarget {
  readonly d: Diagnostics;
  readonly kind: "pc" | "npc-statblock";
  readonly form: CharacterForm;
  readonly detailsRaw: Record<string, string>;
  readonly detailsLinks: Record<string, ReturnType<typeof linksIn>[number]>;
  readonly lineOffset: number;
}

function rowLine(r: TableTarget, row: { line: number }): number {
  return row.line + r.lineOffset - 1;
}

export function readTable(r: TableTarget, table: LineTable): void {
  const [head, ...rows] = table.rows;
  if (!head) return;
  const headers = head.cells.map((c) => fold(c.text));
  const firstCell = head.cells[0];
  // Details: the first column holds bold keys (`**Rasa**`).
  if (firstCell?.bold && Object.keys(r.detailsRaw).length === 0) {
    for (const row of table.rows) {
      const [k, v] = row.cells;
      if (!k || !v) continue;
      r.detailsRaw[k.text] = v.text;
      const link = v.links[0];
      if (link) r.detailsLinks[k.text] = link;
    }
    return;
  }
  if (headers[0] === "atrybut" && headers[1]?.startsWith("wartosc")) {
    for (const row of rows) {
      const [k, v] = row.cells;
      if (k && v) keyValue(r, k.text, v.text, rowLine(r, row));
    }
    return;
  }
  const columns = (row: { cells: LineCell[]; line: number }) => {
    head.cells.forEach((h, i) => {
      const cell = row.cells[i];
      if (cell) keyValue(r, h.text, cell.text, rowLine(r, row));
    });
  };
  if (headers.includes("cialo") || headers.includes("umysl") || headers.includes("dusza")) {
    const row = rows[0];
    if (rows.length > 1) r.d.warning(msg("vault.attributeRows", { n: rows.length }), rowLine(r, head));
    if (!row) return;
    columns(row);
    if (row.cells.length < headers.length)
      r.d.warning(msg("vault.attributeCellsMissing", { n: headers.length - row.cells.length }), rowLine(r, row));
    return;
  }
  if (headers.some((h) => h in PRINTED_COLUMNS) && rows[0]) columns(rows[0]);
}

function keyValue(r: TableTarget, rawKey: string, value: string, line: number | undefined): void {
  const key = fold(rawKey);
  const attrs: Record<string, keyof AttributeValues> = {
    cialo: "body",
    umysl: "mind",
    dusza: "soul",
    magia: "powerLevel",
    "poziom mocy": "powerLevel",
  };
  const attr = attrs[key];
  if (attr) {
    if (value === "") return;
    if (attr === "powerLevel" && r.kind === "npc-statblock") {
      const magic = parseStatBlockMagic(value);
      if (magic === null)
        r.d.error(
          `Magia „${value}” nie jest ani liczbą kości Magii (np. 4), ani Poziomem Mocy (np. IV, Poziom Mocy IV).`,
          line,
        );
      else if ("dice" in magic) {
        r.form.magicDice = magic.dice;
        r.form.attributes.powerLevel = levelForDice(magic.dice);
      } else {
        delete r.form.magicDice;
        r.form.attributes.powerLevel = magic.level;
      }
    } else if (attr === "powerLevel") {
      const level = parsePowerLevel(value);
      if (level === null) r.d.error(msg("vault.magicNotLevel", { value }), line);
      else r.form.attributes.powerLevel = level;
    } else {
      const n = parseCellNumber(value);
      if (n === null) r.d.error(msg("vault.cellNotNumber", { label: attributeName(attr), value }), line);
      else {
        if (r.kind === "pc" && (n < ATTRIBUTE_RANGE.min || n > ATTRIBUTE_RANGE.max)) {
          r.d.error(
            msg("vault.outOfRange", {
              label: attributeName(attr),
              n,
              min: ATTRIBUTE_RANGE.min,
              max: ATTRIBUTE_RANGE.max,
            }),
            line,
          );
        }
        r.form.attributes[attr] = n;
      }
    }
    r.form.hasStats = true;
    return;
  }
  const printed = PRINTED_COLUMNS[key];
  if (printed) {
    if (value === "") return;
    const read = readPrinted(printed, value);
    // Osłona Magiczna may name the talent that gives it ("regenerowana Zaporą Posłańca"): the sheet reads that.
    if (read.value === null && !read.special && printed !== "speed" && printed !== "magicShield") {
      r.d.warning(msg("vault.valueNotNumber", { label: rawKey, value }), line);
    }
    if (read.value !== null && read.value < 0) {
      r.d.warning(msg("vault.valueNegative", { label: rawKey, value: read.value }), line);
      read.value = null;
    }
    r.form.printed[printed] = { raw: value, ...read };
    return;
  }
  const skill = findSkill(rawKey);
  if (skill) {
    const n = parseCellNumber(value);
    if (n !== null) r.form.skills[skill] = n;
  }
}
