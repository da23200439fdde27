/** An error the `hbm` vault commands print as `hbm: <message>` and end with status 2 (vault-commands.ts wrap). */
export class CliError extends Error {}
