/**
 * The core's memos (a note's Markdown parse, a character's build, a block's parse, folded names)
 * in one registry, so that whoever needs a cold read (the benchmark's whole-vault figures, each
 * sample read as at start-up) can forget them all at once.
 */
const forgetters: Array<() => void> = [];

/** A Map that clearMemos() empties. */
export function memoMap<K, V>(): Map<K, V> {
  const map = new Map<K, V>();
  forgetters.push(() => map.clear());
  return map;
}

/** Run `forget` at every clearMemos() (for memos that are not a Map). */
export function onClearMemos(forget: () => void): void {
  forgetters.push(forget);
}

export function clearMemos(): void {
  for (const forget of forgetters) forget();
}

/**
 * A value built when first asked for, then kept: for tables that depend on no note (clearMemos leaves
 * them), so that a start that never asks (`hbm roll`: issue 30) never builds them.
 */
export function lazy<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}
