import type { Reporter, TestModule } from "vitest/node";
import { REAL_VAULT_TAG } from "./real-vault";

/**
 * One visible line when the tests over ../shared (the real vault's notes, the specs) were
 * skipped because the folder is not beside the repository, never a silent skip.
 */
export default class RealVaultReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let skipped = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        if (test.fullName.includes(REAL_VAULT_TAG) && test.result().state === "skipped") skipped++;
      }
    }
    if (skipped > 0) {
      process.stdout.write(
        `\n  ${skipped} tests over ../shared (the real vault's notes in ../shared/hbm-vault-sample) skipped: that folder is not beside this repository. They run wherever it is, as in the project's CI.\n\n`,
      );
    }
  }
}
