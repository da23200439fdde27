// @vitest-environment happy-dom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  openBase,
  registeredBasesViews,
  setBasesEnabled,
  setMockApiVersion,
  TFile,
  type OpenBase,
} from "../../../test/obsidian-mock";
import { loadPlugin, noteText, readVault, settle, TEST_VAULT } from "../../../test/harness";
import { parts } from "../../../test/frontmatter";
import { scriptedRandom } from "../../core/dice";
import { inForce } from "../../core/play";
import { survivalTest } from "../../core/rules";
import { SheetView, SHEET_VIEW } from "../sheet";
import { BASES_API_VERSION, PARTY_BASES_VIEW, registerPartyBasesView } from "./bases-view";
import { fillPercent, PartyBoard, DEFAULT_CARD_OPTIONS, type PartyServices } from "./cards";
import { partyServices } from "./register";
import { PartyView, PARTY_VIEW } from "./sidebar-view";

const BASE = readFileSync(join(TEST_VAULT, "Drużyna.base"), "utf8");
const KAMILA = "player-characters/Kamila Wróbel.md";
const ELNERAN = "player-characters/Elneran.md";
const SYMIEL = "player-characters/Symiel.md";
const text = (el: Element | null | undefined) => el?.textContent ?? "";
const cards = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>(".hbm-party-card")];
const names = (root: HTMLElement) => cards(root).map((c) => text(c.querySelector(".hbm-party-name")));
const card = (root: HTMLElement, path: string) =>
  root.querySelector<HTMLElement>(`.hbm-party-card[data-path="${path}"]`)!;
const bar = (c: HTMLElement, key: string) => text(c.querySelector(`.hbm-party-bar-${key} .hbm-party-bar-value`));
/** Pick a condition from a selected card's "Dodaj stan…" list. */
const pick = (c: HTMLElement, name: string) => {
  const select = c.querySelector<HTMLSelectElement>(".hbm-party-add-condition")!;
  select.value = name;
  select.dispatchEvent(new Event("change"));
};
/** Let the vault's events, the index, the base's re-run and the board's 30 ms redraw go through. */
const flush = async () => {
  await settle(10);
  await new Promise((r) => setTimeout(r, 50));
  await settle(5);
};

async function partyBase(
  source = BASE,
): Promise<Awaited<ReturnType<typeof loadPlugin>> & { base: OpenBase; root: HTMLElement }> {
  const loaded = await loadPlugin(readVault(TEST_VAULT));
  const root = document.createElement("div");
  document.body.appendChild(root);
  const base = openBase(loaded.app, source, { containerEl: root });
  return { ...loaded, base, root };
}

afterEach(() => {
  setMockApiVersion("1.13.1");
  document.body.empty();
});

describe("Karty drużyny: the Bases view over test-vault/Drużyna.base", () => {
  it("draws one card per character in the base's results, in its sort order, with the maxima the rules compute", async () => {
    const { root, plugin } = await partyBase();
    expect(names(root)).toEqual(["Elneran", "Kamila Wróbel", "Symiel"]);
    // Kamila as the sheet shows her (docs/en/rules.md, Cechy Pochodne): 16 Żywotności, 24 Many, 2 Zapału, Pancerz 1, Inicjatywa 7.
    const k = card(root, KAMILA);
    expect(text(k.querySelector(".hbm-party-details"))).toBe("Człowiek · Alchemia · 3. rok");
    expect([bar(k, "health"), bar(k, "mana"), bar(k, "zeal")]).toEqual(["16/16", "24/24", "2/2"]);
    expect(text(k.querySelector(".hbm-party-armor"))).toBe("Pancerz 1");
    expect(text(k.querySelector(".hbm-party-initiative"))).toBe("Inicjatywa 7");
    // Every card's numbers are the core's: the subject's state against the maxima in force.
    for (const path of [ELNERAN, KAMILA, SYMIEL]) {
      const subject = plugin.actions.subject(path)!;
      const d = inForce(subject, subject.state);
      expect(bar(card(root, path), "health")).toBe(`${subject.state.health}/${d.maxHealth}`);
      expect(bar(card(root, path), "zeal")).toBe(`${subject.state.zeal}/${d.maxZeal}`);
      expect(text(card(root, path).querySelector(".hbm-party-initiative"))).toBe(`Inicjatywa ${d.initiative}`);
    }
  });

  it("shows a dying character's Test Przeżycia (docs/en/rules.md, Umieranie) and an empty Żywotność bar", async () => {
    const { root, plugin } = await partyBase();
    const e = card(root, ELNERAN);
    const dying = plugin.actions.subject(ELNERAN)!.state.dying!;
    const test = survivalTest(dying);
    expect(e.classList.contains("is-dying")).toBe(true);
    expect(text(e.querySelector(".hbm-party-dying"))).toBe(
      `Umierający: Test Przeżycia ${test.threshold}:${test.required} · trafienia 0/3 · porażki 0/2`,
    );
    expect(e.querySelector(".hbm-party-bar-health .hbm-party-bar")?.classList.contains("is-empty")).toBe(true);
    expect(
      e
        .querySelector<HTMLElement>(".hbm-party-bar-health .hbm-party-bar-fill")
        ?.style.getPropertyValue("--hbm-party-fill"),
    ).toBe("0%");
    expect(
      card(root, KAMILA)
        .querySelector<HTMLElement>(".hbm-party-bar-health .hbm-party-bar-fill")
        ?.style.getPropertyValue("--hbm-party-fill"),
    ).toBe("100%");
  });

  it("shows the base's chosen properties below each card, under their display names, and skips empty ones", async () => {
    const { root } = await partyBase();
    const props = (path: string) =>
      [...card(root, path).querySelectorAll(".hbm-party-prop")].map(
        (p) => `${text(p.children[0])}=${text(p.children[1])}`,
      );
    expect(props(SYMIEL)).toEqual(["Status=active", "PD=8"]);
    expect(props(KAMILA)).toEqual(["Status=active"]);
  });

  it("follows the base's sort and filters", async () => {
    const { root, base } = await partyBase();
    base.setSort([{ property: "file.name", direction: "DESC" }]);
    await flush();
    expect(names(root)).toEqual(["Symiel", "Kamila Wróbel", "Elneran"]);
    base.setSort([
      { property: "health", direction: "ASC" },
      { property: "file.name", direction: "ASC" },
    ]);
    await flush();
    // Elneran's `health: 0` comes first; notes without the key sort last.
    expect(names(root)[0]).toBe("Elneran");
    const elves = await partyBase(BASE.replace('file.hasTag("pc")', 'file.hasTag("elf")'));
    expect(names(elves.root)).toEqual(["Elneran"]);
  });

  it("groups the cards as the base groups its results (groupBy), notes without the value last", async () => {
    const grouped = BASE.replace(
      "    layout: compact\n",
      "    layout: compact\n    groupBy:\n      property: experience\n      direction: ASC\n",
    );
    expect(grouped).not.toBe(BASE);
    const { root } = await partyBase(grouped);
    const sequence = [...root.querySelectorAll(".hbm-party-group, .hbm-party-name")].map((e) =>
      e.classList.contains("hbm-party-group") ? `[${text(e)}]` : text(e),
    );
    expect(sequence).toEqual(["[8]", "Symiel", "[(brak)]", "Elneran", "Kamila Wróbel"]);
    // Without groupBy there are no headings.
    expect((await partyBase()).root.querySelector(".hbm-party-group")).toBeNull();
  });

  it("leaves out results that are not characters, and says so", async () => {
    const { root } = await partyBase(
      'filters: file.inFolder("races")\nviews:\n  - type: hbm-party-cards\n    name: Rasy\n',
    );
    expect(cards(root)).toHaveLength(0);
    expect(text(root.querySelector(".hbm-party-empty"))).toBe("Wyniki tej bazy nie zawierają postaci.");
    expect(text(root.querySelector(".hbm-party-skipped"))).toMatch(
      /^Pominięto notatek, które nie są postaciami: [1-9]\d*\.$/,
    );
  });

  it("applies the view's options: full cards and which bars", async () => {
    const { root, base } = await partyBase();
    expect(root.querySelector(".hbm-party-attributes")).toBeNull();
    base.setOption("layout", "full");
    await flush();
    expect(root.querySelector(".hbm-party")?.classList.contains("is-full")).toBe(true);
    expect(text(card(root, KAMILA).querySelector(".hbm-party-attributes"))).toBe("Ciało 3 · Umysł 2 · Dusza 3");
    base.setOption("barMana", false);
    await flush();
    expect(card(root, KAMILA).querySelector(".hbm-party-bar-mana")).toBeNull();
    expect(card(root, KAMILA).querySelector(".hbm-party-bar-health")).not.toBeNull();
    expect(() => base.setOption("colour", "red")).toThrow(/declares no option colour/);
  });

  it("updates live when a note changes outside the view", async () => {
    const { root, app, plugin } = await partyBase();
    await app.fileManager.processFrontMatter(app.vault.getAbstractFileByPath(KAMILA) as TFile, (fm) => {
      fm.health = 5;
      fm.conditions = ["Zatruty"];
    });
    await flush();
    const k = card(root, KAMILA);
    expect(text(k.querySelector(".hbm-party-conditions"))).toBe("Zatruty");
    // Zatruty lowers the maxima in force (docs/en/rules.md, Stany): the bar is measured against them.
    const s = plugin.actions.subject(KAMILA)!;
    expect(s.state.conditions).toEqual(["Zatruty"]);
    expect(bar(k, "health")).toBe(`5/${inForce(s, s.state).maxHealth}`);
  });

  it("a tap opens the card's actions; damage, a condition and healing go through the core, in sequence, and the card follows", async () => {
    const { root, app, plugin } = await partyBase();
    card(root, KAMILA).click();
    expect(card(root, KAMILA).classList.contains("is-selected")).toBe(true);
    expect(root.querySelectorAll(".hbm-party-actions")).toHaveLength(1);
    // Damage: the same dialog as the sheet's; 9 against Pancerz 1 takes 8 (docs/en/rules.md, Obrażenia).
    card(root, KAMILA).querySelector<HTMLButtonElement>(".hbm-party-damage")!.click();
    const modal = document.querySelector<HTMLElement>(".hbm-damage-modal")!;
    const amount = modal.querySelector<HTMLInputElement>(".hbm-damage-amount")!;
    amount.value = "9";
    amount.dispatchEvent(new Event("input"));
    modal.querySelector<HTMLButtonElement>("button.mod-cta")!.click();
    await flush();
    expect(parts(noteText(app, KAMILA)).fm.health).toBe(8);
    expect(bar(card(root, KAMILA), "health")).toBe("8/16");
    // A hit of at least Ciało + Umysł + Dusza (3 + 2 + 3) dazes: the core adds Oszołomiony, the card shows it.
    expect(parts(noteText(app, KAMILA)).fm.conditions).toEqual(["Oszołomiony"]);
    expect(text(card(root, KAMILA).querySelector(".hbm-party-conditions"))).toBe("Oszołomiony");
    expect(card(root, KAMILA).classList.contains("is-selected")).toBe(true);
    // A condition: toggled by the core (Przewrócony changes no maximum).
    expect(
      [...card(root, KAMILA).querySelectorAll<HTMLSelectElement>(".hbm-party-add-condition option")].map(
        (o) => o.value,
      ),
    ).not.toContain("Oszołomiony");
    pick(card(root, KAMILA), "Przewrócony");
    await flush();
    expect(parts(noteText(app, KAMILA)).fm.conditions).toEqual(["Oszołomiony", "Przewrócony"]);
    expect([...card(root, KAMILA).querySelectorAll(".hbm-party-condition")].map((c) => text(c))).toEqual([
      "Oszołomiony",
      "Przewrócony",
    ]);
    // A tap on an active condition's chip takes it off.
    card(root, KAMILA).querySelector<HTMLButtonElement>('.hbm-party-toggle[data-condition="Oszołomiony"]')!.click();
    await flush();
    expect(parts(noteText(app, KAMILA)).fm.conditions).toEqual(["Przewrócony"]);
    // Healing 3, capped by the maximum in force.
    const heal = card(root, KAMILA).querySelector<HTMLInputElement>(".hbm-party-heal-amount")!;
    heal.value = "3";
    card(root, KAMILA).querySelector<HTMLButtonElement>(".hbm-party-heal")!.click();
    await flush();
    expect(parts(noteText(app, KAMILA)).fm.health).toBe(11);
    const again = card(root, KAMILA).querySelector<HTMLInputElement>(".hbm-party-heal-amount")!;
    again.value = "40";
    card(root, KAMILA).querySelector<HTMLButtonElement>(".hbm-party-heal")!.click();
    await flush();
    expect(parts(noteText(app, KAMILA)).fm.health).toBe(16);
    expect(bar(card(root, KAMILA), "health")).toBe("16/16");
    // Each step is one entry on the one undo stack: undoing all five gives back the note
    // (its values and body: Obsidian re-serialises the YAML block, so not its bytes).
    expect(plugin.actions.undoStack.size).toBe(5);
    const before = readVault(TEST_VAULT)[KAMILA];
    await plugin.actions.undoMany(5);
    await flush();
    expect(parts(noteText(app, KAMILA))).toEqual(parts(before!));
    expect(bar(card(root, KAMILA), "health")).toBe("16/16");
    expect(card(root, KAMILA).querySelector(".hbm-party-condition")).toBeNull();
  });

  it("a dying character's card offers Test Przeżycia; a pass stabilises (docs/en/rules.md, Umieranie) and the card drops its dying line", async () => {
    const { root, app, plugin } = await partyBase();
    expect(card(root, KAMILA).querySelector(".hbm-party-survival")).toBeNull();
    card(root, ELNERAN).click();
    plugin.actions.rng = scriptedRandom([6, 6, 6]); // Ciało 2 + Wytrzymałość 1 against 4:2
    card(root, ELNERAN).querySelector<HTMLButtonElement>(".hbm-party-survival")!.click();
    await flush();
    expect(parts(noteText(app, ELNERAN)).fm).toMatchObject({ conditions: ["Nieprzytomny"] });
    expect(parts(noteText(app, ELNERAN)).fm.dying).toBeUndefined();
    expect(card(root, ELNERAN).classList.contains("is-dying")).toBe(false);
    expect(card(root, ELNERAN).querySelector(".hbm-party-dying")).toBeNull();
    expect(text(card(root, ELNERAN).querySelector(".hbm-party-conditions"))).toBe("Nieprzytomny");
  });

  it("two failed Test Przeżycia from the card kill Elneran (docs/en/rules.md, Damage and dying): the card then shows Martwy only, with no Test Przeżycia", async () => {
    const { root, app, plugin } = await partyBase();
    card(root, ELNERAN).click();
    plugin.actions.rng = scriptedRandom([1, 1, 1, 1, 1, 1]);
    card(root, ELNERAN).querySelector<HTMLButtonElement>(".hbm-party-survival")!.click();
    await flush();
    expect(parts(noteText(app, ELNERAN)).fm.dying).toMatchObject({ failedTests: 1 });
    card(root, ELNERAN).querySelector<HTMLButtonElement>(".hbm-party-survival")!.click();
    await flush();
    expect(parts(noteText(app, ELNERAN)).fm.conditions).toEqual(["Umierający", "Martwy"]);
    const e = card(root, ELNERAN);
    expect(text(e.querySelector(".hbm-party-dead"))).toBe("✝ Martwy");
    expect(e.classList.contains("is-dying")).toBe(false);
    expect(e.querySelector(".hbm-party-dying")).toBeNull();
    expect(text(e.querySelector(".hbm-party-conditions"))).toBe("Martwy");
    expect(e.querySelector(".hbm-party-survival")).toBeNull();
    const toggles = [...e.querySelectorAll(".hbm-party-toggle")].map((c) => c.getAttribute("data-condition"));
    expect(toggles).toEqual(["Martwy"]);
  });

  it("a tap on the card again closes its actions; the sheet button opens the pinned sheet", async () => {
    const { root, app } = await partyBase();
    card(root, SYMIEL).click();
    card(root, SYMIEL).querySelector<HTMLButtonElement>(".hbm-party-open-sheet")!.click();
    await flush();
    const view = app.workspace.getLeavesOfType(SHEET_VIEW)[0]?.view;
    expect(view).toBeInstanceOf(SheetView);
    expect((view as unknown as SheetView).characterPath).toBe(SYMIEL);
    card(root, SYMIEL).click();
    expect(root.querySelector(".hbm-party-actions")).toBeNull();
  });

  it("closing the base unsubscribes the view: later changes touch nothing", async () => {
    const { app, base, plugin } = await partyBase();
    const updates = base.controller.updates;
    base.close();
    await plugin.actions.adjust(KAMILA, "health", -1);
    await flush();
    expect(base.controller.updates).toBe(updates);
    expect(app.metadataCache.listenerCount("changed")).toBeGreaterThan(0);
  });
});

describe("Drużyna in the sidebar (Otwórz drużynę)", () => {
  async function sidebar(party: string) {
    const loaded = await loadPlugin(readVault(TEST_VAULT));
    loaded.plugin.settings.party = party;
    const ran = [...loaded.app.commands.values()].find((c) => c.name === "Otwórz drużynę");
    ran!.callback!();
    await flush();
    const view = loaded.app.workspace.getLeavesOfType(PARTY_VIEW)[0]?.view as unknown as PartyView;
    return { ...loaded, view, root: view.contentEl };
  }

  it("shows the members the party setting names, by #tag or by folder, sorted by name", async () => {
    expect(names((await sidebar("#pc")).root)).toEqual(["Elneran", "Kamila Wróbel", "Symiel"]);
    expect(names((await sidebar("player-characters")).root)).toEqual(["Elneran", "Kamila Wróbel", "Symiel"]);
    expect(names((await sidebar("#elf")).root)).toEqual(["Elneran"]);
    const none = await sidebar("#nikt");
    expect(cards(none.root)).toHaveLength(0);
    expect(text(none.root.querySelector(".hbm-party-empty"))).toContain("„#nikt”");
  });

  it("follows note changes and a new member, and acts through the same core", async () => {
    const { root, app, plugin } = await sidebar("#pc");
    await plugin.actions.adjust(SYMIEL, "zeal", -1);
    await flush();
    const s = plugin.actions.subject(SYMIEL)!;
    expect(bar(card(root, SYMIEL), "zeal")).toBe(`${s.state.zeal}/${inForce(s, s.state).maxZeal}`);
    await app.vault.create("player-characters/Nowa.md", noteText(app, KAMILA).replace("Kamila", "Nowa"));
    await flush();
    expect(cards(root)).toHaveLength(4);
    expect(card(root, "player-characters/Nowa.md")).not.toBeNull();
    card(root, SYMIEL).click();
    pick(card(root, SYMIEL), "Zatruty");
    await flush();
    expect(parts(noteText(app, SYMIEL)).fm.conditions).toEqual(["Zatruty"]);
  });

  it("switches between compact and full cards", async () => {
    const { root } = await sidebar("#pc");
    root.querySelector<HTMLButtonElement>(".hbm-party-layout")!.click();
    expect(root.querySelector(".hbm-party")?.classList.contains("is-full")).toBe(true);
    expect(root.querySelector(".hbm-party-attributes")).not.toBeNull();
  });
});

describe("The version guard (README: Bases view on 1.10+, the sidebar everywhere)", () => {
  it("registers the Bases view on 1.10.0 and later", async () => {
    setMockApiVersion(BASES_API_VERSION);
    const { app } = await loadPlugin(readVault(TEST_VAULT));
    const registration = registeredBasesViews(app).get(PARTY_BASES_VIEW);
    expect(registration?.name).toBe("Karty drużyny");
  });

  it("on an older app registers no Bases view, and the plugin and the sidebar still work", async () => {
    setMockApiVersion("1.9.14");
    const { app } = await loadPlugin(readVault(TEST_VAULT));
    expect(registeredBasesViews(app).has(PARTY_BASES_VIEW)).toBe(false);
    expect(() => openBase(app, BASE)).toThrow(/no Bases view of type hbm-party-cards/);
    [...app.commands.values()].find((c) => c.name === "Otwórz drużynę")!.callback!();
    await flush();
    expect(names((app.workspace.getLeavesOfType(PARTY_VIEW)[0]?.view as unknown as PartyView).contentEl)).toEqual([
      "Elneran",
      "Kamila Wróbel",
      "Symiel",
    ]);
  });

  it("registers nothing when the Bases core plugin is off (registerBasesView returns false)", async () => {
    const { app, plugin } = await loadPlugin(readVault(TEST_VAULT));
    setBasesEnabled(app, false);
    expect(registerPartyBasesView(plugin as never, {} as PartyServices)).toBe(false);
  });
});

describe("PartyBoard", () => {
  it("draws a member the index learns about after the base handed it over (Obsidian's start-up order)", async () => {
    const { plugin } = await loadPlugin(readVault(TEST_VAULT));
    const real = partyServices(plugin);
    let indexed = false;
    const listeners: Array<(paths: string[]) => void> = [];
    const services: PartyServices = {
      ...real,
      index: {
        get: (path) => (indexed ? real.index.get(path) : undefined),
        onChange: (l) => {
          listeners.push(l);
          return () => listeners.splice(listeners.indexOf(l), 1);
        },
      },
    };
    const el = document.body.createDiv();
    const board = new PartyBoard(el, services);
    const stop = board.watch();
    board.show([{ path: KAMILA, properties: [] }], DEFAULT_CARD_OPTIONS, "pusto");
    expect(cards(el)).toHaveLength(0);
    expect(text(el.querySelector(".hbm-party-skipped"))).toBe("Pominięto notatek, które nie są postaciami: 1.");
    indexed = true;
    for (const l of listeners) l([KAMILA]);
    await flush();
    expect(names(el)).toEqual(["Kamila Wróbel"]);
    stop();
    expect(listeners).toHaveLength(0);
  });
});

describe("fillPercent", () => {
  it("is the share of the maximum, within 0 and 100, and 0 against a maximum of 0", () => {
    expect([
      fillPercent(8, 16),
      fillPercent(0, 16),
      fillPercent(20, 16),
      fillPercent(-2, 16),
      fillPercent(3, 0),
    ]).toEqual([50, 0, 100, 0, 0]);
  });
});
