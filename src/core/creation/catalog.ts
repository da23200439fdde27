import { raceData } from "../rules/creation";
import { canonicalTalent } from "../rules/names";
import { talentChoice, writtenChoice } from "../rules/talents";
import { RACES, type RaceData } from "../rules/tables";
import { fold } from "../text/normalize";
import type { VaultIndex } from "../vault/index";
import { basenameOf } from "../vault/links";
import type { ItemNote } from "../vault/model";
import {
  BOOK_DISCIPLINES,
  BOOK_FIXED_CHOICES,
  BOOK_RACE_DISCIPLINES,
  choiceOption,
  DISCIPLINE_SCHOOLS,
  GENERAL_SCHOOL,
} from "./data";

/** What the wizard offers, read from the vault (with the book's defaults where the vault has no note). */
export interface RaceOption {
  name: string;
  data: RaceData;
  source: "vault" | "built-in";
  /** The race's rules note (`Wybór Rasy - …`), when the vault has one. */
  rulesPath: string | null;
  /** What the details table links: the race's own note in `races/`, else its rules note. */
  linkPath: string | null;
  /** "Dostępne Dziedziny Magii" as written ("Magia Żywiołów (Wody, Ziemi)"). */
  disciplines: string[];
  /** The free talents' choices the race note names (Elf: Czuły Zmysł (Słuch)); "(dowolny)" fixes none. */
  fixedChoices: Array<{ talent: string; choice: string }>;
}

export interface DisciplineOption {
  /** "Egzorcyzmy", "Alchemia". */
  name: string;
  /** The discipline it belongs to ("Magia Sakralna"); itself for a main one. */
  main: string;
  path: string | null;
}

export interface TalentOption {
  /** Canonical name ("Błogosławieństwo"). */
  name: string;
  /** The note's own name ("Błogosławieństwo (Bóstwo)"). */
  noteName: string;
  path: string;
  requirementText: string | null;
  /** A fixed choice (Czuły Zmysł: which sense). */
  choice: { what: string; options: readonly string[] } | null;
  /** A free-text detail the note's name asks for ("Bóstwo", "Dziedzina"). */
  detail: string | null;
}

export interface SpellOption {
  name: string;
  path: string;
  cost: number | null;
  school: string;
  deity: string;
  superspell: boolean;
}

export interface ItemOption {
  name: string;
  path: string;
  kind: ItemNote["kind"];
  armorPoints: number | null;
  requirements: string | null;
  /** `traits` ("Hałaśliwy"). */
  traits: string | null;
}

export interface Catalog {
  races: RaceOption[];
  disciplines: DisciplineOption[];
  talents: TalentOption[];
  spells: SpellOption[];
  items: ItemOption[];
}

/** Word stems for loose matching of inflected names ("Źródła Mocy" = "Źródło Mocy"). */
function stems(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.slice(0, 5));
}

function sameStems(a: string, b: string): boolean {
  const x = stems(a);
  const y = stems(b);
  return x.length === y.length && x.every((w, i) => w === y[i]);
}

/** "Czuły Zmysł (Słuch)", "Czuły Zmysł (Uszy)": a free talent written with one of its options fixes it. */
function fixedChoicesOf(written: readonly string[]): Array<{ talent: string; choice: string }> {
  return written.flatMap((w) => {
    const talent = canonicalTalent(w);
    const asks = talentChoice(talent);
    const named = writtenChoice(w);
    const choice = asks && named ? choiceOption(asks.options, named) : null;
    return choice ? [{ talent, choice }] : [];
  });
}

export function buildCatalog(index: VaultIndex): Catalog {
  const notes = [...index.all()];
  const races: RaceOption[] = [];
  for (const note of index.races()) {
    const r = raceData(note.name, note);
    if (!r) continue;
    const name = RACES.find((b) => b.name === r.data.name)?.name ?? note.name;
    if (races.some((x) => x.name === name)) continue;
    races.push({
      name,
      data: r.data,
      source: r.source,
      rulesPath: note.path,
      linkPath: null,
      disciplines: note.disciplines.length ? note.disciplines : [...(BOOK_RACE_DISCIPLINES[name] ?? [])],
      fixedChoices:
        r.source === "vault" ? fixedChoicesOf(note.freeTalentsWritten) : [...(BOOK_FIXED_CHOICES[name] ?? [])],
    });
  }
  for (const built of RACES) {
    if (races.some((x) => x.name === built.name)) continue;
    races.push({
      name: built.name,
      data: built,
      source: "built-in",
      rulesPath: null,
      linkPath: null,
      disciplines: [...(BOOK_RACE_DISCIPLINES[built.name] ?? [])],
      fixedChoices: [...(BOOK_FIXED_CHOICES[built.name] ?? [])],
    });
  }
  for (const race of races) {
    const lore = notes.find((n) => n.path.startsWith("races/") && sameStems(basenameOf(n.path), race.name));
    race.linkPath = lore?.path ?? race.rulesPath;
  }
  races.sort(
    (a, b) =>
      RACES.findIndex((r) => r.name === a.name) - RACES.findIndex((r) => r.name === b.name) ||
      a.name.localeCompare(b.name, "pl"),
  );

  const disciplines: DisciplineOption[] = [];
  for (const n of notes) {
    if (!n.path.startsWith("disciplines/") || !n.path.endsWith(".md")) continue;
    const parts = n.path.split("/");
    if (parts.length === 2) disciplines.push({ name: basenameOf(n.path), main: basenameOf(n.path), path: n.path });
    else if (parts.length === 3)
      disciplines.push({
        name: basenameOf(n.path).replace(/^Poddziedzina\s*-\s*/i, ""),
        main: parts[1] as string,
        path: n.path,
      });
  }
  for (const d of BOOK_DISCIPLINES)
    if (!disciplines.some((x) => sameStems(x.name, d.name))) disciplines.push({ ...d, path: null });
  disciplines.sort(
    (a, b) =>
      a.main.localeCompare(b.main, "pl") ||
      (a.name === a.main ? -1 : b.name === b.main ? 1 : a.name.localeCompare(b.name, "pl")),
  );

  const talents: TalentOption[] = index
    .talents()
    .filter((t) => !/Bestiariusz/i.test(t.path))
    .map((t) => {
      const param = /\(([^()]+)\)\s*$/.exec(t.name)?.[1] ?? null;
      const choice = talentChoice(t.canonical);
      return {
        name: t.canonical,
        noteName: t.name,
        path: t.path,
        requirementText: t.requirementText,
        choice,
        detail: choice ? null : param,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, "pl"));

  const spells: SpellOption[] = index
    .spells()
    .map((s) => ({
      name: s.name,
      path: s.path,
      cost: s.manaCost,
      school: s.school,
      deity: s.deity,
      superspell: s.isSuperspell,
    }))
    .sort((a, b) => (a.cost ?? 0) - (b.cost ?? 0) || a.name.localeCompare(b.name, "pl"));

  const items: ItemOption[] = notes
    .flatMap((n) => (n.item ? [n.item] : []))
    .map((i) => ({
      name: i.name,
      path: i.path,
      kind: i.kind,
      armorPoints: i.armorPoints,
      requirements: i.requirements,
      traits: i.traits,
    }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name, "pl"));

  return { races, disciplines, talents, spells, items };
}

/** Whether a race may take a discipline ("Dostępne Dziedziny Magii"); a race that lists none takes any. */
export function raceAllowsDiscipline(race: RaceOption, discipline: DisciplineOption): boolean {
  if (race.disciplines.length === 0) return true;
  return race.disciplines.some((entry) => {
    const m = /^(.*?)\s*(?:\(([^()]*)\))?\s*$/.exec(entry.trim());
    const main = m?.[1] ?? entry;
    if (!sameStems(main, discipline.main) && !sameStems(main, discipline.name)) return false;
    const only = m?.[2];
    if (!only || discipline.name === discipline.main) return true;
    const words = stems(discipline.name);
    return only.split(/\s*[,/]\s*|\s+lub\s+/).some((w) => stems(w).every((s) => words.includes(s)));
  });
}

/** The spell schools of a discipline, by words of its name and its main discipline. */
export function disciplineSchools(discipline: DisciplineOption | null): string[] {
  if (!discipline) return [];
  const words = [...fold(discipline.name).split(/\s+/), ...fold(discipline.main).split(/\s+/)];
  const exact = DISCIPLINE_SCHOOLS.filter((d) => d.words.some((w) => fold(discipline.name).split(/\s+/).includes(w)));
  const found = exact.length ? exact : DISCIPLINE_SCHOOLS.filter((d) => d.words.some((w) => words.includes(w)));
  return [...new Set(found.flatMap((d) => d.schools))];
}

/** Is the spell the discipline's own (not a general one)? */
export function isDisciplineSpell(spell: SpellOption, discipline: DisciplineOption | null): boolean {
  return spell.school !== GENERAL_SCHOOL && disciplineSchools(discipline).includes(spell.school);
}

/** A talent option by name (canonical or the note's). */
export function findTalentOption(catalog: Catalog, name: string): TalentOption | null {
  const c = fold(canonicalTalent(name));
  return catalog.talents.find((t) => fold(t.name) === c) ?? null;
}
