// Browser tests of encounters (issue 14): a GM runs a fight from the session note's hbm-walka block.
import assert from "node:assert/strict";
import { join } from "node:path";

const SESSION = "sessions/Sesja 01 - Las.md";
const BLOCK = ".block-language-hbm-walka";

const fm = (page, path) => page.evaluate((p) => window.hbm.frontmatter(p), path);
const openNote = (page, path) => page.evaluate((p) => window.hbm.openNote(p), path);

/** Click a tracker button and wait until the step is written and drawn. */
async function step(page, selector) {
  await page.click(`${BLOCK} ${selector}`);
  await page.waitForFunction((b) => !document.querySelector(`${b} .hbm-encounter.is-busy, ${b}.is-busy`), BLOCK);
  await page.waitForTimeout(60);
}

const roundText = (page) => page.textContent(`${BLOCK} .hbm-enc-round`);

/** Start the fight and play three full rounds: every combatant that can attacks the first target, then Następna tura. */
async function threeRounds(page) {
  await openNote(page, SESSION);
  await page.waitForSelector(`${BLOCK} .hbm-enc-initiative`);
  assert.equal(await page.locator(`${BLOCK} .hbm-enc-row`).count(), 7);
  await step(page, ".hbm-enc-initiative");
  assert.equal(await roundText(page), "Runda 1");
  let attacks = 0;
  for (let guard = 0; guard < 40 && (await roundText(page)) !== "Runda 4"; guard++) {
    await page.click(`${BLOCK} .hbm-enc-row.is-current`);
    if (await page.locator(`${BLOCK} .hbm-enc-attack-go`).count()) {
      await step(page, ".hbm-enc-attack-go");
      attacks++;
    }
    await step(page, ".hbm-enc-next");
  }
  return attacks;
}

export const encounterTests = [
  {
    name: "encounter: three rounds of a fight from the session note's hbm-walka block; the key and PC notes follow",
    async run(page, { shots }) {
      const before = await fm(page, "player-characters/Kamila Wróbel.md");
      const goblinNote = await page.evaluate(() =>
        window.hbm.read("rules/06. Bestiariusz/Rozdział I - Stworzenia/Goblin.md"),
      );
      const attacks = await threeRounds(page);
      assert.ok(attacks >= 6, `only ${attacks} attacks were made`);
      assert.equal(await roundText(page), "Runda 4");
      const enc = (await fm(page, SESSION)).encounter;
      assert.equal(enc.round, 4);
      assert.equal(enc.combatants.length, 7);
      assert.deepEqual(
        enc.combatants
          .filter((c) => c.id.startsWith("goblin"))
          .map((c) => c.name)
          .sort(),
        ["Goblin 1", "Goblin 2"],
      );
      for (const c of enc.combatants.filter((x) => x.id.startsWith("pc-")))
        assert.deepEqual(Object.keys(c).sort(), ["id", "initiative", "ref"]);
      // Nothing is written to a bestiary note.
      assert.equal(
        await page.evaluate(() => window.hbm.read("rules/06. Bestiariusz/Rozdział I - Stworzenia/Goblin.md")),
        goblinNote,
      );
      // Every step is in the roll log; the block shows the round's history.
      const log = await page.evaluate(() => window.hbm.plugin.rollLog.list().map((e) => e.text));
      assert.ok(log.some((t) => t.startsWith("Inicjatywa: ")));
      assert.ok(log.some((t) => / atakuje /.test(t)));
      assert.ok((await page.locator(`${BLOCK} .hbm-enc-history li`).count()) >= 1);
      // Kamila's state (if she was hit) is in her own note, nowhere else.
      const after = await fm(page, "player-characters/Kamila Wróbel.md");
      for (const key of Object.keys(before)) assert.deepEqual(after[key], before[key], `Kamila's ${key} changed`);
      await page.screenshot({ path: join(shots, "encounter.png"), fullPage: true });
      await page.evaluate(() => window.hbm.setTheme("dark"));
      await page.screenshot({ path: join(shots, "encounter-dark.png"), fullPage: true });
      await page.evaluate(() => window.hbm.setTheme("light"));
      // Closing and reopening the note shows the same fight (the state is in the note).
      const rows = await page.locator(`${BLOCK} .hbm-enc-row .hbm-enc-name`).allTextContents();
      await openNote(page, "player-characters/Kamila Wróbel.md");
      await openNote(page, SESSION);
      await page.waitForSelector(`${BLOCK} .hbm-enc-round`);
      assert.equal(await roundText(page), "Runda 4");
      assert.deepEqual(await page.locator(`${BLOCK} .hbm-enc-row .hbm-enc-name`).allTextContents(), rows);
      // Zakończ walkę: the key goes, a summary stays in the roll log.
      await page.click(`${BLOCK} .hbm-enc-end`);
      await page.waitForTimeout(200);
      assert.equal((await fm(page, SESSION)).encounter, undefined);
      assert.match(await page.evaluate(() => window.hbm.plugin.rollLog.list()[0].text), /^Koniec walki po 4 rundach: /);
    },
  },
  {
    name: "encounter: on a 390-px phone the tracker fits, with tap-sized buttons",
    viewport: { width: 390, height: 844 },
    async run(page, { shots }) {
      await threeRounds(page);
      const check = await page.evaluate((b) => {
        const wide = [...document.querySelectorAll(`${b} *`)]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((el) => el.className);
        const small = [...document.querySelectorAll(`${b} button`)]
          .filter((el) => el.getBoundingClientRect().height < 43.5)
          .map((el) => el.textContent);
        return { doc: document.documentElement.scrollWidth, wide: wide.slice(0, 5), small };
      }, BLOCK);
      assert.ok(check.doc <= 390, `document is ${check.doc}px wide: ${check.wide.join(", ")}`);
      assert.deepEqual(check.wide, []);
      assert.deepEqual(check.small, []);
      await page.locator(BLOCK).screenshot({ path: join(shots, "encounter-phone.png") });
    },
  },
];
