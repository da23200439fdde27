import { createRequire } from "node:module";
import { uniformBelow, type RandomSource } from "../../../src/core/dice";

type Fs = typeof import("node:fs");

/**
 * The dice of the `hbm` command: the operating system's random generator (/dev/urandom, the
 * kernel CSPRNG that also seeds the generator behind crypto.getRandomValues), read in batches and
 * drawn with the same rejection sampling as cryptoRandom (src/core/dice/random.ts), so no face is
 * favoured. Where there is no /dev/urandom (Windows), crypto.getRandomValues fills the batch.
 *
 * Why not crypto.getRandomValues everywhere: its first call sets up Node's Web Crypto, ~8 ms of the
 * ~30 ms that `hbm roll` spends beyond starting Node (issue 19); reading /dev/urandom takes a
 * fraction of a millisecond.
 */
export function systemRandom(): RandomSource {
  const buffer = new Uint32Array(256);
  let index = buffer.length;
  let urandom = true;
  const next = (): number => {
    if (index >= buffer.length) {
      urandom &&= readUrandom(new Uint8Array(buffer.buffer));
      if (!urandom) crypto.getRandomValues(buffer);
      index = 0;
    }
    return buffer[index++] as number;
  };
  return { die: (sides) => uniformBelow(sides, next) + 1 };
}

/** Fills `bytes` from /dev/urandom; false when it cannot be read. */
export function readUrandom(bytes: Uint8Array, path = "/dev/urandom"): boolean {
  try {
    // A CommonJS require of node:fs: an ES import of it costs the command ~3 ms more (issue 19).
    const fs = createRequire(import.meta.url)("node:fs") as Fs;
    const fd = fs.openSync(path, "r");
    try {
      for (let filled = 0; filled < bytes.length;) {
        const read = fs.readSync(fd, bytes, filled, bytes.length - filled, null);
        if (read <= 0) return false;
        filled += read;
      }
      return true;
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return false;
  }
}
