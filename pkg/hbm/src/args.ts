import { parseArgs, type ParseArgsConfig } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** The options every subcommand takes: `--json` (machine-readable output) and `--lang pl|en`. */
const COMMON = {
  json: { type: "boolean", default: false },
  lang: { type: "string" },
} as const;

/**
 * A subcommand's words, read by node:util's parseArgs: its own options with the common ones, and
 * its positionals (refused where it takes none). An unknown option or a missing value throws
 * parseArgs's TypeError, which each command says in one line (exit code 2).
 */
export function commandArgs<const O extends Options>(args: string[], options: O, allowPositionals = true) {
  return parseArgs({ args, allowPositionals, options: { ...COMMON, ...options } });
}
