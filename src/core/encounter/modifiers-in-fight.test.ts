import { describe, expect, it } from "vitest";
import { TEST_VAULT } from "../../../test/harness";
import { goblin } from "../../../test/fight-fixtures";
import { loadIndex } from "../../../test/vault-files";
import { seededRandom } from "../dice/random";
import { apply } from "../play/apply";
import { renderMessages } from "../play/messages";
import { attack } from ".";
import { MemoryFight } from "./memory";
import type { CombatantRecord } from "./record";

/** docs/en/rules.md Decision "test modifiers" on the encounter's and play's paths (issue 27.1). */
const index = loadIndex(TEST_VAULT);
const fight = (a: Partial<CombatantRecord>, b: Partial<CombatantRecord>) =>
  new MemoryFight("2× [[Goblin]]", index, "sessions/Sesja 01 - Las.md", {
    round: 1,
    turn: 0,
    combatants: [goblin(1, a), goblin(2, b)],
  });

describe("modifiers in a fight", () => {
  it("Aneks A Przewrócony: a melee attack against a prone target is rolled two steps easier, and says so", () => {
    const f = fight({}, { conditions: ["Przewrócony"] });
    const step = f.run((t) =>
      attack(t, { attacker: "goblin-1", target: "goblin-2", mode: "melee-dodge" }, { rng: seededRandom(2) }),
    );
    expect(step.log[0]).toContain("Przewrócony cel: T −2");
  });
  it("l. 1259 Oślepiony: a blinded Goblin cannot shoot", () => {
    const f = fight({ conditions: ["Oślepiony"] }, {});
    const step = f.run((t) =>
      attack(t, { attacker: "goblin-1", target: "goblin-2", mode: "ranged" }, { rng: seededRandom(2) }),
    );
    expect(step.ok).toBe(false);
    expect(step.reason).toContain("Oślepiony");
  });
  it("l. 1206 Zdyszanie: the dodge of a winded Goblin has one die fewer", () => {
    const f = fight({}, { effects: [{ name: "Zdyszanie", until: "scene" }] });
    const step = f.run((t) =>
      attack(t, { attacker: "goblin-1", target: "goblin-2", mode: "melee-dodge" }, { rng: seededRandom(2) }),
    );
    expect(step.log[0]).toContain("unik Ciało + Refleks · Zdyszanie: −1k6");
  });
  it("l. 1207 Zmęczenie on play's path: the survival test is one step harder and says so", () => {
    const f = fight({}, {});
    const g = f.table.fighters[0];
    if (!g) throw new Error("no goblin");
    const subject = {
      ...g.subject,
      state: {
        ...g.state,
        health: 0,
        conditions: ["Umierający"],
        dying: { hits: 0, failedTests: 0, overflow: 1 },
        effects: [{ name: "Zmęczenie", until: "scene" as const }],
      },
    };
    const r = apply(subject, { kind: "survivalTest" }, seededRandom(1));
    if (!r.ok) throw new Error("refused");
    const said = renderMessages(r.messages).join(" · ");
    expect(said).toContain("Zmęczenie: T +1");
    expect(said).toContain("Test Przeżycia 5:1");
  });
});
