import { describe, expect, it } from "vitest";
import { readVault, TEST_VAULT } from "../../test/harness";
import { seededRandom } from "./dice/random";
import { executeLine } from "./roll/execute";
import { modifierTexts } from "./roll/plan";
import { parseLine } from "./roll/grammar";
import type { RollLine } from "./roll/types";
import { vaultEnvironment } from "./roll/vault-environment";
import { testEffects, type Effect } from "./play/state";
import type { RollEnvironment } from "./roll/result";
import { attributePools, skillPools, speedOf, unloweredSheet, weaponLines, weaponsOf } from "./sheet-lines";
import { buildSheet, rollCharacter } from "./sheet";
import { VaultIndex } from "./vault/index";
import type { CharacterNote } from "./vault/model";

const index = new VaultIndex();
index.load(Object.entries(readVault(TEST_VAULT)));
const KAMILA = index.findCharacter("Kamila Wróbel")!;
const withConditions = (c: CharacterNote, conditions: string[]): CharacterNote => ({
  ...c,
  state: { ...c.state, conditions },
});
const lines = (c: CharacterNote) => {
  const sheet = buildSheet(c, index, 0);
  const base = unloweredSheet(c, index, 0);
  return {
    sheet,
    skills: skillPools(sheet, base),
    attributes: attributePools(sheet, base),
    weapons: weaponLines(sheet, base, weaponsOf(c, 0, index)),
  };
};

/** What the roll itself rolls for this line: the pool of its result. */
function rolledPool(c: CharacterNote, text: string): number {
  const line = parseLine(text, 1, { knownNames: index.characterNames() }) as RollLine;
  const env = vaultEnvironment(index, seededRandom(1), {
    sourcePath: c.path,
    blockCharacter: null,
    activeCharacterPath: c.path,
  });
  const out = executeLine(line, env);
  if (!out.ok || !("pool" in out.result)) throw new Error(`did not roll ${text}`);
  return out.result.pool;
}

describe("sheet pools (docs/en/rules.md Tests: pool = attribute + skill; Magia brings its dice)", () => {
  it("Kamila: Refleks 2 rolls Ciało 3 + 2 = 5k6; untrained Skradanie się rolls Ciało alone (3k6); Zdolności Magiczne 3 + Magia IV's 3 dice = 6", () => {
    const { skills } = lines(KAMILA);
    const by = (n: string) => skills.find((s) => s.name === n)!;
    expect(skills).toHaveLength(24);
    expect(by("Refleks")).toMatchObject({
      skill: 2,
      pool: 5,
      basePool: 5,
      attributeName: "Ciało",
      roll: "Refleks 4:1",
    });
    expect(by("Skradanie się")).toMatchObject({ skill: 0, pool: 3, basePool: 3 });
    expect(by("Zdolności Magiczne")).toMatchObject({ skill: 3, pool: 6, attribute: "magic" });
  });

  it("an unconscious character's sheet still opens: every test shows why it cannot be made (l. 1236), none throws", () => {
    const { skills, attributes, weapons } = lines(withConditions(KAMILA, ["Nieprzytomny"]));
    expect(weapons.length).toBeGreaterThan(0);
    for (const line of [...skills, ...attributes, ...weapons]) {
      expect(line.forbidden, line.roll).not.toBeNull();
      expect(JSON.stringify(line.forbidden)).toContain("Nieprzytomny");
    }
    // awake again, nothing is forbidden
    for (const line of lines(KAMILA).skills) expect(line.forbidden).toBeNull();
  });

  it("every pool shown is the pool the roll rolls, with and without conditions", () => {
    for (const c of [KAMILA, withConditions(KAMILA, ["Zatruty"]), withConditions(KAMILA, ["Zatruty", "Przeklęty"])]) {
      // the roll reads the note's own state: give the index this character's conditions
      const local = new VaultIndex();
      local.load(
        Object.entries({
          ...readVault(TEST_VAULT),
          [KAMILA.path]: readVault(TEST_VAULT)[KAMILA.path]!.replace(
            "status: active",
            `status: active\nconditions: [${c.state.conditions.join(", ")}]`,
          ),
        }),
      );
      const note = local.get(KAMILA.path)!.character!;
      const sheet = buildSheet(note, local, 0);
      const base = unloweredSheet(note, local, 0);
      for (const s of [...skillPools(sheet, base), ...attributePools(sheet, base)]) {
        const line = parseLine(s.roll, 1, { knownNames: local.characterNames() }) as RollLine;
        const out = executeLine(
          line,
          vaultEnvironment(local, seededRandom(1), {
            sourcePath: note.path,
            blockCharacter: null,
            activeCharacterPath: note.path,
          }),
        );
        expect(out.ok && "pool" in out.result ? out.result.pool : -1, s.roll).toBe(s.pool);
      }
    }
  });

  it("Zatruty lowers every attribute by 1: Refleks 5k6 → 4k6 (shown against 5), Magia IV → V keeps 3 dice", () => {
    const { skills, attributes } = lines(withConditions(KAMILA, ["Zatruty"]));
    expect(skills.find((s) => s.name === "Refleks")).toMatchObject({ pool: 4, basePool: 5 });
    expect(attributes.map((a) => [a.name, a.pool, a.basePool])).toEqual([
      ["Ciało", 2, 3],
      ["Umysł", 1, 2],
      ["Dusza", 2, 3],
      ["Magia", 3, 3],
    ]);
  });

  it("bare attribute tests roll the attribute (Magia: its dice)", () => {
    expect(lines(KAMILA).attributes.map((a) => `${a.roll}=${a.pool}`)).toEqual([
      "Ciało 4:1=3",
      "Umysł 4:1=2",
      "Dusza 4:1=3",
      "Magia 4:1=3",
    ]);
    expect(rolledPool(KAMILA, "Magia 4:1")).toBe(3);
  });
});

describe("weapons on the sheet (docs/en/rules.md Attack: melee Ciało + Walka Wręcz, ranged Ciało + Umiejętności Strzeleckie)", () => {
  it("Kamila's Sztylet: +S, melee, Ciało 3 + Walka Wręcz 2 = 5k6, and its attack line rolls that pool", () => {
    const { weapons } = lines(KAMILA);
    expect(weapons).toEqual([
      expect.objectContaining({
        name: "Sztylet",
        damage: "+S",
        ranged: false,
        skill: "Walka Wręcz",
        pool: 5,
        roll: "Atak (Sztylet): Ciało + Walka Wręcz 4:1",
      }),
    ]);
    expect(rolledPool(KAMILA, weapons[0]!.roll)).toBe(5);
  });

  it("a bow is ranged (Dystansowa); a stat block's weapon comes from its Ekwipunek line (Goblin: Zardzewiały nóż 1+S)", () => {
    const elneran = index.findCharacter("Elneran")!;
    const bow = weaponsOf(elneran, 0, index).find((w) => w.name === "Łuk Klasyczny")!;
    expect(weaponLines(buildSheet(elneran, index), unloweredSheet(elneran, index, 0), [bow])[0]).toMatchObject({
      damage: "S+1k6",
      ranged: true,
      skill: "Umiejętności Strzeleckie",
    });
    const goblin = index.findCharacter("Goblin")!;
    expect(weaponsOf(goblin, 0, index).map((w) => [w.name, w.damage])).toContainEqual(["Zardzewiały nóż", "1+S"]);
  });
});

/** Celność as play holds it on its caster (the built-in table: ranged attacks T −1, Umiejętności Strzeleckie +2 dice). */
const celnosc: Effect = {
  name: "Celność",
  until: "scene",
  test: [
    { on: { attacks: "ranged" }, threshold: -1 },
    { on: { skills: ["Umiejętności Strzeleckie"] }, dice: 2 },
  ],
};

describe("a lasting spell's change to a test in the preview (issue 26), as the roll's planner applies it", () => {
  const bow = weaponsOf(index.findCharacter("Elneran")!, 0, index).find((w) => w.name === "Łuk Klasyczny")!;
  const sheet = buildSheet(KAMILA, index, 0);
  const base = unloweredSheet(KAMILA, index, 0);

  it("Celność on Kamila: a shot with a bow is 2 dice more and one step easier, both named as one change", () => {
    const [plain] = weaponLines(sheet, base, [bow]);
    const [held] = weaponLines(sheet, base, [bow], [celnosc]);
    expect(held).toMatchObject({ pool: plain!.pool + 2, basePool: plain!.pool });
    expect(modifierTexts(held!.held)).toEqual(["Celność: T −1, +2k6"]);
    expect(modifierTexts(held!.held, "en")).toEqual(["Celność: T −1, +2k6"]);
  });

  it("her Sztylet (melee, Walka Wręcz) and Refleks are not changed; Umiejętności Strzeleckie gets the dice alone", () => {
    const [dagger] = weaponLines(sheet, base, weaponsOf(KAMILA, 0, index), [celnosc]);
    expect(dagger!.held).toEqual([]);
    const skills = skillPools(sheet, base, [celnosc]);
    expect(skills.find((l) => l.name === "Refleks")!.held).toEqual([]);
    expect(modifierTexts(skills.find((l) => l.name === "Umiejętności Strzeleckie")!.held)).toEqual(["Celność: +2k6"]);
  });
});

describe("Szybkość (Rozdział V Ruch; Aneks A Oszołomiony, Spowolniony)", () => {
  it("usually 10 m; halved by Oszołomiony or Spowolniony (rounded up to whole metres); both at once or Unieruchomiony stop it", () => {
    expect(speedOf(null, [])).toEqual({ text: "10 m", by: [] });
    expect(speedOf("10 m (w tym Lot)", [])).toEqual({ text: "10 m (w tym Lot)", by: [] });
    expect(speedOf("10 m", ["Spowolniony"])).toEqual({ text: "5 m", by: ["Spowolniony"] });
    expect(speedOf("15 m", ["Oszołomiony"])).toEqual({ text: "8 m", by: ["Oszołomiony"] });
    expect(speedOf("10 m", ["Oszołomiony", "Spowolniony"])).toEqual({
      text: "0 m",
      by: ["Oszołomiony", "Spowolniony", "Unieruchomiony"],
    });
    expect(speedOf("10 m", ["Obezwładniony"])).toEqual({ text: "0 m", by: ["Obezwładniony"] });
    // A lasting spell on the sheet's character (Żwirowa Zbroja ×½) names itself under the number.
    const gravel = {
      name: "Żwirowa Zbroja",
      until: "round 3" as const,
      stat: [{ stat: "speed" as const, add: 0, multiply: 0.5 }],
    };
    expect(speedOf("10 m", [], [gravel])).toEqual({ text: "5 m", by: ["Żwirowa Zbroja"] });
  });
  it("a Szybkość that is not a number of metres keeps its words and says the multiplier; metres with a comma round up", () => {
    const wind = {
      name: "Szybki jak Wiatr",
      until: "round 3" as const,
      stat: [{ stat: "speed" as const, add: 0, multiply: 2 }],
    };
    expect(speedOf("Skok", ["Spowolniony"])).toEqual({ text: "Skok ×½", by: ["Spowolniony"] });
    expect(speedOf("Skok", [], [wind])).toEqual({ text: "Skok ×2", by: ["Szybki jak Wiatr"] });
    expect(speedOf("7,5 m", ["Oszołomiony"])).toEqual({ text: "4 m", by: ["Oszołomiony"] });
    expect(speedOf("7,5 m", [], [wind])).toEqual({ text: "15 m", by: ["Szybki jak Wiatr"] });
  });
});

describe("spell cards read Zasięg and Czas trwania from the note (docs/en/notes.md Spells)", () => {
  it("Poblask: 5 m, Natychmiastowe; self, touch and special ranges read as a player says them", async () => {
    const { rangeText } = await import("./vault/spell");
    const gleam = index.findSpell("gleam")!;
    expect([gleam.range, gleam.duration]).toEqual(["5 m", "Natychmiastowe"]);
    expect([
      rangeText({ kind: "self" }),
      rangeText({ kind: "touch" }),
      rangeText({ kind: "special", text: "Dotykany przedmiot" }),
      rangeText(undefined),
    ]).toEqual(["Na siebie", "Dotyk", "Dotykany przedmiot", null]);
  });
});

describe("held spells in a roll's result read as the sheet's preview reads them: one text a spell, in the reader's language", () => {
  const cloak: Effect = {
    name: "Ognista Powłoka",
    until: "scene",
    test: [{ on: { attacks: "weapon" }, threshold: -1 }],
  };
  const bond: Effect = {
    name: "Więź Serc",
    until: "scene",
    test: [{ on: { situation: "cooperation" }, bonusSuccesses: 2 }],
  };
  const sheet = buildSheet(KAMILA, index, 0);
  const base = unloweredSheet(KAMILA, index, 0);
  const bow = weaponsOf(index.findCharacter("Elneran")!, 0, index).find((w) => w.name === "Łuk Klasyczny")!;
  /** Kamila holding these spells rolls a line, as the sheet's roll does (the test it passes, the reader's language). */
  const roll = (text: string, effects: Effect[], lang: "pl" | "en", test = {}) => {
    const character = { ...rollCharacter(sheet), ...testEffects(effects) };
    const env: RollEnvironment = { rng: seededRandom(1), character: () => character, spell: () => "no spells" };
    const out = executeLine(parseLine(text, 1, {}) as RollLine, env, lang, test);
    if (!out.ok || out.result.type !== "pool") throw new Error(`did not roll ${text}`);
    return out.result;
  };

  it("Celność's T −1 and +2k6 on a bow's Atak are one text, as the preview names them, not two", () => {
    const [line] = weaponLines(sheet, base, [bow], [celnosc]);
    const r = roll(line!.roll, [celnosc], "pl", line!.test);
    expect(modifierTexts(line!.held)).toEqual(["Celność: T −1, +2k6"]);
    expect(r.text).toContain(" · Celność: T −1, +2k6");
    expect(r.text.match(/Celność/g)).toHaveLength(1);
    expect([r.pool, r.threshold]).toEqual([line!.pool, 3]);
  });

  it("successes a spell adds to the result are said in the reader's language, Polish or English", () => {
    const line = "Dusza + Empatia | dotyczy współpraca";
    expect(roll(line, [bond], "pl").text).toContain("Więź Serc: +2 sukcesy do wyniku");
    expect(roll(line, [bond], "en").text).toContain("Więź Serc: +2 successes to the result");
  });

  it("the sheet's Atak is an attack with the weapon: Ognista Powłoka's T −1 is in its preview and in its roll", () => {
    const [dagger] = weaponLines(sheet, base, weaponsOf(KAMILA, 0, index), [cloak]);
    expect(modifierTexts(dagger!.held)).toEqual(["Ognista Powłoka: T −1"]);
    const attack = roll(dagger!.roll, [cloak], "pl", dagger!.test);
    expect(attack.threshold).toBe(3);
    expect(attack.text).toContain("Ognista Powłoka: T −1");
    // The same line rolled as a plain test (no attack said) is not one: the spell does not reach it.
    expect(roll(dagger!.roll, [cloak], "pl").threshold).toBe(4);
  });
});
