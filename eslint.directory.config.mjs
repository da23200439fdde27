// The Obsidian community directory's scan, reproduced (`npm run lint:directory`): eslint-plugin-obsidianmd's
// recommended rules with none of this project's overrides, the scanner's documented ignore list, its
// severities (all but the security rules downgraded to warnings) and the rules it turns off. Source:
// the plugin's docs/configuration.md, "Community plugin scanner configuration".
import { defineConfig, globalIgnores } from "eslint/config";
import obsidianmd from "eslint-plugin-obsidianmd";

const SECURITY = new Set([
  "no-eval",
  "no-implied-eval",
  "no-unsanitized/method",
  "no-unsanitized/property",
  "obsidianmd/regex-lookbehind",
  "obsidianmd/no-forbidden-elements",
]);
const OFF = [
  "no-undef",
  "@typescript-eslint/no-unsafe-member-access",
  "@typescript-eslint/no-unsafe-assignment",
  "@typescript-eslint/no-unsafe-argument",
  "@typescript-eslint/no-unsafe-call",
  "@typescript-eslint/no-unsafe-return",
  "@typescript-eslint/restrict-template-expressions",
  "@typescript-eslint/no-base-to-string",
  "import/no-unresolved",
  "obsidianmd/validate-manifest",
  "obsidianmd/validate-license",
  "obsidianmd/commands/no-command-in-command-id",
  "obsidianmd/commands/no-plugin-id-in-command-id",
];

const warn = (entry) => {
  if (Array.isArray(entry)) return [warn(entry[0]), ...entry.slice(1)];
  return entry === "error" || entry === 2 ? "warn" : entry;
};
/**
 * The recommended config, every non-security error in code a warning, as the scanner reports it
 * (package.json's banned dependencies stay errors: the scan reported js-yaml as one, issue 29).
 */
const recommended = obsidianmd.configs.recommended.map((block) =>
  block.rules && !block.files?.includes("package.json")
    ? {
        ...block,
        rules: Object.fromEntries(
          Object.entries(block.rules).map(([rule, entry]) => [rule, SECURITY.has(rule) ? entry : warn(entry)]),
        ),
      }
    : block,
);

export default defineConfig([
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["eslint.config.js", "manifest.json"] },
        tsconfigRootDir: import.meta.dirname,
        extraFileExtensions: [".json"],
      },
    },
  },
  ...recommended,
  {
    files: ["**/*.{ts,cts,mts,tsx,js,cjs,mjs,jsx}"],
    rules: {
      ...Object.fromEntries([...SECURITY].map((rule) => [rule, "error"])),
      ...Object.fromEntries(OFF.map((rule) => [rule, "off"])),
    },
  },
  // The scanner's ignore list, as documented (nothing of this project's own).
  globalIgnores([
    "node_modules",
    "dist",
    "build",
    "pkg",
    "test-vault",
    ".obsidian",
    "**/.obsidian/**",
    "esbuild.config.mjs",
    "version-bump.mjs",
    "**/*.test.*",
    "**/*.tests.*",
    "**/*.spec.*",
    "**/*.specs.*",
    "**/test/**",
    "**/tests/**",
    "**/__tests__/**",
    "**/mocks/**",
    "**/__mocks__/**",
    "**/*.cjs",
    "**/*.mjs",
    "**/*.cts",
    "**/*.mts",
    "**/vite*",
    "**/scripts/**",
    "**/docs/**",
    "**/i18n/**",
    "**/i18next/**",
    "**/locale/**",
    "**/locales/**",
    "**/translations/**",
    "**/l10n/**",
    ".pnpm-store",
    "**/*.spec.ts",
    "**/testUtils**",
    "automation/**",
    "e2e-tests/**",
  ]),
]);
