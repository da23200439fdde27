import { Modal, Notice, Setting, TFile, type App } from "obsidian";
import { creationBudget, raceData, rollMagic, validateCreation } from "../core/rules/creation";
import { computeDerived } from "../core/rules/derived";
import { MAGIC_TABLE, RACES, ROMAN, SKILLS, YEAR_BONUS } from "../core/rules/tables";
import { fillStats } from "../core/text/stat-tables";
import type HbmPlugin from "../main";
import { t } from "./i18n";
import { processNote } from "./note-writes";

/**
 * "Uzupełnij statystyki": a form for a character's empty Atrybuty, Cechy
 * Pochodne, Umiejętności and Talenty, validated against the creation rules as
 * it is filled in, written into the body in the template's format (vault.process).
 */
export class FillStatsModal extends Modal {
  private race: string;
  private year: number;
  private attributes = { body: 1, mind: 1, soul: 1, powerLevel: 5 };
  private skills: Record<string, number> = {};
  private talents: string[] = [];

  constructor(app: App, private readonly plugin: HbmPlugin, private readonly path: string) {
    super(app);
    const c = plugin.vaultIndex.index.get(path)?.character;
    this.race = RACES.find((r) => c?.details.race && r.name.startsWith(c.details.race.text.slice(0, 4)))?.name ?? RACES[0]!.name;
    this.year = c?.details.year ?? 1;
    const budget = this.budget();
    this.skills = { ...budget.fixedSkills };
    this.talents = [...budget.freeTalents];
  }

  private budget() {
    const vault = this.plugin.vaultIndex.index.findRace(this.race);
    const data = raceData(this.race, vault);
    return creationBudget(data?.data ?? RACES[0]!, this.year, data?.source);
  }

  override onOpen(): void {
    this.render();
  }

  private render(): void {
    const { contentEl } = this;
    contentEl.empty();
    contentEl.addClass("hbm-fill-modal");
    const name = this.plugin.vaultIndex.index.get(this.path)?.character?.name ?? this.path;
    this.setTitle(t("fillTitle", { name }));
    new Setting(contentEl).setName(t("fillRace")).addDropdown((d) => {
      for (const r of RACES) d.addOption(r.name, r.name);
      d.setValue(this.race).onChange((v) => {
        this.race = v;
        const b = this.budget();
        this.skills = { ...b.fixedSkills };
        this.talents = [...b.freeTalents];
        this.render();
      });
    });
    new Setting(contentEl).setName(t("fillYear")).addDropdown((d) => {
      for (const y of YEAR_BONUS) d.addOption(String(y.year), `${y.year}. rok`);
      d.setValue(String(this.year)).onChange((v) => {
        this.year = Number(v);
        this.render();
      });
    });
    const budget = this.budget();
    contentEl.createDiv({ cls: "hbm-hint", text: `Punkty Atrybutów: ${budget.attributePoints} · Punkty Umiejętności: ${budget.skillPoints} (+ rasowe) · Talenty do wyboru: ${budget.chosenTalents} (źródło: ${budget.source === "vault" ? "notatka rasy" : "wartości wbudowane"})` });
    for (const [key, label] of [["body", "Ciało"], ["mind", "Umysł"], ["soul", "Dusza"]] as const) {
      new Setting(contentEl).setName(label).addText((text) => {
        text.inputEl.type = "number";
        text.inputEl.addClass(`hbm-fill-${key}`);
        text.setValue(String(this.attributes[key])).onChange((v) => {
          this.attributes[key] = Number(v) || 0;
          this.refreshCheck();
        });
      });
    }
    new Setting(contentEl)
      .setName(t("fillMagic"))
      .addDropdown((d) => {
        for (const row of MAGIC_TABLE) d.addOption(String(row.level), ROMAN[row.level] ?? String(row.level));
        d.setValue(String(this.attributes.powerLevel)).onChange((v) => (this.attributes.powerLevel = Number(v)));
      })
      .addButton((b) =>
        b.setButtonText(t("fillRollMagic")).onClick(() => {
          const r = rollMagic(this.plugin.actions.rng, this.talents);
          if (typeof r === "string") new Notice(r);
          else {
            this.attributes.powerLevel = r.level;
            new Notice(`Magia: ${r.steps.join(", ")} → ${r.roman}`);
            this.render();
          }
        }),
      );
    const skillBox = contentEl.createDiv({ cls: "hbm-fill-skills" });
    for (const skill of SKILLS) {
      new Setting(skillBox).setName(skill.name).addText((text) => {
        text.inputEl.type = "number";
        text.inputEl.setAttr("data-skill", skill.name);
        text.setValue(String(this.skills[skill.name] ?? 0)).onChange((v) => {
          const n = Number(v) || 0;
          if (n > 0) this.skills[skill.name] = n;
          else delete this.skills[skill.name];
          this.refreshCheck();
        });
      });
    }
    new Setting(contentEl).setName(t("fillTalents")).addTextArea((text) => {
      text.inputEl.addClass("hbm-fill-talents");
      text.setValue(this.talents.join(", ")).onChange((v) => {
        this.talents = v.split(",").map((s) => s.trim()).filter(Boolean);
        this.refreshCheck();
      });
    });
    contentEl.createDiv({ cls: "hbm-fill-check" });
    this.refreshCheck();
    new Setting(contentEl).addButton((b) => b.setButtonText(t("fillSave")).setCta().onClick(() => void this.save()));
  }

  private problems(): string[] {
    return validateCreation({ attributes: this.attributes, skills: this.skills, talents: this.talents }, this.budget());
  }

  private refreshCheck(): void {
    const box = this.contentEl.querySelector<HTMLElement>(".hbm-fill-check");
    if (!box) return;
    box.empty();
    const problems = this.problems();
    if (problems.length === 0) box.createDiv({ cls: "hbm-ok", text: t("fillValid") });
    for (const p of problems) box.createDiv({ cls: "hbm-warning", text: p });
  }

  /** Writes even a build with problems (a GM may allow it), after listing them. */
  async save(): Promise<{ ok: boolean; problems: string[] }> {
    const file = this.app.vault.getAbstractFileByPath(this.path);
    if (!(file instanceof TFile)) return { ok: false, problems: ["Brak notatki."] };
    const { derived } = computeDerived({ attributes: this.attributes, skills: this.skills, talents: this.talents.map((n) => ({ canonical: n, count: 1 })), wornArmor: null, conditions: [], isPowerSource: false });
    let problems: string[] = [];
    await processNote(this.app, file, (text) => {
      const r = fillStats(text, { attributes: this.attributes, derived, skills: this.skills, talents: this.talents }, derived.magicDice);
      problems = r.problems;
      return r.problems.length ? text : r.text;
    });
    const rules = this.problems();
    new Notice(problems.length ? problems.join(" ") : `Zapisano statystyki.${rules.length ? ` Uwagi: ${rules.join(" ")}` : ""}`);
    if (!problems.length) this.close();
    return { ok: problems.length === 0, problems: [...problems, ...rules] };
  }

  override onClose(): void {
    this.contentEl.empty();
  }
}
