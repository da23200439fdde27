// Copies the built plugin into test-vault/ and enables it there.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const vault = process.argv[2] ?? "test-vault";
const configDir = join(vault, ".obsidian");
const target = join(configDir, "plugins", "hbm-rpg");
mkdirSync(target, { recursive: true });
for (const file of ["main.js", "manifest.json", "styles.css"]) copyFileSync(file, join(target, file));

const listPath = join(configDir, "community-plugins.json");
const enabled = existsSync(listPath) ? JSON.parse(readFileSync(listPath, "utf8")) : [];
if (!enabled.includes("hbm-rpg")) enabled.push("hbm-rpg");
writeFileSync(listPath, JSON.stringify(enabled, null, 2) + "\n");
process.stdout.write(`HbM RPG zainstalowany w ${target}\n`);
