/**
 * Polish names the spell data uses: attributes, skills and Stany as the book writes them,
 * with the word stems its descriptions inflect ("Podpalona", "Powalony", "Determinację").
 */
import type { Attribute, ConditionName } from "./types";

export const ATTRIBUTE_NAMES: Record<Attribute, string> = {
  body: "Ciało",
  mind: "Umysł",
  soul: "Dusza",
  magic: "Magia",
};

/** The 24 skills (docs/en/rules.md), canonical names. */
export const SKILLS = [
  "Atletyka",
  "Charakteryzacja",
  "Determinacja",
  "Empatia",
  "Intuicja",
  "Opieka nad Zwierzętami",
  "Zdolności Magiczne",
  "Medycyna",
  "Siła",
  "Oddanie",
  "Przekonywanie",
  "Refleks",
  "Rzemiosło",
  "Skradanie się",
  "Spostrzegawczość",
  "Teologia",
  "Umiejętności Strzeleckie",
  "Walka Wręcz",
  "Wiedza Magiczna",
  "Wiedza o Naturze",
  "Wiedza Ogólna",
  "Wytrzymałość",
  "Zastraszanie",
  "Zręczność",
] as const;

/**
 * Each Stan with the stems its inflected forms share in the descriptions. Przewrócony is the
 * book's "Powalony" too (Aneks A names it Przewrócony; the spell notes write "Powalona").
 */
export const CONDITION_STEMS: Record<ConditionName, string[]> = {
  Przewrócony: ["Przewróc", "Powal"],
  Unieruchomiony: ["Unieruchomi"],
  Obezwładniony: ["Obezwładni"],
  Nieprzytomny: ["Nieprzytomn"],
  Umierający: ["Umierając"],
  Ogłuszony: ["Ogłusz"],
  Oślepiony: ["Oślepi"],
  Oszołomiony: ["Oszołomi"],
  Zatruty: ["Zatru"],
  Podpalony: ["Podpal"],
  Spowolniony: ["Spowolni"],
  Przeklęty: ["Przeklę"],
  Zauroczony: ["Zauroczon"],
  Koncentracja: ["Koncentracj"],
  Autorytet: ["Autorytet"],
  Przerażony: ["Przeraż"],
  Zamrożony: ["Zamroż"],
  Martwy: ["Martw", "zmarł", "giną", "umiera", "rozsyp"],
};

export const CONDITIONS = Object.keys(CONDITION_STEMS) as ConditionName[];

/** Lower case without Polish diacritics, for matching names ("Cialo" = "Ciało", docs/en/rules.md). */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/ł/g, "l")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/** "Ciało", "body", "Cialo", "ciała" (by stem) → body; null when unknown. */
export function attributeOf(text: string): Attribute | null {
  const t = fold(text.trim());
  if (!t) return null;
  for (const [key, pl] of Object.entries(ATTRIBUTE_NAMES) as Array<[Attribute, string]>) {
    const stem = fold(pl).slice(0, 4);
    if (t === key || t.startsWith(stem)) return key;
  }
  return null;
}

/**
 * A skill's canonical name from any spelling or inflection ("Determinację" → Determinacja,
 * "Wiedzę Magiczną" → Wiedza Magiczna): word by word, each word's stem without its last two
 * letters; null when unknown or when the stems fit several skills.
 */
export function skillOf(text: string): string | null {
  const t = fold(text.trim());
  if (!t) return null;
  const exact = SKILLS.find((s) => fold(s) === t);
  if (exact) return exact;
  const words = t.split(/\s+/);
  const fits = SKILLS.filter((s) => {
    const skillWords = fold(s).split(" ");
    return (
      skillWords.length === words.length &&
      words.every((w, i) => (skillWords[i] as string).startsWith(w.slice(0, Math.max(3, w.length - 2))))
    );
  });
  return fits.length === 1 ? (fits[0] as string) : null;
}

/** A Stan's name from the note's spelling ("Powalony", "podpalony"); null when unknown. */
export function conditionOf(text: string): ConditionName | null {
  const t = fold(text.trim());
  for (const c of CONDITIONS) {
    if (fold(c) === t || CONDITION_STEMS[c].some((s) => t.startsWith(fold(s)))) return c;
  }
  return null;
}
