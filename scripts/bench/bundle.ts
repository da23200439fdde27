import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The production main.js built to a temporary file, its size, and its bytes split by where they come from. */
export function bundleAccount(): {
  bytes: number;
  dependencies: number;
  own: number;
  byFolder: Record<string, number>;
} {
  const dir = mkdtempSync(join(tmpdir(), "hbm-bundle-"));
  try {
    const outfile = join(dir, "main.js");
    const metafile = join(dir, "meta.json");
    execFileSync("node", ["esbuild.config.mjs", "plugin"], {
      stdio: "ignore",
      env: { ...process.env, HBM_OUTFILE: outfile, HBM_METAFILE: metafile },
    });
    const meta = JSON.parse(readFileSync(metafile, "utf8")) as {
      outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
    };
    let dependencies = 0;
    let own = 0;
    const byFolder: Record<string, number> = {};
    for (const output of Object.values(meta.outputs))
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
        if (input.startsWith("node_modules/")) dependencies += bytesInOutput;
        else {
          own += bytesInOutput;
          const folder = input.split("/").slice(0, 3).join("/").replace(/\.ts$/, "");
          byFolder[folder] = (byFolder[folder] ?? 0) + bytesInOutput;
        }
      }
    return { bytes: statSync(outfile).size, dependencies, own, byFolder };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
