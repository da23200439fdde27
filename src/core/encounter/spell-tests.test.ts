import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SAMPLE_VAULT, itWithSampleVault } from "../../../test/real-vault";
import { TEST_VAULT } from "../../../test/harness";
import { loadIndex } from "../../../test/vault-files";
import { scriptedRandom, seededRandom, type RandomSource } from "../dice/random";
import type { RollSpell } from "../roll/result";
import { attack, castAtTargets, nextTurn, startEncounter } from ".";
import { attackTest, poolOf } from "./attack-strike";
import { MemoryFight } from "./memory";
import { always, spellContext, tableSpell } from "../../../test/spell-play";

/**
 * A spell's change to an NPC's tests, cast from the tracker, held on its instance and applied by the
 * one pool planner to its attacks (docs/en/rules.md Decision "test modifiers"; issue 26).
 */
const index = loadIndex(TEST_VAULT);
const SESSION = "sessions/Sesja 01 - Las.md";
const LEAD = "spells/academic/alchemy-transmutation/lead-transmutation.md";
/** Przemiana w Ołów as its note reads (duration „1 runda”, target „Kwadrat o boku 5 m”), from the built-in table. */
const lead = tableSpell("Przemiana w Ołów", LEAD, { duration: "1 runda", target: "Kwadrat o boku 5 m" });
const ctx = spellContext([lead]);
const fighter = (f: MemoryFight, name: string) => f.table.fighters.find((x) => x.name === name)!;
const melee = { attack: { melee: true, targetConditions: [] } };

describe(`Przemiana w Ołów (${LEAD}): „Walka Wręcz, Umiejętności Strzeleckie: −2 kości” on an NPC`, () => {
  it("the Goblin's attacks have 2 dice fewer while the spell lasts, the result names it, and it ends with its round", () => {
    const f = new MemoryFight("[[Kamila Wróbel]]\n[[Goblin]]", index, SESSION, undefined);
    expect(f.run((t) => startEncounter(t, ctx(seededRandom(7)))).ok).toBe(true);
    const goblin = fighter(f, "Goblin");
    const before = poolOf(goblin, null, "Walka Wręcz", [], melee);
    const step = f.run((t) =>
      castAtTargets(
        t,
        { caster: fighter(f, "Kamila Wróbel").id, spell: lead.name, targets: [goblin.id] },
        ctx(always(6)),
      ),
    );
    expect(step.ok, step.reason).toBe(true);
    const held = fighter(f, "Goblin");
    expect(held.state.effects.map((e) => [e.name, e.cite, e.test])).toEqual([
      [lead.name, LEAD, [{ on: { skills: ["Walka Wręcz", "Umiejętności Strzeleckie"] }, dice: -2 }]],
    ]);
    // Kept in the NPC instance's record, as the encounter note stores it.
    expect(f.table.encounter?.combatants.find((c) => c.id === goblin.id)?.effects?.[0]?.test).toHaveLength(1);
    expect(step.log.join("\n")).toContain("Przemiana w Ołów: Goblin — Walka Wręcz, Umiejętności Strzeleckie: −2k6");
    const during = poolOf(held, null, "Walka Wręcz", [], melee);
    expect(during.dice).toBe(Math.max(0, before.dice - 2));
    expect(during.text).toContain("Przemiana w Ołów: −2k6");
    // Its Refleks (a dodge) is not what the spell changes.
    expect(poolOf(held, null, "Refleks").dice).toBe(poolOf(goblin, null, "Refleks").dice);
    // Turns pass until the effect's round begins: the Goblin's pool is back.
    const until = held.state.effects[0]!.until;
    for (let i = 0; i < 8 && fighter(f, "Goblin").state.effects.length; i++)
      expect(f.run((t) => nextTurn(t, ctx(seededRandom(i)))).ok).toBe(true);
    expect(fighter(f, "Goblin").state.effects).toEqual([]);
    expect(f.table.encounter?.round).toBe(Number(until.split(" ")[1]));
    expect(poolOf(fighter(f, "Goblin"), null, "Walka Wręcz", [], melee).dice).toBe(before.dice);
  });
});

/** A spell of the built-in table as its note reads, for the tracker's cast. */
const spellOf = (name: string, path: string, duration: string, target: string): RollSpell =>
  tableSpell(name, path, { duration, target });
const AEGIS = spellOf("Egida", "spells/sacred/zeus/aegis.md", "1 runda", "1");
const CLOAK = spellOf("Ognista Powłoka", "spells/academic/fire-magic/fire-cloak.md", "3 tury", "Trzymana broń");
const CHARM = spellOf("Urok Niewinności", "spells/sacred/aphrodite/charm-of-innocence.md", "10 minut", "1");
const spells = [AEGIS, CLOAK, CHARM];
const fightCtx = spellContext(spells);

/** A fight of Kamila (PC) and the Goblin (NPC); `spell` cast on `on` (every die a 6), then `by` attacks the other. */
function attackAfter(
  spell: RollSpell | null,
  on: string,
  by: string,
  extra: Partial<Parameters<typeof attack>[1]> = {},
  dice: RandomSource = seededRandom(3),
) {
  const f = new MemoryFight("[[Kamila Wróbel]]\n[[Goblin]]", index, SESSION, undefined);
  expect(f.run((t) => startEncounter(t, fightCtx(seededRandom(7)))).ok).toBe(true);
  const target = fighter(f, on);
  if (spell) {
    const c = f.run((t) =>
      castAtTargets(
        t,
        { caster: fighter(f, "Kamila Wróbel").id, spell: spell.name, targets: [target.id] },
        fightCtx(always(6)),
      ),
    );
    expect(c.ok, c.reason).toBe(true);
  }
  const a = fighter(f, by);
  const d = f.table.fighters.find((x) => x.id !== a.id)!;
  const step = f.run((t) => attack(t, { attacker: a.id, target: d.id, defence: "none", ...extra }, fightCtx(dice)));
  expect(step.ok, step.reason).toBe(true);
  return { f, log: step.log.join("\n"), goblin: fighter(f, "Goblin") };
}

describe(`Egida (${AEGIS.path}): „wszystkie ataki kierowanie [sic] w cel są trudniejsze o jeden stopień”, in the tracker`, () => {
  itWithSampleVault("the note in the real sample says so", () => {
    expect(readFileSync(join(SAMPLE_VAULT, AEGIS.path!), "utf8")).toContain(
      "wszystkie ataki kierowanie w cel są trudniejsze o jeden stopień",
    );
  });

  it("on the NPC defender: the PC's attack at it is made at T +1 and the result lists „Egida: T +1”", () => {
    expect(attackAfter(null, "Goblin", "Kamila Wróbel").log).not.toContain("Egida");
    const { log } = attackAfter(AEGIS, "Goblin", "Kamila Wróbel");
    expect(log).toContain("Egida: T +1");
  });

  it("on the PC defender the same: the NPC's attack at it lists „Egida: T +1”; the holder's own attack does not", () => {
    expect(attackAfter(AEGIS, "Kamila Wróbel", "Goblin").log).toContain("Egida: T +1");
    expect(attackAfter(AEGIS, "Kamila Wróbel", "Kamila Wróbel").log).not.toContain("Egida: T +1");
  });
});

describe(`Urok Niewinności (${CHARM.path}): „agresywne działania przeciwników wobec celu wymagają dwóch Sukcesów więcej”`, () => {
  /** Kamila attacks the Goblin (no defence) with two sixes and ones after; the Goblin's Żywotność lost, its pool. */
  function charmed(withCharm: boolean) {
    const f = new MemoryFight("[[Kamila Wróbel]]\n[[Goblin]]", index, SESSION, undefined);
    expect(f.run((t) => startEncounter(t, fightCtx(seededRandom(7)))).ok).toBe(true);
    const kamila = fighter(f, "Kamila Wróbel").id;
    const goblin = fighter(f, "Goblin");
    if (withCharm)
      expect(
        f.run((t) => castAtTargets(t, { caster: kamila, spell: CHARM.name, targets: [goblin.id] }, fightCtx(always(6))))
          .ok,
      ).toBe(true);
    const at = poolOf(
      fighter(f, "Kamila Wróbel"),
      null,
      "Walka Wręcz",
      [],
      attackTest(fighter(f, "Goblin"), { name: "x", damage: "1" }, false),
    );
    const dice = scriptedRandom([6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3]);
    const step = f.run((t) => attack(t, { attacker: kamila, target: goblin.id, defence: "none" }, fightCtx(dice)));
    expect(step.ok, step.reason).toBe(true);
    return { lost: goblin.state.health - fighter(f, "Goblin").state.health, at, log: step.log.join("\n") };
  }

  it("an attack at the holder needs S 3: the two sixes that hit the Goblin without it are spent, and the attack misses", () => {
    const plain = charmed(false);
    expect([plain.at.required, plain.lost > 0]).toEqual([1, true]);
    const held = charmed(true);
    expect(held.at.required).toBe(3);
    expect(held.log).toContain("Urok Niewinności: S +2");
    expect(held.lost).toBe(0);
  });
});

describe("an attack's S above 1 in an opposed melee test", () => {
  it("is taken from the attacker's successes, and the rounds say so: „(n − 2)” on Kamila's side under Urok Niewinności", () => {
    const plain = attackAfter(null, "Goblin", "Kamila Wróbel", { defence: "opposed" });
    expect(plain.log).not.toMatch(/\(\d+ − 2\)/);
    const held = attackAfter(CHARM, "Goblin", "Kamila Wróbel", { defence: "opposed" });
    expect(held.log).toMatch(/[1-6 ]+ \(\d+ − 2\) vs [1-6 ]+ \(\d+\)/);
  });

  it("a won attack hits with the successes left, as an undefended one does: five sixes at S 3 count 3", () => {
    // Kamila's five dice all sixes; the Goblin's five opposing dice all ones. Her typed weapon 2+S.
    const hitWith = (defence: "opposed" | "none") =>
      attackAfter(
        CHARM,
        "Goblin",
        "Kamila Wróbel",
        { defence, weapon: "2+S" },
        scriptedRandom([6, 6, 6, 6, 6, 1, 1, 1, 1, 1]),
      );
    const opposed = hitWith("opposed");
    const undefended = hitWith("none");
    expect(opposed.log).toContain("6 6 6 6 6 (5 − 2) vs 1 1 1 1 1 (0)");
    for (const { log } of [opposed, undefended]) expect(log).toContain("2+S (S=3) = 5");
    expect(opposed.goblin.state.health).toBe(undefended.goblin.state.health);
  });
});

describe(`Ognista Powłoka (${CLOAK.path}): „obniżając Trudność ataków wykonywanych tą bronią o 1 stopień”`, () => {
  it("the holder's weapon attack is made at T −1 and lists it; its bare hands are not the enchanted weapon", () => {
    const armed = attackAfter(CLOAK, "Kamila Wróbel", "Kamila Wróbel");
    expect(armed.log).toContain("Ognista Powłoka: T −1");
    const bare = attackAfter(CLOAK, "Kamila Wróbel", "Kamila Wróbel", { weapon: "" });
    expect(bare.log).not.toContain("Ognista Powłoka: T −1");
  });
});
