import { Setting, type App } from "obsidian";
import { canBrew, ingredientLine, scaledIngredients } from "../../core/play";
import type { PluginHost } from "../host";
import { brew, brewElixirOf } from "./between-actions";
import { bt } from "./between-strings";
import { TestDialog, whole, type TsMemory } from "./test-dialog";

/** The dialog remembers the last T:S (docs/en/rules.md Decision (brewing)). */
const last: TsMemory = { threshold: "4", required: "3" };

/**
 * Warz eliksir (docs/en/rules.md Decision (brewing)): the elixir, the doses, the GM's T:S; the
 * ingredients scaled to the doses and checked against Ekwipunek as the player types.
 */
export class BrewModal extends TestDialog {
  protected readonly prefix = "hbm-brew";
  private elixir: string;
  private doses = "1";
  private waive = false;
  private use = true;
  private override = false;
  private ingredientsEl: HTMLElement | null = null;

  constructor(
    app: App,
    private readonly plugin: PluginHost,
    private readonly path: string,
    elixir: string | null = null,
  ) {
    super(app);
    this.elixir = elixir ?? this.elixirs()[0] ?? "";
  }

  /**
   * The elixirs of the character's discipline note (each `### Eliksir …`), by name; every
   * elixir of the vault when the note's discipline links to no note that has any.
   */
  private elixirs(): string[] {
    const index = this.plugin.vaultIndex.index;
    const link = index.get(this.path)?.character?.details.discipline?.link;
    const note = link ? index.resolve(link, this.path)?.path : undefined;
    const all = index.elixirs();
    const own = all.filter((e) => e.path === note);
    return [...new Set((own.length ? own : all).map((e) => e.name))].sort((a, b) => a.localeCompare(b, "pl"));
  }

  override onOpen(): void {
    const { contentEl } = this;
    contentEl.addClass("hbm-brew");
    this.setTitle(bt("brewTitle"));
    const elixirs = this.elixirs();
    if (elixirs.length === 0) {
      contentEl.createDiv({ cls: "hbm-brew-error hbm-error", text: bt("brewNoElixirs") });
      return;
    }
    const subject = this.plugin.actions.subject(this.path);
    new Setting(contentEl).setName(bt("who")).setDesc(subject?.name ?? this.path);
    new Setting(contentEl).setName(bt("brewElixir")).addDropdown((d) => {
      for (const e of elixirs) d.addOption(e, e);
      d.setValue(this.elixir).onChange((v) => {
        this.elixir = v;
        this.showIngredients();
      });
      d.selectEl.addClass("hbm-brew-elixir");
    });
    new Setting(contentEl).setName(bt("brewDoses")).addText((text) => {
      text.inputEl.type = "number";
      text.inputEl.min = "1";
      text.inputEl.addClass("hbm-brew-doses");
      text.setValue(this.doses).onChange((v) => {
        this.doses = v;
        this.showIngredients();
      });
    });
    this.tsFields(bt("brewTs"), bt("brewTsDesc"), last);
    this.ingredientsEl = contentEl.createDiv({ cls: "hbm-brew-ingredients" });
    new Setting(contentEl)
      .setName(bt("brewUse"))
      .addToggle((t) => t.setValue(this.use).onChange((v) => (this.use = v)));
    new Setting(contentEl).setName(bt("brewWaive")).addToggle((t) => {
      t.setValue(this.waive).onChange((v) => (this.waive = v));
      t.toggleEl.addClass("hbm-brew-waive");
    });
    if (subject && !canBrew(subject))
      new Setting(contentEl).setName(bt("brewOverride")).addToggle((t) => {
        t.setValue(this.override).onChange((v) => (this.override = v));
        t.toggleEl.addClass("hbm-brew-override");
      });
    this.foot(bt("brewConfirm"));
    this.showIngredients();
  }

  /** The elixir's Składniki, scaled to the doses, each marked as held or lacking. */
  private showIngredients(): void {
    const el = this.ingredientsEl;
    if (!el) return;
    el.empty();
    const elixir = brewElixirOf(this.plugin.vaultIndex.index, this.elixir);
    const doses = /^\s*\d+\s*$/.test(this.doses) ? Number(this.doses) : 1;
    el.createDiv({ cls: "hbm-brew-ingredients-title", text: bt("brewIngredients", { n: doses }) });
    const needs = elixir ? scaledIngredients(elixir.ingredients, elixir.ingredientDoses, doses) : [];
    if (needs.length === 0) {
      el.createDiv({ cls: "hbm-muted", text: bt("brewNoIngredients") });
      return;
    }
    const equipment = this.plugin.actions.subject(this.path)?.equipment ?? [];
    const list = el.createEl("ul");
    for (const i of needs) {
      const have = ingredientLine(equipment, i.name)?.quantity ?? 0;
      const need = `${i.name} ${i.needed}${i.unit ? ` ${i.unit}` : ""}`;
      list.createEl("li", {
        cls: have >= i.needed ? "hbm-brew-have" : "hbm-brew-lack",
        text: bt(have >= i.needed ? "brewHave" : "brewLack", { need, have }),
      });
    }
  }

  confirm(): Promise<void> {
    return this.submit(last, (ts) =>
      brew(this.plugin.actions, this.plugin.vaultIndex.index, this.path, {
        elixir: this.elixir,
        doses: whole(this.doses) ? Number(this.doses) : Number.NaN,
        ...ts,
        waiveMissing: this.waive,
        useIngredients: this.use,
        override: this.override,
      }),
    );
  }
}
