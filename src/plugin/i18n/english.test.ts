// @vitest-environment happy-dom
// The English path (issue 16 item 7, issue 20 "Language"): Obsidian's getLanguage() defaults to "en",
// so a player with an English UI gets the block, the roll log, the roll dialog and every result in
// English, and a change of the setting redraws them without a reload. Note content (labels,
// names, spells, skills and the book's attribute names) is the note's and stays as written.
import { afterEach, describe, expect, it } from "vitest";
import { notices, renderCodeBlocks, setMockLanguage } from "../../../test/obsidian-mock";
import { loadPlugin, readVault, settle, TEST_VAULT } from "../../../test/harness";
import { language, setLanguage } from "./i18n";

const SESSION = "sessions/Sesja 01 - Las.md";
/** Polish words of the plugin's own UI and the core's texts; none is note content in the test vault's session blocks. */
const POLISH_UI =
  /\b(Sukces|Porażka|sukces(y|ów)?|wymagan\w*|Rozszerzony|razem|runda|Runda|wygrywa|remis|koszt|punkt(y|ów)? (Many|Zapału)|many|Zapisano|Inicjatywa|dogrywka|Wyczerpanie Many|Test Przeżycia|Dziennik|Wyczyść|Nie było|Rzuć|Jedna linia|np\.|bez skutków|nadczarowanie|modlitwa|wydano|szóstka|jedynka|bez sukcesu|Kości|Strona|Linia|nie znam|wymaga)\b/;

afterEach(() => {
  setMockLanguage("pl");
  setLanguage("pl");
});

async function englishSession() {
  setMockLanguage("en");
  const files = readVault(TEST_VAULT);
  const loaded = await loadPlugin(files);
  expect(loaded.plugin.settings.language).toBe("auto");
  expect(language()).toBe("en");
  const root = document.body.createDiv();
  const host = await renderCodeBlocks(loaded.plugin, SESSION, files[SESSION]!, root);
  return { ...loaded, root, host, files };
}

/** The text a player reads, with note content taken out: labels before the first colon, names and spells. */
function uiText(el: Element): string {
  const clone = el.cloneNode(true) as HTMLElement;
  clone
    .querySelectorAll(
      ".hbm-roll-log-character, .hbm-roll-log-label, .hbm-roll-log-note, .hbm-result-what, .hbm-result-name, .hbm-result-round-label",
    )
    .forEach((e) => e.remove());
  return clone.textContent ?? "";
}

describe("English: Obsidian in English and the setting on auto", () => {
  it("every caption and result of the session note's blocks is English, after clicking every button", async () => {
    const { root } = await englishSession();
    const buttons = [...root.querySelectorAll<HTMLButtonElement>("button.hbm-roll-button")];
    expect(buttons.length).toBeGreaterThan(20);
    for (const b of buttons) b.click();
    await settle();
    for (const b of buttons) {
      const caption = (b.textContent ?? "").replace(/^[^:]*: /, ""); // the label is the note's
      expect(
        caption.replace(/(Kamila Wróbel|Elneran|Symiel|Pelagius Caudex|Magiczn\w+ \w+|Dotyk Uzdrowienia): /g, ""),
        b.textContent ?? "",
      ).not.toMatch(POLISH_UI);
      const line = b.closest(".hbm-roll-line")!;
      for (const r of line.querySelectorAll(".hbm-result, .hbm-error"))
        expect(uiText(r), b.textContent ?? "").not.toMatch(POLISH_UI);
    }
    const spell = buttons.find((b) => b.textContent?.startsWith("Pocisk: Elneran"))!;
    expect(spell.textContent).toBe("Pocisk: Elneran: Magiczny Pocisk (8k6) 4:1 · 2 mana points (overcast 1)");
    const pool = buttons.find((b) => b.textContent === "Pula: 6k6 4:2")!.closest(".hbm-roll-line")!;
    expect(pool.querySelector(".hbm-verdict")?.textContent).toMatch(/^(Success|Failure)$/);
    expect(pool.querySelector(".hbm-result-count")?.textContent).toMatch(/^\d+ success(es)? of 2 required$/);
    expect(pool.querySelector(".hbm-result")?.getAttribute("data-text")).toMatch(
      /^6k6 4:2 → [⚀-⚅ ]+ → \d+ success(es)? of 2 required: (Success|Failure) \([+−]\d+\)$/,
    );
  });

  it("lines that cannot roll say why in English", async () => {
    setMockLanguage("en");
    const { plugin } = await loadPlugin({ "sessions/Test.md": "" });
    const root = document.body.createDiv();
    await renderCodeBlocks(
      plugin,
      "sessions/Test.md",
      "```hbm-roll\nUnik: Ciało + Refleks 4:1\nCzar: zaklęcie [[Nieznane]] | wydaj\nLiterówka: Ciało + Lewitacja 4:1\nObrażenia: 1k6+2 | łatwiej\n```",
      root,
    );
    const errors = [...root.querySelectorAll(".hbm-error")].map((e) => e.textContent);
    expect(errors).toEqual([
      "Unik: This line needs a character: add “postać: [[Name]]”, “@Name” on the line, or choose a character in the sheet.",
      expect.stringMatching(/^Czar: /),
      "Line 3: “Literówka: Ciało + Lewitacja 4:1”: unknown attribute or skill “Lewitacja”.",
      "Line 4: “Obrażenia: 1k6+2 | łatwiej”: the option “łatwiej” does not apply to a dice sum.",
    ]);
    for (const e of errors) expect((e ?? "").replace(/^[^:]*: /, "")).not.toMatch(/nie znam|wymaga|postaci/i);
  });

  it("the roll log and the roll dialog are English", async () => {
    const { app, root } = await englishSession();
    root.querySelector<HTMLButtonElement>("button.hbm-roll-button")!.click();
    app.commands.get("hbm-rpg:open-roll-log")?.callback?.();
    await settle();
    const log = app.workspace.getLeavesOfType("hbm-roll-log")[0]!.view!;
    expect(log.contentEl.querySelector("button")?.textContent).toBe("Clear the log");
    expect(uiText(log.contentEl)).not.toMatch(POLISH_UI);
    expect(log.contentEl.querySelector(".hbm-verdict")?.textContent).toMatch(/^(Success|Failure)$/);
    app.commands.get("hbm-rpg:roll-dice")?.callback?.();
    const modal = document.body.querySelector<HTMLElement>(".hbm-roll-prompt")!;
    const input = modal.querySelector("input")!;
    input.value = "rozszerzony 6k6 4:5";
    input.dispatchEvent(new Event("input"));
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    input.value = "postać: [[Elneran]]";
    input.dispatchEvent(new Event("input"));
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    expect(modal.querySelector(".hbm-error")?.textContent).toBe("“postać:” is the block's header, not a roll.");
    expect(uiText(modal)).not.toMatch(POLISH_UI);
    expect(modal.querySelectorAll(".hbm-result .hbm-result-round-row")).toHaveLength(3);
  });

  it("a change of the language setting redraws the blocks and the log at once, results included", async () => {
    const { app, plugin, root } = await englishSession();
    const pool = [...root.querySelectorAll<HTMLButtonElement>("button.hbm-roll-button")].find(
      (b) => b.textContent === "Pula: 6k6 4:2",
    )!;
    pool.click();
    app.commands.get("hbm-rpg:open-roll-log")?.callback?.();
    await settle();
    const line = () => root.querySelector(".hbm-roll-line .hbm-verdict")!;
    const logVerdict = () =>
      app.workspace.getLeavesOfType("hbm-roll-log")[0]!.view!.contentEl.querySelector(".hbm-verdict")?.textContent;
    const faces = [...root.querySelectorAll(".hbm-die-value")].map((d) => d.textContent);
    expect(logVerdict()).toMatch(/^(Success|Failure)$/);
    plugin.settings.language = "pl";
    await plugin.saveSettings();
    expect(language()).toBe("pl");
    expect(root.querySelector(".hbm-verdict")?.textContent).toMatch(/^(Sukces|Porażka)$/);
    expect(logVerdict()).toMatch(/^(Sukces|Porażka)$/);
    // The same roll, redrawn: the dice did not change.
    expect([...root.querySelectorAll(".hbm-die-value")].map((d) => d.textContent)).toEqual(faces);
    expect(root.querySelector<HTMLButtonElement>("button.hbm-roll-button")?.textContent).toBe(
      "Unik: Kamila Wróbel: Ciało + Refleks (5k6) 4:1",
    );
    void line;
  });
});

describe("issue 25: the stores' notices, the character actions and the tracker speak the language setting", () => {
  /** Polish sentences of the stores, the actions and the tracker's rows (names in the test vault are left out). */
  const POLISH_STORES =
    /\b(Nie ma|nie jest postacią|szablon|Nie znam|eliksiru|zaklęcia|cofnąć|Cofnięto|drużyny|Leczenie|Obrażenia|nieudane|trafienia|Żywotność|Zapał|Inicjatywa|PG|BN)\b/;

  it("under English, a refusal, an unknown elixir, Cofnij with nothing to undo and a tracker row have no Polish", async () => {
    setMockLanguage("en");
    const files = {
      ...readVault(TEST_VAULT),
      "sessions/Walka.md": "# Walka\n\n```hbm-walka\n[[Elneran]]\n[[Goblin]]\n```\n",
    };
    const { plugin } = await loadPlugin(files);
    expect(language()).toBe("en");
    notices.length = 0;
    const goblin = "rules/06. Bestiariusz/Rozdział I - Stworzenia/Goblin.md";
    const said = [
      (await plugin.actions.toggleCondition(goblin, "Zatruty")).reason ?? "",
      (await plugin.actions.toggleCondition("nowhere.md", "Zatruty")).reason ?? "",
      (await plugin.actions.drink("player-characters/Kamila Wróbel.md", "Eliksir Nieznany")).reason ?? "",
      (await plugin.actions.heal("player-characters/Kamila Wróbel.md", 0)).changes.join(" "),
      (await plugin.actions.undo()).reason ?? "",
    ];
    for (const s of said) expect(s).not.toMatch(POLISH_STORES);
    expect(said[0]).toContain("template");
    expect(said[2]).toContain("Unknown elixir");
    const root = document.body.createDiv();
    await renderCodeBlocks(plugin, "sessions/Walka.md", files["sessions/Walka.md"], root, "hbm-walka");
    await settle(5);
    const row = root.querySelector('.hbm-enc-row[data-id^="pc-"]');
    expect(row).not.toBeNull();
    const rowText = (row!.textContent ?? "").replace("Elneran", "");
    expect(rowText).toContain("Survival test: 0/2 failed");
    expect(rowText).toContain("Health");
    expect(rowText).not.toMatch(POLISH_STORES);
    for (const n of notices) expect(n.replace(/Kamila Wróbel|Goblin|Eliksir Nieznany/g, "")).not.toMatch(POLISH_STORES);
  });
});
