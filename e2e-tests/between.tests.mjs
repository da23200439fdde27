// Browser tests of issue 28 (docs/en/rules.md "Between sessions"): Warz eliksir and Naucz się zaklęcia from the
// palette and the sheet, Przekaż from the sheet's Ekwipunek; the notes' bytes change exactly as the rules
// say, and Cofnij gives them back. The Przekaż dialog's screenshots go to docs/images (brew, learn-spell and give-item .png).
import assert from "node:assert/strict";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./host-server.mjs";
import { openSheet, palette } from "./helpers.mjs";

const KAMILA = "player-characters/Kamila Wróbel.md";
const ELNERAN = "player-characters/Elneran.md";
const LEARNED = ["- [[magic-shield]]\n", "- [[magic-shield]]\n- [[quick-thought|Szybka Myśl]]\n"];
const settle = (page) => page.waitForTimeout(200);
const read = (page, path) => page.evaluate((p) => window.hbm.read(p), path);
/** Every die a 6 (the plugin's dice, replaced for the test): the extended test passes. */
const sixes = (page) => page.evaluate(() => (window.hbm.plugin.actions.rng = { die: () => 6 }));

/** Kamila holds the Eliksir Zdrowia's ingredients for three doses (100 ml and 3 g a dose). */
async function stock(page) {
  await page.evaluate(async (p) => {
    const app = window.hbm.app;
    const f = app.vault.getFileByPath(p);
    const text = app.vault.readSync(f);
    await app.vault.modify(
      f,
      text.replace(
        "- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×2",
        "- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×2\n- Woda święcona ×300\n- Żywica Srebrodrzewa ×9",
      ),
    );
  }, KAMILA);
  await settle(page);
}

async function noOverflow(page, selector) {
  const wide = await page.evaluate(
    (s) =>
      [...document.querySelectorAll(`${s} *`)]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => el.className || el.tagName),
    selector,
  );
  assert.deepEqual(wide, [], `wider than the screen: ${wide.join(", ")}`);
}

async function brewThree(page) {
  await palette(page, "Warz eliksir");
  await page.waitForSelector(".hbm-brew");
  await page.selectOption(".hbm-brew-elixir", "Eliksir Zdrowia");
  await page.fill(".hbm-brew-doses", "3");
  await page.fill(".hbm-brew-threshold", "4");
  await page.fill(".hbm-brew-required", "3");
  await settle(page);
  assert.deepEqual(await page.locator(".hbm-brew-ingredients li").allTextContents(), [
    "✓ woda święcona 300 ml (w Ekwipunku: 300)",
    "✓ żywica Srebrodrzewa 9 g (w Ekwipunku: 9)",
  ]);
}

export const betweenTests = [
  {
    name: "between: Warz eliksir and Naucz się zaklęcia from the palette; the note's bytes, then Cofnij",
    async run(page, { shots }) {
      await openSheet(page, KAMILA);
      await stock(page);
      const before = await read(page, KAMILA);
      await sixes(page);

      await brewThree(page);
      await page.locator(".modal:has(.hbm-brew)").screenshot({ path: join(shots, "brew.png") });
      copyFileSync(join(shots, "brew.png"), join(root, "docs", "images", "brew.png"));
      await page.click(".hbm-brew-confirm");
      await page.waitForSelector(".hbm-brew", { state: "detached" });
      await settle(page);
      const brewed = await read(page, KAMILA);
      // Exactly: the elixir's count 2 → 5, the ingredients used up (their lines go); nothing else.
      assert.equal(
        brewed,
        before.replace(
          "- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×2\n- Woda święcona ×300\n- Żywica Srebrodrzewa ×9",
          "- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×5",
        ),
      );
      assert.match(await page.locator(".notice").last().textContent(), /Warzenie Eliksir Zdrowia: Sukces/);
      await palette(page, "Cofnij ostatnią zmianę postaci");
      await settle(page);
      assert.equal(await read(page, KAMILA), before);

      await palette(page, "Naucz się zaklęcia");
      await page.waitForSelector(".hbm-learn");
      await page.selectOption(".hbm-learn-spell", "spells/general/quick-thought.md");
      await page.fill(".hbm-learn-threshold", "4");
      await page.fill(".hbm-learn-required", "5");
      await page.locator(".modal:has(.hbm-learn)").screenshot({ path: join(shots, "learn-spell.png") });
      copyFileSync(join(shots, "learn-spell.png"), join(root, "docs", "images", "learn-spell.png"));
      await page.click(".hbm-learn-confirm");
      await page.waitForSelector(".hbm-learn", { state: "detached" });
      await settle(page);
      assert.equal(await read(page, KAMILA), before.replace(...LEARNED));
      assert.match(await page.locator(".notice").last().textContent(), /Nauka zaklęcia Szybka Myśl/);
      await page.click(".hbm-tab[data-tab='spells']");
      await settle(page);
      assert.match(await page.textContent(".hbm-sheet"), /Szybka Myśl/);
      await page.screenshot({ path: join(shots, "nauka-karta.png"), fullPage: true });
      await palette(page, "Cofnij ostatnią zmianę postaci");
      await settle(page);
      assert.equal(await read(page, KAMILA), before);

      // The same from the sheet's Zaklęcia tab: its "Naucz się zaklęcia" opens the dialog for Kamila.
      await page.click(".hbm-panel-spells .hbm-learn-open");
      await page.waitForSelector(".hbm-learn");
      assert.equal(await page.textContent(".hbm-learn .setting-item-description"), "Kamila Wróbel");
      await page.selectOption(".hbm-learn-spell", "spells/general/quick-thought.md");
      await page.click(".hbm-learn-confirm");
      await page.waitForSelector(".hbm-learn", { state: "detached" });
      await settle(page);
      assert.equal(await read(page, KAMILA), before.replace(...LEARNED));
      await palette(page, "Cofnij ostatnią zmianę postaci");
      await settle(page);
      assert.equal(await read(page, KAMILA), before);
    },
  },
  {
    name: "between on a phone: the Warz eliksir dialog fits 390 px; the sheet's Warz button opens it",
    viewport: { width: 390, height: 844 },
    async run(page, { shots }) {
      await openSheet(page, KAMILA);
      await stock(page);
      await page.click(".hbm-tab[data-tab='equipment']");
      await settle(page);
      await page.click(".hbm-brew-open");
      await page.waitForSelector(".hbm-brew");
      await page.selectOption(".hbm-brew-elixir", "Eliksir Zdrowia");
      await page.fill(".hbm-brew-doses", "3");
      await settle(page);
      await noOverflow(page, ".modal");
      await page.screenshot({ path: join(shots, "brew-phone.png") });
      copyFileSync(join(shots, "brew-phone.png"), join(root, "docs", "images", "brew-phone.png"));
    },
  },
  {
    name: "between: Przekaż from the sheet's Ekwipunek moves 2 elixirs to Elneran; one Cofnij restores both notes",
    async run(page, { shots }) {
      await openSheet(page, KAMILA);
      const before = { kamila: await read(page, KAMILA), elneran: await read(page, ELNERAN) };
      await openGive(page);
      await page.locator(".modal:has(.hbm-give)").screenshot({ path: join(shots, "give-item.png") });
      copyFileSync(join(shots, "give-item.png"), join(root, "docs", "images", "give-item.png"));
      await page.evaluate(() => window.hbm.setTheme("dark"));
      await page.screenshot({ path: join(shots, "give-item-dark.png") });
      copyFileSync(join(shots, "give-item-dark.png"), join(root, "docs", "images", "give-item-dark.png"));
      await page.evaluate(() => window.hbm.setTheme("light"));
      await page.click(".hbm-give .mod-cta");
      await page.waitForSelector(".hbm-give", { state: "detached" });
      await settle(page);
      // Exactly: Kamila's ×2 becomes none (the line goes), Elneran gets the line ×2; nothing else.
      assert.equal(await read(page, KAMILA), before.kamila.replace("- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×2\n", ""));
      assert.match(await read(page, ELNERAN), /Eliksir Zdrowia\]\] ×2/);
      await palette(page, "Cofnij ostatnią zmianę postaci");
      await settle(page);
      assert.equal(await read(page, KAMILA), before.kamila);
      assert.equal(await read(page, ELNERAN), before.elneran);
    },
  },
  {
    name: "between on a phone: the Przekaż and Naucz się zaklęcia dialogs fit 390 px",
    viewport: { width: 390, height: 844 },
    async run(page, { shots }) {
      await openSheet(page, KAMILA);
      await openGive(page);
      await noOverflow(page, ".modal");
      await page.screenshot({ path: join(shots, "give-item-phone.png") });
      copyFileSync(join(shots, "give-item-phone.png"), join(root, "docs", "images", "give-item-phone.png"));
      await page.click(".hbm-give button:not(.mod-cta)");
      await page.waitForSelector(".hbm-give", { state: "detached" });
      await page.click(".hbm-tab[data-tab='spells']");
      await settle(page);
      await page.click(".hbm-panel-spells .hbm-learn-open");
      await page.waitForSelector(".hbm-learn");
      await page.selectOption(".hbm-learn-spell", "spells/general/quick-thought.md");
      await settle(page);
      await noOverflow(page, ".modal");
      await page.screenshot({ path: join(shots, "learn-spell-phone.png") });
      copyFileSync(join(shots, "learn-spell-phone.png"), join(root, "docs", "images", "learn-spell-phone.png"));
    },
  },
];

/** The sheet's Ekwipunek, Przekaż on Kamila's Eliksir Zdrowia ×2: both doses to Elneran. */
async function openGive(page) {
  await page.click(".hbm-tab[data-tab='equipment']");
  await settle(page);
  await page.click('.hbm-item[data-item="Eliksir Zdrowia ×2"] .hbm-give-item');
  await page.waitForSelector(".hbm-give");
  await page.fill(".hbm-give-quantity", "2");
  await page.selectOption(".hbm-give-to", ELNERAN);
  await settle(page);
}
