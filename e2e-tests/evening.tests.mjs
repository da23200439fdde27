// Issue 25 item 10: one evening of play in the browser host, start to end. A character made with the
// wizard, rolls from the session note, a three-round fight with a dying PC, a Test Przeżycia pressed
// from the sheet with a failing die, a rest, an elixir, PD spent; the core's invariants after every
// step; and Cofnij until every note is back to its first byte.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createJan } from "./creation.tests.mjs";
import { openNote, openSheet, palette, seedDice } from "./helpers.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const SESSION = "sessions/Sesja 01 - Las.md";
const KAMILA = "player-characters/Kamila Wróbel.md";
const ELNERAN = "player-characters/Elneran.md";
const JAN = "player-characters/Jan Kowalski.md";
const PCS = [KAMILA, ELNERAN, "player-characters/Symiel.md"];
const WALKA = ".block-language-hbm-walka";

const fm = (page, path) => page.evaluate((p) => window.hbm.frontmatter(p), path);
const settle = (page) => page.waitForTimeout(120);
const tab = async (page, id) => {
  await page.click(`.hbm-tab[data-tab="${id}"]`);
  await settle(page);
};
/** A die that always shows this face (the plugin's dice, replaced for the test). */
const fixDie = (page, face) => page.evaluate((f) => (window.hbm.plugin.actions.rng = { die: () => f }), face);

/** A note's text after its frontmatter block. */
const body = (text) => text.replace(/^---\n[\s\S]*?\n---\n/, "");
/** Each note's properties as the metadata cache reads them. */
const properties = (page, paths) =>
  page.evaluate((ps) => Object.fromEntries(ps.map((p) => [p, window.hbm.frontmatter(p)])), paths);

/** The core's violations() on every character note, after a step. */
async function invariants(page, step, paths) {
  for (const path of paths) {
    const broken = await page.evaluate((p) => window.hbm.violations(p), path);
    assert.deepEqual(broken, [], `after ${step}: ${path} breaks ${broken.join("; ")}`);
  }
}

async function encounterStep(page, selector) {
  await page.click(`${WALKA} ${selector}`);
  await page.waitForFunction((b) => !document.querySelector(`${b} .hbm-encounter.is-busy, ${b}.is-busy`), WALKA);
  await page.waitForTimeout(60);
}

export const eveningTests = [
  {
    name: "evening: wizard, rolls, a three-round fight, Test Przeżycia, rest, elixir, PD; invariants throughout; Cofnij to the first byte",
    async run(page, { shots }) {
      const start = await page.evaluate(() => window.hbm.snapshot());
      const startKeys = await properties(page, Object.keys(start));
      await page.evaluate(() => (window.hbmDice = window.hbm.plugin.actions.rng));

      // 1. A new character, made with the wizard ("Nowa postać").
      await createJan(page, shots, "-evening", async () => {});
      const created = await page.evaluate((p) => window.hbm.read(p), JAN);
      assert.equal(created, readFileSync(join(root, "test", "fixtures", "creation", "Jan Kowalski.md"), "utf8"));
      const createdKeys = (await properties(page, [JAN]))[JAN];
      await invariants(page, "the wizard", [JAN, ...PCS]);

      // 2. Rolls from the session note's hbm-roll block.
      await openNote(page, SESSION);
      const block = page.locator(".block-language-hbm-roll").first();
      for (const label of ["Unik", "Szukanie śladów", "Obrażenia sztyletem"]) {
        await block.locator(".hbm-roll-button", { hasText: label }).first().click();
        await settle(page);
      }
      assert.ok((await block.locator(".hbm-result").count()) >= 3, "three results under the block");
      await page.screenshot({ path: join(shots, "evening-1-rolls.png"), fullPage: true });
      await invariants(page, "the rolls", PCS);

      // 3. Test Przeżycia from Elneran's sheet (she starts the evening Umierający) with a failing die: failedTests 0 → 1, once.
      await openSheet(page, ELNERAN);
      const dyingBefore = (await fm(page, ELNERAN)).dying;
      assert.ok(dyingBefore, "Elneran is Umierający");
      assert.equal(dyingBefore.failedTests, 0);
      await fixDie(page, 1);
      await page.click(".hbm-action-survival");
      await settle(page);
      assert.equal((await fm(page, ELNERAN)).dying.failedTests, 1, "one failed test counts once");
      await invariants(page, "Test Przeżycia", PCS);
      await page.screenshot({ path: join(shots, "evening-2-survival.png"), fullPage: true });
      await page.evaluate(() => (window.hbm.plugin.actions.rng = window.hbmDice));

      // 4. A three-round fight in the hbm-walka block; Elneran is in it, dying, and rolls her Test
      // Przeżycia at each of her turns. The tracker's dice come from crypto.getRandomValues: seeded here
      // (mulberry32), so the fight is the same fight every run.
      await seedDice(page, Number(process.env.EVENING_SEED ?? 1));
      await openNote(page, SESSION);
      await page.waitForSelector(`${WALKA} .hbm-enc-initiative`);
      await encounterStep(page, ".hbm-enc-initiative");
      let attacks = 0;
      for (let guard = 0; guard < 40 && (await page.textContent(`${WALKA} .hbm-enc-round`)) !== "Runda 4"; guard++) {
        await page.click(`${WALKA} .hbm-enc-row.is-current`);
        if (await page.locator(`${WALKA} .hbm-enc-attack-go`).count()) {
          await encounterStep(page, ".hbm-enc-attack-go");
          attacks++;
        }
        await encounterStep(page, ".hbm-enc-next");
        await invariants(page, `fight step ${guard + 1}`, PCS);
      }
      assert.equal(await page.textContent(`${WALKA} .hbm-enc-round`), "Runda 4");
      assert.ok(attacks >= 6, `only ${attacks} attacks`);
      await page.evaluate(() => (crypto.getRandomValues = window.hbmCrypto));
      const elneran = await fm(page, ELNERAN);
      assert.ok(
        elneran.conditions.some((c) => ["Umierający", "Nieprzytomny", "Martwy"].includes(c)),
        `Elneran after the fight: ${elneran.conditions.join(", ")}`,
      );
      await page.screenshot({ path: join(shots, "evening-3-fight.png"), fullPage: true });
      const kamila = await fm(page, KAMILA);
      // The seeded fight knocks Kamila out (0 Żywotności, Nieprzytomny), alive.
      assert.deepEqual(kamila.conditions, ["Nieprzytomny"], `Kamila after the fight: ${JSON.stringify(kamila)}`);

      // 5. Her sheet opens as she is: every test marked as one she cannot make now (l. 1236); an elixir
      // can still be given to her. Then the party takes a Długi odpoczynek.
      await openSheet(page, KAMILA);
      assert.equal(await page.textContent(".hbm-sheet .hbm-sheet-name"), "Kamila Wróbel");
      assert.ok((await page.locator(".hbm-pool.is-forbidden").count()) > 0, "tests are marked as forbidden");
      const tolerance = (await fm(page, KAMILA)).elixirTolerance ?? 0;
      await tab(page, "equipment");
      await page.click('.hbm-drink[data-elixir="Eliksir Zdrowia"]');
      await settle(page);
      assert.equal((await fm(page, KAMILA)).elixirTolerance, tolerance + 2, "Eliksir Zdrowia, Moc 2");
      await invariants(page, "the elixir", PCS);
      await palette(page, "Długi odpoczynek");
      await settle(page);
      assert.equal((await fm(page, KAMILA)).elixirTolerance, 0);
      await invariants(page, "the rest", PCS);
      await page.screenshot({ path: join(shots, "evening-4-rest.png"), fullPage: true });

      // 6. Jan gets PD and spends them on a skill step.
      await openSheet(page, JAN);
      await page.evaluate(() => window.hbm.runCommand("Przyznaj PD…"));
      await page.fill(".hbm-award-amount", "5");
      await page.press(".hbm-award-amount", "Enter");
      await settle(page);
      assert.equal((await fm(page, JAN)).experience, 5);
      await tab(page, "advance");
      await page.click('.hbm-buy-skill[data-skill="Refleks"]');
      await settle(page);
      assert.ok((await fm(page, JAN)).experience < 5, "PD spent");
      await invariants(page, "PD spent", [JAN, ...PCS]);
      await page.screenshot({ path: join(shots, "evening-5-pd.png"), fullPage: true });

      // 7. Cofnij until every note is back to its first byte (the fight's with the tracker's own Cofnij).
      let undos = 0;
      while (await page.evaluate(() => window.hbm.plugin.actions.canUndo)) {
        assert.ok(undos++ < 100, "Cofnij never runs out");
        assert.equal(await page.evaluate(() => window.hbm.runCommand("Cofnij ostatnią zmianę postaci")), true);
        await settle(page);
        await invariants(page, `Cofnij ${undos}`, [JAN, ...PCS]);
      }
      await openNote(page, SESSION);
      await page.waitForSelector(`${WALKA} .hbm-enc-undo`);
      while (!(await page.isDisabled(`${WALKA} .hbm-enc-undo`))) {
        assert.ok(undos++ < 200, "the tracker's Cofnij never runs out");
        await encounterStep(page, ".hbm-enc-undo");
        await invariants(page, `Cofnij ${undos}`, PCS);
      }
      // Back to the first byte: every note's body byte for byte, and every note nobody wrote whole. A
      // note whose properties were written is back to the same values, not the same YAML bytes:
      // processFrontMatter re-dumps the whole block in its own layout (Obsidian's does too; the
      // stand-in's dumper differs on purpose), and Cofnij writes the old values back through it.
      const end = await page.evaluate(() => window.hbm.snapshot());
      const endKeys = await properties(page, Object.keys(end));
      assert.deepEqual(Object.keys(end).sort(), [...Object.keys(start), JAN].sort());
      const written = [];
      for (const [path, text] of Object.entries(start)) {
        assert.equal(body(end[path]), body(text), `${path}: the body is not back`);
        assert.deepEqual(endKeys[path], startKeys[path], `${path}: the properties are not back`);
        if (end[path] !== text) written.push(path);
      }
      assert.equal(body(end[JAN]), body(created));
      assert.deepEqual(endKeys[JAN], createdKeys, "Jan's properties are back to what the wizard wrote");
      for (const path of written)
        assert.ok([...PCS, SESSION].includes(path), `${path} was never written, yet its bytes differ`);
      await page.screenshot({ path: join(shots, "evening-6-undone.png"), fullPage: true });
    },
  },
];
