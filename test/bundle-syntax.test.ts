import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSyntax, lookbehindAt } from "../scripts/check-syntax.mjs";
import { PROJECT_ROOT } from "./harness";

/**
 * Issue 29, item 1: main.js must load on the oldest iOS the README promises (15.4, Safari 15.4).
 * A lookbehind there is a syntax error that fails the whole file; esbuild cannot lower one, and
 * turns a literal into `new RegExp("…")`, which parses and then throws where it runs.
 */
describe("main.js holds no syntax newer than Safari 15.4", () => {
  it("the check refuses both lookbehinds, as literals and as RegExp's strings, and class static blocks", () => {
    for (const source of [
      String.raw`const r = /(?<!\\)\|/;`,
      String.raw`const r = /(?<=x)y/g;`,
      String.raw`const r = new RegExp("(?<!\\\\)\\|");`,
      String.raw`const r = new RegExp("(?<=a)b", "g");`,
      "class A { static { this.x = 1; } }",
    ])
      expect(checkSyntax(source), source).toHaveLength(1);
    expect(checkSyntax("const a = 1n ** 2n; x ||= y;")).toEqual([]);
    expect(checkSyntax("const a = { ...b }; a?.c ?? d; class C { #p = 1; static s = 2; }")).toEqual([]);
    // ES2023 and later does not parse as ES2022.
    expect(checkSyntax("const r = /[\\p{L}--a]/v;")[0]).toMatch(/not ES2022/);
  });

  it("named groups, escaped parentheses and character classes are not lookbehinds", () => {
    expect(lookbehindAt("(?<name>x)")).toBe(-1);
    expect(lookbehindAt(String.raw`\(?<=x`)).toBe(-1);
    expect(lookbehindAt("[(?<=]x")).toBe(-1);
    expect(lookbehindAt(String.raw`[\]](?<!a)`)).toBe(4);
  });

  it("the production bundle, built with the project's esbuild config, passes", () => {
    const dir = mkdtempSync(join(tmpdir(), "hbm-syntax-"));
    try {
      const outfile = join(dir, "main.js");
      execFileSync("node", ["esbuild.config.mjs", "plugin"], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, HBM_OUTFILE: outfile },
        stdio: "pipe",
      });
      expect(checkSyntax(readFileSync(outfile, "utf8"))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
