// What main.js's size costs a player (issue 30): each bundle given (default: main.js) run in a fresh
// page of Debian's Chromium at a 4× CPU slowdown (a phone stand-in), by the page's own clock: its text
// run as a script (parse, compile, top-level code) and the plugin's onload, median of HBM_BENCH_RUNS
// (7) fresh pages after one warm-up. The bundles are timed in alternation, so load hurts each alike.
//
//   node scripts/bench/bundle-cost.mjs [--json] [--rate 4] [bundle.js …]
import { copyFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { basename, join } from "node:path";
import { build, buildHost, launchChromium, serve } from "../../e2e-tests/host-server.mjs";

const args = process.argv.slice(2);
const json = args.includes("--json");
const rateAt = args.indexOf("--rate");
const rate = rateAt >= 0 ? Number(args[rateAt + 1]) : 4;
const bundles = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--rate");
if (bundles.length === 0) bundles.push("main.js");
const RUNS = Math.max(7, Number(process.env.HBM_BENCH_RUNS ?? 7));
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
const round = (n) => Math.round(n * 10) / 10;
const loadAtStart = loadavg().map((l) => Math.round(l * 100) / 100);

await buildHost({ "bundle-cost-host": join("scripts", "bench", "bundle-cost-host.ts") });
writeFileSync(
  join(build, "bundle-cost.html"),
  '<!doctype html><meta charset="utf-8"><body><script src="bundle-cost-host.js"></script>',
);
const names = bundles.map((b, i) => {
  const name = `bundle-${i}-${basename(b)}`;
  copyFileSync(b, join(build, name));
  return name;
});
const server = await serve();
const browser = await launchChromium();
const samples = names.map(() => []);
for (let run = -1; run < RUNS; run++)
  for (const [i, name] of names.entries()) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(server.base.replace("host.html", "bundle-cost.html"));
    await page.waitForSelector("body[data-ready]", { state: "attached" });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const r = await page.evaluate((src) => window.hbmBundleCost(src), name);
    if (run >= 0) samples[i].push(r);
    await context.close();
  }
await browser.close();
server.close();
const result = bundles.map((b, i) => ({
  bundle: b,
  bytes: samples[i][0].bytes,
  evaluateMs: round(median(samples[i].map((s) => s.evaluateMs))),
  onloadMs: round(median(samples[i].map((s) => s.onloadMs))),
}));
const loadAverage = { start: loadAtStart, end: loadavg().map((l) => Math.round(l * 100) / 100) };
if (json) process.stdout.write(JSON.stringify({ cpuSlowdown: rate, runs: RUNS, result, loadAverage }) + "\n");
else {
  for (const r of result)
    process.stdout.write(
      `${r.bundle}: ${r.bytes} bytes, run as a script ${r.evaluateMs} ms, onload ${r.onloadMs} ms (CPU ${rate}× slower)\n`,
    );
  process.stdout.write(`load average ${loadAverage.start[0]} → ${loadAverage.end[0]}\n`);
}
