import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { vaultNotes } from "../pkg/hbm/src/read-vault";
import { VaultIndex } from "../src/core/vault/index";

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const TEST_VAULT = join(PROJECT_ROOT, "test-vault");

/**
 * A folder of notes read from disk into the core reader's input ([path, text] pairs), by the one
 * rule of which files make a vault (pkg/hbm/src/read-vault.ts). Tests of src/ read a vault here,
 * never through the `hbm` command.
 */
export function readVaultFiles(root: string): Array<[string, string]> {
  const files = vaultNotes(root);
  if (!files) throw new Error(`test: no folder ${root}`);
  return files;
}

/** Every Markdown note under a folder, keyed by its vault path. */
export function readVault(root: string): Record<string, string> {
  return Object.fromEntries(readVaultFiles(root));
}

/** The core's index of a folder of notes (the test vault unless told). */
export function loadIndex(root: string = TEST_VAULT, files = readVaultFiles(root)): VaultIndex {
  const index = new VaultIndex();
  index.load(files);
  return index;
}
