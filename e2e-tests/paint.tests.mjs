// Browser tests of issue 19, item 2: a click on "−"/"+" is drawn before the note is written.
// The page's processFrontMatter is held on a gate the test opens, so a bar drawn only after its write cannot pass.
import assert from "node:assert/strict";
import { openSheet } from "./helpers.mjs";

const KAMILA = "player-characters/Kamila Wróbel.md";
const bar = (page) => page.textContent(".hbm-bar-health .hbm-bar-value");
const health = (page) => page.evaluate((p) => window.hbm.frontmatter(p).health, KAMILA);

/** Hold every processFrontMatter in the page until `hbmGate.open()`; `hbmGate.written` counts the writes done. */
const holdWrites = (page) =>
  page.evaluate(() => {
    const fm = window.hbm.app.fileManager;
    const original = fm.processFrontMatter.bind(fm);
    let open = () => {};
    const gate = new Promise((r) => (open = r));
    window.hbmGate = { open: () => open(), written: 0 };
    fm.processFrontMatter = async (file, fn) => {
      await gate;
      await original(file, fn);
      window.hbmGate.written++;
    };
  });

export const paintTests = [
  {
    name: "paint: − − + on Żywotność shows 15, 14, 15 at once while the writes wait; released, the note says 15 and the bar stays; Cofnij brings 16",
    async run(page) {
      await openSheet(page, KAMILA);
      assert.equal(await bar(page), "16/16");
      await holdWrites(page);
      await page.click(".hbm-minus-health");
      assert.equal(await bar(page), "15/16");
      await page.click(".hbm-minus-health");
      assert.equal(await bar(page), "14/16");
      await page.click(".hbm-plus-health");
      assert.equal(await bar(page), "15/16");
      await page.waitForTimeout(200);
      assert.equal(await page.evaluate(() => window.hbmGate.written), 0);
      assert.equal(await health(page), undefined);
      assert.equal(await bar(page), "15/16");
      await page.evaluate(() => window.hbmGate.open());
      await page.waitForFunction(() => window.hbmGate.written === 3);
      await page.waitForTimeout(200);
      assert.equal(await health(page), 15);
      assert.equal(await bar(page), "15/16");
      const notices = await page.$$eval(".notice", (ns) => ns.map((n) => n.textContent));
      assert.deepEqual(
        notices.filter((n) => n.startsWith("Kamila Wróbel: Żywotność")),
        ["Kamila Wróbel: Żywotność: 16 → 15/16Cofnij"],
      );
      await page.click(".notice .hbm-undo");
      await page.waitForTimeout(200);
      assert.equal(await health(page), undefined);
      assert.equal(await bar(page), "16/16");
    },
  },
];
