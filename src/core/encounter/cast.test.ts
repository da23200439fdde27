import { describe, expect, it } from "vitest";
import { TEST_VAULT } from "../../../test/harness";
import { loadIndex } from "../../../test/vault-files";
import type { RandomSource } from "../dice/random";
import { seededRandom } from "../dice/random";
import type { RollSpell } from "../roll/result";
import { applyCastAt, castAtTargets, damageFighter, startEncounter, type AppliedCast, type EngineContext } from ".";
import { casterValues } from "../play/apply";
import { MemoryFight } from "./memory";

/** docs/en/rules.md Decision "spell effects": a cast from the tracker at its targets, one step (issue 26 item 3). */
const index = loadIndex(TEST_VAULT);
const SESSION = "sessions/Sesja 01 - Las.md";
const spell: EngineContext["spell"] = (ref) => {
  const s = index.findSpell(ref, SESSION);
  if (!s || s.manaCost === null || s.threshold === null || s.required === null)
    return `no spell ${JSON.stringify(ref)}`;
  const found: RollSpell = {
    name: s.name,
    path: s.path,
    manaCost: s.manaCost,
    threshold: s.threshold,
    required: s.required,
    sacred: s.castingMode === "sacred",
    effects: s.effects,
  };
  return found;
};
/** Every die shows this face. */
const always = (face: number): RandomSource => ({ die: (sides) => Math.min(face, sides) });
const ctx = (rng: RandomSource): EngineContext => ({ rng, spell });

function fight(): MemoryFight {
  const f = new MemoryFight("[[Kamila Wróbel]]\n[[Symiel]]\n[[Goblin]]", index, SESSION, undefined);
  expect(f.run((t) => startEncounter(t, ctx(seededRandom(7)))).ok).toBe(true);
  return f;
}
/** The spell note's overcast choice, as the plugin reads it. */
const noteChoice = (name: string, option: number, choice: number) => {
  const found = spell({ kind: "name", name });
  if (typeof found === "string" || !("effects" in found)) throw new Error(`no ${name}`);
  return found.effects!.overcast[option]!.choices[choice]!;
};
const id = (f: MemoryFight, name: string) => f.table.fighters.find((x) => x.name === name)!.id;
const fighter = (f: MemoryFight, name: string) => f.table.fighters.find((x) => x.name === name)!;

describe("Rzuć zaklęcie at targets from the tracker (issue 26 item 3)", () => {
  it("Kula Ognia: Zdolności Magiczne as damage, the Goblin's Ciało (Refleks) 4:S with S = the caster's successes, Podpalony for three rounds", () => {
    const f = fight();
    const goblin = fighter(f, "Goblin");
    const before = goblin.state.health;
    const kamila = fighter(f, "Kamila Wróbel");
    const zm = kamila.skills["Zdolności Magiczne"]!;
    // Every die a 6: the caster's whole pool succeeds, so S is larger than the Goblin's 5 dice can reach.
    const step = f.run((t) =>
      castAtTargets(t, { caster: kamila.id, spell: "Kula Ognia", targets: [goblin.id] }, ctx(always(6))),
    );
    expect(step.ok, step.reason).toBe(true);
    const after = fighter(f, "Goblin");
    // Magical damage: Pancerz still counts (rules/tables.ts DAMAGE.kinds), Runiczny Pancerz and Osłona none here.
    expect(after.state.health).toBe(before - (zm - goblin.derived.armor));
    expect(after.state.conditions).toContain("Podpalony");
    const burn = after.state.effects.find((e) => e.name === "Podpalony");
    expect(burn?.until).toMatch(/^round \d+$/);
    const text = step.log.join("\n");
    // The result shows the pool, T:S and every die, and the save with its dice.
    expect(text).toMatch(/Kula Ognia: pula (\d+)k6, T:S 6:1, kości \[6( 6)*\]/);
    expect(text).toContain("Ciało (Refleks)");
    expect(step.log.at(-1)).toBe("Kamila Wróbel: Akcja — zaklęcie Kula Ognia");
  });

  it("a failed spell test: Mana spent, the targets unchanged", () => {
    const f = fight();
    const goblin = fighter(f, "Goblin");
    const step = f.run((t) =>
      castAtTargets(t, { caster: id(f, "Kamila Wróbel"), spell: "Kula Ognia", targets: [goblin.id] }, ctx(always(1))),
    );
    expect(step.ok).toBe(true);
    expect(fighter(f, "Goblin").state).toEqual(goblin.state);
    expect(step.log.join("\n")).toContain("zaklęcie się nie udało");
  });

  it("Magiczna Tarcza on a PC raises a Magiczna Osłona of ZM/2+1 that a hit wears down first", () => {
    const f = fight();
    const zm = fighter(f, "Kamila Wróbel").skills["Zdolności Magiczne"]!;
    const symiel = id(f, "Symiel");
    const cast = f.run((t) =>
      castAtTargets(t, { caster: id(f, "Kamila Wróbel"), spell: "Magiczna Tarcza", targets: [symiel] }, ctx(always(6))),
    );
    expect(cast.ok, cast.reason).toBe(true);
    const points = Math.ceil(zm / 2) + 1;
    expect(fighter(f, "Symiel").state.magicShield).toMatchObject({ points, source: "Magiczna Tarcza" });
    const health = fighter(f, "Symiel").state.health;
    f.run((t) => damageFighter(t, symiel, points - 1, "magical", ctx(always(1))));
    expect(fighter(f, "Symiel").state.health).toBe(health);
    expect(fighter(f, "Symiel").state.magicShield?.points).toBe(1);
  });

  it("Leczący Dotyk as a prayer heals by the caster's Zdolności Magiczne or Oddanie", () => {
    const f = fight();
    const kamila = id(f, "Kamila Wróbel");
    f.run((t) => damageFighter(t, kamila, 8, "magical", ctx(always(1))));
    const hurt = fighter(f, "Kamila Wróbel").state.health;
    const symiel = fighter(f, "Symiel");
    const step = f.run((t) =>
      castAtTargets(t, { caster: symiel.id, spell: "Leczący Dotyk", targets: [kamila], prayer: true }, ctx(always(6))),
    );
    expect(step.ok, step.reason).toBe(true);
    const n = Math.max(symiel.skills["Zdolności Magiczne"] ?? 0, symiel.skills["Oddanie"] ?? 0);
    expect(n).toBeGreaterThan(0);
    expect(fighter(f, "Kamila Wróbel").state.health).toBe(
      Math.min(hurt + n, fighter(f, "Kamila Wróbel").derived.maxHealth),
    );
    expect(fighter(f, "Symiel").state.zeal).toBe(symiel.state.zeal - 1);
  });

  it("a one-target spell refuses two targets, and a spell with targets refuses none", () => {
    const f = fight();
    const two = f.run((t) =>
      castAtTargets(
        t,
        { caster: id(f, "Kamila Wróbel"), spell: "Kula Ognia", targets: [id(f, "Goblin"), id(f, "Symiel")] },
        ctx(always(6)),
      ),
    );
    expect(two.ok).toBe(false);
    expect(two.reason).toBe("Kula Ognia: najwyżej 1 cel (wybrano 2).");
    const none = f.run((t) =>
      castAtTargets(t, { caster: id(f, "Kamila Wróbel"), spell: "Kula Ognia", targets: [] }, ctx(always(6))),
    );
    expect(none.reason).toBe("Wybierz co najmniej jeden cel zaklęcia.");
  });

  it("an overcast choice made at cast time: +1k3 damage costs one more level of Mana", () => {
    const f = fight();
    const kamila = fighter(f, "Kamila Wróbel");
    const goblin = fighter(f, "Goblin");
    const step = f.run((t) =>
      castAtTargets(
        t,
        {
          caster: kamila.id,
          spell: "Kula Ognia",
          targets: [goblin.id],
          overcast: [{ add: "damage", formula: "1k3", levels: 1 }],
        },
        ctx(always(6)),
      ),
    );
    expect(step.ok, step.reason).toBe(true);
    const zm = kamila.skills["Zdolności Magiczne"]!;
    expect(fighter(f, "Goblin").state.health).toBe(Math.max(0, goblin.state.health - (zm + 3 - goblin.derived.armor)));
    // manaCost 2 × (1 + 1 overcast level)
    expect(fighter(f, "Kamila Wróbel").state.mana).toBe(kamila.state.mana - 4);
  });

  it("Kula Ognia's “+2 do wymaganej liczby sukcesów”, chosen in the tracker, reaches the Goblin's save: 4:S+2", () => {
    const f = fight();
    const kamila = fighter(f, "Kamila Wróbel");
    const goblin = fighter(f, "Goblin");
    const choice = noteChoice("Kula Ognia", 0, 1);
    expect(choice).toMatchObject({ add: "saveSuccesses", formula: "2" });
    const step = f.run((t) =>
      castAtTargets(
        t,
        { caster: kamila.id, spell: "Kula Ognia", targets: [goblin.id], overcast: [choice] },
        ctx(always(6)),
      ),
    );
    expect(step.ok, step.reason).toBe(true);
    // Every die a 6: the caster's successes are its whole pool.
    const successes = Number(/T:S 6:1, kości \[[6 ]+\] → (\d+)/.exec(step.log.join("\n"))?.[1]);
    expect(successes).toBeGreaterThan(0);
    expect(step.log.join("\n")).toContain(`Ciało (Refleks) 4:${successes + 2}:`);
    expect(step.log.join("\n")).toContain("nadczarowanie podnosi S testu obronnego o 2");
  });
});

describe("each effect's dice in the history, in the reader's language", () => {
  it("+1k3 punktów Obrażeń: “Kula Ognia: obrażenia (nadczarowanie): kości [3] = 3”, and in English “damage (overcast)”", () => {
    for (const [lang, line] of [
      ["pl", "Kula Ognia: obrażenia (nadczarowanie): kości [3] = 3"],
      ["en", "Kula Ognia: damage (overcast): dice [3] = 3"],
    ] as const) {
      const f = fight();
      const order = {
        caster: id(f, "Kamila Wróbel"),
        spell: "Kula Ognia",
        targets: [id(f, "Goblin")],
        overcast: [{ add: "damage" as const, formula: "1k3", levels: 1 }],
      };
      const step = f.run((t) => castAtTargets(t, order, { ...ctx(always(6)), lang }));
      expect(step.log.join("\n")).toContain(line);
    }
  });
});

/** A spell cast from a block line or the sheet, then "Zastosuj do…" at combatants of the open fight. */
describe("Zastosuj do… at the open fight's combatants (issue 26 item 3)", () => {
  const rolled = { dice: 6, threshold: 5, required: 1, faces: [6, 5, 2, 1, 1, 3], successes: 2 };
  const order = (f: MemoryFight, over: Partial<AppliedCast>): AppliedCast => {
    const kamila = fighter(f, "Kamila Wróbel");
    return {
      caster: { name: kamila.name, path: kamila.path, kind: "pc", values: casterValues(kamila.subject) },
      spell: "Magiczny Pocisk",
      test: rolled,
      paidLevels: 0,
      targets: [id(f, "Goblin")],
      ...over,
    };
  };

  it("Magiczny Pocisk | nadczaruj 1 with “+1 punkt Obrażeń” (its note): ⌈ZM/2⌉ + 1 to the Goblin, through its Pancerz; no Mana, no Akcja", () => {
    const f = fight();
    const kamila = fighter(f, "Kamila Wróbel");
    const goblin = fighter(f, "Goblin");
    const plus = noteChoice("Magiczny Pocisk", 0, 0);
    expect(plus).toMatchObject({ add: "damage", formula: "1" });
    const before = f.encounter;
    const step = f.run((t) => applyCastAt(t, order(f, { paidLevels: 1, overcast: [plus] }), ctx(always(1))));
    expect(step.ok, step.reason).toBe(true);
    const zm = kamila.skills["Zdolności Magiczne"]!;
    expect(fighter(f, "Goblin").state.health).toBe(
      goblin.state.health - (Math.ceil(zm / 2) + 1 - goblin.derived.armor),
    );
    expect(fighter(f, "Kamila Wróbel").state.mana).toBe(kamila.state.mana);
    expect(f.encounter?.actionsLeft).toBe(before?.actionsLeft);
    // The history tells the cast's pool, T:S and dice as rolled in the block, then each target's effect.
    expect(step.log[0]).toBe(
      "Kamila Wróbel: Magiczny Pocisk: pula 6k6, T:S 5:1, kości [6 5 2 1 1 3] → 2 sukcesy; zastosowano do celów w walce",
    );
    expect(step.log[1]).toContain("Goblin: ");
    expect(step.log[1]).toContain("Zdolności Magiczne/2 + 1");
  });

  it("refuses overcast choices the roll did not pay for, and writes nothing", () => {
    const f = fight();
    const goblin = fighter(f, "Goblin");
    const step = f.run((t) =>
      applyCastAt(t, order(f, { overcast: [{ add: "damage", formula: "1", levels: 1 }] }), ctx(always(1))),
    );
    expect(step.ok).toBe(false);
    expect(step.reason).toBe(
      "Magiczny Pocisk: wybrane nadczarowanie wymaga poziomów: 1, a rzut opłacił: 0 (dopisz do linii „| nadczaruj N”).",
    );
    expect(fighter(f, "Goblin").state).toEqual(goblin.state);
  });

  it("a caster outside the fight: its own values, and a PC in the fight healed through its note's state", () => {
    const f = fight();
    const symiel = fighter(f, "Symiel");
    const kamila = id(f, "Kamila Wróbel");
    f.run((t) => damageFighter(t, kamila, 8, "magical", ctx(always(1))));
    const hurt = fighter(f, "Kamila Wróbel").state.health;
    const step = f.run((t) =>
      applyCastAt(
        t,
        {
          caster: {
            name: "Brat Teodor",
            path: null,
            kind: "pc",
            values: { ...casterValues(symiel.subject), skills: { Oddanie: 3 } },
          },
          spell: "Leczący Dotyk",
          test: rolled,
          paidLevels: 0,
          targets: [kamila],
        },
        ctx(always(1)),
      ),
    );
    expect(step.ok, step.reason).toBe(true);
    expect(step.pc.map((p) => p.name)).toEqual(["Kamila Wróbel"]);
    expect(fighter(f, "Kamila Wróbel").state.health).toBe(hurt + 3);
  });
});
