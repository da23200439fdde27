import { readCharacter } from "./character";
import { BODY_KINDS, classify, type NoteKind } from "./classify";
import type { Diagnostic } from "./diagnostics";
import { readElixirs } from "./elixirs";
import { readAliases, readFrontmatter, readTags } from "./frontmatter";
import { readItem } from "./item";
import type { CharacterNote, Elixir, ItemNote, RaceNote, SpellNote, TalentNote } from "./model";
import { readRace } from "./race";
import { readSpell } from "./spell";
import { readTalent } from "./talent";

/** What the index keeps of one note: its kind, names and the parsed model for its kind. */
export interface IndexedNote {
  path: string;
  kind: NoteKind;
  basename: string;
  aliases: string[];
  tags: string[];
  frontmatterError: string | null;
  /** A session note's frontmatter `character:`, for roll blocks in it. */
  characterRef?: string;
  character?: CharacterNote;
  spell?: SpellNote;
  elixirs?: Elixir[];
  talent?: TalentNote;
  race?: RaceNote;
  item?: ItemNote;
  diagnostics: Diagnostic[];
}

/**
 * Read one note: frontmatter and path decide the kind first; only the kinds
 * that need it have their body parsed.
 */
export function readNote(path: string, text: string): IndexedNote {
  const fm = readFrontmatter(text);
  const tags = fm.error ? [] : readTags(fm.data);
  const aliases = fm.error ? [] : readAliases(fm.data);
  const basename = (path.split("/").pop() ?? path).replace(/\.md$/i, "");
  // The body is looked at only when tags and path do not decide (an elixir section).
  let kind = classify(path, tags, null);
  if (kind === "other" && fm.body.includes("### Eliksir")) kind = classify(path, tags, fm.body);
  // The general "Wybór Rasy" note carries race tags but no race rules.
  if (kind === "race" && !/Cechy Rasowe/i.test(fm.body)) kind = "other";
  const frontmatterError = fm.error ? fm.error.message + (fm.error.line ? ` (linia ${fm.error.line})` : "") : null;
  const note: IndexedNote = { path, kind, basename, aliases, tags, frontmatterError, diagnostics: [] };
  if (!fm.error && typeof fm.data.character === "string" && fm.data.character.trim()) note.characterRef = fm.data.character.trim();
  if (!BODY_KINDS.has(kind)) {
    if (frontmatterError && kind !== "other" && kind !== "template") note.diagnostics.push({ severity: "error", message: `Frontmatter się nie parsuje: ${frontmatterError}.` });
    return note;
  }
  switch (kind) {
    case "pc":
    case "npc-statblock": {
      note.character = readCharacter({ path, kind, data: fm.data, body: fm.body, bodyLine: fm.bodyLine, frontmatterError });
      note.diagnostics = note.character.diagnostics;
      note.aliases = note.character.aliases;
      break;
    }
    case "spell":
      note.spell = readSpell(path, fm.data, fm.body, frontmatterError);
      note.diagnostics = note.spell.diagnostics;
      break;
    case "elixirs": {
      const r = readElixirs(path, fm.body, fm.bodyLine);
      note.elixirs = r.elixirs;
      note.diagnostics = r.diagnostics.list;
      break;
    }
    case "talent":
      note.talent = readTalent(path, aliases, fm.body);
      note.diagnostics = note.talent.diagnostics;
      break;
    case "race":
      note.race = readRace(path, aliases, fm.body, fm.bodyLine);
      note.diagnostics = note.race.diagnostics;
      break;
    case "weapon":
    case "armor":
    case "shield":
    case "gear":
      note.item = readItem(path, kind, fm.data, fm.body);
      note.diagnostics = note.item.diagnostics;
      break;
    default:
      break;
  }
  if (frontmatterError && kind !== "pc" && kind !== "npc-statblock" && kind !== "spell") {
    note.diagnostics.push({ severity: "error", message: `Frontmatter się nie parsuje: ${frontmatterError}.` });
  }
  return note;
}
