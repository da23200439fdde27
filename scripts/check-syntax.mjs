// main.js may hold no syntax newer than the oldest Obsidian it promises to load in: Safari 15.4
// (iOS/iPadOS 15.4, README "Install"). esbuild's target lowers what it can, but a regular
// expression it cannot lower (a lookbehind) it turns into `new RegExp("…")`, which parses
// and then throws when it runs. So this parses main.js as ES2022 and then looks for what Safari
// 15.4 lacks: lookbehind assertions, in regex literals and in strings (RegExp's patterns), and
// class static blocks (both Safari 16.4).
import { parse } from "acorn";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const MIN_SAFARI = "15.4";

/** Where a regular expression pattern holds a lookbehind (escapes and character classes skipped), or -1. */
export function lookbehindAt(pattern) {
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === "\\") i++;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(" && (pattern.startsWith("?<=", i + 1) || pattern.startsWith("?<!", i + 1))) return i;
  }
  return -1;
}

/** What in `code` Safari 15.4 cannot run, one line each ("line:column what"); empty when nothing. */
export function checkSyntax(code) {
  let ast;
  try {
    ast = parse(code, { ecmaVersion: 2022, sourceType: "script", locations: true, allowHashBang: true });
  } catch (e) {
    return [`${e.loc ? `${e.loc.line}:${e.loc.column}` : "?"} not ES2022: ${e.message}`];
  }
  const problems = [];
  const at = (node) => `${node.loc.start.line}:${node.loc.start.column}`;
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node.type !== "string") return;
    if (node.type === "StaticBlock") problems.push(`${at(node)} class static block (Safari 16.4)`);
    if (node.type === "Literal" && node.regex && lookbehindAt(node.regex.pattern) >= 0)
      problems.push(`${at(node)} regex lookbehind /${node.regex.pattern}/ (Safari 16.4)`);
    if (node.type === "Literal" && typeof node.value === "string" && lookbehindAt(node.value) >= 0)
      problems.push(`${at(node)} regex lookbehind in a string ${JSON.stringify(node.value)} (Safari 16.4)`);
    if (node.type === "TemplateElement" && lookbehindAt(node.value.cooked ?? node.value.raw) >= 0)
      problems.push(`${at(node)} regex lookbehind in a template (Safari 16.4)`);
    for (const [key, value] of Object.entries(node))
      if (key !== "loc" && value && typeof value === "object") visit(value);
  };
  visit(ast);
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const file = process.argv[2] ?? "main.js";
  const problems = checkSyntax(readFileSync(file, "utf8"));
  if (problems.length) {
    console.error(`${file}: syntax Safari ${MIN_SAFARI} (iOS ${MIN_SAFARI}) cannot run:\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  process.stdout.write(`${file}: nothing newer than Safari ${MIN_SAFARI} (ES2022, no lookbehind, no static block)\n`);
}
