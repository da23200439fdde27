import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SAMPLE_VAULT, itWithSampleVault } from "../../../test/real-vault";
import { TEST_VAULT } from "../../../test/harness";
import { loadIndex } from "../../../test/vault-files";
import { seededRandom } from "../dice/random";
import { inForce } from "../play/subject";
import { attack, castAtTargets, endEncounter, startEncounter, turnView } from ".";
import { MemoryFight } from "./memory";
import { always, SPELL_NOTES, spellContext, tableSpell } from "../../../test/spell-play";

/**
 * A lasting spell's multiplied weapon damage, the caster's own part, Ruch and a shield held until the fight ends,
 * cast from the tracker (issue 26): one step per cast, the numbers read where they live.
 */
const index = loadIndex(TEST_VAULT);
const SESSION = "sessions/Sesja 01 - Las.md";
const { fanatic: FANATIC, drain: DRAIN, forbidden: FORBIDDEN, gravel: GRAVEL, aegis: AEGIS } = SPELL_NOTES;

/** A spell of the built-in table as its note reads (name, duration, target), cast as a plain spell in these tests. */
const spell = tableSpell;
const SPELLS = [
  spell("Fanatyczne Poświęcenie", FANATIC, { duration: "1 runda", target: "Na siebie" }),
  spell("Kradzież Many", DRAIN, { duration: "2 rundy", target: "1" }),
  spell("Zakazana Osłona", FORBIDDEN, { target: "Na siebie" }),
  spell("Żwirowa Zbroja", GRAVEL, { duration: "2 rundy", target: "Na siebie" }),
  spell("Egida", AEGIS, { duration: "1 runda", target: "1" }),
];
const ctx = spellContext(SPELLS);
const fighter = (f: MemoryFight, name: string) => f.table.fighters.find((x) => x.name === name)!;

function fight(): MemoryFight {
  const f = new MemoryFight("[[Kamila Wróbel]]\n[[Goblin]]", index, SESSION, undefined);
  expect(f.run((t) => startEncounter(t, ctx(seededRandom(7)))).ok).toBe(true);
  return f;
}
function castBy(f: MemoryFight, caster: string, name: string, target: string) {
  const step = f.run((t) =>
    castAtTargets(t, { caster: fighter(f, caster).id, spell: name, targets: [fighter(f, target).id] }, ctx(always(6))),
  );
  expect(step.ok, step.reason).toBe(true);
  return step;
}

/** Kamila hits the Goblin (no defence) with her Sztylet and the same dice; the step's log. */
function hitGoblin(withSpell: boolean): string {
  const f = fight();
  if (withSpell) castBy(f, "Kamila Wróbel", "Fanatyczne Poświęcenie", "Kamila Wróbel");
  const step = f.run((t) =>
    attack(
      t,
      { attacker: fighter(f, "Kamila Wróbel").id, target: fighter(f, "Goblin").id, defence: "none" },
      ctx(seededRandom(3)),
    ),
  );
  expect(step.ok, step.reason).toBe(true);
  return step.log.join("\n");
}
const dealt = (log: string): number => Number(/Obrażenia (\d+):/.exec(log)?.[1]);

describe(`Fanatyczne Poświęcenie (${FANATIC}): „zadaje podwójne obrażenia w Walce Wręcz … ignorują Pancerz celu”`, () => {
  itWithSampleVault("the note in the real sample says so", () => {
    expect(readFileSync(join(SAMPLE_VAULT, FANATIC), "utf8").replace(/\s+/g, " ")).toContain(
      "zadaje podwójne obrażenia w Walce Wręcz. Dodatkowo obrażenia zadawane przez maga w Walce Wręcz ignorują Pancerz celu",
    );
  });

  it("the same melee hit deals twice the damage and skips the Goblin's Pancerz 1; the log says so", () => {
    const plain = hitGoblin(false);
    const fanatic = hitGoblin(true);
    expect(plain).toContain("Pancerz 1");
    expect(fanatic).not.toContain("Pancerz 1");
    expect(fanatic).toContain("Fanatyczne Poświęcenie: obrażenia ×2");
    expect(fanatic).toContain("Fanatyczne Poświęcenie: ignoruje Pancerz");
    expect(dealt(fanatic)).toBe(2 * dealt(plain));
  });
});

describe(`Kradzież Many (${DRAIN}) from the tracker: the caster's part in the same step`, () => {
  it("the Goblin's Maks. Koszt Zaklęcia drops, Kamila's Mana and Maks. Koszt Zaklęcia rise, in one step", () => {
    const f = fight();
    const before = fighter(f, "Kamila Wróbel");
    const d0 = inForce(before.subject, before.state);
    const step = castBy(f, "Kamila Wróbel", "Kradzież Many", "Goblin");
    const after = fighter(f, "Kamila Wróbel");
    expect(fighter(f, "Goblin").state.effects[0]?.stat).toEqual([{ stat: "maxSpellCost", add: -2 }]);
    expect(after.state.effects.map((e) => e.stat)).toEqual([
      [
        { stat: "mana", add: 2 },
        { stat: "maxSpellCost", add: 1 },
      ],
    ]);
    expect(after.derived).toMatchObject({ maxMana: d0.maxMana + 2, maxSpellCost: d0.maxSpellCost + 1 });
    // The cast's Mana was spent first, then the +2 given.
    expect(after.state.mana).toBe(before.state.mana - 1 + 2);
    expect(step.log.join("\n")).toContain("Kradzież Many: Kamila Wróbel — Mana +2");
  });
});

describe(`Zakazana Osłona (${FORBIDDEN}) is held until „Zakończ walkę”`, () => {
  it("its −1 holds through the turns; Zakończ walkę ends it, with Egida's rounds, in one step", () => {
    const f = fight();
    castBy(f, "Kamila Wróbel", "Zakazana Osłona", "Kamila Wróbel");
    castBy(f, "Kamila Wróbel", "Egida", "Kamila Wróbel");
    expect(fighter(f, "Kamila Wróbel").state.effects.map((e) => [e.name, e.until])).toEqual([
      ["Zakazana Osłona", "combat"],
      ["Egida", "round 3"],
    ]);
    const end = f.run((t) => endEncounter(t, ctx(seededRandom(1))));
    expect(end.ok, end.reason).toBe(true);
    expect(end.log.join("\n")).toContain("koniec: Zakazana Osłona");
    expect(f.pcStates.get(fighter(f, "Kamila Wróbel").path ?? "")?.effects).toEqual([]);
  });
});

describe(`Żwirowa Zbroja (${GRAVEL}): Ruch in the tracker's turn economy`, () => {
  it("Ruch is 10 m, then 5 m by Żwirowa Zbroja on the one whose turn it is", () => {
    const f = fight();
    const now = turnView(f.table);
    const who = f.table.fighters.find((x) => x.id === now?.id)!;
    expect(now?.movement).toMatchObject({ metres: 10, by: [] });
    castBy(f, who.name, "Żwirowa Zbroja", who.name);
    expect(turnView(f.table)?.movement).toMatchObject({ metres: 5, by: ["Żwirowa Zbroja"] });
  });
});
