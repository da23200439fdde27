import { fold } from "../text/normalize";

/** Link targets as the vault writes them: relative Markdown paths with %-encoding, wikilinks by name or path. */

export function dirname(path: string): string {
  const i = path.lastIndexOf("/");
  return i < 0 ? "" : path.slice(0, i);
}

export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Resolve `../races/Elf.md` against the note that links it; null when it climbs above the vault. */
export function resolveRelative(fromPath: string, target: string): string | null {
  const decoded = safeDecode(target.replace(/^<|>$/g, "")).replace(/\\/g, "/");
  const parts = decoded.startsWith("/") ? [] : dirname(fromPath).split("/").filter(Boolean);
  for (const part of decoded.split("/")) {
    if (!part || part === ".") continue;
    if (part === "..") {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join("/");
}

export function basenameOf(path: string): string {
  // Sliced, not split into an array and matched by a regex (issue 30: every note's name at every index).
  return withoutMd(path.slice(path.lastIndexOf("/") + 1));
}

/** The path without a final `.md` (any case). */
export function withoutMd(path: string): string {
  const n = path.length;
  return n >= 3 &&
    path.charCodeAt(n - 3) === 46 &&
    (path.charCodeAt(n - 2) | 32) === 109 &&
    (path.charCodeAt(n - 1) | 32) === 100
    ? path.slice(0, -3)
    : path;
}

/** An elixir or heading anchor in any of the three styles: `Eliksir%20Zdrowia`, `eliksir-zdrowia`, `Eliksiry#Eliksir Zdrowia`. */
export function anchorKey(anchor: string): string {
  const last = safeDecode(anchor).split("#").filter(Boolean).pop() ?? "";
  return fold(last.replace(/[-_]+/g, " "));
}

/**
 * Obsidian's `MetadataCache.getFirstLinkpathDest(linkpath, sourcePath)`, for
 * the core and the CLI (the plugin asks Obsidian itself). As observed in
 * Obsidian 1.13 (docs/en/notes.md "Links resolve as Obsidian resolves them"):
 * 1. a linkpath that is a vault path (`Note`, `spells/sacred/zeus/aegis`) is that note;
 * 2. `./x`, `../x` and a folder path relative to the linking note resolve from its folder;
 * 3. otherwise every note whose path ends with the linkpath is a candidate: one in the
 *    linking note's own folder wins (a parent folder counts for nothing), else the
 *    shortest path (as a string), else the first by path.
 * A leading `/` is not a vault-root path: `[[/aegis]]` stays unresolved. Case is
 * ignored; `.md` is optional; `%20` and `#heading` are read as in Markdown links.
 */
export function firstLinkpathDest(
  linkpath: string,
  sourcePath: string,
  vault: { exists(path: string): boolean; withBasename(name: string): Iterable<string> },
): string | null {
  return linkpathCandidates(linkpath, sourcePath, vault)[0] ?? null;
}

/** Every note a link could mean, best first (see firstLinkpathDest). */
export function linkpathCandidates(
  linkpath: string,
  sourcePath: string,
  vault: { exists(path: string): boolean; withBasename(name: string): Iterable<string> },
): string[] {
  const link = safeDecode((linkpath.split("#")[0] ?? "").trim())
    .replace(/\\/g, "/")
    .replace(/^<|>$/g, "");
  if (!link || link.startsWith("/")) return [];
  const md = (p: string) => (/\.md$/i.test(p) ? p : `${p}.md`);
  if (link.startsWith("./") || link.startsWith("../")) {
    const rel = resolveRelative(sourcePath, link);
    return rel && vault.exists(md(rel)) ? [md(rel)] : [];
  }
  const want = md(link).toLowerCase();
  const matching = [...new Set(vault.withBasename(basenameOf(link)))].filter((p) => {
    const lower = p.toLowerCase();
    return lower === want || lower.endsWith(`/${want}`);
  });
  const exact = vault.exists(md(link)) ? md(link) : matching.find((p) => p.toLowerCase() === want);
  if (exact) return [exact];
  if (link.includes("/")) {
    const rel = resolveRelative(sourcePath, link);
    if (rel && vault.exists(md(rel))) return [md(rel)];
  }
  const folder = dirname(sourcePath);
  return matching.sort(
    (a, b) =>
      Number(dirname(b) === folder) - Number(dirname(a) === folder) ||
      a.length - b.length ||
      (a < b ? -1 : a > b ? 1 : 0),
  );
}
