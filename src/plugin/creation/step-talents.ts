import { Notice } from "obsidian";
import { REPEATABLE_TALENTS } from "../../core/creation/data";
import { offerProblems } from "../../core/creation/problems";
import { gmMagic, isPowerSource, magicTalents, remaining, rollDraftMagic } from "../../core/creation/steps";
import { magicRow, sameName, uncheckedRequirements, talentChoice, POWER_SOURCE, ROMAN } from "../../core/rules";
import { m } from "./strings";
import { type WizardView, row, say } from "./view";

export function renderTalents(w: WizardView, el: HTMLElement): void {
  el.createDiv({ cls: "hbm-creation-hint", text: m("talentsHelp") });
  const mine = el.createDiv({ cls: "hbm-creation-talents" });
  w.draft.talents.forEach((t, i) => {
    const control = row(mine, t.name, [`talent.${i}`], "hbm-creation-talent");
    if (t.free) control.createSpan({ cls: "hbm-creation-tag", text: m("talentFree") });
    const choice = talentChoice(t.name);
    const option = w.catalog.talents.find((o) => sameName(o.name, t.name));
    if (choice) {
      const select = control.createEl("select", {
        cls: "dropdown hbm-creation-choice",
        attr: { "aria-label": choice.what },
      });
      select.createEl("option", { text: `${m("choose")} ${choice.what}`, attr: { value: "" } });
      for (const o of choice.options) select.createEl("option", { text: o, attr: { value: o } });
      select.value = t.choice ?? "";
      // A choice the race note names (Elf: Czuły Zmysł (Słuch)) is written with it and cannot be changed.
      select.disabled = t.fixed === true;
      if (t.fixed) control.createSpan({ cls: "hbm-creation-tag", text: m("talentFixed") });
      select.addEventListener("change", () => {
        w.update({
          talents: w.draft.talents.map((x, j) => (j === i ? { ...x, choice: select.value || null } : x)),
        });
        w.refresh();
      });
    } else if (option?.detail) {
      const input = control.createEl("input", {
        cls: "hbm-creation-detail",
        attr: { type: "text", placeholder: m("talentDetail", { what: option.detail }), "aria-label": option.detail },
      });
      input.value = t.detail ?? "";
      input.addEventListener("input", () => {
        w.update({
          talents: w.draft.talents.map((x, j) => (j === i ? { ...x, detail: input.value.trim() || null } : x)),
        });
        w.refresh();
      });
    }
    if (!t.free) {
      const remove = control.createEl("button", {
        cls: "hbm-creation-remove",
        text: m("talentRemove"),
        attr: { type: "button" },
      });
      remove.addEventListener("click", () => {
        w.update({ talents: w.draft.talents.filter((_, j) => j !== i) });
        w.render();
      });
    }
  });
  el.createEl("h4", { cls: "hbm-creation-subhead", text: m("talentsAvailable") });
  const list = el.createDiv({ cls: "hbm-creation-talent-list" });
  for (const option of w.catalog.talents) {
    const row = list.createDiv({ cls: "hbm-creation-offer", attr: { "data-talent": option.name } });
    const text = row.createDiv({ cls: "hbm-creation-offer-text" });
    text.createDiv({ cls: "hbm-creation-offer-name", text: option.noteName });
    // ✓ only when Dodaj would be accepted: the same check as the step's (requirements, exclusions, GM only).
    const refused = offerProblems(w.draft, w.catalog, option);
    const unmet = refused.length === 1 && refused[0]?.key === "creation.unmet" ? refused[0] : null;
    // Requirements no rule checks ("8 Punktów Inicjatywy") are never shown as met: the GM checks them.
    const unchecked = option.requirementText ? uncheckedRequirements(option.requirementText) : [];
    const [cls, status] = refused.length
      ? [
          "is-unmet",
          unmet
            ? m("talentUnmet", { missing: String(unmet.params.missing) })
            : m("talentRefused", { reasons: refused.map(say).join(" ") }),
        ]
      : unchecked.length
        ? ["is-unknown", m("talentUnchecked", { what: unchecked.join(", ") })]
        : ["is-met", option.requirementText ? m("talentMet") : m("talentNoRequirements")];
    text.createDiv({ cls: `hbm-creation-offer-req ${cls}`, text: status });
    const taken =
      w.draft.talents.some((t) => sameName(t.name, option.name)) &&
      !REPEATABLE_TALENTS.some((r) => sameName(r, option.name));
    const add = row.createEl("button", {
      cls: "hbm-creation-add",
      text: taken ? m("talentTaken") : m("talentAdd"),
      attr: { type: "button" },
    });
    add.disabled = taken || remaining(w.draft, w.catalog).talents <= 0;
    add.addEventListener("click", () => {
      w.update({
        talents: [...w.draft.talents, { name: option.name, choice: null, detail: null, free: false }],
      });
      w.render();
    });
  }
}

export function renderMagic(w: WizardView, el: HTMLElement): void {
  el.createDiv({ cls: "hbm-creation-hint", text: m("magicHelp") });
  const talents = magicTalents(w.draft);
  if (talents.length)
    el.createDiv({ cls: "hbm-creation-hint", text: m("magicTalents", { talents: talents.join(", ") }) });
  const magic = w.draft.magic;
  const stale = magic?.how === "roll" && magic.talents.join(",") !== talents.join(",");
  const control = row(el, m("step_magic"), ["magic"], "hbm-creation-magic");
  const roll = control.createEl("button", {
    cls: "mod-cta hbm-creation-roll",
    text: m("magicRoll"),
    attr: { type: "button" },
  });
  // One roll per character: rolled again only when the talents that change it were changed.
  roll.disabled = magic?.how === "roll" && !stale;
  roll.addEventListener("click", () => {
    const r = rollDraftMagic(w.draft, w.services.rng());
    if ("key" in r) new Notice(m(r.key, r.params));
    else w.update({ magic: r });
    w.render();
  });
  if (magic?.how === "roll")
    el.createDiv({
      cls: "hbm-creation-roll-result",
      text: m("magicRolled", {
        steps: magic.steps.map((s) => m(s.key, s.params)).join("; "),
        roman: ROMAN[magic.level] ?? String(magic.level),
      }),
    });
  const gm = row(el, m("magicGm"), [], "hbm-creation-gm");
  const level = gm.createEl("select", {
    cls: "dropdown hbm-creation-gm-level",
    attr: { "aria-label": m("magicGm") },
  });
  for (let l = 0; l <= 10; l++) level.createEl("option", { text: ROMAN[l] ?? String(l), attr: { value: String(l) } });
  level.value = String(magic?.level ?? 5);
  const set = gm.createEl("button", { cls: "hbm-creation-gm-set", text: m("magicGmSet"), attr: { type: "button" } });
  set.addEventListener("click", () => {
    const r = gmMagic(Number(level.value));
    if ("key" in r) new Notice(m(r.key, r.params));
    else w.update({ magic: r });
    w.render();
  });
  if (magic?.how === "gm")
    el.createDiv({
      cls: "hbm-creation-roll-result",
      text: m("magicGmNote", { roman: ROMAN[magic.level] ?? String(magic.level) }),
    });
  if (magic) {
    const row = magicRow(magic.level);
    const source = isPowerSource(w.draft, w.catalog);
    el.createDiv({
      cls: "hbm-creation-hint",
      text: m("magicRow", {
        dice: row.dice,
        cost: row.maxSpellCost * (source ? POWER_SOURCE.maxCostMultiplier : 1),
        mana: row.dailyMana * (source ? POWER_SOURCE.manaMultiplier : 1),
      }),
    });
  }
}
