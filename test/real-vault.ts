import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, it } from "vitest";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
/**
 * The real vault's notes beside the repository (absent on a fresh clone; never copied in).
 * HBM_SAMPLE_VAULT points elsewhere (the mutation run's sandbox sits deeper).
 */
export const SAMPLE_VAULT = process.env.HBM_SAMPLE_VAULT ?? join(ROOT, "..", "shared", "hbm-vault-sample");
export const HAS_SAMPLE_VAULT = existsSync(SAMPLE_VAULT);

/** Marks a suite over ../shared: test/real-vault-reporter.ts counts the skipped ones in one line. */
export const REAL_VAULT_TAG = "[../shared]";

/**
 * A suite over the real vault's notes in ../shared/hbm-vault-sample: it runs whenever the
 * folder is there (always in the project's CI) and is skipped, counted and explained in one
 * line of the test summary when it is not (a fresh clone).
 */
export function describeWithSampleVault(name: string, body: () => void): void {
  (HAS_SAMPLE_VAULT ? describe : describe.skip)(`${name} ${REAL_VAULT_TAG}`, body);
}

/** One test over the real vault's notes, inside a suite that does not need them otherwise. */
export function itWithSampleVault(name: string, body: () => unknown): void {
  (HAS_SAMPLE_VAULT ? it : it.skip)(`${name} ${REAL_VAULT_TAG}`, body);
}
