import { describe, expect, it } from "vitest";
import { TEST_VAULT } from "../../../test/harness";
import { loadIndex } from "../../../pkg/hbm/src/vault-commands";
import type { RandomSource } from "../dice/random";
import { seededRandom } from "../dice/random";
import type { RollSpell } from "../roll/result";
import { castAtTargets, damageFighter, startEncounter, type EngineContext } from ".";
import { MemoryFight } from "./memory";

/** docs/en/rules.md Decision (spell effects): a cast from the tracker at its targets, one step (issue 26 item 3). */
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
});
