import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: {
      obsidian: fileURLToPath(new URL("./test/obsidian-mock.ts", import.meta.url)),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "pkg/hbm/src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["test/setup.ts"],
    environment: "node",
    // A hang guard, not a speed check (no unit test asserts time): on a loaded 2-core CI machine a test
    // that spawns the hbm command or reads the whole sample vault can take well over vitest's 5 s default.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // The default summary, then one line when the tests over ../shared were skipped.
    reporters: ["default", "./test/real-vault-reporter.ts"],
  },
});
