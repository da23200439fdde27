// @ts-check
/**
 * Mutation testing of the pure rules, dice and roll code (StrykerJS 9.6.1,
 * vitest runner; 10.x needs Node 22). Not part of CI: it is slow.
 *
 *   npm run test:mutation                      rules, dice and roll
 *   HBM_MUTATE=rules npm run test:mutation     one folder (rules | dice | roll)
 *
 * Each scope keeps its own incremental file under reports/mutation/, so a
 * second run only re-tests mutants whose code or tests changed.
 */
import { fileURLToPath } from "node:url";

// The sandbox sits two folders deeper than the project: point the tests at the real vault sample.
process.env.HBM_SAMPLE_VAULT ??= fileURLToPath(new URL("../shared/hbm-vault-sample", import.meta.url));

// Each mutant re-runs the tests that cover it: a twentieth of the fuzz budget keeps that affordable.
process.env.HBM_FUZZ_SCALE ??= "0.05";

const FOLDERS = ["rules", "dice", "roll"];
const scope = process.env.HBM_MUTATE ?? "all";
if (scope !== "all" && !FOLDERS.includes(scope)) throw new Error(`HBM_MUTATE must be one of ${FOLDERS.join(", ")}`);
const folders = scope === "all" ? FOLDERS : [scope];

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutation.config.ts" },
  mutate: [...folders.map((f) => `src/core/${f}/**/*.ts`), "!src/**/*.test.ts"],
  coverageAnalysis: "perTest",
  concurrency: Number(process.env.HBM_MUTATION_CONCURRENCY ?? 2),
  timeoutMS: 20_000,
  incremental: true,
  incrementalFile: `reports/mutation/${scope}-incremental.json`,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: `reports/mutation/${scope}.html` },
  jsonReporter: { fileName: `reports/mutation/${scope}.json` },
  clearTextReporter: { allowColor: false, logTests: false },
  tempDirName: ".stryker-tmp",
  ignorePatterns: ["reports", "e2e/screenshots", "e2e/build", "bench/results", "main.js"],
  cleanTempDir: true,
};
