// The stand-in host page, built and served on 127.0.0.1 for Debian's Chromium: the browser tests
// (e2e-tests/run.mjs) and the browser benchmark (scripts/bench/browser.mjs) share it.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import esbuild from "esbuild";
import { chromium } from "playwright-core";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const build = join(root, "e2e-tests", "build");

function readNotes(dir) {
  const files = {};
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      if (name.startsWith(".")) continue;
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".md") || name.endsWith(".base"))
        files[relative(dir, full).split("\\").join("/")] = readFileSync(full, "utf8");
    }
  };
  walk(dir);
  return files;
}

/** Build main.js if missing, then the host page, its vault (test-vault + e2e fixtures) and any extra entry points. */
export async function buildHost(extraEntries = {}) {
  mkdirSync(build, { recursive: true });
  if (!existsSync(join(root, "main.js"))) {
    const r = spawnSync("node", ["esbuild.config.mjs", "production"], { cwd: root, stdio: "inherit" });
    if (r.status !== 0) process.exit(1);
  }
  writeFileSync(
    join(build, "vault.json"),
    JSON.stringify({ ...readNotes(join(root, "test-vault")), ...readNotes(join(root, "e2e-tests", "fixtures")) }),
  );
  for (const f of ["main.js", "manifest.json", "styles.css"]) copyFileSync(join(root, f), join(build, f));
  for (const f of ["host.html", "theme.css"]) copyFileSync(join(root, "e2e-tests", f), join(build, f));
  const entries = { host: join(root, "e2e-tests", "host.ts"), ...extraEntries };
  for (const [name, entry] of Object.entries(entries)) {
    await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      format: "iife",
      platform: "browser",
      target: "es2021",
      outfile: join(build, `${name}.js`),
      logLevel: "warning",
    });
  }
}

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
};

/** Serve e2e-tests/build; resolves to the base URL of the host page and a close function. */
export async function serve() {
  const server = createServer((req, res) => {
    const path =
      decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname).replace(/^\/+/, "") || "host.html";
    const file = join(build, path);
    if (!file.startsWith(build) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return { base: `http://127.0.0.1:${server.address().port}/host.html`, close: () => server.close() };
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-quic",
      "--disable-sync",
    ],
  });
}
