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
