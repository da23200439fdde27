/**
 * Sources of randomness for every roll. In play: crypto.getRandomValues with
 * rejection sampling, so no face is favoured by a modulo. In tests: a seeded
 * generator with the same sampling, so a seed always gives the same faces.
 */
export interface RandomSource {
  /** A uniformly distributed integer in [1, sides]. */
  die(sides: number): number;
}

const TWO_POW_32 = 0x1_0000_0000;

/** Uniform integer in [0, n) from a stream of uint32 values, without modulo bias. */
export function uniformBelow(n: number, nextUint32: () => number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) {
    throw new RangeError(`Nieprawidłowa liczba ścianek: ${n}`);
  }
  const limit = TWO_POW_32 - (TWO_POW_32 % n);
  for (;;) {
    const value = nextUint32();
    if (value < limit) return value % n;
  }
}

function fromUint32Stream(nextUint32: () => number): RandomSource {
  return { die: (sides) => uniformBelow(sides, nextUint32) + 1 };
}

/** crypto.getRandomValues, read in batches to keep big pools cheap. */
export function cryptoRandom(): RandomSource {
  const buffer = new Uint32Array(256);
  let index = buffer.length;
  return fromUint32Stream(() => {
    if (index >= buffer.length) {
      crypto.getRandomValues(buffer);
      index = 0;
    }
    return buffer[index++] as number;
  });
}

/**
 * sfc32, a small fast generator with a 128-bit state, seeded through
 * splitmix32 so that nearby seeds give unrelated streams.
 */
export function seededRandom(seed: number): RandomSource {
  let s = seed >>> 0;
  const splitmix = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitmix();
  let b = splitmix();
  let c = splitmix();
  let d = splitmix();
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) next();
  return fromUint32Stream(next);
}

/** A source that replays fixed faces, for worked examples in tests. */
export function scriptedRandom(faces: readonly number[]): RandomSource {
  let i = 0;
  return {
    die(sides) {
      if (i >= faces.length) throw new Error("scriptedRandom: zabrakło zaplanowanych wyników");
      const face = faces[i++] as number;
      if (face < 1 || face > sides) throw new Error(`scriptedRandom: ${face} nie mieści się w k${sides}`);
      return face;
    },
  };
}

export function rollDice(rng: RandomSource, count: number, sides: number): number[] {
  const faces: number[] = [];
  for (let i = 0; i < count; i++) faces.push(rng.die(sides));
  return faces;
}
