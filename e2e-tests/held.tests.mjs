// Issue 26: what a player sees of a spell held on their character. Kamila casts Celność and Ognista Powłoka
// from the tracker; her sheet's preview and roll name Celność's change, her Atak names the fire's points;
// Symiel's Egida on a Goblin shows in its row at once. Dice seeded as spells.tests.mjs does.
import assert from "node:assert/strict";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openSheet, seedDice, trackerStep } from "./helpers.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const SESSION = "sessions/Sesja 01 - Las.md";
const KAMILA = "player-characters/Kamila Wróbel.md";
const BLOCK = ".block-language-hbm-walka";

const fm = (page, path) => page.evaluate((p) => window.hbm.frontmatter(p), path);
const step = (page, selector) => trackerStep(page, selector, BLOCK);
const select = (page, name) => page.locator(`${BLOCK} .hbm-enc-row`, { hasText: name }).first().click();
const settle = (page) => page.waitForTimeout(150);
const shot = async (page, target, name) => {
  await target.screenshot({ path: join(root, "e2e-tests", "screenshots", name) });
  copyFileSync(join(root, "e2e-tests", "screenshots", name), join(root, "docs", "images", name));
};

/** `caster` casts `spell` (at `targets` by name) until `holds` says it took (seeded: the same every run). */
async function castUntil(page, caster, spell, targets, holds) {
  for (let i = 0; i < 6; i++) {
    await select(page, caster);
    await page.selectOption(`${BLOCK} .hbm-enc-spell`, spell);
    await page.waitForTimeout(40);
    for (const t of targets) await page.locator(`${BLOCK} .hbm-cast-target`, { hasText: t }).locator("input").check();
    await step(page, ".hbm-enc-cast");
    if (await holds()) return;
  }
  throw new Error(`${spell}: not held after six casts`);
}

const kamilaHolds = (page, name) => async () => ((await fm(page, KAMILA)).effects ?? []).some((e) => e.name === name);

/** Kamila holds Celność and Ognista Powłoka, cast in a fight; her sheet open on the Test tab, untrained skills shown. */
async function holdSpells(page) {
  await seedDice(page, 11);
  await page.evaluate((p) => window.hbm.openNote(p), SESSION);
  await page.waitForSelector(`${BLOCK} .hbm-enc-initiative`);
  await step(page, ".hbm-enc-initiative");
  await castUntil(page, "Kamila Wróbel", "Celność", [], kamilaHolds(page, "Celność"));
  await castUntil(page, "Kamila Wróbel", "Ognista Powłoka", ["Kamila Wróbel"], kamilaHolds(page, "Ognista Powłoka"));
  await openSheet(page, KAMILA);
  await page.click(".hbm-tab[data-tab='test']");
  const untrained = page.locator(".hbm-untrained");
  if (!(await untrained.evaluate((d) => d.open))) await untrained.locator("summary").click();
  await settle(page);
}

const SHOOTING = '.hbm-skill[data-skill="Umiejętności Strzeleckie"]';

export const heldTests = [
  {
    name: "held spells: Celność changes Kamila's preview and roll, Ognista Powłoka her Atak, Egida the Goblin's row",
    async run(page) {
      await holdSpells(page);
      const row = page.locator(SHOOTING);
      assert.equal(await row.locator(".hbm-pool-held").textContent(), "Celność: +2k6");
      // Ciało 3 + Umiejętności Strzeleckie 0, and Celność's 2.
      assert.equal(await row.locator(".hbm-pool").textContent(), "5k6 ↑");
      await row.locator(".hbm-roll-skill").click();
      await settle(page);
      const rolled = await page.locator(".hbm-last-roll [data-text]").first().getAttribute("data-text");
      assert.match(rolled, /Ciało \+ Umiejętności Strzeleckie · Celność: \+2k6 \(5k6\) 4:1/, rolled);

      // Atak with the Sztylet until it hits: the fire's 2 magical points named after the weapon's damage.
      await page.click(".hbm-tab[data-tab='equipment']");
      let said = "";
      for (let i = 0; i < 8 && !said.includes("Ognista Powłoka"); i++) {
        await page.click('.hbm-weapon[data-weapon="Sztylet"] .hbm-attack');
        await settle(page);
        said = (await page.locator(".hbm-last-roll .hbm-result-extra").allTextContents()).join(" | ");
      }
      assert.match(said, /^Obrażenia: \+S \(S=\d+\) = \d+ \| Ognista Powłoka: \+2 magiczne \(bez Pancerza\)$/, said);
      await shot(page, page.locator(".hbm-sheet"), "efekt-zaklecia.png");

      // Egida on Goblin 1: its row says Pancerz 2 (its 1 + 1) in the step that cast it.
      await page.evaluate((p) => window.hbm.openNote(p), SESSION);
      await page.waitForSelector(`${BLOCK} .hbm-enc-row`);
      const goblinArmor = () =>
        page
          .locator(`${BLOCK} .hbm-enc-row`, { hasText: "Goblin 1" })
          .first()
          .locator(".hbm-enc-stat", { hasText: "Pancerz" })
          .first()
          .textContent();
      assert.equal(await goblinArmor(), "Pancerz 1");
      await castUntil(page, "Symiel", "Egida", ["Goblin 1"], async () =>
        (await fm(page, SESSION)).encounter.combatants.some(
          (c) => c.name === "Goblin 1" && (c.effects ?? []).some((e) => e.name === "Egida"),
        ),
      );
      assert.equal(await goblinArmor(), "Pancerz 2");
    },
  },
  {
    name: "held spells on a phone: the sheet names Celność and Ognista Powłoka at 390 px, light and dark",
    viewport: { width: 390, height: 844 },
    async run(page) {
      await holdSpells(page);
      // Issue 27 leftover: the tracker's attack form on the phone shows each choice's words whole.
      await page.evaluate((p) => window.hbm.openNote(p), SESSION);
      await select(page, "Kamila Wróbel");
      const form = page.locator(`${BLOCK} .hbm-enc-attack`);
      await form.scrollIntoViewIfNeeded();
      const cut = await form.evaluate((el) => {
        const ctx = document.createElement("canvas").getContext("2d");
        return [...el.querySelectorAll("select")]
          .filter((s) => s.getClientRects().length > 0)
          .flatMap((s) => {
            ctx.font = getComputedStyle(s).font;
            const text = s.selectedOptions[0]?.textContent ?? "";
            // The arrow and padding take some 40 px of the box.
            return ctx.measureText(text).width > s.clientWidth - 40 ? [text] : [];
          });
      });
      await form.screenshot({ path: join(root, "e2e-tests", "screenshots", "attack-form-phone.png") });
      assert.deepEqual(cut, []);
      await openSheet(page, KAMILA);
      await page.click(".hbm-tab[data-tab='test']");
      await settle(page);
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll(".hbm-sheet *")]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((el) => el.className),
      );
      assert.deepEqual(wide, []);
      await page.locator(SHOOTING).locator(".hbm-roll-skill").click();
      await settle(page);
      await page.evaluate(() => document.querySelectorAll(".notice").forEach((n) => n.remove()));
      await page.locator(SHOOTING).scrollIntoViewIfNeeded();
      await shot(page, page, "efekt-zaklecia-telefon.png");
      await page.evaluate(() => window.hbm.setTheme("dark"));
      await settle(page);
      await shot(page, page, "efekt-zaklecia-ciemna.png");
      await page.evaluate(() => window.hbm.setTheme("light"));
    },
  },
];
