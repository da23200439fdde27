// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { renderCodeBlocks, type TFile } from "../../../test/obsidian-mock";
import { loadPlugin, readVault, settle, TEST_VAULT } from "../../../test/harness";
import { parts } from "../../../test/frontmatter";
import { casterValues, type Action } from "../../core/play";
import { spellEffects } from "../../core/spells/effects";
import { openSheet } from "../commands/commands";
import { RollPromptModal } from "./prompt";

/**
 * A held spell's situation, offered as a tick before the roll (docs/en/rolls.md "dotyczy"; issue 26): no roll knows
 * by itself that it is about detecting the truth, so the player says so and the one planner applies the change.
 */
const KAMILA = "player-characters/Kamila Wróbel.md";
const TRUTH = "spells/general/truth-glimpse.md";
const SESSION = "sessions/Prawda.md";

/** Kamila after Przebłysk Prawdy (no save; „1 runda” outside a fight lasts the scene), written through the note store. */
async function withTruthGlimpse() {
  const { app, plugin } = await loadPlugin({ ...readVault(TEST_VAULT), [SESSION]: "" });
  const e = spellEffects({ duration: "1 runda" }, "", TRUTH);
  const caster = plugin.actions.store.subject(KAMILA)!;
  const cast: Action = {
    kind: "spellEffects",
    spell: { name: "Przebłysk Prawdy", path: TRUTH },
    effects: e.effects,
    duration: e.duration,
    casterSuccesses: 1,
    caster: casterValues(caster),
  };
  expect((await plugin.actions.act(KAMILA, cast, "Przebłysk Prawdy")).ok).toBe(true);
  await settle();
  const fm = parts(app.vault.readSync(app.vault.getAbstractFileByPath(KAMILA) as TFile)).fm;
  expect(fm.effects).toEqual([
    {
      name: "Przebłysk Prawdy",
      until: "scene",
      test: [{ on: { situation: "truth" }, dice: 1 }],
      cite: TRUTH,
    },
  ]);
  return { app, plugin };
}

const tick = (label: Element) => {
  const box = label.querySelector<HTMLInputElement>("input[type=checkbox]")!;
  box.checked = !box.checked;
  box.dispatchEvent(new Event("change"));
};

describe("the roll block offers a held spell's situation as a tick (hbm-roll)", () => {
  it("a line Kamila rolls shows „Dotyczy: prawda — Przebłysk Prawdy: +1k6”; ticked, the roll has the die and lists it; unticked, not", async () => {
    const { plugin } = await withTruthGlimpse();
    const root = document.body.createDiv();
    await renderCodeBlocks(
      plugin,
      SESSION,
      "```hbm-roll\npostać: [[Kamila Wróbel]]\nKłamie?: Umysł + Empatia 4:1\nPula: 6k6\n```",
      root,
    );
    const [line, bare] = [...root.querySelectorAll(".hbm-roll-line")];
    const offers = [...line!.querySelectorAll(".hbm-situation")];
    expect(offers.map((o) => o.textContent)).toEqual(["Dotyczy: prawda — Przebłysk Prawdy: +1k6"]);
    // The ticks sit between the button and the results, as on the line without them.
    expect([...line!.children].map((c) => c.className)).toEqual(["hbm-roll-button", "hbm-situations", "hbm-results"]);
    expect([...bare!.children].map((c) => c.className)).toEqual(["hbm-roll-button", "hbm-results"]);
    // Bare dice are nobody's test: nothing to tick.
    expect(bare!.querySelector(".hbm-situation")).toBeNull();
    const roll = () => {
      line!.querySelector<HTMLButtonElement>("button.hbm-roll-button")!.click();
      return line!.querySelector(".hbm-result")!.getAttribute("data-text")!;
    };
    const plain = roll();
    expect(plain).not.toContain("Przebłysk Prawdy");
    const button = line!.querySelector("button.hbm-roll-button")!;
    expect(button.textContent).not.toContain("Przebłysk Prawdy");
    tick(offers[0]!);
    expect(offers[0]!.classList.contains("is-ticked")).toBe(true);
    // The button says what is rolled now: the pool with the spell's die, named.
    expect(button.textContent).toContain("Przebłysk Prawdy: +1k6");
    const ticked = roll();
    expect(ticked).toContain("Przebłysk Prawdy: +1k6");
    const dice = (text: string) => Number(/\((\d+)k6\)/.exec(text)?.[1]);
    expect(dice(ticked)).toBe(dice(plain) + 1);
  });

  it("a character holding no such spell gets no tick", async () => {
    const { plugin } = await loadPlugin({ ...readVault(TEST_VAULT), [SESSION]: "" });
    const root = document.body.createDiv();
    await renderCodeBlocks(
      plugin,
      SESSION,
      "```hbm-roll\npostać: [[Kamila Wróbel]]\nKłamie?: Umysł + Empatia 4:1\n```",
      root,
    );
    expect(root.querySelector(".hbm-situation")).toBeNull();
  });
});

describe("the sheet's roll dialog offers it too (Rzuć kośćmi… with the skill's line)", () => {
  it("ticked in the dialog, the roll is „dotyczy prawda” and lists Przebłysk Prawdy", async () => {
    const { app, plugin } = await withTruthGlimpse();
    const modal = new RollPromptModal(app as never, plugin.services, KAMILA, "Umysł + Empatia");
    modal.open();
    const el = modal.contentEl;
    const offer = el.querySelector(".hbm-situation")!;
    expect(offer.textContent).toBe("Dotyczy: prawda — Przebłysk Prawdy: +1k6");
    tick(offer);
    el.querySelector<HTMLButtonElement>("button.mod-cta")!.click();
    expect(el.querySelector(".hbm-result")!.getAttribute("data-text")).toContain("Przebłysk Prawdy: +1k6");
    modal.close();
  });
});

describe("on the sheet: a skill's options button opens the roll dialog with the tick", () => {
  it("Kamila's sheet, Refleks' options: „Dotyczy: prawda — Przebłysk Prawdy: +1k6”", async () => {
    const { plugin } = await withTruthGlimpse();
    const view = (await openSheet(plugin, KAMILA))!;
    await settle();
    const row = view.contentEl.querySelector('.hbm-skill[data-skill="Refleks"]')!;
    row.querySelector<HTMLButtonElement>(".hbm-roll-options")!.click();
    await settle();
    const offers = [...document.querySelectorAll(".hbm-roll-prompt .hbm-situation")].map((o) => o.textContent);
    expect(offers).toEqual(["Dotyczy: prawda — Przebłysk Prawdy: +1k6"]);
  });
});
