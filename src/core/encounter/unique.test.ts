import { describe, expect, it } from "vitest";
import { TEST_VAULT } from "../../../test/harness";
import { loadIndex } from "../../../test/vault-files";
import { seededRandom } from "../dice/random";
import { damageFighter, endEncounter, setCondition, startEncounter } from ".";
import { MemoryFight } from "./memory";
import { inFight } from "./resolve";
import { isUnique, keptAfter, keptResolver, readKeptNpcs, resetKept, writeKept } from "./unique";

/**
 * docs/en/encounters.md, unique characters (issue 27.7): a unique NPC's lasting changes are kept
 * between fights in the campaign note's `npcs` key, keyed by the stat block's link;
 * the next encounter that lists it starts from them; a GM resets one.
 */
const index = loadIndex(TEST_VAULT);
const NOTE = "sessions/Sesja 01 - Las.md";
const PELAGIUS = "rules/06. Bestiariusz/Rozdział II - Postacie Unikalne/Pelagius Caudex.md";
const resolve = keptResolver(index, NOTE);
const rng = (n: number) => ({ rng: seededRandom(n) });

describe("unique NPCs keep their lasting changes between fights", () => {
  it("the bestiary's Postacie Unikalne are unique; a Goblin is not", () => {
    expect(isUnique(index, PELAGIUS)).toBe(true);
    expect(isUnique(index, "rules/06. Bestiariusz/Rozdział I - Stworzenia/Goblin.md")).toBe(false);
  });

  it("two fights in a row: Pelagius starts the second with the Żywotność and Runiczny Pancerz the first left him", () => {
    const first = new MemoryFight("[[Pelagius Caudex]]\n[[Goblin]]", index, NOTE, null);
    expect(first.run((t) => startEncounter(t, rng(1))).ok).toBe(true);
    expect(first.run((t) => damageFighter(t, "pelagius-caudex", 9, "magical", rng(2))).ok).toBe(true);
    first.run((t) => setCondition(t, "pelagius-caudex", "Podpalony", true, 2, rng(3)));
    first.run((t) => setCondition(t, "pelagius-caudex", "Zatruty", true, null, rng(4)));
    first.run((t) => damageFighter(t, "goblin", 2, "physical", rng(5)));
    const p = inFight(first.table).find((f) => f.id === "pelagius-caudex");
    const [health, runic] = [p?.state.health, p?.runicArmor];
    expect(health).toBeLessThan(42);
    // A hit wears the Runiczny Pancerz (printed 3) before Żywotność.
    expect(runic).toBeLessThan(3);

    // "Zakończ walkę" offers to keep them: only the unique one, only what outlasts the scene.
    const offer = keptAfter(first.table, index);
    expect(offer.map((o) => o.key)).toEqual(["[[Pelagius Caudex]]"]);
    expect(offer[0]?.state).toMatchObject({ health, runicArmor: runic, conditions: ["Zatruty"] });
    expect(first.run((t) => endEncounter(t, rng(6))).ok).toBe(true);
    const campaign: Record<string, unknown> = { tags: ["kampania"] };
    writeKept(campaign, offer, resolve);
    expect(Object.keys(campaign.npcs as object)).toEqual(["[[Pelagius Caudex]]"]);

    const second = new MemoryFight("[[Pelagius Caudex]]\n[[Goblin]]", index, NOTE, null);
    second.setKept(readKeptNpcs(campaign.npcs, resolve).kept);
    const waiting = second.table.fighters.find((f) => f.id === "pelagius-caudex");
    expect(waiting?.state.health).toBe(Math.min(health ?? 0, waiting?.derived.maxHealth ?? 0));
    expect(second.run((t) => startEncounter(t, rng(7))).ok).toBe(true);
    const rec = second.encounter?.combatants.find((c) => c.id === "pelagius-caudex");
    expect(rec?.health).toBe(waiting?.state.health);
    expect(rec?.conditions).toContain("Zatruty");
    expect(rec?.runicArmor).toBe(runic);
    // The Goblin, not unique, starts whole.
    expect(second.table.fighters.find((f) => f.id === "goblin")?.state.health).toBe(
      second.table.fighters.find((f) => f.id === "goblin")?.derived.maxHealth,
    );
  });

  it("the fight says once that a unique NPC starts from its kept state: a note while it waits, none once it fights", () => {
    const campaign = { "[[Pelagius Caudex]]": { health: 12 } };
    const fight = new MemoryFight("[[Pelagius Caudex]]\n[[Goblin]]", index, NOTE, null);
    expect(fight.table.notes).toEqual([]);
    fight.setKept(readKeptNpcs(campaign, resolve, "Kampania.md").kept);
    // A note, not a problem: there is nothing for the GM to fix.
    expect(fight.table.notes).toEqual(["Pelagius Caudex zaczyna ze stanem zachowanym w Kampania.md (Żywotność 12)."]);
    expect(fight.table.problems).toEqual([]);
    // Initiative rolled: the record holds his 12 now; nothing is said twice.
    expect(fight.run((t) => startEncounter(t, rng(1))).ok).toBe(true);
    expect(fight.encounter?.combatants.find((c) => c.id === "pelagius-caudex")?.health).toBe(12);
    expect(fight.table.notes).toEqual([]);
  });

  it("in English, the kept state names the campaign note the GM chose", () => {
    const fight = new MemoryFight("[[Pelagius Caudex]]", index, NOTE, null, "en");
    fight.setKept(readKeptNpcs({ "[[Pelagius Caudex]]": { health: 7 } }, resolve, "Saga/Kampania.md", "en").kept);
    expect(fight.table.notes).toEqual(["Pelagius Caudex starts with the state kept in Saga/Kampania.md (Health 7)."]);
  });

  it("a GM resets one: its entry goes, other keys of the note stay", () => {
    const fm: Record<string, unknown> = {
      tags: ["kampania"],
      npcs: { "[[Pelagius Caudex]]": { health: 20 }, "[[Cień z Lasu]]": { health: 5 } },
    };
    expect(resetKept(fm, PELAGIUS, resolve)).toBe(true);
    expect(fm).toEqual({ tags: ["kampania"], npcs: { "[[Cień z Lasu]]": { health: 5 } } });
    expect(resetKept(fm, PELAGIUS, resolve)).toBe(false);
  });

  it("an unreadable entry is said in Polish and skipped; the rest are read", () => {
    const r = readKeptNpcs({ "[[Nikt]]": { health: 1 }, "[[Pelagius Caudex]]": { health: "12" } }, resolve);
    expect(r.problems).toEqual(["Kampania.md: w „npcs” nie znam karty „[[Nikt]]”; pomijam jej stan."]);
    expect(r.kept.get(PELAGIUS)).toMatchObject({ health: 12 });
  });
});
