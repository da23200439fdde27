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
