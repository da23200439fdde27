import type { RandomSource } from "../core/dice/random";
import type { RollEnvironment } from "../core/roll/execute";
import type { CliIO } from "./hbm";

/** Commands that read a vault; filled in by the vault reader. */
export const COMMANDS: Record<string, (args: string[], io: CliIO) => Promise<number>> = {};

export async function vaultEnvironment(
  _vault: string | undefined,
  _character: string | undefined,
  _rng: RandomSource,
): Promise<{ env: RollEnvironment; knownNames: string[] } | string> {
  return "Czytanie skarbca jeszcze nie działa.";
}
