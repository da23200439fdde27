import { describe, expect, it } from "vitest";
import { applyEdit } from "../play/edits";
import { apply } from "../play/apply";
import { subjectFromSheet } from "../play/subject";
import { emptyState } from "../play/state";
import { seededRandom } from "../dice/random";
import { buildSheet } from "../sheet";
import { readNote } from "../vault/read-note";
import { printedAfterPurchase, syncPrintedStats } from "./printed-stats";

/**
 * docs/en/rules.md, Experience (PD), Decision: after any PD purchase (attribute,
 * skill, talent) every printed value of Cechy Pochodne and every skill total
 * equals the value the rules compute, in the note's own format, in the same
 * write. Buying Refleks, Spostrzegawczość or Gotowość do Walki rewrites Inicjatywa.
 */
const PATH = "player-characters/Ada.md";
const NOTE = [
  "---",
  "tags: [pc]",
  "experience: 20",
  "---",
  "### Atrybuty",
  "",
  "| Ciało | Umysł | Dusza | Magia |",
  "| :---: | :---: | :---: | :---: |",
  "| 3     | 4     | 2     | IV    |",
  "",
  "### Cechy Pochodne",
  "",
  "| Żywotność | Mana | Pancerz | Inicjatywa | Zapał | Szybkość |",
  "| :-------: | :--: | :-----: | :--------: | :---: | :------: |",
  "| *18*      | 24   | 0       | 2k6+8      | 1     | 10 m     |",
  "",
  "### Umiejętności",
  "- Refleks (Ciało) +2 (5)",
  "- Spostrzegawczość (Umysł) +2 (6)",
  "- Wytrzymałość (Ciało) +1 (4)",
  "- Zdolności Magiczne (Magia) +2 (5)",
  "",
  "### Talenty",
  "- [[Oburęczny]]",
  "",
].join("\n");

function subject(text: string) {
  const c = readNote(PATH, text).character!;
  return subjectFromSheet(buildSheet(c, null), emptyState({ health: 18, mana: 24, zeal: 1, experience: 20 }));
}

/** The purchase as play makes it: apply(), then every body edit in order, as the note stores do. */
function buy(text: string, purchase: Parameters<typeof apply>[1] & { kind: "buy" }): string {
  const out = apply(subject(text), purchase, seededRandom(1));
  if (!out.ok) throw new Error(JSON.stringify(out));
  return out.edits.reduce((t, e) => applyEdit(t, e) ?? t, text);
}
const row = (text: string) => text.split("\n")[14];

describe("docs/en/rules.md: every PD purchase rewrites Cechy Pochodne and the skill totals in the same write", () => {
  it("buying Refleks 2 → 3: Inicjatywa 2k6+8 → 2k6+9, the Refleks line and nothing else", () => {
    const after = buy(NOTE, { kind: "buy", purchase: { kind: "skill", skill: "Refleks" }, requirements: null });
    expect(row(after)).toBe("| *18*      | 24   | 0       | 2k6+9      | 1     | 10 m     |");
    expect(after).toContain("- Refleks (Ciało) +3 (6)");
    expect(after.split("\n").filter((l, i) => l !== NOTE.split("\n")[i])).toHaveLength(2);
  });

  it("buying Spostrzegawczość rewrites Inicjatywa too (Umysł + Refleks + Spostrzegawczość)", () => {
    const after = buy(NOTE, {
      kind: "buy",
      purchase: { kind: "skill", skill: "Spostrzegawczość" },
      requirements: null,
    });
    expect(row(after)).toContain("2k6+9");
    expect(after).toContain("- Spostrzegawczość (Umysł) +3 (7)");
  });

  it("buying the talent Gotowość do Walki: Inicjatywa +2 (2k6+8 → 2k6+10) with the talent line", () => {
    const after = buy(NOTE, {
      kind: "buy",
      purchase: { kind: "talent", talent: "Gotowość do Walki" },
      requirements: null,
    });
    expect(row(after)).toContain("2k6+10");
    expect(after).toContain("- [[Gotowość do Walki]]");
  });

  it("buying Umysł 4 → 5: Żywotność *18* → *20*, Inicjatywa → 9, and the Umysł skill totals, keeping each cell's format", () => {
    const after = buy(NOTE, { kind: "buy", purchase: { kind: "attribute", attribute: "mind" }, requirements: null });
    expect(row(after)).toBe("| *20*      | 24   | 0       | 2k6+9      | 1     | 10 m     |");
    expect(after).toContain("- Spostrzegawczość (Umysł) +2 (7)");
    expect(after).toContain("- Refleks (Ciało) +2 (5)");
  });

  it("a stale cell is corrected by the next purchase (Zapał 1 where ⌈Dusza 2 / 2⌉ = 1 stays; a wrong total is fixed)", () => {
    const stale = NOTE.replace("- Wytrzymałość (Ciało) +1 (4)", "- Wytrzymałość (Ciało) +1 (9)");
    const after = buy(stale, { kind: "buy", purchase: { kind: "skill", skill: "Refleks" }, requirements: null });
    expect(after).toContain("- Wytrzymałość (Ciało) +1 (4)");
  });

  it("cells without a number (Brak, -, blank) and Szybkość stay as written; a Tolerancja column is rewritten", () => {
    const text = NOTE.replace("| Szybkość |", "| Tolerancja eliksirów |").replace("| 10 m     |", "| 1 |");
    const stats = printedAfterPurchase(subject(text).build, { kind: "skill", skill: "Wytrzymałość" });
    expect(stats.derived.elixirTolerance).toBe(5);
    expect(row(syncPrintedStats(text, stats))).toMatch(/\| 5 \|$/);
    const brak = NOTE.replace("| 24   |", "| Brak |");
    expect(row(syncPrintedStats(brak, stats))).toContain("| Brak |");
  });
});
