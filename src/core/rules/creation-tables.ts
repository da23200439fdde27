/** The creation tables (Rozdział II of Podręcznik Gry): races, the later years, the Magia roll; tables.ts re-exports them. */
/** Magia creation roll: 1k10, result 1–10 = level I–X. */
export const MAGIC_CREATION = {
  die: 10,
  unityWithMagic: { talent: "Jedność z Magią", modifier: -1, rerollAtLeast: 7 },
  magicResistance: { talent: "Odporność na Magię", modifier: 1, onlyBelow: 10 },
} as const;

export interface RaceData {
  name: string;
  aliases: string[];
  attributePoints: number;
  skillPoints: number;
  fixedSkills: Record<string, number>;
  freeTalents: string[];
}

/** Built-in race defaults (docs/en/rules.md), used where the vault has no race note. */
export const RACES: ReadonlyArray<RaceData> = [
  {
    name: "Człowiek",
    aliases: ["Czlowiek", "Ludzie"],
    attributePoints: 3,
    skillPoints: 12,
    fixedSkills: { Determinacja: 1, Intuicja: 1 },
    freeTalents: ["Technologia Jest Wśród Nas"],
  },
  {
    name: "Elf",
    aliases: [],
    attributePoints: 3,
    skillPoints: 11,
    fixedSkills: { "Zdolności Magiczne": 1, Zręczność: 1, Refleks: 1 },
    freeTalents: ["Czuły Zmysł", "Jedność z Magią", "Magiczny Zmysł"],
  },
  {
    name: "Feles",
    aliases: ["Feles (Kotowate)", "Kotowate"],
    attributePoints: 2,
    skillPoints: 12,
    fixedSkills: { Refleks: 1, "Skradanie się": 1, Spostrzegawczość: 1, "Wiedza o Naturze": 1, Zręczność: 1 },
    freeTalents: ["Jedność z Naturą", "Czuły Zmysł", "Czuły Zmysł"],
  },
  {
    name: "Lamia",
    aliases: ["Lamia (Naga)", "Naga"],
    attributePoints: 4,
    skillPoints: 8,
    fixedSkills: { Refleks: 1, "Walka Wręcz": 1, "Umiejętności Strzeleckie": 1 },
    freeTalents: ["Oportunista", "Gotowość do Walki", "Odporność na Magię"],
  },
  {
    name: "Anioł",
    aliases: ["Anioł/Anielica", "Anielica", "Anioł-Anielica"],
    attributePoints: 5,
    skillPoints: 4,
    fixedSkills: { Refleks: 1, Oddanie: 1 },
    freeTalents: ["Błogosławieństwo", "Naturalny Lot", "Błogosławione Pochodzenie"],
  },
];

/** Bonuses for starting in a later year (cumulative totals per year). */
export const YEAR_BONUS: ReadonlyArray<{
  year: number;
  attributePoints: number;
  talents: number;
  skillPoints: number;
  freeTalent?: string;
}> = [
  { year: 1, attributePoints: 0, talents: 0, skillPoints: 0 },
  { year: 2, attributePoints: 1, talents: 1, skillPoints: 4 },
  { year: 3, attributePoints: 2, talents: 2, skillPoints: 8 },
  { year: 4, attributePoints: 3, talents: 3, skillPoints: 12 },
  { year: 5, attributePoints: 4, talents: 4, skillPoints: 16, freeTalent: "Mistrz Magii" },
];
