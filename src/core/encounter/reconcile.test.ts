import { describe, expect, it } from "vitest";
import { TEST_VAULT } from "../../../test/harness";
import { loadIndex } from "../../../test/vault-files";
import { seededRandom } from "../dice/random";
import { damageFighter, nextTurn, removeFromEncounter, startEncounter } from ".";
import { MemoryFight } from "./memory";
import { inFight } from "./resolve";

/**
 * Issue 27.6: the block and the `encounter` record reconcile by who each combatant
 * is. A PC once whatever its id; NPC records matched to block lines by note and
 * count; nothing twice; a record entry no line describes gets a notice and stays
 * until the GM removes it.
 */
const index = loadIndex(TEST_VAULT);
const NOTE = "sessions/Sesja 01 - Las.md";
const names = (f: MemoryFight) => f.table.fighters.map((x) => `${x.name}${x.record ? "" : " (czeka)"}`);
const rng = (n: number) => ({ rng: seededRandom(n) });

describe("a record written by hand or by an older version, with other ids than the block's", () => {
  it("a PC appears once whatever its id; NPCs match their lines by note and count, keeping their state", () => {
    const f = new MemoryFight("[[Kamila Wróbel]]\n2× [[Goblin]]", index, NOTE, {
      round: 2,
      turn: 1,
      combatants: [
        { id: "kamila", ref: "[[Kamila Wróbel]]", initiative: 15 },
        { id: "g-a", ref: "[[Goblin]]", name: "Goblin A", initiative: 12, health: 3 },
        { id: "g-b", ref: "[[Goblin]]", name: "Goblin B", initiative: 9 },
      ],
    });
    expect(names(f)).toEqual(["Kamila Wróbel", "Goblin A", "Goblin B"]);
    expect(f.table.fighters.map((x) => x.id)).toEqual(["pc-kamila-wrobel", "goblin-1", "goblin-2"]);
    expect(f.table.fighters[1]?.state.health).toBe(3);
    expect(f.table.problems).toEqual([]);
    // The next step writes the block's ids: the record and the block agree from then on.
    expect(f.run((t) => nextTurn(t, rng(1))).ok).toBe(true);
    expect(f.encounter?.combatants.map((c) => c.id)).toEqual(["pc-kamila-wrobel", "goblin-1", "goblin-2"]);
  });

  it("the same PC twice in the record (two ids) is counted once, with a notice", () => {
    const f = new MemoryFight("[[Kamila Wróbel]]\n[[Goblin]]", index, NOTE, {
      round: 1,
      turn: 2,
      combatants: [
        { id: "pc-kamila-wrobel", ref: "[[Kamila Wróbel]]", initiative: 15 },
        { id: "goblin", ref: "[[Goblin]]", name: "Goblin", initiative: 12 },
        { id: "kamila-old", ref: "[[Kamila Wróbel]]", initiative: 7 },
      ],
    });
    expect(names(f)).toEqual(["Kamila Wróbel", "Goblin"]);
    expect(f.table.problems).toEqual([
      "Kamila Wróbel był w zapisie walki dwa razy („pc-kamila-wrobel” i „kamila-old”); liczę go raz.",
    ]);
    // The turn pointed at the dropped entry: it points into the list again.
    expect(f.table.encounter?.turn).toBe(0);
  });
});

describe("the GM edits the block mid-fight", () => {
  const fight = () => {
    const f = new MemoryFight(
      "[[Kamila Wróbel]]\n2× [[Goblin]]\nStrażnik: Ciało 3, Umysł 2, Dusza 2, Żywotność 12",
      index,
      NOTE,
      null,
    );
    expect(f.run((t) => startEncounter(t, rng(7))).ok).toBe(true);
    expect(f.run((t) => damageFighter(t, "goblin-2", 4, "physical", rng(8))).ok).toBe(true);
    return f;
  };

  it("adds a Goblin: the third waits to join, the two fighting keep their state, nobody twice", () => {
    const f = fight();
    const hurt = f.table.fighters.find((x) => x.id === "goblin-2")?.state.health;
    f.setSource("[[Kamila Wróbel]]\n3× [[Goblin]]\nStrażnik: Ciało 3, Umysł 2, Dusza 2, Żywotność 12");
    expect(inFight(f.table)).toHaveLength(4);
    expect(f.table.fighters.filter((x) => !x.record).map((x) => x.name)).toEqual(["Goblin 3"]);
    expect(f.table.fighters.find((x) => x.id === "goblin-2")?.state.health).toBe(hurt);
    expect(new Set(f.table.fighters.map((x) => x.id)).size).toBe(f.table.fighters.length);
    expect(f.table.problems).toEqual([]);
  });

  it("removes a Goblin: the one no line describes stays in the fight with a notice until the GM removes it", () => {
    const f = fight();
    f.setSource("[[Kamila Wróbel]]\n[[Goblin]]\nStrażnik: Ciało 3, Umysł 2, Dusza 2, Żywotność 12");
    expect(inFight(f.table)).toHaveLength(4);
    expect(f.table.problems).toEqual([
      "Goblin 2 jest w zapisie walki (klucz „encounter”), ale żadna linia bloku go nie opisuje; zostaje w walce, dopóki go nie usuniesz („Usuń z walki”).",
    ]);
    const orphan = inFight(f.table).find((x) => x.name === "Goblin 2");
    expect(orphan).toBeDefined();
    expect(f.run((t) => removeFromEncounter(t, orphan?.id ?? "", rng(9))).ok).toBe(true);
    expect(f.table.problems).toEqual([]);
    expect(names(f).sort()).toEqual(["Goblin 1", "Kamila Wróbel", "Strażnik"]);
  });

  it("renames the ad-hoc line: the same stats are the same combatant, under its new name", () => {
    const f = fight();
    f.run((t) => damageFighter(t, "straznik", 5, "physical", rng(10)));
    f.setSource("[[Kamila Wróbel]]\n2× [[Goblin]]\nStrażnik bramy: Ciało 3, Umysł 2, Dusza 2, Żywotność 12");
    const guard = f.table.fighters.filter((x) => x.name.startsWith("Strażnik"));
    expect(guard.map((x) => [x.name, x.state.health, !!x.record])).toEqual([["Strażnik bramy", 7, true]]);
    expect(f.table.problems).toEqual([]);
  });

  it("one Goblin becomes two: the fighting one is Goblin 1, the new one Goblin 2 waits", () => {
    const f = new MemoryFight("[[Kamila Wróbel]]\n[[Goblin]]", index, NOTE, null);
    f.run((t) => startEncounter(t, rng(3)));
    f.setSource("[[Kamila Wróbel]]\n2× [[Goblin]]");
    expect(names(f).sort()).toEqual(["Goblin 1", "Goblin 2 (czeka)", "Kamila Wróbel"]);
  });
});
