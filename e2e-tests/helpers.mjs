// What the browser tests do in the host page again and again: open a note, run a command from the palette, open the sheet.
import assert from "node:assert/strict";

export async function openNote(page, path) {
  await page.evaluate((p) => window.hbm.openNote(p), path);
}

/** A command from the host's palette, by its name, clicked like a player would. */
export async function palette(page, name) {
  await page.click("#open-palette");
  const button = page.locator(".palette-command", { hasText: name }).first();
  assert.equal(await button.isDisabled(), false, `command „${name}” should be enabled`);
  await button.click();
  await page.waitForTimeout(120);
}

export async function openSheet(page, path) {
  await openNote(page, path);
  await palette(page, "Otwórz kartę postaci");
  await page.waitForSelector(".hbm-sheet .hbm-sheet-name");
}

/**
 * The page's dice from a seed: crypto.getRandomValues (the tracker's and the blocks' source)
 * becomes mulberry32, so a fight is the same fight every run; the real one is kept in
 * window.hbmCrypto for a test that wants it back.
 */
export async function seedDice(page, seed) {
  await page.evaluate((s) => {
    let a = s;
    window.hbmCrypto = window.hbmCrypto ?? crypto.getRandomValues;
    crypto.getRandomValues = (buffer) => {
      for (let i = 0; i < buffer.length; i++) {
        a = (a + 0x6d2b79f5) | 0;
        let t = Math.imul(a ^ (a >>> 15), 1 | a);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        buffer[i] = (t ^ (t >>> 14)) >>> 0;
      }
      return buffer;
    };
  }, seed);
}

/** Click a button of the encounter tracker and wait until the step is written and drawn. */
export async function trackerStep(page, selector, block = ".block-language-hbm-walka", settle = 80) {
  await page.click(`${block} ${selector}`);
  await page.waitForFunction((b) => !document.querySelector(`${b} .hbm-encounter.is-busy, ${b}.is-busy`), block);
  await page.waitForTimeout(settle);
}
