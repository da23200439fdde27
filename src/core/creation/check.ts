import { canonicalTalent, sameName } from "../rules/names";
import { talentChoice, writtenChoice } from "../rules/talents";
import { fold } from "../text/normalize";
import type { VaultIndex } from "../vault/index";
import { basenameOf, safeDecode } from "../vault/links";
import type { CharacterNote, TalentEntry } from "../vault/model";
import { buildCatalog, type Catalog } from "./catalog";
import { choiceOption, SPELLS_BY_YEAR } from "./data";
import { creationText } from "./messages";
import { allProblems } from "./problems";
import {
  draftBudget,
  draftDisciplineTalents,
  emptyDraft,
  findDiscipline,
  type CreationDraft,
  type TalentPick,
} from "./steps";

/** Words in a talent's note that say how it was taken, not what was chosen ("darmowy", "x2", "(dwukrotnie)"). */
const TAKEN_HOW = /^(darmow|wziet|[×x]\s*\d|\w+krotnie$|z rasy|rasow)/i;

/**
 * A talent as the sheet's reader gives it (name, canonical name, the note
 * after it): `[[Czuły Zmysł]] *(słuch, darmowy)*` is Czuły Zmysł with the
 * sense Słuch, marked free; `[[Błogosławieństwo (Bóstwo)|Błogosławieństwo (Jedyny)]]`
 * has the deity Jedyny; `Magia Żywiołów (Ogień)` the detail Ogień.
 */
export function talentAnnotation(entry: TalentEntry): { choice: string | null; detail: string | null; free: boolean } {
  const parts = [writtenChoice(entry.name), ...(entry.note ?? "").replace(/^[*_(\s]+|[*_)\s]+$/g, "").split(/\s*,\s*/)]
    .map((p) => p?.trim() ?? "")
    .filter(Boolean);
  const free = parts.some((p) => /^darmow/i.test(fold(p)));
  const said = parts.filter((p) => !TAKEN_HOW.test(fold(p)));
  const asks = talentChoice(entry.canonical);
  if (asks) {
    const choice = said.map((p) => choiceOption(asks.options, p)).find((c) => c !== null) ?? said[0] ?? null;
    return { choice, detail: null, free };
  }
  return { choice: null, detail: said[0] ?? null, free };
}

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
  const written = character.details.discipline;
  // The discipline as characters write it: a link with a note after it (`*[Magia Sakralna](…)* (Bóg-Jahwe-Jedyny)`).
  const linked = written?.link
    ? basenameOf(safeDecode(written.link.target)).replace(/^Poddziedzina\s*-\s*/i, "")
    : null;
  // The link names the sub-discipline where the text names its main one (`[Alchemia](…/Poddziedzina - Warzenie Eliksirów.md)`).
  const found = findDiscipline(catalog, linked) ?? findDiscipline(catalog, written?.text ?? null);
  d.discipline = found?.name ?? written?.text ?? null;
  if (!form) return d;
  const a = form.attributes;
  d.attributes = { body: a.body ?? 0, mind: a.mind ?? 0, soul: a.soul ?? 0 };
  d.magic = a.powerLevel === null ? null : { level: a.powerLevel, how: "gm", rolls: [], steps: [], talents: [] };
  d.skills = { ...form.skills };
  const free = draftBudget(d, catalog).freeTalents.map(canonicalTalent);
  const given = draftDisciplineTalents(d, catalog);
  const talents: TalentPick[] = [];
  for (const entry of form.talents) {
    const { choice, detail } = talentAnnotation(entry);
    for (let i = 0; i < entry.count; i++) {
      const at = free.findIndex((f) => sameName(f, entry.canonical));
      if (at >= 0) free.splice(at, 1);
      // The discipline's own talent written under Talenty is given, not chosen (docs/en/rules.md: Warzenie Eliksirów).
      const fromDiscipline = at < 0 && given.some((g) => sameName(g, entry.canonical));
      talents.push({ name: entry.canonical, choice, detail, free: at >= 0 || fromDiscipline });
    }
  }
  d.talents = talents;
  // Only the fixed spells of the character's own year (1st: Poblask; 2nd: + Magiczna Tarcza, Magiczny Pocisk).
  const year = SPELLS_BY_YEAR.find((y) => y.year === d.year) ?? SPELLS_BY_YEAR[0]!;
  const fixed = new Set(year.fixed.map((n) => catalog.spells.find((s) => sameName(s.name, n))?.path ?? n));
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
  if (!character.forms.some((f) => f.hasStats)) return { valid: false, problems: [creationText("creation.noStats")] };
  const draft = draftFromNote(character, index, catalog);
  const problems = allProblems(draft, catalog).map((p) => p.text);
  return { valid: problems.length === 0, problems };
}
