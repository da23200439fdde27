// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { notices, TFile } from "../../../test/obsidian-mock";
import { loadPlugin, noteText, readVault, settle, TEST_VAULT } from "../../../test/harness";
import { parts } from "../../../test/frontmatter";
import { scriptedRandom } from "../../core/dice";
import { DamageModal } from "./damage-modal";
import { HbmSettingTab } from "../settings/settings";

const KAMILA = "player-characters/Kamila Wróbel.md";
const ELNERAN = "player-characters/Elneran.md";

function fill(root: HTMLElement, selector: string, value: string): void {
  const input = root.querySelector<HTMLInputElement>(selector)!;
  input.value = value;
  input.dispatchEvent(new Event("input"));
}

/** Open the damage dialog on Kamila, fill successes and a weapon, and apply. */
async function applyWeapon(successes: string, weapon: string, faces: number[] = []) {
  const { app, plugin } = await loadPlugin();
  plugin.actions.rng = scriptedRandom(faces);
  const modal = new DamageModal(app as never, plugin, KAMILA);
  modal.open();
  fill(modal.contentEl, ".hbm-damage-successes", successes);
  fill(modal.contentEl, ".hbm-damage-weapon", weapon);
  modal.contentEl.querySelector<HTMLButtonElement>("button.mod-cta")!.click();
  await settle(10);
  return { app, modal };
}

describe("Zadaj obrażenia…", () => {
  it("a weapon formula with successes runs the pipeline; the dialog closes and the Notice states each layer", async () => {
    const { app, modal } = await applyWeapon("3", "S+1k6", [4]);
    expect(modal.result.join("\n")).toBe("S+1k6 (S=3) = 7\nObrażenia 7: Pancerz 1, Żywotność 6\nŻywotność: 16 → 10/16");
    expect(modal.applied).toBe(true);
    expect(modal.contentEl.childElementCount).toBe(0);
    expect(notices.at(-1)).toBe(
      "Kamila Wróbel: S+1k6 (S=3) = 7 · Obrażenia 7: Pancerz 1, Żywotność 6 · Żywotność: 16 → 10/16Cofnij",
    );
    expect(parts(noteText(app, KAMILA)).fm.health).toBe(10);
  });

  it("one hit per confirm: clicking Zadaj three times and pressing Enter applies the hit once (issue: 14 → 6 → 0)", async () => {
    const { app, plugin } = await loadPlugin();
    const modal = new DamageModal(app as never, plugin, KAMILA);
    modal.open();
    fill(modal.contentEl, ".hbm-damage-amount", "9");
    const button = modal.contentEl.querySelector<HTMLButtonElement>("button.mod-cta")!;
    const amount = modal.contentEl.querySelector<HTMLInputElement>(".hbm-damage-amount")!;
    button.click();
    button.click();
    amount.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    button.click();
    await settle(10);
    expect(parts(noteText(app, KAMILA)).fm.health).toBe(8);
  });

  it("Enter confirms", async () => {
    const { app, plugin } = await loadPlugin();
    const modal = new DamageModal(app as never, plugin, KAMILA);
    modal.open();
    fill(modal.contentEl, ".hbm-damage-amount", "4");
    modal.contentEl
      .querySelector<HTMLInputElement>(".hbm-damage-amount")!
      .dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    await settle(10);
    expect(parts(noteText(app, KAMILA)).fm.health).toBe(13);
    expect(modal.applied).toBe(true);
    expect(modal.contentEl.childElementCount).toBe(0);
  });

  it("starts from the character's Runiczny Pancerz and Magiczna Osłona (docs/en/rules.md Damage)", async () => {
    const { app, plugin } = await loadPlugin();
    const subject = plugin.actions.subject(KAMILA)!;
    vi.spyOn(plugin.actions, "subject").mockReturnValue({
      ...subject,
      base: { ...subject.base, runicArmor: 2, magicShield: 3 },
    });
    const modal = new DamageModal(app as never, plugin, KAMILA);
    modal.open();
    expect(modal.contentEl.querySelector<HTMLInputElement>(".hbm-damage-runic")!.value).toBe("2");
    expect(modal.contentEl.querySelector<HTMLInputElement>(".hbm-damage-shield")!.value).toBe("3");
    fill(modal.contentEl, ".hbm-damage-amount", "8");
    await modal.confirm();
    expect(modal.result[1]).toBe("Obrażenia 8: Runiczny Pancerz 2, Magiczna Osłona 3, Pancerz 1, Żywotność 2");
    expect(parts(noteText(app, KAMILA)).fm.health).toBe(14);
  });

  /** Elneran holding one spell's weapon change hits Kamila for S=3 with S+1k6 (the die a 4) through the dialog. */
  async function hitByElneran(
    spell: string,
    change: string,
    how: { attacker: string; ranged?: boolean },
  ): Promise<{ result: string[]; health: unknown; attackers: (string | null)[] }> {
    const files = readVault(TEST_VAULT);
    const held = `effects:\n  - name: ${spell}\n    until: scene\n    stat:\n      - { stat: weaponDamage, ${change} }`;
    const { app, plugin } = await loadPlugin({
      ...files,
      [ELNERAN]: files[ELNERAN]!.replace("status: active", `status: active\n${held}`),
    });
    plugin.actions.rng = scriptedRandom([4]);
    const modal = new DamageModal(app as never, plugin, KAMILA);
    modal.open();
    const select = modal.contentEl.querySelector<HTMLSelectElement>(".hbm-damage-attacker")!;
    const attackers = [...select.options].map((o) => o.textContent);
    select.value = how.attacker;
    select.dispatchEvent(new Event("change"));
    const box = modal.contentEl.querySelector<HTMLInputElement>(".hbm-damage-ranged")!;
    box.checked = !!how.ranged;
    box.dispatchEvent(new Event("change"));
    fill(modal.contentEl, ".hbm-damage-successes", "3");
    fill(modal.contentEl, ".hbm-damage-weapon", "S+1k6");
    await modal.confirm();
    return { result: modal.result, health: parts(noteText(app, KAMILA)).fm.health, attackers };
  }

  it("a spell on the attacker's weapon (Ognista Powłoka on Elneran) adds its 2 magical points past Pancerz, named", async () => {
    const cloak = ["Ognista Powłoka", "add: 2, magical: true"] as const;
    const plain = await hitByElneran(...cloak, { attacker: "" });
    const cloaked = await hitByElneran(...cloak, { attacker: ELNERAN });
    expect(cloaked.attackers).toEqual(["—", "Elneran"]);
    expect(plain.health).toBe(10);
    // 7 through Pancerz 1 takes 6; the spell's 2 skip it.
    expect(cloaked.health).toBe(8);
    expect(cloaked.result[0]).toBe("S+1k6 (S=3) = 7 · Ognista Powłoka: +2 magiczne (bez Pancerza)");
  });

  it("Fanatyczne Poświęcenie on the attacker doubles the melee hit, past Pancerz, as the tracker's damage step does", async () => {
    const zeal = [
      "Fanatyczne Poświęcenie",
      "multiply: 2, dealsMagical: true, ignoresArmor: true, melee: true",
    ] as const;
    const melee = await hitByElneran(...zeal, { attacker: ELNERAN });
    // 3 + 4 = 7, ×2 = 14, Pancerz skipped: Kamila's 16 Żywotności fall to 2.
    expect(melee.health).toBe(2);
    expect(melee.result[0]).toContain("Fanatyczne Poświęcenie: obrażenia ×2");
    const ranged = await hitByElneran(...zeal, { attacker: ELNERAN, ranged: true });
    expect(ranged.health).toBe(10);
  });

  it("a melee-only spell on the weapon (Święta Stal) adds nothing to a ranged attack", async () => {
    const hit = await hitByElneran("Święta Stal", "add: 1, magical: true, melee: true", {
      attacker: ELNERAN,
      ranged: true,
    });
    expect(hit.result[0]).toBe("S+1k6 (S=3) = 7");
    expect(hit.health).toBe(10);
  });

  it("with no spell on anyone's weapon the dialog offers no attacker", async () => {
    const { app, plugin } = await loadPlugin();
    const modal = new DamageModal(app as never, plugin, KAMILA);
    modal.open();
    expect(modal.contentEl.querySelector(".hbm-damage-attacker")).toBeNull();
  });

  it("a bad formula is a Polish message and nothing is written", async () => {
    const { app, modal } = await applyWeapon("3", "<b>miecz</b>");
    expect(modal.contentEl.querySelector(".hbm-damage-result")?.textContent).toMatch(
      /Nie rozumiem obrażeń broni „<b>miecz<\/b>”/,
    );
    expect(modal.contentEl.querySelector("b")).toBeNull();
    expect(parts(noteText(app, KAMILA)).fm.health).toBeUndefined();
  });
});

describe("settings", () => {
  it("the rules decisions can be changed: Test Przeżycia on Dusza + Determinacja, no Zapał from a long rest", async () => {
    const { app, plugin } = await loadPlugin();
    plugin.settings.survivalPool = "soul-determination";
    plugin.settings.longRestRestoresZeal = false;
    plugin.actions.rng = scriptedRandom([6, 6, 6]);
    const r = await plugin.actions.survival("player-characters/Elneran.md"); // Dusza 2 + Determinacja 0 = 2 dice
    expect(r.roll).toMatchObject({ pool: 2 });
    const file = app.vault.getAbstractFileByPath(KAMILA) as TFile;
    await app.fileManager.processFrontMatter(file, (fm) => (fm.zeal = 0));
    await plugin.actions.rest(KAMILA, "long");
    expect(parts(noteText(app, KAMILA)).fm.zeal).toBe(0);
  });

  it("no heading at the top; party, note log and language, saved to plugin data", async () => {
    const { app, plugin } = await loadPlugin({});
    const tab = new HbmSettingTab(app as never, plugin);
    tab.display();
    expect(tab.containerEl.querySelector("h1, h2, h3, .setting-item-heading")).toBeNull();
    expect([...tab.containerEl.querySelectorAll(".setting-item-name")].map((n) => n.textContent)).toEqual([
      "Drużyna",
      "Zapisuj rzuty w notatce",
      "Język",
      "Pula Testu Przeżycia",
      "Długi odpoczynek przywraca Zapał",
      "Szablon postaci",
      "Folder postaci",
      "Notatka kampanii",
    ]);
    const toggle = tab.containerEl.querySelector<HTMLInputElement>("input[type=checkbox]")!;
    toggle.checked = true;
    toggle.dispatchEvent(new Event("change"));
    await settle();
    expect((plugin as unknown as { data: { logRollsInNote: boolean } }).data.logRollsInNote).toBe(true);
  });

  it("language: English when chosen, Polish by default", async () => {
    const { app, plugin } = await loadPlugin({});
    const tab = new HbmSettingTab(app as never, plugin);
    tab.display();
    const select = tab.containerEl.querySelector<HTMLSelectElement>("select")!;
    select.value = "en";
    select.dispatchEvent(new Event("change"));
    await settle();
    expect([...tab.containerEl.querySelectorAll(".setting-item-name")].map((n) => n.textContent)).toEqual([
      "Party",
      "Log rolls in the note",
      "Language",
      "Survival test pool",
      "A long rest restores zeal",
      "Character template",
      "Character folder",
      "Campaign note",
    ]);
    select.value = "pl";
    select.dispatchEvent(new Event("change"));
    await settle();
  });
});
