import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { main } from "../pkg/hbm/src/hbm";
import { PROJECT_ROOT } from "./harness";

// docs/en/notes.md "The command line": `hbm` runs from its own bundle (pkg/hbm/dist/hbm.mjs), which
// `npm run build` writes beside main.js; the plugin bundle carries none of it.
const BUNDLE = join(PROJECT_ROOT, "pkg", "hbm", "dist", "hbm.mjs");

async function inProcess(...argv: string[]): Promise<string> {
  const out: string[] = [];
  await main(argv, { out: (t) => out.push(t), err: () => undefined });
  return out.join("\n") + "\n";
}

const run = (...argv: string[]) =>
  execFileSync("node", [join(PROJECT_ROOT, "pkg", "hbm", "bin", "hbm.mjs"), ...argv], {
    cwd: PROJECT_ROOT,
    encoding: "utf8",
  });

describe("the hbm command's own bundle", () => {
  beforeAll(() => {
    // Always from the current sources; main.js only when missing (other tests read it).
    execFileSync("node", ["esbuild.config.mjs", "cli"], { cwd: PROJECT_ROOT });
    if (!existsSync(join(PROJECT_ROOT, "main.js")))
      execFileSync("node", ["esbuild.config.mjs", "production"], { cwd: PROJECT_ROOT });
  }, 60_000);

  it("is plain JavaScript for Node that needs neither tsx nor the TypeScript sources", () => {
    const code = readFileSync(BUNDLE, "utf8");
    expect(code).not.toMatch(/from "tsx|import\("tsx|\.ts"\)/);
    const imports = [...new Set([...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]))];
    expect(imports.every((m) => m!.startsWith("node:"))).toBe(true);
  });

  it("prints what the sources print: a seeded roll, a sheet, a check", { timeout: 60_000 }, async () => {
    expect(run("roll", "6k6 4:2", "--seed", "1", "--json")).toBe(
      await inProcess("roll", "6k6 4:2", "--seed", "1", "--json"),
    );
    const kamila = "test-vault/player-characters/Kamila Wróbel.md";
    expect(run("sheet", kamila, "--json")).toBe(await inProcess("sheet", kamila, "--json"));
    expect(run("check", "test-vault", "--json")).toBe(await inProcess("check", "test-vault", "--json"));
  });

  it("is not in main.js: the plugin bundle holds no command-line code", () => {
    const plugin = readFileSync(join(PROJECT_ROOT, "main.js"), "utf8");
    expect(plugin).not.toContain("hbm check [KATALOG]");
    expect(readFileSync(BUNDLE, "utf8")).toContain("hbm check [KATALOG]");
  });
});
