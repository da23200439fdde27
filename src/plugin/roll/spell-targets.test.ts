// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { TFile } from "../../../test/obsidian-mock";
import { loadPlugin, readVault, settle, TEST_VAULT } from "../../../test/harness";
import { parts } from "../../../test/frontmatter";
import type { RollResult } from "../../core/roll";
import { spellTargetsButton } from "./spell-targets";

/**
 * Issue 26 item 3: "Zastosuj do…" after a successful spell outside the tracker (a block line, the
 * sheet): the chosen characters get the spell's effects through apply(), one undoable action each.
 */
const KAMILA = "player-characters/Kamila Wróbel.md";
const ELNERAN = "player-characters/Elneran.md";
const SYMIEL = "player-characters/Symiel.md";

const cast = (spell: string, passed: boolean): RollResult => ({
  type: "spell",
  label: null,
  character: "Kamila Wróbel",
  text: "",
  spell,
  cost: 2,
  pool: 6,
  threshold: 5,
  required: 1,
  faces: [6, 5, 2, 1, 1, 3],
  successes: passed ? 2 : 0,
  passed,
  verdict: passed ? "Sukces" : "Porażka",
});

describe("Zastosuj do… on a spell's result", () => {
  it("a failed spell offers nothing to apply", async () => {
    const { plugin } = await loadPlugin(readVault(TEST_VAULT));
    const el = document.body.createDiv();
    spellTargetsButton(el, plugin, cast("Magiczna Tarcza", false), KAMILA, KAMILA);
    expect(el.querySelector(".hbm-apply-spell")).toBeNull();
  });

  it("Magiczna Tarcza by Kamila, applied to Elneran and Symiel: each note gets its Magiczna Osłona; Cofnij takes one back", async () => {
    const { app, plugin } = await loadPlugin(readVault(TEST_VAULT));
    const read = (path: string) => parts(app.vault.readSync(app.vault.getAbstractFileByPath(path) as TFile)).fm;
    const el = document.body.createDiv();
    spellTargetsButton(el, plugin, cast("Magiczna Tarcza", true), KAMILA, KAMILA);
    el.querySelector<HTMLButtonElement>(".hbm-apply-spell")!.click();
    const modal = document.querySelector(".hbm-spell-targets")!;
    expect(modal).not.toBeNull();
    for (const p of [ELNERAN, SYMIEL]) modal.querySelector<HTMLInputElement>(`input[data-path="${p}"]`)!.click();
    modal.querySelector<HTMLButtonElement>(".hbm-spell-targets-go")!.click();
    await settle(10);
    // Kamila's Zdolności Magiczne 3: ⌈3/2⌉ + 1 = 3 points, for the scene (no encounter round).
    expect(read(ELNERAN).magicShield).toEqual({ points: 3, until: "scene", source: "Magiczna Tarcza" });
    expect(read(SYMIEL).magicShield).toEqual({ points: 3, until: "scene", source: "Magiczna Tarcza" });
    expect(read(KAMILA).magicShield).toBeUndefined();
    await plugin.actions.undo();
    await settle(10);
    expect(read(SYMIEL).magicShield).toBeUndefined();
    expect(read(ELNERAN).magicShield).toBeDefined();
  });
});
