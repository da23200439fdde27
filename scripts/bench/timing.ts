/**
 * How the bench samples a figure and reports it: the run's options (--json, --quick), the number of
 * samples, the median, a figure alone (`time`), a figure beside its floor (`timePair`) and the heap an
 * index holds (`heapOf`).
 */
import { clearMemos } from "../../src/core/memo";

export const json = process.argv.includes("--json");
export const quick = process.argv.includes("--quick");
export const gc = (globalThis as { gc?: () => void }).gc;
export const log = (text: string) => {
  if (!json) process.stdout.write(text + "\n");
};

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

/** At least 7 runs (issue 19); HBM_BENCH_RUNS may raise it. --quick: 3 (issue 30). */
export const RUNS = quick ? 3 : Math.max(7, Number(process.env.HBM_BENCH_RUNS ?? 7));
/** The samples of a figure: as asked (at least RUNS); --quick takes a quarter (at least 3). */
const samplesOf = (runs: number): number =>
  quick ? (runs === 1 ? 1 : Math.max(RUNS, Math.round(runs / 4))) : Math.max(runs, RUNS);

export function time(fn: () => void, runs: number, warmup = 1): number {
  runs = samplesOf(runs);
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

/** What is done untimed around a pair's samples; see `timePair`. */
interface PairOptions {
  /** Samples run first and dropped (the whole sample: prepare, figure, between, floor). */
  warmup?: number;
  /** Each kept figure and floor starts from a collected heap with the memos forgotten. */
  settle?: boolean;
  /** Before each figure. */
  prepare?: () => void | Promise<void>;
  /** Between the figure and its floor; told whether the sample is kept (false in the warm-up). */
  between?: (kept: boolean) => void | Promise<void>;
  /**
   * All `runs` samples with --quick too: for a figure whose samples together take well under a second (a warm
   * render), where --quick's quarter saved nothing and left the median to a few samples of a busy machine.
   */
  allSamples?: boolean;
}

/**
 * A figure and its floor, measured in alternation (figure, floor, figure, floor…) so that both see
 * nearly the same machine. `ms` and `floorMs` are the medians of each column; `ratio` is the median
 * of the pairs' ratios, so `ms / floorMs` need not equal it (see below).
 * `prepare` and `between` are untimed; when one returns a promise (the cold samples' index reloaded,
 * the sheet's tasks run out) it is awaited before the next timing starts, and a pair with neither
 * runs its samples with no await between them.
 */
export async function timePair(
  fn: () => void,
  floor: () => void,
  runs: number,
  { warmup = 1, settle = false, prepare, between, allSamples = false }: PairOptions = {},
): Promise<{ ms: number; floorMs: number; ratio: number }> {
  runs = allSamples ? Math.max(runs, RUNS) : samplesOf(runs);
  // For the whole-vault figures: each sample starts from a collected heap, so no sample pays for
  // the garbage of the one before (a 50,000-note index left behind is most of a collection).
  const collect = settle
    ? () => {
        clearMemos();
        gc?.();
      }
    : () => {};
  const a: number[] = [];
  const b: number[] = [];
  for (let i = -warmup; i < runs; i++) {
    const kept = i >= 0;
    if (kept) collect();
    const prepared = prepare?.();
    if (prepared instanceof Promise) await prepared;
    let start = performance.now();
    fn();
    const ms = performance.now() - start;
    if (kept) collect();
    const waited = between?.(kept);
    if (waited instanceof Promise) await waited;
    start = performance.now();
    floor();
    const floorMs = performance.now() - start;
    if (!kept) continue;
    a.push(ms);
    b.push(floorMs);
  }
  // The ratio is the median of each pair's ratio (a figure over the floor timed right after it), not the median
  // figure over the median floor. A slowdown both sides of every pair see changes neither. What differs is a burst
  // that hits one side only (a neighbour's test file starting, a collection): the medians of the two columns then
  // may come from different pairs, while a pair's ratio is only moved if that pair was hit, and the median of the
  // ratios moves only when more than half the pairs were. Alone both agree within 0.1 on all twelve pairs of a
  // quick run; beside the test suite the sheet's redraw was 3.26 as a ratio of medians and 1.92 as its pairs' median
  // (21 samples: the figure's median 8.4 ms against 3.9 alone, its floor's 2.6 against 2.1).
  return { ms: median(a), floorMs: median(b), ratio: median(a.map((ms, i) => ms / (b[i] as number))) };
}

/**
 * The heap one index of these notes holds. A small vault's is measured over several indexes of it
 * (at least 20,000 notes in all) and divided, because the heap's own granularity is a megabyte or
 * two. In a function of its own, so that nothing of an earlier measurement is still on the stack
 * (and collected in the middle of this one).
 */
export function heapOf(
  notes: Array<[string, string]>,
  VaultIndexClass: new () => { load(files: Iterable<[string, string]>): void; size: number },
): number {
  const copies = Math.max(1, Math.round(20_000 / notes.length));
  gc?.();
  gc?.();
  const before = process.memoryUsage().heapUsed;
  const held = Array.from({ length: copies }, () => {
    const one = new VaultIndexClass();
    one.load(notes);
    return one;
  });
  gc?.();
  gc?.();
  const after = process.memoryUsage().heapUsed;
  if (held.some((one) => one.size !== notes.length)) throw new Error("index lost notes");
  return (after - before) / 1024 / 1024 / copies;
}
