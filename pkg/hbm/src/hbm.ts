import { commandArgs } from "./args";
import { seededRandom } from "../../../src/core/dice";
import { systemRandom } from "./random";
import { executeLine, type RollEnvironment, errorLineText, parseLine, refName } from "../../../src/core/roll";
import type { vaultEnvironment } from "./vault-commands";
import { cliText, isCommand, langOfArgv, parseCliLang, usage, type CliLang } from "./strings";

/** `hbm`: the plugin's pure core on the command line (docs/en/notes.md "The command line"). Its texts: strings.ts. */
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
  const lang = langOfArgv(argv);
  try {
    // `hbm --lang en <command> …` as well as `hbm <command> … --lang en`.
    const n = argv[0] === "--lang" ? 2 : argv[0]?.startsWith("--lang=") ? 1 : 0;
    const [command, ...rest] = [...argv.slice(n), ...argv.slice(0, n)];
    // `hbm <command> --help`: that command's usage, in the language asked.
    if (isCommand(command) && rest.some((a) => a === "--help" || a === "-h")) {
      io.out(usage(lang, command));
      return 0;
    }
    switch (command) {
      case "roll":
        return await rollCommand(rest, io, vault);
      case "encounter":
        return await (await import("./encounter-command")).encounterCommand(rest, io);
      case undefined:
      case "help":
      case "--help":
      case "-h":
        io.out(usage(lang));
        return command ? 0 : 2;
      default: {
        const extra = await import("./vault-commands");
        const handler = extra.COMMANDS[command];
        if (handler) return await handler(rest, io);
        throw new UsageError(cliText(lang).unknownCommand(command));
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
    io.err(`hbm: ${cliText(lang).unexpected(e instanceof Error ? (e.message.split("\n")[0] ?? "") : String(e))}`);
    return 2;
  }
}

/** `--lang pl|en`: the language of what the command prints (Polish unless asked). */
export function parseLang(text: string | undefined): CliLang {
  return parseCliLang(text, (m) => new UsageError(m));
}

export function parseSeed(text: string | undefined, lang: CliLang = "pl"): number | null {
  if (text === undefined) return null;
  if (!/^-?\d{1,15}$/.test(text)) throw new UsageError(cliText(lang).seedValue(text));
  return Number(text);
}

async function rollCommand(args: string[], io: CliIO, vault?: typeof vaultEnvironment): Promise<number> {
  const { values, positionals } = commandArgs(args, {
    seed: { type: "string" },
    vault: { type: "string" },
    character: { type: "string" },
    form: { type: "string" },
  });
  const lang = parseLang(values.lang);
  const t = cliText(lang);
  if (positionals.length !== 1) throw new UsageError(t.rollOneLine(positionals.length));
  const seed = parseSeed(values.seed, lang);
  const rng = seed === null ? systemRandom() : seededRandom(seed);
  const text = positionals[0] as string;
  let env: RollEnvironment;
  let knownNames: string[] = [];
  if (values.form !== undefined && !values.character) throw new UsageError(t.formNeedsCharacter);
  if (values.vault || values.character) {
    // The whole roll, from its arguments, is run by the module that reads vaults (with its own
    // copy of the roll code in the built command: dist/vault/, see esbuild.config.mjs).
    if (!vault) return (await import("./vault-commands")).rollWithVault(args, io);
    const made = await vault(values.vault, values.character, rng, values.form, lang);
    if (typeof made === "string") throw new UsageError(made);
    env = made.env;
    knownNames = made.knownNames;
  } else {
    env = {
      rng,
      character: (ref) => (ref ? t.characterNeedsVault(refName(ref)) : t.lineNeedsCharacter),
      spell: (ref) => t.spellNeedsVault(refName(ref)),
    };
  }
  const parsed = parseLine(text, 1, { knownNames });
  if (!parsed) throw new UsageError(t.emptyLine);
  if (parsed.kind === "error") {
    io.err(`hbm: ${errorLineText(parsed, lang)}`);
    return 2;
  }
  if (parsed.kind === "header") throw new UsageError(t.headerLine);
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
