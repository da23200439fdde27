// The browser tests: each clicks real buttons in the host page and checks what a player would see.
import assert from "node:assert/strict";
import { join } from "node:path";

const SESSION = "sessions/Sesja 01 - Las.md";
const KAMILA = "player-characters/Kamila Wróbel.md";

async function openNote(page, path) {
  await page.evaluate((p) => window.hbm.openNote(p), path);
}

async function palette(page, name) {
  await page.click("#open-palette");
  const button = page.locator(".palette-command", { hasText: name }).first();
  assert.equal(await button.isDisabled(), false, `command „${name}” should be enabled`);
  await button.click();
  await page.waitForTimeout(120);
}

async function openSheet(page, path) {
  await openNote(page, path);
  await palette(page, "Otwórz kartę postaci");
  await page.waitForSelector(".hbm-sheet .hbm-sheet-name");
}

const fm = (page, path) => page.evaluate((p) => window.hbm.frontmatter(p), path);
const settle = (page) => page.waitForTimeout(150);

export const tests = [
  {
    name: "session note: every hbm-roll button rolls and shows its result as text",
    async run(page, { shots }) {
      await openNote(page, SESSION);
      const lines = page.locator(".hbm-roll-line:has(.hbm-roll-button)");
      const count = await lines.count();
      assert.ok(count >= 20, `expected ≥ 20 buttons, found ${count}`);
      for (let i = 0; i < count; i++) {
        const line = lines.nth(i);
        const button = line.locator(".hbm-roll-button");
        const caption = await button.textContent();
        await button.click();
        const result = (await line.locator(".hbm-results > *").first().getAttribute("data-text")) ?? (await line.locator(".hbm-results").textContent()) ?? "";
        assert.ok(result.length > 5, `no result for „${caption}”`);
        assert.equal(await line.locator(".hbm-results .hbm-error").count(), 0, `error for „${caption}”: ${result}`);
      }
      const pool = page.locator(".hbm-roll-line", { hasText: "Pula: 6k6 4:2" }).first();
      assert.match((await pool.locator(".hbm-result").first().getAttribute("data-text")) ?? "", /^6k6 4:2 → [⚀⚁⚂⚃⚄⚅ ]+ → \d+ (sukces|sukcesy|sukcesów) z 2 wymaganych: (Sukces|Porażka) \([+−]\d+\)$/);
      assert.equal(await pool.locator(".hbm-die").count(), 6);
      const errors = await page.locator(".hbm-roll-block > .hbm-error").allTextContents();
      assert.deepEqual(errors.map((e) => e.slice(0, 30)), ["Linia 5: „Za dużo: 1000k6”: Wy", "Linia 6: „Literówka: Ciało + L"]);
      // sixes are marked by more than colour: a double border (e2e/results.tests.mjs checks the rest)
      const six = page.locator(".hbm-face-six").first();
      if (await six.count()) assert.equal(await six.evaluate((el) => getComputedStyle(el).borderTopStyle), "double");
      await page.screenshot({ path: join(shots, "session-note.png"), fullPage: true });
    },
  },
  {
    name: "sheet: take damage, cast, drink, Długi odpoczynek from the palette; frontmatter and bars follow",
    async run(page, { shots }) {
      await openSheet(page, KAMILA);
      assert.equal(await page.textContent(".hbm-sheet-name"), "Kamila Wróbel");
      assert.equal(await page.textContent(".hbm-bar-health .hbm-bar-value"), "16/16");
      await page.screenshot({ path: join(shots, "sheet.png"), fullPage: true });
      await page.evaluate(() => window.hbm.setTheme("dark"));
      await page.screenshot({ path: join(shots, "sheet-dark.png"), fullPage: true });
      await page.evaluate(() => window.hbm.setTheme("light"));

      await page.click(".hbm-action-damage");
      await page.fill(".hbm-damage-amount", "6");
      await page.screenshot({ path: join(shots, "damage-dialog.png") });
      await page.click(".hbm-damage-modal button.mod-cta");
      await page.waitForSelector(".hbm-damage-modal", { state: "detached" });
      assert.match(await page.locator(".notice").last().textContent(), /Obrażenia 6: Pancerz 1, Żywotność 5/);
      await settle(page);
      assert.equal((await fm(page, KAMILA)).health, 11);
      assert.equal(await page.textContent(".hbm-bar-health .hbm-bar-value"), "11/16");

      await page.click('.hbm-cast[data-spell="magic-shield"]');
      await settle(page);
      assert.equal((await fm(page, KAMILA)).mana, 22);
      assert.equal(await page.textContent(".hbm-bar-mana .hbm-bar-value"), "22/24");
      assert.match(await page.textContent(".hbm-last-roll"), /Magiczna Tarcza/);

      await page.click('.hbm-drink[data-elixir="Eliksir Zdrowia"]');
      await settle(page);
      assert.equal((await fm(page, KAMILA)).elixirTolerance, 2);
      assert.equal((await fm(page, KAMILA)).health, 16);
      assert.equal(await page.textContent(".hbm-elixirs .hbm-bar-value"), "2/7");
      await page.click('.hbm-action-damage');
      await page.fill(".hbm-damage-amount", "6");
      await page.press(".hbm-damage-amount", "Enter");
      await page.waitForSelector(".hbm-damage-modal", { state: "detached" });
      await settle(page);

      await palette(page, "Długi odpoczynek");
      await settle(page);
      const after = await fm(page, KAMILA);
      assert.equal(after.health, 16);
      assert.equal(after.mana, 24);
      assert.equal(after.elixirTolerance, 0);
      assert.equal(await page.textContent(".hbm-bar-health .hbm-bar-value"), "16/16");
      assert.match(await page.locator(".notice").last().textContent(), /Kamila Wróbel: Długi odpoczynek · .*Żywotność: 11 → 16\/16/);
      await page.screenshot({ path: join(shots, "sheet-after-rest.png"), fullPage: true });
    },
  },
  {
    name: "advance: spend PD from the sidebar; the note's skill line and experience change",
    async run(page, { shots }) {
      const SYMIEL = "player-characters/Symiel.md";
      await openSheet(page, SYMIEL);
      assert.equal(await page.textContent(".hbm-pd"), "PD do wydania: 8");
      await page.click('.hbm-buy-skill[data-skill="Refleks"]');
      await settle(page);
      assert.equal((await fm(page, SYMIEL)).experience, 5);
      assert.match(await page.evaluate((p) => window.hbm.read(p), SYMIEL), /- Refleks \(Ciało\) \+3 \(5\)/);
      assert.equal(await page.textContent(".hbm-pd"), "PD do wydania: 5");
      await page.screenshot({ path: join(shots, "sheet-advance.png"), fullPage: true });
    },
  },
  {
    name: "undo: Cofnij in the Notice puts the value back",
    async run(page) {
      await openSheet(page, KAMILA);
      await page.click(".hbm-minus-health");
      await settle(page);
      assert.equal((await fm(page, KAMILA)).health, 15);
      await page.locator(".notice .hbm-undo").last().click();
      await settle(page);
      assert.equal((await fm(page, KAMILA)).health, undefined);
      assert.equal(await page.textContent(".hbm-bar-health .hbm-bar-value"), "16/16");
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
      assert.equal(await page.evaluate(() => window.__pwned), undefined);
      for (const tag of ["script", "img", "iframe", "b", "i"]) {
        assert.equal(await page.locator(`#note ${tag}, #right ${tag}, .notice ${tag}`).count(), 0, `<${tag}> injected`);
      }
      assert.match(await page.textContent(".hbm-sheet"), /<iframe src="javascript:window.__pwned=1"><\/iframe>/);
      await page.screenshot({ path: join(shots, "hostile-html.png"), fullPage: true });
    },
  },
  {
    name: "phone: a 390-px viewport shows the sheet without horizontal overflow",
    viewport: { width: 390, height: 844 },
    async run(page, { shots }) {
      await openSheet(page, KAMILA);
      const overflow = await page.evaluate(() => {
        const sheet = document.querySelector(".hbm-sheet");
        const wide = [...document.querySelectorAll(".hbm-sheet *")].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5).map((el) => el.className);
        return { doc: document.documentElement.scrollWidth, sheet: sheet.scrollWidth - sheet.clientWidth, wide: wide.slice(0, 5) };
      });
      assert.ok(overflow.doc <= 390, `document is ${overflow.doc}px wide: ${overflow.wide.join(", ")}`);
      assert.ok(overflow.sheet <= 0, `sheet overflows by ${overflow.sheet}px`);
      assert.deepEqual(overflow.wide, []);
      await page.locator(".hbm-sheet").screenshot({ path: join(shots, "sheet-phone.png") });
      await openNote(page, SESSION);
      await page.locator(".hbm-roll-button").first().click();
      assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 390);
      await page.screenshot({ path: join(shots, "session-phone.png"), fullPage: true });
    },
  },
];
