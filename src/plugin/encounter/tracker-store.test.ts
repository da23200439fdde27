// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { notices, type App } from "../../../test/obsidian-mock";
import { readVault, TEST_VAULT } from "../../../test/harness";
import { parts } from "../../../test/frontmatter";
import { click, el, loadFight, mountTracker, readNote, type } from "../../../test/tracker-dom";
import type HbmPlugin from "../../main";

/**
 * The tracker through the store: unique NPCs kept in the campaign note by "Zakończ walkę"
 * (docs/en/encounters.md, unique characters; issue 27.7), tracker steps in the note's roll log when
 * "Zapisuj rzuty w notatce" is on, and no "NaN" from an empty field (issue 27.8).
 */
const SESSION = "sessions/Sesja 01 - Las.md";
const CIEN = "cien-z-lasu";
const read = (_app: App, path: string) => readNote(path);

let app: App;
let plugin: HbmPlugin;

beforeEach(async () => {
  // The campaign note the GM made (the plugin writes its frontmatter; it creates one only when none exists).
  ({ app, plugin } = await loadFight({ "Kampania.md": "---\ntags: [kampania]\n---\n# Kampania\n" }));
});

const block = (seed: number) => mountTracker(SESSION, seed);
/** The roll log's lines, newest first. */
const said = () => plugin.rollLog.list().map((e) => e.text);
const health = (id: string) => el(`.hbm-enc-row[data-id="${id}"] .hbm-enc-health .hbm-bar-value`).textContent;

describe("Zakończ walkę keeps a unique NPC's lasting state in the campaign note; the next fight starts from it", () => {
  it("two fights in a row: Cień z Lasu's wounds are kept in Kampania.md (npcs), Cofnij takes them back", async () => {
    block(3);
    await click(".hbm-enc-initiative");
    await click(`.hbm-enc-row[data-id="${CIEN}"]`);
    type(".hbm-enc-amount", "6");
    await click(".hbm-enc-damage");
    const wounded = health(CIEN);
    expect(wounded).toBe("24/28"); // 6 physical points, Pancerz 2 (Forma II)
    expect(el(".hbm-enc-keep").textContent).toContain("Cień z Lasu");
    expect(el(".hbm-enc-problems").textContent).toBe("");
    await click(".hbm-enc-end");
    // The GM hears what was kept where: in the roll log, with the end's summary.
    expect(said()).toContain("Zachowano w Kampania.md: Cień z Lasu.");
    const campaign = read(app, "Kampania.md");
    expect(campaign).not.toBeNull();
    const npcs = parts(campaign ?? "").fm.npcs as Record<string, { health: number }>;
    expect(Object.keys(npcs)).toEqual(["[[Cień z Lasu]]"]);
    expect(`${npcs["[[Cień z Lasu]]"]?.health}/28`).toBe(wounded);
    // The bestiary note is never written.
    expect(read(app, "rules/06. Bestiariusz/Rozdział II - Postacie Unikalne/Cień z Lasu.md")).toBe(
      readVault(TEST_VAULT)["rules/06. Bestiariusz/Rozdział II - Postacie Unikalne/Cień z Lasu.md"],
    );

    // The next fight from the same block: Cień waits with the kept Żywotność, the fight says so, and he starts with it.
    block(4);
    expect(health(CIEN)).toBe(wounded);
    expect(el(".hbm-enc-problems").textContent).toBe(
      `Cień z Lasu zaczyna ze stanem zachowanym w Kampania.md (Żywotność ${npcs["[[Cień z Lasu]]"]?.health}).`,
    );
    // A note in muted text, not an error: there is nothing to fix.
    expect(el(".hbm-enc-problems").querySelectorAll(".hbm-enc-note")).toHaveLength(1);
    expect(el(".hbm-enc-problems").querySelectorAll(".hbm-error")).toHaveLength(0);
    await click(".hbm-enc-initiative");
    // Said once: the record holds his Żywotność now, the note above the table goes.
    expect(el(".hbm-enc-problems").textContent).toBe("");
    const rec = (
      parts(read(app, SESSION) ?? "").fm.encounter as { combatants: Array<{ id: string; health: number }> }
    ).combatants.find((c) => c.id === CIEN);
    expect(`${rec?.health}/28`).toBe(wounded);

    // Cofnij twice: the second fight's start, then the end of the first (the kept state goes with it).
    await click(".hbm-enc-undo");
    await click(".hbm-enc-undo");
    expect(parts(read(app, "Kampania.md") ?? "").fm).toEqual({ tags: ["kampania"] });
  });

  it("a campaign note that cannot be written: the GM is told why, and nothing says it was kept", async () => {
    await app.vault.createFolder("Saga.md");
    plugin.settings.campaignNote = "Saga.md";
    block(3);
    await click(".hbm-enc-initiative");
    await click(".hbm-enc-end");
    expect(notices.join(" ")).toContain("Saga.md");
    expect(said().join(" ")).not.toContain("Zachowano");
  });

  it("an entry of npcs naming no stat block is said above the fight, as hbm encounter says it", async () => {
    ({ app, plugin } = await loadFight({ "Kampania.md": '---\nnpcs:\n  "[[Nikt]]":\n    health: 1\n---\n' }));
    block(3);
    expect(el(".hbm-enc-problems").textContent).toBe(
      "Kampania.md: w „npcs” nie znam karty „[[Nikt]]”; pomijam jej stan.",
    );
  });

  it("unticked, Zakończ walkę keeps nothing", async () => {
    block(3);
    await click(".hbm-enc-initiative");
    const box = el<HTMLInputElement>(".hbm-enc-keep input");
    box.checked = false;
    box.dispatchEvent(new Event("change"));
    await click(".hbm-enc-end");
    expect(read(app, "Kampania.md")).toBe("---\ntags: [kampania]\n---\n# Kampania\n");
    expect(said().join(" ")).not.toContain("Zachowano");
  });
});

describe("issue 27.8: the note's roll log and empty fields", () => {
  it("with “Zapisuj rzuty w notatce” on, a tracker step goes to the note's ## Dziennik rzutów too", async () => {
    plugin.settings.logRollsInNote = true;
    block(3);
    await click(".hbm-enc-initiative");
    const text = read(app, SESSION) ?? "";
    const section = text.slice(text.indexOf("## Dziennik rzutów"));
    expect(text).toContain("## Dziennik rzutów");
    expect(section).toMatch(/\n- \d\d:\d\d Rzuć na inicjatywę: Inicjatywa: /);
    await click(".hbm-enc-end");
    expect(read(app, SESSION)).toMatch(/\n- \d\d:\d\d Zakończ walkę: Zachowano w Kampania\.md: Cień z Lasu\.\n/);
  });

  it("off (the default), the note's body is not touched by a step", async () => {
    const before = parts(read(app, SESSION) ?? "").body;
    block(3);
    await click(".hbm-enc-initiative");
    expect(parts(read(app, SESSION) ?? "").body).toBe(before);
  });

  it("an empty amount says what is wrong, never “NaN”; nothing is written", async () => {
    block(3);
    await click(".hbm-enc-initiative");
    const before = read(app, SESSION);
    type(".hbm-enc-amount", "");
    await click(".hbm-enc-damage");
    expect(notices.at(-1)).toBe("Obrażenia muszą być liczbą ≥ 0 (jest „—”).");
    expect(notices.join(" ")).not.toContain("NaN");
    expect(read(app, SESSION)).toBe(before);
    expect(el<HTMLInputElement>(".hbm-enc-amount").placeholder).toBe("np. 5");
  });
});
