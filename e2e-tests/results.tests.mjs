// Roll results in the browser (issue 16, items 5 and 7): boxes and verdicts, kept across a
// re-render, a phone at 390 px, the dark theme, and the English path switched without a reload.
import assert from "node:assert/strict";
import { join } from "node:path";

const SESSION = "sessions/Sesja 01 - Las.md";

const openNote = (page, path) => page.evaluate((p) => window.hbm.openNote(p), path);
const setLanguage = (page, language) =>
  page.evaluate(async (l) => {
    window.hbm.plugin.settings.language = l;
    await window.hbm.plugin.saveSettings();
  }, language);
const firstBlock = (page) => page.locator(".block-language-hbm-roll").first();
const line = (page, caption) => firstBlock(page).locator(".hbm-roll-line", { hasText: caption }).first();

/** Clicks the buttons of the note's first block whose caption starts with one of `labels`. */
async function rollLines(page, labels, times = 1) {
  for (const label of labels) {
    const button = firstBlock(page).locator(".hbm-roll-button", { hasText: label }).first();
    for (let i = 0; i < times; i++) await button.click();
  }
}

/** Polish words a player would see in the plugin's own UI (names of notes, spells and book terms excepted). */
const POLISH_UI =
  /\b(Sukces|Porażka|sukces(y|ów)?|wymagan|Rozszerzony|razem|runda|wygrywa|koszt|punkt(y|ów)? Many|Zapisano|Inicjatywa|Dziennik|Wyczyść|Nie było)\b/;

export const tests = [
  {
    name: "results: verdict first, dice as numbers in boxes, a six and a one marked beyond colour, extended rounds alike",
    async run(page) {
      await openNote(page, SESSION);
      // 20 rolls of 6k6 make a six and a one all but certain; the checks below hold for whatever fell.
      await rollLines(page, ["Pula: 6k6 4:2"], 4);
      const pool = line(page, "Pula: 6k6 4:2");
      const results = pool.locator(".hbm-result");
      assert.equal(await results.count(), 4);
      const newest = results.first();
      const head = await newest.locator(".hbm-result-head > *").allTextContents();
      assert.match(head[0], /^(Sukces|Porażka)$/);
      assert.match(head[1], /^[+−]\d+$/);
      assert.match(head[2], /^\d+ (sukces|sukcesy|sukcesów) z 2 wymaganych$/);
      // The verdict is the largest text in the result and comes before the dice.
      const sizes = await newest.evaluate((el) => ({
        verdict: parseFloat(getComputedStyle(el.querySelector(".hbm-verdict")).fontSize),
        die: parseFloat(getComputedStyle(el.querySelector(".hbm-die")).fontSize),
        first: el.firstElementChild?.className,
      }));
      assert.ok(sizes.verdict > sizes.die, `verdict ${sizes.verdict}px vs die ${sizes.die}px`);
      assert.equal(sizes.first, "hbm-result-head");
      // The caption is the button's: the result does not repeat it.
      assert.ok(!((await newest.textContent()) ?? "").includes("6k6 4:2"));
      const values = (await newest.locator(".hbm-die-value").allTextContents()).map(Number);
      assert.equal(values.length, 6);
      assert.ok(values.every((v) => v >= 1 && v <= 6));
      // Every six and one of the four rolls: a visible mark, a border unlike the others, words in aria-label and title.
      const dice = await pool.locator(".hbm-die").evaluateAll((els) =>
        els.map((el) => ({
          value: Number(el.querySelector(".hbm-die-value")?.textContent),
          mark: el.querySelector(".hbm-die-mark")?.textContent ?? null,
          border: getComputedStyle(el).borderTopStyle,
          width: parseFloat(getComputedStyle(el).borderTopWidth),
          label: el.getAttribute("aria-label"),
          title: el.getAttribute("title"),
        })),
      );
      assert.equal(dice.length, 24);
      for (const d of dice) {
        if (d.value === 6) assert.deepEqual([d.mark, d.border, d.label], ["★", "double", "6: szóstka: zawsze sukces"]);
        else if (d.value === 1)
          assert.deepEqual([d.mark, d.border, d.label], ["✕", "dashed", "1: jedynka: zawsze porażka"]);
        else assert.equal(d.mark, null);
        assert.equal(d.title, d.label);
      }
      const successes = dice.filter((d) => d.value >= 4 && d.value < 6);
      const failures = dice.filter((d) => d.value > 1 && d.value < 4);
      for (const d of successes)
        assert.ok(d.width >= 2 && d.border === "solid", `success ${d.value}: ${d.border} ${d.width}`);
      for (const d of failures)
        assert.ok(d.width <= 1 && d.border === "dashed", `failure ${d.value}: ${d.border} ${d.width}`);

      // An extended test: its three rolls drawn as rows of the same boxes, the total as the verdict.
      await rollLines(page, ["Nauka zaklęcia"]);
      const extended = line(page, "Nauka zaklęcia").locator(".hbm-result").first();
      assert.equal(await extended.locator(".hbm-result-round-row").count(), 3);
      assert.match(
        (await extended.locator(".hbm-result-count").textContent()) ?? "",
        /^\d+ (sukces|sukcesy|sukcesów) z 5 wymaganych$/,
      );
      assert.ok((await extended.locator(".hbm-die").count()) > 0);
    },
  },
  {
    name: "results: the last results of each line survive the note re-rendering and come back after a reload of the data",
    async run(page) {
      await openNote(page, SESSION);
      await rollLines(page, ["Unik", "Obrażenia sztyletem"]);
      await rollLines(page, ["Unik"]);
      const before = await line(page, "Unik")
        .locator(".hbm-result")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-text")));
      assert.equal(before.length, 2);
      await openNote(page, SESSION); // the note renders again: new blocks, new children
      const after = await line(page, "Unik")
        .locator(".hbm-result")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-text")));
      assert.deepEqual(after, before);
      // What plugin data holds after the save: the same results, by note and line.
      const stored = await page.evaluate(async () => {
        await window.hbm.plugin.store.saveNow();
        return (window.hbm.plugin.data?.blockResults ?? []).map((l) => ({
          path: l.path,
          key: l.key,
          n: l.results.length,
        }));
      });
      assert.ok(
        stored.some(
          (l) => l.path === "sessions/Sesja 01 - Las.md" && l.key.startsWith("Unik: Ciało + Refleks 4:1@") && l.n === 2,
        ),
        JSON.stringify(stored),
      );
    },
  },
  {
    name: "results: session note at 390 px (phone) and in the dark theme",
    viewport: { width: 390, height: 844 },
    async run(page, { shots }) {
      await openNote(page, SESSION);
      await rollLines(page, ["Unik", "Pula: 6k6 4:2", "Obrażenia sztyletem", "Pocisk", "Nauka zaklęcia"]);
      const overflow = await page.evaluate(
        () => [...document.querySelectorAll(".hbm-result")].filter((el) => el.scrollWidth > el.clientWidth + 1).length,
      );
      assert.equal(overflow, 0, "a result is wider than the phone's column");
      const tap = await firstBlock(page).locator(".hbm-roll-button").first().boundingBox();
      assert.ok(tap && tap.height >= 30, `button height ${tap?.height}`);
      // What the phone's screen shows: the first block with its results (a screenful, not the whole page).
      await firstBlock(page).evaluate((el) => el.scrollIntoView({ block: "start" }));
      await page.screenshot({ path: join(shots, "session-phone.png") });
      await page.evaluate(() => window.hbm.setTheme("dark"));
      await page.screenshot({ path: join(shots, "session-phone-dark.png") });
      // Dark theme: a die's number is readable against its box.
      const contrast = await page
        .locator(".hbm-die")
        .first()
        .evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
      assert.notEqual(contrast[0], contrast[1]);
      await page.evaluate(() => window.hbm.setTheme("light"));
    },
  },
  {
    name: "results: the dark theme on desktop",
    async run(page, { shots }) {
      await openNote(page, SESSION);
      await page.evaluate(() => window.hbm.setTheme("dark"));
      await rollLines(page, [
        "Unik",
        "Szukanie śladów",
        "Pula: 6k6 4:2",
        "Obrażenia sztyletem",
        "Pocisk",
        "Wyczerpanie",
        "Nauka zaklęcia",
      ]);
      const block = firstBlock(page);
      await block.screenshot({ path: join(shots, "session-note-dark.png") });
      await page.evaluate(() => window.hbm.setTheme("light"));
    },
  },
  {
    name: "results: English switched on in the settings redraws blocks and the roll log at once, with no Polish UI text",
    async run(page, { shots }) {
      await openNote(page, SESSION);
      await rollLines(page, ["Unik", "Pula: 6k6 4:2", "Tarcza", "Nauka zaklęcia", "Obrażenia sztyletem"]);
      // Commands keep the names they were registered with; the log is opened before the switch.
      await page.evaluate(() => window.hbm.runCommand("Otwórz dziennik rzutów"));
      await page.waitForSelector(".hbm-roll-log-entry");
      await setLanguage(page, "en");
      // No reload: the blocks already on screen redraw in English, results included.
      const block = firstBlock(page);
      const captions = await block.locator(".hbm-roll-button").allTextContents();
      assert.ok(
        captions.some((c) => /Magiczna Tarcza \(\d+k6\) \d:\d · 2 mana points/.test(c)),
        captions.join(" | "),
      );
      assert.match(
        (await line(page, "Pula: 6k6 4:2").locator(".hbm-verdict").first().textContent()) ?? "",
        /^(Success|Failure)$/,
      );
      assert.match(
        (await line(page, "Pula: 6k6 4:2").locator(".hbm-result-count").first().textContent()) ?? "",
        /^\d+ success(es)? of 2 required$/,
      );
      // Note content (labels, names, spells, book terms) excepted, nothing Polish is left in the results.
      // (What a `wydaj` wrote is kept as it was said at the time; a roll made now says it in English.)
      const texts = await block
        .locator(".hbm-result")
        .evaluateAll((els) =>
          els.map((e) =>
            [...e.querySelectorAll(".hbm-result-head, .hbm-result-count, .hbm-result-detail, .hbm-result-round-count")]
              .map((x) => x.textContent)
              .join(" "),
          ),
        );
      for (const t of texts) assert.doesNotMatch(t, POLISH_UI, t);
      await rollLines(page, ["Tarcza"]);
      await page.waitForFunction(() =>
        document.querySelector(".block-language-hbm-roll .hbm-result-note")?.textContent?.startsWith("Saved:"),
      );
      const note = (await line(page, "Tarcza").locator(".hbm-result-note").first().textContent()) ?? "";
      assert.doesNotMatch(note, POLISH_UI, note);
      const log = (await page.locator(".hbm-roll-log").textContent()) ?? "";
      assert.match(log, /Clear the log/);
      assert.match(log, /Success|Failure/);
      await page.screenshot({ path: join(shots, "session-english.png") });
      await setLanguage(page, "pl");
      assert.match(
        (await line(page, "Pula: 6k6 4:2").locator(".hbm-verdict").first().textContent()) ?? "",
        /^(Sukces|Porażka)$/,
      );
    },
  },
];
