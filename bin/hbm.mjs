#!/usr/bin/env node
// The `hbm` command: runs the TypeScript core directly through tsx.
import { register } from "tsx/esm/api";

register();
// `hbm check | head` closes the pipe early: that is not an error.
process.stdout.on("error", (e) => {
  if (e.code === "EPIPE") process.exit(0);
  throw e;
});
const { main } = await import("../src/cli/hbm.ts");
process.exitCode = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text + "\n"),
  err: (text) => process.stderr.write(text + "\n"),
});
