import { defineConfig, globalIgnores } from "eslint/config";
import obsidianmd from "eslint-plugin-obsidianmd";
import { PlainTextParser } from "eslint-plugin-obsidianmd/dist/lib/plainTextParser.js";
import globals from "globals";
import tseslint from "typescript-eslint";
import { lookbehindAt } from "./scripts/check-syntax.mjs";

/**
 * Lookbehinds fail the whole main.js on iOS before 16.4. obsidianmd/regex-lookbehind (0.4.2) misses
 * negative ones: its test for `(?<!` wants a `)` right after. This one catches both, in regex
 * literals and in the strings and templates given to RegExp (issue 29, item 1).
 */
const hbm = {
  rules: {
    "regex-lookbehind": {
      meta: {
        type: "problem",
        messages: { lookbehind: "No lookbehind ((?<= or (?<!): iOS/iPadOS before 16.4 cannot parse main.js with one." },
        schema: [],
      },
      create(context) {
        const report = (node, pattern) => {
          if (typeof pattern === "string" && lookbehindAt(pattern) >= 0)
            context.report({ node, messageId: "lookbehind" });
        };
        return {
          Literal(node) {
            report(node, node.regex ? node.regex.pattern : node.value);
          },
          TemplateElement(node) {
            report(node, node.value.cooked ?? node.value.raw);
          },
        };
      },
    },
  },
};

export default defineConfig([
  globalIgnores([
    "node_modules/",
    "main.js",
    "pkg/hbm/dist/",
    "test-vault/",
    "e2e-tests/build/",
    "e2e-tests/screenshots/",
    "scripts/bench/results/",
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
            "eslint.directory.config.mjs",
            "esbuild.config.mjs",
            "stryker.config.mjs",
            "scripts/*.mjs",
            "pkg/hbm/bin/*.mjs",
            "e2e-tests/*.mjs",
            "scripts/bench/*.mjs",
          ],
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 40,
        },
      },
    },
  },
  {
    // Node-side tooling, tests and the CLI never ship in the plugin bundle.
    files: [
      "pkg/hbm/**",
      "test/**",
      "scripts/bench/**",
      "e2e-tests/**",
      "scripts/**",
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
      // Node runs these (lookbehinds are fine there); the syntax check and its tests name them in strings.
      "obsidianmd/regex-lookbehind": "off",
    },
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Tests read JSON and build loose fixtures; `any` there is checked by the assertions themselves.
    files: ["**/*.test.ts", "test/**", "e2e-tests/**", "scripts/bench/**"],
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
    files: ["e2e-tests/**", "scripts/bench/browser-host.ts"],
    rules: { "no-restricted-globals": "off", "obsidianmd/prefer-create-el": "off" },
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
    // What ships in main.js (the command line and the tests never do).
    files: ["src/**/*.ts"],
    ignores: ["**/*.test.ts"],
    plugins: { hbm },
    rules: { "hbm/regex-lookbehind": "error" },
  },
  {
    // The declarative settings API needs Obsidian 1.13; minAppVersion is 1.8.7.
    rules: { "obsidianmd/settings-tab/prefer-setting-definitions": "off" },
  },
]);
