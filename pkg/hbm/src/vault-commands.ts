import "./use-yaml";
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { RandomSource } from "../../../src/core/dice";
import { type RollEnvironment, vaultEnvironment as makeEnvironment } from "../../../src/core/roll";
import { buildSheet, romanLevel, sheetJson, type Sheet } from "../../../src/core/sheet";
import { checkVault, formatCheck } from "./check";
import { diagnosticText, severityLabel, type Language } from "../../../src/core/vault/diagnostics";
import { VaultIndex } from "../../../src/core/vault/index";
import { main, type CliIO } from "./hbm";
import { commandArgs } from "./args";
import { CliError } from "./cli-error";
import { vaultNotes } from "./read-vault";
import { cliText, parseCliLang, type CliLang, type CliText } from "./strings";

/** The vault folder for a note: the nearest folder above it with `.obsidian/`, else the note's folder. */
export function findVaultRoot(notePath: string): string {
  let dir = dirname(resolve(notePath));
  for (;;) {
    if (existsSync(join(dir, ".obsidian"))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return dirname(resolve(notePath));
    dir = parent;
  }
}

export function readVaultFiles(root: string, lang: CliLang = "pl"): Array<[string, string]> {
  const files = vaultNotes(root);
  if (!files) throw new CliError(cliText(lang).dirMissing(root));
  return files;
}

/** The vault at `root` read and indexed, its problems said in `lang`. */
export function indexOfVault(root: string, lang: CliLang): VaultIndex {
  return loadIndex(root, readVaultFiles(root, lang));
}

export function loadIndex(root: string, files = readVaultFiles(root)): VaultIndex {
  const index = new VaultIndex();
  index.load(files);
  return index;
}

function notePathIn(root: string, note: string, t: CliText): string {
  const full = resolve(note);
  const rel = relative(resolve(root), full).split("\\").join("/");
  if (rel.startsWith("..")) throw new CliError(t.noteOutside(note, root));
  return rel;
}

function formIndexOf(value: string | undefined, forms: number, t: CliText): number {
  if (value === undefined) return 0;
  const i = /^\d+$/.test(value) ? Number(value) - 1 : -1;
  if (i < 0 || i >= forms) throw new CliError(t.formRange(value, forms));
  return i;
}

/** The derived values as a GM reads them: Mana ∞ or Brak, Runiczny Pancerz, Magiczna Osłona, initiative dice. */
function derivedLines(s: Sheet, t: CliText, lang: CliLang): string[] {
  const d = s.derived;
  const mana =
    d.manaPool === "none"
      ? t.manaNone
      : d.manaPool === "unlimited"
        ? t.manaUnlimited
        : `Mana ${s.state.mana}/${d.maxMana}`;
  const defence = [
    `${t.armor} ${d.armor}`,
    ...(d.runicArmor !== null ? [`${t.runicArmor} ${d.runicArmor}`] : []),
    ...(d.magicShield !== null ? [`${t.magicShield} ${d.magicShield}`] : []),
  ];
  const die = lang === "en" ? "d6" : "k6";
  return [
    `${t.health} ${s.state.health}/${d.maxHealth} · ${mana} · ${t.zeal} ${s.state.zeal}/${d.maxZeal}${s.zealPerTurn !== 1 ? ` ${t.perTurn(s.zealPerTurn)}` : ""} · ${t.initiative} ${d.initiativeDice}${die}+${d.initiative}`,
    defence.join(" · "),
    `${t.magicDice} ${d.magicDice} · ${t.maxSpellCost} ${d.maxSpellCost} · ${t.tolerance} ${s.state.elixirTolerance}/${d.elixirTolerance}`,
  ];
}

async function sheet(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = commandArgs(args, {
    vault: { type: "string" },
    form: { type: "string" },
  });
  const language = languageOf(values.lang);
  const t = cliText(language);
  if (positionals.length !== 1) throw new CliError(t.sheetOneNote);
  const note = positionals[0] as string;
  if (!existsSync(note)) throw new CliError(t.noteMissing(note));
  const root = values.vault ?? findVaultRoot(note);
  const index = indexOfVault(root, language);
  const path = notePathIn(root, note, t);
  const entry = index.get(path);
  if (!entry?.character) throw new CliError(t.notCharacter(path));
  const s = buildSheet(entry.character, index, formIndexOf(values.form, entry.character.forms.length, t));
  if (values.json) {
    // The creation rules, for the sheet's JSON alone: the other commands never load them.
    const { creationCheck } = await import("../../../src/core/creation/check");
    const creation = creationCheck(entry.character, index);
    io.out(JSON.stringify({ ...sheetJson(s), ...(creation ? { creation } : {}) }, null, 2));
    return 0;
  }
  const magic = s.printedMagicDice;
  const lines = [
    `${s.name} (${s.kind === "pc" ? t.kindPc : t.kindNpc})${s.form ? ` · ${s.form}` : ""}${s.forms.length > 1 ? ` (${s.forms.indexOf(s.form ?? "") + 1}/${s.forms.length})` : ""}`,
    `${t.race}: ${s.race ?? "—"} · ${t.discipline}: ${s.discipline ?? "—"} · ${t.year}: ${s.year ?? "—"}`,
    // No stats yet (empty tables): no numbers at all, never Magia X with Mana 3/3.
    ...(s.hasStats
      ? [
          `Ciało ${s.attributes.body} · Umysł ${s.attributes.mind} · Dusza ${s.attributes.soul} · Magia ${magic !== null ? `${t.dice(magic)} (${t.powerLevel(romanLevel(s.attributes.powerLevel))})` : romanLevel(s.attributes.powerLevel)}`,
          ...derivedLines(s, t, language),
        ]
      : [t.noStats]),
    `${t.conditions}: ${s.state.conditions.join(", ") || "—"}`,
    `${t.skills}: ${
      Object.entries(s.skills)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ") || "—"
    }`,
    `${t.talents}: ${s.talents.join(", ") || "—"}`,
    `${t.spells}: ${s.spells.join(", ") || "—"}`,
    `${t.equipment}: ${s.equipment.join(", ") || "—"}`,
    ...s.diagnostics.map(
      (x) =>
        `${severityLabel(x.severity, language)}: ${x.line ? `${t.line} ${x.line}: ` : ""}${diagnosticText(x, language)}`,
    ),
  ];
  io.out(lines.join("\n"));
  return 0;
}

function languageOf(value: string | undefined): Language {
  return parseCliLang(value, (m) => new CliError(m));
}

async function check(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = commandArgs(args, {
    quiet: { type: "boolean", short: "q", default: false },
  });
  const language = languageOf(values.lang);
  const root = positionals[0] ?? ".";
  const files = readVaultFiles(root, language);
  const report = checkVault(loadIndex(root, files), files);
  const findings = values.quiet ? report.findings.filter((f) => f.severity === "error") : report.findings;
  if (values.json) {
    io.out(
      JSON.stringify(
        {
          ...report.counts,
          totals: report.totals,
          perNote: values.quiet ? report.perNote.filter((r) => r.error > 0) : report.perNote,
          diagnostics: findings,
        },
        null,
        2,
      ),
    );
  } else {
    const lines = formatCheck(report, { language, quiet: values.quiet });
    if (lines.length) io.out(lines.join("\n"));
  }
  return report.totals.error > 0 ? 1 : 0;
}

function wrap(fn: (args: string[], io: CliIO) => Promise<number>) {
  return async (args: string[], io: CliIO): Promise<number> => {
    try {
      return await fn(args, io);
    } catch (e) {
      if (e instanceof CliError || (e instanceof TypeError && "code" in e)) {
        io.err(`hbm: ${e.message.split("\n")[0]}`);
        return 2;
      }
      throw e;
    }
  };
}

export const COMMANDS: Record<string, (args: string[], io: CliIO) => Promise<number>> = {
  sheet: wrap(sheet),
  check: wrap(check),
  // Loaded by the spell commands alone: it brings the `yaml` package (to write notes), which the others never need.
  spell: wrap(async (args, io) => (await import("./spell-command")).spellCommand(args, io, indexOfVault)),
  spells: wrap(async (args, io) => (await import("./spell-command")).spellsCommand(args, io, indexOfVault)),
};

/** `hbm roll … --vault DIR --character NOTE`: the roll, with the vault read here. */
export function rollWithVault(args: string[], io: CliIO): Promise<number> {
  return main(["roll", ...args], io, vaultEnvironment);
}

/** The roll environment for `hbm roll --vault DIR --character NOTE`. */
export function vaultEnvironment(
  vault: string | undefined,
  character: string | undefined,
  rng: RandomSource,
  form?: string,
  lang: CliLang = "pl",
): Promise<{ env: RollEnvironment; knownNames: string[] } | string> {
  try {
    const t = cliText(lang);
    const root = vault ?? (character ? findVaultRoot(character) : ".");
    const index = indexOfVault(root, lang);
    let active: string | null = null;
    let formIndex = 0;
    if (character) {
      const rel = existsSync(character) ? notePathIn(root, character, t) : null;
      const found = rel ? index.get(rel)?.character : index.findCharacter(character);
      if (!found) return Promise.resolve(t.unknownCharacter(character, root));
      active = found.path;
      formIndex = formIndexOf(form, found.forms.length, t);
    }
    // --form picks the form of the --character (as the sheet's form selector does in the plugin).
    const env = makeEnvironment(index, rng, {
      sourcePath: "",
      blockCharacter: null,
      activeCharacterPath: active,
      formOf: (path) => (path === active ? formIndex : 0),
    });
    return Promise.resolve({ env, knownNames: index.characterNames() });
  } catch (e) {
    return Promise.resolve(e instanceof Error ? e.message : String(e));
  }
}
