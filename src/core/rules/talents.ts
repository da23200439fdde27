import { fold } from "../text/normalize";
import { canonicalTalent, sameName } from "./names";
import { DERIVED, DISCIPLINE_TALENTS, TALENT_CHOICES } from "./tables";

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
  return DISCIPLINE_TALENTS.filter((t) => d.includes(fold(t.discipline))).map((t) => t.talent);
}

/**
 * The talents in force: those written under Talenty, plus the discipline's
 * free talent when it is not written (docs/en/rules.md: Decision, Warzenie Eliksirów
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

/** The choice a talent asks for ("Czuły Zmysł": which sense), or null when it asks none. */
export function talentChoice(talent: string): { what: string; options: readonly string[] } | null {
  const canonical = canonicalTalent(talent);
  return Object.entries(TALENT_CHOICES).find(([name]) => sameName(name, canonical))?.[1] ?? null;
}

/** The choice written with a talent, "(Słuch)" in "Czuły Zmysł (Słuch)"; null when none is written. */
export function writtenChoice(talent: string): string | null {
  return /\(([^()]+)\)\s*$/.exec(talent)?.[1]?.trim() || null;
}

/**
 * A talent as it is written with its choice: "Czuły Zmysł" and "słuch" give
 * "Czuły Zmysł (Słuch)"; null when the talent does not offer that choice
 * (choiceProblem says why). A talent that asks nothing is returned bare.
 */
export function withChoice(talent: string, choice: string): string | null {
  const asks = talentChoice(talent);
  if (!asks) return canonicalTalent(talent);
  const option = asks.options.find((o) => sameName(o, choice));
  return option ? `${canonicalTalent(talent)} (${option})` : null;
}

/** Why a talent as written lacks its choice or has one it does not offer, in Polish; null when fine. */
export function choiceProblem(talent: string, choice: string | null = writtenChoice(talent)): string | null {
  const asks = talentChoice(talent);
  if (!asks) return null;
  const list = asks.options.map((o) => o.toLowerCase()).join(", ");
  if (!choice) return `${canonicalTalent(talent)}: wybierz ${asks.what} (${list}).`;
  if (!asks.options.some((o) => sameName(o, choice)))
    return `${canonicalTalent(talent)}: „${choice}” to nie ${asks.what}; do wyboru: ${list}.`;
  return null;
}
