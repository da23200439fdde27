import { describe, expect, it } from "vitest";
import { buildSheet } from "../../../src/core/sheet";
import { checkVault, formatCheck } from "./check";
import { VaultIndex } from "../../../src/core/vault/index";

/**
 * Issue 31, item 6: the bestiary's authors print Inicjatywa as Umysł + the Refleks total +
 * the Spostrzegawczość total, where the rules add the skill values. That is one convention,
 * said once for the vault; a weapon note whose damage cannot be read is reported.
 */
const block = (title: string, initiative: string) =>
  [
    "---",
    "tags: [npc-statblock]",
    "---",
    `# ${title}`,
    "",
    "| Ciało | Umysł | Dusza | Magia |",
    "|---|---|---|---|",
    "| 5 | 4 | 3 | 3 |",
    "",
    "| Żywotność | Mana | Pancerz | Inicjatywa | Zapał |",
    "|---|---|---|---|---|",
    `| 24 | 18 | 0 | ${initiative} | 2 |`,
    "",
    "### Umiejętności",
    "- Refleks (Ciało) +2 (7)",
    "- Spostrzegawczość (Umysł) +3 (7)",
    "",
  ].join("\n");

const files: Record<string, string> = {
  "rules/06. Bestiariusz/Wilk.md": block("Wilk", "2k6+18"),
  "rules/06. Bestiariusz/Niedźwiedź.md": block("Niedźwiedź", "2k6+18"),
  "rules/06. Bestiariusz/Lis.md": block("Lis", "2k6+12"),
  "items/weapons/Bicz.md": "---\ntags: [weapon]\ndamage: 'zależy od trafienia'\n---\n# Bicz\n",
  "items/weapons/Pałka.md": "---\ntags: [weapon]\n---\n# Pałka\n",
  "items/weapons/Sztylet.md": "---\ntags: [weapon]\ndamage: '+S'\n---\n# Sztylet\n",
};
const index = new VaultIndex();
index.load(Object.entries(files));
const report = checkVault(index, Object.entries(files));

describe("printed Inicjatywa by the authors' habit (issue 31, item 6)", () => {
  it("is one info for the vault naming the notes, not one per note", () => {
    const about = report.findings
      .filter((f) => /Inicjatywa/.test(f.message))
      .sort((a, b) => Number(b.key === "vault.initiativeHabitVault") - Number(a.key === "vault.initiativeHabitVault"));
    expect(about).toEqual([
      expect.objectContaining({ severity: "info", key: "vault.initiativeHabitVault" }),
      // Lis prints 12: neither the rules' 9 nor the habit's 18, so it stays a note of its own.
      expect.objectContaining({
        path: "rules/06. Bestiariusz/Lis.md",
        message: expect.stringContaining("w notatce 12, według zasad 9"),
      }),
    ]);
    expect(about[0]!.message).toBe(
      "Inicjatywa w 2 kartach liczy Umysł + łączną Refleksu + łączną Spostrzegawczości (zwyczaj autorów), a zasady: Umysł + Refleks + Spostrzegawczość (wartości umiejętności); obowiązują wartości z kart: Niedźwiedź, Wilk.",
    );
    expect(formatCheck(report, { language: "en" }).join("\n")).toContain("Inicjatywa in 2 stat blocks counts Umysł");
  });

  it("the printed value stands, and one note's sheet still says why it differs from the rules", () => {
    const sheet = buildSheet(index.get("rules/06. Bestiariusz/Wilk.md")!.character!, index);
    expect(sheet.derived.initiative).toBe(18);
    expect(sheet.diagnostics).toContainEqual(
      expect.objectContaining({
        key: "vault.initiativeHabit",
        message: expect.stringContaining("w notatce 18 = Umysł + łączna Refleksu + łączna Spostrzegawczości"),
      }),
    );
  });
});

describe("weapon notes whose damage cannot be read (issue 31, item 6)", () => {
  it("a weapon without a damage key, or with one that is no formula, is reported; '+S' is not", () => {
    const weapons = report.findings.filter((f) => f.path.startsWith("items/"));
    expect(weapons.map((f) => [f.path, f.severity, f.message])).toEqual([
      [
        "items/weapons/Bicz.md",
        "warning",
        "Broń „Bicz”: nie umiem odczytać obrażeń „zależy od trafienia” (oczekiwano np. '+S', '2+S', 'S+1k6').",
      ],
      ["items/weapons/Pałka.md", "warning", "Broń bez „damage” (np. '+S', '2+S', 'S+1k6')."],
    ]);
  });
});
