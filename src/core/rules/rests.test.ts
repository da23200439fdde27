import { describe, expect, it } from "vitest";
import { scriptedRandom } from "../dice/random";
import { rest, type RestContext } from "./rests";
import type { PlayStateFull } from "./state";

const pc = (over: Partial<PlayStateFull> = {}): PlayStateFull => ({
  health: 4,
  mana: 2,
  zeal: 0,
  conditions: [],
  elixirTolerance: 6,
  experience: 0,
  dying: null,
  ...over,
});
const ctx = (over: Partial<RestContext> = {}): RestContext => ({
  maxHealth: 14,
  maxMana: 30,
  maxZeal: 2,
  attributeSum: 7,
  endurance: 2,
  talents: [],
  ...over,
});

describe("rules.md Rests: Odetchnięcie (+1k6 + Wytrzymałość Żywotność, +1k6 Mana, capped)", () => {
  it("heals 1k6 + Wytrzymałość and restores 1k6 Mana", () => {
    const r = rest("breather", pc(), ctx(), scriptedRandom([3, 5]));
    expect(r.state).toMatchObject({ health: 9, mana: 7, zeal: 0, elixirTolerance: 6 });
    expect(r.changes[0]).toBe("Odetchnięcie");
  });
  it("never above the maximum", () => {
    expect(rest("breather", pc({ health: 13, mana: 29 }), ctx(), scriptedRandom([6, 6])).state).toMatchObject({
      health: 14,
      mana: 30,
    });
  });
});

describe("rules.md Rests: Krótki Odpoczynek", () => {
  it("+ (Ciało + Umysł + Dusza) Żywotność, + ⌊daily mana / 3⌋ Mana, removes Nieprzytomny", () => {
    const r = rest("short", pc({ conditions: ["Nieprzytomny", "Zatruty"] }), ctx(), scriptedRandom([]));
    expect(r.state).toMatchObject({ health: 11, mana: 12, conditions: ["Zatruty"], elixirTolerance: 6 });
    expect(rest("short", pc(), ctx({ maxMana: 31 }), scriptedRandom([])).state.mana).toBe(12);
  });
  it("with Nadzwyczajna Odporność the elixir Tolerancja resets too", () => {
    expect(
      rest("short", pc(), ctx({ talents: ["Nadzwyczajna Odporność"] }), scriptedRandom([])).state.elixirTolerance,
    ).toBe(0);
  });
});

describe("rules.md Rests: Długi Odpoczynek", () => {
  it("Żywotność, Mana and (Decision) Zapał to max; Zatruty, Oszołomiony, Zamrożony, Nieprzytomny end; Tolerancja resets", () => {
    const r = rest(
      "long",
      pc({ conditions: ["Zatruty", "Oszołomiony", "Zamrożony", "Nieprzytomny", "Podpalony"] }),
      ctx(),
      scriptedRandom([]),
    );
    expect(r.state).toMatchObject({ health: 14, mana: 30, zeal: 2, elixirTolerance: 0, conditions: ["Podpalony"] });
  });
  it("the Zapał setting can keep Zapał where it is", () => {
    expect(rest("long", pc(), ctx({ longRestRestoresZeal: false }), scriptedRandom([])).state.zeal).toBe(0);
  });
  it("Przeklęty: no natural healing, said so; Mana still comes back", () => {
    const r = rest("long", pc({ conditions: ["Przeklęty"] }), ctx(), scriptedRandom([]));
    expect(r.state).toMatchObject({ health: 4, mana: 30 });
    expect(r.changes).toContain("Przeklęty: Żywotność nie regeneruje się naturalnie.");
  });
  it("healed above 0, a dying character's counters are cleared", () => {
    const r = rest(
      "long",
      pc({ health: 0, conditions: ["Umierający"], dying: { hits: 1, failedTests: 1, overflow: 2 } }),
      ctx(),
      scriptedRandom([]),
    );
    expect(r.state).toMatchObject({ health: 14, dying: null, conditions: [] });
  });
  it("a rest that changes nothing says so", () => {
    expect(
      rest("long", pc({ health: 14, mana: 30, zeal: 2, elixirTolerance: 0 }), ctx(), scriptedRandom([])).changes,
    ).toEqual(["Długi odpoczynek: nic się nie zmieniło"]);
  });
});

describe("rules.md Rests: every rest says what it changed", () => {
  it("Krótki odpoczynek: each value and each condition that ended", () => {
    const r = rest(
      "short",
      pc({ conditions: ["Nieprzytomny"] }),
      ctx({ talents: ["Nadzwyczajna Odporność"] }),
      scriptedRandom([]),
    );
    expect(r.changes).toEqual([
      "Krótki odpoczynek",
      "Żywotność: 4 → 11/14",
      "Mana: 2 → 12/30",
      "Tolerancja eliksirów: 6 → 0",
      "koniec stanu: Nieprzytomny",
    ]);
  });
  it("Długi odpoczynek: Zapał too, the conditions and the dying counters", () => {
    const r = rest(
      "long",
      pc({ health: 1, conditions: ["Zatruty"], dying: { hits: 1, failedTests: 0, overflow: 0 } }),
      ctx(),
      scriptedRandom([]),
    );
    expect(r.changes).toEqual([
      "Długi odpoczynek",
      "Żywotność: 1 → 14/14",
      "Mana: 2 → 30/30",
      "Zapał: 0 → 2/2",
      "Tolerancja eliksirów: 6 → 0",
      "koniec stanu: Zatruty",
      "liczniki umierania wyczyszczone",
    ]);
  });
  it("Przeklęty at full Żywotność: nothing to say about healing", () => {
    expect(
      rest("long", pc({ health: 14, conditions: ["Przeklęty"] }), ctx(), scriptedRandom([])).changes,
    ).not.toContain("Przeklęty: Żywotność nie regeneruje się naturalnie.");
  });
  it("a dying character whom the rest cannot heal (Przeklęty) stays Umierający with the counters", () => {
    const r = rest(
      "long",
      pc({ health: 0, conditions: ["Umierający", "Przeklęty"], dying: { hits: 1, failedTests: 1, overflow: 2 } }),
      ctx(),
      scriptedRandom([]),
    );
    expect(r.state).toMatchObject({
      health: 0,
      conditions: ["Umierający", "Przeklęty"],
      dying: { hits: 1, failedTests: 1, overflow: 2 },
    });
  });
  it("Długi odpoczynek with the Zapał setting off leaves Zapał; on (the default), fills it", () => {
    expect(rest("long", pc(), ctx({ longRestRestoresZeal: true }), scriptedRandom([])).state.zeal).toBe(2);
  });
});

describe("rules.md Rests: at 0 Żywotność only Umierający stays", () => {
  it("a Przeklęty character at 0 wakes from Długi odpoczynek no longer Zatruty, still Umierający", () => {
    const r = rest(
      "long",
      pc({
        health: 0,
        conditions: ["Umierający", "Przeklęty", "Zatruty"],
        dying: { hits: 0, failedTests: 0, overflow: 0 },
      }),
      ctx(),
      scriptedRandom([]),
    );
    expect(r.state.conditions).toEqual(["Umierający", "Przeklęty"]);
  });
});
