// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { renderCodeBlocks, TFile } from "../../../test/obsidian-mock";
import { loadPlugin, readVault, settle, TEST_VAULT } from "../../../test/harness";
import { parts } from "../../../test/frontmatter";

const SESSION = "sessions/Sesja 01 - Las.md";

async function session() {
  const files = readVault(TEST_VAULT);
  const loaded = await loadPlugin(files);
  const root = document.body.createDiv();
  const host = await renderCodeBlocks(loaded.plugin, SESSION, files[SESSION]!, root);
  const blocks = [...root.querySelectorAll<HTMLElement>(".block-language-hbm-roll")];
  return { ...loaded, root, host, blocks, files };
}

const buttons = (el: HTMLElement) => [...el.querySelectorAll<HTMLButtonElement>("button.hbm-roll-button")];
const read = (
  app: { vault: { readSync(f: TFile): string; getAbstractFileByPath(p: string): unknown } },
  path: string,
) => app.vault.readSync(app.vault.getAbstractFileByPath(path) as TFile);

describe("the session note in test-vault: every example of docs/en/rolls.md against test-vault characters", () => {
  it("the spec's example block renders a working button for every line", async () => {
    const { blocks } = await session();
    const party = blocks[1]!;
    expect(party.querySelectorAll(".hbm-error")).toHaveLength(0);
    expect(buttons(party).map((b) => b.textContent)).toEqual([
      "Unik: Elneran: Ciało + Refleks (4k6) 4:1",
      "Szukanie śladów: Elneran: Umysł + Spostrzegawczość (6k6) 4:2",
      "Pelagius Caudex: Ciało + Walka Wręcz +2 (9k6) 4:1",
      "Pula: 6k6 4:2",
      "Obrażenia: 1k6+2",
      "Inicjatywa drużyny: Inicjatywa: Elneran (+8), Symiel (+4), Pelagius Caudex (+19)",
      "Pocisk: Elneran: Magiczny Pocisk (8k6) 4:1 · 2 punkty Many (nadczarowanie 1)",
      "Modlitwa: Symiel: Dotyk Uzdrowienia (9k6) 4:2 · 2 punkty Many + 1 punkt Zapału",
      "Przeżycie: Elneran: Test Przeżycia 4:2",
      "Wyczerpanie: Wyczerpanie Many 3k6",
      "Przeciwstawny: Ciało + Walka Wręcz vs Pelagius Caudex Ciało + Walka Wręcz",
      "Nauka zaklęcia: Rozszerzony: Umysł + Wiedza Magiczna 4:5",
    ]);
  });

  it("clicking every button gives visible result text", async () => {
    const { blocks } = await session();
    for (const button of buttons(blocks[1]!)) {
      button.click();
      const row = button.closest(".hbm-roll-line")!;
      const text = row.querySelector(".hbm-result")?.getAttribute("data-text") ?? "";
      expect(text.length, button.textContent ?? "").toBeGreaterThan(5);
      expect(row.querySelector(".hbm-error"), button.textContent ?? "").toBeNull();
    }
  });

  it("the note's own frontmatter `character:` is used when the block names nobody", async () => {
    const { blocks } = await session();
    expect(buttons(blocks[0]!)[0]?.textContent).toBe("Unik: Kamila Wróbel: Ciało + Refleks (5k6) 4:1");
  });

  it("lines that cannot work say why and quote the line; the others keep working", async () => {
    const { blocks } = await session();
    const gm = blocks[2]!;
    const errors = [...gm.querySelectorAll(".hbm-error")].map((e) => e.textContent);
    expect(errors).toEqual([
      expect.stringMatching(/Linia 5: „Za dużo: 1000k6”: .*za dużo kości/),
      expect.stringMatching(
        /Linia 6: „Literówka: Ciało \+ Lewitacja 4:1”: nieznany atrybut lub umiejętność „Lewitacja”/,
      ),
    ]);
    expect(buttons(gm)).toHaveLength(4);
  });
});

describe("wydaj, the roll log and live updates", () => {
  it("wydaj writes the spent mana through processFrontMatter, changing only its key", async () => {
    const { app, blocks, files } = await session();
    const path = "player-characters/Kamila Wróbel.md";
    const before = files[path]!;
    const tarcza = buttons(blocks[0]!).find((b) => b.textContent?.startsWith("Tarcza"))!;
    tarcza.click();
    await settle();
    const after = read(app, path);
    // Only the key changes: Obsidian re-serialises the YAML block, so compare values and the body, not bytes.
    expect(parts(after)).toEqual({ fm: { ...parts(before).fm, mana: 22 }, body: parts(before).body });
    expect(tarcza.closest(".hbm-roll-line")?.querySelector(".hbm-result-note")?.textContent).toBe(
      "Zapisano: Kamila Wróbel: Magiczna Tarcza: Mana 24 → 22/24 (koszt: 2 punkty Many)",
    );
  });

  it("every roll goes to the roll log, capped and clearable", async () => {
    const { plugin, blocks } = await session();
    buttons(blocks[0]!)[0]!.click();
    buttons(blocks[0]!)[3]!.click();
    const log = (
      plugin as unknown as {
        rollLog: { list(): Array<{ label: string; character: string | null; path: string }>; clear(): void };
      }
    ).rollLog;
    expect(log.list().map((e) => [e.label, e.character, e.path])).toEqual([
      ["Obrażenia sztyletem", null, SESSION],
      ["Unik", "Kamila Wróbel", SESSION],
    ]);
    log.clear();
    expect(log.list()).toHaveLength(0);
  });

  it("with Zapisuj rzuty w notatce, a roll is appended to ## Dziennik rzutów and the rest stays byte-identical", async () => {
    const { app, plugin, blocks, files } = await session();
    (plugin as unknown as { settings: { logRollsInNote: boolean } }).settings.logRollsInNote = true;
    buttons(blocks[0]!)[3]!.click();
    await settle();
    const after = read(app, SESSION);
    const before = files[SESSION]!;
    expect(after.startsWith(before)).toBe(true);
    expect(after.slice(before.length)).toMatch(
      /^\n## Dziennik rzutów\n\n- \d\d:\d\d Obrażenia sztyletem: 1k6\+2 → \d \+ 2 = \d+\n$/,
    );
  });

  it("a change to Kamila's note updates the pools shown in the session note", async () => {
    const { app, blocks } = await session();
    const path = "player-characters/Kamila Wróbel.md";
    const file = app.vault.getAbstractFileByPath(path) as TFile;
    await app.vault.process(file, (t) =>
      t.replace("| 3     | 2     | 3     | IV    |", "| 5     | 2     | 3     | IV    |"),
    );
    // Obsidian re-indexes the note, then the blocks redraw (debounced): wait for it, not for a fixed time.
    await vi.waitFor(() =>
      expect(buttons(blocks[0]!)[0]?.textContent).toBe("Unik: Kamila Wróbel: Ciało + Refleks (7k6) 4:1"),
    );
  });

  it("results shown stay when the block redraws for changed data", async () => {
    const { app, blocks } = await session();
    buttons(blocks[0]!)[0]!.click();
    const before = blocks[0]!.querySelector(".hbm-result")?.textContent;
    await app.vault.process(app.vault.getAbstractFileByPath("player-characters/Kamila Wróbel.md") as TFile, (t) =>
      t.replace("| 3     | 2     | 3     | IV    |", "| 4     | 2     | 3     | IV    |"),
    );
    await vi.waitFor(() =>
      expect(buttons(blocks[0]!)[0]?.textContent).toBe("Unik: Kamila Wróbel: Ciało + Refleks (6k6) 4:1"),
    );
    expect(blocks[0]!.querySelector(".hbm-result")?.textContent).toBe(before);
  });

  it("a block's listener goes away when the block unloads", async () => {
    const { host, plugin } = await session();
    const services = (plugin as unknown as { services: { listeners: Set<unknown> } }).services;
    expect(services.listeners.size).toBe(3);
    host.unload();
    expect(services.listeners.size).toBe(0);
  });
});

describe("Dziennik rzutów: the side view", () => {
  it("lists recent rolls (label, character, note, time, result), links to the note, clears, and is kept in plugin data", async () => {
    const { app, plugin, blocks } = await session();
    buttons(blocks[0]!)[0]!.click();
    buttons(blocks[0]!)[3]!.click();
    app.commands.get("hbm-rpg:open-roll-log")?.callback?.();
    await settle();
    const view = app.workspace.getLeavesOfType("hbm-roll-log")[0]!.view!;
    const entries = [...view.contentEl.querySelectorAll(".hbm-roll-log-entry")];
    expect(entries).toHaveLength(2);
    expect(entries[1]?.querySelector(".hbm-roll-log-character")?.textContent).toBe("Kamila Wróbel");
    expect(entries[1]?.querySelector(".hbm-roll-log-label")?.textContent).toBe("Unik");
    // The log draws the roll with the block's renderer, and says what was rolled (it has no button to say it).
    expect(entries[1]?.querySelector(".hbm-result .hbm-result-what")?.textContent).toBe("Ciało + Refleks (5k6) 4:1");
    expect(entries[1]?.querySelector(".hbm-result .hbm-verdict")?.textContent).toMatch(/^(Sukces|Porażka)$/);
    expect(entries[0]?.querySelector(".hbm-roll-log-time")?.textContent).toMatch(/\d/);
    let opened = "";
    app.workspace.on("hbm-mock-open", (link: string) => (opened = link));
    entries[0]?.querySelector<HTMLElement>(".hbm-roll-log-note")?.click();
    expect(opened).toBe(SESSION);
    // Rolls are written in batches (plugin-data.ts); saveNow is what the batch timer and unload call.
    await (plugin as unknown as { store: { saveNow(): Promise<void> } }).store.saveNow();
    expect((plugin as unknown as { data: { rollLog: unknown[] } }).data.rollLog).toHaveLength(2);
    view.contentEl.querySelector<HTMLButtonElement>("button")!.click();
    expect(view.contentEl.querySelector(".hbm-hint")?.textContent).toBe("Nie było jeszcze rzutów.");
  });

  it("is capped at 200 entries", async () => {
    const { plugin, blocks } = await session();
    const button = buttons(blocks[0]!)[3]!;
    for (let i = 0; i < 230; i++) button.click();
    expect((plugin as unknown as { rollLog: { list(): unknown[] } }).rollLog.list()).toHaveLength(200);
  });
});
