// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { noteText, pluginForEachTest, settle } from "../../../test/harness";
import { scriptedRandom } from "../../core/dice";
import { brew, learnSpell } from "./between-actions";

const KAMILA = "player-characters/Kamila Wróbel.md";
const ELNERAN = "player-characters/Elneran.md";
const SIXES = () => scriptedRandom(Array<number>(300).fill(6));
const ONES = () => scriptedRandom(Array<number>(300).fill(1));

const loaded = pluginForEachTest((files) => {
  files[KAMILA] = files[KAMILA]!.replace(
    "- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×2",
    "- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×2\n- Woda święcona ×300\n- Żywica Srebrodrzewa ×9",
  );
});

describe("Warz eliksir from the plugin (docs/en/rules.md Decision (brewing))", () => {
  it("success writes ×(2 + doses) and the used ingredients in one write; one Cofnij gives back the note's bytes", async () => {
    const { app, plugin } = loaded;
    plugin.actions.rng = SIXES();
    const index = plugin.vaultIndex.index;
    const r = await brew(plugin.actions, index, KAMILA, {
      elixir: "Eliksir Zdrowia",
      doses: 3,
      threshold: 4,
      required: 3,
    });
    expect(r.reason).toBeUndefined();
    const text = noteText(app, KAMILA);
    expect(text).toContain("- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×5\n");
    expect(text).not.toContain("Woda święcona");
    expect(text).not.toContain("Żywica");
    await settle(10);
    expect((await plugin.actions.undo()).ok).toBe(true);
    expect(noteText(app, KAMILA)).toBe(loaded.files[KAMILA]);
  });

  it("Elneran (no Warzenie Eliksirów) is refused and his note is untouched", async () => {
    const { app, plugin } = loaded;
    const r = await brew(plugin.actions, plugin.vaultIndex.index, ELNERAN, {
      elixir: "Eliksir Zdrowia",
      doses: 1,
      threshold: 4,
      required: 1,
      waiveMissing: true,
    });
    expect(r.ok).toBe(false);
    expect(r.reason).toMatch(/nie warzy eliksirów/);
    expect(noteText(app, ELNERAN)).toBe(loaded.files[ELNERAN]);
  });
});

describe("Naucz się zaklęcia (book l. 1095; docs/en/rules.md, Between sessions)", () => {
  /** Kamila learns a spell through the dialog's path, with its T:S 4:5. */
  const learn = (spell: string) =>
    learnSpell(loaded.plugin.actions, loaded.plugin.vaultIndex.index, KAMILA, { spell, threshold: 4, required: 5 });
  it("the dialog's path: success adds [[quick-thought|Szybka Myśl]] under Zaklęcia; Cofnij removes it", async () => {
    const { app, plugin } = loaded;
    plugin.actions.rng = SIXES();
    const r = await learn("spells/general/quick-thought.md");
    expect(r.reason).toBeUndefined();
    expect(noteText(app, KAMILA)).toContain("- [[magic-shield]]\n- [[quick-thought|Szybka Myśl]]\n");
    await settle(10);
    await plugin.actions.undo();
    expect(noteText(app, KAMILA)).toBe(loaded.files[KAMILA]);
  });

  it("a spell of another discipline (Magia Ognia's kindle for an alchemist) is refused before the roll", async () => {
    const { app } = loaded;
    const r = await learn("spells/academic/fire-magic/kindle.md");
    expect(r.reason).toMatch(/nie jest zaklęciem Powszechnym ani z dziedziny postaci Kamila Wróbel/);
    expect(noteText(app, KAMILA)).toBe(loaded.files[KAMILA]);
  });

  it("a failed test writes nothing and says so", async () => {
    const { app, plugin } = loaded;
    plugin.actions.rng = ONES();
    const r = await learn("spells/general/quick-thought.md");
    expect(r.changes.join(" ")).toMatch(/Porażka \(0 sukcesów z 5\); Zaklęcia bez zmian/);
    expect(noteText(app, KAMILA)).toBe(loaded.files[KAMILA]);
  });

  it("the block line `rozszerzony … | naucz [[quick-thought]]`: its success is written by roll-consequence.ts, once", async () => {
    const { app, plugin } = loaded;
    plugin.actions.rng = SIXES();
    const rolled = plugin.actions.roll(
      KAMILA,
      "Nauka zaklęcia: rozszerzony Umysł + Wiedza Magiczna 4:5 | naucz [[quick-thought]]",
    );
    expect(rolled.reason).toBeUndefined();
    const { outcome } = await rolled.recorded!;
    expect(outcome?.ok).toBe(true);
    const text = noteText(app, KAMILA);
    expect(text.match(/Szybka Myśl/g)).toHaveLength(1);
    await settle(10);
    await plugin.actions.undo();
    expect(noteText(app, KAMILA)).toBe(loaded.files[KAMILA]);
  });

  it("`naucz` with no spell, or on a pool test, is a line error that says what is expected", () => {
    const { plugin } = loaded;
    expect(plugin.actions.roll(KAMILA, "rozszerzony Umysł + Wiedza Magiczna 4:5 | naucz").reason).toMatch(
      /po „naucz” podaj zaklęcie/,
    );
    expect(plugin.actions.roll(KAMILA, "Umysł + Wiedza Magiczna 4:5 | naucz [[gleam]]").reason).toMatch(/naucz/);
  });
});
