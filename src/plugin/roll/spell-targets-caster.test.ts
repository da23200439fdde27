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
 * "Zastosuj do…" with a spell that gives its caster a part (issue 26: Kradzież Many's Mana +2 and Maks. Koszt
 * Zaklęcia +1 on the caster, −2 on the target): the caster gets it in the same step, one Cofnij for all.
 */
const KAMILA = "player-characters/Kamila Wróbel.md";
const ELNERAN = "player-characters/Elneran.md";
const SESSION = "sessions/Sesja 01 - Las.md";
/** A test note at the built-in table's path for Kradzież Many (its effects come from the table; the words are ours). */
const DRAIN = "spells/sacred/hekate/mana-drain.md";
const DRAIN_NOTE = [
  "---",
  "tags: [spell]",
  "castingMode: standard",
  "manaCost: 5",
  "difficulty: {threshold: 6, successes: 3}",
  "duration: 2 rundy",
  "target: '1'",
  "overcastOptions: []",
  "---",
  "# Kradzież Many",
  "",
  "Notatka testowa: rzucający zyskuje Manę, cel traci Maksymalny Koszt Zaklęcia.",
  "",
].join("\n");

const result: RollResult = {
  type: "spell",
  label: null,
  character: "Kamila Wróbel",
  text: "",
  spell: "Kradzież Many",
  cost: 5,
  pool: 6,
  threshold: 6,
  required: 3,
  faces: [6, 6, 6, 1, 1, 3],
  successes: 3,
  passed: true,
  verdict: "Sukces",
};

let app: App;
let plugin: HbmPlugin;
const text = (path: string) => app.vault.readSync(app.vault.getAbstractFileByPath(path) as TFile);
const fm = (path: string) => parts(text(path)).fm;

beforeEach(async () => {
  ({ app, plugin } = await loadPlugin({ ...readVault(TEST_VAULT), [DRAIN]: DRAIN_NOTE }));
  plugin.encounters = encounterServices(plugin, seededRandom(3));
  notices.length = 0;
});

async function apply(pick: (modal: Element) => void): Promise<void> {
  const el = document.body.createDiv();
  spellTargetsButton(el, plugin, result, KAMILA, SESSION);
  el.querySelector<HTMLButtonElement>(".hbm-apply-spell")!.click();
  await settle(5);
  const modal = document.querySelector(".hbm-spell-targets:last-of-type")!;
  pick(modal);
  modal.querySelector<HTMLButtonElement>(".hbm-spell-targets-go")!.click();
  await settle(20);
}

describe("Zastosuj do… Kradzież Many: the caster's part with the cast", () => {
  it("no fight: Elneran's Maks. Koszt Zaklęcia −2, Kamila's Mana +2 in her own note; one Cofnij takes back both", async () => {
    const before = { kamila: fm(KAMILA), elneran: fm(ELNERAN) };
    await apply((m) => m.querySelector<HTMLInputElement>(`input[data-path="${ELNERAN}"]`)!.click());
    expect(fm(ELNERAN).effects).toEqual([
      expect.objectContaining({ name: "Kradzież Many", stat: [{ stat: "maxSpellCost", add: -2 }] }),
    ]);
    expect(fm(KAMILA).effects).toEqual([
      expect.objectContaining({
        name: "Kradzież Many",
        stat: [
          { stat: "mana", add: 2 },
          { stat: "maxSpellCost", add: 1 },
        ],
      }),
    ]);
    expect(notices.join("\n")).toContain("Kradzież Many: Kamila Wróbel — Mana +2");
    await plugin.actions.undo();
    await settle(10);
    // The note store writes through processFrontMatter: the frontmatter is as it was.
    expect({ kamila: fm(KAMILA), elneran: fm(ELNERAN) }).toEqual(before);
  });

  it("in a fight: the Goblin gets −2 in the encounter's record and Kamila, a combatant, +2 in the same step", async () => {
    const services = plugin.encounters!;
    const source = findEncounterBlocks(text(SESSION))[0]!.source;
    const started = await services.store.run(SESSION, source, "Inicjatywa", (t, c) => startEncounter(t, c), {
      rng: services.rng(),
      ...services.context(SESSION),
    });
    expect(started.ok, started.reason).toBe(true);
    const combatants = () => (fm(SESSION).encounter as { combatants: CombatantRecord[] }).combatants;
    const goblin = combatants().find((c) => c.name === "Goblin 1")!;
    const before = { session: text(SESSION), kamila: fm(KAMILA) };
    await apply((m) => m.querySelector<HTMLInputElement>(`input[data-id="${goblin.id}"]`)!.click());
    expect(combatants().find((c) => c.id === goblin.id)?.effects?.[0]?.stat).toEqual([
      { stat: "maxSpellCost", add: -2 },
    ]);
    expect((fm(KAMILA).effects as Array<{ stat?: unknown }>)[0]?.stat).toEqual([
      { stat: "mana", add: 2 },
      { stat: "maxSpellCost", add: 1 },
    ]);
    const log = (fm(SESSION).encounter as { log: string[] }).log.join("\n");
    expect(log).toContain("Kradzież Many: Kamila Wróbel — Mana +2");
    await plugin.actions.undo();
    await settle(10);
    expect({ session: text(SESSION), kamila: fm(KAMILA) }).toEqual(before);
  });
});
