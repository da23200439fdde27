// English everywhere a player reads (issue 29 item 2): the released main.js with English on, walked
// through the sheet, a block (every button), the tracker (a few steps of a fight), the creation wizard,
// the party view and the notices. Fails on any Polish interface text. Note content (names, titles,
// labels, skills, spells, conditions: whatever the vault's notes say) is taken out first: by the
// note-content classes the plugin marks, and by every name the vault's notes hold.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { seedDice } from "./helpers.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const SESSION = "sessions/Sesja 01 - Las.md";
const KAMILA = "player-characters/Kamila Wróbel.md";
const BASE = readFileSync(join(root, "test-vault", "Drużyna.base"), "utf8");
const settle = (page) => page.waitForTimeout(120);

/** Polish letters, and Polish words of an interface that need none. */
const DIACRITICS = /[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/;
const POLISH_WORDS =
  /\b(Sukces|Porażka|sukces(y|ów)?|wymagan\w*|razem|[Rr]unda|[Tt]ura|czeka|działa|wygrywa|remis|koszt|punkt(y|ów)?|Many|Zapisano|Inicjatywa|dogrywka|Dziennik|Wyczyść|Rzuć|Jedna|linia|Linia|np|bez|zmian|nie|znam|wymaga|rok|Dalej|Wstecz|Zapisz|Anuluj|Zamknij|Cofnij|Odpoczynek|odpoczynek|Atrybuty|Umiejętności|Talenty|Zaklęcia|Postać|postać|Karta|karta|Drużyna|do|wydania|jest|oraz|albo|lub|dla|przez|się|już|tylko|Brak|brak|Tak|Nie|Ekwipunek|Stan|Stany|Obrażenia|Leczenie|Pancerz|Żywotność|Zapał|Umierający|Przeżycia)\b/;

/** Every name the vault's notes hold: file names, frontmatter values and keys, headings, block labels and link targets. */
function vaultNames() {
  const names = new Set();
  const add = (s) => {
    const v = String(s).trim();
    if (v.length >= 2) names.add(v);
  };
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      if (name.startsWith(".")) continue;
      const full = join(d, name);
      if (statSync(full).isDirectory()) {
        add(name.replace(/^\d+\.\s*/, ""));
        walk(full);
        continue;
      }
      if (!name.endsWith(".md") && !name.endsWith(".base")) continue;
      add(basename(name).replace(/\.(md|base)$/, ""));
      const text = readFileSync(full, "utf8");
      const fm = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "";
      for (const line of fm.split("\n")) {
        const m = /^\s*(?:-\s+)?(?:([^:#\n]+):)?\s*(.*)$/.exec(line);
        if (m?.[1]) add(m[1]);
        if (m?.[2]) add(m[2].replace(/^["'[]+|["'\]]+$/g, ""));
      }
      for (const m of text.matchAll(/^#{1,6}\s+(.+)$/gm)) add(m[1]);
      for (const m of text.matchAll(/\[\[([^\]|#]+)(?:[|#][^\]]*)?\]\]/g)) add(m[1]);
      for (const m of text.matchAll(/^([^:\n`]{2,40}):/gm)) add(m[1]);
      for (const m of text.matchAll(/\*\*([^*\n]{2,40})\*\*/g)) add(m[1]);
      for (const m of text.matchAll(/^\|(.+)\|\s*$/gm))
        for (const cell of m[1].split("|")) add(cell.replace(/\[\[|\]\]/g, "").replace(/\*\*/g, ""));
      for (const m of text.matchAll(/^\s*(?:[-*]|\d+\.)\s+\*{0,2}([^:*\n]{2,40})\*{0,2}:/gm)) add(m[1]);
    }
  };
  walk(join(root, "test-vault"));
  walk(join(root, "e2e-tests", "fixtures"));
  // Longest first, so "Kamila Wróbel" goes before "Kamila".
  return [...names];
}

/**
 * The book's names, which stay as the book writes them in English too (docs/en/rules.md): attributes,
 * skills, conditions, races, disciplines and talents, read from the rules tables. Rest names and damage
 * kinds are the plugin's words, not names, and are not taken out.
 */
function bookNames() {
  const names = new Set();
  for (const file of ["rules/tables.ts", "rules/creation-tables.ts", "creation/data.ts"]) {
    const text = readFileSync(join(root, "src", "core", file), "utf8")
      .replace(/export const RESTS = \{[\s\S]*?\n\} as const;/, "")
      .replace(/kinds: \[[\s\S]*?\]/, "");
    for (const m of text.matchAll(/(?:name|talent|discipline|race): "([^"]+)"/g)) names.add(m[1]);
  }
  return names;
}

const NAMES = [...new Set([...vaultNames(), ...bookNames()])].sort((a, b) => b.length - a.length);

/** Every note's text in one, with its markup's quotes and emphasis undone: what a block or a card quotes from a note. */
const VAULT_TEXT = (() => {
  const parts = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".md")) parts.push(readFileSync(full, "utf8"));
    }
  };
  walk(join(root, "test-vault"));
  walk(join(root, "e2e-tests", "fixtures"));
  return parts
    .join("\n")
    .replace(/\*\*|__|\[\[|\]\]/g, "")
    .replace(/\s+/g, " ");
})();

/** What is left of a text a player reads once the vault's names and quoted note text are taken out. */
export function withoutNoteContent(text) {
  const quoted = text
    .replace(/^[^:]{1,30}: /, "")
    .replace(/\s+/g, " ")
    .trim();
  if (quoted.length >= 12 && VAULT_TEXT.includes(quoted)) return "";
  // What a line quotes (“…”, „…”) is the note's.
  let s = ` ${text} `.replace(/“[^”]*”|„[^”]*”/g, " ");
  for (const n of NAMES) if (s.includes(n)) s = s.split(n).join(" ");
  return s.replace(/\s+/g, " ").trim();
}

export function polish(text) {
  const rest = withoutNoteContent(text);
  return DIACRITICS.test(rest) || POLISH_WORDS.test(rest) ? rest : null;
}

/** The plugin's texts on the page now (blocks, sheet, tracker, modals, notices, party), note content marked by the plugin taken out. */
async function collect(page, seen, where) {
  const texts = await page.evaluate(() => {
    const NOTE =
      ".inline-title, #note > p, #note > h1, #note > h2, #note > h3, .hbm-roll-log-character, .hbm-roll-log-label, .hbm-roll-log-note, .hbm-result-what, .hbm-result-name, .hbm-result-round-label, .hbm-sheet-name, .hbm-party-name, input, textarea, .palette-list";
    const roots = document.querySelectorAll(
      "#note [class^='block-language-'], #note .hbm-party, #right, .modal-container, .notice-container, .notice",
    );
    const out = [];
    for (const r of roots) {
      const walker = document.createTreeWalker(r, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let n = walker.currentNode; n; n = walker.nextNode()) {
        if (n.nodeType === 1) {
          const el = n;
          for (const a of ["aria-label", "title", "placeholder"]) {
            const v = el.getAttribute(a);
            if (v && !el.closest(NOTE)) out.push(v);
          }
          continue;
        }
        const text = n.textContent?.trim();
        if (text && !n.parentElement?.closest(NOTE)) out.push(text);
      }
      for (const o of r.querySelectorAll("option")) if (!o.closest(NOTE)) out.push(o.textContent ?? "");
    }
    return out;
  });
  for (const text of texts) {
    const bad = polish(text);
    if (bad && !seen.has(text)) seen.set(text, where);
  }
}

/**
 * Polish that is known and left, each with its reason (issue 29 item 2's report): a pattern here
 * hides only the texts it matches, and the walk still fails on anything else.
 */
const KNOWN = [
  // src/core/encounter's attack log ("X atakuje Y wręcz … trafia", the ad-hoc "Broń"): being rewritten by
  // the encounter work of the same issue; its lines go to message keys there.
  /^.+ atakuje .+ (wręcz|na dystans): /,
  /^Broń \(/,
  // The same word in the attack sentence: an ad-hoc combatant's weapon is named by the block line's own word
  // ("Wilk: …, Broń +S"), as a weapon from a note keeps its note's name ("Sztylet").
  / · Broń [^·]*\(S=\d+\) = \d+ · /,
  // The rulebook's Wyczerpanie Many table, quoted as the book words it (rules/tables.ts MANA_EXHAUSTION effect).
  ...[...readFileSync(join(root, "src", "core", "rules", "tables.ts"), "utf8").matchAll(/effect:\s*"([^"]+)"/g)].map(
    (m) => new RegExp(`^${m[1].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
  ),
  // Talent requirements as the talent notes and rules/requirements.ts join them ("i", "lub").
  /^✗ missing: .* (i|lub) /,
];

function report(seen) {
  for (const text of [...seen.keys()]) if (KNOWN.some((k) => k.test(text))) seen.delete(text);
  const lines = [...seen].map(([text, where]) => `  [${where}] ${text}`);
  assert.equal(lines.length, 0, `${lines.length} Polish interface texts in English:\n${lines.join("\n")}`);
}

async function step(page, selector) {
  await page.click(`.block-language-hbm-walka ${selector}`);
  await page.waitForFunction(() => !document.querySelector(".block-language-hbm-walka .is-busy"));
  await page.waitForTimeout(60);
}

export const englishTests = [
  {
    name: "english: the sheet, a block, the tracker, the wizard, the party view and the notices have no Polish interface text",
    lang: "en",
    async run(page) {
      // Seeded: which character a block's roll knocks out (and so which lines turn into refusals) and how the
      // tracker's fight goes are the same every run.
      await seedDice(page, Number(process.env.ENGLISH_SEED ?? 3));
      const seen = new Map();
      // The sheet: every tab, − and + and a rest.
      await page.evaluate((p) => window.hbm.openNote(p), KAMILA);
      await page.evaluate(() => window.hbm.runCommand("Open the character sheet"));
      await page.waitForSelector(".hbm-sheet .hbm-sheet-name");
      for (const tab of await page.locator(".hbm-tab").all()) {
        await tab.click();
        await settle(page);
        await collect(page, seen, "sheet");
      }
      await page.click(
        '.hbm-tab[data-tab="' + (await page.locator(".hbm-tab").first().getAttribute("data-tab")) + '"]',
      );
      for (const sel of [".hbm-minus-health", ".hbm-plus-health", ".hbm-minus-mana"]) {
        if (await page.locator(sel).count()) await page.locator(sel).first().click();
        await settle(page);
        await collect(page, seen, "sheet notices");
      }
      for (const b of await page.locator(".hbm-sheet button.hbm-rest, .hbm-sheet [class*='rest']").all()) {
        if (!(await b.isVisible()) || (await b.isDisabled())) continue;
        await b.click();
        await settle(page);
        await collect(page, seen, "rest");
        if (await page.locator(".modal-container").count()) {
          await collect(page, seen, "rest modal");
          const cta = page.locator(".modal-container button.mod-cta").first();
          if (await cta.count()) await cta.click();
          else await page.keyboard.press("Escape");
          await settle(page);
          await collect(page, seen, "rest notices");
        }
      }
      // Elneran is dying: the sheet's dying chip and Survival test.
      await page.evaluate((p) => window.hbm.openNote(p), "player-characters/Elneran.md");
      await page.evaluate(() => window.hbm.runCommand("Open the character sheet"));
      await settle(page);
      await collect(page, seen, "sheet (dying)");
      // The session note: every button of every block, the tracker a few steps.
      await page.evaluate((p) => window.hbm.openNote(p), SESSION);
      await page.waitForSelector(".hbm-roll-button");
      // Counted again after each click: a roll may knock a character out, and that character's later
      // lines turn from buttons into refusals (collected as text like the rest).
      const buttons = page.locator(".hbm-roll-button");
      for (let i = 0; i < (await buttons.count()); i++) {
        await buttons.nth(i).click();
        await page.waitForTimeout(30);
        if (await page.locator(".modal-container").count()) {
          await collect(page, seen, "block modal");
          await page.keyboard.press("Escape");
        }
      }
      await settle(page);
      await collect(page, seen, "block");
      await page.waitForSelector(".block-language-hbm-walka .hbm-enc-initiative");
      await collect(page, seen, "tracker");
      await step(page, ".hbm-enc-initiative");
      for (let i = 0; i < 6; i++) {
        await page.click(".block-language-hbm-walka .hbm-enc-row.is-current");
        await settle(page);
        await collect(page, seen, "tracker");
        if (await page.locator(".block-language-hbm-walka .hbm-enc-attack-go").count())
          await step(page, ".hbm-enc-attack-go");
        await collect(page, seen, "tracker");
        await step(page, ".hbm-enc-next");
      }
      await collect(page, seen, "tracker");
      // The wizard: every screen, Next pressed before anything is filled so its checks speak.
      await page.evaluate(() => window.hbm.runCommand("New character"));
      await page.waitForSelector(".hbm-creation");
      await collect(page, seen, "wizard");
      await page.fill(".hbm-creation-name", "Jan");
      const race = page.locator(".hbm-creation-race option").nth(1);
      await page.selectOption(".hbm-creation-race", (await race.getAttribute("value")) ?? "");
      const discipline = page.locator(".hbm-creation-discipline option").nth(1);
      await page.selectOption(".hbm-creation-discipline", (await discipline.getAttribute("value")) ?? "");
      await collect(page, seen, "wizard");
      for (let i = 0; i < 8; i++) {
        await collect(page, seen, `wizard ${i + 1}`);
        if (await page.locator(".hbm-creation-roll").count()) {
          await page.click(".hbm-creation-roll");
          await settle(page);
          await collect(page, seen, `wizard ${i + 1}`);
        }
        if (await page.locator(".hbm-creation-next:not([disabled])").count()) await page.click(".hbm-creation-next");
        else if (await page.locator(".hbm-creation-next-anyway").count()) {
          await page.click(".hbm-creation-next-anyway");
          await settle(page);
          await collect(page, seen, `wizard ${i + 1} confirm`);
          if (await page.locator(".hbm-creation-confirm-yes").count()) await page.click(".hbm-creation-confirm-yes");
        } else break;
        await settle(page);
      }
      await collect(page, seen, "wizard end");
      await page.keyboard.press("Escape");
      await settle(page);
      // The party view: the cards, opened, with a condition added.
      await page.evaluate((text) => window.hbmParty.openBase(text), BASE);
      await page.waitForSelector("#note .hbm-party-card");
      for (const c of await page.locator("#note .hbm-party-name").all()) await c.click();
      await settle(page);
      await collect(page, seen, "party");
      report(seen);
    },
  },
];
