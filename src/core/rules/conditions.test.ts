import { describe, expect, it } from "vitest";
import { readPlayState } from "./state";
import { withCondition } from "./transition";
import type { PlayStateFull } from "./state";

const full = (over: Partial<PlayStateFull> = {}): PlayStateFull => ({
  health: 10,
  mana: 5,
  zeal: 1,
  conditions: [],
  elixirTolerance: 0,
  experience: 0,
  dying: null,
  ...over,
});
const MAX = { maxHealth: 14, maxMana: 30, maxZeal: 2 };

describe("notes.md play state: what is stored is what is read back", () => {
  it("a stored elixir Tolerancja counter is read as written, not as 0", () => {
    expect(readPlayState({ elixirTolerance: 5 }, MAX).elixirTolerance).toBe(5);
    expect(readPlayState({ elixirTolerance: "7" }, MAX).elixirTolerance).toBe(7);
    expect(readPlayState({}, MAX).elixirTolerance).toBe(0);
  });

  it("stored dying counters (hits, failed tests, overflow) are read as written", () => {
    expect(readPlayState({ health: 0, dying: { hits: 2, failedTests: 1, overflow: 4 } }, MAX).dying).toEqual({
      hits: 2,
      failedTests: 1,
      overflow: 4,
    });
    expect(readPlayState({ health: 0, dying: { hits: "1" } }, MAX).dying).toEqual({
      hits: 1,
      failedTests: 0,
      overflow: 0,
    });
    expect(readPlayState({ dying: [1, 2] }, MAX).dying).toBeNull();
  });

  it("missing keys mean full; stored values are kept; negatives read as 0; condition names are canonical", () => {
    expect(readPlayState({}, MAX)).toEqual({
      health: 14,
      mana: 30,
      zeal: 2,
      conditions: [],
      elixirTolerance: 0,
      experience: 0,
      dying: null,
    });
    expect(
      readPlayState({ health: 3, mana: "4", zeal: 0, experience: 12, conditions: ["zatruty", "Coś"] }, MAX),
    ).toEqual({
      health: 3,
      mana: 4,
      zeal: 0,
      conditions: ["Zatruty", "Coś"],
      elixirTolerance: 0,
      experience: 12,
      dying: null,
    });
    expect(readPlayState({ health: -2, experience: -1 }, MAX)).toMatchObject({ health: 0, experience: 0 });
    expect(readPlayState({ health: 2.5 }, MAX).health).toBe(14);
  });
});

describe("rules.md Conditions (Aneks A): turning a condition on or off", () => {
  it("setting a condition that is already present keeps it, and says nothing changed", () => {
    const state = full({ conditions: ["Zatruty"] });
    expect(withCondition(state, "Zatruty", true)).toBe(false);
    expect(state.conditions).toEqual(["Zatruty"]);
  });

  it("setting an absent condition adds it once; clearing removes it; clearing an absent one changes nothing", () => {
    const state = full();
    expect(withCondition(state, "Podpalony", true)).toBe(true);
    expect(state.conditions).toEqual(["Podpalony"]);
    expect(withCondition(state, "Podpalony", false)).toBe(true);
    expect(state.conditions).toEqual([]);
    expect(withCondition(state, "Podpalony", false)).toBe(false);
    expect(state.conditions).toEqual([]);
  });
});
