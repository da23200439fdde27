// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { renderCodeBlocks, TFile, type App, type MarkdownView } from "../../../test/obsidian-mock";
import { loadPlugin, readVault, settle, TEST_VAULT } from "../../../test/harness";
import { parts } from "../../../test/frontmatter";
import { smallestChange } from "./note-writes";

/**
 * Writes that cannot lose typing (issue 20). In Obsidian an open note lives in its
 * editor's buffer and is saved about two seconds after the last keystroke; a plugin's
 * write reaching the file in between makes Obsidian merge the two, and recent typing can
 * be lost (obsidian-frontmatter-modified-date #15, #32). The stand-in's MarkdownView takes
 * the worst case: a write from elsewhere replaces a buffer holding unsaved typing
 * (`lostBuffers`). Every test here holds typing unsaved (`saving = false`) while the
 * plugin writes, and checks that nothing typed is gone and every value was written.
 */
const KAMILA = "player-characters/Kamila Wróbel.md";
const SESSION = "sessions/Sesja 01 - Las.md";

const fileOf = (app: App, path: string) => app.vault.getAbstractFileByPath(path) as TFile;
const read = (app: App, path: string) => app.vault.readSync(fileOf(app, path));

/** A note open in an editor whose typing Obsidian has not saved yet, the cursor after `anchor`. */
async function typing(app: App, path: string, anchor: string): Promise<MarkdownView> {
  const view = await app.workspace.openInEditor(fileOf(app, path));
  view.saving = false;
  const at = view.editor.getValue().indexOf(anchor);
  expect(at, anchor).toBeGreaterThanOrEqual(0);
  view.editor.setCursor(view.editor.offsetToPos(at + anchor.length));
  return view;
}

describe("the stand-in loses unsaved typing to a naive write, as Obsidian can", () => {
  it("processFrontMatter straight onto a note with unsaved typing replaces the buffer", async () => {
    const { app } = await loadPlugin();
    const view = await typing(app, KAMILA, "## Opis\n");
    view.editor.type("Kamila zgubiła sztylet. ");
    await app.fileManager.processFrontMatter(fileOf(app, KAMILA), (fm) => (fm.health = 3));
    expect(view.lostBuffers).toHaveLength(1);
    expect(view.editor.getValue()).not.toContain("Kamila zgubiła sztylet.");
  });
});

describe("the plugin's writes while the player types (issue 20)", () => {
  it("+/− on the sheet and a roll with wydaj and the roll log: every value written, nothing typed lost, cursors kept", async () => {
    const files = readVault(TEST_VAULT);
    const { app, plugin } = await loadPlugin(files);
    plugin.settings.logRollsInNote = true;
    const root = document.body.createDiv();
    await renderCodeBlocks(plugin, SESSION, files[SESSION]!, root);
    const tarcza = [...root.querySelectorAll<HTMLButtonElement>("button.hbm-roll-button")].find((b) =>
      b.textContent?.startsWith("Tarcza"),
    )!;

    const kamila = await typing(app, KAMILA, "## Opis\n");
    const session = await typing(app, SESSION, files[SESSION]!.trimEnd());
    kamila.editor.type("Kamila zgubiła sztylet.");
    session.editor.type("\nGracze idą na północ.");

    expect((await plugin.actions.adjust(KAMILA, "health", -1)).ok).toBe(true);
    kamila.editor.type(" Znalazła go w mchu.");
    tarcza.click(); // wydaj: 2 many from Kamila's note; the log line into the session note
    await settle();
    session.editor.type(" Pada deszcz.");
    expect((await plugin.actions.adjust(KAMILA, "zeal", -1)).ok).toBe(true);
    kamila.editor.type(" Koniec.");

    expect(kamila.lostBuffers).toEqual([]);
    expect(session.lostBuffers).toEqual([]);
    // The cursor stayed where the player types: each piece follows the previous one.
    expect(kamila.editor.getValue()).toContain("## Opis\nKamila zgubiła sztylet. Znalazła go w mchu. Koniec.");
    expect(session.editor.getValue()).toContain("\nGracze idą na północ. Pada deszcz.");
    expect(session.editor.getValue()).toMatch(/## Dziennik rzutów\n\n- \d\d:\d\d Kamila Wróbel · Tarcza: /);

    // Obsidian saves the buffers; the notes hold the typing and every value.
    await kamila.save();
    await session.save();
    await settle();
    const k = parts(read(app, KAMILA));
    expect(k.fm).toMatchObject({ health: 15, mana: 22, zeal: 1 });
    expect(k.body).toBe(
      parts(files[KAMILA]!).body.replace("## Opis\n", "## Opis\nKamila zgubiła sztylet. Znalazła go w mchu. Koniec."),
    );
    expect(read(app, SESSION)).toContain("Gracze idą na północ. Pada deszcz.");
    expect(read(app, SESSION)).toMatch(/## Dziennik rzutów\n\n- \d\d:\d\d Kamila Wróbel · Tarcza: /);
  });

  it("a PD purchase edits the open note's body through the editor: one transaction, typing and cursor kept, undone the same way", async () => {
    const files = readVault(TEST_VAULT);
    files[KAMILA] = files[KAMILA]!.replace("status: active\n", "status: active\nexperience: 10\n");
    const { app, plugin } = await loadPlugin(files);
    const view = await typing(app, KAMILA, "## Opis\n");
    view.editor.type("Notatka gracza.");
    const cursor = view.editor.getCursor();
    const transactions = view.editor.transactions;

    const r = await plugin.actions.spendExperience(KAMILA, { kind: "skill", skill: "Refleks" });
    expect(r.changes).toEqual(["Refleks 2 → 3 za 3 PD (zostaje 7)"]);
    expect(view.editor.transactions).toBe(transactions + 1);
    expect(view.editor.getValue()).toContain("- Refleks (Ciało) +3 (6)");
    expect(view.editor.getValue()).toContain("## Opis\nNotatka gracza.");
    expect(view.editor.getCursor()).toEqual(cursor);

    await plugin.actions.undo();
    expect(view.editor.getValue()).toContain("- Refleks (Ciało) +2 (5)");
    expect(view.lostBuffers).toEqual([]);
    await view.save();
    const after = parts(read(app, KAMILA));
    expect(after.fm.experience).toBe(10);
    expect(after.body).toBe(parts(files[KAMILA]).body.replace("## Opis\n", "## Opis\nNotatka gracza."));
  });

  it("typing between the save and the write: the write starts again and keeps it", async () => {
    const { app, plugin } = await loadPlugin();
    const view = await typing(app, KAMILA, "## Opis\n");
    const original = app.fileManager.processFrontMatter.bind(app.fileManager);
    let typedOnce = false;
    const spy = vi.spyOn(app.fileManager, "processFrontMatter").mockImplementation(async (file, fn) => {
      if (!typedOnce) {
        typedOnce = true;
        view.editor.type("W międzyczasie.");
      }
      return original(file, fn);
    });
    expect((await plugin.actions.adjust(KAMILA, "mana", -1)).ok).toBe(true);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(view.lostBuffers).toEqual([]);
    expect(view.editor.getValue()).toContain("## Opis\nW międzyczasie.");
    expect(parts(read(app, KAMILA)).fm.mana).toBe(23);
  });

  it("a write that changes no value is not written: the YAML keeps its comments and layout", async () => {
    const files = readVault(TEST_VAULT);
    files[KAMILA] = files[KAMILA]!.replace("status: active\n", "status: active # stan w kampanii\n");
    const { app, plugin } = await loadPlugin(files);
    let writes = 0;
    app.vault.on("modify", () => writes++);
    // Długi odpoczynek of a rested character changes nothing.
    const r = await plugin.actions.rest(KAMILA, "long");
    expect(r.ok).toBe(true);
    expect(read(app, KAMILA)).toBe(files[KAMILA]);
    expect(writes).toBe(0);
    // A real change is written, and then the stand-in's dumper drops the comment, as Obsidian's does.
    await plugin.actions.adjust(KAMILA, "health", -1);
    expect(read(app, KAMILA)).not.toContain("# stan w kampanii");
  });
});

describe("smallestChange", () => {
  it("is the one range between the common start and end", () => {
    expect(smallestChange("abc", "abc")).toBeNull();
    expect(smallestChange("a\nb\n", "a\nX\nb\n")).toEqual({ start: 2, end: 2, text: "X\n" });
    expect(smallestChange("aaa", "aa")).toEqual({ start: 2, end: 3, text: "" });
    expect(smallestChange("x1y", "x22y")).toEqual({ start: 1, end: 2, text: "22" });
  });
});
