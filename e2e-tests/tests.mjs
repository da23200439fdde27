// The browser tests: each clicks real buttons in the host page and checks what a player would see.
import assert from "node:assert/strict";
import { join } from "node:path";
import { openNote, openSheet } from "./helpers.mjs";

const SESSION = "sessions/Sesja 01 - Las.md";

const settle = (page) => page.waitForTimeout(150);

export const tests = [
  {
    name: "session note: every hbm-roll button rolls and shows its result as text",
    async run(page, { shots }) {
      await openNote(page, SESSION);
      // Lines are told by their place among all lines: a roll may knock its character out, and that
      // character's later lines then turn from buttons into the referee's refusal (checked below).
      const all = page.locator(".hbm-roll-line");
      const withButton = await all.evaluateAll((els) =>
        els.map((el, i) => (el.querySelector(".hbm-roll-button") ? i : -1)).filter((i) => i >= 0),
      );
      assert.ok(withButton.length >= 20, `expected ≥ 20 buttons, found ${withButton.length}`);
      let refused = 0;
      for (const i of withButton) {
        const line = all.nth(i);
        const button = line.locator(".hbm-roll-button");
        if (!(await button.count())) {
          assert.match((await line.textContent()) ?? "", /nie może/, `line ${i} lost its button without a refusal`);
          refused++;
          continue;
        }
        const caption = await button.textContent();
        await button.click();
        const result =
          (await line.locator(".hbm-results > *").first().getAttribute("data-text")) ??
          (await line.locator(".hbm-results").textContent()) ??
          "";
        assert.ok(result.length > 5, `no result for „${caption}”`);
        // A roll may also be refused by the referee once its character is knocked out (l. 1236).
        if (/nie może wykonać tego testu/.test(result)) refused++;
        else
          assert.equal(await line.locator(".hbm-results .hbm-error").count(), 0, `error for „${caption}”: ${result}`);
      }
      assert.ok(refused < withButton.length / 2, `${refused} of ${withButton.length} lines refused`);
      const pool = page.locator(".hbm-roll-line", { hasText: "Pula: 6k6 4:2" }).first();
      assert.match(
        (await pool.locator(".hbm-result").first().getAttribute("data-text")) ?? "",
        /^6k6 4:2 → [⚀⚁⚂⚃⚄⚅ ]+ → \d+ (sukces|sukcesy|sukcesów) z 2 wymaganych: (Sukces|Porażka) \([+−]\d+\)$/,
      );
      assert.equal(await pool.locator(".hbm-die").count(), 6);
      const errors = await page.locator(".hbm-roll-block > .hbm-error").allTextContents();
      assert.deepEqual(
        errors.map((e) => e.slice(0, 30)),
        ["Linia 5: „Za dużo: 1000k6”: Wy", "Linia 6: „Literówka: Ciało + L"],
      );
      // sixes are marked by more than colour: a double border (e2e-tests/results.tests.mjs checks the rest)
      const six = page.locator(".hbm-face-six").first();
      if (await six.count()) assert.equal(await six.evaluate((el) => getComputedStyle(el).borderTopStyle), "double");
      await page.screenshot({ path: join(shots, "session-note.png"), fullPage: true });
    },
  },
  {
    name: "notes and labels with HTML and script show as text: nothing runs, nothing is injected",
    async run(page, { shots }) {
      await openNote(page, "sessions/Wstrzyknięcia.md");
      for (const button of await page.locator(".hbm-roll-button").all()) await button.click();
      assert.match(await page.textContent("#note"), /<img src=x onerror="window.__pwned=1">: 1k6\d/);
      assert.match(await page.textContent("#note"), /<script>window.__pwned = 1<\/script>/);
      await page.screenshot({ path: join(shots, "hostile-session.png"), fullPage: true });
      await openSheet(page, "player-characters/Zła Postać.md");
      await settle(page);
      // Every tab drawn once, so every text of the note is on the page.
      for (const tab of await page.locator(".hbm-tab").all()) await tab.click();
      await page.click('.hbm-tab[data-tab="equipment"]');
      assert.equal(await page.evaluate(() => window.__pwned), undefined);
      for (const tag of ["script", "img", "iframe", "b", "i"]) {
        assert.equal(await page.locator(`#note ${tag}, #right ${tag}, .notice ${tag}`).count(), 0, `<${tag}> injected`);
      }
      assert.match(await page.textContent(".hbm-sheet"), /<iframe src="javascript:window.__pwned=1"><\/iframe>/);
      await page.screenshot({ path: join(shots, "hostile-html.png"), fullPage: true });
    },
  },
  {
    name: "phone: a session note on a 390-px viewport does not scroll sideways",
    viewport: { width: 390, height: 844 },
    async run(page, { shots }) {
      // The sheet on a phone: e2e-tests/sheet.tests.mjs.
      await openNote(page, SESSION);
      await page.locator(".hbm-roll-button").first().click();
      assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390);
      await page.screenshot({ path: join(shots, "session-phone.png"), fullPage: true });
    },
  },
];
