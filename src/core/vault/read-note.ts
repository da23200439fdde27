import { readCharacter } from "./character";
import { BODY_KINDS, CHARACTER_KINDS, classify, type NoteKind } from "./classify";
import type { Diagnostic } from "./diagnostics";
import { readElixirs } from "./elixirs";
import { readAliases, readFrontmatter, readTags, splitNote, type FrontmatterResult } from "./frontmatter";
import { itemName, readItem } from "./item";
import type { CharacterNote, Elixir, ItemNote, RaceNote, SpellNote, TalentNote } from "./model";
import { prescan } from "./prescan";
import { raceName, readRace } from "./race";
import { readSpell, spellName } from "./spell";
import { readTalent } from "./talent";
import { canonicalTalent } from "../rules/names";
import { basenameOf } from "./links";

/**
 * A note's frontmatter as the host has already parsed it (Obsidian's metadata cache), given with the
 * text it was parsed from; undefined where the host has none (YAML that does not parse, the CLI).
 */
export type GivenFrontmatter = Readonly<Record<string, unknown>> | undefined;

/**
 * The host's parse stands in for ours, for every kind of note but characters (issue 30: a block's
 * first render parsed its spells' YAML again). A character's frontmatter is its play state, written
 * at every −/+: it is always read from the note's own text. Only YAML, only a map, copied (the host
 * keeps its own object); anything else is read from the text as before.
 */
function fromGiven(text: string, given: GivenFrontmatter): FrontmatterResult | null {
  if (!given || typeof given !== "object" || Array.isArray(given)) return null;
  const { language, yaml, body, bodyLine } = splitNote(text);
  if (language || yaml === null) return null;
  return { data: structuredClone(given), body, bodyLine, error: null, hasFrontmatter: true };
}

interface Parsed {
  character?: CharacterNote;
  spell?: SpellNote;
  elixirs?: Elixir[];
  talent?: TalentNote;
  race?: RaceNote;
  item?: ItemNote;
  diagnostics: Diagnostic[];
}

/**
 * What the index keeps of one note. Kind and names come from a cheap first
 * look (frontmatter tags, aliases, path, the first heading); the note's model
 * (its frontmatter data and, for characters, its body) is read when first
 * asked for, and kept. Notes whose kind needs no model keep no text at all.
 */
export class IndexedNote {
  readonly path: string;
  readonly kind: NoteKind;
  readonly basename: string;
  readonly aliases: string[];
  readonly tags: string[];
  /** A session note's frontmatter `character:`, for roll blocks in it. */
  readonly characterRef?: string;
  /** Names to find this note by, for its kind (a character's name, aliases and "Imię Nazwisko"; a spell's Polish name). */
  readonly names: string[];
  private text: string | null;
  private fm: FrontmatterResult | null = null;
  private parsed: Parsed | null = null;
  private given: GivenFrontmatter;

  constructor(path: string, text: string, given?: GivenFrontmatter) {
    this.path = path;
    this.basename = basenameOf(path);
    const quick = prescan(text);
    const hostFm = quick ? null : fromGiven(text, given);
    if (!quick) this.fm = hostFm ?? readFrontmatter(text);
    const fmOk = this.fm ? this.fm.error === null : true;
    this.tags = quick ? quick.tags : fmOk && this.fm ? readTags(this.fm.data) : [];
    const aliases = quick ? quick.aliases : fmOk && this.fm ? readAliases(this.fm.data) : [];
    const body = quick ? quick.body : (this.fm?.body ?? "");
    const characterRef = quick
      ? quick.character
      : fmOk && typeof this.fm?.data.character === "string"
        ? this.fm.data.character
        : null;
    if (characterRef && characterRef.trim()) this.characterRef = characterRef.trim();
    let kind = classify(path, this.tags, null);
    if (kind === "other" && body.includes("### Eliksir")) kind = classify(path, this.tags, body);
    // The general "Wybór Rasy" note carries race tags but no race rules.
    if (kind === "race" && !/Cechy Rasowe/i.test(body)) kind = "other";
    this.kind = kind;
    this.names = [];
    this.aliases = aliases;
    if (CHARACTER_KINDS.has(kind)) {
      const title = kind === "npc-statblock" ? /^#[ \t]+(.+?)[ \t#]*$/m.exec(body)?.[1]?.trim() : undefined;
      const first = /^\|\s*\*\*Imię[^|]*\|\s*\*?([^|*]*?)\*?\s*\|/m.exec(body)?.[1]?.trim();
      const last = /^\|\s*\*\*Nazwisko[^|]*\|\s*\*?([^|*]*?)\*?\s*\|/m.exec(body)?.[1]?.trim();
      const full = [first, last].filter(Boolean).join(" ");
      this.names = [title ?? this.basename, this.basename, ...aliases, ...(full ? [full] : [])];
    }
    // A spell's name as its reader gives it: a sheet lists the spell by it without reading the note.
    if (kind === "spell") this.names = [spellName(body, this.basename), this.basename];
    // The names a talent, race or item is found by, as its reader names it: the index links them
    // without reading the note (issue 30: a vault's first index read every talent note's YAML for these).
    if (kind === "talent") this.names = [this.basename, canonicalTalent(this.basename), ...aliases];
    if (kind === "race") {
      const plain = this.basename.replace(/^Wybór Rasy - /i, "");
      this.names = [raceName(path, aliases), this.basename, plain, ...aliases, ...aliases.flatMap((a) => a.split("/"))];
    }
    if (kind === "weapon" || kind === "armor" || kind === "shield" || kind === "gear")
      this.names = [itemName(path, body), this.basename];
    // Only notes with a model keep their text (and the host's frontmatter) until it is read.
    this.text = BODY_KINDS.has(kind) ? text : null;
    const character = CHARACTER_KINDS.has(kind);
    // A character's frontmatter is read from its text (when first asked), even where the host's parse classified it.
    if (character && hostFm) this.fm = null;
    this.given = this.text !== null && !character ? given : undefined;
  }

  /**
   * The note's frontmatter, read once and kept: null when the note keeps neither (a note with no
   * model whose prescan read its tags and aliases). `hbm check` checks every note's YAML through it,
   * so a note with a model has its YAML parsed once, not again by the check (issue 30).
   */
  frontmatter(): FrontmatterResult | null {
    if (!this.fm && this.text !== null) this.fm = fromGiven(this.text, this.given) ?? readFrontmatter(this.text);
    this.given = undefined;
    return this.fm;
  }

  /** Why the frontmatter cannot be read; such a note is never written. */
  get frontmatterError(): string | null {
    const fm = this.frontmatter();
    return fm?.error ? fm.error.message + (fm.error.line ? ` (linia ${fm.error.line})` : "") : null;
  }

  private model(): Parsed {
    if (this.parsed) return this.parsed;
    const parsed: Parsed = { diagnostics: [] };
    const fm = this.frontmatter();
    if (!fm) return (this.parsed = parsed);
    const error = this.frontmatterError;
    const { path, kind } = this;
    switch (kind) {
      case "pc":
      case "npc-statblock":
        parsed.character = readCharacter({
          path,
          kind,
          data: fm.data,
          body: fm.body,
          bodyLine: fm.bodyLine,
          frontmatterError: error,
        });
        parsed.diagnostics = parsed.character.diagnostics;
        break;
      case "spell":
        parsed.spell = readSpell(path, fm.data, fm.body, error);
        parsed.diagnostics = parsed.spell.diagnostics;
        break;
      case "elixirs": {
        const r = readElixirs(path, fm.body, fm.bodyLine);
        parsed.elixirs = r.elixirs;
        parsed.diagnostics = r.diagnostics.list;
        break;
      }
      case "talent":
        parsed.talent = readTalent(path, this.aliases, fm.body);
        parsed.diagnostics = parsed.talent.diagnostics;
        break;
      case "race":
        parsed.race = readRace(path, this.aliases, fm.body, fm.bodyLine);
        parsed.diagnostics = parsed.race.diagnostics;
        break;
      case "weapon":
      case "armor":
      case "shield":
      case "gear":
        parsed.item = readItem(path, kind, fm.data, fm.body);
        parsed.diagnostics = parsed.item.diagnostics;
        break;
      default:
        break;
    }
    if (
      error &&
      kind !== "pc" &&
      kind !== "npc-statblock" &&
      kind !== "spell" &&
      kind !== "other" &&
      kind !== "template"
    ) {
      parsed.diagnostics.push({ severity: "error", message: `Frontmatter się nie parsuje: ${error}.` });
    }
    this.parsed = parsed;
    this.text = null;
    return parsed;
  }

  /** Whether the note is a character (a PC or a stat block), told by its kind: nothing of it is read. */
  get isCharacter(): boolean {
    return CHARACTER_KINDS.has(this.kind);
  }
  get character(): CharacterNote | undefined {
    return this.isCharacter ? this.model().character : undefined;
  }
  get spell(): SpellNote | undefined {
    return this.kind === "spell" ? this.model().spell : undefined;
  }
  get elixirs(): Elixir[] | undefined {
    return this.kind === "elixirs" ? this.model().elixirs : undefined;
  }
  get talent(): TalentNote | undefined {
    return this.kind === "talent" ? this.model().talent : undefined;
  }
  get race(): RaceNote | undefined {
    return this.kind === "race" ? this.model().race : undefined;
  }
  get item(): ItemNote | undefined {
    return this.kind === "weapon" || this.kind === "armor" || this.kind === "shield" || this.kind === "gear"
      ? this.model().item
      : undefined;
  }
  get diagnostics(): Diagnostic[] {
    return this.model().diagnostics;
  }
}

export function readNote(path: string, text: string, given?: GivenFrontmatter): IndexedNote {
  return new IndexedNote(path, text, given);
}
