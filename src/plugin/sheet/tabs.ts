import type { SheetData } from "./context";
import { st } from "./strings";

export type TabId = "test" | "spells" | "equipment" | "talents" | "advance" | "notes";
export const TAB_LABEL: Record<TabId, Parameters<typeof st>[0]> = {
  test: "tabTest",
  spells: "tabSpells",
  equipment: "tabEquipment",
  talents: "tabTalents",
  advance: "tabAdvance",
  notes: "tabNotes",
};

/** The tabs a sheet has: a stat block has no Rozwój; Zaklęcia and Talenty only where there are some. */
export function tabsFor(d: SheetData): TabId[] {
  const form = d.character.forms[d.form];
  const tabs: TabId[] = ["test"];
  if (form?.spells.length) tabs.push("spells");
  tabs.push("equipment");
  if (form?.talents.length) tabs.push("talents");
  if (!d.npc) tabs.push("advance");
  tabs.push("notes");
  return tabs;
}

/** The open tab among those the sheet has (the first, Test, when the remembered one is gone). */
export function activeTab(d: SheetData, remembered: TabId): TabId {
  return tabsFor(d).includes(remembered) ? remembered : "test";
}

/** The tab strip: one button per tab, the open one marked; `choose` opens another. */
export function renderTabs(el: HTMLElement, d: SheetData, remembered: TabId, choose: (id: TabId) => void): void {
  const strip = el.createDiv({ cls: "hbm-tab-strip", attr: { role: "tablist", "aria-label": st("tabsLabel") } });
  const active = activeTab(d, remembered);
  for (const id of tabsFor(d)) {
    const count = id === "notes" && d.sheet.diagnostics.length ? ` (${d.sheet.diagnostics.length})` : "";
    const b = strip.createEl("button", {
      cls: `hbm-tab${id === active ? " is-active" : ""}`,
      text: st(TAB_LABEL[id]) + count,
      attr: { type: "button", role: "tab", "aria-selected": String(id === active), "data-tab": id },
    });
    b.addEventListener("click", () => choose(id));
  }
}
