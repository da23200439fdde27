import { Setting, type App } from "obsidian";
import { learnRefusal } from "../../core/play";
import { fold } from "../../core/text/normalize";
import { say } from "../i18n/i18n";
import type { PluginHost } from "../host";
import { learnSpell, learnSpellOf } from "./between-actions";
import { bt } from "./between-strings";
import { TestDialog, type TsMemory } from "./test-dialog";

const last: TsMemory = { threshold: "4", required: "5" };

/**
 * Naucz się zaklęcia (book l. 1095; docs/en/rules.md "Between sessions"): a spell the character does
 * not know, the GM's T:S, the practice's pool; what its requirements refuse is said at once.
 */
export class LearnSpellModal extends TestDialog {
  protected readonly prefix = "hbm-learn";
  private spell: string;
  private practice: "magic" | "soul" = "magic";
  private override = false;

  constructor(
    app: App,
    private readonly plugin: PluginHost,
    private readonly path: string,
  ) {
    super(app);
    this.spell = this.spells()[0]?.path ?? "";
  }

  /** The vault's spells not yet in the character's Zaklęcia, by name. */
  private spells(): Array<{ name: string; path: string }> {
    const known = this.plugin.actions.subject(this.path)?.knownSpells ?? [];
    return this.plugin.vaultIndex.index
      .spells()
      .filter((s) => !known.includes(s.path) && !known.includes(fold(s.name)))
      .map((s) => ({ name: s.name, path: s.path }))
      .sort((a, b) => a.name.localeCompare(b.name, "pl"));
  }

  override onOpen(): void {
    const { contentEl } = this;
    contentEl.addClass("hbm-learn");
    this.setTitle(bt("learnTitle"));
    const subject = this.plugin.actions.subject(this.path);
    const name = subject?.name ?? this.path;
    const spells = this.spells();
    if (spells.length === 0) {
      contentEl.createDiv({ cls: "hbm-learn-error hbm-error", text: bt("learnNone", { name }) });
      return;
    }
    new Setting(contentEl).setName(bt("who")).setDesc(name);
    new Setting(contentEl).setName(bt("learnSpell")).addDropdown((d) => {
      for (const s of spells) d.addOption(s.path, s.name);
      d.setValue(this.spell).onChange((v) => {
        this.spell = v;
        this.check();
      });
      d.selectEl.addClass("hbm-learn-spell");
    });
    this.tsFields(bt("learnTs"), bt("learnTsDesc"), last);
    new Setting(contentEl).setName(bt("learnPractice")).addDropdown((d) => {
      d.addOption("magic", bt("learnPracticeMagic"));
      d.addOption("soul", bt("learnPracticeSoul"));
      d.setValue(this.practice).onChange((v) => (this.practice = v === "soul" ? "soul" : "magic"));
      d.selectEl.addClass("hbm-learn-practice");
    });
    new Setting(contentEl).setName(bt("learnOverride")).addToggle((t) => {
      t.setValue(this.override).onChange((v) => {
        this.override = v;
        this.check();
      });
      t.toggleEl.addClass("hbm-learn-override");
    });
    this.foot(bt("learnConfirm"));
    this.check();
  }

  /** What would refuse the chosen spell (requirements, superspell), said before the roll. */
  private check(): void {
    const subject = this.plugin.actions.subject(this.path);
    const spell = learnSpellOf(this.plugin.vaultIndex.index, this.spell, this.path, this.path);
    const refusal = subject && spell ? learnRefusal(subject, spell, this.override) : null;
    this.errorEl?.setText(refusal ? say(refusal) : "");
    this.errorEl?.toggleClass("hbm-error", !!refusal);
  }

  confirm(): Promise<void> {
    return this.submit(last, (ts) =>
      learnSpell(this.plugin.actions, this.plugin.vaultIndex.index, this.path, {
        spell: this.spell,
        ...ts,
        practice: this.practice,
        override: this.override,
      }),
    );
  }
}
