import { canonicalTalent, findCondition, findSkill } from "../rules/names";
import { fold } from "../text/normalize";
import { readEffects, readMagicShield } from "../play/state";
import type { Diagnostics } from "./diagnostics";
import type { CharacterForm, CharacterNote, PlayState } from "./model";
import { asInteger, parsePowerLevel, scalarText } from "./values";
import { msg } from "../play/messages";

/** The frontmatter of a character note: play state, and the build keys for players who prefer properties. */

export function readState(data: Record<string, unknown>, d: Diagnostics): PlayState {
  const state: PlayState = { conditions: [] };
  for (const key of ["health", "mana", "zeal", "elixirTolerance", "experience"] as const) {
    if (!(key in data) || data[key] === null || data[key] === undefined) continue;
    const n = asInteger(data[key]);
    if (n === null || n < 0) d.warning(msg("vault.keyNotCount", { key, value: scalarText(data[key]) }));
    else state[key] = n;
  }
  const conditions = data.conditions;
  if (conditions !== undefined && conditions !== null) {
    const list = Array.isArray(conditions) ? conditions : typeof conditions === "string" ? conditions.split(",") : [];
    for (const c of list) {
      const name = findCondition(scalarText(c));
      if (name) {
        if (!state.conditions.includes(name)) state.conditions.push(name);
      } else d.warning(msg("vault.unknownCondition", { name: scalarText(c) }));
    }
  }
  const dying = data.dying;
  if (dying && typeof dying === "object" && !Array.isArray(dying)) {
    const rec = dying as Record<string, unknown>;
    const hits = asInteger(rec.hits) ?? 0;
    const failedTests = asInteger(rec.failedTests) ?? 0;
    const overflow = asInteger(rec.overflow) ?? 0;
    state.dying = { hits, failedTests, overflow };
  } else if (dying !== undefined && dying !== null) d.warning(msg("vault.dyingNotMap"));
  // Spells' timed effects and Magiczna Osłona (docs/en/notes.md "Play state"), read as play reads them.
  const effects = readEffects(data.effects);
  if (effects.length) state.effects = effects;
  const shield = readMagicShield(data.magicShield);
  if (shield) state.magicShield = shield;
  return state;
}

/** Frontmatter build keys (docs/en/notes.md): applied over the body, disagreements warned. */
export function applyFrontmatterBuild(
  form: CharacterForm,
  data: Record<string, unknown>,
  d: Diagnostics,
  details: CharacterNote["details"],
): void {
  const attrs = [
    ["body", "Ciało"],
    ["mind", "Umysł"],
    ["soul", "Dusza"],
  ] as const;
  for (const [key, label] of attrs) {
    if (!(key in data)) continue;
    const n = asInteger(data[key]);
    if (n === null) {
      d.warning(msg("vault.keyNotInteger", { key, label }));
      continue;
    }
    if (form.attributes[key] !== null && form.attributes[key] !== n) {
      d.warning(msg("vault.frontmatterVsTable", { label, fm: n, table: form.attributes[key] }));
    }
    form.attributes[key] = n;
    form.hasStats = true;
  }
  if ("powerLevel" in data) {
    const level = parsePowerLevel(scalarText(data.powerLevel));
    if (level === null) d.warning(msg("vault.powerLevelKey", { value: scalarText(data.powerLevel) }));
    else {
      if (form.attributes.powerLevel !== null && form.attributes.powerLevel !== level) {
        d.warning(msg("vault.frontmatterVsTable", { label: "Magia", fm: level, table: form.attributes.powerLevel }));
      }
      form.attributes.powerLevel = level;
      delete form.magicDice;
      form.hasStats = true;
    }
  }
  const skills = data.skills;
  if (skills && typeof skills === "object" && !Array.isArray(skills)) {
    for (const [name, value] of Object.entries(skills as Record<string, unknown>)) {
      const skill = findSkill(name);
      const n = asInteger(value);
      if (!skill) d.warning(msg("vault.unknownSkillKey", { name }));
      else if (n === null) d.warning(msg("vault.skillKeyNotNumber", { name }));
      else {
        if (skill in form.skills && form.skills[skill] !== n)
          d.warning(msg("vault.frontmatterVsList", { label: skill, fm: n, list: form.skills[skill] ?? "—" }));
        form.skills[skill] = n;
      }
    }
  }
  const list = (value: unknown): string[] =>
    Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(",").map((s) => s.trim()) : [];
  if ("talents" in data) {
    const names = list(data.talents);
    if (form.talents.length && names.length) d.info(msg("vault.talentsTwice"));
    if (names.length)
      form.talents = names.map((n) => ({
        name: n.replace(/^\[\[|\]\]$/g, ""),
        canonical: canonicalTalent(n.replace(/^\[\[|\]\]$/g, "")),
        count: 1,
      }));
  }
  if ("spells" in data) {
    const names = list(data.spells);
    if (names.length) {
      form.spells = names.map((n) => {
        const wiki = /^\[\[([^\]|]+)(?:\|([^\]]+))?\]\]$/.exec(n);
        return wiki
          ? {
              name: wiki[2] ?? wiki[1] ?? n,
              link: { kind: "wiki" as const, target: wiki[1] ?? n, text: wiki[2] ?? wiki[1] ?? n },
              quantity: 1,
            }
          : { name: n, quantity: 1 };
      });
    }
  }
  if (typeof data.race === "string" && data.race.trim()) {
    const race = data.race.replace(/^\[\[|\]\]$/g, "").trim();
    if (details.race && fold(details.race.text) !== fold(race))
      d.warning(msg("vault.raceVsTable", { fm: race, table: details.race.text }));
    details.race = { text: race };
  }
  if (typeof data.discipline === "string" && data.discipline.trim())
    details.discipline = { text: data.discipline.trim() };
  if ("year" in data) {
    const y = asInteger(data.year);
    if (y === null || y < 1 || y > 5) d.warning(msg("vault.yearKey", { value: scalarText(data.year) }));
    else details.year = y;
  }
}
