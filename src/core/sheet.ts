import type { RollCharacter } from "./roll/execute";
import { computeDerived, isPowerSourceDiscipline, statBlockDice, type Derived } from "./rules/derived";
import type { PlayStateFull } from "./rules/state";
import { ROMAN } from "./rules/tables";
import type { Diagnostic } from "./vault/diagnostics";
import type { VaultIndex } from "./vault/index";
import { safeDecode } from "./vault/links";
import type { CharacterForm, CharacterNote, PrintedKey } from "./vault/model";

/**
 * A character as the table needs it: build, the values in force, play state
 * and every diagnostic. `derived` is printed values for stat blocks and
 * computed values for PCs, with a warning wherever the two disagree.
 */
export interface Sheet {
  path: string;
  name: string;
  kind: "pc" | "npc-statblock";
  form: string | null;
  forms: string[];
  hasStats: boolean;
  race: string | null;
  discipline: string | null;
  /** The discipline's text with its link's path, for requirement checks ("Magia Sakralna/…/Egzorcyzmy"). */
  disciplineContext: string;
  year: number | null;
  attributes: { body: number; mind: number; soul: number; powerLevel: number };
  /** Attributes after conditions. */
  effectiveAttributes: { body: number; mind: number; soul: number; powerLevel: number };
  skills: Record<string, number>;
  talents: string[];
  spells: string[];
  equipment: string[];
  derived: Derived;
  computed: Derived;
  isPowerSource: boolean;
  state: PlayStateFull;
  notes: string[];
  diagnostics: Diagnostic[];
}

type NumericDerived = "maxHealth" | "initiative" | "maxZeal" | "maxMana" | "maxSpellCost" | "magicDice" | "armor" | "elixirTolerance";

const PRINTED_TO_DERIVED: Partial<Record<PrintedKey, NumericDerived>> = {
  health: "maxHealth",
  mana: "maxMana",
  armor: "armor",
  initiative: "initiative",
  zeal: "maxZeal",
};

const DERIVED_LABEL: Record<NumericDerived, string> = {
  maxHealth: "Żywotność",
  initiative: "Inicjatywa",
  maxZeal: "Zapał",
  maxMana: "Mana",
  maxSpellCost: "Maksymalny Koszt Zaklęcia",
  magicDice: "Kości Magii",
  armor: "Pancerz",
  elixirTolerance: "Tolerancja Eliksirów",
};

export function romanLevel(level: number): string {
  return ROMAN[level] ?? String(level);
}

/** Worn armour: the best armour item listed in the equipment; null when none. */
function wornArmor(index: VaultIndex | null, character: CharacterNote, form: CharacterForm, d: Diagnostic[]): number | null {
  if (!index) return null;
  const armors = form.equipment
    .map((e) => index.findItem(e.name, e.link, character.path))
    .filter((i): i is NonNullable<typeof i> => !!i && (i.kind === "armor" || i.kind === "shield") && i.armorPoints !== null);
  const bodyArmor = armors.filter((a) => a.kind === "armor");
  if (bodyArmor.length > 1) d.push({ severity: "warning", message: `W ekwipunku jest ${bodyArmor.length} zbroi; liczę najlepszą (${Math.max(...bodyArmor.map((a) => a.armorPoints ?? 0))}).` });
  if (armors.length === 0) return null;
  const best = bodyArmor.length ? Math.max(...bodyArmor.map((a) => a.armorPoints ?? 0)) : 0;
  const shields = armors.filter((a) => a.kind === "shield").reduce((s, a) => s + (a.armorPoints ?? 0), 0);
  return best + shields;
}

export function buildSheet(character: CharacterNote, index: VaultIndex | null, formIndex = 0): Sheet {
  const form = character.forms[Math.min(formIndex, character.forms.length - 1)] as CharacterForm;
  const diagnostics: Diagnostic[] = [...character.diagnostics];
  const a = form.attributes;
  const attributes = { body: a.body ?? 0, mind: a.mind ?? 0, soul: a.soul ?? 0, powerLevel: a.powerLevel ?? 10 };
  const isPowerSource = isPowerSourceDiscipline(character.details.discipline?.text);
  const talents = form.talents.map((t) => ({ canonical: t.canonical, count: t.count }));
  const worn = wornArmor(index, character, form, diagnostics);
  const { derived: computed, effective, notes } = computeDerived({
    attributes,
    skills: form.skills,
    talents,
    wornArmor: worn,
    conditions: character.state.conditions,
    isPowerSource,
  });
  // A stat block that prints Magia as a dice count rolls those dice (notes.md), not the table's.
  if (form.magicDice !== undefined) computed.magicDice = statBlockDice(form.magicDice, attributes.powerLevel, effective.powerLevel);
  const derived: Derived = { ...computed };
  if (form.hasStats) {
    for (const [key, printed] of Object.entries(form.printed) as Array<[PrintedKey, { raw: string; value: number | null }]>) {
      const target = PRINTED_TO_DERIVED[key];
      if (!target || printed.value === null) continue;
      // A stat block's armour often comes from items with no note (amulets, hides): only compare with armour we know.
      const comparable = !(target === "armor" && character.kind === "npc-statblock" && worn === null);
      if (comparable && printed.value !== computed[target]) {
        const where = form.name ? `${form.name}: ` : "";
        const inForce = character.kind === "npc-statblock" ? "obowiązuje wartość z karty" : "obowiązuje wartość wyliczona";
        diagnostics.push({ severity: "warning", message: `${where}${DERIVED_LABEL[target]}: w notatce ${printed.value}, według zasad ${computed[target]}; ${inForce}.` });
      }
      if (character.kind === "npc-statblock") derived[target] = printed.value;
    }
  }
  const s = character.state;
  const clamp = (value: number | undefined, max: number) => (value === undefined ? max : Math.max(0, value));
  const sheet: Sheet = {
    path: character.path,
    name: character.name,
    kind: character.kind,
    form: form.name,
    forms: character.forms.map((f, i) => f.name ?? `Forma ${i + 1}`),
    hasStats: form.hasStats,
    race: character.details.race?.text ?? null,
    discipline: character.details.discipline?.text ?? null,
    disciplineContext: [character.details.discipline?.text, safeDecode(character.details.discipline?.link?.target ?? "")].filter(Boolean).join(" "),
    year: character.details.year,
    attributes,
    effectiveAttributes: effective,
    skills: { ...form.skills },
    talents: form.talents.flatMap((t) => Array.from({ length: t.count }, () => t.canonical)),
    spells: form.spells.map((sp) => (index?.findSpell(sp.link ?? sp.name, character.path)?.name ?? sp.name)),
    equipment: form.equipment.map((e) => (e.quantity > 1 ? `${e.name} ×${e.quantity}` : e.name)),
    derived,
    computed,
    isPowerSource,
    state: {
      health: clamp(s.health, derived.maxHealth),
      mana: clamp(s.mana, derived.maxMana),
      zeal: clamp(s.zeal, derived.maxZeal),
      conditions: [...s.conditions],
      elixirTolerance: s.elixirTolerance ?? 0,
      experience: s.experience ?? 0,
      dying: s.dying ?? null,
    },
    notes,
    diagnostics,
  };
  if (!form.hasStats) sheet.notes.push("Postać nie ma jeszcze statystyk: liczby poniżej są zerowe.");
  return sheet;
}

/** The JSON of `hbm sheet --json` (notes.md). */
export function sheetJson(sheet: Sheet): Record<string, unknown> {
  return {
    name: sheet.name,
    kind: sheet.kind,
    path: sheet.path,
    form: sheet.form,
    forms: sheet.forms,
    race: sheet.race,
    discipline: sheet.discipline,
    year: sheet.year,
    attributes: sheet.attributes,
    skills: sheet.skills,
    talents: sheet.talents,
    spells: sheet.spells,
    equipment: sheet.equipment,
    derived: sheet.derived,
    state: { health: sheet.state.health, mana: sheet.state.mana, zeal: sheet.state.zeal, conditions: sheet.state.conditions, elixirTolerance: sheet.state.elixirTolerance, experience: sheet.state.experience, ...(sheet.state.dying ? { dying: sheet.state.dying } : {}) },
    diagnostics: sheet.diagnostics,
  };
}

/** What a roll needs from a sheet. */
export function rollCharacter(sheet: Sheet): RollCharacter {
  return {
    name: sheet.name,
    attributes: { body: sheet.effectiveAttributes.body, mind: sheet.effectiveAttributes.mind, soul: sheet.effectiveAttributes.soul },
    magicDice: sheet.derived.magicDice,
    skills: sheet.skills,
    initiative: sheet.derived.initiative,
    maxSpellCost: sheet.derived.maxSpellCost,
    mana: sheet.state.mana,
    zeal: sheet.state.zeal,
    dying: sheet.state.dying,
    isPowerSource: sheet.isPowerSource,
  };
}
