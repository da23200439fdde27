/**
 * The cold figures alone, many times, by CPU time (issue 30: at a load of 10-20 on two cores, wall
 * time is mostly the neighbours), for a profile:
 *
 *   TSX_TSCONFIG_PATH=scripts/bench/tsconfig.json node --import tsx --expose-gc --cpu-prof \
 *     scripts/bench/profile-cold.ts block|sheet|index|open|played [repetitions]
 *
 * `block`: a 20-line block's first render after an index, as the bench's blockFirstRender; `sheet`:
 * the sheet's first open (party #druzyna); `index`: a 10,000-note index built; `open`: the same notes
 * read from disk, then indexed (the bench's vaultOpenOverReads, both halves by CPU); `played`: the block
 * rendered right after a play write to its character (warm, as the bench's blockRender). Prints the median and
 * the least CPU time of the repetitions.
 */
import "./dom";
import "../../test/node-yaml";
import { BENCH_BLOCK, generateVault } from "./generate";
import { clearMemos } from "../../src/core/memo";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const say = (text: string) => process.stdout.write(text + "\n");
const what = process.argv[2] ?? "block";
const reps = Number(process.argv[3] ?? 15);

async function main(): Promise<void> {
  const mock = await import("../../test/obsidian-mock");
  const { default: HbmPlugin } = await import("../../src/main");
  const { RollBlock } = await import("../../src/plugin/roll/block");
  const { SheetView } = await import("../../src/plugin/sheet");
  const { VaultIndex } = await import("../../src/core/vault/index");
  const files = generateVault(10_000);
  if (what === "open") {
    const { readVaultFiles } = await import("../../pkg/hbm/src/vault-commands");
    const dir = mkdtempSync(join(tmpdir(), "hbm-open-"));
    for (const [path, text] of files) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const reads: number[] = [];
    const index: number[] = [];
    for (let i = 0; i < reps; i++) {
      clearMemos();
      (globalThis as { gc?: () => void }).gc?.();
      let s = process.cpuUsage();
      const read = readVaultFiles(dir);
      let u = process.cpuUsage(s);
      reads.push((u.user + u.system) / 1000);
      s = process.cpuUsage();
      new VaultIndex().load(read);
      u = process.cpuUsage(s);
      index.push((u.user + u.system) / 1000);
    }
    rmSync(dir, { recursive: true, force: true });
    const med = (t: number[]) => [...t].sort((a, b) => a - b)[t.length >> 1] as number;
    say(
      [
        "reads cpu ms",
        med(reads),
        "index cpu ms",
        med(index),
        "(reads + index) / reads",
        1 + med(index) / med(reads),
      ].join(" "),
    );
    return;
  }
  if (what === "index") {
    const t: number[] = [];
    for (let i = 0; i < reps; i++) {
      clearMemos();
      const s = process.cpuUsage();
      new VaultIndex().load(files);
      const u = process.cpuUsage(s);
      t.push((u.user + u.system) / 1000);
    }
    t.sort((a, b) => a - b);
    say(["index cpu ms median", t[Math.floor(t.length / 2)], "min", t[0]].join(" "));
    return;
  }
  const app = new mock.App(Object.fromEntries(files));
  const plugin = new HbmPlugin(app, {
    id: "hbm-rpg",
    name: "",
    version: "0",
    minAppVersion: "1.8.7",
    description: "",
    author: "",
  });
  await plugin.onload();
  mock.markLoaded(plugin);
  app.workspace.setLayoutReady();
  await plugin.vaultIndex.whenReady();
  const sourcePath = files.find(([p]) => p.startsWith("sessions/"))?.[0] as string;
  const pcPath = files.find(([p]) => p.startsWith("player-characters/"))?.[0] as string;
  const block = BENCH_BLOCK;
  const host = createDiv();
  const entries = files.map(([p, t]) => plugin.vaultIndex.entry(app.vault.getAbstractFileByPath(p) as never, t));
  const times: number[] = [];
  plugin.settings.party = "#druzyna";
  if (what === "played") {
    // A block rendered right after a play write to its character (the bench's blockRender).
    const played = files.find(([p]) => p.endsWith("/Postać 2.md")) as [string, string];
    const cpu: number[] = [];
    for (let i = 0; i < reps; i++) {
      plugin.vaultIndex.index.update(played[0], played[1].replace(/health: \d+/, `health: ${(i % 9) + 1}`));
      // The character's new reading is the write's, as in the bench (its incremental figure), not the render's.
      if (!plugin.vaultIndex.index.get(played[0])?.character) throw new Error("no character");
      const s = process.cpuUsage();
      host.empty();
      new RollBlock(host, `postać: [[Postać 2]]\n${block}`, sourcePath, plugin.services).render();
      const u = process.cpuUsage(s);
      cpu.push((u.user + u.system) / 1000);
    }
    cpu.sort((a, b) => a - b);
    say(["played cpu ms median", cpu[Math.floor(cpu.length / 2)], "min", cpu[0]].join(" "));
    process.exit(0);
  }
  for (let i = 0; i < reps; i++) {
    plugin.vaultIndex.index.load(entries);
    clearMemos();
    const s = process.cpuUsage();
    const w = performance.now();
    if (what === "block") {
      host.empty();
      new RollBlock(host, `postać: [[Postać 2]]\n${block}`, sourcePath, plugin.services).render();
    } else {
      const view = new SheetView(new mock.WorkspaceLeaf(app), plugin);
      view.show(pcPath);
    }
    const u = process.cpuUsage(s);
    times.push((u.user + u.system) / 1000);
    if (i === 0) say(["first wall", performance.now() - w].join(" "));
    await new Promise((r) => setTimeout(r, 50));
  }
  times.sort((a, b) => a - b);
  say([what, "cpu ms median", times[Math.floor(times.length / 2)], "min", times[0]].join(" "));
  process.exit(0);
}
void main();
