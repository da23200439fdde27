import { describe, expect, it } from "vitest";
import { act, KAMILA, noteText, refusal, withEquipment } from "../../../test/play-notes";
import { lineQuantity } from "./edits";
import { addEquipment, chargesOf, equipmentLine, setCharges } from "./equipment-text";

const original = noteText(KAMILA);

/** Kamila's note with another Ekwipunek list. */
const withKamilaEquipment = (lines: string) => withEquipment(original, lines);

describe("charges (docs/en/rules.md Between sessions: one less per use; at 0 the item stays)", () => {
  it("reads `**Ładunki:** 4` sub-bullets and `(3 ładunki)` in the line", () => {
    expect(chargesOf({ name: "Różdżka", properties: { Ładunki: "4 (jak bazowy)" } })).toBe(4);
    expect(chargesOf({ name: "Amulet (3 ładunki)" })).toBe(3);
    expect(chargesOf({ name: "Amulet", note: "(1 ładunek)" })).toBe(1);
    expect(chargesOf({ name: "Sztylet" })).toBeNull();
  });

  it("a sub-bullet counts down 2 → 1 → 0, then the use is refused and the line stays", () => {
    let text = withKamilaEquipment("- [[Sztylet]]\n- [[Różdżka Ognia]]\n    - **Ładunki:** 2 (odnawia się co pełnię)");
    text = act(text, { kind: "useCharge", item: "Różdżka Ognia" }).text;
    expect(text).toContain("    - **Ładunki:** 1 (odnawia się co pełnię)");
    const last = act(text, { kind: "useCharge", item: "Różdżka Ognia" });
    expect(last.text).toContain("    - **Ładunki:** 0 (odnawia się co pełnię)");
    expect(last.t.messages.map((m) => m.key)).toEqual(["charges.used", "charges.empty"]);
    expect(refusal(last.text, { kind: "useCharge", item: "Różdżka Ognia" })).toMatch(/nie ma już ładunków \(0\)/);
    expect(last.text).toContain("- [[Różdżka Ognia]]");
  });

  it("`(3 ładunki)` in the line: the number and its noun change (1 ładunek, 0 ładunków)", () => {
    let text = withKamilaEquipment("- [[Amulet Burzy]] (2 ładunki)\n- [[Sztylet]]");
    text = act(text, { kind: "useCharge", item: "Amulet Burzy" }).text;
    expect(text).toContain("- [[Amulet Burzy]] (1 ładunek)");
    text = act(text, { kind: "useCharge", item: "Amulet Burzy" }).text;
    expect(text).toContain("- [[Amulet Burzy]] (0 ładunków)");
    expect(text).toContain("- [[Sztylet]]");
  });

  it("an item without charges is refused with a message", () => {
    const text = withKamilaEquipment("- [[Sztylet]]");
    expect(refusal(text, { kind: "useCharge", item: "Sztylet" })).toMatch(/nie ma zapisanych ładunków/);
  });

  it("setCharges changes only the named item's sub-bullet, and only from the count it was read with", () => {
    const text = "### Ekwipunek\n- A\n  - **Ładunki:** 3\n- B\n  - **Ładunki:** 3\n";
    expect(setCharges(text, "B", 3, 2)).toBe("### Ekwipunek\n- A\n  - **Ładunki:** 3\n- B\n  - **Ładunki:** 2\n");
    expect(setCharges(text, "B", 4, 3)).toBeNull();
  });
});

describe("giving an item (docs/en/rules.md Decision: the giver's count down, the receiver's up)", () => {
  const giver = withKamilaEquipment("- [[Sztylet]]\n- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×3");

  it("the giver's ×3 becomes ×1 and the receiver gets the giver's line ×2", () => {
    const gave = act(giver, { kind: "giveItem", item: "Eliksir Zdrowia", quantity: 2, to: "Elneran" });
    expect(gave.text).toContain("- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×1");
    const line = equipmentLine(giver, "Eliksir Zdrowia") ?? "";
    const receiver = withKamilaEquipment("- [[Sztylet]]");
    const got = act(receiver, { kind: "receiveItem", item: "Eliksir Zdrowia", quantity: 2, from: "Kamila", line });
    expect(got.text).toContain("- [[Sztylet]]\n- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×2\n");
  });

  it("a receiver who has the item gets its count raised; giving the last removes the giver's line", () => {
    const gave = act(giver, { kind: "giveItem", item: "Eliksir Zdrowia", quantity: 3, to: "Elneran" });
    expect(gave.text).not.toContain("Eliksir Zdrowia");
    const receiver = withKamilaEquipment("- [[Eliksir Zdrowia]] ×2");
    const got = act(receiver, {
      kind: "receiveItem",
      item: "Eliksir Zdrowia",
      quantity: 3,
      from: "Kamila",
      line: "- [[Eliksir Zdrowia]]",
    });
    expect(got.text).toContain("- [[Eliksir Zdrowia]] ×5");
  });

  it("more than the giver has, or none, is refused", () => {
    expect(refusal(giver, { kind: "giveItem", item: "Eliksir Zdrowia", quantity: 4, to: "E" })).toMatch(/ma tylko 3/);
    expect(refusal(giver, { kind: "giveItem", item: "Eliksir Many", quantity: 1, to: "E" })).toMatch(
      /nie ma w Ekwipunku/,
    );
    expect(refusal(giver, { kind: "giveItem", item: "Sztylet", quantity: 0, to: "E" })).toMatch(/≥ 1/);
  });

  it("an empty template list (`-`) takes the item in place of the placeholder", () => {
    const text = "### Ekwipunek\n-\n\n## Relacje\n";
    expect(addEquipment(text, "Sztylet", 0, 1, "- [[Sztylet]] ×4", lineQuantity, (l) => l)).toBe(
      "### Ekwipunek\n- [[Sztylet]]\n\n## Relacje\n",
    );
  });
});
