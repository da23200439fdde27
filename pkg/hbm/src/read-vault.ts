import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * The one rule for which files of a folder make a vault, as the core's reader (VaultIndex.load)
 * takes them: every `.md` file below it, by its `/`-separated path from the folder, in name order;
 * names starting with `.` (`.obsidian`, `.trash`) are not the vault's notes. Null when the folder
 * is not there. The `hbm` command reads through it, and so do the tests (test/vault-files.ts).
 */
export function vaultNotes(root: string): Array<[string, string]> | null {
  if (!existsSync(root) || !statSync(root).isDirectory()) return null;
  const files: Array<[string, string]> = [];
  // `rel`: the folder's path from the root, kept while walking (issue 30: path.relative per note resolved both paths).
  const walk = (dir: string, rel: string) => {
    // Entries with their types: no stat per note (issue 19), except to follow a symbolic link.
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    );
    for (const entry of entries) {
      const name = entry.name;
      if (name.startsWith(".")) continue;
      const full = join(dir, name);
      const path = rel ? `${rel}/${name}` : name;
      if (entry.isSymbolicLink() ? statSync(full).isDirectory() : entry.isDirectory()) walk(full, path);
      else if (name.toLowerCase().endsWith(".md")) files.push([path, readFileSync(full, "utf8")]);
    }
  };
  walk(root, "");
  return files;
}
