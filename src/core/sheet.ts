import type { RollCharacter } from "./roll/result";
import { computeDerived, isPowerSourceDiscipline, statBlockDice, type BuildInput, type Derived } from "./rules/derived";
import type { PlayState } from "./play/state";
import { ROMAN } from "./rules/tables";
import { chargesOf } from "./play/equipment-text";
import { msg, type MessageId, type Params } from "./play/messages";
import { keyed, type Diagnostic } from "./vault/diagnostics";
import type { VaultIndex } from "./vault/index";
import { safeDecode } from "./vault/links";
import type { CharacterForm, CharacterNote, PrintedKey, PrintedValue } from "./vault/model";
import { effectsOf, zealPerTurn } from "./rules/talent-effects";
import { fold } from "./text/normalize";

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
  /** A stat block's Magia printed as a dice count (docs/en/notes.md): show "Magia 18 kości"; null where Magia is a level. */
  printedMagicDice: number | null;
  /** Attributes after conditions. */
  effectiveAttributes: { body: number; mind: number; soul: number; powerLevel: number };
  skills: Record<string, number>;
  talents: string[];
  spells: string[];
  /** The spells the note lists, as folded names and note paths (a stat block casts these whatever their cost). */
  listedSpells: string[];
  /** The stat block's own casting text (docs/en/notes.md "Spells": Nil): any spell free, or none; absent otherwise. */
  casting?: "any" | "none";
  equipment: string[];
  /** The Ekwipunek items with charges written (docs/en/notes.md: `**Ładunki:** 4`, `(3 ładunki)`). */
  equipmentCharges: Array<{ name: string; charges: number }>;
  derived: Derived;
  computed: Derived;
  /** Zapał regained at the start of each turn: 1, more with Księżniczka Piekieł (talent-effects.ts). */
  zealPerTurn: number;
  isPowerSource: boolean;
  /** Play state as stored, read with the maxima in force (effects are play/read.ts's). */
  state: Omit<PlayState, "effects">;
  notes: string[];
  diagnostics: Diagnostic[];
}

type NumericDerived =
  "maxHealth" | "initiative" | "maxZeal" | "maxMana" | "maxSpellCost" | "magicDice" | "armor" | "elixirTolerance";

const PRINTED_TO_DERIVED: Partial<Record<PrintedKey, NumericDerived>> = {
  health: "maxHealth",
  mana: "maxMana",
  armor: "armor",
  initiative: "initiative",
  zeal: "maxZeal",
};

export function romanLevel(level: number): string {
  return ROMAN[level] ?? String(level);
}

/** Worn armour: the best armour item listed in the equipment; null when none. */
function wornArmor(
  index: VaultIndex | null,
  character: CharacterNote,
  form: CharacterForm,
  d: Diagnostic[],
): number | null {
  if (!index) return null;
  const armors = form.equipment
    .map((e) => index.findItem(e.name, e.link, character.path))
    .filter(
      (i): i is NonNullable<typeof i> => !!i && (i.kind === "armor" || i.kind === "shield") && i.armorPoints !== null,
    );
  const bodyArmor = armors.filter((a) => a.kind === "armor");
  if (bodyArmor.length > 1)
    d.push(
      keyed(
        "warning",
        msg("vault.manyArmours", { n: bodyArmor.length, best: Math.max(...bodyArmor.map((a) => a.armorPoints ?? 0)) }),
      ),
    );
  if (armors.length === 0) return null;
  const best = bodyArmor.length ? Math.max(...bodyArmor.map((a) => a.armorPoints ?? 0)) : 0;
  const shields = armors.filter((a) => a.kind === "shield").reduce((s, a) => s + (a.armorPoints ?? 0), 0);
  return best + shields;
}

/**
 * Printed derived values (docs/en/notes.md): a stat block's are in force, and a
 * disagreement with the rules is an info (the author sets NPCs by hand); a
 * PC's computed values are in force, and a disagreement is a warning unless
 * an active condition explains it (the printed numbers are compared with the
 * build without conditions). Talents whose text says the printed value
 * already holds them are never applied on top of it; other number-changing
 * talents are added where the printed value plainly lacks them.
 */
function applyPrinted(x: {
  character: CharacterNote;
  form: CharacterForm;
  input: BuildInput;
  computed: Derived;
  derived: Derived;
  diagnostics: Diagnostic[];
}): void {
  const { character, form, input, computed, derived, diagnostics } = x;
  const statBlock = character.kind === "npc-statblock";
  const where = form.name ? `${form.name}: ` : "";
  const say = (severity: Diagnostic["severity"], key: MessageId, params: Params = {}) =>
    diagnostics.push(keyed(severity, msg(key, { where, ...params })));
  const base = computeDerived({ ...input, conditions: [] }).derived;
  const withoutTalents = computeDerived({ ...input, conditions: [], talents: [] }).derived;
  const effects = effectsOf(input.talents);
  for (const [key, printed] of Object.entries(form.printed) as Array<[PrintedKey, PrintedValue]>) {
    if (key === "runicArmor") {
      derived.runicArmor = printed.value;
      continue;
    }
    if (key === "magicShield") {
      derived.magicShield = printed.value ?? shieldFromTalent(printed, effects, derived, say);
      continue;
    }
    if (key === "initiative" && printed.dice !== undefined) derived.initiativeDice = printed.dice;
    if (key === "mana" && printed.special) {
      if (statBlock) {
        derived.manaPool = printed.special;
        derived.maxMana = 0;
      } else say("warning", "vault.manaSpecialVsRules", { raw: printed.raw, rules: computed.maxMana });
      continue;
    }
    const target = PRINTED_TO_DERIVED[key];
    if (!target || printed.value === null) continue;
    // A stat block's armour often comes from items with no note (amulets, hides): only compare with armour we know.
    if (target === "armor" && statBlock && input.wornArmor === null) {
      derived.armor = printed.value;
      continue;
    }
    const rules = base[target];
    if (!statBlock) {
      if (printed.value !== rules)
        say("warning", "vault.printedVsRulesComputed", { stat: target, printed: printed.value, rules });
      continue;
    }
    let value = printed.value;
    // A talent that changes this number is in the block but plainly not in the printed value: add it.
    const lacking = effects.filter((e) => !e.includedInPrinted && touches(e.effect.kind, target));
    if (lacking.length && value === withoutTalents[target] && rules !== withoutTalents[target]) {
      value = printed.value + (rules - withoutTalents[target]);
      say("info", "vault.printedWithoutTalent", {
        stat: target,
        printed: printed.value,
        talents: lacking.map((e) => e.talent).join(", "),
        value,
      });
    } else if (
      target === "initiative" &&
      value !== rules &&
      value === rules + input.attributes.body + input.attributes.mind
    ) {
      // The bestiary's habit: Umysł + the Refleks total + the Spostrzegawczość total; hbm check says it once per vault.
      diagnostics.push(keyed("info", msg("vault.initiativeHabit", { where, printed: printed.value, rules })));
    } else if (value !== rules) {
      say("info", "vault.printedVsRulesCard", { stat: target, printed: printed.value, rules });
    }
    // Conditions lower a stat block's printed maxima by what they take from the rules' value.
    derived[target] = Math.max(0, value - (base[target] - computed[target]));
  }
}

function touches(kind: string, target: NumericDerived): boolean {
  return (
    (kind === "initiativePerTake" && target === "initiative") ||
    (kind === "healthMultiplier" && target === "maxHealth") ||
    (kind === "armorWithoutArmor" && target === "armor") ||
    (kind === "enduranceMultiplier" && target === "elixirTolerance")
  );
}

/** `Osłona Magiczna | regenerowana Zaporą Posłańca`: the talent named in the cell gives the number (its Magia). */
function shieldFromTalent(
  printed: PrintedValue,
  effects: ReturnType<typeof effectsOf>,
  derived: Derived,
  say: (s: Diagnostic["severity"], key: MessageId, params?: Params) => void,
): number | null {
  if (printed.special === "none") return null;
  const cell = fold(printed.raw);
  const talent = effects.find(
    (e) =>
      e.effect.kind === "shieldFromMagic" &&
      fold(e.talent)
        .split(" ")
        .every((w) => cell.includes(w.slice(0, Math.max(4, w.length - 2)))),
  );
  if (!talent) {
    say("warning", "vault.shieldNotNumber", { raw: printed.raw });
    return null;
  }
  const value = derived.magicDice;
  say("info", "vault.shieldFromTalent", {
    raw: printed.raw,
    value,
    talent: talent.talent,
    quote: talent.quote.replace(/\*\*/g, ""),
  });
  return value;
}

export function buildSheet(character: CharacterNote, index: VaultIndex | null, formIndex = 0): Sheet {
  const form = character.forms[Math.min(formIndex, character.forms.length - 1)] as CharacterForm;
  const diagnostics: Diagnostic[] = [...character.diagnostics];
  const a = form.attributes;
  const attributes = { body: a.body ?? 0, mind: a.mind ?? 0, soul: a.soul ?? 0, powerLevel: a.powerLevel ?? 10 };
  const isPowerSource = isPowerSourceDiscipline(character.details.discipline?.text);
  const talents = form.talents.map((t) => ({ canonical: t.canonical, count: t.count }));
  const worn = wornArmor(index, character, form, diagnostics);
  const input: BuildInput = {
    attributes,
    skills: form.skills,
    talents,
    wornArmor: worn,
    conditions: character.state.conditions,
    isPowerSource,
  };
  const { derived: computed, effective, notes } = computeDerived(input);
  // A stat block that prints Magia as a dice count rolls those dice (docs/en/notes.md), not the table's.
  if (form.magicDice !== undefined)
    computed.magicDice = statBlockDice(form.magicDice, attributes.powerLevel, effective.powerLevel);
  const derived: Derived = { ...computed };
  if (form.hasStats) applyPrinted({ character, form, input, computed, derived, diagnostics });
  // The spells' notes by the index's names, not read (issue 30: a sheet's first build read every spell).
  const spellNotes = form.spells.map((entry) => {
    const note = index?.spellNote(entry.link ?? entry.name, character.path) ?? null;
    return { entry, note: note && { name: note.names[0] ?? entry.name, path: note.path, note } };
  });
  if (character.kind === "npc-statblock" && derived.manaPool !== "none") {
    for (const { note: found } of spellNotes) {
      const note = found?.note.spell;
      if (note?.manaCost != null && note.manaCost > derived.maxSpellCost) {
        diagnostics.push(
          keyed(
            "info",
            msg("vault.spellOverMaxCost", {
              where: form.name ? `${form.name}: ` : "",
              name: note.name,
              cost: note.manaCost,
              max: derived.maxSpellCost,
            }),
          ),
        );
      }
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
    disciplineContext: [
      character.details.discipline?.text,
      safeDecode(character.details.discipline?.link?.target ?? ""),
    ]
      .filter(Boolean)
      .join(" "),
    year: character.details.year,
    attributes,
    printedMagicDice: form.magicDice ?? null,
    effectiveAttributes: effective,
    skills: { ...form.skills },
    talents: form.talents.flatMap((t) => Array.from({ length: t.count }, () => t.canonical)),
    spells: spellNotes.map(({ entry, note }) => note?.name ?? entry.name),
    listedSpells: spellNotes.flatMap(({ entry, note }) => (note ? [fold(note.name), note.path] : [fold(entry.name)])),
    ...(form.casting ? { casting: form.casting } : {}),
    equipment: form.equipment.map((e) => (e.quantity > 1 ? `${e.name} ×${e.quantity}` : e.name)),
    equipmentCharges: form.equipment.flatMap((e) => {
      const charges = chargesOf(e);
      return charges === null ? [] : [{ name: e.name, charges }];
    }),
    derived,
    computed,
    zealPerTurn: zealPerTurn(talents),
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

/** The JSON of `hbm sheet --json` (docs/en/notes.md). */
export function sheetJson(sheet: Sheet): Record<string, unknown> {
  // A character with no stats yet (empty tables) has no numbers to show: null, never Magia X with Mana 3/3.
  if (!sheet.hasStats) {
    const { conditions, experience } = sheet.state;
    return {
      ...sheetJson({ ...sheet, hasStats: true }),
      hasStats: false,
      attributes: null,
      derived: null,
      state: { health: null, mana: null, zeal: null, conditions, elixirTolerance: null, experience },
    };
  }
  return {
    name: sheet.name,
    kind: sheet.kind,
    hasStats: true,
    path: sheet.path,
    form: sheet.form,
    forms: sheet.forms,
    race: sheet.race,
    discipline: sheet.discipline,
    year: sheet.year,
    attributes:
      sheet.printedMagicDice === null ? sheet.attributes : { ...sheet.attributes, magicDice: sheet.printedMagicDice },
    skills: sheet.skills,
    talents: sheet.talents,
    spells: sheet.spells,
    equipment: sheet.equipment,
    derived: derivedJson(sheet.derived),
    state: {
      health: sheet.state.health,
      mana: sheet.state.mana,
      zeal: sheet.state.zeal,
      conditions: sheet.state.conditions,
      elixirTolerance: sheet.state.elixirTolerance,
      experience: sheet.state.experience,
      ...(sheet.state.dying ? { dying: sheet.state.dying } : {}),
    },
    diagnostics: sheet.diagnostics,
  };
}

/**
 * `derived` as `hbm sheet --json` prints it (issue 13): `maxMana` is null for
 * Mana `Brak` and "unlimited" for `Nieograniczona`; `runicArmor` and
 * `magicShield` are numbers or null; `initiativeDice` is always there.
 */
export function derivedJson(d: Derived): Record<string, unknown> {
  const { manaPool, ...rest } = d;
  return {
    ...rest,
    maxMana: manaPool === "none" ? null : manaPool === "unlimited" ? "unlimited" : d.maxMana,
    manaPool,
  };
}

/** What a roll needs from a sheet. */
export function rollCharacter(sheet: Sheet): RollCharacter {
  return {
    name: sheet.name,
    attributes: {
      body: sheet.effectiveAttributes.body,
      mind: sheet.effectiveAttributes.mind,
      soul: sheet.effectiveAttributes.soul,
    },
    magicDice: sheet.derived.magicDice,
    skills: sheet.skills,
    initiative: sheet.derived.initiative,
    maxSpellCost: sheet.derived.maxSpellCost,
    mana: sheet.state.mana,
    zeal: sheet.state.zeal,
    dying: sheet.state.dying,
    isPowerSource: sheet.isPowerSource,
    initiativeDice: sheet.derived.initiativeDice,
    manaPool: sheet.derived.manaPool,
    // The test modifiers' conditions and overdose band (rules/modifiers.ts).
    conditions: sheet.state.conditions,
    overdose: { used: sheet.state.elixirTolerance ?? 0, tolerance: sheet.derived.elixirTolerance },
    ...(sheet.kind === "npc-statblock" ? { listedSpells: sheet.listedSpells } : { knownSpells: sheet.listedSpells }),
    ...(sheet.casting ? { casting: sheet.casting } : {}),
  };
}
