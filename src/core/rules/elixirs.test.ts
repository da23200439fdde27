import { describe, expect, it } from "vitest";
import { drinkElixir, overdoseEffects } from "./elixirs";
import type { PlayStateFull } from "./state";

const pc = (over: Partial<PlayStateFull> = {}): PlayStateFull => ({
  health: 14,
  mana: 30,
  zeal: 1,
  conditions: [],
  elixirTolerance: 0,
  experience: 0,
  dying: null,
  ...over,
});
const elixir = (power: number) => ({ name: "Eliksir Zdrowia", power });

describe("rules.md: elixir Tolerancja (Ciało + Wytrzymałość) and Przekroczenie Tolerancji Eliksirów", () => {
  it("each drink adds its Moc to the counter", () => {
    const r = drinkElixir(pc({ elixirTolerance: 2 }), elixir(3), 8);
    expect(r.state.elixirTolerance).toBe(5);
    expect(r.changes[0]).toBe("Eliksir Zdrowia (Moc 3): Tolerancja eliksirów 2 → 5/8");
  });

  it("a drink within tolerance, or less than 100 % over it, does not knock the drinker out", () => {
    expect(drinkElixir(pc(), elixir(3), 8).state.conditions).toEqual([]);
    expect(drinkElixir(pc({ elixirTolerance: 8 }), elixir(7), 8).state.conditions).toEqual([]);
  });

  it("100 % over tolerance: Nieprzytomny, announced", () => {
    const r = drinkElixir(pc({ elixirTolerance: 8 }), elixir(8), 8);
    expect(r.state.conditions).toEqual(["Nieprzytomny"]);
    expect(r.changes).toContain("Nieprzytomny: przekroczenie o 100% Tolerancji.");
  });

  it("the bands by points over: 1–3, 4–6, 7–9 stack", () => {
    expect(overdoseEffects(4, 4)).toEqual([]);
    expect(overdoseEffects(0, 0)).toEqual([]);
    expect(overdoseEffects(21, 20)).toEqual(["1–3 pkt ponad: Efekt każdego wypitego eliksiru jest słabszy o połowę."]);
    expect(overdoseEffects(24, 20)).toHaveLength(2);
    expect(overdoseEffects(27, 20)).toHaveLength(3);
  });

  it("the bands by share of tolerance: 50 %, 75 %, 100 %; at tolerance 0 any overdose is 100 %", () => {
    expect(overdoseEffects(15, 10)).toContain("o 50% Tolerancji: Postać ma o połowę mniej Many.");
    expect(overdoseEffects(14, 10).some((e) => e.startsWith("o 50%"))).toBe(false);
    expect(overdoseEffects(18, 10).filter((e) => e.startsWith("o "))).toEqual([
      "o 50% Tolerancji: Postać ma o połowę mniej Many.",
      "o 75% Tolerancji: Przy testach związanych z Atrybutem Magia postać nie otrzymuje kości z Atrybutu Magia.",
    ]);
    expect(overdoseEffects(20, 10)).toContain("o 100% Tolerancji: Postać natychmiast traci przytomność.");
    expect(overdoseEffects(1, 0)).toEqual([
      "1–3 pkt ponad: Efekt każdego wypitego eliksiru jest słabszy o połowę.",
      "o 100% Tolerancji: Postać natychmiast traci przytomność.",
    ]);
  });

  it("only bands newly crossed by this drink are announced", () => {
    const first = drinkElixir(pc({ elixirTolerance: 10 }), elixir(2), 10);
    expect(first.changes.filter((c) => c.startsWith("Przekroczenie"))).toEqual([
      "Przekroczenie Tolerancji: 1–3 pkt ponad: Efekt każdego wypitego eliksiru jest słabszy o połowę.",
    ]);
    const again = drinkElixir(first.state, elixir(1), 10);
    expect(again.changes.filter((c) => c.startsWith("Przekroczenie"))).toEqual([]);
  });
});

describe("rules.md: an elixir of Moc 0 at Tolerancja 0 is no overdose", () => {
  it("the drinker stays awake", () => {
    expect(drinkElixir(pc(), elixir(0), 0).state.conditions).toEqual([]);
  });
});
