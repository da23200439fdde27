import { describe, expect, it } from "vitest";
import "../../../test/node-yaml";
import { join } from "node:path";
import { scriptedRandom, seededRandom, type RandomSource } from "../dice/random";
import { loadIndex } from "../../../test/vault-files";
import { buildSheet } from "../sheet";
import { apply, type Outcome, type Transition } from "./apply";
import { violations } from "./invariants";
import { renderMessage, renderMessages } from "./messages";
import { frontmatterOf, readSubject } from "./read";
import { shownConditions, survivalDue } from "./work";
import type { Subject } from "./subject";
import type { PlayState } from "./state";
import type { ElixirData } from "./actions";

const index = loadIndex(join(__dirname, "../../../test-vault"));

function subject(name: string, fm?: Record<string, unknown>): Subject {
  const c = index.findCharacter({ kind: "name", name });
  if (!c) throw new Error(name);
  return readSubject(buildSheet(c, index), fm ?? frontmatterOf(c.state));
}

function ok(o: Outcome): Transition {
  if (!o.ok) throw new Error(renderMessage(o.message));
  return o;
}

/** Apply and carry on with the new state, checking the invariants after each step. */
function step(s: Subject, ...actions: Parameters<typeof apply>[1][]): { s: Subject; last: Transition } {
  let last: Transition | null = null;
  for (const a of actions) {
    last = ok(apply(s, a, seededRandom(7)));
    s = { ...s, state: last.state };
    expect(violations(s, s.state)).toEqual([]);
  }
  return { s, last: last as Transition };
}

const text = (t: Transition) => renderMessages(t.messages).join(" · ");

describe("docs/en/rules.md Decision on caps: Żywotność, Mana and Zapał never exceed the maximum in force", () => {
  it("Kamila at 16/16 toggles Zatruty and Przeklęty: 4/4, and the next − takes her to 3", () => {
    const kamila = subject("Kamila Wróbel");
    expect(kamila.state.health).toBe(16);
    const { s, last } = step(
      kamila,
      { kind: "toggleCondition", name: "Zatruty" },
      { kind: "toggleCondition", name: "Przeklęty" },
    );
    expect(last.derived.maxHealth).toBe(4);
    expect(s.state.health).toBe(4);
    expect(text(last)).toContain("Żywotność: 10 → 4 (cięcie do maksimum w mocy)");
    const minus = step(s, { kind: "adjust", key: "health", delta: -1 });
    expect(minus.s.state.health).toBe(3);
  });
  it("points cut by a condition do not come back when it ends", () => {
    const { s } = step(
      subject("Kamila Wróbel"),
      { kind: "toggleCondition", name: "Zatruty" },
      { kind: "toggleCondition", name: "Zatruty" },
    );
    expect(s.state.health).toBe(10);
    expect(s.state.mana).toBeLessThan(24);
  });
  it("a stored value above the maximum in force is read cut (the sheet never shows 16/4)", () => {
    const s = subject("Kamila Wróbel", { health: 16, conditions: ["Zatruty", "Przeklęty"] });
    expect(s.state.health).toBe(4);
  });
});

describe("docs/en/rules.md Decision on dying: healing above 0 ends Umierający", () => {
  const elneran = () => subject("Elneran");
  it("Elneran is dying at 0 in test-vault", () => {
    expect(elneran().state).toMatchObject({ health: 0, conditions: ["Umierający"], dying: { overflow: 3 } });
  });
  for (const [name, action] of [
    ["Odetchnięcie", { kind: "rest", which: "breather" }],
    ["Krótki odpoczynek", { kind: "rest", which: "short" }],
    ["the + button", { kind: "adjust", key: "health", delta: 1 }],
    ["healing", { kind: "heal", amount: 9 }],
  ] as const) {
    it(`${name} brings Żywotność above 0, ends Umierający and clears the counters; two failed tests then are refused`, () => {
      const { s, last } = step(elneran(), action);
      expect(s.state.health).toBeGreaterThan(0);
      expect(s.state.conditions).not.toContain("Umierający");
      expect(s.state.dying).toBeNull();
      expect(text(last)).toContain("koniec stanu Umierający");
      const test = apply(s, { kind: "survivalTest" }, scriptedRandom([1, 1, 1]));
      expect(test.ok).toBe(false);
    });
  }
  it("Przeklęty regains nothing by resting, so a dying Przeklęty character stays dying", () => {
    const s = subject("Elneran", {
      health: 0,
      conditions: ["Umierający", "Przeklęty"],
      dying: { hits: 0, failedTests: 0, overflow: 1 },
    });
    const { s: after } = step(s, { kind: "rest", which: "long" });
    expect(after.state).toMatchObject({ health: 0, dying: { overflow: 1 } });
  });
  it("− to 0 makes a character Umierający with no overflow; damage past 0 records the overflow", () => {
    const a = step(subject("Kamila Wróbel", { health: 1 }), { kind: "adjust", key: "health", delta: -1 });
    expect(a.s.state).toMatchObject({ health: 0, dying: { hits: 0, failedTests: 0, overflow: 0 } });
    const b = step(subject("Kamila Wróbel", { health: 2 }), { kind: "damage", amount: 6, ignoreArmor: true });
    expect(b.s.state.dying).toMatchObject({ overflow: 4 });
  });
  it("Umierający cannot be switched on above 0 Żywotności", () => {
    const r = apply(subject("Kamila Wróbel"), { kind: "toggleCondition", name: "Umierający" }, seededRandom(1));
    expect(r.ok).toBe(false);
  });
});

describe("docs/en/rules.md Decision on rest order: conditions removed, maxima recomputed, then restored", () => {
  it("a poisoned character wakes from Długi odpoczynek at the unpoisoned maximum", () => {
    const { s } = step(subject("Kamila Wróbel", { health: 5, mana: 2, conditions: ["Zatruty"] }), {
      kind: "rest",
      which: "long",
    });
    expect(s.state).toMatchObject({ health: 16, mana: 24, conditions: [] });
  });
});

describe("docs/en/rules.md Decision: the Warzenie Eliksirów discipline gives Nadzwyczajna Odporność", () => {
  it("a Krótki odpoczynek resets elixir Tolerancja for an alchemist whose note does not list the talent", () => {
    const c = index.findCharacter({ kind: "name", name: "Kamila Wróbel" })!;
    const sheet = buildSheet(c, index);
    const withoutTalent = { ...sheet, talents: sheet.talents.filter((t) => t !== "Nadzwyczajna Odporność") };
    const s = readSubject(withoutTalent, { elixirTolerance: 4 });
    expect(s.talents).not.toContain("Nadzwyczajna Odporność");
    expect(ok(apply(s, { kind: "rest", which: "short" }, seededRandom(1))).state.elixirTolerance).toBe(0);
    const elneran = subject("Elneran", { elixirTolerance: 4 });
    expect(ok(apply(elneran, { kind: "rest", which: "short" }, seededRandom(1))).state.elixirTolerance).toBe(4);
  });
});

describe("docs/en/rules.md Decision: Martwy ends play until the GM removes it", () => {
  const dead = () =>
    subject("Kamila Wróbel", {
      health: 0,
      conditions: ["Umierający", "Martwy"],
      dying: { hits: 3, failedTests: 0, overflow: 2 },
    });
  for (const action of [
    { kind: "rest", which: "long" },
    { kind: "cast", spell: { name: "Magiczny Pocisk", manaCost: 2, threshold: 4, required: 1 } },
    { kind: "heal", amount: 3 },
    { kind: "startTurn" },
    {
      kind: "drink",
      elixir: { name: "Eliksir Zdrowia", power: 2, normal: "odzyskuje 6 Punktów Żywotności", quick: "", overdose: [] },
      mode: "normal",
    },
  ] as const) {
    it(`refuses ${action.kind}`, () => {
      const r = apply(dead(), action, seededRandom(1));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(renderMessage(r.message)).toContain("jest Martwy");
    });
  }
  it("allows the GM to remove Martwy by hand", () => {
    const { s } = step(dead(), { kind: "toggleCondition", name: "Martwy" });
    expect(s.state.conditions).not.toContain("Martwy");
  });
  it("a dead character shows Martwy only and owes no Test Przeżycia; removing Martwy returns to dying", () => {
    const d = dead();
    expect(shownConditions(d.state)).toEqual(["Martwy"]);
    expect(survivalDue(d.state)).toBe(false);
    const { s } = step(d, { kind: "toggleCondition", name: "Martwy" });
    expect(shownConditions(s.state)).toEqual(["Umierający"]);
    expect(survivalDue(s.state)).toBe(true);
  });
});

describe("docs/en/rules.md Decision on prayer gates", () => {
  const prayer = {
    kind: "cast",
    spell: { name: "Modlitwa", manaCost: 1, threshold: 4, required: 1 },
    prayer: true,
  } as const;
  it("refuses a prayer without Błogosławieństwo", () => {
    const r = apply(subject("Kamila Wróbel"), prayer, seededRandom(1));
    expect(r.ok || renderMessage(r.message)).toContain("Błogosławieństwo");
  });
  it("refuses a prayer while Oszołomiony and with 0 Zapał; allows it otherwise, for 1 Zapał", () => {
    const symiel = subject("Symiel");
    expect(symiel.talents).toContain("Błogosławieństwo");
    const dazed = apply(
      { ...symiel, state: { ...symiel.state, conditions: ["Oszołomiony"] } },
      prayer,
      seededRandom(1),
    );
    expect(dazed.ok || renderMessage(dazed.message)).toContain("Oszołomiony");
    const empty = apply({ ...symiel, state: { ...symiel.state, zeal: 0 } }, prayer, seededRandom(1));
    expect(empty.ok || renderMessage(empty.message)).toContain("Zapału");
    const { s } = step(symiel, prayer);
    expect(s.state.zeal).toBe(symiel.state.zeal - 1);
  });
});

describe("docs/en/rules.md Decisions on exhaustion: effects that change numbers are applied", () => {
  const missile = { name: "Magiczny Pocisk", manaCost: 2, threshold: 4, required: 1 };
  /** Magiczny Pocisk (1 die, 4:1) cast at 0 Mana, 2 points overdrawn: the test's die and verdict, the exhaustion's dice. */
  const castOverdrawn = (
    k: Subject,
    test: { face: number; passed: boolean },
    exhaustion: number[],
    rng: RandomSource,
  ) =>
    ok(
      apply(
        k,
        {
          kind: "cast",
          spell: missile,
          rolled: {
            passed: test.passed,
            successes: test.passed ? 1 : 0,
            required: 1,
            faces: [test.face],
            exhaustion: { dice: exhaustion.length, faces: exhaustion, total: exhaustion.reduce((a, b) => a + b, 0) },
          },
        },
        rng,
      ),
    );
  it("Zmęczenie stops Odetchnięcie from restoring Mana until Koniec sceny", () => {
    const k = subject("Kamila Wróbel", { mana: 0 });
    // Overdrawn 2 points: 2k6 = 3 + 3 = 6 → Zmęczenie.
    const cast = castOverdrawn(k, { face: 5, passed: true }, [3, 3], seededRandom(1));
    expect(cast.state.effects).toEqual([{ name: "Zmęczenie", until: "scene" }]);
    const breather = ok(
      apply({ ...k, state: cast.state }, { kind: "rest", which: "breather" }, scriptedRandom([2, 6])),
    );
    expect(breather.state.mana).toBe(0);
    expect(text(breather)).toContain("Zmęczenie: Odetchnięcie nie przywraca Many");
    const scene = ok(apply({ ...k, state: breather.state }, { kind: "endScene" }, seededRandom(1)));
    expect(scene.state.effects).toEqual([]);
    const again = ok(apply({ ...k, state: scene.state }, { kind: "rest", which: "breather" }, scriptedRandom([2, 6])));
    expect(again.state.mana).toBe(6);
  });
  it("Ciężka Zapaść halves the Mana pool until the next Długi odpoczynek", () => {
    const k = subject("Kamila Wróbel", { mana: 0 });
    const cast = castOverdrawn(k, { face: 1, passed: false }, [5, 5, 5, 5, 2], scriptedRandom([3, 3]));
    expect(cast.derived.maxMana).toBe(12);
    expect(cast.state.conditions).toContain("Nieprzytomny");
    const long = ok(apply({ ...k, state: cast.state }, { kind: "rest", which: "long" }, seededRandom(1)));
    expect(long.state.mana).toBe(24);
    expect(long.state.effects).toEqual([]);
  });
  it("Wyczerpanie leaves Oszołomiony until the scene ends", () => {
    const k = subject("Kamila Wróbel", { mana: 0 });
    const cast = castOverdrawn(k, { face: 6, passed: true }, [5, 5], scriptedRandom([2]));
    expect(cast.state.conditions).toContain("Oszołomiony");
    expect(cast.state.health).toBe(14);
    const scene = ok(apply({ ...k, state: cast.state }, { kind: "endScene" }, seededRandom(1)));
    expect(scene.state.conditions).not.toContain("Oszołomiony");
  });
});

describe("docs/en/rules.md Decision on elixirs and overdose", () => {
  const health: ElixirData = {
    name: "Eliksir Zdrowia",
    power: 2,
    normal: "Postać odzyskuje 6 Punktów Żywotności.",
    quick: "Postać odzyskuje 1k6 Punktów Żywotności.",
    overdose: ["5 dawek: Postać traci 2k3 Punktów Żywotności.", "9 dawek: Postać traci przytomność na tydzień."],
  };
  it("Eliksir Zdrowia heals 6 (normal) and counts the Ekwipunek ×2 down to ×1", () => {
    const { s, last } = step(subject("Kamila Wróbel", { health: 5 }), {
      kind: "drink",
      elixir: health,
      mode: "normal",
    });
    expect(s.state.health).toBe(11);
    expect(s.state.elixirTolerance).toBe(2);
    expect(last.edits).toEqual([{ kind: "equipmentQuantity", item: "Eliksir Zdrowia", from: 2, to: 1 }]);
  });
  it("the quick action rolls its 1k6", () => {
    const r = ok(
      apply(
        subject("Kamila Wróbel", { health: 5 }),
        { kind: "drink", elixir: health, mode: "quick" },
        scriptedRandom([4]),
      ),
    );
    expect(r.state.health).toBe(9);
  });
  it("an overdose of 50 % or more of Tolerancja halves the Mana in force, current cut to it", () => {
    const k = subject("Kamila Wróbel");
    expect(k.base.elixirTolerance).toBe(7);
    const r = ok(
      apply(
        { ...k, state: { ...k.state, elixirTolerance: 9 } },
        { kind: "drink", elixir: health, mode: "normal" },
        seededRandom(1),
      ),
    );
    expect(r.derived.maxMana).toBe(12);
    expect(r.state.mana).toBe(12);
  });
  it("the fifth dose is announced and its Żywotność loss applied", () => {
    const k = subject("Kamila Wróbel");
    const counted = {
      ...k,
      state: { ...k.state, effects: [{ name: "Eliksir Zdrowia", until: "longRest" as const, doses: 4 }] },
    };
    const r = ok(apply(counted, { kind: "drink", elixir: health, mode: "normal" }, scriptedRandom([2, 3])));
    expect(text(r)).toContain("Przedawkowanie (Eliksir Zdrowia, 5 dawek)");
    expect(r.state.health).toBe(11);
  });
});

describe("Koniec sceny and PD", () => {
  it("awards PD and refuses to go below 0", () => {
    const { s } = step(subject("Kamila Wróbel"), { kind: "awardPd", amount: 5 });
    expect(s.state.experience).toBe(5);
    expect(apply(s, { kind: "awardPd", amount: -6 }, seededRandom(1)).ok).toBe(false);
  });
});

describe("the damage pipeline starts from the subject's Runiczny Pancerz and Magiczna Osłona", () => {
  it("one hit: each layer says what it took", () => {
    const k = subject("Kamila Wróbel");
    const withDefences: Subject = { ...k, base: { ...k.base, runicArmor: 2, magicShield: 3 } };
    const r = ok(apply(withDefences, { kind: "damage", amount: 8 }, seededRandom(1)));
    expect(r.layers?.map((l) => [l.name, l.absorbed])).toEqual([
      ["Runiczny Pancerz", 2],
      ["Magiczna Osłona", 3],
      ["Pancerz", 1],
      ["Żywotność", 2],
    ]);
    expect(r.state.health).toBe(14);
  });
});

describe("messages", () => {
  it("plural forms come from Intl.PluralRules", () => {
    const m = (n: number) => renderMessage({ key: "drink.doses", params: { elixir: "E", n } });
    expect([m(1), m(2), m(5), m(22)]).toEqual([
      "E: 1 dawka od ostatniego zresetowania Tolerancji",
      "E: 2 dawki od ostatniego zresetowania Tolerancji",
      "E: 5 dawek od ostatniego zresetowania Tolerancji",
      "E: 22 dawki od ostatniego zresetowania Tolerancji",
    ]);
  });
});

export type { PlayState };

describe("docs/en/rules.md Decision elixir counter order: the elixir's own effect by the band before it was drunk", () => {
  const health: ElixirData = {
    name: "Eliksir Zdrowia",
    power: 2,
    normal: "Postać odzyskuje 6 Punktów Żywotności.",
    quick: "",
    overdose: [],
  };
  it("Tolerancja 7 with 6 used: the elixir that takes the counter over heals 6, not 3; the next one is weaker", () => {
    const k = subject("Kamila Wróbel", { health: 1, elixirTolerance: 6 });
    expect(k.base.elixirTolerance).toBe(7);
    const first = step(k, { kind: "drink", elixir: health, mode: "normal" });
    expect(first.s.state.health).toBe(7);
    expect(first.s.state.elixirTolerance).toBe(8);
    // The band it causes is announced after its effect, and holds from then on.
    const said = text(first.last);
    expect(said.indexOf("Żywotność: 1 → 7/16")).toBeLessThan(said.indexOf("Przekroczenie Tolerancji"));
    const second = step(first.s, { kind: "drink", elixir: health, mode: "normal" });
    expect(second.s.state.health).toBe(10);
  });
});
