import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { RandomSource } from "../core/dice/random";
import type { RollEnvironment } from "../core/roll/execute";
import { vaultEnvironment as makeEnvironment } from "../core/roll/vault-environment";
import { buildSheet, romanLevel, sheetJson } from "../core/sheet";
import { readFrontmatter } from "../core/vault/frontmatter";
import { VaultIndex } from "../core/vault/index";
import type { CliIO } from "./hbm";

class CliError extends Error {}

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

export function readVaultFiles(root: string): Array<[string, string]> {
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new CliError(`Katalog „${root}” nie istnieje.`);
  const files: Array<[string, string]> = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith(".")) continue;
      const full = join(dir, name);
      const st = statSync(full);
      if (st.isDirectory()) walk(full);
      else if (name.toLowerCase().endsWith(".md")) files.push([relative(root, full).split("\\").join("/"), readFileSync(full, "utf8")]);
    }
  };
  walk(root);
  return files;
}

export function loadIndex(root: string, files = readVaultFiles(root)): VaultIndex {
  const index = new VaultIndex();
  index.load(files);
  return index;
}

function notePathIn(root: string, note: string): string {
  const full = resolve(note);
  const rel = relative(resolve(root), full).split("\\").join("/");
  if (rel.startsWith("..")) throw new CliError(`Notatka „${note}” leży poza skarbcem „${root}”.`);
  return rel;
}

async function sheet(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { vault: { type: "string" }, json: { type: "boolean", default: false }, form: { type: "string" } } });
  if (positionals.length !== 1) throw new CliError("sheet przyjmuje jedną notatkę: hbm sheet <notatka.md> [--vault KATALOG] [--json]");
  const note = positionals[0] as string;
  if (!existsSync(note)) throw new CliError(`Notatka „${note}” nie istnieje.`);
  const root = values.vault ?? findVaultRoot(note);
  const index = loadIndex(root);
  const path = notePathIn(root, note);
  const entry = index.get(path);
  if (!entry?.character) throw new CliError(`„${path}” nie jest notatką postaci (tag pc albo npc-statblock).`);
  const formIndex = values.form ? Number(values.form) - 1 : 0;
  if (!Number.isInteger(formIndex) || formIndex < 0 || formIndex >= entry.character.forms.length) {
    throw new CliError(`--form: ta postać ma ${entry.character.forms.length} form(y).`);
  }
  const s = buildSheet(entry.character, index, formIndex);
  if (values.json) {
    io.out(JSON.stringify(sheetJson(s), null, 2));
    return 0;
  }
  const d = s.derived;
  const lines = [
    `${s.name} (${s.kind === "pc" ? "postać gracza" : "karta z Bestiariusza"})${s.form ? ` · ${s.form}` : ""}`,
    `Rasa: ${s.race ?? "—"} · Dziedzina: ${s.discipline ?? "—"} · Rok: ${s.year ?? "—"}`,
    `Ciało ${s.attributes.body} · Umysł ${s.attributes.mind} · Dusza ${s.attributes.soul} · Magia ${romanLevel(s.attributes.powerLevel)}`,
    `Żywotność ${s.state.health}/${d.maxHealth} · Mana ${s.state.mana}/${d.maxMana} · Zapał ${s.state.zeal}/${d.maxZeal} · Inicjatywa ${d.initiative} · Pancerz ${d.armor}`,
    `Kości Magii ${d.magicDice} · Maks. koszt zaklęcia ${d.maxSpellCost} · Tolerancja eliksirów ${s.state.elixirTolerance}/${d.elixirTolerance}`,
    `Stany: ${s.state.conditions.join(", ") || "—"}`,
    `Umiejętności: ${Object.entries(s.skills).map(([k, v]) => `${k} ${v}`).join(", ") || "—"}`,
    `Talenty: ${s.talents.join(", ") || "—"}`,
    `Zaklęcia: ${s.spells.join(", ") || "—"}`,
    ...s.diagnostics.map((x) => `[${x.severity}]${x.line ? ` linia ${x.line}:` : ""} ${x.message}`),
  ];
  io.out(lines.join("\n"));
  return 0;
}

async function check(args: string[], io: CliIO): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { json: { type: "boolean", default: false } } });
  const root = positionals[0] ?? ".";
  const files = readVaultFiles(root);
  const index = loadIndex(root, files);
  const found: Array<{ path: string; severity: string; message: string; line?: number }> = [];
  // Every note's YAML, even of notes the plugin never reads: a broken one is a true problem.
  for (const [path, text] of files) {
    const fm = readFrontmatter(text);
    const reported = index.get(path)?.diagnostics.some((d) => d.severity === "error" && d.message.startsWith("Frontmatter"));
    if (fm.error && !reported) {
      const message = fm.error.message[0]?.toUpperCase() + fm.error.message.slice(1);
      found.push({ path, severity: "error", message: `${message}.`, ...(fm.error.line ? { line: fm.error.line } : {}) });
    }
  }
  for (const note of index.all()) {
    found.push(...note.diagnostics.map((d) => ({ path: note.path, ...d })));
    const character = note.character;
    if (character) {
      character.forms.forEach((form, i) => {
        if (!form.hasStats) return;
        const s = buildSheet(character, index, i);
        const extra = s.diagnostics.slice(character.diagnostics.length);
        found.push(...extra.map((d) => ({ path: note.path, ...d })));
        for (const sp of form.spells) {
          if (!index.findSpell(sp.link ?? sp.name, note.path) && sp.link) found.push({ path: note.path, severity: "info", message: `Zaklęcie „${sp.name}” nie ma notatki w skarbcu.`, ...(sp.line ? { line: sp.line } : {}) });
        }
      });
    }
  }
  const seen = new Set<string>();
  const unique = found.filter((f) => {
    const key = `${f.path}|${f.line ?? ""}|${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  found.length = 0;
  found.push(...unique);
  const counts = { notes: index.size, characters: index.characters().length, spells: index.spells().length, elixirs: index.elixirs().length, talents: index.talents().length, races: index.races().length };
  const errors = found.filter((f) => f.severity === "error").length;
  if (values.json) io.out(JSON.stringify({ ...counts, diagnostics: found }, null, 2));
  else {
    io.out(`Przeczytano ${counts.notes} notatek: ${counts.characters} postaci, ${counts.spells} zaklęć, ${counts.elixirs} eliksirów, ${counts.talents} talentów, ${counts.races} ras.`);
    for (const f of found) io.out(`${f.severity === "error" ? "BŁĄD" : f.severity === "warning" ? "uwaga" : "info"}: ${f.path}${f.line ? `:${f.line}` : ""}: ${f.message}`);
    io.out(`${errors} błędów, ${found.filter((f) => f.severity === "warning").length} uwag, ${found.filter((f) => f.severity === "info").length} informacji.`);
  }
  return errors > 0 ? 1 : 0;
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
};

/** The roll environment for `hbm roll --vault DIR --character NOTE`. */
export function vaultEnvironment(
  vault: string | undefined,
  character: string | undefined,
  rng: RandomSource,
): Promise<{ env: RollEnvironment; knownNames: string[] } | string> {
  try {
    const root = vault ?? (character ? findVaultRoot(character) : ".");
    const index = loadIndex(root);
    let active: string | null = null;
    if (character) {
      const rel = existsSync(character) ? notePathIn(root, character) : null;
      const found = rel ? index.get(rel)?.character : index.findCharacter(character);
      if (!found) return Promise.resolve(`Nie znam postaci „${character}” w „${root}”.`);
      active = found.path;
    }
    const env = makeEnvironment(index, rng, { sourcePath: "", blockCharacter: null, activeCharacterPath: active });
    return Promise.resolve({ env, knownNames: index.characterNames() });
  } catch (e) {
    return Promise.resolve(e instanceof Error ? e.message : String(e));
  }
}
