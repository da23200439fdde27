// The bundle may require only `obsidian`: Obsidian on phones has no Node or Electron modules.
import { readFileSync } from "node:fs";

const code = readFileSync("main.js", "utf8");
const required = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]))];
const foreign = required.filter((r) => r !== "obsidian");
if (foreign.length) {
  console.error(`main.js wymaga modułów spoza Obsidiana: ${foreign.join(", ")} (isDesktopOnly: false).`);
  process.exit(1);
}
if (/\beval\(|new Function\(/.test(code)) {
  console.error("main.js zawiera eval albo new Function.");
  process.exit(1);
}
if (/\bBuffer\./.test(code)) {
  console.error("main.js używa Buffer, którego nie ma na telefonach.");
  process.exit(1);
}
process.stdout.write(`main.js: ${code.length} bajtów, wymaga tylko: ${required.join(", ")}\n`);
