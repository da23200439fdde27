import esbuild from "esbuild";
import { rmSync, writeFileSync } from "node:fs";

// `plugin`: the production bundle alone (the syntax test builds it to HBM_OUTFILE).
const production = process.argv[2] === "production" || process.argv[2] === "plugin";
const outfile = process.env.HBM_OUTFILE ?? "main.js";

const context = await esbuild.context({
  banner: { js: "/* HbM RPG for Obsidian: generated file, see src/ */" },
  entryPoints: ["src/main.ts"],
  bundle: true,
  external: [
    "obsidian",
    "electron",
    "@codemirror/autocomplete",
    "@codemirror/collab",
    "@codemirror/commands",
    "@codemirror/language",
    "@codemirror/lint",
    "@codemirror/search",
    "@codemirror/state",
    "@codemirror/view",
    "@lezer/common",
    "@lezer/highlight",
    "@lezer/lr",
  ],
  format: "cjs",
  // Polish text as UTF-8, not `\u0105` escapes (6 bytes for each ą, ę, ł…): 13.7 kB less (issue 30). Obsidian
  // reads a plugin's main.js as UTF-8, as the e2e host serves it.
  charset: "utf8",
  // The oldest Obsidian the README promises: iOS/iPadOS 15.4 (Safari 15.4). esbuild lowers the syntax it
  // can for it; what it cannot (a regex lookbehind becomes `new RegExp`) scripts/check-syntax.mjs refuses.
  target: ["es2022", "safari15.4"],
  platform: "browser",
  logLevel: "info",
  sourcemap: production ? false : "inline",
  treeShaking: true,
  minify: production,
  outfile,
  // HBM_METAFILE=path: esbuild's account of the bundle, input by input (the bench splits it: issue 30).
  metafile: Boolean(process.env.HBM_METAFILE),
});

/**
 * The `hbm` command, a Node program of its own, so it starts without compiling TypeScript and never
 * meets the plugin. Two builds (issue 19: every module file a command loads costs it start-up time):
 * - pkg/hbm/dist/hbm.mjs, one file: `hbm roll` and the usage text load nothing else;
 * - pkg/hbm/dist/vault/: what reads a vault (sheet, check, encounter, roll --vault), code-split between its
 *   two entries; pkg/hbm/dist/hbm.mjs imports it when such a command runs. It carries its own copy of the
 *   roll code: `hbm roll --vault` runs there whole (rollWithVault), so no object crosses the two.
 */
const cliCommon = {
  banner: {
    // Some dependencies are CommonJS and require Node's built-ins: give each ES module chunk a require.
    js: '/* hbm: generated file, see pkg/hbm/src/ */\nimport { createRequire as __hbmCreateRequire } from "node:module";\nconst require = __hbmCreateRequire(import.meta.url);',
  },
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  minify: true,
  logLevel: "info",
  outExtension: { ".js": ".mjs" },
};
const VAULT_ENTRIES = {
  "vault-commands": "pkg/hbm/src/vault-commands.ts",
  "encounter-command": "pkg/hbm/src/encounter-command.ts",
};
/** In pkg/hbm/dist/hbm.mjs, `import("./vault-commands")` is the vault build's entry. */
const vaultBuildExternal = {
  name: "hbm-vault-build",
  setup(build) {
    build.onResolve({ filter: /^\.\/(vault-commands|encounter-command)$/ }, (args) => ({
      path: `./vault/${args.path.slice(2)}.mjs`,
      external: true,
    }));
  },
};
const cliBuilds = [
  { ...cliCommon, entryPoints: { hbm: "pkg/hbm/src/hbm.ts" }, outdir: "pkg/hbm/dist", plugins: [vaultBuildExternal] },
  {
    ...cliCommon,
    entryPoints: VAULT_ENTRIES,
    splitting: true,
    outdir: "pkg/hbm/dist/vault",
    chunkNames: "chunks/[name]-[hash]",
  },
];
/** pkg/hbm/dist/ holds only this build: old chunks (new hashes every build) would pile up. */
async function buildCli(options = {}) {
  rmSync("pkg/hbm/dist", { recursive: true, force: true });
  for (const build of cliBuilds) await esbuild.build({ ...build, ...options });
}

if (process.argv[2] === "cli") {
  // `node esbuild.config.mjs cli`: the command alone (the tests rebuild it from the sources).
  await context.dispose();
  await buildCli({ logLevel: "warning" });
} else if (process.argv[2] === "plugin") {
  const result = await context.rebuild();
  if (process.env.HBM_METAFILE) writeFileSync(process.env.HBM_METAFILE, JSON.stringify(result.metafile));
  await context.dispose();
} else if (production) {
  await context.rebuild();
  await context.dispose();
  await buildCli();
} else {
  await context.watch();
}
