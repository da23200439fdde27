import { canonicalTalent, sameName } from "../rules/names";
import { BETWEEN_SESSIONS } from "../rules/tables";
import { fold } from "../text/normalize";
import type { Action, LearnSpell } from "./actions";
import { poolName, rollExtendedTest, type ExtendedPart } from "./extended-test";
import { msg, type Message } from "./messages";
import type { Subject } from "./subject";
import type { Refusal } from "./transition";
import { refuse, type Work } from "./work";

const LEARNING = BETWEEN_SESSIONS.learning;

/** The extended test's pools: the theory first, then the practice (Magia dice or Dusza, + Zdolności Magiczne). */
export function learningParts(practice: "magic" | "soul" = "magic"): ExtendedPart[] {
  const parts: ExtendedPart[] = [];
  for (let i = 0; i < 3; i++)
    parts.push(
      i < LEARNING.theoryRolls
        ? { attribute: LEARNING.theory.attribute, skill: LEARNING.theory.skill }
        : { attribute: practice, skill: LEARNING.practice.skill },
    );
  return parts;
}

/**
 * What stops the character learning the spell before any roll (docs/en/rules.md "Between sessions"):
 * already in Zaklęcia; the spell's own `requirements` (race, talent, discipline: one of each
 * list); a superspell (book l. 366: "do decyzji Mistrza Gry", so only with the GM's leave).
 */
export function learnRefusal(
  subject: Pick<Subject, "name" | "race" | "talents" | "discipline" | "knownSpells">,
  spell: LearnSpell,
  override = false,
): Message | null {
  const known = subject.knownSpells ?? [];
  if (known.includes(fold(spell.name)) || known.includes(spell.path))
    return msg("refused.learnKnown", { name: subject.name, spell: spell.name });
  if (override) return null;
  const r = spell.requirements;
  const race = fold(subject.race ?? "");
  if (r.race.length && !r.race.some((x) => race.includes(fold(x))))
    return msg("refused.learnRequirement", { spell: spell.name, what: r.race.join(" / ") });
  if (
    r.talent.length &&
    !r.talent.some((x) => subject.talents.some((t) => sameName(canonicalTalent(t), canonicalTalent(x))))
  )
    return msg("refused.learnRequirement", { spell: spell.name, what: r.talent.join(" / ") });
  const discipline = fold(subject.discipline ?? "");
  if (r.discipline.length && !r.discipline.some((x) => discipline.includes(fold(x))))
    return msg("refused.learnRequirement", { spell: spell.name, what: r.discipline.join(" / ") });
  if (spell.otherSchool)
    return msg("refused.learnSchool", { spell: spell.name, school: spell.otherSchool, name: subject.name });
  if (spell.superspell) return msg("refused.learnSuperspell", { spell: spell.name });
  return null;
}

/**
 * Naucz się zaklęcia (book l. 1095; docs/en/rules.md "Between sessions"): the requirements, then the
 * extended test with the GM's T:S; success writes the spell into Zaklęcia as a link in the
 * note's own style (spell-line.ts). Nothing is spent: the book sets no PD for it.
 */
export function doLearnSpell(w: Work, action: Extract<Action, { kind: "learnSpell" }>): Refusal | null {
  const { subject } = w;
  if (!subject.editable) return refuse("refused.notEditable", { name: subject.name });
  const refusal = learnRefusal(subject, action.spell, action.override);
  if (refusal) return { ok: false, message: refusal };
  const parts = learningParts(action.practice);
  const test = rollExtendedTest(w, parts, action, action.spell.name, action.rolled, {
    passed: "learn.passed",
    failed: "learn.failed",
    params: { spell: action.spell.name, pools: [...new Set(parts.map(poolName))].join(" → ") },
  });
  if ("ok" in test) return test;
  if (test.passed)
    w.edits.push({ kind: "spell", notePath: action.spell.notePath, name: action.spell.name, path: action.spell.path });
  return null;
}
