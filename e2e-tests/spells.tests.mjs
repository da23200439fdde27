// Issue 26 item 5: spells that do what their notes say, cast from the encounter tracker at targets.
// The tracker's dice come from crypto.getRandomValues, seeded here (mulberry32) as evening.tests.mjs does,
// so every run is the same fight.
import assert from "node:assert/strict";
import { copyFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { seedDice, trackerStep } from "./helpers.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const SESSION = "sessions/Sesja 01 - Las.md";
const ELNERAN = "player-characters/Elneran.md";
const BLOCK = ".block-language-hbm-walka";

const fm = (page, path) => page.evaluate((p) => window.hbm.frontmatter(p), path);
const openNote = (page, path) => page.evaluate((p) => window.hbm.openNote(p), path);

const seed = seedDice;
/** Click a tracker button and wait until the step is written and drawn. */
const step = (page, selector) => trackerStep(page, selector, BLOCK);

const select = (page, name) => page.locator(`${BLOCK} .hbm-enc-row`, { hasText: name }).first().click();

/** In the cast panel: the spell, then the targets by name, the prayer box as asked. */
async function pick(page, spell, targets) {
  await page.selectOption(`${BLOCK} .hbm-enc-spell`, spell);
  await page.waitForTimeout(40);
  for (const t of targets) await page.locator(`${BLOCK} .hbm-cast-target`, { hasText: t }).locator("input").check();
}

const record = async (page, name) =>
  (await fm(page, SESSION)).encounter.combatants.find((c) => c.name === name || c.id === name);
const history = (page) => page.locator(`${BLOCK} .hbm-enc-history-list li`).allTextContents();

async function startFight(page) {
  await seed(page, Number(process.env.SPELL_SEED ?? 3));
  await openNote(page, SESSION);
  await page.waitForSelector(`${BLOCK} .hbm-enc-initiative`);
  await step(page, ".hbm-enc-initiative");
}

/** Roll the first block's line `label` until its spell succeeds (seeded: the same every run); its newest result. */
async function castFromBlock(page, label) {
  const line = page.locator(".block-language-hbm-roll").first().locator(".hbm-roll-line", { hasText: label }).first();
  for (let i = 0; i < 6; i++) {
    await line.locator(".hbm-roll-button").click();
    await page.waitForTimeout(120);
    const newest = line.locator(".hbm-result").first();
    if (await newest.locator(".hbm-apply-spell").count()) return newest;
  }
  throw new Error(`${label}: no successful cast in six rolls`);
}

export const spellTests = [
  {
    name: "spells: Kula Ognia on a Goblin (damage, save, Podpalony for its rounds), Magiczna Tarcza absorbs a hit, Leczący Dotyk heals",
    async run(page, { shots }) {
      await startFight(page);
      const goblin = await record(page, "Goblin 1");

      // Kula Ognia: Kamila's Zdolności Magiczne as damage, the Goblin's Ciało (Refleks) 4:S.
      await select(page, "Kamila Wróbel");
      await pick(page, "Kula Ognia", ["Goblin 1"]);
      // One overcast level, chosen now: "+2 do wymaganej liczby sukcesów" of the Goblin's save.
      await page.click(`${BLOCK} .hbm-cast-add`);
      await page.selectOption(`${BLOCK} .hbm-cast-choice`, "0:1");
      await step(page, ".hbm-enc-cast");
      const log = (await history(page)).join("\n");
      assert.match(log, /Kula Ognia: pula \d+k6, T:S 6:1, kości \[[1-6 ]+\]/, log);
      assert.match(log, /Goblin 1: .*Ciało \(Refleks\) 4:\d+/, log);
      const hit = await record(page, "Goblin 1");
      assert.ok(hit.health < goblin.health, `Goblin 1: ${goblin.health} → ${hit.health}`);
      assert.ok(hit.conditions.includes("Podpalony"), `seeded: the save fails (${log})`);
      const until = hit.effects.find((e) => e.name === "Podpalony")?.until;
      assert.match(until, /^round \d+$/);
      await page.locator(BLOCK).screenshot({ path: join(shots, "spell-target.png") });
      copyFileSync(join(shots, "spell-target.png"), join(root, "docs", "images", "zaklecie-cel.png"));

      // Podpalony burns at the Goblin's turn starts until its round, then it is gone.
      const end = Number(until.slice("round ".length));
      for (let guard = 0; guard < 60; guard++) {
        const enc = (await fm(page, SESSION)).encounter;
        const g = enc.combatants.find((c) => c.name === "Goblin 1");
        if (enc.round > end || !g.conditions.includes("Podpalony")) break;
        await step(page, ".hbm-enc-next");
      }
      const burnt = await record(page, "Goblin 1");
      assert.ok(!burnt.conditions.includes("Podpalony"), "Podpalony ends with its rounds");
      assert.ok(burnt.health < hit.health || burnt.conditions.includes("Martwy"), "Podpalony burnt the Goblin");

      // Magiczna Tarcza on Elneran: a Magiczna Osłona in her note; a hit wears it before Żywotność.
      await select(page, "Kamila Wróbel");
      await pick(page, "Magiczna Tarcza", ["Elneran"]);
      await step(page, ".hbm-enc-cast");
      const shielded = await fm(page, ELNERAN);
      assert.equal(shielded.magicShield?.source, "Magiczna Tarcza", JSON.stringify(shielded));
      const points = shielded.magicShield.points;
      await select(page, "Elneran");
      await page.fill(`${BLOCK} .hbm-enc-amount`, String(points - 1));
      await step(page, ".hbm-enc-damage");
      const absorbed = await fm(page, ELNERAN);
      assert.equal(absorbed.health ?? "full", shielded.health ?? "full", "the Osłona took the hit");
      assert.equal(absorbed.magicShield.points, 1);

      // A harder hit breaks it; Symiel's prayer Leczący Dotyk heals Elneran.
      await page.fill(`${BLOCK} .hbm-enc-amount`, "6");
      await step(page, ".hbm-enc-damage");
      const hurt = await fm(page, ELNERAN);
      assert.equal(hurt.magicShield, undefined);
      await select(page, "Symiel");
      await pick(page, "Leczący Dotyk", ["Elneran"]);
      assert.ok(await page.locator(`${BLOCK} .hbm-cast-prayer input`).isChecked(), "a sacred spell is a prayer");
      await step(page, ".hbm-enc-cast");
      const healed = await fm(page, ELNERAN);
      assert.ok((healed.health ?? 99) > hurt.health, `Elneran ${hurt.health} → ${healed.health}`);
    },
  },
  {
    name: "spells: the cast panel on a phone",
    viewport: { width: 390, height: 844 },
    async run(page, { shots }) {
      await startFight(page);
      await select(page, "Kamila Wróbel");
      await pick(page, "Kula Ognia", ["Goblin 1"]);
      await page.click(`${BLOCK} .hbm-cast-add`);
      await step(page, ".hbm-enc-cast");
      const panel = page.locator(`${BLOCK} .hbm-cast`);
      const box = await panel.boundingBox();
      assert.ok(box && box.width <= 390, `the panel fits the phone (${box?.width})`);
      await panel.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shots, "spell-target-phone.png") });
    },
  },
  {
    name: "spells: Zastosuj do… from a block line at an NPC of the open fight (Magiczny Pocisk | nadczaruj 1, +1 punkt Obrażeń), and +1k3 obrażeń chosen in the tracker",
    async run(page, { shots }) {
      await startFight(page);
      const goblin = await record(page, "Goblin 1");
      const result = await castFromBlock(page, "Pocisk");
      await result.locator(".hbm-apply-spell").click();
      const modal = page.locator(".modal:has(.hbm-spell-targets)");
      await modal.waitFor();
      const fight = modal.locator(".hbm-spell-targets-fight");
      assert.equal(await fight.locator("legend").textContent(), "Walka: Sesja 01 - Las");
      const names = await fight.locator(".hbm-cast-target").allTextContents();
      for (const n of ["Goblin 1", "Goblin 2", "Wilk", "Kamila Wróbel"]) assert.ok(names.includes(n), names.join(", "));
      // The roll paid one overcast level: the note's choice for it is offered, and taken.
      assert.equal(
        await modal.locator(".hbm-cast-overcast .hbm-cast-title").textContent(),
        "Nadczarowanie: opłacone poziomy 1, wybrane 1",
      );
      assert.equal(await modal.locator(".hbm-cast-choice option:checked").textContent(), "+1 punkt Obrażeń");
      await fight.locator(".hbm-cast-target", { hasText: "Goblin 1" }).locator("input").check();
      await modal.screenshot({ path: join(shots, "zastosuj-do.png") });
      copyFileSync(join(shots, "zastosuj-do.png"), join(root, "docs", "images", "zastosuj-do.png"));
      await modal.locator(".hbm-spell-targets-go").click();
      await page.waitForFunction(
        ([p, h]) => window.hbm.frontmatter(p).encounter.combatants.find((c) => c.name === "Goblin 1").health !== h,
        [SESSION, goblin.health],
      );
      await page.waitForTimeout(100);
      // Kamila's Zdolności Magiczne 3: ⌈3/2⌉ + 1 overcast = 3 magical points; the Goblin's Pancerz 1 takes one.
      const hit = await record(page, "Goblin 1");
      assert.equal(hit.health, goblin.health - 2);
      const log = (await history(page)).join("\n");
      assert.match(
        log,
        /Kamila Wróbel: Magiczny Pocisk: pula \d+k6, T:S 4:1, kości \[[1-6 ]+\] → \d+ sukces\S*; zastosowano/,
        log,
      );
      assert.match(log, /Goblin 1: .*Magiczny Pocisk: obrażenia Zdolności Magiczne\/2 \+ 1 = 3/, log);

      // The tracker: Kula Ognia on Goblin 2 with the overcast "+1k3 punktów Obrażeń"; the k3 is rolled and shown.
      for (let i = 0; i < 4; i++) {
        await select(page, "Kamila Wróbel");
        await pick(page, "Kula Ognia", i === 0 ? ["Goblin 2"] : []);
        if (i === 0) await page.click(`${BLOCK} .hbm-cast-add`);
        await page.selectOption(`${BLOCK} .hbm-cast-choice`, "0:0");
        await step(page, ".hbm-enc-cast");
        if ((await history(page)).some((l) => l.includes("(nadczarowanie)"))) break;
      }
      const told = (await history(page)).join("\n");
      assert.match(told, /Goblin 2: Kula Ognia: obrażenia \(nadczarowanie\): kości \[[123]\] = [123]/, told);
      assert.match(told, /obrażenia Zdolności Magiczne \+ 1k3 = \d+/, told);
    },
  },
  {
    name: "spells: the Zastosuj do… dialog on a phone",
    viewport: { width: 390, height: 844 },
    async run(page, { shots }) {
      await startFight(page);
      const result = await castFromBlock(page, "Pocisk");
      await result.locator(".hbm-apply-spell").click();
      const modal = page.locator(".modal:has(.hbm-spell-targets)");
      await modal.waitFor();
      const box = await modal.boundingBox();
      assert.ok(box && box.width <= 390, `the dialog fits the phone (${box?.width})`);
      await page.screenshot({ path: join(shots, "zastosuj-do-phone.png") });
    },
  },
  {
    name: "spells: a held spell's situation ticked before a block roll (Szybka Myśl: zagadki +1k6), on a phone",
    viewport: { width: 390, height: 844 },
    async run(page, { shots }) {
      const KAMILA = "player-characters/Kamila Wróbel.md";
      const NOTE = "sessions/Zagadka.md";
      // Szybka Myśl on Kamila through play's one transition, as a successful cast applies it (its note from the vault).
      const ok = await page.evaluate(async (path) => {
        const { plugin } = window.hbm;
        const spell = plugin.vaultIndex.index.findSpell("Szybka Myśl");
        const action = {
          kind: "spellEffects",
          spell: { name: spell.name, path: spell.path },
          effects: spell.effects.effects,
          duration: spell.effects.duration,
          casterSuccesses: 1,
          caster: { body: 2, mind: 3, soul: 2, magicDice: 3, skills: { "Zdolności Magiczne": 3 } },
        };
        return (await plugin.actions.act(path, action, "Szybka Myśl", false)).ok;
      }, KAMILA);
      assert.ok(ok, "Szybka Myśl held on Kamila");
      const block = "```hbm-roll\npostać: [[Kamila Wróbel]]\nZagadka: Umysł + Wiedza Ogólna 5:1\n```\n";
      await page.evaluate(([p, t]) => window.hbm.app.vault.create(p, t), [NOTE, block]);
      await openNote(page, NOTE);
      const line = page.locator(".block-language-hbm-roll .hbm-roll-line").first();
      const offer = line.locator(".hbm-situation");
      await offer.waitFor();
      assert.equal((await offer.textContent()).trim(), "Dotyczy: zagadki — Szybka Myśl: +1k6");
      // The note store's write redraws the block once (50 ms later): measure the settled one.
      await page.waitForTimeout(300);
      await offer.waitFor({ state: "visible" });
      const box = await offer.boundingBox();
      assert.ok(box && box.x + box.width <= 390, `the tick fits the phone (${box?.x}+${box?.width})`);
      await line.locator(".hbm-roll-button").click();
      await page.waitForTimeout(80);
      const plain = await line.locator(".hbm-result").first().getAttribute("data-text");
      assert.ok(!plain.includes("Szybka Myśl"), plain);
      await offer.locator("input").check();
      assert.match(await line.locator(".hbm-roll-button").textContent(), /Szybka Myśl: \+1k6/);
      await line.locator(".hbm-roll-button").click();
      await page.waitForTimeout(80);
      const ticked = await line.locator(".hbm-result").first().getAttribute("data-text");
      assert.match(ticked, /Szybka Myśl: \+1k6/, ticked);
      await page
        .locator(".block-language-hbm-roll")
        .first()
        .screenshot({ path: join(shots, "situation-tick-phone.png") });
      copyFileSync(join(shots, "situation-tick-phone.png"), join(root, "docs", "images", "sytuacja-telefon.png"));
      await page.evaluate(() => window.hbm.setTheme("dark"));
      await page
        .locator(".block-language-hbm-roll")
        .first()
        .screenshot({ path: join(shots, "situation-tick-dark.png") });
      await page.evaluate(() => window.hbm.setTheme("light"));
    },
  },
];
