import { Modal, Setting, type App } from "obsidian";
import type { PluginHost } from "../host";
import { t } from "../i18n/i18n";

/**
 * "Przyznaj PD…" for the GM: a number of PD to one character or to the whole
 * party, one undoable action (one "Cofnij" for the party).
 */
export class AwardPdModal extends Modal {
  private amount = "";
  /** A character path, or "" for the party. */
  private who: string;
  private busy = false;

  constructor(
    app: App,
    private readonly plugin: PluginHost,
    private readonly character: string | null,
    private readonly party: string[],
  ) {
    super(app);
    this.who = character ?? "";
  }

  override onOpen(): void {
    const { contentEl } = this;
    contentEl.addClass("hbm-award-pd");
    this.setTitle(t("awardPdTitle"));
    const error = contentEl.createDiv({ cls: "hbm-award-error" });
    new Setting(contentEl)
      .setName(t("awardPdAmount"))
      .setDesc(t("awardPdAmountDesc"))
      .addText((text) => {
        text.inputEl.type = "number";
        text.inputEl.addClass("hbm-award-amount");
        text.onChange((v) => (this.amount = v));
        text.inputEl.addEventListener("keydown", (event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          void this.confirm(error);
        });
      });
    new Setting(contentEl).setName(t("awardPdWho")).addDropdown((d) => {
      const index = this.plugin.vaultIndex.index;
      if (this.character) d.addOption(this.character, index.get(this.character)?.character?.name ?? this.character);
      if (this.party.length) d.addOption("", `${t("wholeParty")} (${this.party.length})`);
      d.setValue(this.who).onChange((v) => (this.who = v));
      d.selectEl.addClass("hbm-award-who");
    });
    new Setting(contentEl).addButton((b) =>
      b
        .setButtonText(t("awardPdApply"))
        .setCta()
        .onClick(() => void this.confirm(error)),
    );
  }

  async confirm(error: HTMLElement): Promise<void> {
    if (this.busy) return;
    if (!/^\s*-?\d{1,4}\s*$/.test(this.amount)) {
      error.setText(t("awardPdBadAmount"));
      error.addClass("hbm-error");
      return;
    }
    this.busy = true;
    const n = Number(this.amount);
    const actions = this.plugin.actions;
    if (this.who) await actions.awardPd(this.who, n);
    else await actions.awardPdParty(this.party, n);
    this.busy = false;
    this.close();
  }

  override onClose(): void {
    this.contentEl.empty();
  }
}
