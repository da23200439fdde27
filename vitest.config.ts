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
    // The default summary, then one line when the tests over ../shared were skipped.
    reporters: ["default", "./test/real-vault-reporter.ts"],
  },
});
