import { MAGIC_CREATION } from "./creation-tables";

/**
 * Every number of the HbM RPG v3 rules the plugin uses, in one place
 * (docs/en/rules.md). Functions elsewhere read these tables; no rule
 * number is written anywhere else.
 */

export type AttributeKey = "body" | "mind" | "soul";
export type AttributeOrMagic = AttributeKey | "magic";

export const ATTRIBUTES: ReadonlyArray<{ key: AttributeOrMagic; name: string; short: string; aliases: string[] }> = [
  { key: "body", name: "Ciało", short: "C", aliases: ["Cialo"] },
  { key: "mind", name: "Umysł", short: "U", aliases: [] },
  { key: "soul", name: "Dusza", short: "D", aliases: ["Duszę", "Duszy"] },
  { key: "magic", name: "Magia", short: "M", aliases: ["Magię", "Magii", "Poziom Mocy"] },
];

export const ATTRIBUTE_RANGE = { min: 1, max: 8, start: 1 } as const;
export const SKILL_RANGE = { min: 0, max: 8, creationMax: 4 } as const;

/** Rozdział III: the 24 skills and their default attribute. */
export const SKILLS: ReadonlyArray<{ name: string; attribute: AttributeOrMagic }> = [
  { name: "Atletyka", attribute: "body" },
  { name: "Charakteryzacja", attribute: "soul" },
  { name: "Determinacja", attribute: "soul" },
  { name: "Empatia", attribute: "soul" },
  { name: "Intuicja", attribute: "mind" },
  { name: "Opieka nad Zwierzętami", attribute: "soul" },
  { name: "Zdolności Magiczne", attribute: "magic" },
  { name: "Medycyna", attribute: "mind" },
  { name: "Siła", attribute: "body" },
  { name: "Oddanie", attribute: "soul" },
  { name: "Przekonywanie", attribute: "soul" },
  { name: "Refleks", attribute: "body" },
  { name: "Rzemiosło", attribute: "mind" },
  { name: "Skradanie się", attribute: "body" },
  { name: "Spostrzegawczość", attribute: "mind" },
  { name: "Teologia", attribute: "mind" },
  { name: "Umiejętności Strzeleckie", attribute: "body" },
  { name: "Walka Wręcz", attribute: "body" },
  { name: "Wiedza Magiczna", attribute: "mind" },
  { name: "Wiedza o Naturze", attribute: "mind" },
  { name: "Wiedza Ogólna", attribute: "mind" },
  { name: "Wytrzymałość", attribute: "body" },
  { name: "Zastraszanie", attribute: "soul" },
  { name: "Zręczność", attribute: "body" },
];

/** Decision (docs/en/rules.md): names the books use for the same thing. */
export const SKILL_ALIASES: Record<string, string> = {
  "Korzystanie z Magii": "Zdolności Magiczne",
  Hart: "Wytrzymałość",
};
export const TALENT_ALIASES: Record<string, string> = {
  Latanie: "Naturalny Lot",
  "Magiczna Oporność": "Odporność na Magię",
  Mistrzostwo: "Mistrz Magii",
};

export const ROMAN = ["0", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"] as const;
export const POWER_LEVEL = { strongest: 0, weakest: 10 } as const;

/** Magic table by Poziom Mocy 0–X, kept exactly as printed (III=21 below IV=24 included). */
export const MAGIC_TABLE: ReadonlyArray<{ level: number; dice: number; maxSpellCost: number; dailyMana: number }> = [
  { level: 0, dice: 6, maxSpellCost: 10, dailyMana: 60 },
  { level: 1, dice: 4, maxSpellCost: 6, dailyMana: 36 },
  { level: 2, dice: 4, maxSpellCost: 5, dailyMana: 30 },
  { level: 3, dice: 3, maxSpellCost: 5, dailyMana: 21 },
  { level: 4, dice: 3, maxSpellCost: 4, dailyMana: 24 },
  { level: 5, dice: 3, maxSpellCost: 4, dailyMana: 18 },
  { level: 6, dice: 2, maxSpellCost: 3, dailyMana: 18 },
  { level: 7, dice: 2, maxSpellCost: 3, dailyMana: 12 },
  { level: 8, dice: 1, maxSpellCost: 2, dailyMana: 9 },
  { level: 9, dice: 1, maxSpellCost: 1, dailyMana: 6 },
  { level: 10, dice: 0, maxSpellCost: 1, dailyMana: 3 },
];

/** Źródło Mocy (Pierwotna Energia): doubles these; cannot cast or unravel. */
export const POWER_SOURCE = {
  manaMultiplier: 2,
  maxCostMultiplier: 2,
  names: ["Źródło Mocy", "Źródła Mocy", "Pierwotna Energia"],
} as const;

export const DERIVED = {
  healthPerAttributePoint: 2,
  combatReadiness: { talent: "Gotowość do Walki", initiativeBonus: 2 },
  initiativeSkills: ["Refleks", "Spostrzegawczość"],
  initiativeDice: { count: 2, sides: 6 },
  zealDivisor: 2,
  zealPerTurn: 1,
  ironMan: { talent: "Człowiek z Żelaza", armorWithoutArmor: 1 },
  poisonResistance: { talent: "Odporność na Trucizny", enduranceMultiplier: 2 },
  extraordinaryResistance: { talent: "Nadzwyczajna Odporność" },
} as const;

/**
 * Decision (docs/en/rules.md: Rests): a discipline's free talent counts whether or not
 * it is written under Talenty. The discipline is recognised in its name or its
 * link's path ("Alchemia (Warzenie Eliksirów)", ".../Poddziedzina - Warzenie Eliksirów.md").
 */
export const DISCIPLINE_TALENTS: ReadonlyArray<{ discipline: string; talent: string }> = [
  { discipline: "Warzenie Eliksirów", talent: DERIVED.extraordinaryResistance.talent },
];

/**
 * Between sessions (docs/en/rules.md): brewing is the Warzenie Eliksirów discipline's test
 * "[Rozszerzony] Magia + Medycyna"; learning a spell (book l. 1095) is an extended
 * test whose first roll is the theory (Umysł + Wiedza Magiczna) and whose other
 * rolls are the practice (Magia dice, or Dusza, + Zdolności Magiczne). The book
 * gives no T:S for either: the GM sets it.
 */
export const BETWEEN_SESSIONS = {
  brewing: { discipline: "Warzenie Eliksirów", attribute: "magic", skill: "Medycyna", maxDoses: 100 },
  learning: {
    theory: { attribute: "mind", skill: "Wiedza Magiczna" },
    practice: { attributes: ["magic", "soul"], skill: "Zdolności Magiczne" },
    /** Of the extended test's three rolls, how many are the theory (the rest are the practice). */
    theoryRolls: 1,
  },
} as const satisfies {
  brewing: { discipline: string; attribute: AttributeOrMagic; skill: string; maxDoses: number };
  learning: {
    theory: { attribute: AttributeOrMagic; skill: string };
    practice: { attributes: readonly AttributeOrMagic[]; skill: string };
    theoryRolls: number;
  };
};

/**
 * Decision (docs/en/rules.md: Experience and creation): a talent whose text names a
 * choice asks for it and writes it: "Czuły Zmysł (Słuch)". The options are the
 * talent note's own list ("wzrok, słuch, dotyk, smak, węch").
 */
export const TALENT_CHOICES: Readonly<Record<string, { what: string; options: readonly string[] }>> = {
  "Czuły Zmysł": { what: "zmysł", options: ["Wzrok", "Słuch", "Dotyk", "Smak", "Węch"] },
};

/** Experience (PD). Attribute n → n+1 costs 2n + 1; skill n → n+1 costs n + 1; talent 4. */
export const EXPERIENCE = {
  attributeStep: { perLevel: 2, base: 1 },
  skillStep: { perLevel: 1, base: 1 },
  talent: 4,
  /** Decision: talents the book allows "wyłącznie podczas tworzenia postaci" are never bought with PD. */
  creationOnlyTalents: [MAGIC_CREATION.unityWithMagic.talent, MAGIC_CREATION.magicResistance.talent],
  /** Erratum: the book's printed "Łączny" column for attributes, shown next to the corrected sums. */
  bookAttributeTotals: [3, 7, 14, 23, 34, 47, 62],
} as const;

export * from "./creation-tables";

export const RESTS = {
  breather: {
    name: "Odetchnięcie",
    healthDice: { count: 1, sides: 6 },
    healthSkill: "Wytrzymałość",
    manaDice: { count: 1, sides: 6 },
  },
  short: {
    name: "Krótki odpoczynek",
    manaDivisor: 3,
    removes: ["Nieprzytomny"],
    resetsToleranceWith: "Nadzwyczajna Odporność",
  },
  /** Decision (docs/en/rules.md): Zapał to max and the dying counters cleared as well. */
  long: {
    name: "Długi odpoczynek",
    removes: ["Zatruty", "Oszołomiony", "Zamrożony", "Nieprzytomny", "Umierający"],
    zealToMax: true,
    clearsDying: true,
  },
  /** Aneks A: Przeklęty cannot regain Żywotność naturally, so rests do not heal it. */
  noNaturalHealing: "Przeklęty",
} as const;

/**
 * Rozdział V (Ruch) and Aneks A: a character usually moves 10 m; Oszołomiony
 * and Spowolniony halve it, and under both at once it is Unieruchomiony;
 * Unieruchomiony and Obezwładniony cannot move.
 */
export const MOVEMENT = {
  usualMetres: 10,
  halvedBy: ["Oszołomiony", "Spowolniony"] as readonly string[],
  stoppedBy: ["Unieruchomiony", "Obezwładniony"] as readonly string[],
  bothHalvingsStop: "Unieruchomiony",
} as const;

export const DAMAGE = {
  runicWearAbove: 5,
  runicWearAmount: 1,
  dazedCondition: "Oszołomiony",
  deadCondition: "Martwy",
  kinds: [
    { key: "physical", name: "Fizyczne", armor: true },
    { key: "environmental", name: "Środowiskowe", armor: false },
    { key: "magical", name: "Magiczne", armor: true },
  ],
} as const;

/** Test Przeżycia (Aneks A: Umierający). Decision: the pool is Ciało + Wytrzymałość. */
export const SURVIVAL = {
  bands: [
    { maxOverflow: 2, threshold: 4, required: 1 },
    { maxOverflow: 5, threshold: 4, required: 2 },
    { maxOverflow: Infinity, threshold: 4, required: 3 },
  ],
  thresholdPerHit: 1,
  hitsToDie: 3,
  failuresToDie: 2,
  poolAttribute: "body" as AttributeKey,
  poolSkill: "Wytrzymałość",
  /** The pools a GM may choose instead (settings); the first is the rules' Decision. */
  poolChoices: [
    { key: "body-endurance", attribute: "body" as AttributeKey, skill: "Wytrzymałość", label: "Ciało + Wytrzymałość" },
    {
      key: "soul-determination",
      attribute: "soul" as AttributeKey,
      skill: "Determinacja",
      label: "Dusza + Determinacja",
    },
  ],
  stabilisedCondition: "Nieprzytomny",
  dyingCondition: "Umierający",
} as const;

/** Wyczerpanie Many: Xk6 for X overdrawn points, summed. */
export const EXHAUSTION_TIERS: ReadonlyArray<{
  min: number;
  max: number;
  name: string;
  effect: string;
  damage?: string;
  conditions?: string[];
}> = [
  {
    min: 1,
    max: 4,
    name: "Zdyszanie",
    effect: "Do końca sceny Postać ma jedną kość mniej do wszystkich Testów związanych z Atrybutem Ciało.",
  },
  {
    min: 5,
    max: 8,
    name: "Zmęczenie",
    effect:
      "Do końca sceny wszystkie Testy Postaci są o jeden stopień trudniejsze. Postać nie może odzyskać Many dzięki Odetchnięciu do końca tej sceny.",
  },
  {
    min: 9,
    max: 12,
    name: "Wyczerpanie",
    effect: "Postać zostaje Oszołomiona do końca sceny oraz otrzymuje 1k3 punkty Obrażeń ignorujących Pancerz.",
    damage: "1k3",
    conditions: ["Oszołomiony"],
  },
  {
    min: 13,
    max: 16,
    name: "Załamanie Sił",
    effect:
      "Postać otrzymuje 1k6 punkty Obrażeń ignorujących Pancerz, a przy najbliższej okazji traci przytomność na 1k3 rundy.",
    damage: "1k6",
  },
  {
    min: 17,
    max: 20,
    name: "Zapaść",
    effect: "Postać natychmiast pada Nieprzytomna na 1k6 rund oraz otrzymuje 2k6 punkty Obrażeń ignorujących Pancerz.",
    damage: "2k6",
    conditions: ["Nieprzytomny"],
  },
  {
    min: 21,
    max: 24,
    name: "Ciężka Zapaść",
    effect:
      "Jak Zapaść, jednak Nieprzytomność trwa aż do najbliższego Długiego Odpoczynku, a dzienna pula Many jest zmniejszona o połowę aż do końca następnego dnia.",
    damage: "2k6",
    conditions: ["Nieprzytomny"],
  },
  {
    min: 25,
    max: Infinity,
    name: "Wypalenie",
    effect: "Mistrz Gry decyduje o dokładnym przebiegu, ale efekt musi być poważny i całkowicie przyziemny.",
  },
];

/** Zasada Nadczarowywania Zaklęć: T of the overcast test by base cost; S = E(E+1)/2. */
export const OVERCAST = {
  thresholdByBaseCost: [
    { maxBaseCost: 2, threshold: 4 },
    { maxBaseCost: 4, threshold: 5 },
    { maxBaseCost: Infinity, threshold: 6 },
  ],
  fullBonusLevels: 2,
} as const;

export const PRAYER = {
  attribute: "soul" as AttributeKey,
  skill: "Oddanie",
  zealCost: 1,
  talent: "Błogosławieństwo",
} as const;
export const SPELL_SKILL = "Zdolności Magiczne";

/** Przekroczenie Tolerancji Eliksirów: by points over, then by share of tolerance. */
export const ELIXIR_OVERDOSE = {
  byPoints: [
    { min: 1, max: 3, effect: "Efekt każdego wypitego eliksiru jest słabszy o połowę." },
    { min: 4, max: 6, effect: "Wszystkie testy związane z Atrybutem Magia wykonywane są z jedną kostką mniej." },
    { min: 7, max: 9, effect: "Zaklęcia rzucane przez postać wymagają dwa razy więcej Sukcesów." },
  ],
  byShare: [
    { share: 0.5, effect: "Postać ma o połowę mniej Many." },
    { share: 0.75, effect: "Przy testach związanych z Atrybutem Magia postać nie otrzymuje kości z Atrybutu Magia." },
    { share: 1, effect: "Postać natychmiast traci przytomność." },
  ],
} as const;

export interface ConditionData {
  name: string;
  /** Lowers Ciało, Umysł and Dusza by this much (min 0) while active. */
  attributePenalty?: number;
  /** Makes Magia this many levels weaker (max X) while active. */
  magicPenalty?: number;
  /** Damage at the start of each turn. */
  damagePerTurn?: number;
  summary: string;
}

/** Aneks A. Effects that change numbers are data; the rest is shown as text. */
export const CONDITIONS: ReadonlyArray<ConditionData> = [
  { name: "Przewrócony", summary: "Leży na ziemi; ataki wręcz z bliska są o dwa stopnie prostsze." },
  {
    name: "Unieruchomiony",
    summary: "Nie może się ruszać; jego ataki o stopień trudniejsze, ataki na niego o stopień prostsze.",
  },
  { name: "Obezwładniony", summary: "Nie może się ruszać, bronić ani atakować; ataki na niego mają T 2." },
  { name: "Nieprzytomny", summary: "Nie może podejmować akcji ani nie jest świadomy otoczenia." },
  { name: "Umierający", summary: "Na początku tury wykonuje Test Przeżycia." },
  { name: "Ogłuszony", summary: "Nie może wykonywać testów ani używać talentów opartych o słuch." },
  { name: "Oślepiony", summary: "Nie może wykonywać testów związanych ze wzrokiem ani atakować na dystans." },
  { name: "Oszołomiony", summary: "Najwyżej jedna Akcja w turze (bez Zapału), Ruch o połowę mniejszy." },
  { name: "Zatruty", attributePenalty: 1, magicPenalty: 1, summary: "Atrybuty −1 (min. 0) do odtrucia." },
  { name: "Podpalony", damagePerTurn: 1, summary: "Co rundę 1 punkt obrażeń Środowiskowych (od Ognia)." },
  { name: "Spowolniony", summary: "Ruch zmniejszony o połowę." },
  {
    name: "Przeklęty",
    attributePenalty: 1,
    magicPenalty: 1,
    summary: "Brak naturalnej regeneracji Żywotności; Atrybuty −1 (min. 0).",
  },
  { name: "Zauroczony", summary: "Nie może szkodzić temu, kto go zauroczył." },
  { name: "Koncentracja", summary: "Przy obrażeniach test Determinacja (Dusza) 4:S." },
  { name: "Autorytet", summary: "Może wydawać rozkazy istocie, która go rozumie." },
  { name: "Przerażony", summary: "Stan bez opisu w podręczniku." },
  { name: "Zamrożony", summary: "Stan bez opisu w podręczniku (usuwa go Długi odpoczynek)." },
  { name: "Martwy", summary: "Postać nie żyje (trzecie trafienie albo drugi nieudany Test Przeżycia)." },
];

/* ---- Play state (src/core/play): durations and effects that change numbers ---- */

/**
 * docs/en/rules.md Decisions on exhaustion, overdose and prayers: which Wyczerpanie Many
 * tiers leave an effect, and for how long ("do końca sceny", "do Długiego
 * Odpoczynku"); conditions a tier gives last as long as its effect.
 */
export const PLAY_RULES = {
  exhaustionEffects: {
    Zdyszanie: "scene",
    Zmęczenie: "scene",
    Wyczerpanie: "scene",
    "Ciężka Zapaść": "longRest",
  } as Record<string, "scene" | "longRest">,
  /** Ciężka Zapaść: the daily Mana pool halved until the next Długi odpoczynek. */
  halvedPoolEffect: "Ciężka Zapaść",
  halvedPoolDivisor: 2,
  /** Zmęczenie: no Mana from an Odetchnięcie until the scene ends. */
  noBreatherManaEffect: "Zmęczenie",
  /** Elixir overdose of this share of Tolerancja or more halves the Mana in force. */
  overdoseHalvesManaShare: 0.5,
  overdoseUnconsciousShare: 1,
  overdoseManaDivisor: 2,
  /** Overdose bands by points over: the first ("słabszy o połowę") halves each elixir's numbers. */
  overdoseWeakerFromPoints: 1,
  /** The discipline whose talent is Nadzwyczajna Odporność. */
  /** Conditions that stop play until the GM removes them by hand. */
  deadCondition: "Martwy",
  dazedCondition: "Oszołomiony",
  /** Most PD one award may give or take. */
  maxAward: 1000,
} as const;
