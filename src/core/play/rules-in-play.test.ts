import { describe, expect, it } from "vitest";
import { scriptedRandom, seededRandom, type RandomSource } from "../dice/random";
import { computeDerived, type Derived } from "../rules/derived";
import { apply } from "./apply";
import type { Action } from "./actions";
import { violations } from "./invariants";
import { renderMessages } from "./messages";
import { emptyState, type PlayState } from "./state";
import { countTalents, type Subject } from "./subject";
import type { Outcome, Transition } from "./transition";

/**
 * The rules of docs/en/rules.md (docs/en/rules.md) that used to be checked on dead
 * copies in rules/ (rests.ts, turn.ts, elixirs.ts, applyCast, applyDamage),
 * now checked on apply(), the one place they live. Kamila-like PC: Ciało 3,
 * Umysł 2, Dusza 2 (Żywotność 14, daze at 7), Poziom Mocy IV (daily Mana 24).
 */
function pc(
  state: Partial<PlayState> = {},
  over: { talents?: string[]; skills?: Record<string, number>; base?: Partial<Derived>; discipline?: string } = {},
): Subject {
  const talents = over.talents ?? [];
  const build = {
    attributes: { body: 3, mind: 2, soul: 2, powerLevel: 4 },
    skills: { Wytrzymałość: 2, "Zdolności Magiczne": 2, Oddanie: 2, ...over.skills },
    talents: countTalents(talents),
    wornArmor: null,
    isPowerSource: false,
  };
  const base = { ...computeDerived({ ...build, conditions: [] }).derived, ...over.base };
  return {
    id: "pc.md",
    name: "Kamila",
    kind: "pc",
    build,
    base,
    talents,
    discipline: over.discipline ?? null,
    equipment: [],
    editable: true,
    state: emptyState({ health: base.maxHealth, mana: base.maxMana, zeal: base.maxZeal, ...state }),
  };
}

function ok(o: Outcome): Transition {
  if (!o.ok) throw new Error(renderMessages([o.message]).join(""));
  return o;
}

function act(s: Subject, action: Action, rng: RandomSource = seededRandom(3)): Transition {
  const t = ok(apply(s, action, rng));
  expect(violations(s, t.state)).toEqual([]);
  return t;
}

const text = (t: Transition) => renderMessages(t.messages).join(" · ");
const dmg = (amount: number, more: Partial<Extract<Action, { kind: "damage" }>> = {}): Action => ({
  kind: "damage",
  amount,
  ...more,
});

describe("docs/en/rules.md: Rests, through apply()", () => {
  it("Odetchnięcie: +1k6 + Wytrzymałość Żywotność and +1k6 Mana, capped at the max", () => {
    const t = act(pc({ health: 4, mana: 10 }), { kind: "rest", which: "breather" }, scriptedRandom([3, 5]));
    expect(t.state.health).toBe(4 + 3 + 2);
    expect(t.state.mana).toBe(15);
    const capped = act(pc({ health: 13, mana: 23 }), { kind: "rest", which: "breather" }, scriptedRandom([6, 6]));
    expect([capped.state.health, capped.state.mana]).toEqual([14, 24]);
  });
  it("Krótki Odpoczynek: + (Ciało + Umysł + Dusza) Żywotność, + ⌊daily mana / 3⌋ Mana, removes Nieprzytomny", () => {
    const t = act(pc({ health: 2, mana: 0, conditions: ["Nieprzytomny"] }), { kind: "rest", which: "short" });
    expect(t.state.health).toBe(9);
    expect(t.state.mana).toBe(8);
    expect(t.state.conditions).toEqual([]);
  });
  it("Krótki Odpoczynek resets the elixir Tolerancja only with Nadzwyczajna Odporność", () => {
    expect(act(pc({ elixirTolerance: 4 }), { kind: "rest", which: "short" }).state.elixirTolerance).toBe(4);
    const brewer = pc({ elixirTolerance: 4 }, { talents: ["Nadzwyczajna Odporność"] });
    expect(act(brewer, { kind: "rest", which: "short" }).state.elixirTolerance).toBe(0);
  });
  it("Długi Odpoczynek: Żywotność, Mana and (Decision) Zapał to max; Zatruty, Oszołomiony, Zamrożony, Nieprzytomny end; Tolerancja resets", () => {
    const t = act(
      pc({
        health: 1,
        mana: 0,
        zeal: 0,
        elixirTolerance: 3,
        conditions: ["Zatruty", "Oszołomiony", "Zamrożony", "Nieprzytomny"],
      }),
      { kind: "rest", which: "long" },
    );
    expect(t.state).toMatchObject({ health: 14, mana: 24, zeal: 1, elixirTolerance: 0, conditions: [] });
  });
  it("Długi Odpoczynek: the Zapał setting can keep Zapał where it is", () => {
    const t = ok(
      apply(pc({ zeal: 0 }), { kind: "rest", which: "long" }, seededRandom(1), { longRestRestoresZeal: false }),
    );
    expect(t.state.zeal).toBe(0);
  });
  it("Przeklęty: no natural healing, said so; Mana still comes back", () => {
    const t = act(pc({ health: 3, mana: 0, conditions: ["Przeklęty"] }), { kind: "rest", which: "long" });
    expect(t.state.health).toBe(3);
    expect(t.state.mana).toBeGreaterThan(0);
    expect(text(t)).toMatch(/Przeklęty|nie leczy|naturaln/i);
  });
  it("healed above 0, a dying character's counters are cleared", () => {
    const t = act(pc({ health: 0, conditions: ["Umierający"], dying: { hits: 1, failedTests: 1, overflow: 2 } }), {
      kind: "rest",
      which: "short",
    });
    expect(t.state.health).toBe(7);
    expect(t.state.dying).toBeNull();
    expect(t.state.conditions).not.toContain("Umierający");
  });
});

describe("docs/en/rules.md: Damage, through apply() (the layers are rules/damage.ts's; dazed, dying and dead are play's)", () => {
  it("reduction order: Runiczny Pancerz, Magiczna Osłona, Pancerz, then Żywotność", () => {
    const t = act(pc(), dmg(10, { runicArmor: 2, magicShield: 3, armor: 1 }));
    expect(t.layers).toEqual([
      { name: "Runiczny Pancerz", absorbed: 2 },
      { name: "Magiczna Osłona", absorbed: 3 },
      { name: "Pancerz", absorbed: 1 },
      { name: "Żywotność", absorbed: 4 },
    ]);
    expect(t.state.health).toBe(10);
    expect(t.defences).toEqual({ runicArmor: 1, magicShield: 0 });
  });
  it("a hit of more than 5 lowers Runiczny Pancerz permanently by 1; 5 does not", () => {
    expect(act(pc(), dmg(6, { runicArmor: 3 })).defences?.runicArmor).toBe(2);
    expect(act(pc(), dmg(5, { runicArmor: 3 })).defences?.runicArmor).toBe(3);
  });
  it("environmental damage skips Pancerz only; the skip flags skip their layers", () => {
    expect(act(pc(), dmg(3, { damageKind: "environmental", armor: 2 })).state.health).toBe(11);
    expect(act(pc(), dmg(3, { damageKind: "environmental", armor: 2, runicArmor: 1 })).state.health).toBe(12);
    expect(act(pc(), dmg(3, { ignoreArmor: true, armor: 2 })).state.health).toBe(11);
    expect(act(pc(), dmg(3, { ignoreMagicDefence: true, runicArmor: 5, magicShield: 5, armor: 0 })).state.health).toBe(
      11,
    );
  });
  it("vulnerability and resistance change the total first, never below 0", () => {
    expect(act(pc(), dmg(4, { modifier: 2, armor: 0 })).state.health).toBe(8);
    expect(act(pc(), dmg(4, { modifier: -9, armor: 0 })).state.health).toBe(14);
  });
  it("damage taken ≥ Ciało + Umysł + Dusza (7) in one hit → Oszołomiony; what Pancerz stops does not count", () => {
    expect(act(pc(), dmg(7)).state.conditions).toEqual(["Oszołomiony"]);
    expect(act(pc(), dmg(6)).state.conditions).toEqual([]);
    expect(act(pc(), dmg(8, { armor: 2 })).state.conditions).toEqual([]);
  });
  it("Żywotność never goes below 0; at 0 the character is Umierający with the overflow", () => {
    const t = act(pc({ health: 3 }), dmg(5, { armor: 0 }));
    expect(t.state).toMatchObject({ health: 0, dying: { hits: 0, failedTests: 0, overflow: 2 } });
    expect(t.state.conditions).toContain("Umierający");
  });
  it("a hit fully absorbed while dying is not a hit: the counters stay", () => {
    const dying = pc({ health: 0, conditions: ["Umierający"], dying: { hits: 0, failedTests: 0, overflow: 1 } });
    expect(act(dying, dmg(2, { armor: 3 })).state.dying).toEqual({ hits: 0, failedTests: 0, overflow: 1 });
  });
  it("each hit that gets through while dying counts; the third kills", () => {
    let s = pc({ health: 0, conditions: ["Umierający"], dying: { hits: 0, failedTests: 0, overflow: 1 } });
    for (const hits of [1, 2]) {
      const t = act(s, dmg(1, { armor: 0 }));
      expect(t.state.dying?.hits).toBe(hits);
      expect(t.state.conditions).not.toContain("Martwy");
      s = { ...s, state: t.state };
    }
    const third = act(s, dmg(1, { armor: 0 }));
    expect(third.state.conditions).toContain("Martwy");
    expect(text(third)).toContain("Kamila umiera.");
  });
});

describe("docs/en/rules.md Decision, start-of-turn order: Podpalony's point goes through the same layers as any hit", () => {
  it("+1 Zapał up to the max", () => {
    expect(act(pc({ zeal: 0 }), { kind: "startTurn" }).state.zeal).toBe(1);
    expect(act(pc({ zeal: 1 }), { kind: "startTurn" }).state.zeal).toBe(1);
  });
  it("Podpalony: 1 environmental point each turn, which Pancerz does not stop; the unburnt take none", () => {
    const armoured = pc({ conditions: ["Podpalony"] }, { base: { armor: 3 } });
    expect(act(armoured, { kind: "startTurn" }).state.health).toBe(13);
    expect(act(pc({}, { base: { armor: 3 } }), { kind: "startTurn" }).state.health).toBe(14);
  });
  it("Podpalony's point is absorbed by Runiczny Pancerz and by Magiczna Osłona, as the same point through the damage dialog", () => {
    // The old start of turn passed no defences to this hit, so the burn went straight to Żywotność.
    const runic = pc({ conditions: ["Podpalony"] }, { base: { runicArmor: 1 } });
    const burn = act(runic, { kind: "startTurn" });
    expect(burn.state.health).toBe(14);
    expect(burn.layers?.[0]).toEqual({ name: "Runiczny Pancerz", absorbed: 1 });
    const dialog = act(runic, dmg(1, { damageKind: "environmental" }));
    expect(dialog.state.health).toBe(burn.state.health);
    const shielded = pc({ conditions: ["Podpalony"] }, { base: { magicShield: 2 } });
    const t = act(shielded, { kind: "startTurn" });
    expect(t.state.health).toBe(14);
    expect(t.defences).toEqual({ runicArmor: 0, magicShield: 1 });
  });
  it("an NPC's current defences (kept by the encounter) are the ones the burn meets", () => {
    const npc = {
      ...pc({ conditions: ["Podpalony"] }, { base: { magicShield: 3 } }),
      defences: { runicArmor: 0, magicShield: 0 },
    };
    expect(act(npc, { kind: "startTurn" }).state.health).toBe(13);
  });
  it("a dying character is due its Test Przeżycia; a healthy one is not", () => {
    const dying = pc({ health: 0, conditions: ["Umierający"], dying: { hits: 0, failedTests: 0, overflow: 1 } });
    expect(act(dying, { kind: "startTurn" }).survivalTestDue).toBe(true);
    expect(act(pc(), { kind: "startTurn" }).survivalTestDue).toBe(false);
  });
});

describe("docs/en/rules.md Damage: Test Przeżycia, through apply()", () => {
  const dying = (d: { hits: number; failedTests: number; overflow: number }) =>
    pc({ health: 0, conditions: ["Umierający"], dying: d });
  it("4:1 (overflow ≤ 2), 4:2 (≤ 5), 4:3 (> 5); T + 1 per hit while dying", () => {
    const ts = (d: Parameters<typeof dying>[0]) => {
      const roll = act(dying(d), { kind: "survivalTest" }).rolls[0];
      return `${roll?.threshold}:${roll?.required}`;
    };
    expect(ts({ hits: 0, failedTests: 0, overflow: 2 })).toBe("4:1");
    expect(ts({ hits: 0, failedTests: 0, overflow: 5 })).toBe("4:2");
    expect(ts({ hits: 0, failedTests: 0, overflow: 6 })).toBe("4:3");
    expect(ts({ hits: 2, failedTests: 0, overflow: 0 })).toBe("6:1");
  });
  it("the pool is Ciało + Wytrzymałość (Decision): 3 + 2 dice", () => {
    expect(act(dying({ hits: 0, failedTests: 0, overflow: 0 }), { kind: "survivalTest" }).rolls[0]?.faces).toHaveLength(
      5,
    );
  });
  it("a passed test stabilises (Nieprzytomny, no longer dying); one failure counts; the second kills", () => {
    const sixes = scriptedRandom([6, 6, 6, 6, 6]);
    const passed = act(dying({ hits: 0, failedTests: 0, overflow: 0 }), { kind: "survivalTest" }, sixes);
    expect(passed.state.dying).toBeNull();
    expect(passed.state.conditions).toEqual(["Nieprzytomny"]);
    const ones = () => scriptedRandom([1, 1, 1, 1, 1]);
    const once = act(dying({ hits: 0, failedTests: 0, overflow: 0 }), { kind: "survivalTest" }, ones());
    expect(once.state.dying?.failedTests).toBe(1);
    expect(once.state.conditions).not.toContain("Martwy");
    const twice = act(dying({ hits: 0, failedTests: 1, overflow: 0 }), { kind: "survivalTest" }, ones());
    expect(twice.state.conditions).toContain("Martwy");
  });
  it("on someone not dying: refused, said", () => {
    const r = apply(pc(), { kind: "survivalTest" }, seededRandom(1));
    expect(r.ok).toBe(false);
  });
});

describe("docs/en/rules.md: Mana, casting, exhaustion, through apply()", () => {
  const spell = (manaCost: number) => ({ name: "Magiczny Pocisk", manaCost, threshold: 4, required: 1 });
  it("a cast costs manaCost × (1 + overcast levels), mana never below 0", () => {
    expect(act(pc(), { kind: "cast", spell: spell(2), overcast: 2 }).state.mana).toBe(18);
  });
  it("a spell whose base cost is over the max spell cost (4 at level IV) cannot be cast; at the max it can", () => {
    expect(apply(pc(), { kind: "cast", spell: spell(5) }, seededRandom(1)).ok).toBe(false);
    expect(apply(pc(), { kind: "cast", spell: spell(4) }, seededRandom(1)).ok).toBe(true);
  });
  it("Źródło Mocy refuses to cast", () => {
    const source = { ...pc(), build: { ...pc().build, isPowerSource: true } };
    expect(apply(source, { kind: "cast", spell: spell(1) }, seededRandom(1)).ok).toBe(false);
  });
  it("too little mana is allowed: the overdrawn points are rolled on Wyczerpanie Many", () => {
    const t = act(pc({ mana: 1 }), { kind: "cast", spell: spell(4) });
    expect(t.state.mana).toBe(0);
    expect(t.rolls.find((r) => r.label === "Wyczerpanie Many")?.faces).toHaveLength(3);
  });
  it("Wyczerpanie (9–12) makes Oszołomiony and deals 1k3 ignoring Pancerz and the magic layers", () => {
    // Spell test 3 Magia dice + 2 Zdolności Magiczne, then 3 exhaustion dice 3+3+3 = 9, then 1k3 = 2.
    const rng = scriptedRandom([6, 6, 6, 6, 6, 3, 3, 3, 2]);
    const t = act(pc({ mana: 1 }, { base: { armor: 5, runicArmor: 5 } }), { kind: "cast", spell: spell(4) }, rng);
    expect(t.state.conditions).toContain("Oszołomiony");
    expect(t.state.health).toBe(12);
  });
  it("a prayer spends its Zapał too", () => {
    const t = act(pc({}, { talents: ["Błogosławieństwo"] }), { kind: "cast", spell: spell(1), prayer: true });
    expect([t.state.zeal, t.state.mana]).toEqual([0, 23]);
  });
});

describe("docs/en/rules.md: elixir Tolerancja (Przekroczenie Tolerancji Eliksirów), through apply()", () => {
  const elixir = (power: number) => ({ name: "Eliksir Próby", power, normal: "", quick: "", overdose: [] });
  it("each drink adds its Moc to the counter", () => {
    expect(act(pc(), { kind: "drink", elixir: elixir(2), mode: "normal" }).state.elixirTolerance).toBe(2);
  });
  it("100 % over tolerance (Ciało 3 + Wytrzymałość 2 = 5): Nieprzytomny, announced", () => {
    const t = act(pc({ elixirTolerance: 5 }), { kind: "drink", elixir: elixir(5), mode: "normal" });
    expect(t.state.conditions).toContain("Nieprzytomny");
  });
  it("a drink within tolerance does not knock the drinker out", () => {
    expect(act(pc(), { kind: "drink", elixir: elixir(5), mode: "normal" }).state.conditions).toEqual([]);
  });
});

describe("docs/en/rules.md: PD talent requirements are checked by apply() from the talent's data", () => {
  const buy = (requirements: string | null): Action => ({
    kind: "buy",
    purchase: { kind: "talent", talent: "Rozplatanie Zaklęć" },
    requirements,
  });
  it("unmet requirements refuse the purchase, with what is missing; nothing spent", () => {
    const r = apply(pc({ experience: 10 }), buy("Zdolności Magiczne (4)"), seededRandom(1));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(renderMessages([r.message])[0]).toContain("Zdolności Magiczne (4)");
  });
  it("met requirements (an alternative by race counts too) let it be bought", () => {
    expect(act(pc({ experience: 10 }), buy("Zdolności Magiczne (2)")).state.experience).toBe(6);
    const angel = { ...pc({ experience: 10 }), race: "Anioł" };
    expect(act(angel, buy("Zdolności Magiczne (6) lub Rasa (Anioł)")).state.experience).toBe(6);
  });
});
