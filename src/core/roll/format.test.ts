import { describe, expect, it } from "vitest";
import { scriptedRandom } from "../dice/random";
import { MESSAGE_IDS, messageTables } from "../play/messages";
import { executeLine, type RollCharacter, type RollEnvironment, type RollResult } from ".";
import { countedText, rollText } from "./format";
import { parseLine } from "./grammar";
import type { RollLine } from "./types";

// docs/en/rolls.md "The result": every roll kind as one line of text, from the structured result,
// in Polish (the spec's wording) and in English, with the book's counted terms (issue 16 item 7).
const kamila: RollCharacter = {
  name: "Kamila Wróbel",
  attributes: { body: 3, mind: 2, soul: 3 },
  magicDice: 3,
  skills: { Refleks: 2, "Zdolności Magiczne": 2, Oddanie: 1, Wytrzymałość: 1, "Walka Wręcz": 1, "Wiedza Magiczna": 1 },
  initiative: 5,
  maxSpellCost: 4,
  mana: 1,
  zeal: 2,
  dying: { hits: 0, failedTests: 0, overflow: 1 },
  isPowerSource: false,
};
const env = (faces: number[]): RollEnvironment => ({
  rng: scriptedRandom(faces),
  character: () => kamila,
  spell: () => ({ name: "Magiczny Pocisk", manaCost: 2, threshold: 4, required: 1, sacred: false }),
});
function roll(text: string, faces: number[]): RollResult {
  const out = executeLine(parseLine(text, 1, { knownNames: ["Kamila"] }) as RollLine, env(faces));
  if (!out.ok) throw new Error(out.message);
  return out.result;
}

describe("roll texts in Polish and English (docs/en/rolls.md, The result)", () => {
  it("a pool test: the spec's line, and its English twin", () => {
    const r = roll("Ciało + Refleks 4:2", [6, 4, 3, 1, 5]);
    expect(rollText(r, "pl")).toBe("Ciało + Refleks (5k6) 4:2 → ⚅ ⚃ ⚂ ⚀ ⚄ → 3 sukcesy z 2 wymaganych: Sukces (+1)");
    expect(rollText(r, "en")).toBe("Ciało + Refleks (5k6) 4:2 → ⚅ ⚃ ⚂ ⚀ ⚄ → 3 successes of 2 required: Success (+1)");
    expect(r.text).toBe(rollText(r, "pl"));
  });

  it("one required success reads „z 1 wymaganego”; a failure shows its negative margin", () => {
    expect(rollText(roll("2k6 4:1", [2, 3]), "pl")).toBe("2k6 4:1 → ⚁ ⚂ → 0 sukcesów z 1 wymaganego: Porażka (−1)");
    expect(rollText(roll("2k6 4:1", [2, 3]), "en")).toBe("2k6 4:1 → ⚁ ⚂ → 0 successes of 1 required: Failure (−1)");
  });

  it("an extended test: three rolls and the total against S, counted properly (not „razem 8 sukcesów z 5”)", () => {
    const r = roll("rozszerzony 2k6 4:5", [6, 5, 4, 1, 2, 2]);
    expect(rollText(r, "pl")).toBe(
      "Rozszerzony 2k6 ×3 4:5 → 1. rzut: 6 5 (2); 2. rzut: 4 1 (1); 3. rzut: 2 2 (0) → razem 3 sukcesy z 5 wymaganych: Porażka",
    );
    expect(rollText(r, "en")).toBe(
      "Extended 2k6 ×3 4:5 → roll 1: 6 5 (2); roll 2: 4 1 (1); roll 3: 2 2 (0) → in all 3 successes of 5 required: Failure",
    );
  });

  it("an opposed test names the winner, or a side in the reader's language when nobody is named", () => {
    const r = roll("2k6 4:1 vs 2k6 4:1", [6, 5, 1, 2]);
    expect(rollText(r, "pl")).toBe("2k6 vs 2k6 → runda 1: Strona 1 6 5 (2) vs Strona 2 1 2 (0) → wygrywa Strona 1");
    expect(rollText(r, "en")).toBe("2k6 vs 2k6 → round 1: Side 1 6 5 (2) vs Side 2 1 2 (0) → Side 1 wins");
    // A tie is rolled again, and every round is shown (docs/en/rules.md: Opposed test).
    const named = roll("Ciało + Refleks 4:1 vs 2k6 4:1", [1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 6, 1, 1]);
    expect(rollText(named, "en")).toBe(
      "Ciało + Refleks vs 2k6 → round 1: Kamila Wróbel 1 2 3 4 5 (2) vs Side 2 6 6 (2); round 2: Kamila Wróbel 6 6 6 6 6 (5) vs Side 2 1 1 (0) → Kamila Wróbel wins",
    );
  });

  it("an opposed side's successes as compared: the faces', those added to the roll, less an S above 1, plus a parry's", () => {
    expect(countedText({ successes: 3, required: 1 })).toBe("3");
    expect(countedText({ successes: 5, required: 3 })).toBe("5 − 2");
    expect(countedText({ successes: 5, required: 3, bonus: 2 }, 1)).toBe("3 + 2 − 2 + 1");
  });

  it("a spell short of mana: cost in punkty Many, the exhaustion roll, and what was spent", () => {
    const r = roll("zaklęcie [[magic-missile]] | wydaj", [6, 1, 2, 3, 4, 5, 3]);
    expect(rollText(r, "pl")).toBe(
      "Magiczny Pocisk: Magia + Zdolności Magiczne (5k6) 4:1 → ⚅ ⚀ ⚁ ⚂ ⚃ → 2 sukcesy z 1 wymaganego: Sukces (+1) · koszt: 2 punkty Many · brakuje 1 punkt Many: Wyczerpanie Many 5 = 5: Zmęczenie · wydano: Mana 1 → 0",
    );
    expect(rollText(r, "en")).toBe(
      "Magiczny Pocisk: Magia + Zdolności Magiczne (5k6) 4:1 → ⚅ ⚀ ⚁ ⚂ ⚃ → 2 successes of 1 required: Success (+1) · cost: 2 mana points · 1 mana point short: mana exhaustion 5 = 5: Zmęczenie · spent: mana 1 → 0",
    );
  });

  it("a sum, initiative and a survival test", () => {
    expect(rollText(roll("2k6+24", [3, 5]), "en")).toBe("2k6+24 → 3 + 5 + 24 = 32");
    expect(rollText(roll("inicjatywa", [3, 4]), "pl")).toBe("Inicjatywa → 1. Kamila Wróbel 12 (3 + 4 + 5)");
    expect(rollText(roll("inicjatywa", [3, 4]), "en")).toBe("Initiative → 1. Kamila Wróbel 12 (3 + 4 + 5)");
    const s = roll("przeżycie", [6, 6, 1, 2]);
    expect(rollText(s, "en")).toMatch(
      /^Survival test: .* → (stabilised \(unconscious\)|still dying \(one more chance\)|dies)$/,
    );
    expect(rollText(s, "pl")).toMatch(
      /^Test Przeżycia: .* → (ustabilizowany \(Nieprzytomny\)|nadal Umierający \(jeszcze jedna szansa\)|umiera)$/,
    );
  });
});

describe("message tables (issue 16 item 7: every string a player reads, in both languages)", () => {
  it("every key has a Polish and an English text with the same placeholders", () => {
    for (const key of MESSAGE_IDS) {
      const pl = messageTables.pl[key];
      const en = messageTables.en[key];
      expect(en, key).toBeTruthy();
      const names = (t: string) => [...t.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]).sort();
      expect(names(en), key).toEqual(names(pl));
    }
  });

  it("no English text is left in Polish", () => {
    const polish = /[ąćęłńóśźż]|\b(nie|jest|oraz|albo|wymaga)\b/i;
    const allowed =
      /„|Ciało|Refleks|Wiedza Magiczna|Spostrzegawczość|Umysł|Lewitacja|Martwy|Brak|Błogosławieństwo|Oszołomiony|Umierający|Przeklęty|Zmęczenie|Pierwotna Energia|Moc eliksiru|podwój|wyczerpanie|przeżycie|rozszerzony|zaklęcie|inicjatywa|łatwiej|trudniej|postać|Atrybuty|nadczaruj|wydaj|modlitwa|Zaklęcia|Magiczna Osłona|Ładunki|ładunki|Szaleńczy atak|Szarża|Walka Wręcz|Oburęczny|Próg Powodzenia|Cios w Plecy|Umiejętności Strzeleckie|Atletyka|grupowy|Punktów Obrażeń|Test Grupowy|Żywotność|Zapał|Broń|Nieuchronność|Spętanie|Unieruchomiony|Rozerwanie Osłony|Ignorowanie Osłony|Bez Obrażeń|Skaza Umysłu|Więcej, Niż Zniesie Śmiertelny Umysł/g;
    for (const key of MESSAGE_IDS) expect(messageTables.en[key].replace(allowed, ""), key).not.toMatch(polish);
  });
});
