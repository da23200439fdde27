import { Modal, Notice, type App } from "obsidian";
import { casterValues, type Action } from "../../core/play";
import type { RollResult } from "../../core/roll";
import { partyMembers } from "../../core/vault/index";
import type { PluginHost } from "../host";
import { messages } from "../i18n/i18n";

const st = messages({
  pl: {
    applyTo: "Zastosuj do…",
    title: "Zastosuj: {spell}",
    intro: "{caster}: {n} sukc. Wybierz postacie, na które działa zaklęcie.",
    apply: "Zastosuj",
    none: "Nie wybrano nikogo.",
    noSpell: "Nie ma notatki zaklęcia „{spell}”.",
    noCaster: "Nie wiadomo, kto rzucił „{spell}”.",
    noCharacters: "W skarbcu nie ma kart postaci graczy.",
  },
  en: {
    applyTo: "Apply to…",
    title: "Apply: {spell}",
    intro: "{caster}: {n} successes. Pick the characters the spell reaches.",
    apply: "Apply",
    none: "No one picked.",
    noSpell: "There is no spell note “{spell}”.",
    noCaster: "It is not known who cast “{spell}”.",
    noCharacters: "The vault has no player character notes.",
  },
});

type SpellResult = Extract<RollResult, { type: "spell" }>;

/**
 * "Zastosuj do…" on a successful spell's result outside the tracker (a block line, the sheet's
 * Zaklęcia tab; issue 26 item 3): the player picks characters, and each gets the spell's effects
 * through the one apply() path (play's `spellEffects`), one undoable action per character.
 */
export function spellTargetsButton(
  parent: HTMLElement,
  plugin: PluginHost,
  result: RollResult,
  casterPath: string | null,
  sourcePath: string,
): void {
  if (result.type !== "spell" || !result.passed) return;
  const b = parent.createEl("button", {
    cls: "hbm-apply-spell",
    text: st("applyTo"),
    attr: { type: "button" },
  });
  b.addEventListener("click", () => new SpellTargetsModal(plugin.app, plugin, result, casterPath, sourcePath).open());
}

export class SpellTargetsModal extends Modal {
  private readonly picked = new Set<string>();
  private busy = false;

  constructor(
    app: App,
    private readonly plugin: PluginHost,
    private readonly result: SpellResult,
    private readonly casterPath: string | null,
    private readonly sourcePath: string,
  ) {
    super(app);
  }

  /** The party first, then every other player character of the vault. */
  private characters(): Array<{ path: string; name: string }> {
    const index = this.plugin.vaultIndex.index;
    const party = partyMembers(index, this.plugin.settings.party).filter((c) => c.kind === "pc");
    const rest = index.characters().filter((c) => c.kind === "pc" && !party.some((p) => p.path === c.path));
    return [...party, ...rest].map((c) => ({ path: c.path, name: c.name }));
  }

  /** The spellEffects action this cast gives every target, or why there is none. */
  private action(): Action | string {
    const index = this.plugin.vaultIndex.index;
    const spell = index.findSpell({ kind: "name", name: this.result.spell }, this.sourcePath);
    if (!spell) return st("noSpell", { spell: this.result.spell });
    const path =
      this.casterPath ??
      (this.result.character ? index.findCharacter(this.result.character, this.sourcePath)?.path : undefined);
    const caster = path ? this.plugin.actions.subject(path) : null;
    if (!caster) return st("noCaster", { spell: this.result.spell });
    return {
      kind: "spellEffects",
      spell: { name: spell.name, path: spell.path },
      effects: spell.effects.effects,
      duration: spell.effects.duration,
      casterSuccesses: this.result.successes,
      caster: casterValues(caster),
    };
  }

  override onOpen(): void {
    const { contentEl } = this;
    contentEl.addClass("hbm-spell-targets");
    this.setTitle(st("title", { spell: this.result.spell }));
    const action = this.action();
    if (typeof action === "string") {
      contentEl.createDiv({ cls: "hbm-error", text: action });
      return;
    }
    const characters = this.characters();
    if (!characters.length) {
      contentEl.createDiv({ cls: "hbm-error", text: st("noCharacters") });
      return;
    }
    contentEl.createDiv({
      cls: "hbm-hint",
      text: st("intro", { caster: this.result.character ?? "", n: this.result.successes }),
    });
    const list = contentEl.createDiv({ cls: "hbm-spell-targets-list" });
    for (const c of characters) {
      const row = list.createEl("label", { cls: "hbm-cast-target" });
      const box = row.createEl("input", { attr: { type: "checkbox", "data-path": c.path } });
      box.addEventListener("change", () => (box.checked ? this.picked.add(c.path) : this.picked.delete(c.path)));
      row.createSpan({ text: c.name });
    }
    const go = contentEl.createEl("button", { cls: "mod-cta hbm-spell-targets-go", text: st("apply") });
    go.addEventListener("click", () => void this.apply(action));
  }

  private async apply(action: Action): Promise<void> {
    if (this.busy) return;
    if (this.picked.size === 0) {
      new Notice(st("none"));
      return;
    }
    this.busy = true;
    try {
      for (const path of this.picked) await this.plugin.actions.act(path, action, this.result.spell);
    } finally {
      this.busy = false;
      this.close();
    }
  }

  override onClose(): void {
    this.contentEl.empty();
  }
}
