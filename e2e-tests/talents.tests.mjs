// Issue 27 (what was left): the combat talents act from the tracker's attack form. The Goblin
// attacks the Szermierz (test/fixtures/attack/Szermierz.md: Walka Wręcz 3, Parowanie, Riposta),
// who parries: Parowanie's "+⌈Walka Wręcz / 2⌉" successes (l. 1015) and the Riposta (l. 1034),
// which the Goblin dodges for its Zapał. Dice seeded as spells.tests.mjs does.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { seedDice, trackerStep } from "./helpers.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const DUEL = "sessions/Pojedynek.md";
const BLOCK = ".block-language-hbm-walka";

const seed = seedDice;
const step = (page, selector) => trackerStep(page, selector, BLOCK);

/** The fixture fencer and a duel note, written into the page's vault before the note is opened. */
async function duel(page) {
  const fencer = readFileSync(join(root, "test", "fixtures", "attack", "Szermierz.md"), "utf8");
  await page.evaluate(
    async ({ fencer, duel }) => {
      await window.hbm.app.vault.create("rules/06. Bestiariusz/Szermierz.md", fencer);
      await window.hbm.app.vault.create(duel, "# Pojedynek\n\n```hbm-walka\n[[Szermierz]]\n[[Goblin]]\n```\n");
    },
    { fencer, duel: DUEL },
  );
  await page.waitForTimeout(300);
  await seed(page, Number(process.env.TALENT_SEED ?? 7));
  await page.evaluate((p) => window.hbm.openNote(p), DUEL);
  await page.waitForSelector(`${BLOCK} .hbm-enc-initiative`);
  await step(page, ".hbm-enc-initiative");
}

/** The Goblin attacks the Szermierz, who parries; the Goblin will dodge a Riposta for its Zapał. */
async function parried(page) {
  await page.locator(`${BLOCK} .hbm-enc-row[data-id="goblin"]`).click();
  await page.waitForTimeout(80);
  await page.selectOption(`${BLOCK} .hbm-enc-target`, "szermierz");
  await page.selectOption(`${BLOCK} .hbm-enc-defence`, "parry");
  await page.locator(`${BLOCK} .hbm-enc-riposte-dodge input`).check();
}

const history = (page) => page.locator(`${BLOCK} .hbm-enc-history-list li`).allTextContents();

export const talentTests = [
  {
    name: "talents: Parowanie (+⌈Walka Wręcz/2⌉ successes, l. 1015) and Riposta dodged for a Zapał (l. 1034) from the tracker",
    async run(page, { shots }) {
      await duel(page);
      await parried(page);
      await page.locator(`${BLOCK} .hbm-enc-attack`).screenshot({ path: join(shots, "talents-attack-form.png") });
      await step(page, ".hbm-enc-attack-go");
      const log = (await history(page)).join("\n");
      assert.match(log, /Goblin atakuje Szermierz wręcz/, log);
      assert.match(
        log,
        /parowanie \(Rapier\): Ciało \+ Walka Wręcz \+2 do sukcesów \(Parowanie: połowa Walki Wręcz\)/,
        log,
      );
      assert.match(log, /Szermierz paruje cios/, `seeded: the parry holds (${log})`);
      assert.match(log, /Riposta: Szermierz kontratakuje Goblin \(Rapier\)/, log);
      const fm = await page.evaluate((p) => window.hbm.frontmatter(p), DUEL);
      const goblin = fm.encounter.combatants.find((c) => c.id === "goblin");
      if (/Goblin unika Riposty za 1 Zapał/.test(log)) assert.equal(goblin.zeal, 0, JSON.stringify(goblin));
      await page.locator(BLOCK).screenshot({ path: join(shots, "talents-parry.png") });
      await page.locator(BLOCK).screenshot({ path: join(root, "docs", "images", "walka-parowanie.png") });
    },
  },
  {
    name: "talents: the attack form with Parowanie and Riposta on a 390 px phone, light and dark",
    viewport: { width: 390, height: 844 },
    async run(page, { shots }) {
      await duel(page);
      await parried(page);
      const form = page.locator(`${BLOCK} .hbm-enc-attack`);
      const box = await form.boundingBox();
      assert.ok(box && box.width <= 390, `the form fits the phone: ${box?.width}`);
      await form.screenshot({ path: join(shots, "talents-attack-form-phone.png") });
      await page.evaluate(() => window.hbm.setTheme("dark"));
      await page.waitForTimeout(80);
      await form.screenshot({ path: join(shots, "talents-attack-form-phone-dark.png") });
    },
  },
];
