import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Action } from "./actions";
import { readEffects, readState, writeState } from "./state";
import { inForce } from "./subject";
import { SAMPLE_VAULT, itWithSampleVault } from "../../../test/real-vault";
import { cast as castAt, lastMessages, named, pc, run } from "../../../test/spell-play";

const cast = (path: string, name: string, duration: string): Action => named(castAt(path, duration), name);

/**
 * A lasting spell's change to its target's Pancerz, Inicjatywa and damage taken is held as a timed effect
 * (`effects[].stat`) that the derived values in force and the damage pipeline read (issue 26).
 */

const note = (path: string) => readFileSync(join(SAMPLE_VAULT, path), "utf8");
const AEGIS = "spells/sacred/zeus/aegis.md";
const QUICK = "spells/general/quick-thought.md";
const FORBIDDEN = "spells/eldritch/forbidden-shield.md";

describe(`Egida (${AEGIS}): „Cel otrzymuje +1 Pancerza”`, () => {
  itWithSampleVault("the note in the real sample says so, for 1 runda", () => {
    expect(note(AEGIS)).toContain("Cel otrzymuje +1 Pancerza");
    expect(note(AEGIS)).toMatch(/^duration: 1 runda$/m);
  });

  it("Pancerz in force is 1 higher, so a hit of 5 takes 1 less Żywotność; gone after its round", () => {
    const before = pc();
    const s = run(before, cast(AEGIS, "Egida", "1 runda"));
    expect(s.state.effects).toEqual([
      expect.objectContaining({ name: "Egida", until: "round 3", stat: [{ stat: "armor", add: 1 }], cite: AEGIS }),
    ]);
    expect(lastMessages).toContain("Egida: Ala — Pancerz +1 (do rundy 3)");
    expect(inForce(s, s.state).armor).toBe(inForce(before, before.state).armor + 1);
    const plainHit = run(before, { kind: "damage", amount: 5 });
    const aegisHit = run(s, { kind: "damage", amount: 5 });
    expect(before.state.health - aegisHit.state.health).toBe(before.state.health - plainHit.state.health - 1);
    const after = run(run(s, { kind: "startTurn", round: 2 }), { kind: "startTurn", round: 3 });
    expect(after.state.effects).toEqual([]);
    expect(inForce(after, after.state).armor).toBe(inForce(before, before.state).armor);
    const lateHit = run(after, { kind: "damage", amount: 5 });
    expect(lateHit.state.health).toBe(plainHit.state.health);
  });
});

describe(`Szybka Myśl (${QUICK}): „otrzymujesz +1 do Inicjatywy”`, () => {
  itWithSampleVault("the note in the real sample says so", () => {
    expect(note(QUICK)).toContain("otrzymujesz +1 do Inicjatywy");
  });

  it("Inicjatywa among the sheet's derived values in force is 1 higher while it lasts", () => {
    const before = pc();
    const s = run(before, cast(QUICK, "Szybka Myśl", "1 runda"));
    expect(inForce(s, s.state).initiative).toBe(inForce(before, before.state).initiative + 1);
  });
});

describe(`Zakazana Osłona (${FORBIDDEN}): „zmniejsza wszystkie otrzymywane obrażenia o 1”`, () => {
  itWithSampleVault("the note in the real sample says so", () => {
    expect(note(FORBIDDEN).replace(/\s+/g, " ")).toContain("zmniejsza wszystkie otrzymywane obrażenia o 1");
  });

  it("every damage its holder takes is 1 less, even through no Pancerz", () => {
    const before = pc();
    const s = run(before, cast(FORBIDDEN, "Zakazana Osłona", "scena"));
    expect(s.state.effects[0]?.stat).toEqual([{ stat: "damageTaken", add: -1 }]);
    expect(lastMessages).toContain("Zakazana Osłona: Ala — Otrzymywane obrażenia -1 (do końca walki)");
    const hit = run(s, { kind: "damage", amount: 4, ignoreArmor: true });
    expect(before.state.health - hit.state.health).toBe(3);
  });
});

describe("effects[].stat in frontmatter", () => {
  it("survives a write and a read unchanged; an unreadable change is left out, an old effect is unchanged", () => {
    const s = pc();
    const state = {
      ...s.state,
      effects: [
        { name: "Egida", until: "round 3" as const, stat: [{ stat: "armor" as const, add: 1 }], cite: AEGIS },
        {
          name: "Szkarłatny Sztylet",
          until: "scene" as const,
          stat: [{ stat: "weaponDamage" as const, add: 2, magical: true as const, melee: true as const }],
        },
        { name: "Ciężka Zapaść", until: "longRest" as const },
      ],
    };
    const fm: Record<string, unknown> = {};
    writeState(fm, state, s.base);
    expect(readState(fm, s.base).effects).toEqual(state.effects);
    expect(Object.keys(writeState(fm, readState(fm, s.base), s.base).values)).toEqual([]);
    expect(
      readEffects([
        {
          name: "X",
          until: "scene",
          stat: [
            { stat: "luck", add: 1 },
            { stat: "armor", add: "x" },
          ],
        },
      ]),
    ).toEqual([{ name: "X", until: "scene" }]);
  });
});
