// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { openBase, TFile, type App } from "../../../test/obsidian-mock";
import { clickIn, loadPlugin, readVault, settle, TEST_VAULT } from "../../../test/harness";
import { parts } from "../../../test/frontmatter";
import { openSheet } from "../commands/commands";

/**
 * Issue 19, item 2: a click on a bar's −/+ shows the new value in the click's own task,
 * before the note is written, from the core's apply() (docs/en/rules.md "Żywotność, Mana, Zapał":
 * − and + keep the value within 0 and the maximum in force). The write then confirms it,
 * or the bar goes back to what the note says.
 *
 * Every test here holds the frontmatter write (processFrontMatter waits on a gate the test
 * opens), so a bar that is drawn only after the write lands cannot pass.
 */

const KAMILA = "player-characters/Kamila Wróbel.md";
const read = (app: App, path: string) => app.vault.readSync(app.vault.getAbstractFileByPath(path) as TFile);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const loadedPlugins: Array<{ unload(): void }> = [];
afterEach(() => {
  for (const plugin of loadedPlugins.splice(0)) plugin.unload();
});

/** processFrontMatter held until `release()`; `fail(message)` makes the held writes throw instead. `health` lists what each write left in the note. */
function holdWrites(app: App) {
  const original = app.fileManager.processFrontMatter.bind(app.fileManager);
  let open: () => void = () => undefined;
  let gate = new Promise<void>((r) => (open = r));
  let failure: string | null = null;
  const health: unknown[] = [];
  let started = 0;
  app.fileManager.processFrontMatter = async (file: TFile, fn: (fm: Record<string, unknown>) => void) => {
    started++;
    await gate;
    if (failure !== null) throw new Error(failure);
    await original(file, fn);
    health.push(parts(read(app, file.path)).fm.health);
  };
  return {
    health,
    get started() {
      return started;
    },
    release() {
      open();
    },
    fail(message: string) {
      failure = message;
      open();
    },
    hold() {
      gate = new Promise<void>((r) => (open = r));
    },
  };
}

async function heldSheet() {
  const loaded = await loadPlugin(readVault(TEST_VAULT));
  loadedPlugins.push(loaded.plugin);
  const view = (await openSheet(loaded.plugin, KAMILA))!;
  const el = view.contentEl;
  const writes = holdWrites(loaded.app);
  const bar = () => el.querySelector(".hbm-bar-health .hbm-bar-value")?.textContent ?? "";
  // Every value the bar ever showed, in order (a flicker back to an old value would be here).
  const shown: string[] = [];
  const observer = new MutationObserver(() => {
    if (shown.at(-1) !== bar()) shown.push(bar());
  });
  observer.observe(el.querySelector(".hbm-bars")!, { subtree: true, childList: true, characterData: true });
  const notices = () =>
    [...document.querySelectorAll(".notice")].filter((n) => n.isConnected).map((n) => n.textContent ?? "");
  /** Let the writes land, the metadata cache catch up and the sheet's redraw (30 ms) run. */
  const landed = async () => {
    await settle(20);
    await sleep(60);
    await settle(5);
  };
  return { ...loaded, view, el, writes, bar, shown, notices, landed };
}

describe("Karta postaci: −/+ is drawn at once, the write confirms it (issue 19, item 2)", () => {
  it("− − + quickly: the bar shows 15, 14, 15 before any write; released, three writes in order end at 15, one Notice, one Cofnij; Cofnij brings 16 back", async () => {
    const { el, app, plugin, writes, bar, shown, notices, landed } = await heldSheet();
    let clock = 1_000;
    plugin.actions.now = () => clock;
    const before = notices().length;
    expect(bar()).toBe("16/16");

    clickIn(el, ".hbm-minus-health");
    expect(bar()).toBe("15/16");
    await settle(3);
    clock += 200;
    clickIn(el, ".hbm-minus-health");
    expect(bar()).toBe("14/16");
    await settle(3);
    clock += 200;
    clickIn(el, ".hbm-plus-health");
    expect(bar()).toBe("15/16");
    await settle(3);

    // Nothing has been written yet: the first write waits at the gate, the note still says 16.
    expect(writes.started).toBe(1);
    expect(writes.health).toEqual([]);
    expect(parts(read(app, KAMILA)).fm.health).toBeUndefined();
    expect(bar()).toBe("15/16");

    writes.release();
    await landed();
    expect(writes.health).toEqual([15, 14, 15]);
    expect(parts(read(app, KAMILA)).fm.health).toBe(15);
    expect(bar()).toBe("15/16");
    // The bar never went back to an older value while the writes landed.
    expect(shown).toEqual(["15/16", "14/16", "15/16"]);
    expect(notices().slice(before)).toEqual(["Kamila Wróbel: Żywotność: 16 → 15/16Cofnij"]);
    expect(plugin.actions.undoStack.size).toBe(1);

    [...document.querySelectorAll<HTMLButtonElement>(".notice .hbm-undo")].at(-1)!.click();
    await landed();
    expect(parts(read(app, KAMILA)).fm.health).toBeUndefined();
    expect(bar()).toBe("16/16");
    expect(shown).toEqual(["15/16", "14/16", "15/16", "16/16"]);
  });

  it("three quick − end at exactly 13: each click is applied once, by the write, not again on top of it", async () => {
    const { el, app, plugin, writes, bar, shown, notices, landed } = await heldSheet();
    let clock = 1_000;
    plugin.actions.now = () => clock;
    const before = notices().length;
    for (let i = 0; i < 3; i++) {
      clock += 100;
      clickIn(el, ".hbm-minus-health");
    }
    expect(bar()).toBe("13/16");
    writes.release();
    await landed();
    expect(writes.health).toEqual([15, 14, 13]);
    expect(bar()).toBe("13/16");
    expect(shown).toEqual(["13/16"]);
    expect(parts(read(app, KAMILA)).fm.health).toBe(13);
    expect(notices().slice(before)).toEqual(["Kamila Wróbel: Żywotność: 16 → 13/16Cofnij"]);
    expect(plugin.actions.undoStack.size).toBe(1);
  });

  it("a write that fails (frontmatter that does not parse) puts the bar back to what the note says, and says why", async () => {
    const { el, app, writes, bar, shown, notices, landed } = await heldSheet();
    clickIn(el, ".hbm-minus-health");
    expect(bar()).toBe("15/16");
    writes.fail("YAML nie parsuje się w linii 3");
    await landed();
    expect(parts(read(app, KAMILA)).fm.health).toBeUndefined();
    expect(bar()).toBe("16/16");
    expect(shown).toEqual(["15/16", "16/16"]);
    expect(notices().at(-1)).toBe(`Nie zapisano „${KAMILA}”: YAML nie parsuje się w linii 3`);
  });

  it("the note edited meanwhile (Martwy, 0 Żywotności): the action is refused on the fresh note and the bar shows the note's truth, with the reason", async () => {
    const { el, app, writes, bar, notices, landed } = await heldSheet();
    clickIn(el, ".hbm-minus-health");
    expect(bar()).toBe("15/16");
    const file = app.vault.getAbstractFileByPath(KAMILA) as TFile;
    await app.vault.modify(
      file,
      read(app, KAMILA).replace("status: active\n", "status: active\nhealth: 0\nconditions:\n  - Martwy\n"),
    );
    writes.release();
    await landed();
    expect(writes.health).toEqual([]);
    expect(parts(read(app, KAMILA)).fm.health).toBe(0);
    expect(bar()).toBe("0/16");
    expect(notices().at(-1)).toBe(
      "Kamila Wróbel jest Martwy: rzuty, zaklęcia, odpoczynki i inne akcje są wstrzymane, dopóki Mistrz Gry nie zdejmie stanu Martwy.",
    );
  });

  it("the note edited meanwhile (Żywotność 5): the click applies to the note as it is, and the bar shows 4, not 15", async () => {
    const { el, app, writes, bar, landed } = await heldSheet();
    clickIn(el, ".hbm-minus-health");
    expect(bar()).toBe("15/16");
    const file = app.vault.getAbstractFileByPath(KAMILA) as TFile;
    await app.vault.modify(file, read(app, KAMILA).replace("status: active\n", "status: active\nhealth: 5\n"));
    writes.release();
    await landed();
    expect(writes.health).toEqual([4]);
    expect(bar()).toBe("4/16");
  });

  it("the party card follows the sheet's −: 15/16 on the card while the write still waits, and after it lands", async () => {
    const { app, el, writes, landed } = await heldSheet();
    const root = document.body.createDiv();
    openBase(app, readFileSync(join(TEST_VAULT, "Drużyna.base"), "utf8"), { containerEl: root });
    await settle(10);
    const card = () =>
      root.querySelector(`.hbm-party-card[data-path="${KAMILA}"] .hbm-party-bar-health .hbm-party-bar-value`)
        ?.textContent;
    expect(card()).toBe("16/16");
    clickIn(el, ".hbm-minus-health");
    await sleep(60);
    expect(writes.health).toEqual([]);
    expect(card()).toBe("15/16");
    writes.release();
    await landed();
    expect(writes.health).toEqual([15]);
    expect(card()).toBe("15/16");
    root.remove();
  });

  it("an action asked right after a −, while the − waits for its frame, still reaches the note after it: − then Długi odpoczynek ends at 16, not 15", async () => {
    const { el, app, plugin, writes, bar, landed } = await heldSheet();
    clickIn(el, ".hbm-minus-health");
    const rest = plugin.actions.rest(KAMILA, "long");
    expect(bar()).toBe("15/16");
    writes.release();
    await rest;
    await landed();
    expect(writes.health).toEqual([15, 16]);
    expect(parts(read(app, KAMILA)).fm.health).toBe(16);
    expect(bar()).toBe("16/16");
  });
});
