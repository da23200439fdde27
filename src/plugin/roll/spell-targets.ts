import { Modal, Notice, type App } from "obsidian";
import { isDead } from "../../core/encounter";
import { casterValues } from "../../core/play";
import type { RollResult } from "../../core/roll";
import { partyMembers } from "../../core/vault/index";
import { openFight, type OpenFight } from "../encounter/open-fight";
import { conditionChooser, overcastChooser, overcastPicked } from "../encounter/tracker-cast-overcast";
import type { PluginHost } from "../host";
import { messages } from "../i18n/i18n";
import { applySpell, type SpellApplication } from "./spell-targets-apply";

const st = messages({
  pl: {
    applyTo: "Zastosuj do…",
    title: "Zastosuj: {spell}",
    intro: "{caster}: {n} sukc. Wybierz cele zaklęcia.",
    pool: "Rzut: pula {dice}k6, T:S {threshold}:{required}, kości [{faces}]",
    fight: "Walka: {note}",
    party: "Postacie graczy",
    apply: "Zastosuj",
    none: "Nie wybrano nikogo.",
    noSpell: "Nie ma notatki zaklęcia „{spell}”.",
    noCaster: "Nie wiadomo, kto rzucił „{spell}”.",
    noCharacters: "W skarbcu nie ma kart postaci graczy.",
  },
  en: {
    applyTo: "Apply to…",
    title: "Apply: {spell}",
    intro: "{caster}: {n} successes. Pick the spell's targets.",
    pool: "Roll: pool {dice}d6, T:S {threshold}:{required}, dice [{faces}]",
    fight: "Fight: {note}",
    party: "Player characters",
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
 * Zaklęcia tab; issue 26 item 3): the player picks targets among the open fight's combatants (as
 * the tracker names them) and the player characters, makes the overcast choices the roll paid for,
 * and everyone picked gets the spell's effects in one undoable step (spell-targets-apply.ts).
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
  b.addEventListener("click", () => {
    const services = plugin.encounters;
    void (services ? openFight(plugin.app, services, sourcePath) : Promise.resolve(null)).then((fight) =>
      new SpellTargetsModal(plugin.app, plugin, result, casterPath, sourcePath, fight).open(),
    );
  });
}

export class SpellTargetsModal extends Modal {
  private readonly picked = new Set<string>();
  private readonly pickedFighters = new Set<string>();
  private readonly overcast: string[] = [];
  private condition = "";
  private busy = false;

  constructor(
    app: App,
    private readonly plugin: PluginHost,
    private readonly result: SpellResult,
    private readonly casterPath: string | null,
    private readonly sourcePath: string,
    private readonly fight: OpenFight | null = null,
  ) {
    super(app);
  }

  /** The party first, then every other player character of the vault; those in the fight are listed there. */
  private characters(): Array<{ path: string; name: string }> {
    const index = this.plugin.vaultIndex.index;
    const party = partyMembers(index, this.plugin.settings.party).filter((c) => c.kind === "pc");
    const rest = index.characters().filter((c) => c.kind === "pc" && !party.some((p) => p.path === c.path));
    const fighting = new Set(this.fighters().map((f) => f.path));
    return [...party, ...rest].filter((c) => !fighting.has(c.path)).map((c) => ({ path: c.path, name: c.name }));
  }

  /** The open fight's combatants who can be reached: in the fight (initiative rolled), not Martwy. */
  private fighters() {
    return (this.fight?.table.fighters ?? []).filter((f) => f.record && !isDead(f));
  }

  /** The cast as it was rolled, for everyone picked; or why it cannot be applied. */
  private application():
    Omit<SpellApplication, "effects" | "overcast" | "conditionChoice" | "fighters" | "characters"> | string {
    const index = this.plugin.vaultIndex.index;
    const r = this.result;
    const spell = index.findSpell({ kind: "name", name: r.spell }, this.sourcePath);
    if (!spell) return st("noSpell", { spell: r.spell });
    const path = this.casterPath ?? (r.character ? index.findCharacter(r.character, this.sourcePath)?.path : undefined);
    const caster = path ? this.plugin.actions.subject(path) : null;
    if (!path || !caster) return st("noCaster", { spell: r.spell });
    const values = casterValues(caster);
    const kind = index.characters().find((c) => c.path === path)?.kind === "pc" ? "pc" : "npc";
    return {
      action: {
        kind: "spellEffects",
        spell: { name: spell.name, path: spell.path },
        effects: spell.effects.effects,
        duration: spell.effects.duration,
        casterSuccesses: r.successes,
        caster: values,
      },
      applied: {
        caster: { name: caster.name, path, kind, values },
        spell: spell.name,
        test: { dice: r.pool, threshold: r.threshold, required: r.required, faces: r.faces, successes: r.successes },
        paidLevels: r.overcast ?? 0,
      },
    };
  }

  override onOpen(): void {
    this.contentEl.addClass("hbm-spell-targets");
    this.setTitle(st("title", { spell: this.result.spell }));
    this.draw();
  }

  private draw(): void {
    const { contentEl } = this;
    contentEl.empty();
    const found = this.application();
    if (typeof found === "string") {
      contentEl.createDiv({ cls: "hbm-error", text: found });
      return;
    }
    const self = found.action.effects.length > 0 && this.spellEffects()?.targets.kind === "self";
    const mine = (path: string | null) => !self || path === found.applied.caster.path;
    const fighters = this.fighters().filter((f) => mine(f.path));
    const characters = this.characters().filter((c) => mine(c.path));
    if (!characters.length && !fighters.length) {
      contentEl.createDiv({ cls: "hbm-error", text: st("noCharacters") });
      return;
    }
    const r = this.result;
    contentEl.createDiv({ cls: "hbm-hint", text: st("intro", { caster: r.character ?? "", n: r.successes }) });
    contentEl.createDiv({
      cls: "hbm-hint hbm-spell-targets-pool",
      text: st("pool", { dice: r.pool, threshold: r.threshold, required: r.required, faces: r.faces.join(" ") }),
    });
    if (fighters.length && this.fight) {
      const box = this.group(st("fight", { note: this.fight.name }), "hbm-spell-targets-fight");
      for (const f of fighters) this.checkbox(box, f.name, "data-id", f.id, this.pickedFighters);
    }
    if (characters.length) {
      const box = this.group(fighters.length ? st("party") : null, "hbm-spell-targets-list");
      for (const c of characters) this.checkbox(box, c.name, "data-path", c.path, this.picked);
    }
    const effects = this.spellEffects();
    conditionChooser(contentEl, effects, this.condition, (v) => (this.condition = v));
    overcastChooser(contentEl, effects?.overcast ?? [], this.overcast, () => this.draw(), found.applied.paidLevels);
    const go = contentEl.createEl("button", { cls: "mod-cta hbm-spell-targets-go", text: st("apply") });
    go.addEventListener("click", () => void this.apply(found));
  }

  private spellEffects() {
    return this.plugin.vaultIndex.index.findSpell({ kind: "name", name: this.result.spell }, this.sourcePath)?.effects;
  }

  private group(legend: string | null, cls: string): HTMLElement {
    const box = this.contentEl.createEl("fieldset", { cls: `hbm-cast-targets ${cls}` });
    if (legend) box.createEl("legend", { text: legend });
    return box;
  }

  private checkbox(parent: HTMLElement, name: string, attr: string, value: string, set: Set<string>): void {
    const row = parent.createEl("label", { cls: "hbm-cast-target" });
    const box = row.createEl("input", { attr: { type: "checkbox", [attr]: value } });
    box.checked = set.has(value);
    box.addEventListener("change", () => (box.checked ? set.add(value) : set.delete(value)));
    row.createSpan({ text: name });
  }

  private async apply(found: Exclude<ReturnType<SpellTargetsModal["application"]>, string>): Promise<void> {
    if (this.busy) return;
    if (this.picked.size === 0 && this.pickedFighters.size === 0) {
      new Notice(st("none"));
      return;
    }
    this.busy = true;
    try {
      const characters = this.characters().filter((c) => this.picked.has(c.path));
      const done = await applySpell(this.plugin, this.fight, st("title", { spell: this.result.spell }), {
        ...found,
        effects: this.spellEffects(),
        overcast: overcastPicked(this.spellEffects()?.overcast ?? [], this.overcast),
        conditionChoice: this.condition,
        fighters: this.fighters()
          .filter((f) => this.pickedFighters.has(f.id))
          .map((f) => f.id),
        characters,
      });
      if (done) this.close();
    } finally {
      this.busy = false;
    }
  }

  override onClose(): void {
    this.contentEl.empty();
  }
}
