/**
 * The figures of the core over whole vaults: the index and a full read beside their floors, the naive
 * baseline, the real-vault sample, the heap, an incremental update, a vault opened from disk and the
 * scale table.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import matter from "gray-matter";
import { gfmTableFromMarkdown } from "mdast-util-gfm-table";
import { gfmTable } from "micromark-extension-gfm-table";
import remarkParse from "remark-parse";
import { unified, type Processor } from "unified";
import { parse as parseYaml } from "yaml";
import { clearMemos } from "../../src/core/memo";
import { generateVault } from "./generate";
import { RUNS, gc, heapOf, log, median, quick, round, time, timePair } from "./timing";

/** The naive baseline: every note through gray-matter, then remark-parse with GFM tables. */
function remarkTables(this: Processor): void {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] };
  (data.micromarkExtensions ??= []).push(gfmTable());
  (data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown());
}
const naiveParser = unified().use(remarkParse).use(remarkTables);

/** The real vault's notes, when they are there (the real-vault figures and `hbm check`'s). */
export const sampleDir = process.env.HBM_SAMPLE_VAULT ?? "../shared/hbm-vault-sample";

/** The index, and the floors and reads every whole-vault figure is timed against. */
async function vaultReads() {
  const { VaultIndex } = await import("../../src/core/vault/index");
  const { splitNote } = await import("../../src/core/vault/frontmatter");
  const { prescan } = await import("../../src/core/vault/prescan");
  // The floor of a full read: the same texts split at their delimiters and only the frontmatter parsed, by the same YAML parser.
  const frontmatterFloor = (notes: ReadonlyArray<readonly [string, string]>) => () => {
    for (const [, text] of notes) {
      const { yaml } = splitNote(text);
      if (yaml !== null) parseYaml(yaml);
    }
  };
  // The floor of the index (issue 30): the same first look at every note the index takes (tags,
  // aliases and character by the prescan; the whole YAML where the prescan is unsure), nothing else.
  const prescanFloor = (notes: ReadonlyArray<readonly [string, string]>) => () => {
    for (const [, text] of notes)
      if (prescan(text) === null) {
        const { yaml } = splitNote(text);
        if (yaml !== null) parseYaml(yaml);
      }
  };
  // The index reads character, spell and other models when first asked; this is the cost of asking for all of them.
  const fullReadAll = (notes: ReadonlyArray<readonly [string, string]>) => () => {
    const full = new VaultIndex();
    full.load(notes as Array<[string, string]>);
    for (const note of full.all()) void note.diagnostics;
  };
  // The naive baseline's read of the notes.
  const naiveOf = (notes: ReadonlyArray<readonly [string, string]>) => () => {
    for (const [, text] of notes) {
      const file = matter(text, {});
      naiveParser.parse(file.content);
    }
  };
  return { VaultIndex, frontmatterFloor, prescanFloor, fullReadAll, naiveOf };
}

/** The index cold, a full read, the naive baseline, the real vault, the heap and an incremental update. */
export async function indexFigures(files: Array<[string, string]>) {
  const { VaultIndex, frontmatterFloor, prescanFloor, fullReadAll, naiveOf } = await vaultReads();
  const { readVaultFiles } = await import("../../pkg/hbm/src/vault-commands");
  const cold = await timePair(() => new VaultIndex().load(files), prescanFloor(files), 7, { warmup: 2, settle: true });
  const indexFloorMs = cold.floorMs;
  const index10kColdMs = cold.ms;
  const indexOverFloor = cold.ratio;
  log(`indexFloorMs          ${round(indexFloorMs)} (the prescan of every note, as the index does)`);
  log(`index10kColdMs        ${round(index10kColdMs)}`);

  // --quick: over the 1,000-note vault (same mix and seed): at 10,000 notes each sample pair is 2.5 s quiet, 40 s at load 15.
  const fullReadNotes = quick ? generateVault(1000) : files;
  const fullRead = await timePair(fullReadAll(fullReadNotes), frontmatterFloor(fullReadNotes), 7, {
    warmup: quick ? 0 : 1,
    settle: true,
  });
  const index10kFullReadMs = fullRead.ms;
  const fullReadFloorMs = fullRead.floorMs;
  const fullReadOverFloor = fullRead.ratio;
  // The floor the index was held to before issue 30: every note's YAML parsed (which the index does not do).
  const yamlFloorMs = fullReadFloorMs;
  log(
    `index10kFullReadMs    ${round(index10kFullReadMs)} (every model read, as hbm check does; floor ${round(fullReadFloorMs)})`,
  );

  // Like for like (issue 30): every note read in full, against every note through gray-matter and remark.
  // --quick: one naive run after no warm-up (16-25 s each on this machine).
  const naiveRuns = quick ? 1 : 7;
  const naiveTime = (fn: () => void) => {
    const samples: number[] = [];
    if (!quick) fn();
    for (let i = 0; i < naiveRuns; i++) {
      clearMemos();
      gc?.();
      const start = performance.now();
      fn();
      samples.push(performance.now() - start);
    }
    return median(samples);
  };
  // --quick: over the 1,000-note vault (same mix, same seed), with the full read of the same notes beside it.
  const speedupNotes = quick ? fullReadNotes : files;
  const naive10kColdMs = naiveTime(naiveOf(speedupNotes));
  const cleared = (fn: () => void) => () => {
    clearMemos();
    fn();
  };
  const speedupFullReadMs = index10kFullReadMs;
  const speedupIndexMs = quick
    ? time(
        cleared(() => new VaultIndex().load(speedupNotes)),
        3,
        1,
      )
    : index10kColdMs;
  log(`naive10kColdMs        ${round(naive10kColdMs)} (${speedupNotes.length} notes)`);

  // The same figures over the real vault's notes (../shared/hbm-vault-sample), when it is there.
  const real = existsSync(sampleDir) ? readVaultFiles(sampleDir) : null;
  let realVault: {
    notes: number;
    indexMs: number;
    indexFloorMs: number;
    fullReadMs: number;
    fullReadFloorMs: number;
    naiveMs: number;
    indexOverFloor: number;
    fullReadOverFloor: number;
    fullReadSpeedupVsNaive: number;
    indexOnlySpeedupVsNaive: number;
  } | null = null;
  if (real) {
    const idx = await timePair(() => new VaultIndex().load(real), prescanFloor(real), 21, { warmup: 3, settle: true });
    const full = await timePair(fullReadAll(real), frontmatterFloor(real), 21, { warmup: 3, settle: true });
    const naiveMs = time(
      () => {
        clearMemos();
        naiveOf(real)();
      },
      7,
      1,
    );
    realVault = {
      notes: real.length,
      indexMs: round(idx.ms),
      indexFloorMs: round(idx.floorMs),
      fullReadMs: round(full.ms),
      fullReadFloorMs: round(full.floorMs),
      naiveMs: round(naiveMs),
      indexOverFloor: round(idx.ratio),
      fullReadOverFloor: round(full.ratio),
      fullReadSpeedupVsNaive: round(naiveMs / full.ms, 1),
      indexOnlySpeedupVsNaive: round(naiveMs / idx.ms, 1),
    };
    log(
      `realVault             ${real.length} notes: index ${realVault.indexMs} ms (${realVault.indexOverFloor}× prescan), full read ${realVault.fullReadMs} ms (${realVault.fullReadOverFloor}× floor), naive ${realVault.naiveMs} ms (${realVault.fullReadSpeedupVsNaive}× the full read)`,
    );
  }

  const heap10kMB = heapOf(files, VaultIndex);
  const index = new VaultIndex();
  index.load(files);
  log(`heap10kMB             ${round(heap10kMB, 1)}${gc ? "" : " (no --expose-gc: rough)"}`);

  const pcPath = files.find(([p]) => p.startsWith("player-characters/"))?.[0] as string;
  const pcText = files.find(([p]) => p === pcPath)?.[1] as string;
  let flip = 0;
  // The change itself, and the change with the character read again (what a redraw pays): the honest figure.
  const incrementalIndexOnlyMs = time(
    () => index.update(pcPath, pcText.replace(/health: \d+/, `health: ${(flip++ % 9) + 1}`)),
    51,
    5,
  );
  const incremental = await timePair(
    () => {
      index.update(pcPath, pcText.replace(/health: \d+/, `health: ${(flip++ % 9) + 1}`));
      if (!index.get(pcPath)?.character) throw new Error("no character");
    },
    frontmatterFloor([[pcPath, pcText]]),
    51,
    { warmup: 5 },
  );
  const incrementalUpdateMs = incremental.ms;
  const incrementalFloorMs = incremental.floorMs;
  const incrementalOverFloor = incremental.ratio;
  log(
    `incrementalUpdateMs   ${round(incrementalUpdateMs, 3)} (index only: ${round(incrementalIndexOnlyMs, 3)}, floor ${round(incrementalFloorMs, 3)})`,
  );
  return {
    indexFloorMs,
    index10kColdMs,
    indexOverFloor,
    fullReadNotes,
    index10kFullReadMs,
    fullReadFloorMs,
    fullReadOverFloor,
    yamlFloorMs,
    naive10kColdMs,
    speedupNotes,
    speedupFullReadMs,
    speedupIndexMs,
    realVault,
    heap10kMB,
    pcPath,
    incrementalIndexOnlyMs,
    incrementalUpdateMs,
    incrementalFloorMs,
    incrementalOverFloor,
    // Held by main() until the bench ends, as before the split: the figures after these run beside the same heap.
    held: { index, real },
  };
}

/** Opening a vault: every note read from disk and indexed, against the same reads alone. */
export async function vaultOpenFigure(files: Array<[string, string]>) {
  const { VaultIndex } = await import("../../src/core/vault/index");
  const { readVaultFiles } = await import("../../pkg/hbm/src/vault-commands");
  const vaultDir = mkdtempSync(join(tmpdir(), "hbm-bench-"));
  for (const [path, text] of files) {
    mkdirSync(dirname(join(vaultDir, path)), { recursive: true });
    writeFileSync(join(vaultDir, path), text);
  }
  // One warm-up pair with --quick too: the first read of the vault just written is the slowest, and it fell on the
  // figure (timed first). Beside the test suite, four runs of 3 pairs with none: the first pair's figure 545, 454,
  // 404 and 604 ms, the others' 329-431.
  const vaultOpen = await timePair(
    () => new VaultIndex().load(readVaultFiles(vaultDir)),
    () => void readVaultFiles(vaultDir),
    7,
    { warmup: 1, settle: true },
  );
  rmSync(vaultDir, { recursive: true, force: true });
  log(
    `vaultOpenMs           ${round(vaultOpen.ms)} (the same ${files.length} files read alone: ${round(vaultOpen.floorMs)})`,
  );
  return vaultOpen;
}

/**
 * Scale (issue 19): the same figures at 1k, 10k and 50k notes (`sizes`), and the heap each index holds.
 * `core` is what `indexFigures` measured over `files`: --quick takes the main vault's figures from it.
 */
export async function scaleFigures(
  files: Array<[string, string]>,
  sizes: number[],
  core: Pick<
    Awaited<ReturnType<typeof indexFigures>>,
    "index10kColdMs" | "fullReadNotes" | "fullReadFloorMs" | "index10kFullReadMs"
  >,
) {
  const { VaultIndex, frontmatterFloor, fullReadAll } = await vaultReads();
  const { index10kColdMs, fullReadNotes, fullReadFloorMs, index10kFullReadMs } = core;
  // The sizes are timed in rounds (1k, 10k, 50k, 1k, 10k, 50k…), each sample from a collected heap
  // with the memos forgotten, so that every size sees the same machine and their growth is the code's.
  const vaults = sizes.map((n) => (n === files.length ? files : generateVault(n)));
  const samples = sizes.map(() => ({ index: [] as number[], floor: [] as number[], fullRead: [] as number[] }));
  const timed = (fn: () => void) => {
    clearMemos();
    gc?.();
    const start = performance.now();
    fn();
    return performance.now() - start;
  };
  for (let lap = quick ? 0 : -1; lap < RUNS; lap++) {
    vaults.forEach((notes, i) => {
      // --quick: the main vault's figures are the ones measured above (the same method), not timed again.
      if (quick && notes.length === files.length) {
        // --quick: the main vault's index as measured above; its full read and YAML floor not timed (NaN: null in the JSON).
        samples[i]!.index.push(index10kColdMs);
        samples[i]!.floor.push(NaN);
        samples[i]!.fullRead.push(NaN);
        return;
      }
      if (quick && notes.length === fullReadNotes.length) {
        samples[i]!.index.push(timed(() => new VaultIndex().load(notes)));
        samples[i]!.floor.push(fullReadFloorMs);
        samples[i]!.fullRead.push(index10kFullReadMs);
        return;
      }
      const indexTime = timed(() => new VaultIndex().load(notes));
      const floorTime = timed(frontmatterFloor(notes));
      const fullTime = timed(fullReadAll(notes));
      if (lap < 0) return; // the warm-up round
      samples[i]!.index.push(indexTime);
      samples[i]!.floor.push(floorTime);
      samples[i]!.fullRead.push(fullTime);
    });
  }
  const scale: Record<
    string,
    {
      indexMs: number;
      floorMs: number;
      fullReadMs: number;
      heapMB: number;
      indexOverFloor: number;
      fullReadOverFloor: number;
      indexUsPerNote: number;
    }
  > = {};
  sizes.forEach((n, i) => {
    const indexMs = median(samples[i]!.index);
    const floorMs = median(samples[i]!.floor);
    const fullReadMs = median(samples[i]!.fullRead);
    const heapMB = heapOf(vaults[i]!, VaultIndex);
    scale[n] = {
      indexMs: round(indexMs),
      floorMs: round(floorMs),
      fullReadMs: round(fullReadMs),
      heapMB: round(heapMB, 1),
      indexOverFloor: round(indexMs / floorMs),
      fullReadOverFloor: round(fullReadMs / floorMs),
      indexUsPerNote: round((indexMs / n) * 1000, 1),
    };
    log(
      `scale ${String(n).padStart(6)}         index ${round(indexMs)} ms (${round(indexMs / floorMs)}× floor), full read ${round(fullReadMs)} ms (${round(fullReadMs / floorMs)}× floor), heap ${round(heapMB, 1)} MB`,
    );
  });
  const first = sizes[0]!;
  const last = sizes[sizes.length - 1]!;
  /** Time per note at the largest vault over time per note at the smallest: 1 is linear, below 1 better than linear. */
  const growthName = `perNoteGrowth${first / 1000}kTo${last / 1000}k`;
  const growth = (key: "indexMs" | "fullReadMs" | "heapMB") =>
    round(scale[last]![key] / last / (scale[first]![key] / first));

  const perNoteGrowth = { index: growth("indexMs"), fullRead: growth("fullReadMs"), heap: growth("heapMB") };
  return { scale, growthName, perNoteGrowth };
}
