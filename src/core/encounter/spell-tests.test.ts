import { describe, expect, it } from "vitest";
import { TEST_VAULT } from "../../../test/harness";
import { loadIndex } from "../../../test/vault-files";
import { seededRandom, type RandomSource } from "../dice/random";
import type { RollSpell } from "../roll/result";
import { spellEffects } from "../spells/effects";
import { castAtTargets, nextTurn, startEncounter, type EngineContext } from ".";
import { poolOf } from "./attack-strike";
import { MemoryFight } from "./memory";

/**
 * A spell's change to an NPC's tests, cast from the tracker, held on its instance and applied by the
 * one pool planner to its attacks (docs/en/rules.md Decision "test modifiers"; issue 26).
 */
const index = loadIndex(TEST_VAULT);
const SESSION = "sessions/Sesja 01 - Las.md";
const LEAD = "spells/academic/alchemy-transmutation/lead-transmutation.md";
/** Przemiana w Ołów as its note reads (duration „1 runda”, target „Kwadrat o boku 5 m”), from the built-in table. */
const lead: RollSpell = {
  name: "Przemiana w Ołów",
  path: LEAD,
  manaCost: 1,
  threshold: 4,
  required: 1,
  sacred: false,
  effects: spellEffects({ duration: "1 runda", target: "Kwadrat o boku 5 m" }, "", LEAD),
};
const always = (face: number): RandomSource => ({ die: (sides) => Math.min(face, sides) });
const ctx = (rng: RandomSource): EngineContext => ({
  rng,
  spell: (ref) => (ref.kind === "name" && ref.name === lead.name ? lead : `no spell ${JSON.stringify(ref)}`),
});
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
