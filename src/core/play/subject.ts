import { computeDerived, type BuildInput, type Derived } from "../rules/derived";
import { hasExtraordinaryResistance as talentsInForce } from "../rules/talents";
import type { Sheet } from "../sheet";
import { overdoseBands } from "./overdose";
import { heldStat, type PlayState } from "./state";
import { PLAY_RULES } from "../rules/tables";

/**
 * Whoever play acts on: a PC read from its note, or an NPC instance built from
 * a stat block whose state lives in an encounter. apply() does not know where
 * the state is stored.
 */
export interface Subject {
  /** A stable id for messages and stores (the note path, or an encounter id). */
  id: string;
  name: string;
  kind: "pc" | "npc-statblock";
  /** The build as written, without conditions (conditions come from the state). */
  build: Omit<BuildInput, "conditions">;
  /**
   * The maxima and derived values with no condition or effect in force: computed
   * for a PC, printed for a stat block (its printed values are its maxima).
   */
  base: Derived;
  /** Canonical talent names, once per time taken. */
  talents: readonly string[];
  /** The race as written, for talent requirements ("Rasa (Anioł)"). */
  race?: string | null;
  /** The discipline as written (Warzenie Eliksirów gives Nadzwyczajna Odporność). */
  discipline: string | null;
  /** Ekwipunek lines that play may count down (elixirs); empty for NPC instances. */
  equipment: ReadonlyArray<{ name: string; quantity: number }>;
  /** Ekwipunek items with charges (docs/en/rules.md "Between sessions"); absent where none are read. */
  charges?: ReadonlyArray<{ name: string; charges: number }>;
  /** Whether body edits (Ekwipunek counts, PD purchases) may be written for it. */
  editable: boolean;
  /** A stat block's listed spells (folded names and note paths): castable whatever their cost (docs/en/notes.md). */
  listedSpells?: readonly string[];
  /** A PC's Zaklęcia (folded names and note paths): casting another spell warns (issue 31 item 4). */
  knownSpells?: readonly string[];
  /**
   * A stat block's own casting text (docs/en/notes.md "Spells": Nil): `any` spell with no test and no Mana, or `none`.
   */
  casting?: "any" | "none";
  /**
   * Runiczny Pancerz and Magiczna Osłona as they stand now, where they are kept
   * apart from the printed values (an NPC in an encounter); else the values in force.
   * `armor`: Pancerz as it stands in a fight that lowered it (Zamiar's Rozdzieranie), for every damage.
   */
  defences?: { runicArmor: number; magicShield: number; armor?: number };
  state: PlayState;
}

type NumericKey = "maxHealth" | "initiative" | "maxZeal" | "maxMana" | "maxSpellCost" | "magicDice" | "elixirTolerance";
const CONDITION_KEYS: readonly NumericKey[] = [
  "maxHealth",
  "initiative",
  "maxZeal",
  "maxMana",
  "maxSpellCost",
  "magicDice",
  "elixirTolerance",
];

/** What conditions change, as a difference to add to the base values. */
function conditionDelta(build: Subject["build"], conditions: readonly string[]): Record<NumericKey, number> {
  const withC = computeDerived({ ...build, conditions }).derived;
  const without = computeDerived({ ...build, conditions: [] }).derived;
  const out = {} as Record<NumericKey, number>;
  for (const k of CONDITION_KEYS) out[k] = withC[k] - without[k];
  return out;
}

export function hasEffect(state: Pick<PlayState, "effects">, name: string): boolean {
  return state.effects.some((e) => e.name === name && e.doses === undefined);
}

/**
 * The derived values in force for a state: the base values, lowered by
 * conditions (Zatruty, Przeklęty), then Mana halved by Ciężka Zapaść and by an
 * elixir overdose of 50 % or more (docs/en/rules.md, Decisions on exhaustion and overdose).
 */
export function inForce(
  subject: Pick<Subject, "build" | "base">,
  state: Pick<PlayState, "conditions" | "effects" | "elixirTolerance">,
): Derived {
  const d: Derived = { ...subject.base };
  const delta = conditionDelta(subject.build, state.conditions);
  for (const k of CONDITION_KEYS) d[k] = Math.max(0, subject.base[k] + delta[k]);
  if (d.manaPool !== "pool") d.maxMana = 0;
  if (hasEffect(state, PLAY_RULES.halvedPoolEffect)) d.maxMana = Math.floor(d.maxMana / 2);
  if (overdoseBands(state.elixirTolerance, d.elixirTolerance).halvesMana) d.maxMana = Math.floor(d.maxMana / 2);
  // A lasting spell's Pancerz, Inicjatywa and Maksymalny Koszt Zaklęcia (Egida, Szybka Myśl, …; issue 26).
  for (const k of ["armor", "initiative", "maxSpellCost"] as const)
    d[k] = Math.max(0, d[k] + heldStat(state.effects, k));
  // Kradzież Many's "+2 Many" raises the caster's maximum while it lasts (a pool only; apply-spell.ts adds the current).
  if (d.manaPool === "pool") d.maxMana = Math.max(0, d.maxMana + heldStat(state.effects, "mana"));
  return d;
}

/** Ciało + Umysł + Dusza in force: a hit this big dazes; a Krótki odpoczynek heals this much. */
export function attributeSumInForce(subject: Pick<Subject, "build">, conditions: readonly string[]): number {
  const e = computeDerived({ ...subject.build, conditions }).effective;
  return e.body + e.mind + e.soul;
}

export function effectiveAttributes(subject: Pick<Subject, "build">, conditions: readonly string[]) {
  return computeDerived({ ...subject.build, conditions }).effective;
}

/** Nadzwyczajna Odporność: the talent, or the Warzenie Eliksirów discipline (docs/en/rules.md Decision; one rule in rules/talents.ts). */
export function hasExtraordinaryResistance(subject: Pick<Subject, "talents" | "discipline">): boolean {
  return talentsInForce({ talents: subject.talents, discipline: subject.discipline });
}

/**
 * A subject from a sheet (a PC's note, or a stat block read as a sheet) and its
 * stored state. A PC's base values are computed without conditions; a stat
 * block's are its printed values.
 */
export function subjectFromSheet(sheet: Sheet, state: PlayState): Subject {
  const build: Subject["build"] = {
    attributes: { ...sheet.attributes },
    skills: { ...sheet.skills },
    talents: countTalents(sheet.talents),
    wornArmor: null,
    isPowerSource: sheet.isPowerSource,
  };
  let base: Derived;
  if (sheet.kind === "pc") {
    const plain = computeDerived({ ...build, conditions: [] }).derived;
    base = { ...sheet.derived, ...pick(plain, CONDITION_KEYS), armor: sheet.computed.armor };
    if (base.manaPool !== "pool") base.maxMana = 0;
  } else base = { ...sheet.derived };
  return {
    id: sheet.path,
    name: sheet.name,
    kind: sheet.kind,
    build,
    base,
    talents: [...sheet.talents],
    race: sheet.race,
    // The discipline's text with its link's path ("Alchemia" linking to "Poddziedzina - Warzenie Eliksirów").
    discipline: sheet.disciplineContext || sheet.discipline,
    equipment: sheet.equipment.map(parseEquipment),
    charges: sheet.equipmentCharges ?? [],
    editable: sheet.kind === "pc",
    ...(sheet.kind === "npc-statblock" ? { listedSpells: sheet.listedSpells } : { knownSpells: sheet.listedSpells }),
    ...(sheet.casting ? { casting: sheet.casting } : {}),
    state,
  };
}

function pick(d: Derived, keys: readonly NumericKey[]): Partial<Derived> {
  const out: Partial<Derived> = {};
  for (const k of keys) out[k] = d[k];
  return out;
}

export function countTalents(talents: readonly string[]): Array<{ canonical: string; count: number }> {
  const counts = new Map<string, number>();
  for (const t of talents) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].map(([canonical, count]) => ({ canonical, count }));
}

/** The sheet lists equipment as "Name ×N". */
function parseEquipment(line: string): { name: string; quantity: number } {
  const m = /^(.*?)\s×(\d+)$/.exec(line);
  return m ? { name: m[1] ?? line, quantity: Number(m[2]) } : { name: line, quantity: 1 };
}
