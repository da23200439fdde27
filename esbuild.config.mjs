import esbuild from "esbuild";

const production = process.argv[2] === "production";
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
  target: "es2021",
  platform: "browser",
  logLevel: "info",
  sourcemap: production ? false : "inline",
  treeShaking: true,
  minify: production,
  outfile,
});

/**
 * The `hbm` command, a Node program of its own: one ES module bundle (dist/hbm.mjs) that
 * bin/hbm.mjs runs, so it starts without compiling TypeScript and never meets the plugin.
 */
const cli = {
  banner: {
    // Some dependencies are CommonJS and require Node's built-ins: give each ES module chunk a require.
    js: '/* hbm: generated file, see src/cli/ */\nimport { createRequire as __hbmCreateRequire } from "node:module";\nconst require = __hbmCreateRequire(import.meta.url);',
  },
  // dist/hbm.mjs plus chunks: `hbm roll` loads only the dice and the roll grammar, the vault
  // commands load the readers when they run (the dynamic imports in src/cli/hbm.ts).
  entryPoints: { hbm: "src/cli/hbm.ts" },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  minify: true,
  logLevel: "info",
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  chunkNames: "chunks/[name]-[hash]",
};

if (process.argv[2] === "cli") {
  // `node esbuild.config.mjs cli`: the command alone (the tests rebuild it from the sources).
  await context.dispose();
  await esbuild.build({ ...cli, logLevel: "warning" });
} else if (production) {
  await context.rebuild();
  await context.dispose();
  await esbuild.build(cli);
} else {
  await context.watch();
}
