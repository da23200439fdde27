// @ts-check
/**
 * Mutation testing of the pure rules, dice and roll code (StrykerJS 9.6.1,
 * vitest runner; 10.x needs Node 22). Not part of CI: it is slow.
 *
 *   npm run test:mutation                      rules, dice and roll
 *   HBM_MUTATE=rules npm run test:mutation     one folder (rules | dice | roll)
 *   HBM_MUTATION_STATIC=1 …                    also mutants in module-level data (tables.ts:
 *                                              each re-runs every test; hours on 2 cores)
 *
 * Each scope keeps its own incremental file under reports/mutation/, so a
 * second run only re-tests mutants whose code or tests changed.
 */
import { fileURLToPath } from "node:url";

// The sandbox sits two folders deeper than the project: point the tests at the real vault sample.
process.env.HBM_SAMPLE_VAULT ??= fileURLToPath(new URL("../shared/hbm-vault-sample", import.meta.url));

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
  ignoreStatic: process.env.HBM_MUTATION_STATIC !== "1",
  concurrency: Number(process.env.HBM_MUTATION_CONCURRENCY ?? 2),
  timeoutMS: 20_000,
  incremental: true,
  incrementalFile: `reports/mutation/${scope}-incremental.json`,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: `reports/mutation/${scope}.html` },
  jsonReporter: { fileName: `reports/mutation/${scope}.json` },
  clearTextReporter: { allowColor: false, logTests: false },
  tempDirName: ".stryker-tmp",
  ignorePatterns: ["reports", "e2e-tests/screenshots", "e2e-tests/build", "scripts/bench/results", "main.js"],
  cleanTempDir: true,
};
