import { describe, expect, it } from "vitest";
import { scriptedRandom } from "../dice/random";
import { encounterValue, readEncounter } from "../encounter/record";
import { computeDerived } from "../rules/derived";
import { spellEffects } from "../spells/effects";
import type { CasterValues } from "../spells/formula";
import type { Action } from "./actions";
import { apply, type Outcome, type Transition } from "./apply";
import { violations } from "./invariants";
import { renderMessages } from "./messages";
import { emptyState, readState, writeState, type PlayState } from "./state";
import type { Subject } from "./subject";

/** A subject built by hand: a Goblin-like stat block or a PC. */
function make(
  name: string,
  attrs: { body: number; mind: number; soul: number },
  skills: Record<string, number>,
  over: Partial<PlayState> = {},
  base: { maxHealth?: number; armor?: number } = {},
  talents: string[] = [],
): Subject {
  const build = {
    attributes: { ...attrs, powerLevel: 10 },
    skills,
    talents: talents.map((canonical) => ({ canonical, count: 1 })),
    wornArmor: null,
    isPowerSource: false,
  };
  const d = computeDerived({ ...build, conditions: [] }).derived;
  const derived = { ...d, ...base };
  return {
    id: name,
    name,
    kind: "npc-statblock",
    build,
    base: derived,
    talents,
    discipline: null,
    equipment: [],
    editable: false,
    state: emptyState({ health: derived.maxHealth, mana: derived.maxMana, zeal: derived.maxZeal, ...over }),
  };
}

const goblin = () => make("Goblin 1", { body: 3, mind: 2, soul: 2 }, { Refleks: 1 }, {}, { maxHealth: 12, armor: 1 });
/** A caster with Zdolności Magiczne 4 and Oddanie 5. */
const caster: CasterValues = {
  body: 2,
  mind: 4,
  soul: 3,
  magicDice: 2,
  skills: { "Zdolności Magiczne": 4, Oddanie: 5 },
};

function ok(o: Outcome): Transition {
  if (!o.ok) throw new Error(renderMessages([o.message]).join(""));
  return o;
}

function run(s: Subject, a: Action, faces: number[]): { s: Subject; t: Transition } {
  const t = ok(apply(s, a, scriptedRandom(faces)));
  const next = { ...s, state: t.state };
  expect(violations(next, next.state)).toEqual([]);
  return { s: next, t };
}

const fireball = spellEffects({ duration: "Natychmiastowe" }, "", "spells/academic/fire-magic/fireball.md");
const magicShield = spellEffects({ duration: "2 rundy" }, "", "spells/general/magic-shield.md");
const healingTouch = spellEffects({}, "", "spells/sacred/common-prayers/healing-touch.md");

describe("spell effects on one target (issue 26 item 3)", () => {
  it("Kula Ognia on a Goblin: damage = Zdolności Magiczne, a failed save → Podpalony for 3 rounds, burning three times", () => {
    // Caster rolled 2 successes: the Goblin's save is Ciało (Refleks) 4:2 with 3 + 1 = 4 dice.
    let { s, t } = run(
      goblin(),
      {
        kind: "spellEffects",
        spell: { name: "Kula Ognia" },
        effects: fireball.effects,
        duration: fireball.duration,
        casterSuccesses: 2,
        caster,
        round: 1,
        targetHasActed: true,
      },
      [1, 2, 3, 4],
    );
    const lines = renderMessages(t.messages).join(" · ");
    // 4 magical damage; the Goblin's Pancerz 1 takes 1 (rules/tables.ts: Pancerz stops magical damage too).
    expect(lines).toContain("Kula Ognia: obrażenia Zdolności Magiczne = 4");
    expect(lines).toContain("Obrażenia 4: Pancerz 1, Żywotność 3");
    expect(s.state.health).toBe(9);
    expect(t.rolls.map((r) => r.faces)).toContainEqual([1, 2, 3, 4]);
    const save = t.rolls.find((r) => r.label.includes("Refleks"));
    expect(save).toMatchObject({ threshold: 4, required: 2, successes: 1, passed: false });
    expect(lines).toContain("test obronny Ciało (Refleks) 4:2: 1 2 3 4 → 1 sukces: nieudany");
    expect(s.state.conditions).toContain("Podpalony");
    expect(s.state.effects).toContainEqual({ name: "Podpalony", until: "round 5" });
    const before = s.state.health;
    for (const round of [2, 3, 4, 5]) ({ s, t } = run(s, { kind: "startTurn", round }, []));
    // Burned at the starts of rounds 2, 3 and 4; gone at the start of round 5.
    expect(s.state.health).toBe(before - 3);
    expect(s.state.conditions).not.toContain("Podpalony");
    expect(renderMessages(t.messages, "en").join(" ")).toContain("ended: Podpalony");
  });

  it("Kula Ognia: a passed save keeps Podpalony off; damage still lands", () => {
    const { s, t } = run(
      goblin(),
      {
        kind: "spellEffects",
        spell: { name: "Kula Ognia" },
        effects: fireball.effects,
        casterSuccesses: 1,
        caster,
        round: 1,
      },
      [4, 5, 6, 1],
    );
    expect(s.state.conditions).not.toContain("Podpalony");
    expect(s.state.health).toBeLessThan(12);
    expect(renderMessages(t.messages, "en").join(" ")).toContain("resisted");
  });

  it("Magiczna Tarcza sets magicShield (⌈ZM/2⌉+1 = 3), which absorbs a hit point for point and breaks", () => {
    const pc = make("Kamila", { body: 3, mind: 3, soul: 3 }, {}, {}, { armor: 0 });
    let { s, t } = run(
      pc,
      {
        kind: "spellEffects",
        spell: { name: "Magiczna Tarcza" },
        effects: magicShield.effects,
        duration: magicShield.duration,
        casterSuccesses: 1,
        caster,
        round: 2,
      },
      [],
    );
    expect(s.state.magicShield).toEqual({ points: 3, until: "round 5", source: "Magiczna Tarcza" });
    const full = s.state.health;
    ({ s, t } = run(s, { kind: "damage", amount: 2 }, []));
    expect(s.state.health).toBe(full);
    expect(s.state.magicShield?.points).toBe(1);
    ({ s, t } = run(s, { kind: "damage", amount: 4 }, []));
    expect(s.state.health).toBe(full - 3);
    expect(s.state.magicShield).toBeNull();
    expect(renderMessages(t.messages).join(" ")).toContain("osłona przełamana");
  });

  it("a Magiczna Osłona ends with its duration (startTurn) and with the scene", () => {
    const shielded = make(
      "Kamila",
      { body: 3, mind: 3, soul: 3 },
      {},
      {
        magicShield: { points: 3, until: "round 4", source: "Magiczna Tarcza" },
      },
    );
    const r3 = run(shielded, { kind: "startTurn", round: 3 }, []);
    expect(r3.s.state.magicShield?.points).toBe(3);
    const r4 = run(r3.s, { kind: "startTurn", round: 4 }, []);
    expect(r4.s.state.magicShield).toBeNull();
    expect(renderMessages(r4.t.messages).join(" ")).toContain("koniec: Magiczna Osłona (Magiczna Tarcza)");
    const scene = make(
      "Kamila",
      { body: 3, mind: 3, soul: 3 },
      {},
      {
        magicShield: { points: 3, until: "scene", source: "Magiczna Tarcza" },
      },
    );
    expect(run(scene, { kind: "endScene" }, []).s.state.magicShield).toBeNull();
  });

  it("ignoresMagicDefence skips the Osłona, which stays whole", () => {
    const shielded = make(
      "Kamila",
      { body: 3, mind: 3, soul: 3 },
      {},
      {
        magicShield: { points: 3, until: "scene", source: "Magiczna Tarcza" },
      },
    );
    const { s } = run(
      shielded,
      {
        kind: "spellEffects",
        spell: { name: "Test" },
        effects: [
          { kind: "damage", formula: "2", damageType: "magical", ignoresArmor: true, ignoresMagicDefence: true },
        ],
        casterSuccesses: 1,
        caster,
      },
      [],
    );
    expect(s.state.magicShield?.points).toBe(3);
    expect(s.state.health).toBe(shielded.state.health - 2);
  });

  it("a healing prayer (Leczący Dotyk) brings a dying PC above 0 and ends Umierający", () => {
    const dying = make(
      "Symiel",
      { body: 2, mind: 2, soul: 2 },
      {},
      {
        health: 0,
        conditions: ["Umierający"],
        dying: { hits: 1, failedTests: 0, overflow: 2 },
      },
    );
    const { s, t } = run(
      dying,
      {
        kind: "spellEffects",
        spell: { name: "Leczący Dotyk" },
        effects: healingTouch.effects,
        casterSuccesses: 1,
        caster,
      },
      [],
    );
    // "Zdolności Magiczne lub Oddanie": the higher, 5.
    expect(s.state.health).toBe(5);
    expect(s.state.dying).toBeNull();
    expect(s.state.conditions).not.toContain("Umierający");
    expect(renderMessages(t.messages, "en").join(" ")).toContain("healing (Zdolności Magiczne|Oddanie) = 5");
  });

  it("dice in a formula are rolled and returned; test changes (a situation's too) and Pancerz are held, speed and narrative effects are said for the GM", () => {
    const { t } = run(
      goblin(),
      {
        kind: "spellEffects",
        spell: { name: "Próba" },
        effects: [
          { kind: "damage", formula: "1d6+1", damageType: "physical", ignoresArmor: true, ignoresMagicDefence: false },
          { kind: "test", on: { skills: ["Refleks"] }, dice: -1 },
          { kind: "test", on: { situation: "truth" }, dice: 1 },
          { kind: "stat", stat: "armor", add: 2 },
          { kind: "stat", stat: "speed", add: 2 },
          { kind: "none", reason: "movement" },
        ],
        overcast: [{ add: "damage", formula: "1k3" }],
        casterSuccesses: 1,
        caster,
      },
      [5, 2],
    );
    expect(t.rolls.map((r) => r.faces)).toEqual([[5], [2]]);
    const pl = renderMessages(t.messages).join(" · ");
    expect(pl).toContain("obrażenia 1k6+1 + 1k3 = 8");
    expect(pl).toContain("Próba: Goblin 1 — Refleks: −1k6 (do końca sceny)");
    expect(pl).toContain(
      "Próba: Goblin 1 — wykrywanie prawdy: +1k6, gdy test tego dotyczy (przy rzucie „dotyczy prawda”)",
    );
    expect(pl).toContain("Próba: Goblin 1 — Pancerz +2 (do końca sceny)");
    expect(pl).toContain("zmienia Szybkość: +2");
    expect(pl).toContain("Ruch, lot albo przeniesienie");
    expect(pl).toContain("(stosuje Mistrz Gry)");
    expect(renderMessages(t.messages, "en").join(" · ")).toContain("(the GM applies it)");
  });
});

describe('overcast choices made at cast time change the numbers (docs/en/rules.md Decision "spell effects"; issue 26 item 1)', () => {
  const at = (overcast: Extract<Action, { kind: "spellEffects" }>["overcast"], successes = 1): Action => ({
    kind: "spellEffects",
    spell: { name: "Kula Ognia" },
    effects: fireball.effects,
    duration: fireball.duration,
    casterSuccesses: successes,
    caster,
    round: 1,
    overcast,
  });

  it("“+2 do wymaganej liczby sukcesów” (Kula Ognia's note): the Goblin's save is Ciało (Refleks) 4:S+2", () => {
    // The Goblin's 4 dice: two successes pass 4:2 without the overcast, and fail 4:4 with it.
    const plain = run(goblin(), at([], 2), [4, 5, 1, 1]);
    expect(plain.s.state.conditions).not.toContain("Podpalony");
    const over = run(goblin(), at([{ add: "saveSuccesses", formula: "2" }], 2), [4, 5, 1, 1]);
    expect(over.t.rolls.find((r) => r.label.includes("Refleks"))).toMatchObject({ threshold: 4, required: 4 });
    const lines = renderMessages(over.t.messages).join(" · ");
    expect(lines).toContain("Goblin 1: nadczarowanie podnosi S testu obronnego o 2");
    expect(lines).toContain("test obronny Ciało (Refleks) 4:4: 4 5 1 1 → 2 sukcesy: nieudany");
    expect(over.s.state.conditions).toContain("Podpalony");
  });

  it("“+1k3 Sukcesów wymaganych do uniknięcia efektu”: the 1k3 is rolled, shown, and added to S", () => {
    // 1k3 rolls 2; then the save's 4 dice. S = the caster's 1 success + 2 = 3.
    const { t } = run(goblin(), at([{ add: "saveSuccesses", formula: "1k3" }]), [2, 4, 5, 1, 1]);
    expect(t.rolls[0]).toMatchObject({ label: "Kula Ognia: S (nadczarowanie)", faces: [2], total: 2 });
    expect(t.rolls.find((r) => r.label.includes("Refleks"))).toMatchObject({
      required: 3,
      successes: 2,
      passed: false,
    });
    expect(renderMessages(t.messages, "en").join(" · ")).toContain("overcasting raises the save's S by 2");
  });

  it("“+1k3 punktów Obrażeń”, taken twice: two 1k3 rolled and shown, added to Zdolności Magiczne before Pancerz", () => {
    // ZM 4 + 2 + 3 = 9 magical damage; Pancerz 1 → 8 from Żywotność 12. The save's dice after.
    const { s, t } = run(
      goblin(),
      at([
        { add: "damage", formula: "1k3" },
        { add: "damage", formula: "1k3" },
      ]),
      [2, 3, 6, 6, 6, 6],
    );
    expect(t.rolls.filter((r) => r.label === "Kula Ognia: obrażenia (nadczarowanie)").map((r) => r.faces)).toEqual([
      [2],
      [3],
    ]);
    expect(renderMessages(t.messages).join(" · ")).toContain("obrażenia Zdolności Magiczne + 1k3 + 1k3 = 9");
    expect(s.state.health).toBe(12 - 8);
  });

  it("docs/en/rules.md “Damage”: a hit may skip Pancerz (the overcast's “ignoruje Pancerz”); without it Kula Ognia's magical damage meets Pancerz (book l. 1184)", () => {
    expect(run(goblin(), at([]), [6, 6, 6, 6]).s.state.health).toBe(12 - 3);
    expect(run(goblin(), at([{ add: "ignoresArmor" }]), [6, 6, 6, 6]).s.state.health).toBe(12 - 4);
  });
});

describe("magicShield as play state (docs/en/notes.md)", () => {
  const max = { maxHealth: 10, maxMana: 5, maxZeal: 2 };
  it("is read from and written to the flat frontmatter key, and removed when broken", () => {
    const fm: Record<string, unknown> = {
      magicShield: { points: 3, until: "round 4", source: "Magiczna Tarcza" },
      other: 1,
    };
    const s = readState(fm, max);
    expect(s.magicShield).toEqual({ points: 3, until: "round 4", source: "Magiczna Tarcza" });
    writeState(fm, { ...s, magicShield: { ...s.magicShield!, points: 1 } }, max);
    expect(fm.magicShield).toEqual({ points: 1, until: "round 4", source: "Magiczna Tarcza" });
    writeState(fm, { ...s, magicShield: null }, max);
    expect("magicShield" in fm).toBe(false);
    expect(fm.other).toBe(1);
  });
  it("a state without a shield writes no key", () => {
    const fm: Record<string, unknown> = {};
    writeState(fm, readState(fm, max), max);
    expect(fm).toEqual({});
  });
});

describe("magicShield in an NPC instance's record (encounter/record.ts)", () => {
  it("round-trips as {points, until, source}, with the printed Osłona's current value beside it", () => {
    const { encounter, problems } = readEncounter({
      round: 2,
      turn: 0,
      combatants: [
        {
          id: "goblin-1",
          ref: "[[Goblin]]",
          initiative: 3,
          magicShield: { points: 2, until: "round 4", source: "Magiczna Tarcza", printed: 1 },
        },
        { id: "goblin-2", ref: "[[Goblin]]", initiative: 2, magicShield: 4 },
      ],
    });
    expect(problems).toEqual([]);
    expect(encounter?.combatants[0]).toMatchObject({
      spellShield: { points: 2, until: "round 4", source: "Magiczna Tarcza" },
      magicShield: 1,
    });
    expect(encounter?.combatants[1]?.magicShield).toBe(4);
    const value = encounterValue(encounter!) as { combatants: Array<Record<string, unknown>> };
    expect(value.combatants[0]?.magicShield).toEqual({
      points: 2,
      until: "round 4",
      source: "Magiczna Tarcza",
      printed: 1,
    });
    expect(value.combatants[1]?.magicShield).toBe(4);
  });
});
