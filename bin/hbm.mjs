#!/usr/bin/env node
// The `hbm` command. `npm run build` bundles it into dist/hbm.mjs (plain JavaScript, fast to
// start); before the first build it runs the TypeScript sources through tsx instead.
import { existsSync } from "node:fs";

// `hbm check | head` closes the pipe early: that is not an error.
process.stdout.on("error", (e) => {
  if (e.code === "EPIPE") process.exit(0);
  throw e;
});
const bundle = new URL("../dist/hbm.mjs", import.meta.url);
let main;
if (existsSync(bundle)) {
  ({ main } = await import("../dist/hbm.mjs"));
} else {
  const { register } = await import("tsx/esm/api");
  register();
  ({ main } = await import("../src/cli/hbm.ts"));
}
process.exitCode = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text + "\n"),
  err: (text) => process.stderr.write(text + "\n"),
});
