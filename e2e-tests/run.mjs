// Browser tests: build the host page, serve it on 127.0.0.1, drive Debian's Chromium with playwright-core.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { buildHost, launchChromium, root, serve } from "./host-server.mjs";
import { tests } from "./tests.mjs";
tests.push(...(await import("./play-state.tests.mjs")).tests);
tests.push(...(await import("./party.tests.mjs")).tests);
tests.push(...(await import("./results.tests.mjs")).tests);
tests.push(...(await import("./sheet.tests.mjs")).sheetTests);
tests.push(...(await import("./creation.tests.mjs")).creationTests);
tests.push(...(await import("./paint.tests.mjs")).paintTests);
tests.push(...(await import("./evening.tests.mjs")).eveningTests);
tests.push(...(await import("./english.tests.mjs")).englishTests);
tests.push(...(await import("./between.tests.mjs")).betweenTests);
tests.push(...(await import("./listing.tests.mjs")).listingTests);
tests.push(...(await import("./spells.tests.mjs")).spellTests);
tests.push(...(await import("./talents.tests.mjs")).talentTests);
tests.push(...(await import("./held.tests.mjs")).heldTests);

const shots = join(root, "e2e-tests", "screenshots");
mkdirSync(shots, { recursive: true });
await buildHost();
const server = await serve();
const base = server.base;
const browser = await launchChromium();

let passed = 0;
let failed = 0;
const only = process.argv[2];
for (const test of [...tests, ...(await import("./encounter.tests.mjs")).encounterTests]) {
  if (only && !test.name.includes(only)) continue;
  const context = await browser.newContext({ viewport: test.viewport ?? { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("dialog", (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  try {
    // A phone-sized test runs as Obsidian on a phone: Platform.isPhone and the is-mobile/is-phone body classes.
    const phone = (test.viewport?.width ?? 1280) <= 480;
    // `lang: "en"`: the page stands in for an English Obsidian.
    const query = [phone ? "phone=1" : "", test.lang ? `lang=${test.lang}` : ""].filter(Boolean).join("&");
    await page.goto(query ? `${base}?${query}` : base);
    await page.waitForSelector("body[data-ready], body[data-error]", { timeout: 15000 });
    const error = await page.getAttribute("body", "data-error");
    if (error) throw new Error(`host: ${error}`);
    if (phone && !(await page.evaluate(() => document.body.matches(".is-mobile.is-phone"))))
      throw new Error("phone run without is-mobile/is-phone");
    await test.run(page, { shots });
    if (errors.length) throw new Error(`page errors: ${errors.join("; ")}`);
    passed++;
    process.stdout.write(`  ✓ ${test.name}\n`);
  } catch (e) {
    failed++;
    process.stdout.write(`  ✗ ${test.name}\n    ${e instanceof Error ? e.message.split("\n").join("\n    ") : e}\n`);
    await page
      .screenshot({ path: join(shots, `failed-${test.name.replace(/[^a-z0-9]+/gi, "-")}.png`), fullPage: true })
      .catch(() => {});
  }
  await context.close();
}
await browser.close();
server.close();
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed ? 1 : 0);
