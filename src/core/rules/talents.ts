import { fold } from "../text/normalize";
import { canonicalTalent, sameName } from "./names";
import { DERIVED, DISCIPLINE_TALENTS } from "./tables";

/** What the talent rules need of a character: its written talents and its discipline (a Sheet has both). */
export interface TalentHolder {
  talents: readonly string[];
  /** The discipline with its link's path (Sheet.disciplineContext); else the discipline as written. */
  disciplineContext?: string | null;
  discipline?: string | null;
}

/** The talents a discipline gives for free (Warzenie Eliksirów: Nadzwyczajna Odporność). */
export function disciplineTalents(discipline: string | null | undefined): string[] {
  const d = fold(discipline ?? "");
  if (!d) return [];
  return DISCIPLINE_TALENTS.filter((t) => d.includes(fold(t.discipline))).map((t) => t.talent);
}

/**
 * The talents in force: those written under Talenty, plus the discipline's
 * free talent when it is not written (rules.md: Decision, Warzenie Eliksirów
 * gives Nadzwyczajna Odporność whether or not the talent is written).
 */
export function effectiveTalents(who: TalentHolder): string[] {
  const given = disciplineTalents(who.disciplineContext || who.discipline);
  const written = [...who.talents];
  for (const talent of given) if (!written.some((t) => sameName(canonicalTalent(t), talent))) written.push(talent);
  return written;
}

/** Nadzwyczajna Odporność in force: written, or given by Warzenie Eliksirów (resets elixir Tolerancja on a Krótki odpoczynek). */
export function hasExtraordinaryResistance(who: TalentHolder): boolean {
  return effectiveTalents(who).some((t) => sameName(canonicalTalent(t), DERIVED.extraordinaryResistance.talent));
}
