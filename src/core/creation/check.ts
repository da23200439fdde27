import { canonicalTalent, sameName } from "../rules/names";
import { writtenChoice } from "../rules/talents";
import type { VaultIndex } from "../vault/index";
import type { CharacterNote } from "../vault/model";
import { buildCatalog, type Catalog } from "./catalog";
import { SPELLS_BY_YEAR } from "./data";
import { allProblems, draftBudget, emptyDraft, type CreationDraft, type TalentPick } from "./steps";

/**
 * `hbm sheet --json`'s `creation` (issue 15, item 5): a PC that has spent no
 * PD yet (its note has no `experience` key, or 0) is checked against the same
 * creation rules the wizard enforces, step by step.
 */
export interface CreationCheck {
  valid: boolean;
  problems: string[];
}

/** The draft the wizard would hold for this note's build (first form). */
export function draftFromNote(character: CharacterNote, index: VaultIndex, catalog: Catalog): CreationDraft {
  const form = character.forms[0];
  const d = emptyDraft();
  d.race = character.details.race?.text ?? null;
  d.year = character.details.year ?? 1;
  const disciplineText = character.details.discipline?.text ?? null;
  d.discipline = disciplineText
    ? (catalog.disciplines.find((x) => sameName(x.name, disciplineText))?.name ?? disciplineText)
    : null;
  if (!form) return d;
  const a = form.attributes;
  d.attributes = { body: a.body ?? 0, mind: a.mind ?? 0, soul: a.soul ?? 0 };
  d.magic = a.powerLevel === null ? null : { level: a.powerLevel, how: "gm", rolls: [], steps: [], talents: [] };
  d.skills = { ...form.skills };
  const free = draftBudget(d, catalog).freeTalents.map(canonicalTalent);
  const talents: TalentPick[] = [];
  for (const entry of form.talents) {
    for (let i = 0; i < entry.count; i++) {
      const extra = writtenChoice(`${entry.name} ${entry.note ?? ""}`.trim());
      const at = free.findIndex((f) => sameName(f, entry.canonical));
      if (at >= 0) free.splice(at, 1);
      const asksChoice = entry.canonical === "Czuły Zmysł";
      talents.push({
        name: entry.canonical,
        choice: asksChoice ? extra : null,
        detail: asksChoice ? null : extra,
        free: at >= 0,
      });
    }
  }
  d.talents = talents;
  const fixed = new Set(
    SPELLS_BY_YEAR.flatMap((y) => y.fixed).map((n) => catalog.spells.find((s) => sameName(s.name, n))?.path ?? n),
  );
  d.spells = form.spells
    .map((s) => index.findSpell(s.link ?? s.name, character.path)?.path ?? s.name)
    .filter((p) => !fixed.has(p));
  d.equipment = form.equipment.flatMap((e) =>
    Array.from({ length: e.quantity }, () => index.findItem(e.name, e.link, character.path)?.path ?? e.name),
  );
  return d;
}

/** null when the note is not a PC at creation (a stat block, or PD already in the note). */
export function creationCheck(
  character: CharacterNote,
  index: VaultIndex,
  catalog: Catalog = buildCatalog(index),
): CreationCheck | null {
  if (character.kind !== "pc") return null;
  const pd = character.state.experience;
  if (pd !== undefined && pd !== 0) return null;
  if (!character.forms.some((f) => f.hasStats))
    return { valid: false, problems: ["Postać nie ma jeszcze statystyk (tabela Atrybuty jest pusta)."] };
  const draft = draftFromNote(character, index, catalog);
  const problems = allProblems(draft, catalog).map((p) => p.text);
  return { valid: problems.length === 0, problems };
}
