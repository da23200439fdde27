import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { msg, renderMessage } from "../src/core/play/messages";
import { PROJECT_ROOT } from "./harness";

// The repository stands on its own (issue 18): the README and the players' documentation
// link only to files inside it, and every such file exists.
const markdown = [
  join(PROJECT_ROOT, "README.md"),
  ...readdirSync(join(PROJECT_ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".md"))
    .map((f) => join(PROJECT_ROOT, "docs", f)),
];

const links = (text: string) =>
  [
    ...text
      .replace(/```[\s\S]*?```/g, "")
      .replace(/`[^`\n]*`/g, "")
      .matchAll(/!?\[[^\]]*\]\(([^)\s]+)\)/g),
  ].map((m) => m[1]!);

describe("README.md and docs/ link only inside the repository", () => {
  it.each(markdown.map((f) => [relative(PROJECT_ROOT, f), f]))("%s", (_name, file) => {
    for (const link of links(readFileSync(file, "utf8"))) {
      if (/^https?:/.test(link)) continue;
      const target = resolve(dirname(file), decodeURI(link.split("#")[0]!));
      expect(relative(PROJECT_ROOT, target).startsWith(".."), `${link} leaves the repository`).toBe(false);
      expect(existsSync(target), `${link} does not exist`).toBe(true);
    }
  });

  it("every Polish page has its English counterpart and links to it", () => {
    const pairs = {
      "rzuty.md": "rolls.md",
      "karta.md": "sheet.md",
      "polecenia.md": "commands.md",
      "zasady.md": "rules.md",
      "walka.md": "encounters.md",
      "sprawdzenie.md": "manual-checks.md",
    };
    for (const [pl, en] of Object.entries(pairs)) {
      expect(links(readFileSync(join(PROJECT_ROOT, "docs", "pl", pl), "utf8"))).toContain(`../en/${en}`);
      expect(links(readFileSync(join(PROJECT_ROOT, "docs", "en", en), "utf8"))).toContain(`../pl/${pl}`);
    }
  });
});

// Issue 29.4: the result's description in docs/en/rolls.md and docs/pl/rzuty.md uses the plugin's own words
// for the verdict and the count, rendered from the message tables, so a change of either shows here.
describe("the result card as the rolls pages describe it", () => {
  const page = (lang: "pl" | "en") =>
    readFileSync(join(PROJECT_ROOT, "docs", lang === "en" ? "en/rolls.md" : "pl/rzuty.md"), "utf8");
  it.each(["pl", "en"] as const)("%s: the verdicts, the count and the one-line text are the plugin's", (lang) => {
    const text = page(lang);
    const say = (key: Parameters<typeof msg>[0], params = {}) => renderMessage(msg(key, params), lang);
    expect(text).toContain(`**${say("roll.passed")}**`);
    expect(text).toContain(`**${say("roll.failed")}**`);
    const count = say("roll.count", { n: 3, required: 2 });
    expect(text).toContain(count);
    expect(text).toContain(`\`Ciało + Refleks (5k6) 4:2 → ⚅ ⚃ ⚂ ⚀ ⚄ → ${count}: ${say("roll.passed")} (+1)\``);
    expect(text).not.toMatch(/plain text|zwykły tekst/);
  });

  it.each(["pl", "en"] as const)("%s: a spell button's cost and overcast are the plugin's caption", (lang) => {
    const say = (key: Parameters<typeof msg>[0], params = {}) => renderMessage(msg(key, params), lang);
    const caption = `${say("caption.spellCost", { n: 2 })} (${say("caption.overcast", { levels: 1 })})`;
    expect(page(lang)).toContain(`\`Pocisk: … · ${caption}\``);
  });
});

// The sheet pages quote the Notice of a run of −: the plugin's change message, in Polish (the English
// page quotes the Polish interface with glosses, as its other examples do).
it.each(["pl/karta.md", "en/sheet.md"])("docs/%s: the Notice of a run of − is the plugin's change message", (file) => {
  const notice = renderMessage(msg("change.value", { stat: "health", from: 16, to: 13, max: 16 }), "pl");
  expect(notice).not.toMatch(/[{}]/);
  expect(readFileSync(join(PROJECT_ROOT, "docs", file), "utf8")).toContain(notice);
});
