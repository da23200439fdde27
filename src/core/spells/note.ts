/**
 * The spell note's own fields this package reads from the raw frontmatter record (docs/en/notes.md
 * "Spells"): `duration`, `target`, `range`, `overcastOptions` and the effect schema
 * (`damageBase`, `damageType`, `ignoresArmor`, `statusEffects`, `saveAttribute`, `saveSkill`,
 * `areaOfEffect`, `triggers`). vault/spell.ts readSpell() hands its `data` record to spellEffects().
 */
import { isFormula } from "./formula";
import { msg, type Message } from "./messages";
import { attributeOf, conditionOf, skillOf } from "./names";
import { readOvercastOption } from "./overcast";
import type { DamageType, OvercastOption, Save, SpellDuration, SpellEffect, Targets } from "./types";

function text(v: unknown): string {
  if (typeof v === "string") return v.trim();
  if (typeof v === "number") return String(v);
  return "";
}

function int(v: unknown): number | null {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\s*-?\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) ? n : null;
}

/** "2 rundy", "10 rund (1 minuta)", "3 tury" → rounds; "Natychmiastowe" → instant; else as written. */
export function readDuration(v: unknown): SpellDuration {
  const t = text(v);
  if (!t) return { kind: "none" };
  if (/^natychmiast/i.test(t)) return { kind: "instant" };
  const m = /^(\d+)\s+(?:rund|tur)/iu.exec(t);
  if (m) return { kind: "rounds", rounds: Number(m[1]) };
  return { kind: "text", text: t };
}

/** "Na siebie", "1", "do 4", "Kwadrat o boku 5 m", "Trzymana broń" → targets. */
export function readTargets(target: unknown, range: unknown): Targets {
  const t = text(target);
  const rangeKind = range && typeof range === "object" ? text((range as Record<string, unknown>).kind) : "";
  if (/^na siebie$/iu.test(t)) return { kind: "self" };
  const n = /^(?:do\s+)?(\d+)$/iu.exec(t);
  if (n) return Number(n[1]) === 1 ? { kind: "one" } : { kind: "several", count: Number(n[1]) };
  if (/^(kwadrat|prostokąt|sfera|kopuła|obszar|linia)/iu.test(t))
    return { kind: "area", shape: t, among: "all", ...(rangeKind === "self" ? { centredOnCaster: true } : {}) };
  if (/(trzyman|przedmiot|broń|obiekt)/iu.test(t)) return { kind: "object", text: t };
  if (!t && rangeKind === "self") return { kind: "self" };
  return { kind: "none" };
}

export function readOvercast(v: unknown): OvercastOption[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((o): o is Record<string, unknown> => !!o && typeof o === "object")
    .map((o) => readOvercastOption({ text: text(o.text), repeatable: o.repeatable === true, cost: int(o.cost) ?? 0 }))
    .filter((o) => o.text !== "");
}

const DAMAGE_TYPES: Record<string, DamageType> = {
  physical: "physical",
  fizyczne: "physical",
  magical: "magical",
  magic: "magical",
  magiczne: "magical",
  environmental: "environmental",
  środowiskowe: "environmental",
};

/** Whether the note fills the schema fields that say what the spell does. */
export function schemaFilled(fm: Record<string, unknown>): boolean {
  return text(fm.damageBase) !== "" || (Array.isArray(fm.statusEffects) && fm.statusEffects.length > 0);
}

/** The note's damage type ("physical", "magiczne"); null when empty or unknown (with a diagnostic). */
export function readDamageType(fm: Record<string, unknown>, spell: string, out: Message[]): DamageType | null {
  const t = text(fm.damageType).toLowerCase();
  if (!t) return null;
  const type = DAMAGE_TYPES[t];
  if (!type) out.push(msg("diag.unknownDamageType", { spell, value: t }));
  return type ?? null;
}

function readSave(fm: Record<string, unknown>, spell: string, out: Message[]): Save | null {
  const a = text(fm.saveAttribute);
  const s = text(fm.saveSkill);
  if (!a && !s) return null;
  const attribute = attributeOf(a);
  const skill = skillOf(s);
  if (!attribute) {
    out.push(msg("diag.unknownAttribute", { spell, value: a }));
    return null;
  }
  if (!skill) {
    out.push(msg("diag.unknownSkill", { spell, value: s }));
    return null;
  }
  const threshold = int(fm.saveThreshold);
  const successes = int(fm.saveSuccesses);
  if (threshold === null || successes === null) out.push(msg("diag.saveAssumed", { spell }));
  return { attribute, skill, threshold: threshold ?? 4, successes: successes ?? "caster" };
}

function readArea(v: unknown): Targets | null {
  if (!v) return null;
  if (typeof v === "string") return v.trim() ? { kind: "area", shape: v.trim(), among: "all" } : null;
  if (typeof v !== "object") return null;
  const o = v as Record<string, unknown>;
  const shape = [text(o.shape ?? o.kind ?? o.type), text(o.size ?? o.value), text(o.unit)].filter(Boolean).join(" ");
  return shape ? { kind: "area", shape, among: "all" } : null;
}

/** Effects from the note's schema fields (source "note"): damage, then the conditions a save resists. */
export function readSchemaEffects(
  fm: Record<string, unknown>,
  spell: string,
  out: Message[],
): { effects: SpellEffect[]; targets: Targets | null } {
  const effects: SpellEffect[] = [];
  const save = readSave(fm, spell, out);
  const statuses = Array.isArray(fm.statusEffects) ? (fm.statusEffects as unknown[]) : [];
  const base = text(fm.damageBase);
  if (base) {
    if (isFormula(base)) {
      effects.push({
        kind: "damage",
        formula: base,
        damageType: readDamageType(fm, spell, out) ?? "magical",
        ignoresArmor: fm.ignoresArmor === true,
        ignoresMagicDefence: fm.ignoresMagicDefence === true,
        ...(save && statuses.length === 0 ? { save } : {}),
      });
    } else out.push(msg("diag.badFormula", { spell, field: "damageBase", value: base }));
  }
  for (const s of statuses) {
    const o = s && typeof s === "object" ? (s as Record<string, unknown>) : { name: s };
    const name = text(o.name ?? o.condition ?? o.status ?? o.id);
    const condition = conditionOf(name);
    if (!condition) {
      out.push(msg("diag.unknownCondition", { spell, value: name }));
      continue;
    }
    const rounds = int(o.rounds) ?? int(o.duration) ?? readRounds(o.duration);
    effects.push({
      kind: "condition",
      condition,
      ...(rounds !== null ? { rounds } : {}),
      ...(save ? { save } : {}),
    });
  }
  if (Array.isArray(fm.triggers) && fm.triggers.length > 0) out.push(msg("diag.triggersUnread", { spell }));
  return { effects, targets: readArea(fm.areaOfEffect) };
}

function readRounds(v: unknown): number | null {
  const d = readDuration(v);
  return d.kind === "rounds" ? d.rounds : null;
}
