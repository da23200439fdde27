import { describe, expect, it } from "vitest";
import { TEST_VAULT } from "../../../test/harness";
import { goblin as fightGoblin } from "../../../test/fight-fixtures";
import { loadIndex } from "../../../test/vault-files";
import { seededRandom } from "../dice/random";
import { attack, nextTurn } from ".";
import { MemoryFight } from "./memory";
import { encounterValue, readEncounter, type CombatantRecord } from "./record";

/** docs/en/rules.md Decision "action economy" (l. 665, l. 1083, Oszołomiony l. 1261; issue 27.2). */
const index = loadIndex(TEST_VAULT);
const goblin = (n: number, extra: Partial<CombatantRecord> = {}): CombatantRecord =>
  fightGoblin(n, { health: 30, ...extra });
const start = (first: Partial<CombatantRecord>) => {
  const f = new MemoryFight("2× [[Goblin]]", index, "sessions/Sesja 01 - Las.md", {
    round: 1,
    turn: 1,
    combatants: [goblin(1, first), goblin(2)],
  });
  f.run((t) => nextTurn(t, { rng: seededRandom(1) })); // round 2: Goblin 1's turn begins
  return f;
};
const hit = (f: MemoryFight, seed: number) =>
  f.run((t) => attack(t, { attacker: "goblin-1", target: "goblin-2", mode: "ranged" }, { rng: seededRandom(seed) }));

describe("a turn is Ruch plus one Akcja; Zapał buys more", () => {
  it("the first attack uses the turn's Akcja; the second costs a point of Zapał; a third is refused", () => {
    const f = start({ zeal: 0 });
    expect(f.encounter).toMatchObject({ actionsLeft: 1, zealSpent: 0 });
    const one = hit(f, 2);
    expect(one.log.at(-1)).toBe("Goblin 1: Akcja — atak na Goblin 2");
    expect(f.encounter).toMatchObject({ actionsLeft: 0, zealSpent: 0 });
    const two = hit(f, 3);
    expect(two.log.at(-1)).toBe("Goblin 1: Akcja za 1 punkt Zapału (zostaje 0) — atak na Goblin 2");
    expect(f.encounter).toMatchObject({ actionsLeft: 0, zealSpent: 1 });
    expect(f.encounter?.combatants[0]?.zeal).toBe(0);
    const three = hit(f, 4);
    expect(three.ok).toBe(false);
    expect(three.reason).toBe("Goblin 1 nie ma już Akcji w tej turze ani Zapału na kolejną.");
  });
  it("Oszołomiony: one Akcja and no Zapał", () => {
    const f = start({ conditions: ["Oszołomiony"] });
    expect(hit(f, 2).ok).toBe(true);
    const second = hit(f, 3);
    expect(second.ok).toBe(false);
    expect(second.reason).toContain("Oszołomiony");
    expect(f.encounter?.combatants[0]?.zeal).toBe(1);
  });
  it("the next turn starts with one Akcja again, and the record keeps the counts", () => {
    const f = start({});
    hit(f, 2);
    f.run((t) => nextTurn(t, { rng: seededRandom(5) }));
    expect(f.encounter).toMatchObject({ actionsLeft: 1, zealSpent: 0 });
    const again = readEncounter(encounterValue({ ...f.encounter!, actionsLeft: 0, zealSpent: 2 })).encounter;
    expect(again).toMatchObject({ actionsLeft: 0, zealSpent: 2 });
  });
});
