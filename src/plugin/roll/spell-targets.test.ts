// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { notices, type App, type TFile } from "../../../test/obsidian-mock";
import { loadPlugin, readVault, settle, TEST_VAULT } from "../../../test/harness";
import { parts } from "../../../test/frontmatter";
import { seededRandom } from "../../core/dice";
import { findEncounterBlocks, startEncounter, type CombatantRecord } from "../../core/encounter";
import type { RollResult } from "../../core/roll";
import type HbmPlugin from "../../main";
import { encounterServices } from "../encounter/register";
import { spellTargetsButton } from "./spell-targets";

/**
 * Issue 26 item 3: "Zastosuj do…" after a successful spell outside the tracker (a block line, the
 * sheet): the targets are the open fight's combatants and the player characters; everyone picked
 * gets the spell's effects through apply() (NPCs through the tracker's engine step, in the
 * encounter's record), with the overcast choices the roll paid for, as ONE undoable step.
 */
const KAMILA = "player-characters/Kamila Wróbel.md";
const ELNERAN = "player-characters/Elneran.md";
const SYMIEL = "player-characters/Symiel.md";
const SESSION = "sessions/Sesja 01 - Las.md";

const cast = (spell: string, passed: boolean, overcast = 0): RollResult => ({
  type: "spell",
  label: null,
  character: "Kamila Wróbel",
  text: "",
  spell,
  cost: 2,
  pool: 6,
  threshold: 5,
  required: 1,
  faces: [6, 5, 2, 1, 1, 3],
  successes: passed ? 2 : 0,
  passed,
  verdict: passed ? "Sukces" : "Porażka",
  ...(overcast ? { overcast } : {}),
});

let app: App;
let plugin: HbmPlugin;
const text = (path: string) => app.vault.readSync(app.vault.getAbstractFileByPath(path) as TFile);
const fm = (path: string) => parts(text(path)).fm;
const combatants = () => (fm(SESSION).encounter as { combatants: CombatantRecord[] }).combatants;
/** The fight's combatants as the tracker names and orders them. */
const fighters = () =>
  plugin
    .encounters!.store.table(SESSION, findEncounterBlocks(text(SESSION))[0]!.source)
    .fighters.filter((f) => f.record);

beforeEach(async () => {
  ({ app, plugin } = await loadPlugin(readVault(TEST_VAULT)));
  // The fight's dice seeded, as the tracker's would be.
  plugin.encounters = encounterServices(plugin, seededRandom(3));
  notices.length = 0;
});

/** The session's fight, initiative rolled: the encounter is open. */
async function startFight(): Promise<void> {
  const services = plugin.encounters!;
  const source = findEncounterBlocks(text(SESSION))[0]!.source;
  const out = await services.store.run(SESSION, source, "Inicjatywa", (t, c) => startEncounter(t, c), {
    rng: services.rng(),
    ...services.context(SESSION),
  });
  expect(out.ok, out.reason).toBe(true);
}

/** Click "Zastosuj do…" on a result shown in the session note; the dialog. */
async function open(result: RollResult, casterPath: string | null = null, from = SESSION): Promise<Element> {
  const el = document.body.createDiv();
  spellTargetsButton(el, plugin, result, casterPath, from);
  el.querySelector<HTMLButtonElement>(".hbm-apply-spell")!.click();
  await settle(5);
  const modal = document.querySelector(".hbm-spell-targets:last-of-type");
  expect(modal).not.toBeNull();
  return modal!;
}

const labels = (modal: Element, cls: string) =>
  [...modal.querySelectorAll(`.${cls} .hbm-cast-target`)].map((l) => l.textContent);

describe("Zastosuj do… on a spell's result", () => {
  it("a failed spell offers nothing to apply", () => {
    const el = document.body.createDiv();
    spellTargetsButton(el, plugin, cast("Magiczna Tarcza", false), KAMILA, KAMILA);
    expect(el.querySelector(".hbm-apply-spell")).toBeNull();
  });

  it("no fight open: the party only; Magiczna Tarcza (its note: 1 target) refuses two, and on Elneran Cofnij takes it back", async () => {
    const modal = await open(cast("Magiczna Tarcza", true), KAMILA, KAMILA);
    expect(modal.querySelector(".hbm-spell-targets-fight")).toBeNull();
    expect(labels(modal, "hbm-spell-targets-list")).toEqual(["Elneran", "Kamila Wróbel", "Symiel"]);
    const before = { elneran: fm(ELNERAN), symiel: fm(SYMIEL) };
    const pick = (p: string) => modal.querySelector<HTMLInputElement>(`input[data-path="${p}"]`)!.click();
    pick(ELNERAN);
    pick(SYMIEL);
    modal.querySelector<HTMLButtonElement>(".hbm-spell-targets-go")!.click();
    await settle(10);
    expect(notices.at(-1)).toBe("Magiczna Tarcza: najwyżej 1 cel (wybrano 2).");
    expect({ elneran: fm(ELNERAN), symiel: fm(SYMIEL) }).toEqual(before);
    pick(SYMIEL);
    modal.querySelector<HTMLButtonElement>(".hbm-spell-targets-go")!.click();
    await settle(10);
    // Kamila's Zdolności Magiczne 3: ⌈3/2⌉ + 1 = 3 points, for the scene (no encounter round).
    expect(fm(ELNERAN).magicShield).toEqual({ points: 3, until: "scene", source: "Magiczna Tarcza" });
    expect(fm(KAMILA).magicShield).toBeUndefined();
    await plugin.actions.undo();
    await settle(10);
    // The note store writes through processFrontMatter: the frontmatter is as it was.
    expect(fm(ELNERAN)).toEqual(before.elneran);
  });

  it("a fight open in the note: its combatants as the tracker names them; Magiczny Pocisk | nadczaruj 1 with “+1 punkt Obrażeń” hits Goblin 1 in the encounter's record; Cofnij restores the note byte for byte", async () => {
    await startFight();
    const modal = await open(cast("Magiczny Pocisk", true, 1));
    const names = labels(modal, "hbm-spell-targets-fight");
    expect([...names].sort()).toEqual(
      ["Cień z Lasu", "Elneran", "Goblin 1", "Goblin 2", "Kamila Wróbel", "Symiel", "Wilk"].sort(),
    );
    expect(names).toEqual(fighters().map((f) => f.name));
    // Every player character fights: none is listed twice.
    expect(modal.querySelector(".hbm-spell-targets-list")).toBeNull();
    // The roll paid one overcast level: its choice is offered, the note's own words.
    expect(modal.querySelector(".hbm-cast-overcast .hbm-cast-title")?.textContent).toBe(
      "Nadczarowanie: opłacone poziomy 1, wybrane 1",
    );
    const choice = modal.querySelector<HTMLSelectElement>(".hbm-cast-choice")!;
    expect([...choice.options].map((o) => o.text)).toEqual(["+1 punkt Obrażeń"]);
    expect(modal.querySelector(".hbm-spell-targets-pool")?.textContent).toBe(
      "Rzut: pula 6k6, T:S 5:1, kości [6 5 2 1 1 3]",
    );

    const before = text(SESSION);
    const goblin = combatants().find((c) => c.name === "Goblin 1")!;
    const kamilaBefore = text(KAMILA);
    modal.querySelector<HTMLInputElement>(`input[data-id="${goblin.id}"]`)!.click();
    modal.querySelector<HTMLButtonElement>(".hbm-spell-targets-go")!.click();
    await settle(20);
    // Kamila's Zdolności Magiczne 3: ⌈3/2⌉ = 2, + 1 overcast = 3 magical points; the Goblin's Pancerz 1 takes 1.
    const hit = combatants().find((c) => c.id === goblin.id)!;
    expect(hit.health).toBe((goblin.health ?? 0) - 2);
    const log = (fm(SESSION).encounter as { log: string[] }).log.join("\n");
    expect(log).toContain("Kamila Wróbel: Magiczny Pocisk: pula 6k6, T:S 5:1, kości [6 5 2 1 1 3] → 2 sukcesy");
    expect(log).toContain("Magiczny Pocisk: obrażenia Zdolności Magiczne/2 + 1 = 3");
    expect(notices.join("\n")).toContain("Goblin 1: ");
    // Applied, not cast again: Kamila's note (her Mana) is untouched.
    expect(text(KAMILA)).toBe(kamilaBefore);
    await plugin.actions.undo();
    await settle(10);
    expect(text(SESSION)).toBe(before);
  });

  it("Elneran outside the fight and Goblin 2 in it, Boska Sprawiedliwość (no target limit): one step, one Cofnij for both notes", async () => {
    // The block without Elneran: she is a player character outside the fight.
    const session = text(SESSION).replace("[[Elneran]]\n[[Symiel]]", "[[Symiel]]");
    await app.vault.modify(app.vault.getAbstractFileByPath(SESSION) as TFile, session);
    await settle(5);
    await startFight();
    const modal = await open({ ...cast("Boska Sprawiedliwość", true), character: "Symiel" });
    expect(labels(modal, "hbm-spell-targets-list")).toEqual(["Elneran"]);
    expect(labels(modal, "hbm-spell-targets-fight")).not.toContain("Elneran");
    const goblin = fighters().find((f) => f.name === "Goblin 2")!;
    const before = { session: text(SESSION), elneran: fm(ELNERAN) };
    modal.querySelector<HTMLInputElement>(`input[data-path="${ELNERAN}"]`)!.click();
    modal.querySelector<HTMLInputElement>(`input[data-id="${goblin.id}"]`)!.click();
    modal.querySelector<HTMLButtonElement>(".hbm-spell-targets-go")!.click();
    await settle(20);
    expect(fm(ELNERAN)).not.toEqual(before.elneran);
    expect(combatants().find((c) => c.id === goblin.id)!.health).toBeLessThan(goblin.state.health);
    await plugin.actions.undo();
    await settle(10);
    expect({ session: text(SESSION), elneran: fm(ELNERAN) }).toEqual(before);
  });
});
