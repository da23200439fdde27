// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { notices, TFile, type App } from "../../../test/obsidian-mock";
import { loadPlugin, noteText, pluginForEachTest, runCommand, settle } from "../../../test/harness";
import { parts } from "../../../test/frontmatter";
import { scriptedRandom } from "../../core/dice";

const KAMILA = "player-characters/Kamila Wróbel.md";
const PELAGIUS = "rules/06. Bestiariusz/Rozdział II - Postacie Unikalne/Pelagius Caudex.md";

const command = async (app: App, id: string) => {
  runCommand(app, id);
  await settle(10);
};

const loaded = pluginForEachTest();

describe("acting on a character: one processFrontMatter write, a Notice, and undo (issue: sheet and commands)", () => {
  it("−1 Żywotność writes health and nothing else", async () => {
    const { app, plugin } = loaded;
    await plugin.actions.adjust(KAMILA, "health", -1);
    const before = parts(loaded.files[KAMILA]!);
    const after = parts(noteText(app, KAMILA));
    expect(after.fm).toEqual({ ...before.fm, health: 15 });
    expect(after.body).toBe(before.body);
    expect(notices.at(-1)).toBe("Kamila Wróbel: Żywotność: 16 → 15/16Cofnij");
  });

  it("twelve quick clicks on −1 Żywotność take off exactly 12", async () => {
    const { app, plugin } = loaded;
    await Promise.all(Array.from({ length: 12 }, () => plugin.actions.adjust(KAMILA, "health", -1)));
    expect(parts(noteText(app, KAMILA)).fm.health).toBe(4);
  });

  it("a bestiary stat block is never written: play state of NPCs lives in an encounter (docs/en/rules.md Decision on NPCs)", async () => {
    const { app, plugin } = loaded;
    const before = noteText(app, PELAGIUS);
    const r = await plugin.actions.adjust(PELAGIUS, "health", -1);
    expect(r.ok).toBe(false);
    expect(r.reason).toMatch(/karta z bestiariusza to szablon/);
    expect(noteText(app, PELAGIUS)).toBe(before);
  });

  it("+ never goes above the max, − never below 0", async () => {
    const { app, plugin } = loaded;
    await plugin.actions.adjust(KAMILA, "mana", 5);
    expect(parts(noteText(app, KAMILA)).fm.mana).toBeUndefined();
    for (let i = 0; i < 4; i++) await plugin.actions.adjust(KAMILA, "zeal", -1);
    expect(parts(noteText(app, KAMILA)).fm.zeal).toBe(0);
  });

  it("undo puts the keys back exactly as they were", async () => {
    const { app, plugin } = loaded;
    await plugin.actions.adjust(KAMILA, "health", -3);
    await plugin.actions.toggleCondition(KAMILA, "Zatruty");
    await plugin.actions.undo();
    expect(parts(noteText(app, KAMILA)).fm).toEqual({ ...parts(loaded.files[KAMILA]!).fm, health: 13 });
    await plugin.actions.undo();
    expect(parts(noteText(app, KAMILA))).toEqual(parts(loaded.files[KAMILA]!));
    expect(notices.at(-1)).toBe("Cofnięto: Żywotność: 16 → 13");
  });

  it("damage runs the rules' pipeline and says what each layer absorbed", async () => {
    const { app, plugin } = loaded;
    const r = await plugin.actions.damage(KAMILA, { amount: 6, kind: "physical", magicShield: 2 });
    expect(r.changes[0]).toBe("Obrażenia 6: Magiczna Osłona 2, Pancerz 1, Żywotność 3");
    expect(parts(noteText(app, KAMILA)).fm.health).toBe(13);
  });

  it("damage to 0 makes the character Umierający with the overflow", async () => {
    const { app, plugin } = loaded;
    await plugin.actions.damage(KAMILA, { amount: 20, kind: "environmental" });
    expect(parts(noteText(app, KAMILA)).fm).toMatchObject({
      health: 0,
      conditions: ["Oszołomiony", "Umierający"],
      dying: { hits: 0, failedTests: 0, overflow: 4 },
    });
  });

  it("casting spends the mana and rolls the spell's test", async () => {
    const { app, plugin } = loaded;
    plugin.actions.rng = scriptedRandom([6, 1, 1, 1, 1, 1]);
    const r = await plugin.actions.cast(KAMILA, "magic-missile");
    expect(r.roll).toMatchObject({ type: "spell", spell: "Magiczny Pocisk", cost: 1, passed: true });
    expect(parts(noteText(app, KAMILA)).fm.mana).toBe(23);
    expect(notices.at(-1)).toContain("Magiczny Pocisk: Mana 24 → 23/24 (koszt: 1 punkt Many)");
  });

  it("casting with too little mana rolls Wyczerpanie Many and applies its tier", async () => {
    const { app, plugin } = loaded;
    const file = app.vault.getAbstractFileByPath(KAMILA) as TFile;
    await app.fileManager.processFrontMatter(file, (fm) => (fm.mana = 0));
    // spell test 6 dice (3 + 3), then 2k6 of exhaustion: 5 + 5 = 10 → Wyczerpanie: Oszołomiony + 1k3
    plugin.actions.rng = scriptedRandom([6, 6, 6, 6, 6, 6, 5, 5, 2]);
    await plugin.actions.cast(KAMILA, "magic-shield");
    expect(parts(noteText(app, KAMILA)).fm).toMatchObject({ mana: 0, health: 14, conditions: ["Oszołomiony"] });
  });

  it("drinking Eliksir Zdrowia heals what its note says, counts tolerance and doses, and the Ekwipunek ×2 goes to ×1 then away, all undoable (docs/en/rules.md Decision on elixirs; docs/en/notes.md Ekwipunek)", async () => {
    const { app, plugin } = loaded;
    const file = app.vault.getAbstractFileByPath(KAMILA) as TFile;
    await app.fileManager.processFrontMatter(file, (fm) => (fm.health = 5));
    const start = noteText(app, KAMILA);
    await plugin.actions.drink(KAMILA, "Eliksir Zdrowia");
    const once = noteText(app, KAMILA);
    expect(parts(once).fm).toMatchObject({
      health: 11,
      elixirTolerance: 2,
      effects: [{ name: "Eliksir Zdrowia", until: "longRest", doses: 1 }],
    });
    expect(once).toContain("- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×1\n");
    expect(notices.at(-1)).toContain("Eliksir Zdrowia (normalne): Tolerancja eliksirów 0 → 2/7");
    expect(notices.at(-1)).toContain("Żywotność: 5 → 11/16");
    await plugin.actions.drink(KAMILA, "Eliksir Zdrowia", "quick");
    expect(noteText(app, KAMILA)).not.toContain("Eliksir Zdrowia|Eliksir Zdrowia");
    await plugin.actions.undo();
    expect(noteText(app, KAMILA)).toBe(once);
    await plugin.actions.undo();
    expect(noteText(app, KAMILA)).toBe(start);
  });

  it("spending PD: experience and the skill line in one action, undone together", async () => {
    const { app, plugin } = loaded;
    const file = app.vault.getAbstractFileByPath(KAMILA) as TFile;
    await app.fileManager.processFrontMatter(file, (fm) => (fm.experience = 10));
    const before = noteText(app, KAMILA);
    const r = await plugin.actions.spendExperience(KAMILA, { kind: "skill", skill: "Refleks" });
    expect(r.changes).toEqual(["Refleks 2 → 3 za 3 PD (zostaje 7)"]);
    const after = noteText(app, KAMILA);
    expect(parts(after).fm.experience).toBe(7);
    expect(after).toContain("- Refleks (Ciało) +3 (6)");
    await plugin.actions.undo();
    expect(noteText(app, KAMILA)).toBe(before);
  });

  it("spending PD refuses when there is not enough, and Magia is never bought", async () => {
    const { plugin } = loaded;
    expect((await plugin.actions.spendExperience(KAMILA, { kind: "attribute", attribute: "body" })).reason).toBe(
      "Za mało PD: Ciało 3 → 4 kosztuje 7, a jest 0.",
    );
    expect((await plugin.actions.spendExperience(KAMILA, { kind: "attribute", attribute: "magic" })).ok).toBe(false);
  });

  it("a note whose YAML does not parse is never written; the user is told which and why", async () => {
    const broken =
      "---\ntags: [pc\nhealth: 3\n---\n### Atrybuty\n\n| Ciało | Umysł | Dusza | Magia |\n|---|---|---|---|\n| 2 | 2 | 2 | IV |\n";
    const { app, plugin } = await loadPlugin({ ...loaded.files, "player-characters/Zepsuty.md": broken });
    const r = await plugin.actions.adjust("player-characters/Zepsuty.md", "health", -1);
    expect(r.ok).toBe(false);
    expect(notices.at(-1)).toMatch(
      /^Nie zapisuję „player-characters\/Zepsuty\.md”: jej frontmatter się nie parsuje \(YAML się nie parsuje/,
    );
    expect(noteText(app, "player-characters/Zepsuty.md")).toBe(broken);
  });
});

describe("the commands", () => {
  it("are all sentence case with no default hotkeys", () => {
    const names = [...loaded.app.commands.values()].map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "Długi odpoczynek",
        "Krótki odpoczynek",
        "Odetchnięcie",
        "Otwórz kartę postaci",
        "Zadaj obrażenia…",
        "Rzuć na inicjatywę",
        "Uzupełnij statystyki",
        "Rzuć kośćmi…",
      ]),
    );
    for (const c of loaded.app.commands.values()) expect(c.hotkeys).toBeUndefined();
  });

  it("command names are sentence case in Polish and in English", async () => {
    const { setLanguage, t } = await import("../i18n/i18n");
    const keys = [
      "rollPromptCommand",
      "openRollLog",
      "openSheet",
      "dealDamage",
      "fillStats",
      "newTurnCommand",
      "longRest",
      "shortRest",
      "breather",
      "rollInitiative",
      "undoLast",
      "wholeParty",
    ] as const;
    for (const lang of ["pl", "en"] as const) {
      setLanguage(lang);
      for (const key of keys) {
        const [first = "", ...rest] = t(key).split(" ");
        expect(first[0], `${lang}:${key}`).toBe(
          key === "wholeParty" ? first[0]?.toLowerCase() : first[0]?.toUpperCase(),
        );
        for (const word of rest) expect(word, `${lang}:${key}`).toBe(word.toLowerCase());
      }
    }
    setLanguage("pl");
  });

  it("character commands are enabled only with a character at hand", () => {
    const { app } = loaded;
    expect(app.commands.get("hbm-rpg:long-rest")?.checkCallback?.(true)).toBe(false);
    app.workspace.setActiveFile(app.vault.getAbstractFileByPath(KAMILA) as TFile);
    expect(app.commands.get("hbm-rpg:long-rest")?.checkCallback?.(true)).toBe(true);
  });

  it("Długi odpoczynek for the sheet's character", async () => {
    const { app, plugin } = loaded;
    await plugin.actions.damage(KAMILA, { amount: 5, kind: "environmental" });
    app.workspace.setActiveFile(app.vault.getAbstractFileByPath(KAMILA) as TFile);
    await command(app, "long-rest");
    expect(parts(noteText(app, KAMILA)).fm.health).toBe(16);
    expect(notices.at(-1)).toBe("Kamila Wróbel: Długi odpoczynek · Żywotność: 11 → 16/16Cofnij");
  });

  it("Długi odpoczynek for the whole party (#pc) summarises each member, one Cofnij for all", async () => {
    const { app } = loaded;
    await command(app, "long-rest-party");
    const summary = notices.at(-1)!;
    expect(summary).toMatch(/^Długi odpoczynek drużyny/);
    expect(summary).toContain("Elneran: Żywotność: 0 → 14/14");
    expect(summary).toContain("Kamila Wróbel: bez zmian");
    expect(parts(noteText(app, "player-characters/Elneran.md")).fm).toMatchObject({ health: 14, conditions: [] });
    expect(parts(noteText(app, "player-characters/Elneran.md")).fm.dying).toBeUndefined();
  });

  it("Rzuć na inicjatywę: the party in order, shown and logged", async () => {
    const { app, plugin } = loaded;
    await command(app, "roll-initiative");
    expect(notices.at(-1)).toMatch(/^Inicjatywa → 1\. .* 2\. .* 3\. /);
    expect(plugin.rollLog.list()[0]?.label).toBe("Rzuć na inicjatywę");
  });

  it("Nowa tura: Zapał +1", async () => {
    const { app, plugin } = loaded;
    const file = app.vault.getAbstractFileByPath(KAMILA) as TFile;
    await app.fileManager.processFrontMatter(file, (fm) => (fm.zeal = 0));
    await plugin.actions.newTurn(KAMILA);
    expect(parts(noteText(app, KAMILA)).fm.zeal).toBe(1);
  });

  it("Nowa tura for a dying character prompts for the Test Przeżycia, with a button that rolls it", async () => {
    const { plugin } = loaded;
    const r = await plugin.actions.newTurn("player-characters/Elneran.md");
    expect(r.survivalTestDue).toBe(true);
    expect(notices.at(-1)).toBe("Elneran: Umierający: na początku tury Test Przeżycia. Test Przeżycia");
  });

  it("Test Przeżycia for a dying character writes its outcome", async () => {
    const { app, plugin } = loaded;
    plugin.actions.rng = scriptedRandom([6, 6, 6]); // Elneran: Ciało 2 + Wytrzymałość 1, test 4:2
    const r = await plugin.actions.survival("player-characters/Elneran.md");
    expect(r.roll).toMatchObject({ passed: true, threshold: 4, required: 2 });
    expect(parts(noteText(app, "player-characters/Elneran.md")).fm).toMatchObject({ conditions: ["Nieprzytomny"] });
  });

  it("Cofnij ostatnią zmianę postaci is enabled only after a change", async () => {
    const { app, plugin } = loaded;
    expect(app.commands.get("hbm-rpg:undo-character-change")?.checkCallback?.(true)).toBe(false);
    await plugin.actions.adjust(KAMILA, "health", -1);
    await command(app, "undo-character-change");
    expect(parts(noteText(app, KAMILA)).fm.health).toBeUndefined();
  });
});
