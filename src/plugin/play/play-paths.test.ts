// @vitest-environment happy-dom
/**
 * Issue 12's scenarios on every path: the sheet, a block, the palette, the
 * dialogs. Every path builds an Action and goes through the same apply().
 */
import { describe, expect, it, vi } from "vitest";
import { notices, renderCodeBlocks, TFile, type App } from "../../../test/obsidian-mock";
import { clickIn, loadPlugin, noteText, readVault, runCommand, settle, TEST_VAULT } from "../../../test/harness";
import { parts } from "../../../test/frontmatter";
import { scriptedRandom } from "../../core/dice";
import { AwardPdModal } from "./award-pd-modal";
import { openSheet } from "../commands/commands";

const KAMILA = "player-characters/Kamila Wróbel.md";
const ELNERAN = "player-characters/Elneran.md";
const SYMIEL = "player-characters/Symiel.md";
const text = (el: Element | null | undefined) => el?.textContent ?? "";
const wait = async () => {
  await settle(10);
  await new Promise((r) => setTimeout(r, 40));
};

async function sheetFor(path: string, extra: Record<string, string> = {}) {
  const files = { ...readVault(TEST_VAULT), ...extra };
  const loaded = await loadPlugin(files);
  const view = (await openSheet(loaded.plugin, path))!;
  const el = view.contentEl;
  const click = async (selector: string) => {
    clickIn(el, selector);
    await wait();
  };
  // Conditions are toggled from the sheet's "Stany…" menu.
  const chip = async (name: string) => {
    if (!el.querySelector(".hbm-conditions-menu"))
      el.querySelector<HTMLButtonElement>(".hbm-conditions-menu-button")!.click();
    el.querySelector<HTMLButtonElement>(`.hbm-conditions-menu .hbm-chip[data-condition="${name}"]`)!.click();
    await wait();
  };
  return { ...loaded, files, view, el, click, chip };
}

async function command(app: App, id: string): Promise<void> {
  runCommand(app, id);
  await wait();
}

async function block(source: string, extra: Record<string, string> = {}) {
  const files = {
    ...readVault(TEST_VAULT),
    ...extra,
    "sessions/Test.md": `# Test\n\n\`\`\`hbm-roll\n${source}\n\`\`\`\n`,
  };
  const loaded = await loadPlugin(files);
  const root = document.body.createDiv();
  await renderCodeBlocks(loaded.plugin, "sessions/Test.md", files["sessions/Test.md"], root);
  return { ...loaded, files, root };
}

describe("docs/en/rules.md Decision on caps, on the sheet", () => {
  it("Kamila at 16/16 toggles Zatruty and Przeklęty: the bar reads 4/4, and − takes her to 3", async () => {
    const { el, app, chip, click } = await sheetFor(KAMILA);
    await chip("Zatruty");
    await chip("Przeklęty");
    expect(text(el.querySelector(".hbm-bar-health .hbm-bar-value"))).toBe("4/4");
    expect(parts(noteText(app, KAMILA)).fm.health).toBe(4);
    await click(".hbm-minus-health");
    expect(text(el.querySelector(".hbm-bar-health .hbm-bar-value"))).toBe("3/4");
    await chip("Zatruty");
    await chip("Przeklęty");
    expect(text(el.querySelector(".hbm-bar-health .hbm-bar-value"))).toBe("3/16");
  });
});

describe("docs/en/rules.md Decision on dying, from the sheet and the palette", () => {
  for (const [what, run] of [
    [
      "the sheet's Odetchnięcie",
      async (s: Awaited<ReturnType<typeof sheetFor>>) => s.click(".hbm-action-rest-breather"),
    ],
    [
      "the sheet's Krótki odpoczynek",
      async (s: Awaited<ReturnType<typeof sheetFor>>) => s.click(".hbm-action-rest-short"),
    ],
    ["the sheet's + button", async (s: Awaited<ReturnType<typeof sheetFor>>) => s.click(".hbm-plus-health")],
    [
      "the palette's Odetchnięcie",
      async (s: Awaited<ReturnType<typeof sheetFor>>) => {
        s.app.workspace.setActiveFile(s.app.vault.getAbstractFileByPath(ELNERAN) as TFile);
        await command(s.app, "breather-rest");
      },
    ],
  ] as const) {
    it(`Elneran, dying, healed by ${what} is no longer Umierający; a Test Przeżycia is then refused, so no failure can kill her`, async () => {
      const s = await sheetFor(ELNERAN);
      s.plugin.actions.rng = scriptedRandom([3, 3, 3, 3]);
      await run(s);
      const fm = parts(noteText(s.app, ELNERAN)).fm;
      expect(fm.health).toBeGreaterThan(0);
      expect(fm.conditions ?? []).not.toContain("Umierający");
      expect(fm.dying).toBeUndefined();
      expect(s.el.querySelector(".hbm-action-survival")).toBeNull();
      s.plugin.actions.rng = scriptedRandom([1, 1, 1, 1, 1, 1]);
      const test = await s.plugin.actions.survival(ELNERAN);
      expect(test.ok).toBe(false);
      expect(parts(noteText(s.app, ELNERAN)).fm.conditions ?? []).not.toContain("Martwy");
    });
  }

  it("a poisoned character wakes from Długi odpoczynek (palette) at the unpoisoned maximum", async () => {
    const { app, plugin } = await sheetFor(KAMILA);
    await plugin.actions.toggleCondition(KAMILA, "Zatruty");
    await plugin.actions.adjust(KAMILA, "health", -5);
    app.workspace.setActiveFile(app.vault.getAbstractFileByPath(KAMILA) as TFile);
    await command(app, "long-rest");
    expect(parts(noteText(app, KAMILA)).fm).toMatchObject({ health: 16 });
    expect(parts(noteText(app, KAMILA)).fm.conditions ?? []).toEqual([]);
  });
});

describe("a block's Test Przeżycia writes its outcome like the sheet's button", () => {
  it("two failed tests in a block kill a dying character; her buttons then say she is Martwy", async () => {
    const { app, plugin, root } = await block("Przeżycie: @Elneran przeżycie");
    const rng = scriptedRandom([1, 1, 1, 1, 1, 1]);
    (plugin.services as unknown as { rng: typeof rng }).rng = rng;
    plugin.services.notifyDataChanged();
    await wait();
    root.querySelector<HTMLButtonElement>("button.hbm-roll-button")!.click();
    await wait();
    expect(parts(noteText(app, ELNERAN)).fm.dying).toMatchObject({ failedTests: 1 });
    root.querySelector<HTMLButtonElement>("button.hbm-roll-button")!.click();
    await wait();
    expect(parts(noteText(app, ELNERAN)).fm.conditions).toContain("Martwy");
    // The block redraws once Obsidian has re-read the note ("changed" comes after the write).
    await vi.waitFor(() => expect(text(root.querySelector(".hbm-error"))).toMatch(/Elneran jest Martwy/));
  });
});

describe("docs/en/rules.md Decision: Martwy refuses rolls, casts and rests on every path", () => {
  const dead = (files: Record<string, string>) =>
    files[KAMILA]!.replace(
      "status: active",
      "status: active\nhealth: 0\nconditions:\n  - Umierający\n  - Martwy\ndying:\n  hits: 3\n  failedTests: 0\n  overflow: 1",
    );
  it("the sheet and the palette refuse, and the note is not written", async () => {
    const files = readVault(TEST_VAULT);
    const { app, plugin } = await sheetFor(KAMILA, { [KAMILA]: dead(files) });
    const before = noteText(app, KAMILA);
    expect((await plugin.actions.rest(KAMILA, "long")).reason).toMatch(/Kamila Wróbel jest Martwy/);
    expect((await plugin.actions.cast(KAMILA, "magic-missile")).ok).toBe(false);
    expect(plugin.actions.roll(KAMILA, "Refleks 4:1").reason).toMatch(/jest Martwy/);
    app.workspace.setActiveFile(app.vault.getAbstractFileByPath(KAMILA) as TFile);
    await command(app, "short-rest");
    expect(noteText(app, KAMILA)).toBe(before);
  });
  it("a block's buttons for a dead character say why instead of rolling", async () => {
    const files = readVault(TEST_VAULT);
    const { root } = await block("Unik: @Kamila Ciało + Refleks 4:1", { [KAMILA]: dead(files) });
    expect(text(root.querySelector(".hbm-error"))).toMatch(/Kamila Wróbel jest Martwy/);
    expect(root.querySelector("button.hbm-roll-button")).toBeNull();
  });
  it("a dead character's sheet shows Martwy only: no Umierający chip, no Test Przeżycia button", async () => {
    const files = readVault(TEST_VAULT);
    const { el, app } = await sheetFor(KAMILA, { [KAMILA]: dead(files) });
    // The note keeps Umierający and its counters (removing Martwy returns to them); the sheet does not show them.
    expect(parts(noteText(app, KAMILA)).fm.conditions).toEqual(["Umierający", "Martwy"]);
    const chips = [...el.querySelectorAll(".hbm-chips .hbm-chip[data-condition]")].map((c) => c.textContent);
    expect(chips).toEqual(["Martwy"]);
    expect(el.querySelector(".hbm-action-survival")).toBeNull();
  });
  it("the GM removes Martwy by hand, and play goes on", async () => {
    const files = readVault(TEST_VAULT);
    const { app, plugin } = await sheetFor(KAMILA, { [KAMILA]: dead(files) });
    expect((await plugin.actions.toggleCondition(KAMILA, "Martwy")).ok).toBe(true);
    expect((await plugin.actions.heal(KAMILA, 2)).ok).toBe(true);
    expect(parts(noteText(app, KAMILA)).fm).toMatchObject({ health: 2 });
  });
});

describe("docs/en/rules.md Decision on prayer gates, the same on every path", () => {
  it("a block refuses a prayer without Błogosławieństwo", async () => {
    const { root } = await block("Modlitwa: @Elneran zaklęcie [[healing-touch]] | modlitwa");
    expect(text(root.querySelector(".hbm-error"))).toMatch(
      /Modlitwa wymaga talentu Błogosławieństwo, a Elneran go nie ma/,
    );
  });
  it("the sheet's cast path refuses a prayer at 0 Zapał and while Oszołomiony; nothing is written", async () => {
    const files = readVault(TEST_VAULT);
    const noZeal = files[SYMIEL]!.replace("experience: 8", "experience: 8\nzeal: 0");
    const { app, plugin } = await sheetFor(SYMIEL, { [SYMIEL]: noZeal });
    const before = noteText(app, SYMIEL);
    const r = await plugin.actions.cast(SYMIEL, "healing-touch", { prayer: true });
    expect(r.ok).toBe(false);
    expect(r.reason).toMatch(/Modlitwa kosztuje 1 Zapału, a Symiel ma 0/);
    expect(noteText(app, SYMIEL)).toBe(before);
    await plugin.actions.adjust(SYMIEL, "zeal", 2);
    await plugin.actions.toggleCondition(SYMIEL, "Oszołomiony");
    await settle(); // the next click comes after Obsidian re-indexed the note
    expect((await plugin.actions.cast(SYMIEL, "healing-touch", { prayer: true })).reason).toMatch(
      /Oszołomiony: nie może wykorzystywać Zapału/,
    );
  });
  it("a block's `modlitwa | wydaj` for Symiel spends 1 Zapał and the mana through the same apply()", async () => {
    const { app, root } = await block("Modlitwa: @Symiel zaklęcie [[healing-touch]] | modlitwa | wydaj");
    root.querySelector<HTMLButtonElement>("button.hbm-roll-button")!.click();
    await wait();
    expect(parts(noteText(app, SYMIEL)).fm).toMatchObject({ zeal: 2, mana: 16 });
  });
});

describe("docs/en/rules.md Decision on exhaustion: the `wydaj` path applies Wyczerpanie Many like the sheet", () => {
  it("a block's `| wydaj` cast with too little mana applies the tier's condition, effect and damage", async () => {
    const files = readVault(TEST_VAULT);
    const { app, plugin, root } = await block("Tarcza: @Kamila zaklęcie [[magic-shield]] | wydaj", {
      [KAMILA]: files[KAMILA]!.replace("status: active", "status: active\nmana: 0"),
    });
    // 6 dice for the spell test, then 2k6 of exhaustion: 5 + 5 = 10 → Wyczerpanie: Oszołomiony to the end of the scene, 1k3 = 2 damage.
    const rng = scriptedRandom([6, 6, 6, 6, 6, 6, 5, 5]);
    (plugin.services as unknown as { rng: typeof rng }).rng = rng;
    plugin.actions.rng = scriptedRandom([2]);
    plugin.services.notifyDataChanged();
    await wait();
    root.querySelector<HTMLButtonElement>("button.hbm-roll-button")!.click();
    await wait();
    const fm = parts(noteText(app, KAMILA)).fm;
    expect(fm).toMatchObject({
      mana: 0,
      health: 14,
      conditions: ["Oszołomiony"],
      effects: [
        { name: "Wyczerpanie", until: "scene" },
        { name: "Oszołomiony", until: "scene" },
      ],
    });
    app.workspace.setActiveFile(app.vault.getAbstractFileByPath(KAMILA) as TFile);
    await command(app, "end-scene");
    expect(parts(noteText(app, KAMILA)).fm.conditions ?? []).toEqual([]);
    expect(parts(noteText(app, KAMILA)).fm.effects).toBeUndefined();
  });
});

describe("the sheet's spell ⚙ prompt", () => {
  it("is not pre-filled with an overcast", async () => {
    const { el, click } = await sheetFor(KAMILA);
    await click('.hbm-tab[data-tab="spells"]');
    await click(".hbm-cast-options");
    const input = document.querySelector<HTMLInputElement>(".hbm-roll-prompt input")!;
    expect(input.value).toBe("zaklęcie [[gleam]] | wydaj");
    expect(input.value).not.toContain("nadczaruj");
    void el;
  });
});

describe("Koniec sceny and Przyznaj PD", () => {
  it("the sheet has a Koniec sceny button that ends scene-long effects", async () => {
    const files = readVault(TEST_VAULT);
    const tired = files[KAMILA]!.replace(
      "status: active",
      "status: active\neffects:\n  - name: Zmęczenie\n    until: scene\n  - name: Ciężka Zapaść\n    until: longRest",
    );
    const { el, app, click } = await sheetFor(KAMILA, { [KAMILA]: tired });
    expect(text(el.querySelector(".hbm-effects"))).toContain("Zmęczenie (do końca sceny)");
    expect(text(el.querySelector(".hbm-bar-mana .hbm-bar-value"))).toBe("12/12");
    await click(".hbm-action-end-scene");
    expect(parts(noteText(app, KAMILA)).fm.effects).toEqual([{ name: "Ciężka Zapaść", until: "longRest" }]);
    expect(notices.at(-1)).toContain("koniec: Zmęczenie");
  });

  it("Przyznaj PD gives one character PD, or the whole party with one Cofnij", async () => {
    const { app, plugin } = await sheetFor(KAMILA);
    const party = ["player-characters/Elneran.md", KAMILA, SYMIEL];
    const one = new AwardPdModal(app as never, plugin, KAMILA, party);
    one.open();
    const amount = one.contentEl.querySelector<HTMLInputElement>(".hbm-award-amount")!;
    amount.value = "5";
    amount.dispatchEvent(new Event("input"));
    amount.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    await wait();
    expect(parts(noteText(app, KAMILA)).fm.experience).toBe(5);
    const all = new AwardPdModal(app as never, plugin, null, party);
    all.open();
    const a2 = all.contentEl.querySelector<HTMLInputElement>(".hbm-award-amount")!;
    a2.value = "3";
    a2.dispatchEvent(new Event("input"));
    all.contentEl.querySelector<HTMLButtonElement>("button.mod-cta")!.click();
    await wait();
    expect(party.map((p) => parts(noteText(app, p)).fm.experience)).toEqual([3, 8, 11]);
    await plugin.actions.undo();
    expect(party.map((p) => parts(noteText(app, p)).fm.experience)).toEqual([undefined, 5, 8]);
  });

  it("the commands exist, sentence case, no hotkeys", async () => {
    const { app } = await sheetFor(KAMILA);
    const names = ["end-scene", "end-scene-party", "award-pd"].map((id) => app.commands.get(`hbm-rpg:${id}`)?.name);
    expect(names).toEqual(["Koniec sceny", "Koniec sceny: cała drużyna", "Przyznaj PD…"]);
  });
});

describe("one undo stack for every path, back to the note's values and body", () => {
  it("a sheet click, a block's wydaj, a command and the damage dialog, undone newest first", async () => {
    const files = readVault(TEST_VAULT);
    const { app, plugin, root } = await block("Tarcza: @Kamila zaklęcie [[magic-shield]] | wydaj");
    const start = noteText(app, KAMILA);
    await plugin.actions.toggleCondition(KAMILA, "Zatruty");
    root.querySelector<HTMLButtonElement>("button.hbm-roll-button")!.click();
    await wait();
    app.workspace.setActiveFile(app.vault.getAbstractFileByPath(KAMILA) as TFile);
    await command(app, "end-scene");
    await plugin.actions.damage(KAMILA, { amount: 5, kind: "physical" });
    await plugin.actions.drink(KAMILA, "Eliksir Zdrowia");
    expect(noteText(app, KAMILA)).not.toBe(start);
    while (plugin.actions.canUndo) await plugin.actions.undo();
    // Obsidian re-serialises the YAML block on every write: the values and the body come back, not one dumper's bytes.
    expect(parts(noteText(app, KAMILA))).toEqual(parts(start));
    void files;
  });
});
