import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SAMPLE_VAULT, itWithSampleVault } from "../../../test/real-vault";
import { TEST_VAULT } from "../../../test/harness";
import { loadIndex } from "../../../test/vault-files";
import { seededRandom } from "../dice/random";
import { attack, castAtTargets, startEncounter } from ".";
import { MemoryFight } from "./memory";
import { always, spellContext, tableSpell } from "../../../test/spell-play";

/**
 * A lasting spell's weapon damage, cast from the tracker, held on its holder and added to each hit of the
 * holder's weapon in the attack's one damage step (issue 26).
 */
const index = loadIndex(TEST_VAULT);
const SESSION = "sessions/Sesja 01 - Las.md";
const CLOAK = "spells/academic/fire-magic/fire-cloak.md";
/** Ognista Powłoka as its note reads (duration „3 tury”, target „Trzymana broń”), from the built-in table. */
const cloak = tableSpell("Ognista Powłoka", CLOAK, { duration: "3 tury", target: "Trzymana broń" });
const ctx = spellContext([cloak]);
const fighter = (f: MemoryFight, name: string) => f.table.fighters.find((x) => x.name === name)!;

/** Kamila hits the Goblin (no defence) with the same dice; the Goblin's Żywotność after, and the step's log. */
function hitGoblin(withCloak: boolean, bareHands = false): { health: number; log: string } {
  const f = new MemoryFight("[[Kamila Wróbel]]\n[[Goblin]]", index, SESSION, undefined);
  expect(f.run((t) => startEncounter(t, ctx(seededRandom(7)))).ok).toBe(true);
  const kamila = fighter(f, "Kamila Wróbel");
  const goblin = fighter(f, "Goblin");
  if (withCloak) {
    const cast = f.run((t) =>
      castAtTargets(t, { caster: kamila.id, spell: cloak.name, targets: [kamila.id] }, ctx(always(6))),
    );
    expect(cast.ok, cast.reason).toBe(true);
    expect(fighter(f, "Kamila Wróbel").state.effects.map((e) => e.stat)).toEqual([
      [{ stat: "weaponDamage", add: 2, magical: true }],
    ]);
  }
  // Every face a 6: the cloak's T −1 on the weapon's attacks (spell-tests.test.ts) changes no success here.
  const step = f.run((t) =>
    attack(
      t,
      { attacker: kamila.id, target: goblin.id, defence: "none", ...(bareHands ? { weaponIndex: 99 } : {}) },
      ctx(always(6)),
    ),
  );
  expect(step.ok, step.reason).toBe(true);
  return { health: fighter(f, "Goblin").state.health, log: step.log.join("\n") };
}

describe(`Ognista Powłoka (${CLOAK}): „broń dodatkowo zadaje 2 punkty obrażeń magicznych”`, () => {
  itWithSampleVault("the note in the real sample says so", () => {
    expect(readFileSync(join(SAMPLE_VAULT, CLOAK), "utf8")).toContain(
      "broń dodatkowo zadaje 2 punkty obrażeń magicznych",
    );
  });

  it("each hit of the holder's weapon deals 2 more magical points, past the Goblin's Pancerz, and the log says so", () => {
    const plain = hitGoblin(false);
    const cloaked = hitGoblin(true);
    expect(plain.log).not.toContain("magiczne");
    expect(cloaked.log).toContain("Ognista Powłoka: +2 magiczne (bez Pancerza)");
    expect(plain.health - cloaked.health).toBe(2);
  });

  it("bare hands are not the enchanted weapon: a punch deals no more with the cloak than without", () => {
    const plain = hitGoblin(false, true);
    const cloaked = hitGoblin(true, true);
    expect(cloaked.log).toContain("bez broni");
    expect(cloaked.log).not.toContain("magiczne");
    expect(cloaked.health).toBe(plain.health);
  });
});
