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

/**
 * docs/en/notes.md "Recognising a note": by frontmatter tags first, then by folder.
 * Templates and placeholders are never characters.
 */
export function classify(path: string, tags: readonly string[], body: string | null): NoteKind {
  if (path.startsWith("_templates/") || path.includes("/_templates/")) return "template";
  const tagSet = new Set(tags);
  for (const [tag, kind] of BY_TAG) if (tagSet.has(tag)) return kind;
  if (tagSet.has("race") && tagSet.has("character-creation")) return "race";
  const file = path.split("/").pop() ?? path;
  if (/^Wybór Rasy - .+\.md$/i.test(file)) return "race";
  if (tagSet.has("potion-brewing") || /Warzenie Eliksirów/i.test(file)) return "elixirs";
  if (path.startsWith("player-characters/")) return "pc";
  if (path.startsWith("spells/")) return "spell";
  if (path.startsWith("npcs/")) return "npc";
  if (/(^|\/)Rozdział IV - Talenty\//.test(path)) return "talent";
  if (path.startsWith("items/armor/")) return "armor";
  if (path.startsWith("items/weapons/")) return "weapon";
  if (path.startsWith("items/shields/")) return "shield";
  if (path.startsWith("items/")) return "gear";
  if (body !== null && /^###\s+Eliksir\s/m.test(body)) return "elixirs";
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
