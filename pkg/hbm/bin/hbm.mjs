#!/usr/bin/env node
// The `hbm` command. `npm run build` bundles it into dist/hbm.mjs and its chunks (plain
// JavaScript, fast to start). Without a build, a developer checkout runs the TypeScript sources
// through tsx (a devDependency, never needed at run time).

// `hbm check | head` closes the pipe early: that is not an error.
process.stdout.on("error", (e) => {
  if (e.code === "EPIPE") process.exit(0);
  throw e;
});
// (No node:fs here to ask whether the bundle exists: importing it costs the command ~3 ms, issue 19.)
let main = await import("../dist/hbm.mjs").then(
  (bundle) => bundle.main,
  (e) => {
    if (e?.code === "ERR_MODULE_NOT_FOUND" && /[\\/]dist[\\/]hbm\.mjs/.test(String(e.message))) return null;
    throw e;
  },
);
if (!main) {
  const tsx = await import("tsx/esm/api").catch(() => null);
  if (!tsx) {
    process.stderr.write("hbm nie jest zbudowany: uruchom najpierw „npm run build” (powstanie dist/hbm.mjs).\n");
    process.exit(2);
  }
  tsx.register();
  ({ main } = await import("../src/hbm.ts"));
}
process.exitCode = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text + "\n"),
  err: (text) => process.stderr.write(text + "\n"),
});
