// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { appendLogLine } from "../../core/text";
import { renderCodeBlocks, TFile } from "../../../test/obsidian-mock";
import { loadPlugin, readVault, settle, TEST_VAULT } from "../../../test/harness";
import { insertionOf } from "./recorder";

/**
 * "Zapisuj rzuty w notatce" (docs/en/rolls.md "The result"): each roll is appended under
 * "## Dziennik rzutów" of the block's note. When that note is open in the active editor the
 * line goes in through the Editor API (the cursor stays, nothing is reloaded, the block keeps
 * its results); otherwise through one vault.process write.
 */
const SESSION = "sessions/Sesja 01 - Las.md";
const LOG_LINE = /^- \d\d:\d\d Obrażenia sztyletem: 1k6\+2 → \d \+ 2 = \d+$/;

async function session(extra = "") {
  const files = readVault(TEST_VAULT);
  files[SESSION] = files[SESSION]! + extra;
  const { app, plugin } = await loadPlugin(files);
  (plugin as unknown as { settings: { logRollsInNote: boolean } }).settings.logRollsInNote = true;
  const root = document.body.createDiv();
  await renderCodeBlocks(plugin, SESSION, files[SESSION], root);
  const block = root.querySelectorAll<HTMLElement>(".block-language-hbm-roll")[0]!;
  const dagger = [...block.querySelectorAll<HTMLButtonElement>("button.hbm-roll-button")].find((b) =>
    b.textContent?.startsWith("Obrażenia sztyletem"),
  )!;
  const file = app.vault.getAbstractFileByPath(SESSION) as TFile;
  const process = vi.spyOn(app.vault, "process");
  return { app, block, dagger, file, process, before: files[SESSION] };
}

const logLines = (text: string) => text.split("\n").filter((l) => l.startsWith("- ") && /→/.test(l));

describe("the roll in the note, when the note is open in the active editor", () => {
  it("goes in through the Editor: the cursor stays on its character, no vault.process, the note saved", async () => {
    const { app, dagger, file, process, before, block } = await session();
    const view = await app.workspace.openInEditor(file);
    view.editor.setCursor({ line: 7, ch: 3 });
    const at = view.editor.posToOffset(view.editor.getCursor());
    const charAtCursor = before[at];

    dagger.click();
    await settle();
    dagger.click();
    await settle();

    expect(process).not.toHaveBeenCalled();
    expect(view.editor.changes).toHaveLength(2);
    const text = view.editor.getValue();
    expect(text.startsWith(before)).toBe(true);
    expect(logLines(text)).toHaveLength(2);
    expect(logLines(text).every((l) => LOG_LINE.test(l))).toBe(true);
    expect(view.editor.getCursor()).toEqual({ line: 7, ch: 3 });
    expect(text[view.editor.posToOffset(view.editor.getCursor())]).toBe(charAtCursor);
    // The editor saved the note; the block still shows both results.
    expect(app.vault.readSync(file)).toBe(text);
    expect(dagger.closest(".hbm-roll-line")?.querySelectorAll(".hbm-result")).toHaveLength(2);
    expect(block.isConnected).toBe(true);
  });

  it("a cursor below the log section moves with its text; the line lands at the section's end", async () => {
    const { app, dagger, file, process } = await session(
      "\n## Dziennik rzutów\n\n- 10:00 stary rzut\n\n## Notatki\n\nTekst gracza.\n",
    );
    const view = await app.workspace.openInEditor(file);
    const start = view.editor.getValue().indexOf("Tekst gracza");
    view.editor.setCursor(view.editor.offsetToPos(start + 6));
    const expectedLine = view.editor.getCursor().line + 1;

    dagger.click();
    await settle();

    expect(process).not.toHaveBeenCalled();
    const text = view.editor.getValue();
    expect(text.slice(view.editor.posToOffset(view.editor.getCursor()))).toBe("gracza.\n");
    expect(view.editor.getCursor().line).toBe(expectedLine);
    const section = text.slice(text.indexOf("## Dziennik rzutów"), text.indexOf("## Notatki"));
    expect(section.split("\n")[2]).toBe("- 10:00 stary rzut");
    expect(section.split("\n")[3]).toMatch(LOG_LINE);
  });

  it("keeps what the player typed but the editor has not saved yet", async () => {
    const { app, dagger, file } = await session();
    const view = await app.workspace.openInEditor(file);
    // The player types; Obsidian has not saved it yet.
    view.saving = false;
    view.editor.replaceRange(
      "\nNotatka z sesji.\n",
      view.editor.offsetToPos(view.editor.getValue().indexOf("## Drużyna") + "## Drużyna".length + 1),
    );
    expect(app.vault.readSync(file)).not.toContain("Notatka z sesji.");
    view.saving = true;
    dagger.click();
    await settle();
    expect(view.editor.getValue()).toContain("Notatka z sesji.");
    expect(app.vault.readSync(file)).toContain("Notatka z sesji.");
  });
});

describe("the roll in the note, when the note is not the active editor", () => {
  it("is one vault.process write, byte for byte the text plus the log line", async () => {
    const { app, dagger, file, process, before } = await session();
    const other = await app.workspace.openInEditor(
      app.vault.getAbstractFileByPath("player-characters/Kamila Wróbel.md") as TFile,
    );
    dagger.click();
    await settle();
    expect(process).toHaveBeenCalledTimes(1);
    expect(other.editor.changes).toHaveLength(0);
    const text = app.vault.readSync(file);
    expect(text.startsWith(before)).toBe(true);
    expect(text.slice(before.length)).toMatch(
      /^\n## Dziennik rzutów\n\n- \d\d:\d\d Obrażenia sztyletem: 1k6\+2 → \d \+ 2 = \d+\n$/,
    );
  });
});

describe("insertionOf", () => {
  it("finds the inserted text appendLogLine adds, wherever the section is", () => {
    for (const before of ["", "a\n", "a\n## Dziennik rzutów\n\n- x\n\n## B\n", "a\r\n## Dziennik rzutów\r\n- x\r\n"]) {
      const after = appendLogLine(before, "12:00 rzut");
      const found = insertionOf(before, after)!;
      expect(before.slice(0, found.at) + found.text + before.slice(found.at)).toBe(after);
    }
    expect(insertionOf("abc", "abd")).toBeNull();
  });
});
