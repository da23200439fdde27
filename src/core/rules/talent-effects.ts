import { DERIVED } from "./tables";

/**
 * Talents whose text changes a derived number (docs/en/notes.md, docs/en/rules.md "Derived
 * values"): one table, each entry citing the note it is read from. An entry
 * with `includedInPrinted` says in its own text that a stat block's printed
 * value already holds it ("wartość ta jest już uwzględniona w jej karcie"):
 * it is never applied on top of a printed value, only to the computed one.
 */
export type TalentEffectKind =
  /** Inicjatywa + n for each time the talent is taken. */
  | { kind: "initiativePerTake"; bonus: number }
  /** Pancerz n while no armour is worn. */
  | { kind: "armorWithoutArmor"; armor: number }
  /** Elixir Tolerancja: the Wytrzymałość part multiplied. */
  | { kind: "enduranceMultiplier"; multiplier: number }
  /** Maksymalna Żywotność multiplied. */
  | { kind: "healthMultiplier"; multiplier: number }
  /** Magiczna Osłona worth the Magia value (a stat block's dice count), where the printed cell names the talent. */
  | { kind: "shieldFromMagic" }
  /** Zapał regained at the start of each turn, on top of the usual 1 (used by turns, not a maximum). */
  | { kind: "zealPerTurn"; bonus: number };

export interface TalentEffect {
  /** Canonical talent name. */
  talent: string;
  /** The note (or rulebook section) the effect is read from. */
  source: string;
  /** The sentence that says it. */
  quote: string;
  effect: TalentEffectKind;
  includedInPrinted: boolean;
}

const BOOK = "rules/00. Podręcznik Gry/Rozdział IV - Talenty";
const BESTIARY = "rules/06. Bestiariusz/Rozdział III - Talenty";

export const TALENT_EFFECTS: readonly TalentEffect[] = [
  {
    talent: DERIVED.combatReadiness.talent,
    source: `${BOOK}/Gotowość do Walki.md`,
    quote:
      "Nie możesz zostać zaskoczony(a) podczas walki oraz otrzymujesz bonus w postaci 2 punktów do Inicjatywy. Ten Talent możesz wybrać wielokrotnie, za każdym razem zwiększając swoją Inicjatywę o 2 punkty.",
    effect: { kind: "initiativePerTake", bonus: DERIVED.combatReadiness.initiativeBonus },
    includedInPrinted: false,
  },
  {
    talent: DERIVED.ironMan.talent,
    source: "Podręcznik Gry, Rozdział IV: Człowiek z Żelaza",
    quote: "Twoja skóra jest niezwykle twarda i kiedy nie nosisz pancerza, daje ci 1 punkt pancerza.",
    effect: { kind: "armorWithoutArmor", armor: DERIVED.ironMan.armorWithoutArmor },
    includedInPrinted: false,
  },
  {
    talent: DERIVED.poisonResistance.talent,
    source:
      'Podręcznik Gry, Rozdział IV: Odporność na Trucizny (docs/en/rules.md "Derived values": doubles the Wytrzymałość part of Tolerancja)',
    quote:
      "Gdy postać musi wykonać test na Wytrzymałość aby uniknąć zatrucia, podwój ilość kości wynikającą z poziomu Umiejętności Wytrzymałość.",
    effect: { kind: "enduranceMultiplier", multiplier: DERIVED.poisonResistance.enduranceMultiplier },
    includedInPrinted: false,
  },
  {
    talent: "Nie do Zabicia",
    source: `${BESTIARY}/Nie do Zabicia.md`,
    quote:
      "Maksymalna Żywotność tej Postaci jest dwukrotnie wyższa, niż wynikałoby to ze standardowego wzoru (2×(Ciało+Umysł+Dusza)) - wartość ta jest już uwzględniona w jej karcie statystyk.",
    effect: { kind: "healthMultiplier", multiplier: 2 },
    includedInPrinted: true,
  },
  {
    talent: "Więcej, Niż Pomieści Śmiertelne Ciało",
    source: `${BESTIARY}/Więcej, Niż Pomieści Śmiertelne Ciało.md`,
    quote:
      "Maksymalna Żywotność tej Postaci jest dwukrotnie wyższa, niż wynikałoby to ze standardowego wzoru (2×(Ciało+Umysł+Dusza)) - wartość ta jest już uwzględniona w jej karcie statystyk.",
    effect: { kind: "healthMultiplier", multiplier: 2 },
    includedInPrinted: true,
  },
  {
    talent: "Zapora Posłańca",
    source: `${BESTIARY}/Zapora Posłańca.md`,
    quote: "**Osłona:** cel otrzymuje punkty Magicznej Osłony w liczbie równej wartości Atrybutu Magia Postaci.",
    effect: { kind: "shieldFromMagic" },
    includedInPrinted: false,
  },
  {
    talent: "Księżniczka Piekieł",
    source: `${BESTIARY}/Księżniczka Piekieł.md`,
    quote: "odnawia dodatkowy 1 punkt Zapału na początku każdej swojej Tury, ponad standardową regenerację.",
    effect: { kind: "zealPerTurn", bonus: 1 },
    includedInPrinted: false,
  },
];

/** The effects of the talents taken, with how many times each was taken. */
export function effectsOf(
  talents: ReadonlyArray<{ canonical: string; count: number }>,
): Array<TalentEffect & { count: number }> {
  const out: Array<TalentEffect & { count: number }> = [];
  if (talents.length === 0) return out;
  for (const e of TALENT_EFFECTS) {
    let count = 0;
    for (const t of talents) if (t.canonical === e.talent) count += t.count;
    if (count > 0) out.push({ ...e, count });
  }
  return out;
}

/** Zapał regained at the start of a turn (docs/en/rules.md: 1), plus talents such as Księżniczka Piekieł. */
export function zealPerTurn(talents: ReadonlyArray<{ canonical: string; count: number }>): number {
  return effectsOf(talents).reduce<number>(
    (s, e) => s + (e.effect.kind === "zealPerTurn" ? e.effect.bonus : 0),
    DERIVED.zealPerTurn,
  );
}
