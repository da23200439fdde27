import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { movementIn } from "../rules/movement";
import type { Action } from "./actions";
import { casterPart } from "./apply";
import { heldWeapon } from "./held-weapon";
import { inForce } from "./subject";
import { SAMPLE_VAULT, itWithSampleVault } from "../../../test/real-vault";
import { SPELL_NOTES, cast as castAt, lastMessages, named, pc, run } from "../../../test/spell-play";

/**
 * A lasting spell's multiplied numbers, the caster's own part, Ruch in metres and a shield held until the fight ends
 * (issue 26): held as `effects[].stat` and read where each value lives.
 */

const note = (path: string) => readFileSync(join(SAMPLE_VAULT, path), "utf8").replace(/\s+/g, " ");
const cast = (path: string, name: string, duration: string, round = 1): Action =>
  named(castAt(path, duration, round), name);
const {
  fanatic: FANATIC,
  forbidden: FORBIDDEN,
  drain: DRAIN,
  gravel: GRAVEL,
  wind: WIND,
  hail: HAIL,
  sanctify: SANCTIFY,
  holy: HOLY,
} = SPELL_NOTES;

describe(`Fanatyczne Poświęcenie (${FANATIC}): „Mag otrzymuje podwójne obrażenia”`, () => {
  itWithSampleVault("the note in the real sample says so, for 1 runda", () => {
    expect(note(FANATIC)).toContain("Mag otrzymuje podwójne obrażenia, ale zadaje podwójne obrażenia w Walce Wręcz");
    expect(note(FANATIC)).toContain("ignorują Pancerz celu i są traktowane jako obrażenia magiczne");
  });

  it("its holder takes twice the damage of a hit, before Pancerz; the message says why", () => {
    const before = pc();
    const s = run(before, cast(FANATIC, "Fanatyczne Poświęcenie", "1 runda"));
    expect(s.state.effects[0]?.stat).toEqual([
      { stat: "damageTaken", add: 0, multiply: 2 },
      { stat: "weaponDamage", add: 0, multiply: 2, melee: true, dealsMagical: true, ignoresArmor: true },
    ]);
    const hit = run(s, { kind: "damage", amount: 4, ignoreArmor: true });
    expect(before.state.health - hit.state.health).toBe(8);
    expect(lastMessages).toContain("otrzymywane obrażenia ×2 (Fanatyczne Poświęcenie)");
  });

  it("×2 comes before an added −1 (Zakazana Osłona): a hit of 4 takes 4 × 2 − 1 = 7", () => {
    const before = pc();
    const both = run(
      run(before, cast(FANATIC, "Fanatyczne Poświęcenie", "1 runda")),
      cast(FORBIDDEN, "Zakazana Osłona", "x"),
    );
    const hit = run(both, { kind: "damage", amount: 4, ignoreArmor: true });
    expect(before.state.health - hit.state.health).toBe(7);
  });

  it("its weapon deals ×2, magical, ignoring Pancerz — in melee only", () => {
    const s = run(pc(), cast(FANATIC, "Fanatyczne Poświęcenie", "1 runda"));
    expect(heldWeapon(s.state.effects, true)).toMatchObject({ times: 2, dealsMagical: true, ignoresArmor: true });
    expect(heldWeapon(s.state.effects, false)).toMatchObject({
      times: 1,
      dealsMagical: false,
      ignoresArmor: false,
    });
  });

  it("in sequence: cast, a hit taken doubled, its round passes, the effect ends and the same hit takes its own size", () => {
    const before = pc();
    const s = run(before, cast(FANATIC, "Fanatyczne Poświęcenie", "1 runda"));
    const doubled = run(s, { kind: "damage", amount: 3, ignoreArmor: true });
    expect(doubled.state.health).toBe(before.state.health - 6);
    const turn2 = run(doubled, { kind: "startTurn", round: 2 });
    expect(turn2.state.effects).toHaveLength(1);
    const turn3 = run(turn2, { kind: "startTurn", round: 3 });
    expect(turn3.state.effects).toEqual([]);
    expect(lastMessages.join(" ")).toContain("Fanatyczne Poświęcenie");
    const plain = run(turn3, { kind: "damage", amount: 3, ignoreArmor: true });
    expect(turn3.state.health - plain.state.health).toBe(3);
  });
});

describe(`Kradzież Many (${DRAIN}): the caster's part goes to the caster`, () => {
  itWithSampleVault("the note in the real sample says so", () => {
    expect(note(DRAIN)).toContain(
      "mag rzucający to zaklęcie zwiększa swoją Manę o 2 oraz Maksymalny Koszt Zaklęcia o 1, zaś cel zmniejsza swój Maksymalny Koszt Zaklęcia o 2",
    );
  });

  it("the target's Maks. Koszt Zaklęcia drops by 2, and nothing of the caster's part lands on the target", () => {
    const before = pc();
    const s = run(before, cast(DRAIN, "Kradzież Many", "2 rundy"));
    expect(s.state.effects[0]?.stat).toEqual([{ stat: "maxSpellCost", add: -2 }]);
    expect(inForce(s, s.state).maxSpellCost).toBe(Math.max(0, inForce(before, before.state).maxSpellCost - 2));
    expect(inForce(s, s.state).maxMana).toBe(inForce(before, before.state).maxMana);
    expect(lastMessages.join(" ")).not.toContain("Mistrz Gry");
  });

  it("the caster's act: Mana maximum and current +2, Maks. Koszt Zaklęcia +1; when it ends the maximum returns and the current is cut", () => {
    const before = pc();
    const part = casterPart(cast(DRAIN, "Kradzież Many", "2 rundy") as Extract<Action, { kind: "spellEffects" }>);
    expect(part).not.toBeNull();
    const s = run(before, part as Action);
    const d0 = inForce(before, before.state);
    expect(inForce(s, s.state)).toMatchObject({ maxMana: d0.maxMana + 2, maxSpellCost: d0.maxSpellCost + 1 });
    expect(s.state.mana).toBe(before.state.mana + 2);
    expect(lastMessages).toContain("Kradzież Many: Ala — Mana +2 (do rundy 4)");
    const ended = run(run(run(s, { kind: "startTurn", round: 2 }), { kind: "startTurn", round: 3 }), {
      kind: "startTurn",
      round: 4,
    });
    expect(ended.state.effects).toEqual([]);
    expect(inForce(ended, ended.state).maxMana).toBe(d0.maxMana);
    expect(ended.state.mana).toBe(d0.maxMana);
  });

  it("the overcast's „+2 do Many” adds to the caster's +2; a spell with no caster's part has no caster act", () => {
    const a = cast(DRAIN, "Kradzież Many", "2 rundy") as Extract<Action, { kind: "spellEffects" }>;
    const s = run(pc(), casterPart({ ...a, overcast: [{ add: "mana", amount: 2 }] }) as Action);
    expect(s.state.effects[0]?.stat).toContainEqual({ stat: "mana", add: 4 });
    expect(
      casterPart(cast(FANATIC, "Fanatyczne Poświęcenie", "1 runda") as Extract<Action, { kind: "spellEffects" }>),
    ).toBe(null);
  });
});

describe(`Zakazana Osłona (${FORBIDDEN}): „przestaje działać … gdy skończy się walka”`, () => {
  itWithSampleVault("the note in the real sample says so", () => {
    expect(note(FORBIDDEN)).toContain(
      "Zaklęcie przestaje działać, gdy efekt zaklęcia zostanie aktywowany bądź gdy skończy się walka.",
    );
  });

  it("is held until the fight ends; turns do not end it, and outside a fight „Koniec sceny” ends it like the scene", () => {
    const s = run(pc(), cast(FORBIDDEN, "Zakazana Osłona", "x"));
    expect(s.state.effects[0]?.until).toBe("combat");
    expect(run(s, { kind: "startTurn", round: 9 }).state.effects).toHaveLength(1);
    const ended = run(s, { kind: "endScene" });
    expect(ended.state.effects).toEqual([]);
    expect(lastMessages).toContain("koniec: Zakazana Osłona");
  });
});

describe("Ruch in metres (Podręcznik l. 1108: „zależna od Szybkości postaci, ale zwykle to jest 10 m”)", () => {
  itWithSampleVault("the notes in the real sample say so", () => {
    expect(note(WIND)).toContain("Prędkość maga zwiększa się dwukrotnie");
    expect(note(GRAVEL)).toContain("jego Prędkość zostaje zmniejszona o połowę");
    expect(note(HAIL)).toContain("wszystkie istoty poruszają się w nim o połowę wolniej");
  });

  it("10 m; ×2 under Szybki jak Wiatr, ½ under Żwirowa Zbroja, both: 10 m; Oszołomiony halves it again, rounded up", () => {
    const wind = run(pc(), cast(WIND, "Szybki jak Wiatr", "1 runda"));
    const gravel = run(pc(), cast(GRAVEL, "Żwirowa Zbroja", "2 rundy"));
    const both = run(wind, cast(GRAVEL, "Żwirowa Zbroja", "2 rundy"));
    expect(movementIn(null, [], pc().state.effects)).toMatchObject({ metres: 10, by: [] });
    expect(movementIn(null, [], wind.state.effects)).toMatchObject({ metres: 20, by: ["Szybki jak Wiatr"] });
    expect(movementIn(null, [], gravel.state.effects)).toMatchObject({ metres: 5, by: ["Żwirowa Zbroja"] });
    expect(movementIn(null, [], both.state.effects).metres).toBe(10);
    expect(movementIn(null, ["Oszołomiony"], gravel.state.effects)).toMatchObject({
      metres: 3,
      by: ["Oszołomiony", "Żwirowa Zbroja"],
    });
    expect(movementIn(null, ["Nieprzytomny"], wind.state.effects)).toMatchObject({ metres: 0, noAction: true });
  });

  it("Gradobicie's halving is held for its rounds and said to hold only inside its area", () => {
    const s = run(pc(), cast(HAIL, "Gradobicie", "2 rundy"));
    expect(movementIn(null, [], s.state.effects).metres).toBe(5);
    expect(lastMessages.join(" ")).toContain("Gradobicie: Ala — działa tylko w obszarze zaklęcia");
  });
});

describe(`Uświęcenie (${SANCTIFY}): „Broń zadaje obrażenia magiczne zamiast fizycznych”`, () => {
  itWithSampleVault("the note in the real sample says so, and its overcast makes the damage ignore Pancerz", () => {
    expect(note(SANCTIFY)).toContain("Broń zadaje obrażenia magiczne zamiast fizycznych.");
    expect(note(SANCTIFY)).toContain("obrażenia ignorują Pancerz (kosztuje 2 stopnie)");
  });

  it("the weapon's kind is held and said to change no number; the overcast's „ignorują Pancerz” is held as a number", () => {
    const s = run(pc(), cast(SANCTIFY, "Uświęcenie", "1 runda"));
    expect(heldWeapon(s.state.effects, false)).toMatchObject({
      times: 1,
      dealsMagical: true,
      ignoresArmor: false,
    });
    expect(lastMessages.join(" ")).toContain("liczby bez zmian");
    const a = cast(SANCTIFY, "Uświęcenie", "1 runda") as Extract<Action, { kind: "spellEffects" }>;
    const over = run(pc(), { ...a, overcast: [{ add: "ignoresArmor" }] });
    expect(heldWeapon(over.state.effects, false).ignoresArmor).toBe(true);
  });
});

describe(`Święta Stal (${HOLY}): „Broń zadaje 1 dodatkowy punkt obrażeń magicznych”`, () => {
  itWithSampleVault("the note in the real sample says so, on a held melee weapon", () => {
    expect(note(HOLY)).toContain("Broń zadaje 1 dodatkowy punkt obrażeń magicznych.");
    expect(note(HOLY)).toContain("target: Trzymana broń biała");
  });

  it("its holder's melee weapon adds 1 magical point to each hit, a part of its own skipping Pancerz; a ranged weapon nothing", () => {
    const s = run(pc(), cast(HOLY, "Święta Stal", "1 runda"));
    expect(heldWeapon(s.state.effects, true)).toMatchObject({
      physical: 0,
      magical: 1,
      extra: { amount: 1, ignoreArmor: true },
      times: 1,
      by: ["Święta Stal"],
    });
    expect(heldWeapon(s.state.effects, false)).toMatchObject({ physical: 0, magical: 0, extra: null, by: [] });
  });
});
