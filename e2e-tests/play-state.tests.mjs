// Browser tests of issue 12 ("Play state that never lies"), as a new user tried it in the host page.
import assert from "node:assert/strict";
import { join } from "node:path";

const KAMILA = "player-characters/Kamila Wróbel.md";
const ELNERAN = "player-characters/Elneran.md";

async function openNote(page, path) {
  await page.evaluate((p) => window.hbm.openNote(p), path);
}

async function openSheet(page, path) {
  await openNote(page, path);
  await page.evaluate(() => window.hbm.runCommand("Otwórz kartę postaci"));
  await page.waitForSelector(".hbm-sheet .hbm-sheet-name");
  await page.waitForFunction(
    (p) => document.querySelector(".hbm-sheet-name")?.textContent === p,
    path.split("/").pop().replace(/\.md$/, ""),
  );
}

const fm = (page, path) => page.evaluate((p) => window.hbm.frontmatter(p), path);
const settle = (page) => page.waitForTimeout(150);
const bar = (page, key) => page.textContent(`.hbm-bar-${key} .hbm-bar-value`);
// Conditions are toggled from the sheet's "Stany…" menu.
const chip = async (page, name) => {
  if (!(await page.locator(".hbm-conditions-menu").count())) await page.click(".hbm-conditions-menu-button");
  await page.click(`.hbm-conditions-menu .hbm-chip[data-condition="${name}"]`);
};
const tab = (page, id) => page.click(`.hbm-tab[data-tab="${id}"]`);

export const tests = [
  {
    name: "play state: Kamila at 16/16 toggles Zatruty and Przeklęty; the bar reads 4/4 and − takes her to 3",
    async run(page, { shots }) {
      await openSheet(page, KAMILA);
      assert.equal(await bar(page, "health"), "16/16");
      await chip(page, "Zatruty");
      await settle(page);
      assert.equal(await bar(page, "health"), "10/10");
      await chip(page, "Przeklęty");
      await settle(page);
      assert.equal(await bar(page, "health"), "4/4");
      assert.equal((await fm(page, KAMILA)).health, 4);
      await page.screenshot({ path: join(shots, "play-poisoned-cursed.png"), fullPage: true });
      await page.click(".hbm-minus-health");
      await settle(page);
      assert.equal(await bar(page, "health"), "3/4");
      assert.equal((await fm(page, KAMILA)).health, 3);
      // Points cut by the conditions do not come back when they end.
      await chip(page, "Zatruty");
      await settle(page);
      await chip(page, "Przeklęty");
      await settle(page);
      assert.equal(await bar(page, "health"), "3/16");
      await page.evaluate(() => window.hbm.setTheme("dark"));
      await page.screenshot({ path: join(shots, "play-after-conditions-dark.png"), fullPage: true });
      await page.evaluate(() => window.hbm.setTheme("light"));
    },
  },
  {
    name: "play state: Elneran, dying, healed by + stops being Umierający; no Test Przeżycia is left to kill her",
    async run(page, { shots }) {
      await openSheet(page, ELNERAN);
      assert.equal(await bar(page, "health"), "0/14");
      assert.equal(await page.locator(".hbm-action-survival").count(), 1);
      await page.screenshot({ path: join(shots, "play-dying.png"), fullPage: true });
      await page.click(".hbm-plus-health");
      await settle(page);
      const after = await fm(page, ELNERAN);
      assert.equal(after.health, 1);
      assert.deepEqual(after.conditions ?? [], []);
      assert.equal(after.dying, undefined);
      assert.equal(await page.locator(".hbm-action-survival").count(), 0);
      assert.match(
        await page.locator(".notice").last().textContent(),
        /koniec stanu Umierający, liczniki umierania wyczyszczone/,
      );
      assert.equal(await page.locator(".hbm-chip.is-active", { hasText: "Umierający" }).count(), 0);
      await page.screenshot({ path: join(shots, "play-healed.png"), fullPage: true });
    },
  },
  {
    name: "play state: the damage dialog applies one hit per confirm, closes and says what each layer took",
    async run(page, { shots }) {
      await openSheet(page, KAMILA);
      await page.click(".hbm-action-damage");
      await page.fill(".hbm-damage-amount", "9");
      await page.screenshot({ path: join(shots, "play-damage-dialog.png") });
      // Three clicks and an Enter in the same moment: one hit.
      await page.evaluate(() => {
        const button = document.querySelector(".hbm-damage-modal button.mod-cta");
        const amount = document.querySelector(".hbm-damage-amount");
        button.click();
        button.click();
        amount.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
        button.click();
      });
      await page.waitForSelector(".hbm-damage-modal", { state: "detached" });
      await settle(page);
      assert.equal((await fm(page, KAMILA)).health, 8);
      assert.equal(await bar(page, "health"), "8/16");
      const notice = await page.locator(".notice").last().textContent();
      assert.match(notice, /Obrażenia 9: Pancerz 1, Żywotność 8/);
      await page.screenshot({ path: join(shots, "play-damage-notice.png") });
      // A stat block's Runiczny Pancerz shows on the sheet (its NPC layout has no damage button: a
      // bestiary note is never written; the encounter's Atak uses the layer).
      await openSheet(page, "rules/06. Bestiariusz/Rozdział II - Postacie Unikalne/Pelagius Caudex.md");
      assert.match(await page.textContent(".hbm-facts"), /3Runiczny Pancerz/);
      await page.screenshot({ path: join(shots, "play-damage-runic.png") });
      await openSheet(page, KAMILA);
      // Enter confirms a second, separate hit.
      await page.click(".hbm-action-damage");
      await page.fill(".hbm-damage-amount", "3");
      await page.press(".hbm-damage-amount", "Enter");
      await page.waitForSelector(".hbm-damage-modal", { state: "detached" });
      await settle(page);
      assert.equal((await fm(page, KAMILA)).health, 6);
    },
  },
  {
    name: "play state: Koniec sceny on the sheet, Przyznaj PD from the palette, quick drink counts the Ekwipunek down",
    async run(page, { shots }) {
      await openSheet(page, KAMILA);
      await tab(page, "equipment");
      await page.click('.hbm-drink-quick[data-elixir="Eliksir Zdrowia"]');
      await settle(page);
      assert.match(
        await page.evaluate((p) => window.hbm.read(p), KAMILA),
        /- \[\[Eliksir Zdrowia\|Eliksir Zdrowia\]\] ×1\n/,
      );
      assert.equal((await fm(page, KAMILA)).elixirTolerance, 2);
      await page.click(".hbm-action-end-scene");
      await settle(page);
      assert.match(await page.locator(".notice").last().textContent(), /Koniec sceny/);
      await page.evaluate(() => window.hbm.runCommand("Przyznaj PD…"));
      await page.fill(".hbm-award-amount", "5");
      await page.screenshot({ path: join(shots, "play-award-pd.png") });
      await page.press(".hbm-award-amount", "Enter");
      await settle(page);
      assert.equal((await fm(page, KAMILA)).experience, 5);
      await tab(page, "advance");
      assert.equal(await page.textContent(".hbm-pd"), "PD do wydania: 5");
      await page.screenshot({ path: join(shots, "play-sheet-tools.png"), fullPage: true });
    },
  },
];
