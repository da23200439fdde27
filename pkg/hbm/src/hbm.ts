import { parseArgs } from "node:util";
import { seededRandom } from "../../../src/core/dice";
import { systemRandom } from "./random";
import { executeLine, type RollEnvironment, errorLineText, parseLine, refName } from "../../../src/core/roll";
import type { vaultEnvironment } from "./vault-commands";

/** `hbm`: the plugin's pure core on the command line (../shared/spec/notes.md). */
const USAGE = `Użycie:
  hbm roll "<linia hbm-roll>" [--seed N] [--json] [--vault KATALOG] [--character NOTATKA [--form N]] [--lang pl|en]
  hbm sheet <notatka.md> [--vault KATALOG] [--form N] [--json] [--lang pl|en]
  hbm check [KATALOG] [--json] [--quiet] [--lang pl|en]
  hbm encounter <notatka.md> [--vault KATALOG] [--json] [--advance N --seed S]
  hbm spell <link|nazwa|ścieżka> [--vault KATALOG] [--caster NOTATKA [--form N]] [--json]
      efekty: kind damage, heal, shield, condition, test albo none; efekt liczbowy postaci
      (Pancerz, Ruch, Inicjatywa…) to kind none z obiektem "stat"; amount dla --caster (null bez niego albo z kośćmi)
  hbm spells --fill [--write] [--vault KATALOG] [--json]
      pola schematu (damageBase, statusEffects, …) pustych notatek; --write wypełnia tylko puste pola`;

class UsageError extends Error {}

export interface CliIO {
  out(text: string): void;
  err(text: string): void;
}

/**
 * Runs one command. `vault` is given only by vault-commands.ts: `hbm roll` with a vault is run there
 * (see rollCommand), so that `hbm roll` alone loads nothing but the dice and the roll grammar.
 */
export async function main(argv: string[], io: CliIO, vault?: typeof vaultEnvironment): Promise<number> {
  try {
    const [command, ...rest] = argv;
    switch (command) {
      case "roll":
        return await rollCommand(rest, io, vault);
      case "encounter":
        return await (await import("./encounter-command")).encounterCommand(rest, io);
      case undefined:
      case "help":
      case "--help":
      case "-h":
        io.out(USAGE);
        return command ? 0 : 2;
      default: {
        const extra = await import("./vault-commands");
        const handler = extra.COMMANDS[command];
        if (handler) return await handler(rest, io);
        throw new UsageError(`Nieznane polecenie „${command}”. ${USAGE.split("\n")[0]}`);
      }
    }
  } catch (e) {
    if (
      e instanceof UsageError ||
      (e instanceof TypeError && "code" in e && String(e.code).startsWith("ERR_PARSE_ARGS"))
    ) {
      io.err(`hbm: ${e.message.split("\n")[0]}`);
      return 2;
    }
    io.err(`hbm: nieoczekiwany błąd: ${e instanceof Error ? e.message.split("\n")[0] : String(e)}`);
    return 2;
  }
}

/** `--lang pl|en`: the language of what the command prints (Polish unless asked). */
export function parseLang(text: string | undefined): "pl" | "en" {
  if (text === undefined || text === "pl" || text === "en") return text ?? "pl";
  throw new UsageError(`--lang przyjmuje pl albo en, a jest „${text}”.`);
}

export function parseSeed(text: string | undefined): number | null {
  if (text === undefined) return null;
  if (!/^-?\d{1,15}$/.test(text)) throw new UsageError(`--seed wymaga liczby całkowitej, a jest „${text}”.`);
  return Number(text);
}

async function rollCommand(args: string[], io: CliIO, vault?: typeof vaultEnvironment): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      seed: { type: "string" },
      json: { type: "boolean", default: false },
      vault: { type: "string" },
      character: { type: "string" },
      form: { type: "string" },
      lang: { type: "string" },
    },
  });
  const lang = parseLang(values.lang);
  if (positionals.length !== 1)
    throw new UsageError(`roll przyjmuje jedną linię w cudzysłowie (jest ${positionals.length}).`);
  const seed = parseSeed(values.seed);
  const rng = seed === null ? systemRandom() : seededRandom(seed);
  const text = positionals[0] as string;
  let env: RollEnvironment;
  let knownNames: string[] = [];
  if (values.form !== undefined && !values.character)
    throw new UsageError("--form wymaga --character (forma której postaci?).");
  if (values.vault || values.character) {
    // The whole roll, from its arguments, is run by the module that reads vaults (with its own
    // copy of the roll code in the built command: dist/vault/, see esbuild.config.mjs).
    if (!vault) return (await import("./vault-commands")).rollWithVault(args, io);
    const made = await vault(values.vault, values.character, rng, values.form);
    if (typeof made === "string") throw new UsageError(made);
    env = made.env;
    knownNames = made.knownNames;
  } else {
    env = {
      rng,
      character: (ref) =>
        ref
          ? `Postać „${refName(ref)}”: podaj --vault KATALOG, żeby czytać postacie.`
          : "Ta linia wymaga postaci: podaj --vault KATALOG i --character NOTATKA.",
      spell: (ref) => `Zaklęcie „${refName(ref)}”: podaj --vault KATALOG, żeby czytać zaklęcia.`,
    };
  }
  const parsed = parseLine(text, 1, { knownNames });
  if (!parsed) throw new UsageError("Pusta linia albo komentarz: nie ma czym rzucić.");
  if (parsed.kind === "error") {
    io.err(`hbm: ${errorLineText(parsed, lang)}`);
    return 2;
  }
  if (parsed.kind === "header") throw new UsageError("„postać:” to nagłówek bloku, nie rzut; użyj --character.");
  const outcome = executeLine(parsed, env, lang);
  if (!outcome.ok) {
    io.err(`hbm: ${outcome.message}`);
    return 2;
  }
  if (values.json) {
    const { detail: _detail, ...rest } = outcome.result as typeof outcome.result & { detail?: unknown };
    io.out(JSON.stringify(rest));
  } else io.out(outcome.result.label ? `${outcome.result.label}: ${outcome.result.text}` : outcome.result.text);
  return 0;
}

export { UsageError };
