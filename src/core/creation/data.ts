import { fold } from "../text/normalize";

/**
 * Creation data the book gives in words (Podręcznik Gry, Rozdział II "Wybór
 * Rasy" and "Wybór Dziedziny Magii"), kept as data in one place. The numbers
 * of the race and year budgets live in rules/tables.ts (RACES, YEAR_BONUS);
 * this file holds only what the wizard needs on top of them.
 */

/**
 * Spells by year (Rozdział II, "w zależności od lat jest dostępna różna ilość
 * zaklęć"). **Decision** (wizard): "jw." means everything of the year before,
 * so the allowances add up: 1st year Poblask; 2nd Magiczna Tarcza, Magiczny
 * Pocisk and one chosen; 3rd six more (at least three of the discipline);
 * 4th ten more (at least five more of the discipline); 5th one Superzaklęcie,
 * "do decyzji Mistrza Gry" (offered, never required, any cost).
 */
export const SPELLS_BY_YEAR: ReadonlyArray<{
  year: number;
  fixed: readonly string[];
  chosen: number;
  fromDiscipline: number;
  superspells: number;
}> = [
  { year: 1, fixed: ["Poblask"], chosen: 0, fromDiscipline: 0, superspells: 0 },
  { year: 2, fixed: ["Poblask", "Magiczna Tarcza", "Magiczny Pocisk"], chosen: 1, fromDiscipline: 0, superspells: 0 },
  { year: 3, fixed: ["Poblask", "Magiczna Tarcza", "Magiczny Pocisk"], chosen: 7, fromDiscipline: 3, superspells: 0 },
  { year: 4, fixed: ["Poblask", "Magiczna Tarcza", "Magiczny Pocisk"], chosen: 17, fromDiscipline: 8, superspells: 0 },
  { year: 5, fixed: ["Poblask", "Magiczna Tarcza", "Magiczny Pocisk"], chosen: 17, fromDiscipline: 8, superspells: 1 },
];

/** The disciplines of Rozdział II, used where the vault has no note under `disciplines/` for one. */
export const BOOK_DISCIPLINES: ReadonlyArray<{ name: string; main: string }> = [
  { name: "Alchemia", main: "Alchemia" },
  { name: "Transmutacja", main: "Alchemia" },
  { name: "Warzenie Eliksirów", main: "Alchemia" },
  { name: "Botanika", main: "Botanika" },
  { name: "Magia Sakralna", main: "Magia Sakralna" },
  { name: "Egzorcyzmy", main: "Magia Sakralna" },
  { name: "Magia Żywiołów", main: "Magia Żywiołów" },
  { name: "Rzemiosło Artefaktów", main: "Rzemiosło Artefaktów" },
  { name: "Źródło Mocy", main: "Źródło Mocy" },
  { name: "Magia Iluzji", main: "Magia Iluzji" },
  { name: "Wiedźmia Magia", main: "Wiedźmia Magia" },
];

/** "Dostępne Dziedziny Magii" of each race (Rozdział II), where the vault has no race note that lists them. */
export const BOOK_RACE_DISCIPLINES: Readonly<Record<string, readonly string[]>> = {
  Człowiek: ["Alchemia", "Botanika", "Magia Sakralna", "Magia Żywiołów", "Rzemiosło Artefaktów"],
  Elf: ["Alchemia", "Botanika", "Magia Żywiołów", "Źródła Mocy"],
  Feles: [
    "Alchemia (Warzenie Eliksirów)",
    "Botanika",
    "Magia Sakralna (Artemida-Diana)",
    "Magia Żywiołów (Wody, Ziemi)",
    "Źródło Mocy",
  ],
  Lamia: ["Magia Żywiołów", "Magia Sakralna"],
  Anioł: ["Magia Sakralna"],
};

/**
 * Which spells belong to a discipline: the spell notes' `school` key (and
 * `castingMode: sacred`) by words of the discipline's name or its folder.
 */
export const DISCIPLINE_SCHOOLS: ReadonlyArray<{ words: readonly string[]; schools: readonly string[] }> = [
  { words: ["ognia"], schools: ["elementsFire", "fire-magic"] },
  { words: ["wody"], schools: ["elementsWater"] },
  { words: ["ziemi"], schools: ["elementsEarth"] },
  { words: ["powietrza"], schools: ["elementsAir"] },
  { words: ["zywiolow"], schools: ["elementsFire", "elementsWater", "elementsEarth", "elementsAir"] },
  { words: ["transmutacja"], schools: ["alchemyTransmutation"] },
  { words: ["iluzji", "iluzja"], schools: ["illusion"] },
  { words: ["nekromancja", "nekromancji"], schools: ["necromancy"] },
  { words: ["taumaturgia", "taumaturgii"], schools: ["thaumaturgy"] },
  { words: ["sakralna", "egzorcyzmy"], schools: ["sacred"] },
  { words: ["krwi", "szkarlatna"], schools: ["crimson"] },
  { words: ["otchlani"], schools: ["eldritch"] },
];

/** The school of spells every caster may take ("zaklęcia Powszechne"). */
export const GENERAL_SCHOOL = "general";

/**
 * Talents that may be taken more than once at creation: Gotowość do Walki
 * ("możesz wybrać wielokrotnie"), Odporność na Magię ("można wykupić
 * wielokrotnie, jeżeli zaczynało się z tym Talentem"), and Czuły Zmysł once per sense.
 */
export const REPEATABLE_TALENTS: readonly string[] = ["Gotowość do Walki", "Odporność na Magię", "Czuły Zmysł"];

/** The template's details rows the wizard fills, by their bold key. */
export const DETAIL_KEYS = {
  name: "Imię (imiona)",
  surname: "Nazwisko (nazwiska)",
  player: "Gracz",
  race: "Rasa",
  year: "Rok",
  discipline: "Dziedzina Magii",
} as const;

/** The GM callout the override and the Magia record are written into. */
export const GM_CALLOUT = { type: "gm", title: "Tylko dla MG" } as const;

/**
 * Talents the wizard offers only through the GM override (docs/en/rules.md: creation
 * details): Darmowy Talent "może być przyznany wyłącznie przez Mistrza Gry".
 */
export const GM_ONLY_TALENTS: readonly string[] = ["Darmowy Talent"];

/**
 * The free talents' choices the book's race text names (Rozdział II), where
 * the vault has no race note: Elf "Czuły Zmysł (Słuch)", Feles "Czuły Zmysł
 * (Uszy)" and "(Wzrok)". A race note's own "(…)" wins.
 */
export const BOOK_FIXED_CHOICES: Readonly<Record<string, ReadonlyArray<{ talent: string; choice: string }>>> = {
  Elf: [{ talent: "Czuły Zmysł", choice: "Słuch" }],
  Feles: [
    { talent: "Czuły Zmysł", choice: "Słuch" },
    { talent: "Czuły Zmysł", choice: "Wzrok" },
  ],
};

/** A choice as race notes and characters write it: "Uszy" is Słuch, "Oczy" Wzrok (Feles: "Czuły Zmysł (Uszy)"). */
export const CHOICE_ALIASES: Readonly<Record<string, string>> = { Uszy: "Słuch", Oczy: "Wzrok" };

/** A written choice folded through the aliases ("Uszy" → "sluch"). */
function choiceKey(written: string): string {
  const f = fold(written.trim());
  return fold(Object.entries(CHOICE_ALIASES).find(([alias]) => fold(alias) === f)?.[1] ?? written.trim());
}

/** Two choices naming the same option ("Słuch", "uszy"). */
export function sameChoice(a: string, b: string): boolean {
  return choiceKey(a) === choiceKey(b);
}

/** The option a written choice names ("słuch", "Uszy" → Słuch), or null. */
export function choiceOption(options: readonly string[], written: string): string | null {
  return options.find((o) => sameChoice(o, written)) ?? null;
}

/** The template's `status` (`_templates/Postać Gracza.template.md`: draft) and a finished character's (the vault's PCs: active). */
export const CHARACTER_STATUS = { draft: "draft", finished: "active" } as const;
