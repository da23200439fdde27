import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "./harness";

function sources(dir: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|mjs)$/.test(name) && !name.endsWith(".test.ts"))
        out.push([relative(PROJECT_ROOT, full), readFileSync(full, "utf8")]);
    }
  };
  walk(join(PROJECT_ROOT, dir));
  return out;
}

const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");

describe("nothing from a note is ever executed", () => {
  it("no eval and no new Function in the plugin's sources", () => {
    for (const [path, text] of sources("src")) {
      expect(code(text), path).not.toMatch(/\beval\s*\(|new\s+Function\s*\(|Function\s*\(\s*["'`]/);
    }
  });

  it("no eval and no new Function in the production bundle, which requires only obsidian", () => {
    if (!existsSync(join(PROJECT_ROOT, "main.js")))
      execFileSync("node", ["esbuild.config.mjs", "production"], { cwd: PROJECT_ROOT });
    const bundle = readFileSync(join(PROJECT_ROOT, "main.js"), "utf8");
    expect(bundle).not.toMatch(/\beval\(|new Function\(/);
    expect([...new Set([...bundle.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]))]).toEqual(["obsidian"]);
  });

  it("no innerHTML, outerHTML, insertAdjacentHTML or document.write in the plugin", () => {
    for (const [path, text] of sources("src"))
      expect(code(text), path).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });
});

describe("writes go only through processFrontMatter and vault.process", () => {
  it("no vault.modify, vault.create, adapter writes or reads that feed a write", () => {
    for (const [path, text] of sources("src")) {
      // New notes ("Nowa postać", the campaign note) are made by note-writes.ts createNote only, never over a taken path.
      const allowed = path.endsWith("src/plugin/play/note-writes.ts")
        ? code(text).replace(/app\.vault\.create\(path, text\)/, "")
        : code(text);
      expect(allowed, path).not.toMatch(/\.modify\(|vault\.create\(|adapter\.(write|append|process)|vault\.read\(/);
    }
  });

  it("every write call in the plugin is one of the two atomic ones, in note-writes.ts (which keeps typing safe, issue 20)", () => {
    const writes = sources("src/plugin").flatMap(([path, text]) =>
      [...code(text).matchAll(/\b(processFrontMatter|vault\.process)\(/g)].map((m) => `${path}:${m[1]}`),
    );
    expect(writes.sort()).toEqual([
      "src/plugin/play/note-writes.ts:processFrontMatter",
      "src/plugin/play/note-writes.ts:vault.process",
    ]);
  });
});

describe("the pure core has no Obsidian in it", () => {
  it("no file under src/core imports obsidian", () => {
    for (const [path, text] of sources("src/core")) expect(text, path).not.toMatch(/from\s+["']obsidian["']/);
  });
});
