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
  // No Node or Electron APIs in the bundle (isDesktopOnly: false): gray-matter's
  // unused `fs` import gets an empty stand-in.
  alias: { fs: "./src/shims/empty-fs.ts" },
  plugins: [
    {
      // gray-matter's engines (eval for `---js`, js-yaml 3 with `new Function`) become YAML and JSON only,
      // and its utils lose their Buffer (phones have none). See src/shims/.
      name: "gray-matter-for-the-browser",
      setup(build) {
        const shims = { engines: "gray-matter-engines.ts", utils: "gray-matter-utils.ts" };
        build.onResolve({ filter: /^\.\/(lib\/)?(engines|utils)$/ }, (args) => {
          if (!args.importer.includes("gray-matter")) return undefined;
          const name = args.path.endsWith("engines") ? "engines" : "utils";
          return { path: new URL(`./src/shims/${shims[name]}`, import.meta.url).pathname };
        });
      },
    },
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
    // gray-matter is CommonJS and requires Node's modules: give the bundle a require.
    js: '/* hbm: generated file, see src/cli/ */\nimport { createRequire as __hbmCreateRequire } from "node:module";\nconst require = __hbmCreateRequire(import.meta.url);',
  },
  entryPoints: ["src/cli/hbm.ts"],
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  logLevel: "info",
  outfile: "dist/hbm.mjs",
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
