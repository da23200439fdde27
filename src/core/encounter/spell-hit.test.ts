import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SAMPLE_VAULT, itWithSampleVault } from "../../../test/real-vault";
import { TEST_VAULT } from "../../../test/harness";
import { SPELL_NOTES } from "../../../test/spell-play";
import { loadIndex } from "../../../test/vault-files";
import { seededRandom, type RandomSource } from "../dice/random";
import { casterValues } from "../play/apply";
import type { RollSpell } from "../roll/result";
import { spellEffects } from "../spells/effects";
import { applyCastAt, attack, nextTurn, startEncounter, type EngineContext } from ".";
import { dodgePool } from "./attack-strike";
import { MemoryFight } from "./memory";

/**
 * A weapon spell's effect on whoever the holder's weapon hits (issue 26): held on the holder when cast, given to the
 * hit target in the attack's one step through the cast's per-target step, and ended when it says.
 */
const index = loadIndex(TEST_VAULT);
const SESSION = "sessions/Sesja 01 - Las.md";
const note = (path: string) => readFileSync(join(SAMPLE_VAULT, path), "utf8");

/** The spells as their notes read (duration, target), effects from the built-in table. */
const spells: Record<string, RollSpell> = {
  "Święta Stal": {
    name: "Święta Stal",
    path: SPELL_NOTES.holy,
    manaCost: 3,
    threshold: 5,
    required: 1,
    sacred: true,
    effects: spellEffects({ duration: "1 runda", target: "Trzymana broń biała" }, "", SPELL_NOTES.holy),
  },
  "Fanatyczne Poświęcenie": {
    name: "Fanatyczne Poświęcenie",
    path: SPELL_NOTES.fanatic,
    manaCost: 5,
    threshold: 6,
    required: 2,
    sacred: true,
    effects: spellEffects({ duration: "1 runda", target: "Na siebie" }, "", SPELL_NOTES.fanatic),
  },
};
const always = (face: number): RandomSource => ({ die: (sides) => Math.min(face, sides) });
const ctx = (rng: RandomSource): EngineContext => ({
  rng,
  spell: (ref) => (ref.kind === "name" && spells[ref.name]) || `no spell ${JSON.stringify(ref)}`,
});
const fighter = (f: MemoryFight, name: string) => f.table.fighters.find((x) => x.name === name)!;

/** Kamila (Sztylet) holds the spell, cast where it was rolled and applied to her in the fight. */
function fightWith(spell: string): MemoryFight {
  const f = new MemoryFight("[[Kamila Wróbel]]\n[[Goblin]]", index, SESSION, undefined);
  expect(f.run((t) => startEncounter(t, ctx(seededRandom(7)))).ok).toBe(true);
  const kamila = fighter(f, "Kamila Wróbel");
  const applied = f.run((t) =>
    applyCastAt(
      t,
      {
        caster: { name: kamila.name, path: kamila.path, kind: "pc", values: casterValues(kamila.subject) },
        spell,
        test: { dice: 3, threshold: 5, required: 2, faces: [6, 6, 6], successes: 3 },
        paidLevels: 0,
        targets: [kamila.id],
      },
      ctx(always(6)),
    ),
  );
  expect(applied.ok, applied.reason).toBe(true);
  return f;
}

/** Kamila hits the Goblin (no defence, every die a 6); the step. */
function hitGoblin(f: MemoryFight) {
  const step = f.run((t) =>
    attack(
      t,
      { attacker: fighter(f, "Kamila Wróbel").id, target: fighter(f, "Goblin").id, defence: "none" },
      ctx(always(6)),
    ),
  );
  expect(step.ok, step.reason).toBe(true);
  return step;
}

const held = (f: MemoryFight, spell: string) => fighter(f, "Goblin").state.effects.filter((e) => e.name === spell);

describe(`Święta Stal (${SPELL_NOTES.holy}): „Cel po trafieniu wykonuje wszystkie testy na Refleks z 1 kością mniej”`, () => {
  itWithSampleVault("the note in the real sample says so", () => {
    expect(note(SPELL_NOTES.holy)).toContain(
      "Cel po trafieniu wykonuje wszystkie testy na Refleks z 1 kością mniej do początku następnej tury osoby rzucającej zaklęcie.",
    );
  });

  it("a hit of the holder's weapon gives the Goblin Refleks −1k6 in the attack's step, said in its log", () => {
    const f = fightWith("Święta Stal");
    const before = dodgePool(fighter(f, "Goblin"), false).dice;
    expect(held(f, "Święta Stal")).toEqual([]);
    const step = hitGoblin(f);
    expect(step.log.join("\n")).toContain("Święta Stal po trafieniu: Goblin — Refleks: −1k6");
    expect(held(f, "Święta Stal").map((e) => e.test)).toEqual([[{ on: { skills: ["Refleks"] }, dice: -1 }]]);
    expect(dodgePool(fighter(f, "Goblin"), false).dice).toBe(before - 1);
  });

  it("the hit's damage and its effect are one step: the Cofnij that takes back the one takes back the other", () => {
    const f = fightWith("Święta Stal");
    const encounterBefore = structuredClone(f.encounter);
    const step = hitGoblin(f);
    // The step carries the record after both; undo puts back the record before it, which has neither.
    const goblin = (rec: typeof encounterBefore) => rec!.combatants.find((c) => c.id === fighter(f, "Goblin").id)!;
    expect(goblin(step.encounter).effects?.map((e) => e.name)).toContain("Święta Stal");
    expect(goblin(encounterBefore).effects ?? []).toEqual([]);
    expect(goblin(step.encounter).health).not.toBe(goblin(encounterBefore).health);
  });

  it("the Goblin's Refleks −1k6 holds through its own turn start and ends when Kamila's next turn starts", () => {
    const f = fightWith("Święta Stal");
    hitGoblin(f);
    const kamila = fighter(f, "Kamila Wróbel").id;
    let turns = 0;
    for (;;) {
      const step = f.run((t) => nextTurn(t, ctx(seededRandom(3))));
      expect(step.ok, step.reason).toBe(true);
      const enc = f.encounter!;
      if (enc.combatants[enc.turn]?.id === kamila) {
        expect(held(f, "Święta Stal")).toEqual([]);
        expect(step.log.join("\n")).toContain("Goblin: koniec: Święta Stal");
        break;
      }
      // The Goblin's turn (or anyone else's) does not end it.
      expect(held(f, "Święta Stal")).toHaveLength(1);
      expect(++turns).toBeLessThan(5);
    }
  });

  it("it is held for melee hits only: the spell is on a melee weapon („broń biała”)", () => {
    const f = fightWith("Święta Stal");
    const kamila = fighter(f, "Kamila Wróbel");
    expect(kamila.state.effects.find((e) => e.onHit)?.onHit?.melee).toBe(true);
  });
});

describe(`Fanatyczne Poświęcenie (${SPELL_NOTES.fanatic}): „trafione przez maga ataki w Walce Wręcz sprawiają, że przeciwnicy stają się Przerażeni”`, () => {
  itWithSampleVault("the note in the real sample says so", () => {
    expect(note(SPELL_NOTES.fanatic).replace(/\s+/g, " ")).toContain(
      "wszystkie trafione przez maga ataki w Walce Wręcz sprawiają, że przeciwnicy stają się Przerażeni",
    );
  });

  it("the Goblin hit in melee is Przerażony, said in the attack's log; before the hit it is not", () => {
    const f = fightWith("Fanatyczne Poświęcenie");
    expect(fighter(f, "Goblin").state.conditions).not.toContain("Przerażony");
    const step = hitGoblin(f);
    expect(step.log.join("\n")).toContain("Fanatyczne Poświęcenie po trafieniu: ");
    expect(fighter(f, "Goblin").state.conditions).toContain("Przerażony");
  });

  it("in English the attack's log says it in English", () => {
    const f = fightWith("Fanatyczne Poświęcenie");
    const step = f.run((t) =>
      attack(
        t,
        { attacker: fighter(f, "Kamila Wróbel").id, target: fighter(f, "Goblin").id, defence: "none" },
        { ...ctx(always(6)), lang: "en" },
      ),
    );
    expect(step.log.join("\n")).toContain("Fanatyczne Poświęcenie on the hit: ");
  });
});
