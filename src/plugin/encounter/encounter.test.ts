// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Component, Editor, notices, renderCodeBlocks, TFile, type App } from "../../../test/obsidian-mock";
import { loadPlugin, readVault, runCommand, settle, TEST_VAULT } from "../../../test/harness";
import { parts } from "../../../test/frontmatter";
import { seededRandom } from "../../core/dice";
import { nextTurn, startEncounter, findEncounterBlocks } from "../../core/encounter";
import type HbmPlugin from "../../main";
import { EncounterBlock } from "./block";
import { insertEncounterBlock } from "./commands";
import { encounterServices } from "./register";

const SESSION = "sessions/Sesja 01 - Las.md";
const ELNERAN = "player-characters/Elneran.md";
const KAMILA = "player-characters/Kamila Wróbel.md";
const GOBLIN = "rules/06. Bestiariusz/Rozdział I - Stworzenia/Goblin.md";

const read = (app: App, path: string) => app.vault.readSync(app.vault.getAbstractFileByPath(path) as TFile);
const fmOf = (app: App, path: string) => parts(read(app, path)).fm;

let files: Record<string, string>;
let app: App;
let plugin: HbmPlugin;
let root: HTMLElement;

/** The session note's hbm-walka block, rendered with seeded dice. */
async function block(seed = 7, path = SESSION) {
  const source = findEncounterBlocks(read(app, path))[0]!.source;
  root = document.body.createDiv({ cls: "block-language-hbm-walka" });
  const host = new Component();
  host.load();
  host.addChild(new EncounterBlock(root, source, path, encounterServices(plugin, seededRandom(seed))));
  return host;
}

const button = (cls: string) => {
  const b = root.querySelector<HTMLButtonElement>(`button.${cls}`);
  if (!b) throw new Error(`no button .${cls}`);
  return b;
};
/** Click, then wait until the step is written (the tracker is busy meanwhile). */
const click = async (cls: string) => {
  button(cls).click();
  for (let i = 0; i < 200 && root.classList.contains("is-busy"); i++) await settle(1);
  await settle(3);
};
const names = () =>
  [...root.querySelectorAll(".hbm-enc-list:not(.hbm-enc-waiting) .hbm-enc-name")].map((e) => e.textContent);

beforeEach(async () => {
  files = readVault(TEST_VAULT);
  const loaded = await loadPlugin(files);
  app = loaded.app;
  plugin = loaded.plugin;
  notices.length = 0;
});

describe("the hbm-walka block in the session note (issue 14; docs/en/encounters.md, where the fight's state is kept)", () => {
  it("is registered, and before initiative lists everyone with their state and a button to roll", async () => {
    const el = document.body.createDiv();
    await renderCodeBlocks(plugin as never, SESSION, files[SESSION]!, el, "hbm-walka");
    expect([...el.querySelectorAll(".hbm-enc-name")].map((e) => e.textContent)).toEqual([
      "Kamila Wróbel",
      "Elneran",
      "Symiel",
      "Goblin 1",
      "Goblin 2",
      "Cień z Lasu",
      "Wilk",
    ]);
    expect(el.querySelector(".hbm-enc-initiative")?.textContent).toBe("Rzuć na inicjatywę");
    expect(el.querySelector(".hbm-error")).toBeNull();
  });

  it("Rzuć na inicjatywę writes only the encounter key of the note holding the block; the body and other keys stay", async () => {
    await block();
    await click("hbm-enc-initiative");
    const before = parts(files[SESSION]!);
    const after = parts(read(app, SESSION));
    expect(after.body).toBe(before.body);
    const { encounter, ...rest } = after.fm as {
      encounter: { round: number; turn: number; combatants: Array<Record<string, unknown>> };
    };
    expect(rest).toEqual(before.fm);
    expect(encounter.round).toBe(1);
    expect(encounter.combatants).toHaveLength(7);
    expect(
      encounter.combatants.filter((c) => String(c.id).startsWith("goblin")).map((c) => [c.name, c.health, c.ref]),
    ).toEqual(
      [
        ["Goblin 1", 10, "[[Goblin]]"],
        ["Goblin 2", 10, "[[Goblin]]"],
      ].sort(
        (a, b) =>
          encounter.combatants.findIndex((c) => c.name === a[0]) -
          encounter.combatants.findIndex((c) => c.name === b[0]),
      ),
    );
    // A PC's record holds no state: its state stays in its own note.
    expect(encounter.combatants.find((c) => c.id === "pc-kamila-wrobel")).toEqual({
      id: "pc-kamila-wrobel",
      ref: "[[Kamila Wróbel]]",
      initiative: expect.any(Number),
    });
    expect(names()).toHaveLength(7);
    expect(root.querySelector(".hbm-enc-row.is-current .hbm-enc-name")?.textContent).toBe(names()[0]);
    expect(root.querySelector(".hbm-enc-round")?.textContent).toBe("Runda 1");
    // The bestiary note is a template: never written.
    expect(read(app, GOBLIN)).toBe(files[GOBLIN]);
    // The roll log got the initiative line.
    expect(plugin.rollLog.list().some((e) => e.text.startsWith("Inicjatywa: "))).toBe(true);
  });

  it("three rounds of Następna tura: the round counter, the dying PC's tests in her own note, NPCs in the key", async () => {
    await block(11);
    await click("hbm-enc-initiative");
    for (let i = 0; i < 3 * 7; i++) await click("hbm-enc-next");
    const enc = fmOf(app, SESSION).encounter as { round: number; log: string[] };
    expect(enc.round).toBe(4);
    expect(root.querySelector(".hbm-enc-round")?.textContent).toBe("Runda 4");
    // Elneran was dying (overflow 3): her Test Przeżycia was rolled and written to her note.
    const elneran = fmOf(app, ELNERAN);
    const stabilised = Array.isArray(elneran.conditions) && (elneran.conditions as string[]).includes("Nieprzytomny");
    const dead = Array.isArray(elneran.conditions) && (elneran.conditions as string[]).includes("Martwy");
    expect(stabilised || dead).toBe(true);
    expect(enc.log[0]).toBe("Runda 4");
    expect(root.querySelectorAll(".hbm-enc-history li").length).toBe(enc.log.length);
  }, 30_000);

  it("a PC's note is written by the note store, the only writer of PC notes (issue 25), and Cofnij goes back through it", async () => {
    const writes = vi.spyOn(plugin.actions.store, "commitKeys");
    const before = read(app, ELNERAN);
    await block(11);
    await click("hbm-enc-initiative");
    let steps = 1;
    for (let i = 0; i < 7 && JSON.stringify(fmOf(app, ELNERAN)) === JSON.stringify(parts(before).fm); i++) {
      await click("hbm-enc-next");
      steps++;
    }
    expect(fmOf(app, ELNERAN)).not.toEqual(parts(before).fm);
    expect(writes.mock.calls.some(([path]) => path === ELNERAN)).toBe(true);
    for (let i = 0; i < steps; i++) await plugin.actions.undo();
    await settle(5);
    expect(parts(read(app, ELNERAN))).toEqual(parts(before));
  });

  it("two Goblins keep separate Żywotność: damage from the actions panel hits the selected one only", async () => {
    await block();
    await click("hbm-enc-initiative");
    (root.querySelector('.hbm-enc-row[data-id="goblin-1"]') as HTMLElement).click();
    const amount = root.querySelector<HTMLInputElement>(".hbm-enc-amount")!;
    amount.value = "5";
    amount.dispatchEvent(new Event("input"));
    await click("hbm-enc-damage");
    const combatants = (fmOf(app, SESSION).encounter as { combatants: Array<{ id: string; health?: number }> })
      .combatants;
    expect(combatants.find((c) => c.id === "goblin-1")?.health).toBe(6);
    expect(combatants.find((c) => c.id === "goblin-2")?.health).toBe(10);
    expect(root.querySelector('.hbm-enc-row[data-id="goblin-1"] .hbm-enc-health .hbm-bar-value')?.textContent).toBe(
      "6/10",
    );
  });

  it("Cofnij puts back the encounter key and the PC's keys exactly as they were", async () => {
    await block();
    await click("hbm-enc-initiative");
    const started = read(app, SESSION);
    (root.querySelector('.hbm-enc-row[data-id="pc-kamila-wrobel"]') as HTMLElement).click();
    const amount = root.querySelector<HTMLInputElement>(".hbm-enc-amount")!;
    amount.value = "4";
    amount.dispatchEvent(new Event("input"));
    await click("hbm-enc-damage");
    expect(fmOf(app, KAMILA).health).toBe(13);
    expect(read(app, SESSION)).not.toBe(started);
    await click("hbm-enc-undo");
    // Values and body as they were (Obsidian re-serialises the YAML block on every write, so not one dumper's bytes).
    expect(parts(read(app, KAMILA))).toEqual(parts(files[KAMILA]!));
    expect(read(app, SESSION)).toBe(started);
    await click("hbm-enc-undo");
    expect(parts(read(app, SESSION)).fm).toEqual(parts(files[SESSION]!).fm);
  });

  it("two steps sent at once each apply once, in order: each is built from the key as it is when written", async () => {
    const services = encounterServices(plugin, seededRandom(2));
    const source = findEncounterBlocks(read(app, SESSION))[0]!.source;
    const ctx = { rng: services.rng(), ...services.context(SESSION) };
    await services.store.run(SESSION, source, "start", (tb, c) => startEncounter(tb, c), ctx);
    const first = (fmOf(app, SESSION).encounter as { turn: number }).turn;
    await Promise.all([
      services.store.run(SESSION, source, "next", (tb, c) => nextTurn(tb, c), ctx),
      services.store.run(SESSION, source, "next", (tb, c) => nextTurn(tb, c), ctx),
    ]);
    const enc = fmOf(app, SESSION).encounter as { turn: number; round: number; combatants: unknown[] };
    expect(enc.round * 100 + enc.turn).toBe(
      first + 2 < enc.combatants.length ? 100 + first + 2 : 200 + first + 2 - enc.combatants.length,
    );
  });

  it("an encounter step is on the plugin's one undo stack: Cofnij ostatnią zmianę postaci undoes it", async () => {
    await block();
    await click("hbm-enc-initiative");
    expect("encounter" in fmOf(app, SESSION)).toBe(true);
    const undo = [...app.commands.values()].find((c) => c.name === "Cofnij ostatnią zmianę postaci")!;
    expect(undo.checkCallback?.(true)).toBe(true);
    undo.checkCallback?.(false);
    await settle(20);
    expect(parts(read(app, SESSION)).fm).toEqual(parts(files[SESSION]!).fm);
  });

  it("Zakończ walkę clears the key and leaves a one-line summary in the roll log", async () => {
    await block();
    await click("hbm-enc-initiative");
    await click("hbm-enc-end");
    expect("encounter" in fmOf(app, SESSION)).toBe(false);
    // Newest first: what was kept of Cień z Lasu, a unique NPC (the box is ticked by default), then the summary.
    const [kept, summary] = plugin.rollLog.list().map((e) => e.text);
    expect(summary).toMatch(/^Koniec walki po 1 rundzie: /);
    expect(kept).toBe("Zachowano w Kampania.md: Cień z Lasu.");
    expect(root.querySelector(".hbm-enc-initiative")).not.toBeNull();
  });

  it("a note whose YAML does not parse is never written; the GM is told why", async () => {
    const broken = "sessions/Zepsuta.md";
    await app.vault.create(broken, "---\ntags: [session\nencounter: x\n---\n```hbm-walka\n2× [[Goblin]]\n```\n");
    await settle(10);
    await block(1, broken);
    await click("hbm-enc-initiative");
    expect(read(app, broken)).toContain("tags: [session\n");
    expect(notices.at(-1)).toMatch(/^Nie zapisuję „sessions\/Zepsuta.md”: jej frontmatter się nie parsuje/);
  });
});

describe("Otwórz walkę (issue 14): the sidebar shows the active note's fight", () => {
  it("follows the note you open when it holds a block, and acts like the block", async () => {
    app.workspace.setActiveFile(app.vault.getFileByPath(SESSION));
    const open = [...app.commands.values()].find((c) => c.name === "Otwórz walkę")!;
    open.callback?.();
    await settle(20);
    const leaf = app.workspace.getLeavesOfType("hbm-encounter")[0]!;
    const el = leaf.view!.contentEl;
    expect(el.querySelector(".hbm-enc-note")?.textContent).toBe("Sesja 01 - Las");
    expect([...el.querySelectorAll(".hbm-enc-name")]).toHaveLength(7);
    el.querySelector<HTMLButtonElement>(".hbm-enc-initiative")!.click();
    for (let i = 0; i < 200 && el.querySelector(".is-busy"); i++) await settle(1);
    await settle(20);
    expect((fmOf(app, SESSION).encounter as { round: number }).round).toBe(1);
    expect(el.querySelector(".hbm-enc-round")?.textContent).toBe("Runda 1");
    app.workspace.setActiveFile(app.vault.getFileByPath(KAMILA));
    await settle(10);
    expect(el.querySelector(".hbm-enc-note")?.textContent).toBe("Sesja 01 - Las");
  });
});

describe("Następna tura walki and Zakończ walkę from the palette act on the active note's fight", () => {
  it("are off with no fight; after initiative, one turn on and a Notice of it; the end clears the record", async () => {
    app.workspace.setActiveFile(app.vault.getFileByPath(SESSION));
    const command = (id: string) => app.commands.get(`hbm-rpg:${id}`)!;
    expect(command("next-encounter-turn").checkCallback!(true)).toBe(false);
    await block(7);
    await click("hbm-enc-initiative");
    const turnOf = () => (fmOf(app, SESSION).encounter as { round: number; turn: number } | null | undefined) ?? null;
    const before = turnOf()!;
    notices.length = 0;
    runCommand(app, "next-encounter-turn");
    for (let i = 0; i < 50 && notices.length === 0; i++) await settle(2);
    expect(turnOf()!.turn).toBe(before.turn + 1);
    expect(notices.at(-1)).toMatch(/Tura/);
    runCommand(app, "end-encounter");
    for (let i = 0; i < 50 && turnOf() !== null; i++) await settle(2);
    expect(turnOf()).toBeNull();
    expect(command("next-encounter-turn").checkCallback!(true)).toBe(false);
  });
});

describe("Nowa walka (issue 14): a block at the cursor through the Editor API", () => {
  it("inserts the party and example NPC lines on a line of its own", () => {
    const editor = new Editor("# Sesja\nTekst");
    editor.setCursor({ line: 1, ch: 5 });
    insertEncounterBlock(editor, ["Kamila Wróbel", "Symiel"]);
    expect(editor.getValue()).toBe(
      "# Sesja\nTekst\n```hbm-walka\n[[Kamila Wróbel]]\n[[Symiel]]\n# 2× [[Goblin]]\n# Strażnik: Ciało 3, Umysł 2, Dusza 2, Żywotność 12, Pancerz 1\n```\n",
    );
  });

  it("is a command, and so are Otwórz walkę, Następna tura walki and Zakończ walkę", () => {
    const names = [...app.commands.values()].map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(["Nowa walka", "Otwórz walkę", "Następna tura walki", "Zakończ walkę"]),
    );
  });
});
