import { Modal, Notice, type App } from "obsidian";
import type { EncounterStore } from "./store";
import { et } from "./strings";

/**
 * "Zapomnij zachowany stan postaci unikalnej" (docs/en/encounters.md, unique characters): the
 * campaign note's kept unique NPCs, one button each; the chosen one's entry goes
 * (undoable with Cofnij), the next fight starts it from its stat block.
 */
export class ResetUniqueModal extends Modal {
  constructor(
    app: App,
    private readonly store: EncounterStore,
    private readonly names: (path: string) => string,
  ) {
    super(app);
  }

  override onOpen(): void {
    const { contentEl } = this;
    contentEl.empty();
    contentEl.addClass("hbm-reset-unique");
    const note = this.store.campaignPath() ?? "—";
    const kept = [...this.store.kept().kept.keys()];
    if (!kept.length) {
      contentEl.createEl("p", { text: et("resetNone", { note }) });
      return;
    }
    contentEl.createEl("h3", { text: et("resetPick") });
    const list = contentEl.createDiv({ cls: "hbm-reset-unique-list" });
    for (const path of kept) {
      const name = this.names(path);
      const b = list.createEl("button", { text: name, attr: { type: "button" } });
      b.addEventListener("click", () => {
        void this.store.resetUnique(path, name, `${et("resetCommand")}: ${name}`).then((r) => {
          new Notice(r.message);
          if (r.ok) this.close();
        });
      });
    }
  }

  override onClose(): void {
    this.contentEl.empty();
  }
}
