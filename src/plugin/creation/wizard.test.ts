// @vitest-environment happy-dom
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { notices, type App } from "../../../test/obsidian-mock";
import {
  describeWithSampleVault,
  loadPlugin,
  noteText,
  PROJECT_ROOT,
  readVault,
  SAMPLE_VAULT,
  settle,
  TEST_VAULT,
} from "../../../test/harness";
import { hbm } from "../../../test/hbm-cli";
import { scriptedRandom } from "../../core/dice";
import { buildCatalog } from "../../core/creation/catalog";
import { SCENARIOS } from "../../../test/creation-scenarios";
import { allProblems } from "../../core/creation/problems";
import { FillStatsModal } from "./fill-stats-modal";
import { creationServices } from "./register";
import { saveCreation } from "./save";
import { CreationWizard } from "./wizard";

const FIXTURES = join(PROJECT_ROOT, "test", "fixtures", "creation");
const text = (el: Element | null | undefined) => (el?.textContent ?? "").trim();

function driver(wizard: CreationWizard) {
  const el = wizard.contentEl;
  const q = <T extends Element = HTMLElement>(selector: string) => {
    const found = el.querySelector<T & Element>(selector);
    if (!found) throw new Error(`no ${selector} on step ${wizard.currentStep}: ${text(el)}`);
    return found;
  };
  return {
    el,
    q,
    click: (selector: string, times = 1) => {
      for (let i = 0; i < times; i++) (q(selector) as unknown as HTMLButtonElement).click();
    },
    type: (selector: string, value: string) => {
      const input = q<HTMLInputElement>(selector);
      input.value = value;
      input.dispatchEvent(new Event("input"));
    },
    choose: (selector: string, value: string) => {
      const select = q<HTMLSelectElement>(selector);
      select.value = value;
      select.dispatchEvent(new Event("change"));
    },
    next: () => (q(".hbm-creation-next") as unknown as HTMLButtonElement).click(),
    nextDisabled: () => (q(".hbm-creation-next") as unknown as HTMLButtonElement).disabled,
    reasons: (field: string) =>
      [...el.querySelectorAll<HTMLElement>("[data-reasons]")]
        .filter((r) => (r.dataset.reasons ?? "").split("|").includes(field))
        .flatMap((r) => [...r.querySelectorAll(".hbm-creation-reason")].map(text)),
  };
}

/** Every note of the mock vault on disk, for `hbm sheet`. */
function vaultOnDisk(app: App): string {
  const root = mkdtempSync(join(tmpdir(), "hbm-creation-"));
  mkdirSync(join(root, ".obsidian"));
  for (const file of app.vault.getMarkdownFiles()) {
    const target = join(root, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, app.vault.readSync(file));
  }
  return root;
}

async function hbmSheet(root: string, path: string): Promise<Record<string, unknown>> {
  const r = await hbm("sheet", join(root, path), "--vault", root, "--json");
  expect(r.code, r.all).toBe(0);
  return JSON.parse(r.out) as Record<string, unknown>;
}

describe("Nowa postać (issue 15): a new player creates a character from nothing, step by step", () => {
  it("is a palette command in sentence case with no hotkey", async () => {
    const { app } = await loadPlugin();
    const command = app.commands.get("hbm-rpg:new-character");
    expect(command?.name).toBe("Nowa postać");
    expect(command?.hotkeys).toBeUndefined();
  });

  it("a Człowiek through every screen: Next waits for each rule, the note is the fixture byte for byte, hbm sheet agrees with the summary, Cofnij removes it", async () => {
    const { app, plugin } = await loadPlugin();
    const wizard = new CreationWizard(creationServices(plugin), { kind: "new" });
    wizard.open();
    const w = driver(wizard);
    // Name, race, year, discipline.
    expect(w.nextDisabled()).toBe(true);
    expect(w.reasons("name")).toEqual(["Podaj imię postaci."]);
    w.type(".hbm-creation-name", "Jan");
    w.type(".hbm-creation-surname", "Kowalski");
    w.type(".hbm-creation-player", "Ola");
    w.choose(".hbm-creation-race", "Człowiek");
    expect(w.reasons("race")).toEqual([]);
    w.choose(".hbm-creation-discipline", "Źródło Mocy");
    expect(w.reasons("discipline")).toEqual([
      "Człowiek nie może wybrać dziedziny Źródło Mocy; dostępne: Alchemia, Botanika, Magia Sakralna, Magia Żywiołów, Rzemiosło Artefaktów.",
    ]);
    expect(w.nextDisabled()).toBe(true);
    w.choose(".hbm-creation-discipline", "Magia Ognia");
    expect(w.nextDisabled()).toBe(false);
    w.next();
    // Attributes: 3 points, the budget always on screen.
    expect(text(w.q(".hbm-creation-budget"))).toContain("Atrybuty: 3 z 3 do wydania");
    expect(w.nextDisabled()).toBe(true);
    w.click(".hbm-creation-attr-body .hbm-creation-plus");
    w.click(".hbm-creation-attr-mind .hbm-creation-plus", 3);
    expect(text(w.q(".hbm-creation-budget"))).toContain("Atrybuty: -1 z 3 do wydania");
    expect(w.nextDisabled()).toBe(true);
    w.click(".hbm-creation-attr-mind .hbm-creation-minus");
    expect(w.nextDisabled()).toBe(false);
    w.next();
    // Skills: 12 points plus the race's Determinacja and Intuicja; 5 is refused beside the skill.
    expect(text(w.q('[data-skill="Determinacja"]'))).toContain("rasa: 1");
    w.click('[data-skill="Refleks"] .hbm-creation-plus', 3);
    w.click('[data-skill="Spostrzegawczość"] .hbm-creation-plus', 3);
    w.click('[data-skill="Walka Wręcz"] .hbm-creation-plus', 2);
    w.click('[data-skill="Zdolności Magiczne"] .hbm-creation-plus', 5);
    expect(w.reasons("skill.Zdolności Magiczne")).toEqual(["Zdolności Magiczne 5: przy tworzeniu postaci najwyżej 4."]);
    w.click('[data-skill="Zdolności Magiczne"] .hbm-creation-minus');
    expect(text(w.q('[data-skill="Refleks"] .hbm-creation-total'))).toBe("(5)");
    expect(w.nextDisabled()).toBe(false);
    w.next();
    // Talents: requirements ✓/✗ live.
    expect(text(w.q('[data-talent="Pancerz Wiary"] .hbm-creation-offer-req'))).toBe(
      "✗ brak: Dziedzina Magii (Magia Sakralna) i Dusza (3) i Ciało (3) i Oddanie (4) lub Rasa (Anioł/Anielica)",
    );
    expect(text(w.q('[data-talent="Oburęczny"] .hbm-creation-offer-req'))).toMatch(/^✓/);
    w.click('[data-talent="Oburęczny"] .hbm-creation-add');
    w.click('[data-talent="Gotowość do Walki"] .hbm-creation-add');
    expect(text(w.q(".hbm-creation-budget"))).toContain("Talenty: 0 z 2 do wyboru");
    w.next();
    // Magia: 1k10 through the plugin's dice; rolled once.
    expect(w.nextDisabled()).toBe(true);
    plugin.actions.rng = scriptedRandom([5]);
    w.click(".hbm-creation-roll");
    expect(text(w.q(".hbm-creation-roll-result"))).toBe("Rzut: 1k10 = 5 → Poziom Mocy V");
    expect((w.q(".hbm-creation-roll") as unknown as HTMLButtonElement).disabled).toBe(true);
    w.next();
    // Spells: the 1st year has Poblask only.
    expect(text(w.q(".hbm-creation-fixed"))).toBe("Stałe: Poblask");
    w.next();
    // Equipment: armour sets Pancerz.
    for (const item of ["items/armor/Pancerz Lekki.md", "items/weapons/Sztylet.md"]) {
      const box = w.q<HTMLInputElement>(`[data-item="${item}"] input`);
      box.checked = true;
      box.dispatchEvent(new Event("change"));
    }
    w.next();
    await settle();
    const stat = (key: string) => text(w.q(`.hbm-creation-stat-${key} .hbm-creation-stat-value`));
    const summary = {
      maxHealth: stat("health"),
      maxMana: stat("mana"),
      armor: stat("armor"),
      initiative: stat("initiative"),
      maxZeal: stat("zeal"),
      magicDice: stat("magicDice"),
      maxSpellCost: stat("maxSpellCost"),
      elixirTolerance: stat("tolerance"),
    };
    expect(summary).toEqual({
      maxHealth: "12",
      maxMana: "18",
      armor: "1",
      initiative: "2k6+11",
      maxZeal: "1",
      magicDice: "3",
      maxSpellCost: "4",
      elixirTolerance: "2",
    });
    expect(text(w.q(".hbm-creation-ok"))).toBe("Postać jest zgodna z zasadami tworzenia.");
    w.click(".hbm-creation-save");
    await settle();
    const path = "player-characters/Jan Kowalski.md";
    expect(noteText(app, path)).toBe(readFileSync(join(FIXTURES, "Jan Kowalski.md"), "utf8"));
    expect(notices.at(-1)).toContain("Utworzono postać Jan Kowalski (player-characters/Jan Kowalski.md).");
    expect(app.workspace.getActiveFile()?.path).toBe(path);
    // The note reads back with no diagnostics, and hbm sheet prints what the summary showed.
    await settle();
    const json = await hbmSheet(vaultOnDisk(app), path);
    const d = json.derived as Record<string, number>;
    expect({
      maxHealth: String(d.maxHealth),
      maxMana: String(d.maxMana),
      armor: String(d.armor),
      initiative: `2k6+${d.initiative}`,
      maxZeal: String(d.maxZeal),
      magicDice: String(d.magicDice),
      maxSpellCost: String(d.maxSpellCost),
      elixirTolerance: String(d.elixirTolerance),
    }).toEqual(summary);
    expect((json.diagnostics as Array<{ severity: string }>).filter((x) => x.severity !== "info")).toEqual([]);
    expect(json.creation).toEqual({ valid: true, problems: [] });
    // Cofnij: the new note goes.
    await plugin.actions.undo();
    expect(app.vault.getAbstractFileByPath(path)).toBeNull();
  });

  it("a Lamia as Źródło Mocy: Next is held, the GM's override asks once, and the note's GM callout lists what was overridden", async () => {
    const { app, plugin } = await loadPlugin();
    const wizard = new CreationWizard(creationServices(plugin), { kind: "new" });
    wizard.open();
    const w = driver(wizard);
    w.type(".hbm-creation-name", "Sssara");
    w.choose(".hbm-creation-race", "Lamia");
    w.choose(".hbm-creation-discipline", "Źródło Mocy");
    expect(w.nextDisabled()).toBe(true);
    w.click(".hbm-creation-next-anyway");
    expect(text(w.q(".hbm-creation-confirm"))).toContain("Lamia nie może wybrać dziedziny Źródło Mocy");
    w.click(".hbm-creation-confirm-yes");
    expect(wizard.currentStep).toBe("attributes");
    w.click(".hbm-creation-attr-body .hbm-creation-plus", 2);
    w.click(".hbm-creation-attr-mind .hbm-creation-plus");
    w.click(".hbm-creation-attr-soul .hbm-creation-plus");
    w.next();
    w.click('[data-skill="Walka Wręcz"] .hbm-creation-plus', 3);
    w.click('[data-skill="Refleks"] .hbm-creation-plus', 2);
    w.click('[data-skill="Wytrzymałość"] .hbm-creation-plus', 3);
    w.next();
    w.next();
    plugin.actions.rng = scriptedRandom([4]);
    w.click(".hbm-creation-roll");
    expect(text(w.q(".hbm-creation-roll-result"))).toBe("Rzut: 1k10 = 4; Odporność na Magię: +1 → 5 → Poziom Mocy V");
    w.next();
    expect(text(wizard.contentEl)).toContain("Źródło Mocy nie rzuca zaklęć");
    w.next();
    const box = w.q<HTMLInputElement>('[data-item="items/weapons/Łuk Klasyczny.md"] input');
    box.checked = true;
    box.dispatchEvent(new Event("change"));
    w.next();
    await settle();
    expect(text(w.q(".hbm-creation-stat-mana .hbm-creation-stat-value"))).toBe("36");
    expect((w.q(".hbm-creation-save") as unknown as HTMLButtonElement).disabled).toBe(true);
    w.click(".hbm-creation-override");
    await settle();
    // Asked once: the approval given on the first step stands.
    expect(wizard.contentEl.querySelector(".hbm-creation-confirm")).toBeNull();
    expect(noteText(app, "player-characters/Sssara.md")).toBe(readFileSync(join(FIXTURES, "Sssara.md"), "utf8"));
  });
});

describe("the plugin's write of each fixture character (vault.create, one vault.process)", () => {
  for (const scenario of SCENARIOS) {
    it(scenario.file, async () => {
      const { app, plugin } = await loadPlugin();
      const services = creationServices(plugin);
      const catalog = buildCatalog(plugin.vaultIndex.index);
      const draft = scenario.build(catalog);
      const overridden = scenario.override ? allProblems(draft, catalog, true).map((p) => p.text) : [];
      const r = await saveCreation(services, { kind: "new" }, draft, catalog, overridden);
      expect(r.ok).toBe(true);
      expect(noteText(app, `player-characters/${scenario.file}`)).toBe(
        readFileSync(join(FIXTURES, scenario.file), "utf8"),
      );
      const again = await saveCreation(services, { kind: "new" }, draft, catalog, overridden);
      expect(again).toEqual({
        ok: false,
        reason: `Notatka „player-characters/${scenario.file}” już istnieje; wybierz inne imię albo otwórz ją i użyj „Uzupełnij statystyki”.`,
      });
    });
  }
  it("without the template the wizard says where to set it and writes nothing", async () => {
    const { app, plugin } = await loadPlugin();
    plugin.settings.creationTemplate = "_templates/Brak.md";
    const catalog = buildCatalog(plugin.vaultIndex.index);
    const r = await saveCreation(creationServices(plugin), { kind: "new" }, SCENARIOS[0]!.build(catalog), catalog, []);
    expect(r).toEqual({
      ok: false,
      reason: "Nie ma szablonu „_templates/Brak.md”. Ustaw go w Ustawienia → HbM RPG → Szablon postaci.",
    });
    expect(app.vault.getAbstractFileByPath("player-characters/Jan Kowalski.md")).toBeNull();
  });
});

describeWithSampleVault("Uzupełnij statystyki on a real, empty PC (the same wizard)", () => {
  const ABEL = "player-characters/Abel Bagniuk.md";
  it("Abel Bagniuk: the wizard fills the tables, keeps every other line, and Cofnij gives the old text back", async () => {
    const before = readFileSync(join(SAMPLE_VAULT, ABEL), "utf8");
    const { app, plugin } = await loadPlugin({ ...readVault(TEST_VAULT), [ABEL]: before });
    const wizard = new FillStatsModal(app as never, plugin, ABEL);
    wizard.open();
    const w = driver(wizard);
    expect(wizard.contentEl.querySelector(".hbm-creation-name")).toBeNull();
    w.choose(".hbm-creation-race", "Anioł");
    w.choose(".hbm-creation-discipline", "Magia Sakralna");
    w.next();
    w.click(".hbm-creation-attr-body .hbm-creation-plus", 2);
    w.click(".hbm-creation-attr-soul .hbm-creation-plus", 3);
    w.next();
    w.click('[data-skill="Oddanie"] .hbm-creation-plus', 3);
    w.click('[data-skill="Teologia"] .hbm-creation-plus');
    w.next();
    // docs/en/rules.md: creation — every talent whose name names a choice asks for it: Błogosławieństwo (Bóstwo).
    expect(w.nextDisabled()).toBe(true);
    w.type(".hbm-creation-detail", "Jedyny");
    w.next();
    w.click(".hbm-creation-gm-set");
    expect(text(wizard.contentEl)).toContain("Ustalone ręcznie przez MG: Poziom Mocy V");
    w.next();
    w.next();
    w.next();
    await settle();
    w.click(".hbm-creation-save");
    await settle();
    const after = noteText(app, ABEL);
    expect(after).toContain("| 3     | 1     | 4     | V     |");
    expect(after).toContain("- Oddanie (Dusza) +4 (8)");
    expect(after).toContain("> Kreator postaci: Magia V ustawiona ręcznie przez MG (bez rzutu).");
    expect(after).toMatch(/^- \[Błogosławieństwo\]\(.*\) \(Jedyny\)$/m);
    // docs/en/rules.md: creation — the template's "status: draft" becomes the vault's "active" for a finished character.
    expect(after.slice(0, after.indexOf("| **Rasa**"))).toBe(
      before.slice(0, before.indexOf("| **Rasa**")).replace("status: draft", "status: active"),
    );
    expect(after.slice(after.indexOf("## Opis"), after.indexOf("## Statystyki"))).toBe(
      before.slice(before.indexOf("## Opis"), before.indexOf("## Statystyki")),
    );
    await plugin.actions.undo();
    expect(noteText(app, ABEL)).toBe(before);
  });
});
