import { describe, expect, it } from "vitest";
import { TEST_VAULT } from "../../../test/harness";
import { loadIndex } from "../../../test/vault-files";
import { seededRandom } from "../dice/random";
import { attack, buyAction, cannotAct, nextTurn, otherAction, turnView } from ".";
import { MemoryFight } from "./memory";
import type { CombatantRecord } from "./record";

/** docs/en/rules.md Decision (action economy) (l. 665 "Zapał określa ilość dodatkowych akcji", l. 1083, l. 1261): the tracker's steps. */
const index = loadIndex(TEST_VAULT);
const goblin = (n: number, extra: Partial<CombatantRecord> = {}): CombatantRecord => ({
  id: `goblin-${n}`,
  ref: "[[Goblin]]",
  name: `Goblin ${n}`,
  initiative: 10 - n,
  health: 30,
  conditions: [],
  dying: null,
  ...extra,
});
const start = (first: Partial<CombatantRecord>) => {
  const f = new MemoryFight("2× [[Goblin]]", index, "sessions/Sesja 01 - Las.md", {
    round: 1,
    turn: 1,
    combatants: [goblin(1, first), goblin(2)],
  });
  f.run((t) => nextTurn(t, { rng: seededRandom(1) })); // round 2: Goblin 1's turn begins (Zapał +1)
  return f;
};
const rng = (n: number) => ({ rng: seededRandom(n) });

describe("Zapał → +1 akcja, for an NPC as for a PC", () => {
  it("spends one Zapał for one more Akcja; both Akcje are then taken and listed; a third is refused", () => {
    const f = start({ zeal: 0 }); // Zapał 1 after the start of turn
    expect(turnView(f.table)).toMatchObject({ id: "goblin-1", actionsLeft: 1, noExtra: null });
    expect(turnView(f.table)?.movement).toEqual({ metres: 10, text: "10 m", by: [], noAction: false });
    const buy = f.run((t) => buyAction(t, "goblin-1", rng(2)));
    expect(buy.log).toEqual(["Goblin 1: Zapał → +1 Akcja (Zapał zostaje 0, Akcje: 2)"]);
    expect(f.encounter).toMatchObject({ actionsLeft: 2, zealSpent: 1 });
    expect(f.encounter?.combatants[0]?.zeal).toBe(0);
    expect(turnView(f.table)?.noExtra).toBe("noZeal");
    f.run((t) => attack(t, { attacker: "goblin-1", target: "goblin-2", mode: "ranged" }, rng(3)));
    const drink = f.run((t) => otherAction(t, "goblin-1", "wypija eliksir", rng(4)));
    expect(drink.log).toEqual(["Goblin 1: Akcja — wypija eliksir"]);
    expect(f.encounter?.actionsLeft).toBe(0);
    const third = f.run((t) => otherAction(t, "goblin-1", "", rng(5)));
    expect(third.reason).toBe("Goblin 1 nie ma już Akcji w tej turze ani Zapału na kolejną.");
    expect(buy.ok && drink.ok && !third.ok).toBe(true);
  });

  it("Oszołomiony: one Akcja and no Zapał — the purchase is refused with the reason, Ruch is halved", () => {
    const f = start({ zeal: 1, conditions: ["Oszołomiony"] });
    expect(turnView(f.table)).toMatchObject({ movement: { metres: 5, by: ["Oszołomiony"] }, noExtra: "dazed" });
    const zeal = f.encounter?.combatants[0]?.zeal;
    expect(zeal).toBeGreaterThan(0);
    const buy = f.run((t) => buyAction(t, "goblin-1", rng(2)));
    expect(buy.ok).toBe(false);
    expect(buy.reason).toBe("Goblin 1 jest Oszołomiony: najwyżej jedna Akcja w turze, nie może wykorzystać Zapału.");
    expect(f.encounter?.combatants[0]?.zeal).toBe(zeal);
  });

  it("only the combatant whose turn it is buys Akcje", () => {
    const f = start({});
    const r = f.run((t) => buyAction(t, "goblin-2", rng(2)));
    expect(r.reason).toBe("Akcje liczy się w turze: teraz działa Goblin 1, nie Goblin 2.");
  });
});

describe("Umierający alone stops a combatant's actions (Aneks A, l. 1240–1255: its turn is its Test Przeżycia)", () => {
  it("'Na początku swojej tury postać musi wykonać Test Przeżycia': no Akcja, no Ruch, no Zapał, no attack — only the test", () => {
    const f = start({
      health: 0,
      zeal: 1,
      conditions: ["Umierający"],
      dying: { hits: 0, failedTests: 0, overflow: 1 },
    });
    const begun = f.encounter?.log?.find((l) => l.startsWith("Tura: Goblin 1")) ?? "";
    expect(begun).toMatch(/Test Przeżycia/);
    const dying = f.table.fighters.find((x) => x.id === "goblin-1");
    // The seeded test may stabilise it (then Nieprzytomny) or not (still Umierający): either way it does not act.
    expect(dying?.state.conditions.some((c) => c === "Umierający" || c === "Nieprzytomny")).toBe(true);
    expect(cannotAct(dying as NonNullable<typeof dying>).length).toBeGreaterThan(0);
    expect(turnView(f.table)).toMatchObject({
      actionsLeft: 0,
      movement: { metres: 0, noAction: true },
      noExtra: "none",
    });
    expect(f.run((t) => buyAction(t, "goblin-1", rng(2))).ok).toBe(false);
    const hit = f.run((t) => attack(t, { attacker: "goblin-1", target: "goblin-2" }, rng(3)));
    expect(hit.reason).toMatch(/^Goblin 1 \((Umierający|Nieprzytomny)\) nie może atakować\.$/);
  });

  it("Umierający without Nieprzytomny is enough, even with an Akcja left from before it fell", () => {
    const f = new MemoryFight("2× [[Goblin]]", index, "sessions/Sesja 01 - Las.md", {
      round: 1,
      turn: 0,
      combatants: [
        goblin(1, { health: 0, conditions: ["Umierający"], dying: { hits: 0, failedTests: 1, overflow: 1 } }),
        goblin(2),
      ],
    });
    const g = f.table.fighters.find((x) => x.id === "goblin-1");
    expect(g?.state.conditions).toEqual(["Umierający"]);
    expect(cannotAct(g as NonNullable<typeof g>)).toEqual(["Umierający"]);
    const other = f.run((t) => otherAction(t, "goblin-1", "ucieka", rng(4)));
    expect(other.reason).toBe("Goblin 1 nie wykonuje akcji w tej turze (Umierający).");
  });
});
