/**
 * The book's attack options (Rozdział V "Akcje" and the combat talents of Rozdział IV),
 * one entry each with its line of ../shared/rules-source/Podręcznik Gry.md. The encounter's
 * attack (encounter/attack.ts) reads them; nothing else decides these numbers.
 */

/** How the target meets an attack (l. 1105–1122; docs/en/encounters.md, Acting from the tracker). */
export type Defence =
  /** Odpieranie: an opposed Ciało + Walka Wręcz test, the loser takes the winner's damage (melee only). */
  | "opposed"
  /** Unik: Ciało + Refleks, its successes subtracted from the attacker's (any attack). */
  | "dodge"
  /** Parowanie (talent): an opposed test one step easier; a won parry stops the blow (melee only). */
  | "parry"
  /** No defence: the attack is rolled alone. */
  | "none";

export const ATTACK_OPTIONS = {
  /** l. 1142: "Liczba kości otrzymywana z bonusu w Umiejętności Walka Wręcz na następny atak w tej turze jest podwajana". */
  charge: {
    skill: "Walka Wręcz",
    cite: "l. 1142",
    /** "ale nie może unikać ataków dystansowych" until its next turn. */
    forbids: ["dodge-ranged"] as const,
  },
  /** l. 1147: doubled "w tej turze", "ale nie może przeciwstawiać się ani unikać ataków". */
  frenzy: { skill: "Walka Wręcz", cite: "l. 1147", forbids: ["opposed", "dodge", "parry"] as const },
  /** l. 1119 and the Parowanie note "(podobnie jak przy walce oburącz)": the pool is split between the two attacks. */
  twoWeapons: { cite: "l. 1119", ambidextrousTalent: "Oburęczny", ambidextrousDice: 2, ambidextrousCite: "l. 931" },
} as const;

/** The combat talents with a number the attack applies (the rest are shown as their text, see the closing report). */
export const COMBAT_TALENTS = {
  /**
   * l. 1009–1015: once a round, instead of dodging or countering; T one step easier, and "ilość
   * wymaganych Sukcesów należy zmniejszyć o zaokrągloną w górę połowę wartości Umiejętności Walka
   * Wręcz atakowanego": the parrier's successes count ⌈Walka Wręcz / 2⌉ more against the attacker's.
   */
  parry: { talent: "Parowanie", easier: 1, skill: "Walka Wręcz", cite: "l. 1015" },
  /**
   * l. 1034: after a successful parry, once a round; one step easier; "Cel Riposty nie może
   * odpierać tego ataku (jednak może go unikać za punkt Zapału)".
   */
  riposte: { talent: "Riposta", easier: 1, dodgeZeal: 1, cite: "l. 1034" },
  /** l. 913: "Raz na rundę gdy przeciwnik odchodzi od Ciebie … możesz podjąć próbę ataku": no Akcja, once a round. */
  opportunist: { talent: "Oportunista", cite: "l. 913" },
  /** l. 1023: a won opposed test deals no damage; the target cannot dodge, oppose nor parry the feinter's next attack. */
  feint: { talent: "Finta", cite: "l. 1023" },
  /** l. 902: "Jeśli cel nie wie o Twojej obecności, to obrażenia, które zadajesz, są podwajane". */
  backstab: { talent: "Cios w Plecy", times: 2, cite: "l. 902" },
  /** l. 979: attacked at range, doubles the dice from Refleks when dodging. */
  airDodge: { talent: "Powietrzne Uniki", skill: "Refleks", cite: "l. 979" },
} as const;

/** Parowanie (l. 1015): the parrier's successes count this many more, ⌈Walka Wręcz / 2⌉. */
export const parryAllowance = (meleeSkill: number): number => Math.ceil(Math.max(0, meleeSkill) / 2);

/**
 * The bestiary's talents and weapon traits that change an attack (rules/06. Bestiariusz,
 * Rozdział III - Talenty; a stat block's "Cechy"), each with the words of its note.
 */
export const BESTIARY_ATTACK = {
  /** Nieuchronność: "Ataki … są domyślnie Nieunikalne (nie można ich uniknąć Unikiem, Parowaniem ani podobnym Talentem)"; the holder may allow it. */
  inevitable: { talent: "Nieuchronność", forbids: ["dodge", "parry"] as const },
  /** Zamiar: "Zanim ta Postać rozstrzygnie efekt swojego Ataku, może wybrać dowolną liczbę poniższych właściwości". */
  intent: { talent: "Zamiar", runesBroken: 1, armorRent: 1 },
  /**
   * Spętanie (Pelagius Caudex, Łańcuchy Enkidu): "zamiast zadać Obrażenia … unieruchomić cel (staje
   * się on Unieruchomiony do końca swojej następnej tury, chyba że zda Test Przeciwstawny Ciało
   * (Siła) przeciwko Ciału …)".
   */
  binding: { trait: "Spętanie", condition: "Unieruchomiony", rounds: 1, skill: "Siła" },
} as const;

/** Zamiar's properties, in the note's order. */
export const INTENTS = [
  "breakRunes",
  "breakShield",
  "rend",
  "ignoreRunes",
  "ignoreShield",
  "ignoreArmor",
  "noDamage",
  "mindScar",
] as const;
export type Intent = (typeof INTENTS)[number];

/** The two weapons' split (l. 1119): the first attack takes the larger half. */
export function splitPool(dice: number): [number, number] {
  const first = Math.ceil(dice / 2);
  return [first, dice - first];
}

/** Whether a stance forbids a defence: Szarża forbids dodging a ranged attack, Szaleńczy atak any defence. */
export function stanceForbids(stance: "charge" | "frenzy", defence: Defence, ranged: boolean): boolean {
  if (defence === "none") return false;
  if (stance === "frenzy") return true;
  return defence === "dodge" && ranged;
}
