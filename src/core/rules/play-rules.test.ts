import { describe, expect, it } from "vitest";
import "../../../test/node-yaml";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { seededRandom } from "../dice/random";
import { apply, type Outcome, type Transition } from "../play/apply";
import { applyEdit } from "../play/edits";
import { renderMessage } from "../play/messages";
import { frontmatterOf, readSubject } from "../play/read";
import type { Subject } from "../play/subject";
import { buildSheet } from "../sheet";
import { VaultIndex } from "../vault/index";
import { PROJECT_ROOT, readVault } from "../../../test/harness";
import { effectiveTalents } from "./talents";

/**
 * The rules this folder decides, checked where play applies them (the one
 * `apply` of src/core/play): every path (sheet, block, command) goes there.
 */
const VAULT = join(PROJECT_ROOT, "test-vault");
const KAMILA_PATH = "player-characters/Kamila Wróbel.md";
const KAMILA = readFileSync(join(VAULT, KAMILA_PATH), "utf8");
const FILES = readVault(VAULT);

function vaultWith(path: string, text: string): VaultIndex {
  const one = new VaultIndex();
  one.load(Object.entries({ ...FILES, [path]: text }));
  return one;
}
function subjectOf(path: string, text: string, fm: Record<string, unknown> = {}): Subject {
  const one = vaultWith(path, text);
  const c = one.get(path)!.character!;
  return readSubject(buildSheet(c, one), { ...frontmatterOf(c.state), ...fm });
}
function problems(path: string, text: string): string[] {
  const one = vaultWith(path, text);
  return buildSheet(one.get(path)!.character!, one).diagnostics.map((d) => `${d.severity}: ${d.message}`);
}
const ok = (o: Outcome): Transition => {
  if (!o.ok) throw new Error(renderMessage(o.message));
  return o;
};
const refusal = (o: Outcome): string => (o.ok ? "" : renderMessage(o.message));

describe("rules.md Decision: creation-only talents are refused where PD are spent", () => {
  it("Jedność z Magią and Odporność na Magię: refused, nothing spent", () => {
    const s = subjectOf(KAMILA_PATH, KAMILA, { experience: 20 });
    for (const talent of ["Jedność z Magią", "Magiczna Oporność"]) {
      expect(
        refusal(apply(s, { kind: "buy", purchase: { kind: "talent", talent }, requirements: null }, seededRandom(1))),
        talent,
      ).toMatch(/wyłącznie podczas tworzenia postaci/);
    }
  });
  it("Czuły Zmysł without its sense: refused, asking for it; with it, bought and written with it", () => {
    const s = subjectOf(KAMILA_PATH, KAMILA, { experience: 20 });
    expect(
      refusal(
        apply(
          s,
          { kind: "buy", purchase: { kind: "talent", talent: "Czuły Zmysł" }, requirements: null },
          seededRandom(1),
        ),
      ),
    ).toMatch(/wybierz zmysł/);
    const t = ok(
      apply(
        s,
        { kind: "buy", purchase: { kind: "talent", talent: "Czuły Zmysł (Słuch)" }, requirements: null },
        seededRandom(1),
      ),
    );
    const after = t.edits.reduce<string>((text, e) => applyEdit(text, e) ?? text, KAMILA);
    expect(after).toContain("- [[Czuły Zmysł]] (Słuch)");
  });
});

describe("rules.md Decision: buying an attribute keeps the note consistent (through apply and its edits)", () => {
  const s = subjectOf(KAMILA_PATH, KAMILA, { experience: 20 });
  const t = ok(
    apply(s, { kind: "buy", purchase: { kind: "attribute", attribute: "body" }, requirements: null }, seededRandom(1)),
  );
  const after = t.edits.reduce<string>((text, e) => applyEdit(text, e) ?? text, KAMILA);
  it("Ciało 3 → 4 on Kamila: 7 PD spent, the Atrybuty cell written", () => {
    expect(t.state.experience).toBe(13);
    expect(after).toContain("| 4     | 2     | 3     | IV    |");
  });
  it("Ciało 3 → 4 on Kamila: read back with no new diagnostics (Żywotność, Ciało skill totals)", () => {
    expect(problems(KAMILA_PATH, after)).toEqual(problems(KAMILA_PATH, KAMILA));
  });
});

describe("rules.md Decision: Warzenie Eliksirów gives Nadzwyczajna Odporność whether or not it is written", () => {
  const brewer = KAMILA.replace("- [[Nadzwyczajna Odporność]] *(darmowy Talent Dziedziny)*\n", "");
  it("the sheet of a brewer without the talent written: effectiveTalents has it", () => {
    const one = new VaultIndex();
    one.load([[KAMILA_PATH, brewer]]);
    const sheet = buildSheet(one.get(KAMILA_PATH)!.character!, one);
    expect(sheet.talents).not.toContain("Nadzwyczajna Odporność");
    expect(effectiveTalents(sheet)).toContain("Nadzwyczajna Odporność");
  });
  const rested = ok(
    apply(subjectOf(KAMILA_PATH, brewer, { elixirTolerance: 4 }), { kind: "rest", which: "short" }, seededRandom(1)),
  );
  it("Krótki odpoczynek resets the elixir Tolerancja of a brewer whose discipline is a link (Alchemia → Warzenie Eliksirów)", () => {
    expect(rested.state.elixirTolerance).toBe(0);
  });
  it("Krótki odpoczynek resets it when the discipline's name says Warzenie Eliksirów", () => {
    const named = brewer.replace(
      "*[Alchemia](../disciplines/Alchemia/Poddziedzina%20-%20Warzenie%20Eliksirów.md)*",
      "*Warzenie Eliksirów*",
    );
    const s = subjectOf(KAMILA_PATH, named, { elixirTolerance: 4 });
    expect(ok(apply(s, { kind: "rest", which: "short" }, seededRandom(1))).state.elixirTolerance).toBe(0);
  });
});

describe("rules.md: the start of a turn, a hit while dying, a prayer, through apply", () => {
  it("Podpalony burns only the burning", () => {
    const s = subjectOf(KAMILA_PATH, KAMILA, { health: 10 });
    expect(ok(apply(s, { kind: "startTurn" }, seededRandom(1))).state.health).toBe(10);
    expect(
      ok(apply({ ...s, state: { ...s.state, conditions: ["Podpalony"] } }, { kind: "startTurn" }, seededRandom(1)))
        .state.health,
    ).toBe(9);
  });
  it("a hit fully absorbed by Pancerz while dying does not count as a hit", () => {
    const s = subjectOf(KAMILA_PATH, KAMILA, {
      health: 0,
      conditions: ["Umierający"],
      dying: { hits: 1, failedTests: 0, overflow: 1 },
    });
    const t = ok(apply(s, { kind: "damage", amount: 1, armor: 1 }, seededRandom(1)));
    expect(t.state.dying).toEqual({ hits: 1, failedTests: 0, overflow: 1 });
  });
  it("a prayer with no Zapał is refused", () => {
    const s = subjectOf(KAMILA_PATH, KAMILA.replace("- [[Oburęczny]]", "- [[Oburęczny]]\n- [[Błogosławieństwo]]"), {
      zeal: 0,
    });
    expect(refusal(apply(s, { kind: "pray" }, seededRandom(1)))).not.toBe("");
  });
});
