// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { notices, TFile, type App, type MarkdownView } from "../../../test/obsidian-mock";
import { noteText, pluginForEachTest, settle } from "../../../test/harness";

const KAMILA = "player-characters/Kamila Wróbel.md";
const ELNERAN = "player-characters/Elneran.md";

/** A note open in an editor with unsaved typing (note-writes.test.ts), the cursor after `anchor`. */
async function typing(app: App, path: string, anchor: string): Promise<MarkdownView> {
  const view = await app.workspace.openInEditor(app.vault.getAbstractFileByPath(path) as TFile);
  view.saving = false;
  const at = view.editor.getValue().indexOf(anchor);
  expect(at, anchor).toBeGreaterThanOrEqual(0);
  view.editor.setCursor(view.editor.offsetToPos(at + anchor.length));
  return view;
}

const loaded = pluginForEachTest((files) => {
  files[KAMILA] = files[KAMILA]!.replace(
    "- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×2",
    "- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×3\n- [[Różdżka Ognia]]\n    - **Ładunki:** 1\n- Amulet Burzy (2 ładunki)",
  );
});

describe("charges from the plugin (docs/en/rules.md Between sessions)", () => {
  it("one use writes 1 → 0 in the sub-bullet; the next is refused and the item stays; Cofnij puts 1 back", async () => {
    const { app, plugin } = loaded;
    const r = await plugin.actions.useCharge(KAMILA, "Różdżka Ognia");
    expect(r.ok).toBe(true);
    expect(noteText(app, KAMILA)).toContain("- [[Różdżka Ognia]]\n    - **Ładunki:** 0\n");
    await settle(10);
    const again = await plugin.actions.useCharge(KAMILA, "Różdżka Ognia");
    expect(again.ok).toBe(false);
    expect(again.reason).toMatch(/nie ma już ładunków \(0\)/);
    expect(noteText(app, KAMILA)).toContain("- [[Różdżka Ognia]]\n    - **Ładunki:** 0\n");
    await plugin.actions.undo();
    expect(noteText(app, KAMILA)).toBe(loaded.files[KAMILA]);
  });

  it("two quick uses of `(2 ładunki)` take off exactly two", async () => {
    const { app, plugin } = loaded;
    const rs = await Promise.all([
      plugin.actions.useCharge(KAMILA, "Amulet Burzy"),
      plugin.actions.useCharge(KAMILA, "Amulet Burzy"),
    ]);
    expect(rs.map((r) => r.reason)).toEqual([undefined, undefined]);
    expect(noteText(app, KAMILA)).toContain("- Amulet Burzy (0 ładunków)");
  });
});

describe("Przekaż przedmiot (docs/en/rules.md Decision: both notes in one undoable action)", () => {
  it("2 of ×3 elixirs: Kamila ×1, Elneran gets the line ×2; one Cofnij restores both notes", async () => {
    const { app, plugin } = loaded;
    const r = await plugin.actions.give(KAMILA, ELNERAN, "Eliksir Zdrowia", 2);
    expect(r.ok).toBe(true);
    expect(noteText(app, KAMILA)).toContain("- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×1\n");
    expect(noteText(app, ELNERAN)).toContain("- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×2");
    expect(notices.at(-1)).toMatch(
      /Przekazano: Eliksir Zdrowia ×2 → Elneran.*Otrzymano: Eliksir Zdrowia ×2 od Kamila Wróbel/,
    );
    const size = plugin.actions.undoStack.size;
    expect(size).toBe(1);
    await plugin.actions.undo();
    expect(noteText(app, KAMILA)).toBe(loaded.files[KAMILA]);
    expect(noteText(app, ELNERAN)).toBe(loaded.files[ELNERAN]);
  });

  it("more than the giver has changes neither note", async () => {
    const { app, plugin } = loaded;
    const r = await plugin.actions.give(KAMILA, ELNERAN, "Eliksir Zdrowia", 4);
    expect(r.ok).toBe(false);
    expect(r.reason).toMatch(/ma tylko 3/);
    expect(noteText(app, KAMILA)).toBe(loaded.files[KAMILA]);
    expect(noteText(app, ELNERAN)).toBe(loaded.files[ELNERAN]);
  });

  it("typing-safe: both notes open with unsaved typing keep every keystroke and get the counts", async () => {
    const { app, plugin } = loaded;
    const kamila = await typing(app, KAMILA, "## Opis\n");
    const elneran = await typing(app, ELNERAN, "## Opis\n");
    kamila.editor.type("Daję eliksiry.");
    elneran.editor.type("Biorę eliksiry.");
    expect((await plugin.actions.give(KAMILA, ELNERAN, "Eliksir Zdrowia", 1)).ok).toBe(true);
    kamila.editor.type(" Koniec.");
    expect(kamila.lostBuffers).toEqual([]);
    expect(elneran.lostBuffers).toEqual([]);
    expect(kamila.editor.getValue()).toContain("## Opis\nDaję eliksiry. Koniec.");
    expect(kamila.editor.getValue()).toContain("- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×2\n");
    expect(elneran.editor.getValue()).toContain("Biorę eliksiry.");
    expect(elneran.editor.getValue()).toContain("- [[Eliksir Zdrowia|Eliksir Zdrowia]]\n");
  });
});
