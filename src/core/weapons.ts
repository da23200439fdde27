import { seededRandom } from "./dice/random";
import { weaponDamage, type LayerSkips } from "./rules/damage";
import { findAttribute, findSkill } from "./rules/names";
import { fold } from "./text/normalize";
import type { VaultIndex } from "./vault/index";
import type { CharacterNote, ItemNote, RefEntry } from "./vault/model";

/**
 * Weapons as their authors write them (docs/en/notes.md "Weapons"): `2+S`, `S+1k6`,
 * `S+2k6 Punktów Obrażeń ignorujących Pancerz` (the words are not part of the formula, the
 * flag is), a weapon that "atakuje Testem Magia (Umiejętności Strzeleckie)" (its attack
 * pool), a link to an item or artifact note whose `damage` key holds it, a nested
 * `- **Obrażenia:** 2+S` sub-bullet, a later form's "wciąż jej broń" that keeps an earlier
 * form's weapon ("trafienia zadają dodatkowo 1k3"), "Statystyki identyczne jak w Formie I"
 * and a talent that attacks ("atakuje … Testem Magia (Zdolności Magiczne) … S+3k6 Punktów
 * Obrażeń"). The sheet, the tracker and `hbm check` read weapons only through here.
 */

/** The attack test a weapon names: attribute (Magia = its dice) and skill. */
export interface AttackPool {
  attribute: "body" | "mind" | "soul" | "magic";
  skill: string;
}

export interface DamageReading {
  /** The formula the damage rules roll (`S+2k6`). */
  formula: string;
  /** "ignorujących Pancerz": the hit skips Pancerz. */
  ignoreArmor: boolean;
}

/** A later form's "trafienia zadają dodatkowo 1k3 Obrażeń … (ignorujące Pancerz i Runiczny Pancerz)": a second part of the hit. */
export interface ExtraDamage extends LayerSkips {
  formula: string;
}

/** The whole hit as the sheet and the tracker show it: `1+S+1k3` (the extra part rolls apart). */
export function wholeDamage(w: { damage: string | null; extra?: ExtraDamage | undefined }): string | null {
  return w.extra && w.damage ? `${w.damage}+${w.extra.formula}` : w.damage;
}

export interface ReadWeapon {
  name: string;
  /** `+S`, `2+S`, `S+1k6`; null when the author gave none the rules can read. */
  damage: string | null;
  ignoreArmor: boolean;
  /** The part of each hit rolled apart, skipping the layers its text names. */
  extra?: ExtraDamage;
  ranged: boolean;
  /** The attack test the author names, or null for Ciało + Walka Wręcz / Umiejętności Strzeleckie. */
  pool: AttackPool | null;
  traits: string | null;
  item: ItemNote | null;
  /** Where the damage came from as written (`S+2k6 Punktów Obrażeń ignorujących Pancerz`), for messages. */
  written: string | null;
  /** A talent's attack, not an item. */
  talent?: boolean;
}

const TERM = String.raw`(?:\d+\s*[kKdD]\s*\d+|\d+|S(?![\p{L}]))`;
const FORMULA = new RegExp(String.raw`^\s*\+?\s*(${TERM}(?:\s*[+\-]\s*${TERM})*)`, "u");
const FORMULA_IN_TEXT = new RegExp(String.raw`(${TERM}(?:\s*[+\-]\s*${TERM})*)\s+(?:Punkt\p{L}*\s+)?Obraże\p{L}*`, "u");

function rollable(formula: string): boolean {
  try {
    weaponDamage(formula, 1, seededRandom(1));
    return true;
  } catch {
    return false;
  }
}

const ignoresArmor = (text: string) => readSkips(text).ignoreArmor === true;

/**
 * The layers a damage's words skip: "ignorujących Pancerz", "ignorujące Pancerz i Runiczny
 * Pancerz", "ignorując Magiczną Osłonę", "ignoruje magiczną obronę" (rules/damage.ts layers).
 */
export function readSkips(text: string): LayerSkips {
  // Most damages skip nothing: a plain search first (issue 30: the Unicode patterns below ran on every
  // weapon of every character at each `hbm check`). "ignoruj" is ASCII: the `u` flag changes nothing for it.
  if (!/ignoruj/i.test(text)) return {};
  const m = /ignoruj\p{L}*\s+([^.;)]*)/iu.exec(text);
  const out: LayerSkips = {};
  for (const item of (m?.[1] ?? "").split(/\s*(?:,|\bi\b|\boraz\b)\s*/u)) {
    if (/^runiczn\p{L}*\s+pancerz/iu.test(item)) out.ignoreRunic = true;
    else if (/^(?:magiczn\p{L}*\s+)?osłon/iu.test(item)) out.ignoreShield = true;
    else if (/^(?:cał\p{L}*\s+)?magiczn\p{L}*\s+obron/iu.test(item)) out.ignoreMagicDefence = true;
    else if (/^(?:\p{L}+\s+)?pancerz/iu.test(item)) out.ignoreArmor = true;
  }
  return out;
}

/** A damage as written: the formula at its start, the words after it, the "ignorujących Pancerz" flag. */
export function readDamage(text: string | null | undefined): DamageReading | null {
  if (!text) return null;
  const m = FORMULA.exec(text);
  const bare = m?.[1]?.replace(/\s+/g, "") ?? "";
  // `+S` stays as written (the sheet shows it so); the damage rules read both.
  const formula = /^\s*\+/.test(text) && bare === "S" ? "+S" : bare;
  if (!/S/.test(formula) || !rollable(formula)) return null;
  return { formula, ignoreArmor: ignoresArmor(text.slice(m?.[0].length ?? 0)) };
}

/** "atakuje Testem Magia (Umiejętności Strzeleckie)", "Test Ciało (Walka Wręcz)": the attack's pool. */
export function readAttackPool(text: string | null | undefined): AttackPool | null {
  if (!text) return null;
  const m = /\bTest\p{L}*\s+(\p{L}+)\s*\(([^)]+)\)/u.exec(text);
  if (!m) return null;
  const word = fold(m[1] ?? "");
  const attribute = word.startsWith("magi") ? "magic" : findAttribute(m[1] ?? "");
  const skill = findSkill((m[2] ?? "").trim());
  if (!attribute || !skill) return null;
  return { attribute: attribute, skill };
}

/** "Broń Dystansowa", "Dystansowa (20 m)", an attack with Umiejętności Strzeleckie: a ranged weapon. */
export function readsRanged(text: string | null | undefined, pool: AttackPool | null = null): boolean {
  return /dystansow/iu.test(text ?? "") || pool?.skill === "Umiejętności Strzeleckie";
}

/** "… Atak Testem Magia (Umiejętności Strzeleckie) S+1 Punktów Obrażeń": an attack written in the item's text. */
function attackInText(text: string): { pool: AttackPool | null; damage: DamageReading } | null {
  const m = FORMULA_IN_TEXT.exec(text);
  if (!m?.[1] || !/atak|trafi/iu.test(text)) return null;
  const damage = readDamage(`${m[1]} ${text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 60)}`);
  return damage ? { pool: readAttackPool(text), damage } : null;
}

const baseName = (name: string) => fold(name.replace(/\s*\([^)]*\)\s*$/, ""));

function fromEntry(e: RefEntry, item: ItemNote | null): ReadWeapon | null {
  const note = e.note ?? "";
  const traits = item?.traits ?? e.properties?.["Cechy"] ?? null;
  const written = e.damage ?? item?.damage ?? null;
  const pool = readAttackPool(note);
  if (written !== null) {
    const d = readDamage(written);
    return {
      name: item?.name ?? e.name,
      damage: d?.formula ?? null,
      ignoreArmor: d?.ignoreArmor ?? false,
      ranged: readsRanged(`${note} ${traits ?? ""}`, pool),
      pool,
      traits,
      item,
      written,
    };
  }
  const inline = note ? attackInText(note) : null;
  if (inline)
    return {
      name: e.name,
      damage: inline.damage.formula,
      ignoreArmor: inline.damage.ignoreArmor,
      ranged: readsRanged(note, inline.pool),
      pool: inline.pool,
      traits,
      item,
      written: note,
    };
  if (item?.kind === "weapon")
    return {
      name: item.name,
      damage: null,
      ignoreArmor: false,
      ranged: readsRanged(traits),
      pool,
      traits,
      item,
      written,
    };
  return null;
}

/** A talent note that attacks: "Jako Akcję … atakuje … Test(em) Magia (Zdolności Magiczne) … S+3k6 Punktów Obrażeń". */
function talentAttack(name: string, text: string): ReadWeapon | null {
  if (!/atak|trafieni/iu.test(text)) return null;
  const pool = readAttackPool(text);
  const m = FORMULA_IN_TEXT.exec(text);
  const damage = m?.[1] ? readDamage(m[1]) : null;
  if (!pool || !damage) return null;
  return {
    name,
    damage: damage.formula,
    ignoreArmor: damage.ignoreArmor,
    ranged: false,
    pool,
    traits: null,
    item: null,
    written: m?.[0] ?? null,
    talent: true,
  };
}

/**
 * The weapons of one form, in the note's order: its Ekwipunek (a later form's item that names
 * an earlier form's weapon keeps it, with "dodatkowo 1k3" added), then the talents that attack.
 */
export function readWeapons(character: CharacterNote, formIndex: number, index: VaultIndex): ReadWeapon[] {
  const at = Math.min(formIndex, character.forms.length - 1);
  return at < 0 ? [] : (weaponsByForm(character, at, index)[at] ?? []);
}

/**
 * The weapons of forms 0 to `last`, each form read once: a form looks into the earlier forms' weapons
 * (issue 30: they were read again for each later form, and again for each form `hbm check` asked about).
 */
function weaponsByForm(character: CharacterNote, last: number, index: VaultIndex): ReadWeapon[][] {
  const forms: ReadWeapon[][] = [];
  for (let i = 0; i <= last; i++) forms.push(formWeapons(character, i, forms.flat(), index));
  return forms;
}

function formWeapons(character: CharacterNote, at: number, earlier: ReadWeapon[], index: VaultIndex): ReadWeapon[] {
  const form = character.forms[at];
  if (!form) return [];
  const out: ReadWeapon[] = [];
  const add = (w: ReadWeapon) => {
    if (!out.some((x) => fold(x.name) === fold(w.name))) out.push(w);
  };
  for (const e of form.equipment) {
    const item = index.findItem(e.name, e.link, character.path);
    const own = fromEntry(e, item);
    if (own) {
      add(own);
      continue;
    }
    const note = e.note ?? "";
    const same = earlier.find((w) => baseName(w.name) === baseName(e.name) && w.damage);
    if (same) {
      const m = /dodatkowo\s+(\d+\s*k\s*\d+|\d+)\s+(?:Punkt\p{L}*\s+)?Obraże/iu.exec(note);
      const formula = m?.[1]?.replace(/\s+/g, "");
      const kept: ReadWeapon = { ...same, name: e.name, written: note || same.written };
      // Its own part of the hit: the skips written after it ("(ignorujące Pancerz i Runiczny Pancerz)").
      if (formula) kept.extra = { formula, ...readSkips(note.slice((m?.index ?? 0) + (m?.[0].length ?? 0))) };
      add(kept);
      continue;
    }
    // "Echa Skarbca — Sprzężone Działa Entropii i Zwiadowcze Lustra … Statystyki identyczne jak w Formie I/II".
    if (/identyczn|jak w Formie/iu.test(note))
      for (const w of earlier) if (fold(note).includes(baseName(w.name))) add(w);
  }
  for (const t of form.talents) {
    const talent = index.findTalent(t.name, t.link, character.path);
    const w = talent ? talentAttack(talent.name, talent.text) : null;
    if (w) add(w);
  }
  return out;
}

/** Each weapon of each form whose damage the rules cannot read (`hbm check`). */
export function unreadableWeapons(
  character: CharacterNote,
  index: VaultIndex,
): Array<{ form: string | null; name: string; written: string | null }> {
  const out: Array<{ form: string | null; name: string; written: string | null }> = [];
  const weapons = weaponsByForm(character, character.forms.length - 1, index);
  character.forms.forEach((form, i) => {
    if (!form.hasStats && character.kind !== "pc") return;
    for (const w of weapons[i] ?? []) if (!w.damage) out.push({ form: form.name, name: w.name, written: w.written });
  });
  return out;
}
