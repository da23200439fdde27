import { describe, expect, it } from "vitest";
import { applyPatch, diffLines, invertPatch, lineQuantity, setEquipmentQuantity } from "./edits";

const note = (line: string, eol = "\n") =>
  [
    "### Talenty",
    "- [[Eliksir Zdrowia]] ×3",
    "",
    "### Ekwipunek",
    "- [[Sztylet]]",
    line,
    "- [[Pancerz Lekki]]",
    "",
    "## Relacje",
    "- [[Eliksir Zdrowia]] ×2",
  ].join(eol);

describe("docs/en/notes.md: Ekwipunek quantities are play state (×2 → ×1 → line removed)", () => {
  it("reads ×2, x2, (dwukrotnie) and a bare line", () => {
    expect([
      lineQuantity("- A ×2"),
      lineQuantity("- A x2"),
      lineQuantity("- A (dwukrotnie)"),
      lineQuantity("- A"),
    ]).toEqual([2, 2, 2, 1]);
  });
  it("counts down only the line under Ekwipunek, keeping its own notation", () => {
    expect(setEquipmentQuantity(note("- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×2"), "Eliksir Zdrowia", 2, 1)).toBe(
      note("- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×1"),
    );
    expect(setEquipmentQuantity(note("- Eliksir Zdrowia x2 *(od Kamili)*"), "Eliksir Zdrowia", 2, 1)).toBe(
      note("- Eliksir Zdrowia x1 *(od Kamili)*"),
    );
    expect(setEquipmentQuantity(note("- Eliksir Zdrowia (dwukrotnie)"), "Eliksir Zdrowia", 2, 1)).toBe(
      note("- Eliksir Zdrowia ×1"),
    );
  });
  it("the last one removes the line; Windows line ends are kept", () => {
    const before = note("- [[Eliksir Zdrowia]]", "\r\n");
    const after = setEquipmentQuantity(before, "Eliksir Zdrowia", 1, 0);
    expect(after).toBe(before.replace("- [[Eliksir Zdrowia]]\r\n", ""));
  });
  it("no such line under Ekwipunek: null, nothing changes", () => {
    expect(setEquipmentQuantity(note("- [[Kostur]]"), "Eliksir Zdrowia", 1, 0)).toBeNull();
  });
  it("a line patch and its inverse give the text back; an inverse over changed lines refuses", () => {
    const a = note("- [[Eliksir Zdrowia]] ×2");
    const b = setEquipmentQuantity(a, "Eliksir Zdrowia", 2, 1)!;
    const p = diffLines(a, b)!;
    expect(applyPatch(b, invertPatch(p))).toBe(a);
    expect(applyPatch(b.replace("×1", "×7"), invertPatch(p))).toBeNull();
  });
});
