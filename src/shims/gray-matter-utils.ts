/**
 * gray-matter's `utils` keeps a Buffer copy of every input (`file.orig`), and
 * Obsidian on phones has no Buffer. The plugin never reads `orig`, so the
 * bundle resolves gray-matter's `./utils` to these Buffer-free helpers with
 * the same behaviour for strings.
 */
const stripBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

export function define(obj: object, key: string, value: unknown): void {
  Reflect.defineProperty(obj, key, { enumerable: false, configurable: true, writable: true, value });
}

export function isBuffer(value: unknown): boolean {
  return value instanceof Uint8Array;
}

export function isObject(value: unknown): boolean {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Uint8Array);
}

/** Strings stay strings: nothing here needs bytes. */
export function toBuffer<T>(input: T): T {
  return input;
}

export function toString(input: unknown): string {
  if (input instanceof Uint8Array) return stripBom(new TextDecoder().decode(input));
  if (typeof input !== "string") throw new TypeError("expected input to be a string or buffer");
  return stripBom(input);
}

export function arrayify<T>(value: T | T[] | null | undefined): T[] {
  return value ? (Array.isArray(value) ? value : [value]) : [];
}

export function startsWith(text: string, prefix: string, length?: number): boolean {
  return text.slice(0, typeof length === "number" ? length : prefix.length) === prefix;
}
