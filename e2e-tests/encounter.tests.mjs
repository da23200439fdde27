// Browser tests of encounters (issue 14): a GM runs a fight from the session note's hbm-walka block.
import assert from "node:assert/strict";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { seedDice } from "./helpers.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

const SESSION = "sessions/Sesja 01 - Las.md";
const BLOCK = ".block-language-hbm-walka";
/** The dice seed of every fight here: the same fight, initiative order and screenshots every run. */
const SEED = Number(process.env.ENCOUNTER_SEED ?? 5);

const fm = (page, path) => page.evaluate((p) => window.hbm.frontmatter(p), path);
const openNote = (page, path) => page.evaluate((p) => window.hbm.openNote(p), path);

/** Click a tracker button and wait until the step is written and drawn. */
async function step(page, selector) {
  await page.click(`${BLOCK} ${selector}`);
  await page.waitForFunction((b) => !document.querySelector(`${b} .hbm-encounter.is-busy, ${b}.is-busy`), BLOCK);
  await page.waitForTimeout(60);
}

const roundText = (page) => page.textContent(`${BLOCK} .hbm-enc-round`);

/**
 * Start the fight and play three full rounds: every combatant that can attacks the first target, then Następna tura.
 * The dice are seeded (the same fight every run): unseeded, who falls and who gets a condition chip changed from run to run.
 */
async function threeRounds(page) {
  await seedDice(page, SEED);
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
      // The whole page in one viewport, so the sticky turn bar sits at the tracker's foot, not over a row.
      const tall = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: 1280, height: tall });
      await page.evaluate(() => document.querySelectorAll(".notice").forEach((n) => n.remove()));
      await page.screenshot({ path: join(shots, "encounter.png"), fullPage: true });
      copyFileSync(join(shots, "encounter.png"), join(root, "docs", "images", "walka.png"));
      await page.evaluate(() => window.hbm.setTheme("dark"));
      await page.screenshot({ path: join(shots, "encounter-dark.png"), fullPage: true });
      copyFileSync(join(shots, "encounter-dark.png"), join(root, "docs", "images", "walka-ciemna.png"));
      await page.evaluate(() => window.hbm.setTheme("light"));
      await page.setViewportSize({ width: 1280, height: 900 });
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
      // The unique Cień z Lasu is kept (the box is ticked by default): said after the summary, newest first.
      const [kept, summary] = await page.evaluate(() => window.hbm.plugin.rollLog.list().map((e) => e.text));
      assert.match(kept, /^Zachowano w .*Kampania\.md: Cień z Lasu\.$/);
      assert.match(summary, /^Koniec walki po 4 rundach: /);
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
      // Issue 27.8: the current combatant's actions sit right under its row, and the turn bar
      // (whose turn, Akcje, Ruch, Zapał → +1 akcja, Następna tura) stays on screen wherever the GM scrolls.
      const place = await page.evaluate((b) => {
        const row = document.querySelector(`${b} .hbm-enc-row.is-current`).getBoundingClientRect();
        const actions = document.querySelector(`${b} .hbm-enc-actions`).getBoundingClientRect();
        // The GM looks at the first combatant of the order: the bar is at the foot of the screen, not the tracker's.
        document.querySelector(`${b} .hbm-enc-list > .hbm-enc-row`).scrollIntoView({ block: "start" });
        const bar = document.querySelector(`${b} .hbm-enc-turnbar`).getBoundingClientRect();
        // Rows of the order other than the selected one, without condition chips: one line of bars each.
        const rows = [...document.querySelectorAll(`${b} .hbm-enc-list > .hbm-enc-row:not(.is-selected)`)]
          .filter((r) => !r.querySelector(".hbm-enc-condition"))
          .map((r) => r.getBoundingClientRect().height);
        return { gap: actions.top - row.bottom, barTop: bar.top, barBottom: bar.bottom, vh: window.innerHeight, rows };
      }, BLOCK);
      assert.ok(place.gap >= 0 && place.gap < 12, `the actions are ${place.gap}px below the current row`);
      assert.ok(
        place.barBottom <= place.vh + 1 && place.barTop < place.vh,
        `the turn bar is off screen: ${place.barTop}`,
      );
      assert.ok(place.rows.length >= 3, `only ${place.rows.length} plain rows`);
      const tallest = Math.max(...place.rows);
      assert.ok(tallest < 80, `a combatant's row in the order is ${tallest}px tall on a phone`);
      // A dead combatant's row says Martwy and nothing more (the sheet and the party card agree).
      const deadRows = await page.evaluate(
        (b) =>
          [...document.querySelectorAll(`${b} .hbm-enc-row`)]
            .map((r) => [...r.querySelectorAll(".hbm-enc-condition")].map((c) => c.textContent))
            .filter((chips) => chips.includes("Martwy")),
        BLOCK,
      );
      for (const chips of deadRows) assert.deepEqual(chips, ["Martwy"]);
      await page.locator(BLOCK).screenshot({ path: join(shots, "encounter-phone-full.png") });
      // What the GM sees on the phone (docs/images/walka-telefon.png): the top of the tracker, the turn bar at the foot.
      await page.evaluate((b) => {
        document.querySelectorAll(".notice").forEach((n) => n.remove());
        document.querySelector(`${b} .hbm-enc-round`).scrollIntoView({ block: "start" });
      }, BLOCK);
      await page.screenshot({ path: join(shots, "encounter-phone.png") });
      copyFileSync(join(shots, "encounter-phone.png"), join(root, "docs", "images", "walka-telefon.png"));
      // Empty fields say what to type, and an empty amount never says "NaN". The attack form is
      // offered only to one who can act (Umierający, Nieprzytomny, Obezwładniony cannot): pick one.
      await page
        .locator(`${BLOCK} .hbm-enc-list > .hbm-enc-row`)
        .filter({
          hasNot: page.locator(".hbm-enc-condition", { hasText: /Umierający|Nieprzytomny|Obezwładniony|Martwy/ }),
        })
        .first()
        .click();
      await page.waitForTimeout(80);
      for (const sel of [".hbm-enc-amount", ".hbm-enc-rounds", ".hbm-enc-bonus"])
        assert.notEqual(await page.getAttribute(`${BLOCK} ${sel}`, "placeholder"), null, `${sel} has no placeholder`);
      await page.fill(`${BLOCK} .hbm-enc-amount`, "");
      await page.click(`${BLOCK} .hbm-enc-damage`);
      await page.waitForSelector(".notice");
      const notices = await page.locator(".notice").allTextContents();
      assert.ok(
        notices.every((n) => !n.includes("NaN")),
        notices.join(" | "),
      );
      assert.ok(!(await page.textContent(BLOCK)).includes("NaN"));
    },
  },
  {
    name: "encounter: Zapał → +1 akcja buys one more Akcja for the one whose turn it is, Oszołomiony disables it with the reason, Cofnij undoes",
    async run(page, { shots }) {
      await seedDice(page, SEED);
      await openNote(page, SESSION);
      await page.waitForSelector(`${BLOCK} .hbm-enc-initiative`);
      await step(page, ".hbm-enc-initiative");
      // Find a turn whose combatant has Zapał (the start of the turn gave it +1).
      let buy = page.locator(`${BLOCK} .hbm-enc-turnbar .hbm-enc-buy`);
      for (let guard = 0; guard < 10 && (await buy.isDisabled()); guard++) {
        await step(page, ".hbm-enc-next");
        buy = page.locator(`${BLOCK} .hbm-enc-turnbar .hbm-enc-buy`);
      }
      assert.equal(await buy.isDisabled(), false, "nobody had Zapał to spend");
      const who = (await page.textContent(`${BLOCK} .hbm-enc-turnbar-name`)).replace(/^Tura: /, "");
      assert.equal(await page.textContent(`${BLOCK} .hbm-enc-turnbar .hbm-enc-actions-left`), "Akcje: 1");
      const zealBefore = await page.textContent(`${BLOCK} .hbm-enc-row.is-current .hbm-enc-zeal .hbm-bar-value`);
      await step(page, ".hbm-enc-turnbar .hbm-enc-buy");
      let enc = (await fm(page, SESSION)).encounter;
      assert.equal(enc.actionsLeft, 2);
      assert.equal(enc.zealSpent, 1);
      assert.equal(await page.textContent(`${BLOCK} .hbm-enc-turnbar .hbm-enc-actions-left`), "Akcje: 2");
      const zealAfter = await page.textContent(`${BLOCK} .hbm-enc-row.is-current .hbm-enc-zeal .hbm-bar-value`);
      assert.equal(Number(zealAfter.split("/")[0]), Number(zealBefore.split("/")[0]) - 1);
      assert.equal(
        await page.textContent(`${BLOCK} .hbm-enc-history li`),
        `${who}: Zapał → +1 Akcja (Zapał zostaje ${zealAfter.split("/")[0]}, Akcje: 2)`,
      );
      // Another action the tracker has no button for: counted and listed.
      await page.fill(`${BLOCK} .hbm-enc-other-what`, "wypija eliksir");
      await step(page, ".hbm-enc-other-go");
      assert.equal(await page.textContent(`${BLOCK} .hbm-enc-history li`), `${who}: Akcja — wypija eliksir`);
      assert.equal((await fm(page, SESSION)).encounter.actionsLeft, 1);
      // Cofnij twice: the action, then the purchase (the Zapał comes back).
      await step(page, ".hbm-enc-undo");
      await step(page, ".hbm-enc-undo");
      enc = (await fm(page, SESSION)).encounter;
      assert.equal(enc.actionsLeft, 1);
      assert.equal(enc.zealSpent, 0);
      assert.equal(await page.textContent(`${BLOCK} .hbm-enc-row.is-current .hbm-enc-zeal .hbm-bar-value`), zealBefore);
      // Oszołomiony: one Akcja, no Zapał; the control is disabled and says why.
      await page.selectOption(`${BLOCK} .hbm-enc-condition-name`, "Oszołomiony");
      await step(page, ".hbm-enc-toggle");
      const dazed = page.locator(`${BLOCK} .hbm-enc-turnbar .hbm-enc-buy`);
      assert.equal(await dazed.isDisabled(), true);
      assert.match(await dazed.getAttribute("title"), /Oszołomiony: najwyżej jedna Akcja, bez Zapału/);
      assert.match(
        await page.textContent(`${BLOCK} .hbm-enc-row.is-current .hbm-enc-economy`),
        /Ruch: \d+ m \(Oszołomiony\)/,
      );
      await page.evaluate(() => window.hbm.setTheme("dark"));
      await page.screenshot({ path: join(shots, "encounter-zeal-dark.png"), fullPage: true });
      await page.evaluate(() => window.hbm.setTheme("light"));
    },
  },
];
