#!/usr/bin/env node
// The `hbm` command: runs the TypeScript core directly through tsx.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/cli/hbm.ts");
process.exitCode = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(text + "\n"),
  err: (text) => process.stderr.write(text + "\n"),
});
