import { describe, expect, it } from "vitest";
import "../../../test/node-yaml";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { seededRandom } from "../dice/random";
import { loadIndex } from "../../../pkg/hbm/src/vault-commands";
import { buildSheet } from "../sheet";
import { readNote } from "../vault/read-note";
import { apply, type Transition } from "./apply";
import { applyEdit, lineQuantity } from "./edits";
import { addEquipment, chargesOf, equipmentLine, setCharges } from "./equipment-text";
import { renderMessage } from "./messages";
import { frontmatterOf, readSubject } from "./read";
import type { Action } from "./actions";

const vault = join(__dirname, "../../../test-vault");
const index = loadIndex(vault);
const KAMILA = "player-characters/Kamila Wróbel.md";
const original = readFileSync(join(vault, KAMILA), "utf8");

/** Kamila's note with another Ekwipunek list. */
function withEquipment(lines: string): string {
  return original.replace(/### Ekwipunek\n[\s\S]*?\n\n/, `### Ekwipunek\n${lines}\n\n`);
}

function subjectOf(text: string) {
  const c = readNote(KAMILA, text).character;
  if (!c) throw new Error("no character");
  return readSubject(buildSheet(c, index), frontmatterOf(c.state));
}

/** apply() then its body edits, as a store writes them. */
function act(text: string, action: Action): { text: string; t: Transition } {
  const o = apply(subjectOf(text), action, seededRandom(1));
  if (!o.ok) throw new Error(renderMessage(o.message));
  let next = text;
  for (const e of o.edits) {
    const edited = applyEdit(next, e);
    if (edited === null) throw new Error(`edit ${e.kind} found no line`);
    next = edited;
  }
  return { text: next, t: o };
}

function refusal(text: string, action: Action): string {
  const o = apply(subjectOf(text), action, seededRandom(1));
  if (o.ok) throw new Error("not refused");
  return renderMessage(o.message);
}

describe("charges (docs/en/rules.md Between sessions: one less per use; at 0 the item stays)", () => {
  it("reads `**Ładunki:** 4` sub-bullets and `(3 ładunki)` in the line", () => {
    expect(chargesOf({ name: "Różdżka", properties: { Ładunki: "4 (jak bazowy)" } })).toBe(4);
    expect(chargesOf({ name: "Amulet (3 ładunki)" })).toBe(3);
    expect(chargesOf({ name: "Amulet", note: "(1 ładunek)" })).toBe(1);
    expect(chargesOf({ name: "Sztylet" })).toBeNull();
  });

  it("a sub-bullet counts down 2 → 1 → 0, then the use is refused and the line stays", () => {
    let text = withEquipment("- [[Sztylet]]\n- [[Różdżka Ognia]]\n    - **Ładunki:** 2 (odnawia się co pełnię)");
    text = act(text, { kind: "useCharge", item: "Różdżka Ognia" }).text;
    expect(text).toContain("    - **Ładunki:** 1 (odnawia się co pełnię)");
    const last = act(text, { kind: "useCharge", item: "Różdżka Ognia" });
    expect(last.text).toContain("    - **Ładunki:** 0 (odnawia się co pełnię)");
    expect(last.t.messages.map((m) => m.key)).toEqual(["charges.used", "charges.empty"]);
    expect(refusal(last.text, { kind: "useCharge", item: "Różdżka Ognia" })).toMatch(/nie ma już ładunków \(0\)/);
    expect(last.text).toContain("- [[Różdżka Ognia]]");
  });

  it("`(3 ładunki)` in the line: the number and its noun change (1 ładunek, 0 ładunków)", () => {
    let text = withEquipment("- [[Amulet Burzy]] (2 ładunki)\n- [[Sztylet]]");
    text = act(text, { kind: "useCharge", item: "Amulet Burzy" }).text;
    expect(text).toContain("- [[Amulet Burzy]] (1 ładunek)");
    text = act(text, { kind: "useCharge", item: "Amulet Burzy" }).text;
    expect(text).toContain("- [[Amulet Burzy]] (0 ładunków)");
    expect(text).toContain("- [[Sztylet]]");
  });

  it("an item without charges is refused with a message", () => {
    const text = withEquipment("- [[Sztylet]]");
    expect(refusal(text, { kind: "useCharge", item: "Sztylet" })).toMatch(/nie ma zapisanych ładunków/);
  });

  it("setCharges changes only the named item's sub-bullet, and only from the count it was read with", () => {
    const text = "### Ekwipunek\n- A\n  - **Ładunki:** 3\n- B\n  - **Ładunki:** 3\n";
    expect(setCharges(text, "B", 3, 2)).toBe("### Ekwipunek\n- A\n  - **Ładunki:** 3\n- B\n  - **Ładunki:** 2\n");
    expect(setCharges(text, "B", 4, 3)).toBeNull();
  });
});

describe("giving an item (docs/en/rules.md Decision: the giver's count down, the receiver's up)", () => {
  const giver = withEquipment("- [[Sztylet]]\n- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×3");

  it("the giver's ×3 becomes ×1 and the receiver gets the giver's line ×2", () => {
    const gave = act(giver, { kind: "giveItem", item: "Eliksir Zdrowia", quantity: 2, to: "Elneran" });
    expect(gave.text).toContain("- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×1");
    const line = equipmentLine(giver, "Eliksir Zdrowia") ?? "";
    const receiver = withEquipment("- [[Sztylet]]");
    const got = act(receiver, { kind: "receiveItem", item: "Eliksir Zdrowia", quantity: 2, from: "Kamila", line });
    expect(got.text).toContain("- [[Sztylet]]\n- [[Eliksir Zdrowia|Eliksir Zdrowia]] ×2\n");
  });

  it("a receiver who has the item gets its count raised; giving the last removes the giver's line", () => {
    const gave = act(giver, { kind: "giveItem", item: "Eliksir Zdrowia", quantity: 3, to: "Elneran" });
    expect(gave.text).not.toContain("Eliksir Zdrowia");
    const receiver = withEquipment("- [[Eliksir Zdrowia]] ×2");
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
