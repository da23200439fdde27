// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  App,
  dumpFrontmatter,
  listenerErrors,
  Notice,
  quietListeners,
  resetMockLanguage,
  setMockLanguage,
  setMockPlatform,
  splitFrontmatter,
  TFile,
  TFolder,
  visibleNotices,
} from "./obsidian-mock";
import { loadPlugin, noteText, readVault, settle, TEST_VAULT } from "./harness";
import { parts } from "./frontmatter";
import { openSheet } from "../src/plugin/commands/commands";
import { DamageModal } from "../src/plugin/play/damage-modal";
import { SheetView, SHEET_VIEW } from "../src/plugin/sheet";

/**
 * The stand-in behaves as Obsidian does where a naive stand-in would hide plugin bugs
 * (issue 20). Each block shows the behaviour and a plugin path that depends on it; the
 * sources (obsidian.d.ts, Obsidian's guidelines, public issue threads) are listed in
 * docs/en/manual-checks.md.
 */
const KAMILA = "player-characters/Kamila Wróbel.md";

afterEach(() => {
  vi.useRealTimers();
  setMockLanguage("pl");
  setMockPlatform("desktop");
});

describe('metadataCache: "changed" comes after the write, once the note is re-indexed', () => {
  it("getFileCache answers the old values until the event, then the new ones", async () => {
    const app = new App({ "a.md": "---\nhealth: 3\n---\n" });
    const file = app.vault.getAbstractFileByPath("a.md") as TFile;
    const seen: unknown[] = [];
    app.metadataCache.on("changed", (_f: TFile, _d: string, cache) => seen.push(cache?.frontmatter?.health));
    await app.fileManager.processFrontMatter(file, (fm) => (fm.health = 2));
    expect(app.metadataCache.getFileCache(file)?.frontmatter?.health).toBe(3);
    expect(seen).toEqual([]);
    await settle(1);
    expect(seen).toEqual([2]);
    expect(app.metadataCache.getFileCache(file)?.frontmatter?.health).toBe(2);
  });

  it("two drinks in a row, before Obsidian re-indexed the note: the second acts on the note as it is (Ekwipunek ×2 → ×1 → gone)", async () => {
    const { app, plugin } = await loadPlugin();
    await app.fileManager.processFrontMatter(app.vault.getAbstractFileByPath(KAMILA) as TFile, (fm) => (fm.health = 5));
    await settle();
    expect((await plugin.actions.drink(KAMILA, "Eliksir Zdrowia")).ok).toBe(true);
    expect(noteText(app, KAMILA)).toContain("- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×1\n");
    const second = await plugin.actions.drink(KAMILA, "Eliksir Zdrowia", "quick");
    expect(second.ok).toBe(true);
    expect(noteText(app, KAMILA)).not.toContain("Eliksir Zdrowia|Eliksir Zdrowia");
    expect(parts(noteText(app, KAMILA)).fm.elixirTolerance).toBe(4);
  });
});

describe("processFrontMatter re-serialises the block with a dumper unlike the fixtures", () => {
  it("comments go, strings are double-quoted, list items are not indented; values and body stay", async () => {
    const text = "---\ntags:\n  - pc # gracz\nstatus: active\n---\nTreść\r\n";
    const app = new App({ "a.md": text });
    await app.fileManager.processFrontMatter(app.vault.getAbstractFileByPath("a.md") as TFile, (fm) => (fm.health = 4));
    const after = noteText(app, "a.md");
    expect(after).toBe('---\ntags:\n- "pc"\nstatus: "active"\nhealth: 4\n---\nTreść\r\n');
    expect(parts(after)).toEqual({ fm: { tags: ["pc"], status: "active", health: 4 }, body: "Treść\r\n" });
    expect(dumpFrontmatter({})).toBe("");
  });
});

describe('getLanguage() is "en" unless Obsidian is set to another language', () => {
  it("the plugin on an English Obsidian, language setting auto, names its commands in English", async () => {
    resetMockLanguage();
    const { app } = await loadPlugin();
    expect(app.commands.get("hbm-rpg:open-character-sheet")?.name).toBe("Open the character sheet");
    setMockLanguage("pl");
    const polish = await loadPlugin();
    expect(polish.app.commands.get("hbm-rpg:open-character-sheet")?.name).toBe("Otwórz kartę postaci");
  });
});

describe("views: restored leaves are deferred, the right sidebar may be missing", () => {
  it("a sheet leaf restored deferred is loaded by the command, not taken for a sheet while deferred", async () => {
    const { app, plugin } = await loadPlugin();
    const [leaf] = app.workspace.restoreDeferred([{ type: SHEET_VIEW }]);
    expect(leaf!.isDeferred).toBe(true);
    expect(leaf!.view).not.toBeInstanceOf(SheetView);
    const view = await openSheet(plugin, KAMILA);
    expect(view).toBeInstanceOf(SheetView);
    expect(leaf!.isDeferred).toBe(false);
    expect(app.workspace.getLeavesOfType(SHEET_VIEW)).toHaveLength(1);
  });

  it("getRightLeaf returns null: the sheet opens in a tab of its own", async () => {
    const { app, plugin } = await loadPlugin();
    app.workspace.rightSplitAvailable = false;
    expect(app.workspace.getRightLeaf(false)).toBeNull();
    expect(await openSheet(plugin, KAMILA)).toBeInstanceOf(SheetView);
  });
});

describe("notices expire", () => {
  it("an action's Notice with Cofnij stays 8 s; a plain one Obsidian's default; duration 0 until dismissed", async () => {
    const { plugin } = await loadPlugin();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    for (const n of visibleNotices()) n.remove();
    await plugin.actions.adjust(KAMILA, "health", -1);
    const undo = visibleNotices().find((n) => n.textContent?.endsWith("Cofnij"));
    expect(undo).toBeDefined();
    new Notice("Zwykły");
    new Notice("Trwały", 0);
    vi.advanceTimersByTime(5000);
    expect(visibleNotices().map((n) => n.textContent)).toEqual([undo!.textContent, "Trwały"]);
    vi.advanceTimersByTime(3000);
    expect(visibleNotices().map((n) => n.textContent)).toEqual(["Trwały"]);
  });
});

describe("folders, CRLF and empty frontmatter", () => {
  it("a folder is a TFolder, never taken for a note; a note created in a new folder is indexed", async () => {
    const { app, plugin } = await loadPlugin();
    const folder = app.vault.getAbstractFileByPath("player-characters");
    expect(folder).toBeInstanceOf(TFolder);
    expect((folder as TFolder).children.map((c) => c.name)).toContain("Kamila Wróbel.md");
    const r = await plugin.actions.adjust("player-characters", "health", -1);
    expect(r.ok).toBe(false);
    expect(r.reason).toMatch(/player-characters/);
    await app.vault.createFolder("party/nowi");
    await app.vault.create("party/nowi/Nowa.md", readVault(TEST_VAULT)[KAMILA]!);
    await settle();
    expect(plugin.vaultIndex.index.get("party/nowi/Nowa.md")?.kind).toBe("pc");
    expect((app.vault.getAbstractFileByPath("party/nowi/Nowa.md") as TFile).parent?.path).toBe("party/nowi");
  });

  it("a CRLF note: read, written and undone with its body byte for byte", async () => {
    const crlf = readVault(TEST_VAULT)[KAMILA]!.replace(/\n/g, "\r\n");
    const { app, plugin } = await loadPlugin({ ...readVault(TEST_VAULT), [KAMILA]: crlf });
    expect(plugin.actions.subject(KAMILA)?.name).toBe("Kamila Wróbel");
    expect((await plugin.actions.adjust(KAMILA, "health", -3)).ok).toBe(true);
    expect(parts(noteText(app, KAMILA))).toEqual({
      fm: { ...parts(crlf).fm, health: 13 },
      body: splitFrontmatter(crlf).body,
    });
    await plugin.actions.undo();
    expect(parts(noteText(app, KAMILA))).toEqual(parts(crlf));
  });

  it("empty `---\\n---` frontmatter is one block: the write goes into it, no second block", async () => {
    const body = readVault(TEST_VAULT)[KAMILA]!.replace(/^---\n[\s\S]*?\n---\n/, "");
    const { app, plugin } = await loadPlugin({ ...readVault(TEST_VAULT), [KAMILA]: `---\n---\n${body}` });
    expect((await plugin.actions.adjust(KAMILA, "mana", -1)).ok).toBe(true);
    const after = noteText(app, KAMILA);
    expect(after.match(/^---$/gm)).toHaveLength(2);
    expect(parts(after)).toEqual({ fm: { mana: 23 }, body });
  });
});

describe("a throwing listener after a completed write", () => {
  it("another plugin's modify listener throws: the action still reports its write and can be undone", async () => {
    const { app, plugin } = await loadPlugin();
    quietListeners();
    listenerErrors.length = 0;
    app.vault.on("modify", () => {
      throw new Error("inna wtyczka");
    });
    const r = await plugin.actions.adjust(KAMILA, "health", -2);
    expect(r.ok).toBe(true);
    expect(listenerErrors.length).toBeGreaterThan(0);
    expect(parts(noteText(app, KAMILA)).fm.health).toBe(14);
    await plugin.actions.undo();
    expect(parts(noteText(app, KAMILA)).fm.health).toBeUndefined();
    quietListeners(false);
  });
});

describe("Escape closes a modal", () => {
  it("the damage dialog closes on Escape and writes nothing", async () => {
    const { app, plugin } = await loadPlugin();
    const before = noteText(app, KAMILA);
    const modal = new DamageModal(app as never, plugin, KAMILA);
    modal.open();
    expect(document.body.contains(modal.containerEl)).toBe(true);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    expect(document.body.contains(modal.containerEl)).toBe(false);
    await settle();
    expect(noteText(app, KAMILA)).toBe(before);
  });
});

describe("phones", () => {
  it("setMockPlatform sets Obsidian's body classes and Platform flags", async () => {
    const { Platform } = await import("./obsidian-mock");
    setMockPlatform("phone");
    expect([...document.body.classList].filter((c) => c.startsWith("is-"))).toEqual(["is-mobile", "is-phone"]);
    expect(Platform).toMatchObject({ isMobile: true, isPhone: true, isDesktop: false });
    setMockPlatform("desktop");
    expect(document.body.classList.contains("is-mobile")).toBe(false);
  });
});
