/**
 * `hbm spell <link|name|path> [--vault DIR] [--caster NOTE] [--form N] [--json]`: a spell as the
 * plugin reads it, with its effects (issue 26 item 4); `hbm spells --fill [--write]`: the schema
 * values the plugin uses for notes whose schema fields are empty, written only with --write.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { isMap, isScalar, isSeq, parseDocument, stringify } from "yaml";
import { buildSheet } from "../../../src/core/sheet";
import { effectAmount, type CasterValues, type SpellEffect } from "../../../src/core/spells";
import { schemaFilled } from "../../../src/core/spells/note";
import { statHeld } from "../../../src/core/play";
import type { SpellNote } from "../../../src/core/vault/model";
import type { VaultIndex } from "../../../src/core/vault/index";
import type { CliIO } from "./hbm";
import { commandArgs } from "./args";
import { CliError } from "./cli-error";
import { cliText, parseCliLang, type CliLang, type CliText } from "./strings";

/** One effect as `hbm spell --json` prints it: kind damage, heal, shield, condition, test or none (stat effects are `none` with a `stat` object). */
export function effectJson(e: SpellEffect, caster: CasterValues | null): Record<string, unknown> {
  const amount = caster ? (effectAmount(e, caster) ?? null) : null;
  const extra: Record<string, unknown> = {};
  if (e.save) extra.save = { ...e.save };
  for (const k of ["timing", "trigger", "gate", "recipient", "until", "among"] as const)
    if (e[k] !== undefined) extra[k] = e[k];
  switch (e.kind) {
    case "damage":
      return {
        kind: "damage",
        formula: e.formula,
        amount,
        ignoresArmor: e.ignoresArmor,
        ...(e.ignoresMagicDefence ? { ignoresMagicDefence: true } : {}),
        ...(e.damageType !== "magical" ? { damageType: e.damageType } : {}),
        ...(e.rounds !== undefined ? { rounds: e.rounds } : {}),
        ...extra,
      };
    case "heal":
      return {
        kind: "heal",
        formula: e.formula,
        amount,
        ...(e.resource ? { resource: e.resource } : {}),
        ...extra,
      };
    case "shield":
      return {
        kind: "shield",
        formula: e.formula,
        amount,
        ...(e.mode ? { mode: e.mode } : {}),
        ...(e.shared ? { shared: true } : {}),
        ...extra,
      };
    case "condition":
      return {
        kind: "condition",
        condition: e.condition,
        ...(e.rounds !== undefined ? { rounds: e.rounds } : {}),
        ...(e.mode ? { mode: e.mode } : {}),
        ...extra,
      };
    case "test":
      return { kind: "test", ...ownFields(e), ...extra };
    case "stat": {
      // `play`: held on its holder as numbers (effects[].stat, the caster's part on the caster), or told to the GM.
      return { kind: "none", reason: "stat", stat: ownFields(e), play: statHeld(e) ? "held" : "gm", ...extra };
    }
    case "none":
      return { kind: "none", reason: e.reason, ...extra };
  }
}

export function spellJson(spell: SpellNote, caster: CasterValues | null): Record<string, unknown> {
  return {
    name: spell.name,
    path: spell.path,
    manaCost: spell.manaCost,
    difficulty: { threshold: spell.threshold, successes: spell.required },
    source: spell.effects.source,
    effects: spell.effects.effects.map((e) => effectJson(e, caster)),
  };
}

function casterOf(index: VaultIndex, root: string, note: string, form: string | undefined, t: CliText): CasterValues {
  const rel = existsSync(note) ? relative(resolve(root), resolve(note)).split("\\").join("/") : null;
  const found = rel ? index.get(rel)?.character : index.findCharacter(note);
  if (!found) throw new CliError(t.unknownCharacter(note, root));
  const i = form === undefined ? 0 : Number(form) - 1;
  if (!Number.isInteger(i) || i < 0 || i >= found.forms.length)
    throw new CliError(t.formRange(String(form), found.forms.length));
  const s = buildSheet(found, index, i);
  return {
    body: s.attributes.body,
    mind: s.attributes.mind,
    soul: s.attributes.soul,
    magicDice: s.derived.magicDice,
    skills: { ...s.skills },
  };
}

export async function spellCommand(
  args: string[],
  io: CliIO,
  loadIndex: (root: string, lang: CliLang) => VaultIndex,
): Promise<number> {
  const { values, positionals } = commandArgs(args, {
    vault: { type: "string" },
    caster: { type: "string" },
    form: { type: "string" },
  });
  const lang = parseCliLang(values.lang, (m) => new CliError(m));
  const t = cliText(lang);
  if (positionals.length !== 1) throw new CliError(t.spellOne);
  if (values.form !== undefined && !values.caster) throw new CliError(t.formNeedsCaster);
  const root = values.vault ?? ".";
  const index = loadIndex(root, lang);
  const arg = (positionals[0] as string).replace(/^\[\[|\]\]$/g, "");
  const asPath = existsSync(arg) ? relative(resolve(root), resolve(arg)).split("\\").join("/") : null;
  const spell = (asPath ? index.get(asPath)?.spell : undefined) ?? index.get(arg)?.spell ?? index.findSpell(arg);
  if (!spell) throw new CliError(t.unknownSpell(arg, root));
  const caster = values.caster ? casterOf(index, root, values.caster, values.form, t) : null;
  const json = spellJson(spell, caster);
  if (values.json) {
    io.out(JSON.stringify(json, null, 2));
    return 0;
  }
  const lines = [
    `${spell.name} (${spell.path}) · Mana ${spell.manaCost ?? "?"} · ${spell.threshold ?? "?"}:${spell.required ?? "?"} · ${spell.effects.source === "note" ? t.effectsFromNote : t.effectsBuiltIn}`,
    ...(json.effects as Array<Record<string, unknown>>).map((e) => `- ${JSON.stringify(e)}`),
  ];
  io.out(lines.join("\n"));
  return 0;
}

/** The Foundry schema fields (docs/en/notes.md "Spells"). */
export const SCHEMA_FIELDS = [
  "damageBase",
  "damageType",
  "ignoresArmor",
  "statusEffects",
  "saveAttribute",
  "saveSkill",
  "areaOfEffect",
  "triggers",
] as const;

const ATTRIBUTE_KEYS: Record<string, string> = { body: "body", mind: "mind", soul: "soul", magic: "magic" };

/**
 * The schema values that give back the built-in effects when read (spells/note.ts
 * readSchemaEffects), or the reason they cannot: the schema holds one damage, conditions
 * with rounds and one save at 4:S (S = the caster's successes), nothing else.
 */
export function schemaValues(
  effects: readonly SpellEffect[],
): { values: Record<string, unknown> } | { reason: string } {
  const damage = effects.filter((e) => e.kind === "damage");
  const conditions = effects.filter((e) => e.kind === "condition");
  const other = effects.filter((e) => e.kind !== "damage" && e.kind !== "condition");
  if (other.length)
    return { reason: `effects the schema cannot hold: ${[...new Set(other.map((e) => e.kind))].join(", ")}` };
  if (damage.length > 1) return { reason: "more than one damage" };
  if (!damage.length && !conditions.length) return { reason: "nothing to apply" };
  for (const e of effects)
    if (e.timing || e.trigger || e.gate || e.recipient || e.until || e.among)
      return { reason: "timed, triggered, gated or redirected effects" };
  const d = damage[0];
  if (d && d.kind === "damage" && (d.ignoresMagicDefence || d.rounds !== undefined))
    return { reason: "damage that ignores magical defence or lasts" };
  for (const c of conditions)
    if (c.kind === "condition" && (c.mode || c.condition === "choice"))
      return { reason: "conditions removed, warded off or chosen" };
  const saves = new Set(conditions.map((c) => JSON.stringify(c.save ?? null)));
  if (saves.size > 1) return { reason: "conditions with different saves" };
  const save = conditions[0]?.save ?? (conditions.length ? undefined : d?.save);
  if (conditions.length && d?.save) return { reason: "a damage save beside conditions" };
  if (save && (save.threshold !== 4 || save.successes !== "caster" || save.via))
    return { reason: "a save other than 4:S with S the caster's successes" };
  const values: Record<string, unknown> = {};
  if (d && d.kind === "damage") {
    values.damageBase = d.formula;
    values.damageType = d.damageType;
    if (d.ignoresArmor) values.ignoresArmor = true;
  }
  if (conditions.length)
    values.statusEffects = conditions.map((c) =>
      c.kind === "condition" ? { name: c.condition, ...(c.rounds !== undefined ? { rounds: c.rounds } : {}) } : {},
    );
  if (save) {
    values.saveAttribute = ATTRIBUTE_KEYS[save.attribute];
    values.saveSkill = save.skill;
  }
  return { values };
}

/** Whether a schema field holds nothing: absent, null, '', [] or the boolean default false. */
function empty(v: unknown): boolean {
  return v === undefined || v === null || v === "" || v === false || (Array.isArray(v) && v.length === 0);
}

/**
 * Fill the EMPTY schema fields of a note's frontmatter with `values`, never a filled one. The
 * yaml Document gives each key's value range; only those bytes change (a missing key is added
 * as a last line of the frontmatter), so the body and every other key survive byte for byte.
 */
export function fillFrontmatter(raw: string, values: Record<string, unknown>): { text: string; filled: string[] } {
  const m = /^---\r?\n([\s\S]*?\r?\n)?---(\r?\n|$)/.exec(raw);
  if (!m) return { text: raw, filled: [] };
  const fmText = m[1] ?? "";
  const start = raw.indexOf("\n") + 1;
  const doc = parseDocument(fmText, { keepSourceTokens: true });
  if (doc.errors.length || !isMap(doc.contents)) return { text: raw, filled: [] };
  const edits: Array<{ from: number; to: number; text: string }> = [];
  const appended: string[] = [];
  const filled: string[] = [];
  const eol = raw.includes("\r\n") ? "\r\n" : "\n";
  const flow = (v: unknown) => stringify(v, { collectionStyle: "flow", lineWidth: 0 }).trim();
  for (const [key, value] of Object.entries(values)) {
    const pair = doc.contents.items.find((p) => isScalar(p.key) && p.key.value === key);
    if (!pair) {
      appended.push(`${key}: ${flow(value)}`);
      filled.push(key);
      continue;
    }
    const node = pair.value;
    const current = isScalar(node) ? node.value : isSeq(node) ? node.items : node;
    if (!empty(current)) continue;
    if (node && (isScalar(node) || isSeq(node)) && node.range) {
      edits.push({ from: node.range[0], to: node.range[1], text: flow(value) });
      filled.push(key);
    } else if (!node) {
      // `key:` with nothing after it
      const keyRange = isScalar(pair.key) ? pair.key.range : null;
      if (!keyRange) continue;
      const colon = fmText.indexOf(":", keyRange[1]);
      edits.push({ from: colon + 1, to: colon + 1, text: ` ${flow(value)}` });
      filled.push(key);
    }
  }
  let out = fmText;
  for (const e of edits.sort((a, b) => b.from - a.from)) out = out.slice(0, e.from) + e.text + out.slice(e.to);
  if (appended.length) out += appended.map((l) => l + eol).join("");
  return { text: raw.slice(0, start) + out + raw.slice(start + fmText.length), filled };
}

export async function spellsCommand(
  args: string[],
  io: CliIO,
  loadIndex: (root: string, lang: CliLang) => VaultIndex,
): Promise<number> {
  const { values } = commandArgs(
    args,
    {
      vault: { type: "string" },
      fill: { type: "boolean", default: false },
      write: { type: "boolean", default: false },
    },
    false,
  );
  const lang = parseCliLang(values.lang, (m) => new CliError(m));
  const t = cliText(lang);
  if (!values.fill) throw new CliError(t.spellsNeedFill);
  const root = values.vault ?? ".";
  const index = loadIndex(root, lang);
  const rows: Array<Record<string, unknown>> = [];
  for (const spell of index.spells()) {
    const raw = readFileSync(join(root, spell.path), "utf8");
    const fm = parseDocument(/^---\r?\n([\s\S]*?\r?\n)?---/.exec(raw)?.[1] ?? "").toJS() as Record<
      string,
      unknown
    > | null;
    if (!fm || schemaFilled(fm)) continue;
    const v = schemaValues(spell.effects.effects);
    if ("reason" in v) {
      rows.push({ name: spell.name, path: spell.path, values: null, reason: v.reason });
      continue;
    }
    let written: string[] = [];
    if (values.write) {
      const r = fillFrontmatter(raw, v.values);
      if (r.filled.length) writeFileSync(join(root, spell.path), r.text);
      written = r.filled;
    }
    rows.push({ name: spell.name, path: spell.path, values: v.values, ...(values.write ? { written } : {}) });
  }
  if (values.json) io.out(JSON.stringify(rows, null, 2));
  else
    io.out(
      rows
        .map((r) =>
          r.values
            ? `${String(r.path)}: ${JSON.stringify(r.values)}${r.written ? ` ${t.written(r.written as string[])}` : ""}`
            : `${String(r.path)}: ${t.staysInTable(String(r.reason))}`,
        )
        .join("\n"),
    );
  return 0;
}

/** An effect's own fields, without the keys every effect carries (`extra` says those its own way). */
function ownFields<T extends { kind: string }>(
  e: T,
): Omit<T, "kind" | "save" | "timing" | "trigger" | "gate" | "recipient" | "until" | "among"> {
  const {
    kind: _k,
    save: _s,
    timing: _t,
    trigger: _tr,
    gate: _g,
    recipient: _r,
    until: _u,
    among: _a,
    ...rest
  } = e as T & Record<"save" | "timing" | "trigger" | "gate" | "recipient" | "until" | "among", unknown>;
  return rest;
}
