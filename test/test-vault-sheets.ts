import type { Derived } from "../src/core/rules/derived";

/**
 * The derived values of the test vault's player characters, worked out by hand from their notes
 * (docs/en/rules.md: Derived values). The core's sheet and `hbm sheet --json` must both give them.
 */
export const TEST_VAULT_DERIVED: Record<"Kamila Wróbel" | "Elneran" | "Symiel", Derived> = {
  // Ciało 3, Umysł 2, Dusza 3, Magia IV, Refleks 2, Spostrzegawczość 1, Gotowość do Walki, Pancerz Lekki:
  // Żywotność 2×(3+2+3)=16; Inicjatywa 2+2+1+2=7; Zapał ⌈3/2⌉=2; IV: Mana 24, koszt 4, 3 kości;
  // Pancerz 1 (Pancerz Lekki); Tolerancja 3 + 2×Wytrzymałość 2 = 7.
  "Kamila Wróbel": {
    maxHealth: 16,
    initiative: 7,
    maxZeal: 2,
    maxMana: 24,
    maxSpellCost: 4,
    magicDice: 3,
    armor: 1,
    elixirTolerance: 7,
    runicArmor: null,
    magicShield: null,
    initiativeDice: 2,
    manaPool: "pool",
  },
  // Ciało 2, Umysł 3, Dusza 2, Poziom Mocy II: 2×7=14; Inicjatywa 3+2+3=8; Zapał 1;
  // II: Mana 30, koszt 5, 4 kości; Tolerancja 2+1=3.
  Elneran: {
    maxHealth: 14,
    initiative: 8,
    maxZeal: 1,
    maxMana: 30,
    maxSpellCost: 5,
    magicDice: 4,
    armor: 0,
    elixirTolerance: 3,
    runicArmor: null,
    magicShield: null,
    initiativeDice: 2,
    manaPool: "pool",
  },
  // Ciało 2, Umysł 2, Dusza 5, Magia 5.
  Symiel: {
    maxHealth: 18,
    initiative: 4,
    maxZeal: 3,
    maxMana: 18,
    maxSpellCost: 4,
    magicDice: 3,
    armor: 0,
    elixirTolerance: 2,
    runicArmor: null,
    magicShield: null,
    initiativeDice: 2,
    manaPool: "pool",
  },
};
