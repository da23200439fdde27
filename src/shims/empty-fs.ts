/**
 * gray-matter requires `fs` for `matter.read(path)`, which the plugin never
 * calls. Obsidian on phones has no Node modules, so the bundle gets this empty
 * stand-in instead: any use of it fails loudly rather than at load time.
 */
const unavailable = (): never => {
  throw new Error("fs nie jest dostępny we wtyczce (isDesktopOnly: false).");
};

export const readFileSync = unavailable;
export default { readFileSync: unavailable };
