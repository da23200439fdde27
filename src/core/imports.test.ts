import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The core's import graph, read with the TypeScript parser (type-only imports
 * count too): no cycle inside src/core, and nothing in it imports the plugin,
 * the CLI or `obsidian`. Tests are left out.
 */
const root = __dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [path] : [];
  });
}

function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      out.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      out.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const files = sources(root);
const known = new Set(files);
function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const base = join(dirname(from), spec);
  for (const candidate of [`${base}.ts`, join(base, "index.ts")]) if (known.has(candidate)) return candidate;
  return null;
}
const graph = new Map(files.map((f) => [f, specifiers(f)]));

/** Every cycle's files (Tarjan's strongly connected components of more than one file, or a file importing itself). */
export function cycles(): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const edges = (f: string) => (graph.get(f) ?? []).map((s) => resolve(f, s)).filter((x): x is string => x !== null);
  const connect = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges(v)) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(relative(root, w));
      } while (w !== v);
      if (component.length > 1 || edges(v).includes(v)) found.push(component.sort());
    }
  };
  for (const f of files) if (!index.has(f)) connect(f);
  return found;
}

describe("design: src/core is a layer of its own", () => {
  it("has no import cycle", () => {
    expect(cycles()).toEqual([]);
  });
  it("imports neither the plugin, the CLI nor obsidian", () => {
    const outside = [...graph].flatMap(([f, specs]) =>
      specs
        .filter((s) => s === "obsidian" || (s.startsWith(".") && !join(dirname(f), s).startsWith(root + "/")))
        .map((s) => `${relative(root, f)} → ${s}`),
    );
    expect(outside).toEqual([]);
  });
});
