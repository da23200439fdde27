import { unmetRequirements } from "../../core/rules/creation";
import type { Sheet } from "../../core/sheet";
import type { VaultIndex } from "../../core/vault/index";

/**
 * A talent's requirements the character does not meet, handed to the core's
 * `buy` action. (Issue 25 moves this check into the core, from the talent's
 * data; until then it lives here, apart from the actions.)
 */
export function talentProblemsOf(index: VaultIndex, sheet: Sheet, talentName: string): string[] {
  const talent = index.findTalent(talentName);
  if (!talent) return [];
  const build = {
    attributes: { body: sheet.attributes.body, mind: sheet.attributes.mind, soul: sheet.attributes.soul },
    skills: sheet.skills,
    talents: sheet.talents,
  };
  return unmetRequirements(talent.requirements, { ...build, race: sheet.race, discipline: sheet.disciplineContext });
}
