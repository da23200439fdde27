// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { TFile } from "../../../test/obsidian-mock";
import { loadPlugin, readVault, TEST_VAULT } from "../../../test/harness";
import { parts } from "../../../test/frontmatter";
import { casterValues, frontmatterOf, readState, type Action } from "../../core/play";
import { readNote } from "../../core/vault/read-note";

/**
 * docs/en/notes.md "Play state: what the plugin writes": `magicShield: {points, until, source}` only while a
 * Magiczna Osłona is up, and the timed `effects` ({name, until}) a spell leaves on a PC; the note
 * store writes them and every reader reads them back (issue 26 items 2 and 3).
 */
const KAMILA = "player-characters/Kamila Wróbel.md";
const ELNERAN = "player-characters/Elneran.md";

describe("a spell's Magiczna Osłona and timed conditions in a PC's note, written and read back", () => {
  it("Magiczna Tarcza and Kula Ognia's Podpalony: the keys as docs/en/notes.md shows them, read back equal, then worn and ended", async () => {
    const files = readVault(TEST_VAULT);
    const { app, plugin } = await loadPlugin(files);
    const read = (path: string) => app.vault.readSync(app.vault.getAbstractFileByPath(path) as TFile);
    const caster = plugin.actions.store.subject(ELNERAN)!;
    const spells = plugin.vaultIndex.index;
    const tarcza = spells.findSpell("Magiczna Tarcza")!;
    const kula = spells.findSpell("Kula Ognia")!;
    const cast = (spell: typeof tarcza): Action => ({
      kind: "spellEffects",
      spell: { name: spell.name, path: spell.path },
      effects: spell.effects.effects,
      duration: spell.effects.duration,
      casterSuccesses: 9,
      caster: { ...casterValues(caster), skills: { ...casterValues(caster).skills, "Zdolności Magiczne": 5 } },
      round: 2,
      targetHasActed: false,
    });
    // Kula Ognia first: its damage would wear a shield raised before it.
    expect((await plugin.actions.act(KAMILA, cast(kula), "Kula Ognia")).ok).toBe(true);
    expect((await plugin.actions.act(KAMILA, cast(tarcza), "Magiczna Tarcza")).ok).toBe(true);

    const fm = parts(read(KAMILA)).fm;
    // ⌈5/2⌉ + 1 = 4 points, "until the spell ends": Magiczna Tarcza lasts the scene.
    expect(fm.magicShield).toEqual({ points: 4, until: "scene", source: "Magiczna Tarcza" });
    // S = 9 is beyond Kamila's Ciało (Refleks): Podpalony for three rounds from round 2, her turn not begun.
    expect(fm.conditions).toContain("Podpalony");
    expect(fm.effects).toEqual([{ name: "Podpalony", until: "round 5" }]);

    // The vault reader (and so every path that rereads the note from disk) gives the same state.
    const note = readNote(KAMILA, read(KAMILA)).character!;
    expect(note.state.magicShield).toEqual(fm.magicShield);
    expect(note.state.effects).toEqual(fm.effects);
    const max = { maxHealth: 99, maxMana: 99, maxZeal: 99 };
    const back = readState(frontmatterOf(note.state), max);
    expect([back.magicShield, back.effects]).toEqual([fm.magicShield, fm.effects]);

    // The Osłona takes the next hit point for point before Żywotność; broken, its key goes.
    const health = fm.health as number;
    await plugin.actions.damage(KAMILA, { amount: 6, kind: "environmental" });
    const after = parts(read(KAMILA)).fm;
    expect(after.magicShield).toBeUndefined();
    expect(after.health).toBe(health - 2);
  });
});
