import { describe, expect, it } from "vitest";
import { TEST_VAULT } from "../../../test/harness";
import { FIGHT_SOURCE, goblin } from "../../../test/fight-fixtures";
import { loadIndex } from "../../../test/vault-files";
import { scriptedRandom, seededRandom } from "../dice/random";
import {
  attack,
  delayTurn,
  damageFighter,
  endEncounter,
  healFighter,
  joinEncounter,
  nextTurn,
  removeFromEncounter,
  setCondition,
  startEncounter,
} from ".";
import type { AttackMode } from "./attack";
import { parseRoster } from "./grammar";
import { MemoryFight } from "./memory";
import { encounterValue, readEncounter } from "./record";

const index = loadIndex(TEST_VAULT);
const SOURCE = FIGHT_SOURCE;
const GOBLINS = "2× [[Goblin]]";
const fight = (block: string, encounter?: unknown) => new MemoryFight(block, index, SOURCE, encounter);
const state = (f: MemoryFight, id: string) => f.table.fighters.find((x) => x.id === id)?.state;

describe("the hbm-walka block (issue 14: who takes part, one per line)", () => {
  it("reads PC links, counted stat blocks, forms and ad-hoc NPCs", () => {
    const r = parseRoster(
      "[[Kamila Wróbel]]\n3× [[Goblin]]\n[[Karolina Fey]] | forma 2\nStrażnik: Ciało 3, Umysł 2, Dusza 2, Żywotność 12, Pancerz 1\n# komentarz",
    );
    expect(r.errors).toEqual([]);
    expect(r.entries.map((e) => [e.kind, e.count, e.kind === "ref" ? e.form : e.name])).toEqual([
      ["ref", 1, null],
      ["ref", 3, null],
      ["ref", 1, 1],
      ["adhoc", 1, "Strażnik"],
    ]);
    const s = r.entries[3];
    expect(s?.kind === "adhoc" && s.stats).toMatchObject({ body: 3, mind: 2, soul: 2, health: 12, armor: 1 });
  });

  it("quotes a bad line in Polish and keeps the others", () => {
    const r = parseRoster(
      "[[Kamila Wróbel]]\nStrażnik: Ciało trzy, Umysł 2, Dusza 2\n0× [[Goblin]]\nktoś tam\n[[Goblin]] | szybko",
    );
    expect(r.entries).toHaveLength(1);
    expect(r.errors.map((e) => e.message)).toEqual([
      "Linia 2: „Strażnik: Ciało trzy, Umysł 2, Dusza 2”: „Ciało trzy”: wartość „trzy” nie jest liczbą.",
      "Linia 3: „0× [[Goblin]]”: liczba kopii musi być od 1 do 30 (jest 0).",
      "Linia 4: „ktoś tam”: oczekiwano linku do postaci („[[Kamila Wróbel]]”, „3× [[Goblin]]”) albo postaci z liczbami („Strażnik: Ciało 3, Umysł 2, Dusza 2, Żywotność 12”).",
      "Linia 5: „[[Goblin]] | szybko”: nie znam opcji „szybko” (znam: „forma N”).",
    ]);
  });

  it("names NPC instances one per copy, and an unknown note is a message, not a crash", () => {
    const f = fight(`[[Kamila Wróbel]]\n${GOBLINS}\n[[Nikt Taki]]`);
    expect(f.table.fighters.map((x) => [x.id, x.name, x.kind])).toEqual([
      ["pc-kamila-wrobel", "Kamila Wróbel", "pc"],
      ["goblin-1", "Goblin 1", "npc"],
      ["goblin-2", "Goblin 2", "npc"],
    ]);
    expect(f.table.problems).toEqual(["Linia 3: „[[Nikt Taki]]”: nie znam postaci „Nikt Taki”."]);
  });

  it("a form picks that form's printed values as the instance's maxima", () => {
    const f = fight("[[Cień z Lasu]] | forma 2");
    expect(f.table.fighters[0]?.derived.maxHealth).toBe(28);
    expect(f.table.fighters[0]?.state.health).toBe(28);
  });
});

describe("initiative (docs/en/rules.md Derived values; NPCs and encounters)", () => {
  it("rolls for everyone once, orders descending, and the first combatant's turn begins", () => {
    const f = fight(`[[Kamila Wróbel]]\n${GOBLINS}`);
    // Kamila 2k6 = 6+6 (+7) = 19; Goblin 1: 1+1 (+4) = 6; Goblin 2: 3+3 (+4) = 10.
    const step = f.run((t) => startEncounter(t, { rng: scriptedRandom([6, 6, 1, 1, 3, 3]) }));
    expect(step.ok).toBe(true);
    expect(f.encounter?.combatants.map((c) => [c.id, c.initiative])).toEqual([
      ["pc-kamila-wrobel", 19],
      ["goblin-2", 10],
      ["goblin-1", 6],
    ]);
    expect(f.encounter?.round).toBe(1);
    expect(f.encounter?.turn).toBe(0);
    expect(step.log[0]).toBe("Inicjatywa: Kamila Wróbel 19 (6+6+7), Goblin 2 10 (3+3+4), Goblin 1 6 (1+1+4)");
    expect(step.log.at(-1)).toBe("Tura: Kamila Wróbel");
  });

  it("Decision: a tie goes to the higher Inicjatywa, then to a 1k6 roll-off", () => {
    const f = fight(
      "Szybki: Ciało 2, Umysł 2, Dusza 2, Inicjatywa 6\nWolny: Ciało 2, Umysł 2, Dusza 2, Inicjatywa 2\nBliźniak: Ciało 2, Umysł 2, Dusza 2, Inicjatywa 2",
    );
    // Szybki 2+2+6 = 10; Wolny 4+4+2 = 10; Bliźniak 4+4+2 = 10, then roll-off Wolny 2, Bliźniak 5.
    f.run((t) => startEncounter(t, { rng: scriptedRandom([2, 2, 4, 4, 4, 4, 2, 5]) }));
    expect(f.encounter?.combatants.map((c) => c.id)).toEqual(["szybki", "blizniak", "wolny"]);
  });

  it("printed initiative dice (4k6+2) are rolled as printed", () => {
    const f = fight("Smok: Ciało 5, Umysł 5, Dusza 5, Inicjatywa 4k6+2");
    const step = f.run((t) => startEncounter(t, { rng: scriptedRandom([1, 2, 3, 4]) }));
    expect(f.encounter?.combatants[0]?.initiative).toBe(12);
    expect(step.log[0]).toBe("Inicjatywa: Smok 12 (1+2+3+4+2)");
  });

  it("a combatant added mid-fight rolls and is slotted in; the current turn stays with whoever had it", () => {
    const f = fight(`${GOBLINS}\n[[Kamila Wróbel]]`, { round: 1, turn: 1, combatants: [goblin(1), goblin(2)] });
    expect(f.table.fighters.map((x) => [x.id, x.record !== null])).toEqual([
      ["goblin-1", true],
      ["goblin-2", true],
      ["pc-kamila-wrobel", false],
    ]);
    // Kamila: 5+4+7 = 16 beats both goblins (9 and 8): she goes first, from the next round.
    const step = f.run((t) => joinEncounter(t, "pc-kamila-wrobel", { rng: scriptedRandom([5, 4]) }));
    expect(f.encounter?.combatants.map((c) => c.id)).toEqual(["pc-kamila-wrobel", "goblin-1", "goblin-2"]);
    expect(f.encounter?.turn).toBe(2);
    expect(step.log[0]).toMatch(
      /Kamila Wróbel dołącza do walki: inicjatywa Kamila Wróbel 16 .*działa od następnej rundy/,
    );
  });
});

describe("joining on a full tie (docs/en/rules.md Decision: ties go to the higher Inicjatywa, then to a 1k6 roll-off)", () => {
  const twins = "Wolny: Ciało 2, Umysł 2, Dusza 2, Inicjatywa 2\nBliźniak: Ciało 2, Umysł 2, Dusza 2, Inicjatywa 2";
  const joinTied = (rolls: number[]) => {
    const f = fight(twins);
    // Wolny 4+4+2 = 10, Bliźniak 1+1+2 = 4; Bliźniak leaves, then joins again with 4+4+2 = 10: a full tie with Wolny.
    f.run((t) => startEncounter(t, { rng: scriptedRandom([4, 4, 1, 1]) }));
    f.run((t) => removeFromEncounter(t, "blizniak", { rng: seededRandom(1) }));
    const step = f.run((t) => joinEncounter(t, "blizniak", { rng: scriptedRandom([4, 4, ...rolls]) }));
    return { order: f.encounter?.combatants.map((c) => c.id), log: step.log[0] };
  };

  it("the newcomer who wins the roll-off goes first; equal roll-offs are rolled again", () => {
    const won = joinTied([3, 3, 6, 2]);
    expect(won.order).toEqual(["blizniak", "wolny"]);
    expect(won.log).toMatch(/dogrywka 3:3 z Wolny, 6:2 z Wolny/);
  });

  it("the newcomer who loses it goes after", () => {
    expect(joinTied([1, 5]).order).toEqual(["wolny", "blizniak"]);
  });
});

describe("the start of each turn, the first of every round included (docs/en/rules.md Non-player characters and encounters)", () => {
  it("the first combatant of round 2 regains Zapał and burns (Podpalony)", () => {
    const f = fight(GOBLINS, {
      round: 1,
      turn: 1,
      combatants: [goblin(1, { zeal: 0, conditions: ["Podpalony"] }), goblin(2)],
    });
    const step = f.run((t) => nextTurn(t, { rng: seededRandom(1) }));
    expect(f.encounter).toMatchObject({ round: 2, turn: 0 });
    // Podpalony: 1 environmental damage, Pancerz does not count.
    expect(f.encounter?.combatants[0]).toMatchObject({ zeal: 1, health: 9 });
    expect(step.log).toEqual([
      "Runda 2",
      "Tura: Goblin 1 · Zapał: 0 → 1/1 · Podpalony: 1 punkt obrażeń Środowiskowych · Obrażenia 1: Żywotność 1 · Żywotność: 10 → 9/10",
    ]);
    expect(f.encounter?.log).toEqual(step.log);
  });

  it("two Goblins keep separate Żywotność", () => {
    const f = fight(GOBLINS, { round: 1, turn: 0, combatants: [goblin(1), goblin(2)] });
    f.run((t) => damageFighter(t, "goblin-1", 5, "physical", { rng: seededRandom(1) }));
    expect(state(f, "goblin-1")?.health).toBe(6);
    expect(state(f, "goblin-2")?.health).toBe(10);
    expect(f.encounter?.combatants.map((c) => c.health)).toEqual([6, 10]);
  });

  it("a dying NPC makes its Test Przeżycia at the start of its turn: passed, it is stabilised and Nieprzytomny", () => {
    const f = fight(GOBLINS, {
      round: 1,
      turn: 1,
      combatants: [
        goblin(1, { health: 0, conditions: ["Umierający"], dying: { hits: 0, failedTests: 0, overflow: 3 } }),
        goblin(2),
      ],
    });
    // Overflow 3 → 4:2; pool Ciało 3 + Wytrzymałość 1 = 4 dice: 6 5 1 2 → 2 successes.
    const step = f.run((t) => nextTurn(t, { rng: scriptedRandom([6, 5, 1, 2]) }));
    const g = f.encounter?.combatants[0];
    expect(g?.conditions).toEqual(["Nieprzytomny"]);
    expect(g?.dying).toBeNull();
    expect(step.log[1]).toMatch(
      /^Tura: Goblin 1 · Test Przeżycia 4:2: 6 5 1 2 → 2 sukcesy · Test Przeżycia zdany: ustabilizowany, Nieprzytomny · Nieprzytomny: nie wykonuje akcji w tej turze$/,
    );
  });

  it("a dying NPC that fails twice dies, and is skipped from then on", () => {
    const f = fight(GOBLINS, {
      round: 1,
      turn: 1,
      combatants: [
        goblin(1, { health: 0, conditions: ["Umierający"], dying: { hits: 0, failedTests: 1, overflow: 1 } }),
        goblin(2),
      ],
    });
    f.run((t) => nextTurn(t, { rng: scriptedRandom([1, 2, 3, 1]) }));
    expect(f.encounter?.combatants[0]?.conditions).toContain("Martwy");
    f.run((t) => nextTurn(t, { rng: seededRandom(3) })); // Goblin 2
    const step = f.run((t) => nextTurn(t, { rng: seededRandom(4) }));
    expect(step.log).toEqual(["Runda 3", "Goblin 1: Martwy, pominięty.", "Tura: Goblin 2"]);
    expect(f.encounter).toMatchObject({ round: 3, turn: 1 });
  });

  it("Nieprzytomny and Obezwładniony take no action but still burn and regain Zapał", () => {
    const f = fight(GOBLINS, {
      round: 1,
      turn: 0,
      combatants: [goblin(1), goblin(2, { zeal: 0, conditions: ["Obezwładniony", "Podpalony"] })],
    });
    const step = f.run((t) => nextTurn(t, { rng: seededRandom(1) }));
    expect(f.encounter?.combatants[1]).toMatchObject({ zeal: 1, health: 9 });
    expect(step.log.at(-1)).toMatch(/Obezwładniony: nie wykonuje akcji w tej turze$/);
  });

  it("a condition given for 1 round, on its bearer's own turn, holds at its next turn start and ends at the one after (docs/en/rules.md Decision)", () => {
    const f = fight(GOBLINS, { round: 1, turn: 0, combatants: [goblin(1), goblin(2)] });
    f.run((t) => setCondition(t, "goblin-1", "Oszołomiony", true, 1, { rng: seededRandom(1) }));
    expect(f.encounter?.combatants[0]).toMatchObject({
      conditions: ["Oszołomiony"],
      effects: [{ name: "Oszołomiony", until: "round 3" }],
    });
    f.run((t) => nextTurn(t, { rng: seededRandom(2) }));
    f.run((t) => nextTurn(t, { rng: seededRandom(3) })); // round 2: Goblin 1's next turn, still Oszołomiony
    expect(f.encounter?.combatants[0]?.conditions).toEqual(["Oszołomiony"]);
    f.run((t) => nextTurn(t, { rng: seededRandom(4) }));
    const step = f.run((t) => nextTurn(t, { rng: seededRandom(5) }));
    expect(f.encounter?.combatants[0]?.conditions).toEqual([]);
    expect(f.encounter?.combatants[0]?.effects).toBeUndefined();
    expect(step.log.at(-1)).toBe("Tura: Goblin 1 · koniec: Oszołomiony");
  });

  it("a PC's state changes come back as PC changes (its note is written, not the encounter)", () => {
    const f = fight(`[[Kamila Wróbel]]\n${GOBLINS}`, {
      round: 1,
      turn: 2,
      combatants: [{ id: "pc-kamila-wrobel", ref: "[[Kamila Wróbel]]", initiative: 15 }, goblin(1), goblin(2)],
    });
    const s1 = f.run((t) => setCondition(t, "pc-kamila-wrobel", "Podpalony", true, null, { rng: seededRandom(1) }));
    expect(s1.pc.map((p) => [p.path, p.after.conditions])).toEqual([
      ["player-characters/Kamila Wróbel.md", ["Podpalony"]],
    ]);
    const s2 = f.run((t) => nextTurn(t, { rng: seededRandom(1) }));
    expect(s2.pc[0]?.after.health).toBe(15);
    expect(f.encounter?.combatants[0]).toEqual({ id: "pc-kamila-wrobel", ref: "[[Kamila Wróbel]]", initiative: 15 });
  });

  it("Czekaj: the current combatant acts after the next one, without a second start of turn", () => {
    const f = fight(GOBLINS, { round: 1, turn: 0, combatants: [goblin(1, { zeal: 0 }), goblin(2, { zeal: 0 })] });
    const d = f.run((t) => delayTurn(t, { rng: seededRandom(1) }));
    expect(f.encounter?.combatants.map((c) => [c.id, c.delayed ?? false])).toEqual([
      ["goblin-2", false],
      ["goblin-1", true],
    ]);
    expect(d.log).toEqual(["Goblin 1 czeka: działa po Goblin 2.", "Tura: Goblin 2 · Zapał: 0 → 1/1"]);
    const n = f.run((t) => nextTurn(t, { rng: seededRandom(1) }));
    expect(n.log).toEqual(["Goblin 1: działa teraz (czekał(a) na swoją kolej)."]);
    expect(f.encounter?.combatants[1]?.zeal).toBe(0);
  });

  it("removing the combatant whose turn it is begins the next one's turn", () => {
    const f = fight(GOBLINS, { round: 1, turn: 0, combatants: [goblin(1), goblin(2, { zeal: 0 })] });
    const step = f.run((t) => removeFromEncounter(t, "goblin-1", { rng: seededRandom(1) }));
    expect(f.encounter?.combatants.map((c) => c.id)).toEqual(["goblin-2"]);
    expect(step.log).toEqual(["Goblin 1 opuszcza walkę.", "Tura: Goblin 2 · Zapał: 0 → 1/1"]);
  });
});

/** Kamila against two Goblins, the first one under `condition`, in round 1. */
const withGoblinOne = (condition: string) =>
  fight(`[[Kamila Wróbel]]\n${GOBLINS}`, {
    round: 1,
    turn: 0,
    combatants: [
      { id: "pc-kamila-wrobel", ref: "[[Kamila Wróbel]]", initiative: 15 },
      goblin(1, { conditions: [condition] }),
      goblin(2),
    ],
  });

/** One attack in the fight `f`, its dice scripted. */
const strike = (f: ReturnType<typeof fight>, attacker: string, target: string, mode: AttackMode, dice: number[]) =>
  f.run((t) => attack(t, { attacker, target, mode }, { rng: scriptedRandom(dice) }));

describe("attack (docs/en/rules.md Attack) and the damage pipeline", () => {
  const table = () =>
    fight(`[[Kamila Wróbel]]\n${GOBLINS}`, {
      round: 1,
      turn: 0,
      combatants: [{ id: "pc-kamila-wrobel", ref: "[[Kamila Wróbel]]", initiative: 15 }, goblin(1), goblin(2)],
    });

  it("melee: the opposed test's loser takes the winner's successes + weapon damage; Pancerz absorbs", () => {
    const f = table();
    // Kamila Ciało 3 + Walka Wręcz 2 = 5 dice: 6 6 5 1 2 → 3; Goblin 3 + 2 = 5 dice: 4 1 1 2 3 → 1.
    const step = strike(f, "pc-kamila-wrobel", "goblin-1", "melee", [6, 6, 5, 1, 2, 4, 1, 1, 2, 3]);
    // Sztylet +S with S = 3 → 3; Goblin's Pancerz 1 → 2 to Żywotność.
    expect(step.log[0]).toBe(
      "Kamila Wróbel atakuje Goblin 1 wręcz: Ciało + Walka Wręcz vs Ciało + Walka Wręcz → 6 6 5 1 2 (3) vs 4 1 1 2 3 (1) → trafia Goblin 1 · Sztylet +S (S=3) = 3 · Goblin 1: Obrażenia 3: Pancerz 1, Żywotność 2, Żywotność: 10 → 8/10",
    );
    expect(state(f, "goblin-1")?.health).toBe(8);
    expect(state(f, "goblin-2")?.health).toBe(10);
  });

  it("melee: the attacker can lose and be hit with the defender's weapon", () => {
    const f = table();
    const step = strike(f, "pc-kamila-wrobel", "goblin-1", "melee", [1, 1, 1, 1, 2, 6, 6, 1, 1, 1]);
    // Goblin wins with 2 successes; Zardzewiały nóż 1+S = 3; Kamila's Pancerz 1 → 2.
    expect(step.log[0]).toMatch(
      /→ Goblin 1 wygrywa i trafia Kamila Wróbel · Zardzewiały nóż 1\+S \(S=2\) = 3 · Kamila Wróbel: Obrażenia 3: Pancerz 1, Żywotność 2/,
    );
    expect(step.pc[0]?.after.health).toBe(14);
  });

  it("dodge: the defender's successes are subtracted; at 0 or less the attack misses", () => {
    const f = table();
    const miss = strike(f, "goblin-1", "pc-kamila-wrobel", "melee-dodge", [6, 1, 1, 1, 1, 6, 5, 1, 1, 1]);
    expect(miss.log[0]).toMatch(/unik Ciało \+ Refleks → 6 5 1 1 1 \(2 sukcesy\) → Kamila Wróbel unika$/);
    expect(miss.pc).toEqual([]);
    const hit = f.run((t) =>
      attack(
        t,
        {
          attacker: "goblin-1",
          target: "pc-kamila-wrobel",
          mode: "ranged-dodge",
          weapon: "S+1k6",
          weaponName: "Kamień",
        },
        { rng: scriptedRandom([6, 6, 6, 1, 5, 1, 1, 1, 4]) },
      ),
    );
    // Ciało 3 + Umiejętności Strzeleckie 0 = 3 dice → 3 successes; dodge 1 → 2 count; S+1k6 = 2 + 4 = 6; Pancerz 1 → 5.
    expect(hit.log[0]).toMatch(
      /unik nieudany, liczy się 2 sukcesy · Kamień S\+1k6 \(S=2; kości: 4\) = 6 · Kamila Wróbel: Obrażenia 6: Pancerz 1, Żywotność 5/,
    );
  });

  it("Aneks A: a Nieprzytomny or Obezwładniony combatant cannot attack", () => {
    for (const condition of ["Nieprzytomny", "Obezwładniony"]) {
      const f = withGoblinOne(condition);
      const step = f.run((t) =>
        attack(t, { attacker: "goblin-1", target: "pc-kamila-wrobel", mode: "melee" }, { rng: seededRandom(1) }),
      );
      expect(step.ok, condition).toBe(false);
      expect(step.reason, condition).toBe(`Goblin 1 (${condition}) nie może atakować.`);
    }
  });

  it("Aneks A: a Nieprzytomny or Obezwładniony target neither defends nor dodges; the attack is rolled alone at T 2", () => {
    for (const [condition, mode] of [
      ["Nieprzytomny", "melee"],
      ["Obezwładniony", "melee-dodge"],
      ["Nieprzytomny", "ranged-dodge"],
    ] as const) {
      const f = withGoblinOne(condition);
      // Kamila's 5 dice (melee) or 3 dice (ranged): 2s count at T 2, 1s fail; no defence dice are drawn.
      const step = f.run((t) =>
        attack(t, { attacker: "pc-kamila-wrobel", target: "goblin-1", mode }, { rng: scriptedRandom([2, 2, 1, 1, 1]) }),
      );
      expect(step.log[0], `${condition} ${mode}`).toMatch(
        new RegExp(`Goblin 1 \\(${condition}\\) się nie broni; .* 2:1 → 2 2 1 .*\\(2 sukcesy\\)`),
      );
      // Sztylet +S with S = 2; the Goblin's Pancerz 1 → 1 to Żywotność.
      expect(state(f, "goblin-1")?.health, `${condition} ${mode}`).toBe(9);
    }
  });

  it("a hit to 0 makes the target Umierający with the overflow; healing above 0 ends it", () => {
    const f = table();
    f.run((t) => damageFighter(t, "goblin-1", 14, "physical", { rng: seededRandom(1) }));
    // 14 − Pancerz 1 = 13 ≥ Ciało + Umysł + Dusza (5): Oszołomiony as well.
    expect(f.encounter?.combatants[1]).toMatchObject({
      health: 0,
      conditions: ["Oszołomiony", "Umierający"],
      dying: { hits: 0, failedTests: 0, overflow: 3 },
    });
    f.run((t) => healFighter(t, "goblin-1", 4, { rng: seededRandom(1) }));
    expect(f.encounter?.combatants[1]).toMatchObject({ health: 4, conditions: ["Oszołomiony"], dying: null });
  });
});

describe("the encounter frontmatter value (docs/en/notes.md: the encounter key)", () => {
  it("round-trips, and reports what it cannot read in Polish, keeping the rest", () => {
    const value = {
      round: 2,
      turn: 1,
      combatants: [
        { id: "pc-kamila", ref: "[[Kamila Wróbel]]", initiative: 17 },
        {
          id: "goblin-1",
          ref: "[[Goblin]]",
          name: "Goblin 1",
          initiative: 12,
          form: 0,
          health: 6,
          mana: 0,
          zeal: 1,
          conditions: ["Podpalony"],
          dying: null,
          effects: [{ name: "Oszołomiony", until: "round 3" }],
        },
      ],
    };
    const r = readEncounter(value);
    expect(r.problems).toEqual([]);
    expect(encounterValue(r.encounter!)).toEqual(value);
    const bad = readEncounter({
      round: "dwa",
      turn: 9,
      combatants: [{ id: "a", initiative: "x", health: -2, conditions: ["Zmęczony"] }, "b", { ref: "[[Goblin]]" }],
    });
    expect(bad.problems).toEqual([
      "encounter.round: „dwa” nie jest numerem rundy (liczba od 1); przyjmuję 1.",
      "a: inicjatywa „x” nie jest liczbą.",
      "a: health „-2” nie jest liczbą ≥ 0; pomijam.",
      "a: nie znam stanu „Zmęczony”; zostawiam go jak jest.",
      "encounter.combatants[1] nie jest mapą; pomijam.",
      "encounter.combatants[2]: brak „id”; pomijam.",
      "encounter.turn: „9” nie wskazuje uczestnika (0–0); przyjmuję 0.",
    ]);
    expect(bad.encounter?.combatants).toEqual([{ id: "a", initiative: null, conditions: ["Zmęczony"] }]);
    expect(readEncounter("walka").problems[0]).toMatch(/nie jest mapą/);
  });

  it("Zakończ walkę gives a one-line summary and clears the key", () => {
    const f = fight(GOBLINS, {
      round: 3,
      turn: 0,
      combatants: [goblin(1, { health: 4 }), goblin(2, { conditions: ["Martwy"] })],
    });
    const end = endEncounter(f.table, { rng: seededRandom(1) });
    expect(end.encounter).toBeNull();
    expect(end.summary).toBe("Koniec walki po 3 rundach: Goblin 1 4/10, Goblin 2 Martwy.");
  });
});
