import { attributeName, findSkill, skillAttribute } from "../rules/names";
import { MAGIC_TABLE, SKILL_RANGE } from "../rules/tables";
import { msg } from "../play/messages";
import { fold } from "../text/normalize";
import type { Diagnostics } from "./diagnostics";
import type { Section } from "./character-entries";
import type { CharacterForm, SkillLine } from "./model";

/** Umiejętności: the list lines, their absolute totals and the totals' sums. */

const ATTRIBUTES = new Set(["cialo", "umysl", "dusza", "magia"]);

/**
 * `Nazwa (Atrybut) +bonus (łączna)`; also the absolute form the bestiary
 * uses, `Zdolności Magiczne (Magia) 12`: the total, whose bonus is worked
 * out from the form's attribute once the form is read.
 */
export function readSkillLine(
  r: {
    readonly d: Diagnostics;
    readonly kind: "pc" | "npc-statblock";
    readonly form: CharacterForm;
    readonly inheritFrom: ReadonlySet<Section>;
  },
  text: string,
  line: number | undefined,
): void {
  // "Alchemia (Warzenie Eliksirów)": a name with a part in parentheses that is no attribute names a Dziedzina, not a skill.
  const named = /^([^()+\-−\d]+?)\s*\(([^)\d]*)\)/.exec(text);
  if (named && !findSkill((named[1] ?? "").trim()) && !ATTRIBUTES.has(fold(named[2] ?? "").trim())) {
    r.d.info(msg("vault.skillLineNamesDiscipline", { text: named[0] }), line);
    return;
  }
  const m = /^([^()+\-−\d]+?)\s*(?:\(([^)]*)\))?\s*([+\-−]\s*\d+|\d+)\s*(?:\((-?\d+)\))?(.*)$/.exec(text);
  if (!m) {
    r.d.warning(msg("vault.skillLineUnread", { text }), line);
    return;
  }
  const name = (m[1] ?? "").trim();
  const skill = findSkill(name);
  if (!skill) {
    r.d.warning(msg("vault.unknownSkill", { name }), line);
    return;
  }
  const written = (m[3] ?? "0").replace(/\s/g, "").replace("−", "-");
  const absolute = /^\d/.test(written);
  const bonus = absolute ? 0 : Number(written);
  const total = absolute ? Number(written) : m[4] !== undefined ? Number(m[4]) : null;
  if (skill in r.form.skills && !r.inheritFrom.has("skills"))
    r.d.warning(msg("vault.skillTwice", { name: skill }), line);
  if (!absolute && r.kind === "pc" && (bonus < SKILL_RANGE.min || bonus > SKILL_RANGE.max)) {
    r.d.error(
      msg("vault.outOfRange", { label: skill, n: `+${bonus}`, min: SKILL_RANGE.min, max: SKILL_RANGE.max }),
      line,
    );
  }
  r.form.skills[skill] = bonus;
  const entry: SkillLine = {
    skill,
    bonus,
    total,
    ...(absolute ? { absolute: true } : {}),
    ...(line !== undefined ? { line } : {}),
  };
  const i = r.form.skillLines.findIndex((s) => s.skill === skill);
  if (i >= 0) r.form.skillLines[i] = entry;
  else r.form.skillLines.push(entry);
}

/** The attribute part of a skill's total: the attribute, or for Magia its dice. */
function attributePart(form: CharacterForm, skill: string): number | null {
  const attr = skillAttribute(skill);
  if (attr === "magic") {
    const level = form.attributes.powerLevel;
    return form.magicDice ?? (level === null ? null : (MAGIC_TABLE[level]?.dice ?? 0));
  }
  return form.attributes[attr];
}

/**
 * `Zdolności Magiczne (Magia) 12`: the bonus is the total less the attribute part. A number
 * below the attribute part (`Walka Wręcz (Ciało) 5` with Ciało 7) cannot be a total: it is
 * read as written, as the skill value, and listed in `below` for one warning per note.
 */
export function resolveAbsoluteSkills(
  form: CharacterForm,
  d: Diagnostics,
  below: Array<{ text: string; line?: number }>,
): void {
  form.skillLines = form.skillLines.map((line) => {
    if (!line.absolute || line.total === null) return line;
    const part = attributePart(form, line.skill);
    if (part === null) {
      d.warning(
        `${form.name ? form.name + ": " : ""}${line.skill} ${line.total}: nie znam atrybutu, więc nie wiem, ile z tego to umiejętność; liczę ${line.total}.`,
        line.line,
      );
      form.skills[line.skill] = line.total;
      return { ...line, bonus: line.total };
    }
    if (line.total < part) {
      // No skill is below 0, so the number cannot be a total: the author wrote the skill value (reported once per note).
      const attr = skillAttribute(line.skill);
      const label = attr === "magic" ? `kości Magii ${part}` : `${attributeName(attr)} ${part}`;
      below.push({
        text: `${form.name ? form.name + ": " : ""}${line.skill} ${line.total} (${label})`,
        ...(line.line !== undefined ? { line: line.line } : {}),
      });
      form.skills[line.skill] = line.total;
      return { ...line, bonus: line.total, total: part + line.total };
    }
    form.skills[line.skill] = line.total - part;
    return { ...line, bonus: line.total - part };
  });
}

/** A printed skill total must be the attribute (Magia: its dice) plus the bonus. */
export function checkSkillTotals(form: CharacterForm, d: Diagnostics): void {
  const where = form.name ? `${form.name}: ` : "";
  for (const line of form.skillLines) {
    if (line.total === null) continue;
    const attr = skillAttribute(line.skill);
    if (attr === "magic") {
      const level = form.attributes.powerLevel;
      if (level === null) continue;
      const dice = form.magicDice ?? MAGIC_TABLE[level]?.dice ?? 0;
      if (line.total === dice + line.bonus) continue;
      if (form.magicDice === undefined && line.total === level + line.bonus) {
        d.info(
          `${where}${line.skill}: łączna ${line.total} liczy Poziom Mocy (${level}) zamiast kości Magii (${dice}); według zasad ${dice + line.bonus}.`,
          line.line,
        );
      } else
        d.warning(
          `${where}${line.skill}: łączna ${line.total}, a kości Magii ${dice} + ${line.bonus} = ${dice + line.bonus}.`,
          line.line,
        );
      continue;
    }
    const value = form.attributes[attr];
    if (value === null || line.total === value + line.bonus) continue;
    d.warning(
      `${where}${line.skill}: łączna ${line.total}, a ${attributeName(attr)} ${value} + ${line.bonus} = ${value + line.bonus}.`,
      line.line,
    );
  }
}
