// @vitest-environment happy-dom
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isCommand } from "../pkg/hbm/src/strings";
import { setLanguage } from "../src/plugin/i18n/i18n";
import { Plugin } from "./obsidian-mock";
import { loadPlugin, PROJECT_ROOT } from "./harness";

// Issue 29 item 4: the docs name only what exists. Every palette command the Commands pages list is
// one the plugin registers (under its Polish name, and the English page's gloss is its English name),
// every command the plugin registers is listed, every `hbm <command>` the docs quote is one hbm has,
// and every image the README and docs/ show is a PNG in docs/images.

const read = (path: string) => readFileSync(join(PROJECT_ROOT, path), "utf8");

/** The first column of the table under "## <heading>" up to the next heading. */
function firstColumn(page: string, heading: RegExp): string[] {
  const start = page.search(heading);
  const section = page.slice(start).split(/\n## /)[0] ?? "";
  return [...section.matchAll(/^\| ([^|]+?) \|/gm)]
    .map((m) => (m[1] as string).trim())
    .filter((c) => !/^(Polecenie|Command|-+)$/.test(c));
}

/** The names a table cell gives: "A, B, C" are three; "… : cała drużyna" stands for the party versions. */
const names = (cell: string) => (cell.startsWith("…") ? [] : cell.split(/, (?=\p{Lu})/u));

async function registered(language: "pl" | "en"): Promise<string[]> {
  vi.spyOn(Plugin.prototype, "loadData").mockResolvedValue({ language });
  const { app, plugin } = await loadPlugin();
  const list = [...app.commands.values()].map((c) => c.name);
  plugin.unload();
  return list;
}

afterEach(() => {
  vi.restoreAllMocks();
  setLanguage("pl");
});

describe("the Commands pages list the plugin's commands, no more and no fewer", () => {
  it("docs/pl/polecenia.md: every listed command is registered, every registered one is listed", async () => {
    const commands = await registered("pl");
    const rows = firstColumn(read("docs/pl/polecenia.md"), /^## Polecenia/m);
    const listed = rows.flatMap(names);
    expect(listed.length).toBeGreaterThan(10);
    for (const name of listed) expect(commands, `„${name}” is not a command`).toContain(name);
    const party = rows.find((r) => r.startsWith("…"))?.replace(/^… ?/, "") ?? "";
    for (const name of commands) {
      const base = name.endsWith(party) ? name.slice(0, -party.length) : name;
      expect(listed, `the command „${name}” is not in docs/pl/polecenia.md`).toContain(
        listed.includes(name) ? name : base,
      );
    }
  });

  it("docs/en/commands.md: the Polish names as registered, each gloss the command's English name", async () => {
    const pl = await registered("pl");
    const en = await registered("en");
    expect(en).not.toEqual(pl);
    const rows = firstColumn(read("docs/en/commands.md"), /^## Commands/m);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const m = /^(.*?)(?: \(([^)]+)\))?$/.exec(row) as RegExpExecArray;
      for (const name of names(m[1] as string)) expect(pl, `“${name}” is not a command`).toContain(name);
      if (!m[2]) continue;
      const gloss = m[2].toLowerCase();
      const index = pl.indexOf(m[1] as string);
      const english = (en[index] ?? "").toLowerCase().replace(/…$/, "");
      expect(english, `the gloss “${m[2]}” of ${m[1]}`).toBe(gloss);
    }
    const listed = rows.flatMap((r) => names(r.replace(/ \([^)]+\)$/, "")));
    for (const name of pl.filter((n) => !n.includes(": "))) expect(listed, `“${name}” not listed`).toContain(name);
  });
});

const markdown = [
  "README.md",
  ...readdirSync(join(PROJECT_ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".md"))
    .map((f) => join("docs", f)),
];

describe("the docs quote only what exists", () => {
  it.each(markdown)("%s: every `hbm <command>` is one hbm has", (file) => {
    for (const m of read(file).matchAll(/\bhbm ([a-z][a-z-]*)\b/g))
      expect(isCommand(m[1]) || m[1] === "help", `hbm ${m[1]} in ${file}`).toBe(true);
  });

  it.each(markdown)("%s: every image is a PNG in docs/images", (file) => {
    for (const m of read(file).matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g)) {
      const target = resolve(dirname(join(PROJECT_ROOT, file)), decodeURI(m[1] as string));
      expect(target.startsWith(join(PROJECT_ROOT, "docs", "images")), `${m[1]} in ${file}`).toBe(true);
      expect(existsSync(target) && statSync(target).size > 1000, `${m[1]} in ${file}`).toBe(true);
      expect(readFileSync(target).subarray(1, 4).toString("latin1"), `${m[1]} is a PNG`).toBe("PNG");
    }
  });
});
