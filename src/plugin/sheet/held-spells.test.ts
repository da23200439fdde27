// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { clickIn, loadPlugin, readVault, settle, TEST_VAULT } from "../../../test/harness";
import type { RandomSource } from "../../core/dice";
import { openSheet } from "../commands/commands";

/**
 * Issue 26: what a player sees of a spell held on their character. The sheet's previews plan with the
 * spell's change to a test as the roll does, and name it; the sheet's Atak adds a spell on the weapon
 * as the tracker's attack does.
 */
const KAMILA = "player-characters/Kamila Wróbel.md";
/** Celność („+2 kości do Testów Umiejętności Strzeleckich, ataki dystansowe łatwiejsze o stopień”) and Ognista Powłoka as play stores them. */
const HELD = [
  "effects:",
  "  - name: Celność",
  "    until: scene",
  "    test:",
  "      - on: { attacks: ranged }",
  "        threshold: -1",
  "      - on: { skills: [Umiejętności Strzeleckie] }",
  "        dice: 2",
  "  - name: Ognista Powłoka",
  "    until: scene",
  "    stat:",
  "      - { stat: weaponDamage, add: 2, magical: true }",
].join("\n");

const loaded: Array<{ unload(): void }> = [];
afterEach(() => {
  for (const p of loaded.splice(0)) p.unload();
});

async function sheet(held: boolean) {
  const files = readVault(TEST_VAULT);
  const note = held ? files[KAMILA]!.replace("status: active", `status: active\n${HELD}`) : files[KAMILA]!;
  const { plugin } = await loadPlugin({ ...files, [KAMILA]: note });
  loaded.push(plugin);
  const view = (await openSheet(plugin, KAMILA))!;
  await settle(10);
  return { plugin, el: view.contentEl };
}

const text = (e: Element | null | undefined) => e?.textContent ?? "";
async function openUntrained(el: HTMLElement) {
  const d = el.querySelector<HTMLDetailsElement>(".hbm-untrained")!;
  d.open = true;
  d.dispatchEvent(new Event("toggle"));
  await settle(2);
}
const lastRoll = (el: HTMLElement) =>
  [
    el.querySelector(".hbm-last-roll [data-text]")?.getAttribute("data-text"),
    ...[...el.querySelectorAll(".hbm-last-roll .hbm-result-extra")].map(text),
  ].join(" | ");
/** Every die a 6: the attack hits. */
const sixes: RandomSource = { die: (sides: number) => sides };

describe("Celność held on Kamila: the preview is the pool the roll uses, the change named", () => {
  it("Umiejętności Strzeleckie shows 2 dice more (↑) and „Celność: +2k6”; its roll rolls them and says so", async () => {
    const plain = await sheet(false);
    await openUntrained(plain.el);
    const before = Number(
      /(\d+)k6/.exec(text(plain.el.querySelector('.hbm-skill[data-skill="Umiejętności Strzeleckie"] .hbm-pool')))?.[1],
    );
    expect(plain.el.querySelector(".hbm-pool-held")).toBeNull();

    const { el } = await sheet(true);
    await openUntrained(el);
    const row = el.querySelector('.hbm-skill[data-skill="Umiejętności Strzeleckie"]')!;
    expect(text(row.querySelector(".hbm-pool"))).toBe(`${before + 2}k6 ↑`);
    expect(text(row.querySelector(".hbm-pool-held"))).toBe("Celność: +2k6");
    expect(row.querySelector(".hbm-pool")?.getAttribute("aria-label")).toContain("zmienione przez zaklęcia: Celność");
    // A test the spell does not cover is shown as before.
    expect(text(el.querySelector('.hbm-skill[data-skill="Walka Wręcz"] .hbm-pool-held'))).toBe("");
    clickIn(row, ".hbm-roll-skill");
    await settle(5);
    expect(lastRoll(el)).toMatch(new RegExp(`· Celność: \\+2k6 \\(${before + 2}k6\\) 4:1`));
  });
});

/** Kamila's Atak with her Sztylet, every die a 6 (it hits); the last roll's words. */
async function attackWithDagger(held: boolean): Promise<string> {
  const { el, plugin } = await sheet(held);
  plugin.actions.rng = sixes;
  el.querySelector<HTMLButtonElement>('.hbm-tab[data-tab="equipment"]')!.click();
  await settle(2);
  clickIn(el.querySelector('.hbm-weapon[data-weapon="Sztylet"]')!, ".hbm-attack");
  await settle(5);
  return lastRoll(el);
}

describe("Ognista Powłoka held on Kamila: „broń dodatkowo zadaje 2 punkty obrażeń magicznych”", () => {
  it("the sheet's Atak with her Sztylet names the spell's 2 magical points after the weapon's damage", async () => {
    expect(await attackWithDagger(true)).toMatch(
      /Obrażenia: \+S \(S=\d+\) = \d+ \| Ognista Powłoka: \+2 magiczne \(bez Pancerza\)$/,
    );
  });

  it("without the spell the same Atak says the weapon's damage alone", async () => {
    expect(await attackWithDagger(false)).toMatch(/Obrażenia: \+S \(S=\d+\) = \d+$/);
  });
});
