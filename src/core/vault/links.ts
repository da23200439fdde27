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
  return (path.split("/").pop() ?? path).replace(/\.md$/i, "");
}

/** An elixir or heading anchor in any of the three styles: `Eliksir%20Zdrowia`, `eliksir-zdrowia`, `Eliksiry#Eliksir Zdrowia`. */
export function anchorKey(anchor: string): string {
  const last = safeDecode(anchor).split("#").filter(Boolean).pop() ?? "";
  return fold(last.replace(/[-_]+/g, " "));
}

/**
 * Obsidian's `MetadataCache.getFirstLinkpathDest(linkpath, sourcePath)`, for
 * the core and the CLI (the plugin asks Obsidian itself). A path-qualified
 * link (`sacred/zeus/aegis`, `../spells/x.md`, `/spells/x`) resolves by its
 * path: vault-absolute, then relative to the linking note, then any note
 * whose path ends with it. A bare name shared by several notes resolves to
 * the one in the linking note's folder, else the one nearest the vault root,
 * else the first by path. Case is ignored; `.md` is optional.
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
  let link = safeDecode((linkpath.split("#")[0] ?? "").trim())
    .replace(/\\/g, "/")
    .replace(/^<|>$/g, "");
  if (!link) return [];
  const md = (p: string) => (/\.md$/i.test(p) ? p : `${p}.md`);
  if (link.startsWith("./") || link.startsWith("../")) {
    const rel = resolveRelative(sourcePath, link);
    return rel && vault.exists(md(rel)) ? [md(rel)] : [];
  }
  link = link.replace(/^\/+/, "");
  if (link.includes("/")) {
    if (vault.exists(md(link))) return [md(link)];
    const rel = resolveRelative(sourcePath, link);
    if (rel && vault.exists(md(rel))) return [md(rel)];
  }
  const want = md(link).toLowerCase();
  const folder = dirname(sourcePath);
  const depth = (p: string) => p.split("/").length;
  return [...new Set(vault.withBasename(basenameOf(link)))]
    .filter((p) => {
      const lower = p.toLowerCase();
      return lower === want || lower.endsWith(`/${want}`);
    })
    .sort(
      (a, b) =>
        Number(dirname(b) === folder) - Number(dirname(a) === folder) ||
        depth(a) - depth(b) ||
        (a < b ? -1 : a > b ? 1 : 0),
    );
}
