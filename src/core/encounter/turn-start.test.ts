import { describe, expect, it } from "vitest";
import { TEST_VAULT } from "../../../test/harness";
import { FIGHT_SOURCE, goblin } from "../../../test/fight-fixtures";
import { HAS_SAMPLE_VAULT, itWithSampleVault, SAMPLE_VAULT } from "../../../test/real-vault";
import { loadIndex } from "../../../test/vault-files";
import { seededRandom } from "../dice/random";
import { nextTurn, setCondition } from ".";
import { MemoryFight } from "./memory";

/** docs/en/rules.md Decision "start-of-turn order" and "na N rund" (issue 27.5). */
const index = loadIndex(TEST_VAULT);
const SOURCE = FIGHT_SOURCE;
const rng = { rng: seededRandom(1) };

/** Turns until `rounds` more turn starts of Goblin 1 have passed; how many times it burned. */
function burns(f: MemoryFight, turns: number): number {
  let n = 0;
  for (let i = 0; i < turns; i++) {
    const step = f.run((t) => nextTurn(t, rng));
    n += step.log.filter((l) => l.startsWith("Tura: Goblin 1") && l.includes("Podpalony: 1 punkt")).length;
  }
  return n;
}

describe("the start of a turn in the rules' order (docs/en/rules.md Decision)", () => {
  it("Podpalony na 3 rundy, set on its turn, burns at its next three turn starts and ends at the fourth", () => {
    const f = new MemoryFight("2× [[Goblin]]", index, SOURCE, {
      round: 1,
      turn: 0,
      combatants: [goblin(1), goblin(2)],
    });
    f.run((t) => setCondition(t, "goblin-1", "Podpalony", true, 3, rng));
    expect(burns(f, 10)).toBe(3);
    expect(f.encounter?.combatants[0]?.health).toBe(7);
    expect(f.encounter?.combatants[0]?.conditions).toEqual([]);
  });

  it("Podpalony na 3 rundy, set before its turn in the round, burns exactly three times too", () => {
    const f = new MemoryFight("2× [[Goblin]]", index, SOURCE, {
      round: 1,
      turn: 0,
      combatants: [goblin(2, { initiative: 10 }), goblin(1, { initiative: 5 })],
    });
    // Goblin 2 acts; Goblin 1 (later this round) is set on fire.
    f.run((t) => setCondition(t, "goblin-1", "Podpalony", true, 3, rng));
    expect(burns(f, 10)).toBe(3);
  });

  it("an effect whose time is up ends before the burn: the last start of turn does not burn", () => {
    const f = new MemoryFight("2× [[Goblin]]", index, SOURCE, {
      round: 2,
      turn: 1,
      combatants: [
        goblin(1, { conditions: ["Podpalony"], effects: [{ name: "Podpalony", until: "round 3" }] }),
        goblin(2),
      ],
    });
    const step = f.run((t) => nextTurn(t, rng));
    expect(step.log.at(-1)).toBe("Tura: Goblin 1 · koniec: Podpalony");
    expect(f.encounter?.combatants[0]?.health).toBe(10);
  });

  it("Zapał returns before Podpalony burns, and the order of the lines says so", () => {
    const f = new MemoryFight("2× [[Goblin]]", index, SOURCE, {
      round: 1,
      turn: 1,
      combatants: [goblin(1, { zeal: 0, conditions: ["Podpalony"] }), goblin(2)],
    });
    const step = f.run((t) => nextTurn(t, rng));
    expect(step.log.at(-1)).toMatch(/^Tura: Goblin 1 · Zapał: 0 → 1\/1 · Podpalony/);
  });

  itWithSampleVault("Narcyza's Forma II regains 2 Zapału a turn as its block prints; Forma I the usual 1", () => {
    if (!HAS_SAMPLE_VAULT) return;
    const real = loadIndex(SAMPLE_VAULT);
    for (const [form, gained] of [
      [1, 1],
      [2, 2],
    ] as const) {
      const block = `[[Narcyza Eleness Zurbach]] | forma ${form}\n[[Goblin]]`;
      const probe = new MemoryFight(block, real, "Sesja.md", undefined);
      const [narcyza, other] = probe.table.fighters;
      const f = new MemoryFight(block, real, "Sesja.md", {
        round: 1,
        turn: 1,
        combatants: [
          { id: narcyza?.id, ref: "[[Narcyza Eleness Zurbach]]", name: narcyza?.name, initiative: 20, zeal: 0 },
          { id: other?.id, ref: "[[Goblin]]", name: other?.name, initiative: 5 },
        ],
      });
      f.run((t) => nextTurn(t, rng));
      expect(f.encounter?.combatants[0]?.zeal, `forma ${form}`).toBe(gained);
    }
  });
});
