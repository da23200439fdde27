/**
 * spellEffects(): what a spell does, as data. The note's schema fields win where filled
 * (source "note"); otherwise the built-in table's entry for the note (source "built-in").
 */
import { evaluateFormula, type CasterValues, type FormulaContext } from "./formula";
import { msg, type Message } from "./messages";
import { fold } from "./names";
import { readDamageType, readDuration, readOvercast, readSchemaEffects, readTargets, schemaFilled } from "./note";
import { SPELL_TABLE } from "./table";
import type { OvercastChoice, OvercastOption, SpellEffect, SpellEffects, TableEntry } from "./types";

const byPath = new Map(SPELL_TABLE.map((e) => [e.path, e]));
const byName = new Map(SPELL_TABLE.map((e) => [fold(e.name), e]));

/**
 * The table's entry for a note: by its path relative to the vault ("spells/…/fireball.md"),
 * also when the vault sits one folder deeper; else by its Polish name.
 */
export function tableEntry(path: string, name?: string): TableEntry | null {
  const p = path.replace(/\\/g, "/").replace(/^\/+/, "");
  const exact = byPath.get(p);
  if (exact) return exact;
  const at = p.lastIndexOf("spells/");
  const suffix = at >= 0 ? byPath.get(p.slice(at)) : undefined;
  if (suffix) return suffix;
  return name ? (byName.get(fold(name)) ?? null) : null;
}

/** Whether a choice adds to something the spell has; numbers with nothing to add to stay narrative. */
function applies(choice: OvercastChoice, effects: SpellEffect[], rounds: boolean): boolean {
  switch (choice.add) {
    case "damage":
      return effects.some((e) => e.kind === "damage" || (e.kind === "stat" && e.stat === "weaponDamage"));
    case "heal":
      return effects.some((e) => e.kind === "heal" && (e.resource ?? "health") === (choice.resource ?? "health"));
    case "shield":
      return effects.some((e) => e.kind === "shield" && e.mode !== "break");
    case "saveSuccesses":
      // The successes the spell asks of others: its saves' S, or a test's required successes.
      return effects.some((e) => e.save?.successes === "caster" || (e.kind === "test" && (e.required ?? 0) > 0));
    case "rounds":
      return rounds;
    default:
      return true;
  }
}

function fitOvercast(options: OvercastOption[], effects: SpellEffect[], rounds: boolean): OvercastOption[] {
  return options.map((o) => ({
    ...o,
    choices: o.choices.map((c) =>
      applies(c, effects, rounds)
        ? c
        : {
            add: "narrative" as const,
            text: o.text.split(/\s+lub\s+/iu)[o.choices.indexOf(c)] ?? o.text,
            levels: c.levels,
          },
    ),
  }));
}

/**
 * A spell's effects from its note: the raw frontmatter record, its description and its path
 * relative to the vault. `name` (the `# ` heading) finds the table's entry when the path does not.
 */
export function spellEffects(
  frontmatter: Record<string, unknown>,
  description: string,
  path: string,
  name?: string,
): SpellEffects {
  const diagnostics: Message[] = [];
  const entry = tableEntry(path, name);
  const spell = name ?? entry?.name ?? path;
  const duration = readDuration(frontmatter.duration);
  const noteTargets = readTargets(frontmatter.target, frontmatter.range);
  let source: SpellEffects["source"] = "built-in";
  let effects: SpellEffect[];
  let targets = entry?.targets ?? noteTargets;
  if (schemaFilled(frontmatter)) {
    source = "note";
    const read = readSchemaEffects(frontmatter, spell, diagnostics);
    effects = read.effects;
    targets = read.targets ?? noteTargets;
  } else if (entry) {
    effects = entry.effects.map((e) => noteFlags(e, frontmatter, spell, diagnostics));
    if (entry.partial) diagnostics.push(msg("diag.partial", { spell }));
  } else {
    effects = [{ kind: "none", reason: description.trim() ? "gmDecides" : "narrative" }];
    diagnostics.push(msg("diag.noEntry", { spell }));
  }
  const overcast = fitOvercast(readOvercast(frontmatter.overcastOptions), effects, duration.kind === "rounds");
  return { source, effects, overcast, targets, duration, diagnostics };
}

/** A built-in damage effect with the note's own filled flags (`ignoresArmor: true`, `damageType`). */
function noteFlags(e: SpellEffect, fm: Record<string, unknown>, spell: string, out: Message[]): SpellEffect {
  if (e.kind !== "damage") return e;
  let next = e;
  if (fm.ignoresArmor === true && !e.ignoresArmor) {
    out.push(msg("diag.noteField", { spell, field: "ignoresArmor", value: "true", table: "false" }));
    next = { ...next, ignoresArmor: true };
  }
  const type = readDamageType(fm, spell, out);
  if (type && type !== e.damageType) {
    out.push(msg("diag.noteField", { spell, field: "damageType", value: type, table: e.damageType }));
    next = { ...next, damageType: type };
  }
  return next;
}

/**
 * An effect's amount for a caster (the `amount` of `hbm spell --caster`): its formula worked
 * out, null when it holds dice or reads a value the context lacks; undefined for effects
 * without a formula (conditions, tests, stats, none).
 */
export function effectAmount(
  effect: SpellEffect,
  caster: CasterValues,
  ctx: FormulaContext = {},
): number | null | undefined {
  if (effect.kind !== "damage" && effect.kind !== "heal" && effect.kind !== "shield") return undefined;
  return evaluateFormula(effect.formula, caster, ctx);
}
