import { Modal, Notice, Setting, type App } from "obsidian";
import { msg } from "../../core/play";
import { say } from "../i18n/i18n";
import type { PluginHost } from "../host";
import { bt } from "./between-strings";
import { cancelAndConfirm } from "./modal-buttons";

/**
 * "Przekaż przedmiot" (docs/en/rules.md Decision on giving): an Ekwipunek line, how many
 * and to whom; the character actions move it in one undoable action.
 */
export class GiveModal extends Modal {
  private item: string;
  private to: string;
  private quantity = "1";
  private busy = false;

  constructor(
    app: App,
    private readonly plugin: PluginHost,
    private readonly from: string,
    item: string | null,
  ) {
    super(app);
    this.item = item ?? this.items()[0]?.name ?? "";
    this.to = this.receivers()[0]?.path ?? "";
  }

  /** The giver's Ekwipunek lines with their counts. */
  private items(): ReadonlyArray<{ name: string; quantity: number }> {
    return this.plugin.actions.subject(this.from)?.equipment ?? [];
  }

  /** Every other player character. */
  private receivers(): Array<{ path: string; name: string }> {
    return this.plugin.vaultIndex.index
      .characters()
      .filter((c) => c.kind === "pc" && c.path !== this.from)
      .map((c) => ({ path: c.path, name: c.name }));
  }

  override onOpen(): void {
    const { contentEl } = this;
    contentEl.addClass("hbm-give");
    this.setTitle(bt("giveTitle"));
    const name = this.plugin.vaultIndex.index.get(this.from)?.character?.name ?? this.from;
    const items = this.items();
    const receivers = this.receivers();
    if (items.length === 0 || receivers.length === 0) {
      contentEl.createDiv({
        cls: "hbm-give-error hbm-error",
        text: items.length === 0 ? bt("giveNothing", { name }) : bt("giveNoOther"),
      });
      return;
    }
    new Setting(contentEl).setName(bt("giveFrom")).setDesc(name);
    new Setting(contentEl).setName(bt("giveItem")).addDropdown((d) => {
      for (const i of items) d.addOption(i.name, i.quantity > 1 ? `${i.name} ×${i.quantity}` : i.name);
      d.setValue(this.item).onChange((v) => (this.item = v));
      d.selectEl.addClass("hbm-give-item");
    });
    new Setting(contentEl).setName(bt("giveQuantity")).addText((text) => {
      text.inputEl.type = "number";
      text.inputEl.min = "1";
      text.inputEl.addClass("hbm-give-quantity");
      text.setValue(this.quantity).onChange((v) => (this.quantity = v));
    });
    new Setting(contentEl).setName(bt("giveTo")).addDropdown((d) => {
      for (const r of receivers) d.addOption(r.path, r.name);
      d.setValue(this.to).onChange((v) => (this.to = v));
      d.selectEl.addClass("hbm-give-to");
    });
    cancelAndConfirm(
      contentEl,
      bt("giveConfirm"),
      null,
      () => this.close(),
      () => void this.confirm(),
    );
  }

  async confirm(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    if (!/^\s*\d+\s*$/.test(this.quantity)) {
      new Notice(say(msg("refused.giveAmount", { n: this.quantity })));
      this.busy = false;
      return;
    }
    const r = await this.plugin.actions.give(this.from, this.to, this.item, Number(this.quantity));
    this.busy = false;
    if (r.ok) this.close();
  }

  override onClose(): void {
    this.contentEl.empty();
  }
}
