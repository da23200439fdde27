// The Obsidian community directory's scan (eslint.directory.config.mjs), counted against the last
// agreed figures in .ci/directory-scan.json: more errors or warnings than those fail; fewer are
// reported, to be written down (`--update`). Every finding is printed, so none goes unseen.
import { ESLint } from "eslint";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const BASELINE = ".ci/directory-scan.json";
const eslint = new ESLint({ overrideConfigFile: "eslint.directory.config.mjs", warnIgnored: false });
/**
 * The directory scans the repository, so what git ignores (a built main.js, node_modules) is not scanned:
 * the files git tracks and the new ones it does not ignore. Outside a git checkout, the whole folder.
 */
function repositoryFiles() {
  try {
    const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
      encoding: "utf8",
    });
    return listed.split("\n").filter((f) => f && existsSync(f) && /\.(?:[cm]?[jt]sx?|json)$/.test(f));
  } catch {
    return ["."];
  }
}
const results = await eslint.lintFiles(repositoryFiles());
const formatter = await eslint.loadFormatter("stylish");
const errors = results.reduce((n, r) => n + r.errorCount, 0);
const warnings = results.reduce((n, r) => n + r.warningCount, 0);
process.stdout.write(await formatter.format(results));
const baseline = JSON.parse(readFileSync(BASELINE, "utf8"));
process.stdout.write(
  `Directory scan: ${errors} errors, ${warnings} warnings (agreed: ${baseline.errors} errors, ${baseline.warnings} warnings).\n`,
);
if (process.argv.includes("--update")) {
  writeFileSync(BASELINE, JSON.stringify({ ...baseline, errors, warnings }, null, 2) + "\n");
} else if (errors > baseline.errors || warnings > baseline.warnings) {
  console.error(`More than agreed in ${BASELINE}: fix the new findings.`);
  process.exit(1);
} else if (errors < baseline.errors || warnings < baseline.warnings) {
  process.stdout.write(`Fewer than agreed: run \`npm run lint:directory -- --update\` to lower ${BASELINE}.\n`);
}
