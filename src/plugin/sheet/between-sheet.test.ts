// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { notices, noticeClock, TFile, type App } from "../../../test/obsidian-mock";
import { clickIn, loadPlugin, readVault, settle, TEST_VAULT } from "../../../test/harness";
import { openSheet } from "../commands/commands";
import { scriptedRandom } from "../../core/dice";

const KAMILA = "player-characters/Kamila Wróbel.md";
const ELNERAN = "player-characters/Elneran.md";
const read = (app: App, path: string) => app.vault.readSync(app.vault.getAbstractFileByPath(path) as TFile);

const loadedPlugins: Array<{ unload(): void }> = [];
afterEach(() => {
  noticeClock.release();
  for (const plugin of loadedPlugins.splice(0)) plugin.unload();
  document.body
    .querySelectorAll(".hbm-give, .hbm-learn")
    .forEach((e) => e.closest(".modal-container")?.remove() ?? e.remove());
});

async function sheet() {
  const files = readVault(TEST_VAULT);
  files[KAMILA] = files[KAMILA]!.replace(
    "- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×2",
    "- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×3\n- [[Różdżka Ognia]]\n    - **Ładunki:** 1",
  );
  const loaded = await loadPlugin(files);
  loadedPlugins.push(loaded.plugin);
  const view = (await openSheet(loaded.plugin, KAMILA))!;
  const el = view.contentEl;
  el.querySelector<HTMLButtonElement>('.hbm-tab[data-tab="equipment"]')!.click();
  await settle(2);
  const click = async (root: ParentNode, selector: string) => {
    clickIn(root, selector);
    await settle(10);
    await new Promise((r) => setTimeout(r, 40));
  };
  return { ...loaded, files, el, click };
}

describe("the sheet's Ekwipunek: Użyj and Przekaż (docs/en/rules.md Between sessions)", () => {
  it("Użyj on a line with 1 charge writes 0, the line says so, and a second Użyj is refused", async () => {
    const { app, el, click } = await sheet();
    const row = () => el.querySelector('.hbm-item[data-item="Różdżka Ognia"]')!;
    expect(row().querySelector(".hbm-item-charges")?.textContent).toBe("ładunki: 1");
    expect(el.querySelector('.hbm-item[data-item="Sztylet"] .hbm-use-charge')).toBeNull();
    await click(row(), ".hbm-use-charge");
    expect(read(app, KAMILA)).toContain("- [[Różdżka Ognia]]\n    - **Ładunki:** 0");
    expect(notices.join("\n")).toMatch(/Różdżka Ognia: ładunki 1 → 0/);
    await settle(20);
    await new Promise((r) => setTimeout(r, 100));
    expect(row().querySelector(".hbm-item-charges")?.textContent).toBe("ładunki: 0");
    await click(row(), ".hbm-use-charge");
    expect(notices.at(-1)).toMatch(/nie ma już ładunków \(0\)/);
    expect(read(app, KAMILA)).toContain("- [[Różdżka Ognia]]\n    - **Ładunki:** 0");
  });

  it("Przekaż opens the dialog; 2 elixirs to Elneran change both notes, one Cofnij restores both", async () => {
    const { app, plugin, el, click, files } = await sheet();
    await click(el, '.hbm-item[data-item="Eliksir Zdrowia ×3"] .hbm-give-item');
    const modal = document.body.querySelector<HTMLElement>(".hbm-give")!;
    expect(modal).not.toBeNull();
    const quantity = modal.querySelector<HTMLInputElement>(".hbm-give-quantity")!;
    quantity.value = "2";
    quantity.dispatchEvent(new Event("input"));
    const to = modal.querySelector<HTMLSelectElement>(".hbm-give-to")!;
    to.value = ELNERAN;
    to.dispatchEvent(new Event("change"));
    await click(modal, "button.mod-cta");
    expect(read(app, KAMILA)).toContain("- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×1\n");
    expect(read(app, ELNERAN)).toContain("- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×2");
    expect(plugin.actions.undoStack.size).toBe(1);
    await plugin.actions.undo();
    expect(read(app, KAMILA)).toBe(files[KAMILA]);
    expect(read(app, ELNERAN)).toBe(files[ELNERAN]);
  });
});

describe("the sheet's Zaklęcia: Naucz się zaklęcia (book l. 1095, Test Rozszerzony)", () => {
  it("the button opens the dialog for the sheet's character; a passed test writes [[quick-thought|Szybka Myśl]] once", async () => {
    const { app, plugin, el, click, files } = await sheet();
    await click(el, '.hbm-tab[data-tab="spells"]');
    const open = el.querySelector<HTMLButtonElement>(".hbm-panel-spells .hbm-learn-open")!;
    expect(open.getAttribute("aria-label")).toBe("Naucz się zaklęcia (Kamila Wróbel)");
    plugin.actions.rng = scriptedRandom(Array<number>(300).fill(6));
    await click(el, ".hbm-learn-open");
    const modal = document.body.querySelector<HTMLElement>(".hbm-learn")!;
    expect(modal.querySelector(".setting-item-description")?.textContent).toBe("Kamila Wróbel");
    const spell = modal.querySelector<HTMLSelectElement>(".hbm-learn-spell")!;
    // The dialog offers only spells Kamila does not know yet.
    expect([...spell.options].map((o) => o.value)).not.toContain("spells/general/magic-shield.md");
    spell.value = "spells/general/quick-thought.md";
    spell.dispatchEvent(new Event("change"));
    for (const [cls, v] of [
      [".hbm-learn-threshold", "4"],
      [".hbm-learn-required", "5"],
    ] as const) {
      const input = modal.querySelector<HTMLInputElement>(cls)!;
      input.value = v;
      input.dispatchEvent(new Event("input"));
    }
    await click(modal, ".hbm-learn-confirm");
    const text = read(app, KAMILA);
    expect(text).toBe(
      files[KAMILA]!.replace("- [[magic-shield]]\n", "- [[magic-shield]]\n- [[quick-thought|Szybka Myśl]]\n"),
    );
    expect(text.match(/Szybka Myśl/g)).toHaveLength(1);
    expect(plugin.actions.undoStack.size).toBe(1);
    expect(document.body.querySelector(".hbm-learn")).toBeNull();
  });
});
