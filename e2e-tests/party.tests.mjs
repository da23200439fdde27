// Browser tests of the party view (issue 17): test-vault/Drużyna.base opens in "Karty drużyny".
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const BASE = readFileSync(fileURLToPath(new URL("../test-vault/Drużyna.base", import.meta.url)), "utf8");
const KAMILA = "player-characters/Kamila Wróbel.md";
const card = (path) => `#note .hbm-party-card[data-path="${path}"]`;
const fm = (page, path) => page.evaluate((p) => window.hbm.frontmatter(p), path);
const settle = (page) => page.waitForTimeout(120);

async function openParty(page) {
  await page.evaluate((text) => window.hbmParty.openBase(text), BASE);
  await page.waitForSelector("#note .hbm-party-card");
}

const names = (page) => page.locator("#note .hbm-party-name").allTextContents();

export const tests = [
  {
    name: "party: Drużyna.base opens in Karty drużyny; a GM damages, marks and heals from the cards",
    async run(page, { shots }) {
      await openParty(page);
      // test-vault's party, plus the hostile fixture (tagged pc in player-characters/), by name.
      assert.deepEqual(await names(page), ["Elneran", "Kamila Wróbel", "Symiel", "Zła Postać"]);
      assert.equal(await page.textContent(`${card(KAMILA)} .hbm-party-bar-health .hbm-party-bar-value`), "16/16");
      assert.match(
        await page.textContent(`${card("player-characters/Elneran.md")} .hbm-party-dying`),
        /^Umierający: Test Przeżycia \d+:\d+/,
      );
      await page.click(`${card(KAMILA)} .hbm-party-name`);
      await page.click(`${card(KAMILA)} .hbm-party-damage`);
      await page.fill(".hbm-damage-amount", "3");
      await page.click(".modal button.mod-cta");
      await settle(page);
      // 3 against Pancerz 1 takes 2 (docs/en/rules.md "Damage and dying").
      assert.equal((await fm(page, KAMILA)).health, 14);
      assert.equal(await page.textContent(`${card(KAMILA)} .hbm-party-bar-health .hbm-party-bar-value`), "14/16");
      await page.selectOption(`${card(KAMILA)} .hbm-party-add-condition`, "Przewrócony");
      await settle(page);
      assert.deepEqual((await fm(page, KAMILA)).conditions, ["Przewrócony"]);
      assert.equal(await page.textContent(`${card(KAMILA)} .hbm-party-conditions`), "Przewrócony");
      // The bar is drawn with divs: its fill's width is the share of the maximum.
      const widths = await page.evaluate((sel) => {
        const track = document.querySelector(`${sel} .hbm-party-bar-health .hbm-party-bar`);
        const fill = track.querySelector(".hbm-party-bar-fill");
        return [fill.getBoundingClientRect().width, track.getBoundingClientRect().width];
      }, card(KAMILA));
      assert.ok(Math.abs(widths[0] / widths[1] - 14 / 16) < 0.02, `fill ${widths[0]} of ${widths[1]}`);
      await page.screenshot({ path: join(shots, "party.png"), fullPage: true });
      await page.fill(`${card(KAMILA)} .hbm-party-heal-amount`, "5");
      await page.click(`${card(KAMILA)} .hbm-party-heal`);
      await settle(page);
      assert.equal((await fm(page, KAMILA)).health, 16);
      // Hostile note text stays text.
      assert.equal(await page.evaluate(() => window.__pwned), undefined);
      for (const tag of ["script", "img", "iframe", "b"])
        assert.equal(await page.locator(`#note .hbm-party ${tag}`).count(), 0, `<${tag}> injected`);
    },
  },
  {
    name: "party: the dark theme, full cards",
    async run(page, { shots }) {
      await page.evaluate(() => window.hbm.setTheme("dark"));
      await openParty(page);
      await page.evaluate(() => window.hbmParty.setOption("layout", "full"));
      await page.waitForSelector("#note .hbm-party.is-full .hbm-party-attributes");
      await page.click(`${card("player-characters/Elneran.md")} .hbm-party-name`);
      await settle(page);
      // Bars keep their contrast: the track differs from the card, the fill from the track.
      const colours = await page.evaluate(() => {
        const c = document.querySelector(".hbm-party-card");
        const track = c.querySelector(".hbm-party-bar");
        const fill = c.querySelector(".hbm-party-bar-fill");
        return [
          getComputedStyle(c).backgroundColor,
          getComputedStyle(track).backgroundColor,
          getComputedStyle(fill).backgroundColor,
        ];
      });
      assert.notEqual(colours[0], colours[1]);
      assert.notEqual(colours[1], colours[2]);
      await page.screenshot({ path: join(shots, "party-dark.png"), fullPage: true });
    },
  },
  {
    name: "party: a 390-px phone shows the cards without horizontal overflow",
    viewport: { width: 390, height: 844 },
    async run(page, { shots }) {
      await openParty(page);
      await page.click(`${card(KAMILA)} .hbm-party-name`);
      const overflow = await page.evaluate(() => {
        const wide = [...document.querySelectorAll(".hbm-party *")]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((el) => el.className);
        return { doc: document.documentElement.scrollWidth, wide: wide.slice(0, 5) };
      });
      assert.ok(overflow.doc <= 390, `document is ${overflow.doc}px wide: ${overflow.wide.join(", ")}`);
      assert.deepEqual(overflow.wide, []);
      await page.screenshot({ path: join(shots, "party-phone.png"), fullPage: true });
    },
  },
  {
    name: "party: Otwórz drużynę opens the same cards in the sidebar, from the party setting",
    async run(page) {
      await page.evaluate(() => window.hbm.runCommand("Otwórz drużynę"));
      await page.waitForSelector("#right .hbm-party-card");
      assert.deepEqual(await page.locator("#right .hbm-party-name").allTextContents(), [
        "Elneran",
        "Kamila Wróbel",
        "Symiel",
        "Zła Postać",
      ]);
    },
  },
  {
    name: "party: the bench hook draws 8 cards (window.hbmBench.renderParty)",
    async run(page) {
      const r = await page.evaluate(() => window.hbmBench.renderParty(8));
      assert.equal(r.cards, 8);
      assert.ok(Number.isFinite(r.ms) && r.ms > 0);
    },
  },
];
