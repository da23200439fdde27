import { describe, expect, it } from "vitest";
import { scriptedRandom } from "../dice/random";
import { describeLine, executeLine, type RollCharacter, type RollEnvironment, type RollSpell } from ".";
import { parseLine } from "./grammar";
import { refName, type RollLine } from "./types";
import { roller } from "../../../test/spell-play";

const kamila: RollCharacter = roller("Kamila Wróbel", {
  Refleks: 2,
  Spostrzegawczość: 1,
  "Zdolności Magiczne": 2,
  Oddanie: 1,
  Wytrzymałość: 1,
  "Walka Wręcz": 1,
});
const missile: RollSpell = { name: "Magiczny Pocisk", manaCost: 1, threshold: 4, required: 1, sacred: false };
const shield: RollSpell = { name: "Magiczna Tarcza", manaCost: 2, threshold: 5, required: 1, sacred: false };

function env(faces: number[], character: RollCharacter | null = kamila): RollEnvironment {
  return {
    rng: scriptedRandom(faces),
    character: (ref) =>
      ref && refName(ref) !== character?.name && refName(ref) !== "Kamila"
        ? `Nie znam postaci „${refName(ref)}”.`
        : (character ?? "Ta linia wymaga postaci."),
    spell: (ref) =>
      refName(ref) === "magic-missile"
        ? missile
        : refName(ref) === "magic-shield"
          ? shield
          : `Nie znam zaklęcia „${refName(ref)}”.`,
  };
}
const line = (text: string): RollLine => parseLine(text, 1, { knownNames: ["Kamila"] }) as RollLine;
const run = (text: string, faces: number[], character: RollCharacter | null = kamila) =>
  executeLine(line(text), env(faces, character));

describe("pool tests built from the character (docs/en/rolls.md, A line)", () => {
  it("Ciało + Refleks is 3 + 2 = 5 dice, and the text matches the spec's shape", () => {
    const out = run("Unik: Ciało + Refleks 4:2", [6, 4, 3, 1, 5]);
    expect(out).toMatchObject({
      ok: true,
      result: { type: "pool", pool: 5, successes: 3, passed: true, character: "Kamila Wróbel" },
    });
    if (out.ok)
      expect(out.result.text).toBe("Ciało + Refleks (5k6) 4:2 → ⚅ ⚃ ⚂ ⚀ ⚄ → 3 sukcesy z 2 wymaganych: Sukces (+1)");
  });

  it("a skill alone brings its default attribute: Refleks = Ciało + Refleks", () => {
    const out = run("Refleks", [2, 2, 2, 2, 2]);
    expect(out).toMatchObject({ ok: true, result: { pool: 5, threshold: 4, required: 1 } });
  });

  it("Magia means the Magia dice, not the level", () => {
    expect(run("Magia + Zdolności Magiczne", [1, 1, 1, 1, 1])).toMatchObject({ ok: true, result: { pool: 5 } });
  });

  it("options: +N dice, łatwiej lowers T, trudniej raises it, podwój doubles a skill", () => {
    expect(run("Refleks | +2", Array(7).fill(3))).toMatchObject({ result: { pool: 7 } });
    expect(run("Refleks 5:1 | łatwiej 2", Array(5).fill(3))).toMatchObject({ result: { threshold: 3, successes: 5 } });
    expect(run("Refleks 4:1 | trudniej", Array(5).fill(4))).toMatchObject({ result: { threshold: 5, successes: 0 } });
    // Umysł 2 + Spostrzegawczość 1×2 = 4 dice
    expect(run("Spostrzegawczość | podwój Spostrzegawczość", Array(4).fill(5))).toMatchObject({ result: { pool: 4 } });
  });

  it("a pool that drops to zero dice fails without rolling", () => {
    const out = run("Refleks | -9", []);
    expect(out).toMatchObject({ ok: true, result: { pool: 0, passed: false, noDice: true } });
    if (out.ok) expect(out.result.text).toContain("Porażka bez rzutu");
  });

  it("modlitwa uses Dusza + Oddanie and, with wydaj, spends 1 Zapał", () => {
    const out = run("Modlę się: Ciało | modlitwa | wydaj", [6, 6, 6, 6]);
    expect(out).toMatchObject({ ok: true, result: { pool: 4, spend: { zeal: { before: 2, after: 1 } } } });
  });

  it("a line that needs a character and has none says so", () => {
    expect(run("Refleks", [], null)).toMatchObject({ ok: false, message: "Ta linia wymaga postaci." });
  });

  it("character-free pools need no character", () => {
    expect(run("Pula: 6k6 4:2", [6, 6, 1, 1, 1, 1], null)).toMatchObject({
      ok: true,
      result: { pool: 6, successes: 2, passed: true, character: null },
    });
  });
});

describe("named rolls", () => {
  it("zaklęcie: Magia dice + Zdolności Magiczne at the spell's T:S, cost shown", () => {
    const out = run("Pocisk: zaklęcie [[magic-missile]]", [4, 1, 1, 1, 1]);
    expect(out).toMatchObject({
      ok: true,
      result: { type: "spell", cost: 1, pool: 5, threshold: 4, required: 1, passed: true },
    });
    expect(out.ok && out.result.spend).toBeUndefined();
  });

  it("zaklęcie with nadczaruj 1 costs twice the base", () => {
    expect(describeLine(line("zaklęcie [[magic-missile]] | nadczaruj 1"), env([])).caption).toContain(
      "2 punkty Many (nadczarowanie 1)",
    );
  });

  it("overcasting beyond the max spell cost adds the overcast test (Księga Magii example: Tarcza +2 at IV → 4:3)", () => {
    const rich = { ...kamila, mana: 24 };
    const out = executeLine(line("zaklęcie [[magic-shield]] | nadczaruj 2"), env([6, 6, 6, 6, 6, 5, 5, 5, 5, 5], rich));
    expect(out.ok && out.result.type === "spell" && out.result.overcastTest).toMatchObject({
      threshold: 4,
      required: 3,
    });
  });

  it("zaklęcie with too little mana rolls Wyczerpanie Many for the overdrawn points", () => {
    const poor = { ...kamila, mana: 1 };
    const out = executeLine(line("zaklęcie [[magic-shield]] | wydaj"), env([6, 1, 1, 1, 1, 3], poor));
    expect(out).toMatchObject({
      ok: true,
      result: {
        cost: 2,
        exhaustion: { dice: 1, total: 3, tier: "Zdyszanie" },
        spend: { mana: { before: 1, after: 0 } },
      },
    });
  });

  it("Źródło Mocy cannot cast", () => {
    const out = executeLine(line("zaklęcie [[magic-missile]]"), env([], { ...kamila, isPowerSource: true }));
    expect(out).toMatchObject({ ok: false, message: "Źródło Mocy nie może rzucać zaklęć (Pierwotna Energia)." });
  });

  it("an unknown spell is a message", () => {
    expect(run("zaklęcie [[fireball]]", [])).toMatchObject({ ok: false, message: "Nie znam zaklęcia „fireball”." });
  });

  it("inicjatywa: one 2k6 + Inicjatywa each, in order", () => {
    const out = run("inicjatywa @Kamila", [3, 4]);
    expect(out).toMatchObject({
      ok: true,
      result: { type: "initiative", order: [{ name: "Kamila Wróbel", total: 12 }] },
    });
  });

  it("przeżycie: from the dying state; overflow 3 and one hit → 5:2 on Ciało + Wytrzymałość", () => {
    const dying = { ...kamila, dying: { hits: 1, failedTests: 0, overflow: 3 } };
    const out = executeLine(line("przeżycie"), env([5, 5, 6, 1], dying));
    expect(out).toMatchObject({
      ok: true,
      result: { type: "survival", pool: 4, threshold: 5, required: 2, successes: 3, outcome: "stabilised" },
    });
  });

  it("przeżycie for a character who is not dying says so", () => {
    expect(run("przeżycie", [])).toMatchObject({ ok: false, message: expect.stringContaining("nie jest Umierający") });
  });

  it("wyczerpanie 3 sums 3k6 on the table", () => {
    expect(run("wyczerpanie 3", [6, 6, 6], null)).toMatchObject({ ok: true, result: { total: 18, tier: "Zapaść" } });
  });

  it("vs: ties are rolled again and every round is shown", () => {
    const out = run(
      "Ciało + Walka Wręcz vs 4k6",
      [5, 5, 1, 1, /* right */ 5, 5, 1, 1, /* round 2 */ 6, 1, 1, 1, 2, 2, 2, 2],
    );
    expect(out).toMatchObject({ ok: true, result: { type: "opposed", winner: "Kamila Wróbel" } });
    expect(out.ok && out.result.type === "opposed" && out.result.rounds).toHaveLength(2);
  });

  it("rozszerzony: three rolls summed", () => {
    const out = run("rozszerzony Umysł + Wiedza Magiczna 4:5", [6, 6, 6, 6, 1, 1]);
    expect(out).toMatchObject({ ok: true, result: { type: "extended", successes: 4, passed: false } });
  });

  it("sums need no character", () => {
    expect(run("2k6+24", [3, 5], null)).toMatchObject({
      ok: true,
      result: { type: "sum", total: 32, text: "2k6+24 → 3 + 5 + 24 = 32" },
    });
  });
});
