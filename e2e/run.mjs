// Browser tests: build the host page, serve it on 127.0.0.1, drive Debian's Chromium with playwright-core.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import esbuild from "esbuild";
import { chromium } from "playwright-core";
import { tests } from "./tests.mjs";
tests.push(...(await import("./play-state.tests.mjs")).tests);
tests.push(...(await import("./creation.tests.mjs")).creationTests);

const root = fileURLToPath(new URL("..", import.meta.url));
const build = join(root, "e2e", "build");
const shots = join(root, "e2e", "screenshots");
mkdirSync(build, { recursive: true });
mkdirSync(shots, { recursive: true });

if (!existsSync(join(root, "main.js"))) {
  const r = spawnSync("node", ["esbuild.config.mjs", "production"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) process.exit(1);
}

function readNotes(dir) {
  const files = {};
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      if (name.startsWith(".")) continue;
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".md")) files[relative(dir, full).split("\\").join("/")] = readFileSync(full, "utf8");
    }
  };
  walk(dir);
  return files;
}

writeFileSync(join(build, "vault.json"), JSON.stringify({ ...readNotes(join(root, "test-vault")), ...readNotes(join(root, "e2e", "fixtures")) }));
for (const f of ["main.js", "manifest.json", "styles.css"]) copyFileSync(join(root, f), join(build, f));
for (const f of ["host.html", "theme.css"]) copyFileSync(join(root, "e2e", f), join(build, f));
await esbuild.build({ entryPoints: [join(root, "e2e", "host.ts")], bundle: true, format: "iife", platform: "browser", target: "es2021", outfile: join(build, "host.js"), logLevel: "warning" });

const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".json": "application/json; charset=utf-8" };
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname).replace(/^\/+/, "") || "host.html";
  const file = join(build, path);
  if (!file.startsWith(build) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const base = `http://127.0.0.1:${server.address().port}/host.html`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-quic", "--disable-sync"],
});

let passed = 0;
let failed = 0;
const only = process.argv[2];
for (const test of [...tests, ...(await import("./encounter.tests.mjs")).encounterTests]) {
  if (only && !test.name.includes(only)) continue;
  const context = await browser.newContext({ viewport: test.viewport ?? { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("dialog", (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  try {
    await page.goto(base);
    await page.waitForSelector("body[data-ready], body[data-error]", { timeout: 15000 });
    const error = await page.getAttribute("body", "data-error");
    if (error) throw new Error(`host: ${error}`);
    await test.run(page, { shots });
    if (errors.length) throw new Error(`page errors: ${errors.join("; ")}`);
    passed++;
    process.stdout.write(`  ✓ ${test.name}\n`);
  } catch (e) {
    failed++;
    process.stdout.write(`  ✗ ${test.name}\n    ${e instanceof Error ? e.message.split("\n").join("\n    ") : e}\n`);
    await page.screenshot({ path: join(shots, `failed-${test.name.replace(/[^a-z0-9]+/gi, "-")}.png`), fullPage: true }).catch(() => {});
  }
  await context.close();
}
await browser.close();
server.close();
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed ? 1 : 0);
