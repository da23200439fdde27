// The community directory's listing images (issue 29 item 4): the released main.js at 1280×800, the
// window size of a laptop, showing the sheet beside a session note, the fight tracker mid-fight and
// the party view. Written straight to docs/images/listing-*.png; each is checked for its size and for
// what it must show before it is taken.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { openNote, openSheet } from "./helpers.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const images = join(root, "docs", "images");
const SIZE = { width: 1280, height: 800 };
const SESSION = "sessions/Sesja 01 - Las.md";
const KAMILA = "player-characters/Kamila Wróbel.md";
const BLOCK = ".block-language-hbm-walka";
const BASE = readFileSync(join(root, "test-vault", "Drużyna.base"), "utf8");

/** The PNG's width and height, from its IHDR chunk. */
function pngSize(path) {
  const b = readFileSync(path);
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

async function shoot(page, name) {
  await page.evaluate(() => document.querySelectorAll(".notice").forEach((n) => n.remove()));
  const path = join(images, name);
  await page.screenshot({ path });
  assert.deepEqual(pngSize(path), SIZE, `${name} is 1280×800`);
}

async function step(page, selector) {
  await page.click(`${BLOCK} ${selector}`);
  await page.waitForFunction((b) => !document.querySelector(`${b} .hbm-encounter.is-busy, ${b}.is-busy`), BLOCK);
  await page.waitForTimeout(60);
}

export const listingTests = [
  {
    name: "listing: the sheet beside a session note with rolled results, 1280×800",
    viewport: SIZE,
    async run(page) {
      await openSheet(page, KAMILA);
      await openNote(page, SESSION);
      const buttons = page.locator(".block-language-hbm-roll .hbm-roll-button");
      assert.ok((await buttons.count()) >= 3, "the session note's roll block has buttons");
      for (let i = 0; i < 3; i++) await buttons.nth(i).click();
      await page.waitForTimeout(200);
      assert.ok((await page.locator(".block-language-hbm-roll .hbm-result").count()) >= 1, "results are shown");
      assert.equal(await page.textContent(".hbm-sheet-name"), "Kamila Wróbel");
      await shoot(page, "listing-sheet.png");
    },
  },
  {
    name: "listing: the fight tracker in round 1 after an attack, 1280×800",
    viewport: SIZE,
    async run(page) {
      // The session note's hbm-walka block in a note of its own, so that the tracker is at the top.
      const block = /```hbm-walka\n[\s\S]*?\n```/.exec(readFileSync(join(root, "test-vault", SESSION), "utf8"))[0];
      await page.evaluate((text) => window.hbm.app.vault.create("sessions/Walka w lesie.md", text), block);
      await openSheet(page, "player-characters/Symiel.md");
      await openNote(page, "sessions/Walka w lesie.md");
      await page.waitForSelector(`${BLOCK} .hbm-enc-initiative`);
      await step(page, ".hbm-enc-initiative");
      for (let guard = 0; guard < 6; guard++) {
        await page.click(`${BLOCK} .hbm-enc-row.is-current`);
        if (await page.locator(`${BLOCK} .hbm-enc-attack-go`).count()) {
          await step(page, ".hbm-enc-attack-go");
          break;
        }
        await step(page, ".hbm-enc-next");
      }
      assert.ok((await page.locator(`${BLOCK} .hbm-enc-history li`).count()) >= 1, "the history shows the attack");
      await shoot(page, "listing-encounter.png");
    },
  },
  {
    name: "listing: the party view (Karty drużyny), 1280×800",
    viewport: SIZE,
    async run(page) {
      // The browser tests' hostile fixture (a character named to test escaping) is no party member to show.
      await page.evaluate(async (path) => {
        const vault = window.hbm.app.vault;
        await vault.delete(vault.getFileByPath(path));
      }, "player-characters/Zła Postać.md");
      await openSheet(page, KAMILA);
      await page.evaluate((text) => window.hbmParty.openBase(text), BASE);
      await page.waitForSelector("#note .hbm-party-card");
      assert.deepEqual(await page.locator("#note .hbm-party-name").allTextContents(), [
        "Elneran",
        "Kamila Wróbel",
        "Symiel",
      ]);
      await shoot(page, "listing-party.png");
    },
  },
];
