import { basenameOf } from "./links";

export type NoteKind =
  | "pc"
  | "npc"
  | "npc-statblock"
  | "spell"
  | "elixirs"
  | "talent"
  | "race"
  | "weapon"
  | "armor"
  | "shield"
  | "gear"
  | "template"
  | "other";

const BY_TAG: Array<[string, NoteKind]> = [
  ["template", "template"],
  ["placeholder", "template"],
  ["npc-statblock", "npc-statblock"],
  ["pc", "pc"],
  ["spell", "spell"],
  ["talent", "talent"],
  ["npc-talent", "talent"],
  ["weapon", "weapon"],
  ["armor", "armor"],
  ["shield", "shield"],
  ["gear", "gear"],
  ["npc", "npc"],
];

/** Each tag's first place in BY_TAG: a note's kind by tag is the one of its tag placed first. */
const TAG_RANK: ReadonlyMap<string, number> = BY_TAG.reduce(
  (ranks, [tag], i) => (ranks.has(tag) ? ranks : ranks.set(tag, i)),
  new Map<string, number>(),
);

// Made once: the index classifies every note (issue 30), and a regex literal is a new object at each call.
const RACE_FILE = /^Wybór Rasy - ./i;
const ELIXIR_FILE = /Warzenie Eliksirów/i;
const TALENT_FOLDER = /(^|\/)Rozdział IV - Talenty\//;
const ELIXIR_HEADING = /^###\s+Eliksir\s/m;

/**
 * docs/en/notes.md "Recognising a note": by frontmatter tags first, then by folder.
 * Templates and placeholders are never characters.
 */
export function classify(path: string, tags: readonly string[], body: string | null): NoteKind {
  if (path.startsWith("_templates/") || path.includes("/_templates/")) return "template";
  // A note has a few tags: each looked up once, not BY_TAG's dozen searched for in them (issue 30).
  let first = BY_TAG.length;
  for (const tag of tags) {
    const rank = TAG_RANK.get(tag);
    if (rank !== undefined && rank < first) first = rank;
  }
  if (first < BY_TAG.length) return (BY_TAG[first] as [string, NoteKind])[1];
  if (tags.includes("race") && tags.includes("character-creation")) return "race";
  const name = basenameOf(path);
  if (RACE_FILE.test(name)) return "race";
  if (tags.includes("potion-brewing") || ELIXIR_FILE.test(name)) return "elixirs";
  if (path.startsWith("player-characters/")) return "pc";
  if (path.startsWith("spells/")) return "spell";
  if (path.startsWith("npcs/")) return "npc";
  if (TALENT_FOLDER.test(path)) return "talent";
  if (path.startsWith("items/armor/")) return "armor";
  if (path.startsWith("items/weapons/")) return "weapon";
  if (path.startsWith("items/shields/")) return "shield";
  if (path.startsWith("items/")) return "gear";
  if (body !== null && ELIXIR_HEADING.test(body)) return "elixirs";
  return "other";
}

export const CHARACTER_KINDS: ReadonlySet<NoteKind> = new Set(["pc", "npc-statblock"]);
/** Kinds whose body the index needs; the rest are classified from frontmatter and path alone. */
export const BODY_KINDS: ReadonlySet<NoteKind> = new Set([
  "pc",
  "npc-statblock",
  "spell",
  "elixirs",
  "talent",
  "race",
  "weapon",
  "armor",
  "shield",
  "gear",
]);
