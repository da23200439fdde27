// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { PluginSettingTab } from "../../../test/obsidian-mock";
import { loadPlugin, settle } from "../../../test/harness";
import { HbmSettingTab } from "./settings";

type Definition = {
  name: string;
  desc: string;
  control: { type: string; key: string; options?: Record<string, string> };
};
const definitionsOf = (tab: HbmSettingTab) => tab.getSettingDefinitions() as unknown as Definition[];
const savedData = (plugin: unknown) => (plugin as { data: Record<string, unknown> }).data;

async function openTab() {
  const { app, plugin } = await loadPlugin({});
  const tab = app.settingTabs.find((t: PluginSettingTab) => t instanceof HbmSettingTab) as unknown as HbmSettingTab;
  return { plugin, tab };
}

describe("Settings in Obsidian 1.13's settings search (getSettingDefinitions), the older tab drawing the same rows", () => {
  it("the plugin registers its tab and Obsidian receives one definition per setting, with its key, kind and Polish name", async () => {
    const { tab } = await openTab();
    expect(tab).toBeInstanceOf(HbmSettingTab);
    const defs = definitionsOf(tab);
    expect(defs.map((d) => [d.control.key, d.control.type])).toEqual([
      ["party", "text"],
      ["logRollsInNote", "toggle"],
      ["language", "dropdown"],
      ["survivalPool", "dropdown"],
      ["longRestRestoresZeal", "toggle"],
      ["creationTemplate", "text"],
      ["creationFolder", "text"],
      ["campaignNote", "text"],
    ]);
    expect(defs[0]?.name).toBe("Drużyna");
    expect(defs.every((d) => d.desc.length > 0)).toBe(true);
    // addSettingTab ran update(), as Obsidian 1.13 does: its search index holds the same rows.
    expect((tab as unknown as { settingItems: unknown[] }).settingItems).toHaveLength(defs.length);
  });

  it("display() (Obsidian before 1.13) draws the same names, in the same order, as the definitions", async () => {
    const { tab } = await openTab();
    // What Obsidian before 1.13 calls (deprecated from 1.13 on, so reached through a plain type).
    (tab as { display(): void }).display();
    const drawn = [...tab.containerEl.querySelectorAll(".setting-item-name")].map((n) => n.textContent);
    expect(drawn).toEqual(definitionsOf(tab).map((d) => d.name));
  });

  it("a value set by Obsidian's own control is cleaned as the typed one is and saved to plugin data", async () => {
    const { plugin, tab } = await openTab();
    expect(tab.getControlValue("campaignNote")).toBe("Kampania.md");
    await tab.setControlValue("campaignNote", "  ");
    await tab.setControlValue("creationFolder", "postacie//gracze/");
    await tab.setControlValue("logRollsInNote", true);
    await settle();
    expect(savedData(plugin)).toMatchObject({
      campaignNote: "Kampania.md",
      creationFolder: "postacie/gracze",
      logRollsInNote: true,
    });
    expect(tab.getControlValue("logRollsInNote")).toBe(true);
  });

  it("choosing English through Obsidian's control renames every definition (update() runs with the new names)", async () => {
    const { tab } = await openTab();
    await tab.setControlValue("language", "en");
    await settle();
    const items = (tab as unknown as { settingItems: Definition[] }).settingItems;
    expect(items.map((d) => d.name)).toContain("Campaign note");
    expect(items.map((d) => d.name)).not.toContain("Notatka kampanii");
    await tab.setControlValue("language", "pl");
  });
});
