import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: {
      obsidian: fileURLToPath(new URL("./test/obsidian-mock.ts", import.meta.url)),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    setupFiles: ["test/setup.ts"],
    environment: "node",
    // A hang guard, not a time limit (issue 12, item 9): on a shared 2-core machine the default 5 s
    // fails tests that read the whole sample vault whenever the machine is busy.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
