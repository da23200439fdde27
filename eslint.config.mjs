import { defineConfig, globalIgnores } from "eslint/config";
import obsidianmd from "eslint-plugin-obsidianmd";
import { PlainTextParser } from "eslint-plugin-obsidianmd/dist/lib/plainTextParser.js";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig([
  globalIgnores([
    "node_modules/",
    "main.js",
    "dist/",
    "test-vault/",
    "e2e/build/",
    "e2e/screenshots/",
    "bench/results/",
    "reports/",
    ".stryker-tmp/",
  ]),
  ...obsidianmd.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            "eslint.config.mjs",
            "esbuild.config.mjs",
            "stryker.config.mjs",
            "scripts/*.mjs",
            "bin/*.mjs",
            "e2e/*.mjs",
            "bench/*.mjs",
          ],
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 24,
        },
      },
    },
  },
  {
    // Node-side tooling, tests and the CLI never ship in the plugin bundle.
    files: [
      "src/cli/**",
      "test/**",
      "bench/**",
      "e2e/**",
      "scripts/**",
      "bin/**",
      "**/*.test.ts",
      "*.mjs",
      "vitest.config.ts",
      "vitest.mutation.config.ts",
    ],
    rules: {
      "import/no-nodejs-modules": "off",
      "obsidianmd/no-nodejs-modules": "off",
      "obsidianmd/prefer-active-doc": "off",
      "obsidianmd/no-global-this": "off",
      "obsidianmd/prefer-window-timers": "off",
      "obsidianmd/hardcoded-config-path": "off",
    },
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests read JSON and build loose fixtures; `any` there is checked by the assertions themselves.
    files: ["**/*.test.ts", "test/**", "e2e/**", "bench/**"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    // The mock stands in for Obsidian itself: it has to build the DOM and delete files the raw way.
    files: ["test/obsidian-mock.ts", "**/*.test.ts"],
    rules: {
      "obsidianmd/prefer-create-el": "off",
      "obsidianmd/prefer-file-manager-trash-file": "off",
      "obsidianmd/no-tfile-tfolder-cast": "off",
    },
  },
  {
    // The browser host (and the browser benchmark's page) stand in for Obsidian and load their files over HTTP.
    files: ["e2e/**", "bench/browser-host.ts"],
    rules: { "no-restricted-globals": "off", "obsidianmd/prefer-create-el": "off" },
  },
  {
    // js-yaml is the `hbm` command's fast frontmatter reader (src/cli/yaml.ts, issue 19: 4-10x faster
    // cold than the yaml package, which stays the reference and reads whatever js-yaml cannot vouch for).
    files: ["package.json"],
    rules: {
      "depend/ban-dependencies": [
        "error",
        { presets: ["native", "microutilities", "preferred"], allowed: ["js-yaml"] },
      ],
    },
  },
  {
    // manifest.json is read as one object expression and checked by the manifest rule
    // (fields, types, a description of plain words ending in a period), as Obsidian's
    // sample plugin lints it.
    files: ["manifest.json"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { extraFileExtensions: [".json"], projectService: false, project: null },
    },
    rules: {
      "obsidianmd/validate-manifest": "error",
      "no-unused-expressions": "off",
      "@typescript-eslint/no-unused-expressions": "off",
    },
  },
  {
    // LICENSE: the copyright line names the holder and the current year.
    files: ["LICENSE"],
    languageOptions: { parser: PlainTextParser },
    rules: { "obsidianmd/validate-license": "warn" },
  },
  {
    // The declarative settings API needs Obsidian 1.13; minAppVersion is 1.8.7.
    rules: { "obsidianmd/settings-tab/prefer-setting-definitions": "off" },
  },
]);
