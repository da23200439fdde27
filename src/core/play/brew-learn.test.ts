import { describe, expect, it } from "vitest";
import { act, ELNERAN, index, KAMILA, noteText, refusal, withEquipment } from "../../../test/play-notes";
import { scriptedRandom } from "../dice/random";
import type { Action, BrewElixir, LearnSpell } from "./actions";
import { scaledIngredients } from "./ingredients";

const kamila = noteText(KAMILA);
const elneran = noteText(ELNERAN);
const SIXES = () => scriptedRandom(Array<number>(300).fill(6));
const ONES = () => scriptedRandom(Array<number>(300).fill(1));

const found = index.findElixir("Eliksir Zdrowia");
if (!found) throw new Error("test-vault: no Eliksir Zdrowia");
const HEALTH: BrewElixir = {
  name: found.name,
  ingredients: found.ingredients,
  ingredientDoses: found.ingredientDoses ?? null,
};
const brew = (doses: number, more: Partial<Extract<Action, { kind: "brew" }>> = {}): Action => ({
  kind: "brew",
  elixir: HEALTH,
  doses,
  threshold: 4,
  required: 3,
  ...more,
});
const STOCKED = withEquipment(
  kamila,
  "- [[Sztylet]]\n- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×2\n- Woda święcona ×500\n- Żywica Srebrodrzewa ×10",
);

describe("brewing (docs/en/rules.md Decision (brewing): [Rozszerzony] Magia + Medycyna, the GM's T:S)", () => {
  it("reads `Składniki (na N dawek …)` and scales the list to the doses brewed, rounding up", () => {
    expect(HEALTH.ingredientDoses).toBe(1);
    expect(HEALTH.ingredients).toEqual(["woda święcona, 100 ml", "żywica Srebrodrzewa, 3 g"]);
    expect(scaledIngredients(["spirytus rektyfikowany, 60 ml", "liście sagowca, 3 szt.", "sól"], 10, 3)).toEqual([
      { name: "spirytus rektyfikowany", amount: 60, unit: "ml", needed: 18 },
      { name: "liście sagowca", amount: 3, unit: "szt.", needed: 1 },
      { name: "sól", amount: null, unit: "", needed: 1 },
    ]);
  });

  it("success: the extended test (three rolls of Magia + Medycyna) adds the doses to Ekwipunek and uses up the ingredients", () => {
    const { text, t, said } = act(STOCKED, brew(3), SIXES());
    expect(t.passed).toBe(true);
    // Magia IV = 3 dice + Medycyna 2: five dice a roll, three rolls.
    expect(t.rolls.map((r) => r.faces.length)).toEqual([5, 5, 5]);
    expect(text).toContain("- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×5");
    expect(text).toContain("- Woda święcona ×200");
    expect(text).toContain("- Żywica Srebrodrzewa ×1");
    expect(said.join(" · ")).toMatch(/Warzenie Eliksir Zdrowia: Sukces \(15 sukcesów z 3\)/);
  });

  it("failure: no elixir, but the ingredients are used up all the same; the GM may untick that", () => {
    const failed = act(STOCKED, brew(1), ONES());
    expect(failed.t.passed).toBe(false);
    expect(failed.text).toContain("×2");
    expect(failed.text).toContain("- Woda święcona ×400");
    expect(act(STOCKED, brew(1, { useIngredients: false }), ONES()).text).toBe(STOCKED);
  });

  it("missing ingredients refuse the brew and say which; the GM may waive them", () => {
    const bare = withEquipment(kamila, "- [[Sztylet]]\n- Woda święcona ×50");
    expect(refusal(bare, brew(2))).toBe(
      "Kamila Wróbel: do Eliksir Zdrowia brakuje w Ekwipunku: woda święcona 200 ml, żywica Srebrodrzewa 6 g (MG może zwolnić ze składników).",
    );
    const { text, said } = act(bare, brew(2, { waiveMissing: true }), SIXES());
    expect(text).toContain("- Eliksir Zdrowia ×2");
    // The 50 ml held are used up: the line goes, as the last dose of an elixir does.
    expect(text).not.toContain("Woda święcona");
    expect(said.join(" · ")).toContain("bez składników (zgoda MG): woda święcona 200 ml, żywica Srebrodrzewa 6 g");
  });

  it("only the Warzenie Eliksirów discipline brews (or the GM's override); doses are a whole number", () => {
    expect(refusal(elneran, brew(1, { waiveMissing: true }), ELNERAN)).toMatch(
      /^Elneran nie warzy eliksirów: to umie tylko Dziedzina Warzenie Eliksirów/,
    );
    expect(act(elneran, brew(1, { waiveMissing: true, override: true }), SIXES(), ELNERAN).t.passed).toBe(true);
    expect(refusal(STOCKED, brew(0))).toMatch(/Liczba dawek to liczba całkowita od 1 do 100/);
    expect(refusal(STOCKED, brew(2.5))).toMatch(/Liczba dawek/);
  });
});

const QUICK = index.findSpell("quick-thought", KAMILA);
if (!QUICK) throw new Error("test-vault: no quick-thought");
const spell = (more: Partial<LearnSpell> = {}): LearnSpell => ({
  name: QUICK.name,
  path: QUICK.path,
  notePath: KAMILA,
  superspell: false,
  requirements: { race: [], talent: [], discipline: [] },
  ...more,
});
const learn = (s: LearnSpell, more: Partial<Extract<Action, { kind: "learnSpell" }>> = {}): Action => ({
  kind: "learnSpell",
  spell: s,
  threshold: 4,
  required: 4,
  ...more,
});

describe("learning a spell (book l. 1095: Umysł + Wiedza Magiczna, then Magia or Dusza + Zdolności Magiczne)", () => {
  it("success writes the spell into Zaklęcia in the note's link style; the theory roll, then the practice", () => {
    const { text, t, said } = act(kamila, learn(spell()), SIXES());
    expect(t.passed).toBe(true);
    // Umysł 2 + Wiedza Magiczna 2; then Magia IV (3 dice) + Zdolności Magiczne 3, twice.
    expect(t.rolls.map((r) => r.faces.length)).toEqual([4, 6, 6]);
    expect(text).toContain(`- [[magic-shield]]\n- [[quick-thought|${QUICK.name}]]\n\n### Ekwipunek`);
    expect(said.join(" · ")).toContain("Umysł + Wiedza Magiczna → Magia + Zdolności Magiczne");
    // With Dusza for the practice (Dusza 3 + Zdolności Magiczne 3).
    expect(act(kamila, learn(spell(), { practice: "soul" }), SIXES()).said.join(" · ")).toContain(
      "Umysł + Wiedza Magiczna → Dusza + Zdolności Magiczne",
    );
  });

  it("failure writes nothing", () => {
    const { text, t } = act(kamila, learn(spell()), ONES());
    expect(t.passed).toBe(false);
    expect(t.edits).toEqual([]);
    expect(text).toBe(kamila);
  });

  it("a spell already in Zaklęcia, a requirement not met, a superspell without the GM: refused before any roll", () => {
    expect(refusal(kamila, learn(spell({ name: "Magiczny Pocisk", path: "spells/general/magic-missile.md" })))).toBe(
      "Kamila Wróbel zna już zaklęcie Magiczny Pocisk (jest w Zaklęciach).",
    );
    expect(refusal(kamila, learn(spell({ requirements: { race: ["Anioł"], talent: [], discipline: [] } })))).toMatch(
      /wymaga: Anioł/,
    );
    expect(
      refusal(kamila, learn(spell({ requirements: { race: [], talent: ["Błogosławieństwo"], discipline: [] } }))),
    ).toMatch(/wymaga: Błogosławieństwo/);
    expect(refusal(kamila, learn(spell({ otherSchool: "fire-magic" })))).toMatch(
      /\(fire-magic\) nie jest zaklęciem Powszechnym ani z dziedziny postaci Kamila Wróbel/,
    );
    expect(refusal(kamila, learn(spell({ superspell: true })))).toMatch(/Superzaklęcie: tylko za zgodą Mistrza Gry/);
    expect(act(kamila, learn(spell({ superspell: true }), { override: true }), SIXES()).t.passed).toBe(true);
    expect(
      act(kamila, learn(spell({ requirements: { race: [], talent: [], discipline: ["Warzenie Eliksirów"] } })), SIXES())
        .t.passed,
    ).toBe(true);
  });

  it("a block line's dice (rolled) are taken as they fell", () => {
    const rolled = { passed: true, successes: 5, required: 5, faces: [6, 6, 5, 4, 4] };
    const { text, t } = act(kamila, learn(spell(), { rolled }), ONES());
    expect(t.rolls).toHaveLength(1);
    expect(text).toContain(`[[quick-thought|${QUICK.name}]]`);
  });
});
