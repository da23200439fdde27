import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { describeWithSampleVault, PROJECT_ROOT, SAMPLE_VAULT, TEST_VAULT } from "../../../test/harness";
import { readVaultFiles } from "../../../test/vault-files";
import { scriptedRandom } from "../dice/random";
import { VaultIndex } from "../vault/index";
import { attack, damageFighter, setCondition, type AttackInput } from ".";
import { MemoryFight } from "./memory";

/**
 * Issue 27.1 (what was left): the combat talents that were text only act in the attack, each as
 * its note says. Fixtures: test/fixtures/attack/Szermierz.md (Ciało 4, Walka Wręcz 3, Refleks 2;
 * Parowanie, Riposta; Rapier 1+S) and Strażniczka.md (Ciało 4, Walka Wręcz 2, Siła 1; Oportunista,
 * Zamiar, Nieuchronność; Runiczny Pancerz 2, Osłona Magiczna 3, Pancerz 2; Łańcuch 2+S with
 * Spętanie, Miecz 1+S), against the test vault's Goblin (Ciało 3, Walka Wręcz 2, Refleks 2, no
 * Siła, Pancerz 1, Zapał 1, Żywotność 10).
 */
const index = new VaultIndex();
const fixture = (name: string): [string, string] => [
  `rules/06. Bestiariusz/${name}.md`,
  readFileSync(join(PROJECT_ROOT, `test/fixtures/attack/${name}.md`), "utf8"),
];
index.load([...readVaultFiles(TEST_VAULT), fixture("Szermierz"), fixture("Strażniczka")]);
const NOTE = "sessions/Sesja 01 - Las.md";

const fight = (block: string, combatants: Array<[string, string, string]>) =>
  new MemoryFight(block, index, NOTE, {
    round: 1,
    turn: 0,
    combatants: combatants.map(([id, ref, name], i) => ({ id, ref, name, initiative: 20 - i })),
  });
const fencerFight = () =>
  fight("[[Szermierz]]\n[[Goblin]]", [
    ["szermierz", "[[Szermierz]]", "Szermierz"],
    ["goblin", "[[Goblin]]", "Goblin"],
  ]);
const wardenFight = () =>
  fight("[[Strażniczka]]\n[[Goblin]]\n[[Szermierz]]", [
    ["strazniczka", "[[Strażniczka]]", "Strażniczka"],
    ["goblin", "[[Goblin]]", "Goblin"],
    ["szermierz", "[[Szermierz]]", "Szermierz"],
  ]);
const twoWardens = () =>
  fight("2× [[Strażniczka]]", [
    ["strazniczka-1", "[[Strażniczka]]", "Strażniczka 1"],
    ["strazniczka-2", "[[Strażniczka]]", "Strażniczka 2"],
  ]);
const who = (f: MemoryFight, id: string) => f.table.fighters.find((x) => x.id === id);
const hit = (f: MemoryFight, input: AttackInput, faces: number[]) =>
  f.run((t) => attack(t, input, { rng: scriptedRandom(faces) }));
const goblinOnFencer = { attacker: "goblin", target: "szermierz" } as const;
const LANCUCH = 0;
const MIECZ = 1;

describe("Parowanie and Riposta (Podręcznik Gry l. 1015, l. 1034)", () => {
  it("l. 1015 'ilość wymaganych Sukcesów należy zmniejszyć o zaokrągloną w górę połowę wartości Umiejętności Walka Wręcz atakowanego': 2 parry successes + ⌈3/2⌉ beat the Goblin's 3", () => {
    const f = fencerFight();
    // Goblin 5 dice: 3 successes. Parry 7 dice at T 3: 2 successes, + 2 = 4 > 3 → parried (without it 2 < 3 would be hit).
    // Riposta, 7 dice at T 3: nothing.
    const step = hit(
      f,
      { ...goblinOnFencer, defence: "parry" },
      [6, 6, 6, 1, 1, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    );
    expect(step.log[0]).toContain(
      "parowanie (Rapier): Ciało + Walka Wręcz +2 do sukcesów (Parowanie: połowa Walki Wręcz)",
    );
    expect(step.log[0]).toContain("6 6 6 1 1 (3) vs 3 3 1 1 1 1 1 (2 + 2) → Szermierz paruje cios");
    expect(who(f, "szermierz")?.state.health).toBe(20);
  });

  it("l. 1034 'Cel Riposty nie może odpierać tego ataku (jednak może go unikać za punkt Zapału)': the Goblin pays its one Zapał and dodges", () => {
    const f = fencerFight();
    // Goblin 1 success; parry 0 + 2 → parried. Riposta 7 dice at T 3: 3 successes.
    // The Goblin's dodge for 1 Zapał: Ciało 3 + Refleks 2 = 5 dice → 2; 1 counts: Rapier 1+S = 2, Pancerz 1 → 1.
    const step = hit(
      f,
      { ...goblinOnFencer, defence: "parry", riposteDodge: true },
      [6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 1, 1, 1, 1, 6, 6, 1, 1, 1],
    );
    expect(step.log[0]).toContain("Riposta: Szermierz kontratakuje Goblin (Rapier), bez odpierania");
    expect(step.log[0]).toContain(
      "Goblin unika Riposty za 1 Zapał (zostaje 0): Ciało + Refleks → 6 6 1 1 1 (2 sukcesy)",
    );
    expect(step.log[0]).toContain("unik nieudany, liczy się 1 sukces → Rapier 1+S (S=1) = 2");
    expect(who(f, "goblin")?.state.zeal).toBe(0);
    expect(who(f, "goblin")?.state.health).toBe(9);
  });

  it("l. 1034 with Oszołomiony (l. 1261: no Zapał): the dodge cannot be paid for, the Riposta lands whole", () => {
    const f = fencerFight();
    f.run((t) => setCondition(t, "goblin", "Oszołomiony", true, null, { rng: scriptedRandom([]) }));
    const step = hit(
      f,
      { ...goblinOnFencer, defence: "parry", riposteDodge: true },
      [6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 1, 1, 1, 1],
    );
    expect(step.log[0]).toContain("Goblin jest Oszołomiony: nie może wydać Zapału na unik");
    // 3 successes: Rapier 1+S = 4, Pancerz 1 → 3.
    expect(step.log[0]).toContain("Rapier 1+S (S=3) = 4");
    expect(who(f, "goblin")?.state.zeal).toBe(1);
    expect(who(f, "goblin")?.state.health).toBe(7);
  });
});

describe("Riposta at a target holding Urok Niewinności („wymagają dwóch Sukcesów więcej”)", () => {
  it("needs S 3: its two successes are spent, and it says it misses", () => {
    const charmed = {
      name: "Urok Niewinności",
      until: "round 9",
      test: [{ on: { againstHolder: true, situation: "aggressive" }, required: 2 }],
    };
    const f = new MemoryFight("[[Szermierz]]\n[[Goblin]]", index, NOTE, {
      round: 1,
      turn: 0,
      combatants: [
        { id: "szermierz", ref: "[[Szermierz]]", name: "Szermierz", initiative: 20 },
        { id: "goblin", ref: "[[Goblin]]", name: "Goblin", initiative: 19, effects: [charmed] },
      ],
    });
    // Goblin 1 success; parry 0 + 2 → parried. Riposta 7 dice at T 3: 3 3 → two successes, one short of S 3.
    const step = hit(
      f,
      { ...goblinOnFencer, defence: "parry" },
      [6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1],
    );
    expect(step.log[0]).toContain("Urok Niewinności: S +2");
    expect(step.log[0]).toMatch(/3 3 1 1 1 1 1 \(2 sukcesy\) → pudło$/);
    expect(who(f, "goblin")?.state.health).toBe(10);
  });
});

describe("Riposta with the weapon the defender chooses (l. 1034)", () => {
  it("l. 1034 'Riposta może być atakiem wręcz bądź dystansowym': the Szermierz parries with the Rapier and ripostes with the Łuk", () => {
    const f = fencerFight();
    // Goblin 5 dice: 1 success; parry 7 dice at T 3: 0 + 2 → parried.
    // Riposta with the Łuk: Ciało 4 + Umiejętności Strzeleckie 2 = 6 dice, one step easier (T 3): 3 successes.
    // Łuk S+1k6: 3 + 4 = 7, the Goblin's Pancerz 1 → 6.
    const step = hit(
      f,
      { ...goblinOnFencer, defence: "parry", riposteWeapon: 2 },
      [6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3, 3, 1, 1, 1, 4],
    );
    expect(step.reason).toBeUndefined();
    expect(step.log[0]).toContain("parowanie (Rapier)");
    expect(step.log[0]).toContain("Riposta: Szermierz kontratakuje Goblin (Łuk), bez odpierania");
    expect(step.log[0]).toContain("Ciało + Umiejętności Strzeleckie");
    expect(step.log[0]).toContain("Łuk S+1k6 (S=3; kości: 4) = 7");
    expect(who(f, "goblin")?.state.health).toBe(4);
  });

  it("a Riposta weapon the defender does not have is refused, saying which", () => {
    const step = hit(fencerFight(), { ...goblinOnFencer, defence: "parry", riposteWeapon: 7 }, []);
    expect(step.reason).toContain("Szermierz nie ma broni nr 7 do Riposty");
  });
});

describe("Oportunista (l. 913) and Nieuchronność (Bestiariusz, Rozdział III)", () => {
  it("l. 913 'Raz na rundę gdy przeciwnik odchodzi od Ciebie … możesz podjąć próbę ataku': no Akcja taken, a second one this round refused", () => {
    const f = wardenFight();
    // Miecz, 6 dice: 1 success → 1+S = 2, Pancerz 1 → 1.
    const step = hit(
      f,
      { attacker: "strazniczka", target: "goblin", weaponIndex: MIECZ, defence: "none", opportunity: true },
      [6, 1, 1, 1, 1, 1],
    );
    expect(step.log[0]).toContain(
      "Oportunista: Strażniczka atakuje odchodzącego przeciwnika, bez Akcji (raz na rundę)",
    );
    expect(f.encounter?.actionsLeft ?? 1).toBe(1);
    expect(who(f, "goblin")?.state.health).toBe(9);
    const again = hit(f, { attacker: "strazniczka", target: "goblin", defence: "none", opportunity: true }, []);
    expect(again.reason).toBe("Strażniczka użył już w tej rundzie: Oportunista (raz na rundę).");
    const without = hit(f, { attacker: "szermierz", target: "goblin", opportunity: true }, []);
    expect(without.reason).toBe("Szermierz nie ma Talentu Oportunista.");
  });

  it("Nieuchronność 'Ataki … są domyślnie Nieunikalne (nie można ich uniknąć Unikiem, Parowaniem…)'; the holder may allow it", () => {
    const f = wardenFight();
    const step = hit(
      f,
      { attacker: "strazniczka", target: "goblin", weaponIndex: MIECZ, defence: "dodge" },
      [6, 1, 1, 1, 1, 1],
    );
    expect(step.log[0]).toContain("Goblin nie może się bronić (Nieuchronność Strażniczka: atak nieunikalny)");
    expect(step.log[0]).not.toContain("unik Ciało + Refleks");
    const allowed = hit(
      f,
      { attacker: "strazniczka", target: "goblin", weaponIndex: MIECZ, defence: "dodge", avoidable: true },
      [6, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1],
    );
    expect(allowed.log[0]).toContain("unik Ciało + Refleks → 6 1 1 1 1 (1 sukces) → Goblin unika");
  });
});

describe("Spętanie (Pelagius Caudex, Łańcuchy Enkidu: a weapon's Cechy)", () => {
  it("'zamiast zadać Obrażenia … staje się on Unieruchomiony do końca swojej następnej tury, chyba że zda Test Przeciwstawny Ciało (Siła) przeciwko Ciału'", () => {
    const f = wardenFight();
    // Łańcuch, 6 dice: 2 successes → a hit; then the Goblin's Ciało + Siła (3 dice, no Siła) vs the Strażniczka's Ciało (4 dice).
    const step = hit(
      f,
      { attacker: "strazniczka", target: "goblin", weaponIndex: LANCUCH, defence: "none", bind: true },
      [6, 6, 1, 1, 1, 1, 1, 1, 1, 6, 1, 1, 1],
    );
    expect(step.log[0]).toContain(
      "Spętanie zamiast obrażeń: Goblin Ciało + Siła vs Ciało Strażniczka → 1 1 1 (0) vs 6 1 1 1 (1)",
    );
    expect(step.log[0]).toContain("Goblin spętany do końca swojej następnej tury");
    const goblin = who(f, "goblin");
    expect(goblin?.state.health).toBe(10);
    expect(goblin?.state.conditions).toContain("Unieruchomiony");
    // The Goblin's turn has not begun this round: in force for its next turn start, gone at the one after (round 2).
    expect(goblin?.state.effects.find((e) => e.name === "Unieruchomiony")?.until).toBe("round 2");
  });

  it("the target that wins the opposed test breaks free; a weapon without Spętanie cannot bind", () => {
    const f = wardenFight();
    const step = hit(
      f,
      { attacker: "strazniczka", target: "goblin", weaponIndex: LANCUCH, defence: "none", bind: true },
      [6, 6, 1, 1, 1, 1, 6, 6, 1, 1, 1, 1, 1],
    );
    expect(step.log[0]).toContain("Goblin się wyrywa");
    expect(who(f, "goblin")?.state.conditions).not.toContain("Unieruchomiony");
    const sword = hit(f, { attacker: "strazniczka", target: "goblin", weaponIndex: MIECZ, bind: true }, []);
    expect(sword.reason).toBe("Broń Miecz (Strażniczka) nie ma cechy Spętanie.");
  });
});

describe("Zamiar (Bestiariusz, Rozdział III): 'może wybrać dowolną liczbę poniższych właściwości'", () => {
  // Miecz, 6 dice: 3 successes → 1+S = 4, against Runiczny Pancerz 2, Osłona Magiczna 3, Pancerz 2.
  const three = [6, 6, 6, 1, 1, 1];
  const S2 = "strazniczka-2";
  const s1 = { attacker: "strazniczka-1", target: "strazniczka-2", weaponIndex: MIECZ, defence: "none" } as const;

  it("without Zamiar the layers take it all: Runiczny Pancerz 2, Osłona 2 → Żywotność untouched", () => {
    const f = twoWardens();
    hit(f, s1, three);
    expect(who(f, S2)?.state.health).toBe(20);
    expect(who(f, S2)?.magicShield).toBe(1);
  });

  it("Ignorowanie Run and Ignorowanie Osłony: only Pancerz 2 stands, 2 reach Żywotność; the runes and the shield are as they were", () => {
    const f = twoWardens();
    const step = hit(f, { ...s1, intent: ["ignoreRunes", "ignoreShield"] }, three);
    expect(step.log[0]).toContain("Zamiar: Ignorowanie Run, Ignorowanie Osłony");
    const t = who(f, S2);
    expect(t?.state.health).toBe(18);
    expect([t?.runicArmor, t?.magicShield]).toEqual([2, 3]);
  });

  it("Rozerwanie Run, Rozerwanie Osłony, Rozdzieranie, Bez Obrażeń, Skaza Umysłu: no damage, runes 2 → 1, shield gone, Pancerz −1 for the next hits", () => {
    const f = twoWardens();
    const step = hit(f, { ...s1, intent: ["breakRunes", "breakShield", "rend", "noDamage", "mindScar"] }, three);
    expect(step.log[0]).toContain(
      "Skaza Umysłu: Strażniczka 2 wykonuje Test z Talentu Więcej, Niż Zniesie Śmiertelny Umysł",
    );
    let t = who(f, S2);
    expect(t?.state.health).toBe(20);
    expect([t?.runicArmor, t?.magicShield]).toEqual([1, 0]);
    expect(f.encounter?.combatants.find((c) => c.id === S2)?.armorLost).toBe(1);
    // A plain hit now: 4 − Runiczny Pancerz 1 − Pancerz (2 − 1) = 2.
    hit(f, s1, three);
    t = who(f, S2);
    expect(t?.state.health).toBe(18);
    // The torn Pancerz meets every damage of the fight, not only attacks: 4 typed in the tracker → 4 − 1 − 1 = 2.
    const typed = f.run((table) => damageFighter(table, S2, 4, "physical", { rng: scriptedRandom([]) }));
    expect(typed.log[0]).toContain("Pancerz 1");
    expect(who(f, S2)?.state.health).toBe(16);
  });

  it("Zamiar needs the talent", () => {
    const f = wardenFight();
    const step = hit(f, { attacker: "goblin", target: "strazniczka", intent: ["noDamage"] }, []);
    expect(step.reason).toBe("Goblin nie ma Talentu Zamiar.");
  });
});

describeWithSampleVault("the real vault's notes carry these talents", () => {
  const sample = new VaultIndex();
  // Read when the suite runs, not when it is collected: without ../shared the suite is skipped, not failed.
  beforeAll(() => sample.load(readVaultFiles(SAMPLE_VAULT)));
  const UNIQUE = "rules/06. Bestiariusz/Rozdział II - Postacie Unikalne";

  it("Pelagius Caudex's Łańcuchy Enkidu bind (Spętanie); Nil holds Zamiar and Nieuchronność", () => {
    const f = new MemoryFight("[[Pelagius Caudex]]\n[[Nil]]", sample, `${UNIQUE}/x.md`, null);
    const pelagius = f.table.fighters.find((x) => x.name.startsWith("Pelagius"));
    expect(pelagius?.weapons.find((w) => w.name.startsWith("Łańcuchy"))?.traits).toContain("Spętanie");
    expect(pelagius?.subject.talents).toEqual(expect.arrayContaining(["Parowanie", "Finta", "Riposta"]));
    const nil = f.table.fighters.find((x) => x.name.startsWith("Nil"));
    expect(nil?.subject.talents).toEqual(expect.arrayContaining(["Zamiar", "Nieuchronność"]));
  });

  it("Diana, Forma III, Rapier 'trafienia zadają dodatkowo 1k3 Obrażeń … (ignorujące Pancerz i Runiczny Pancerz)': the 1k3 is its own part of the hit and skips both", () => {
    const f = new MemoryFight("[[Diana Koniecpolska]] | forma 3\n[[Pelagius Caudex]]", sample, `${UNIQUE}/x.md`, {
      round: 1,
      turn: 0,
      combatants: [
        { id: "diana-koniecpolska", ref: "[[Diana Koniecpolska]]", initiative: 30 },
        { id: "pelagius-caudex", ref: "[[Pelagius Caudex]]", initiative: 20 },
      ],
    });
    const diana = f.table.fighters.find((x) => x.name.startsWith("Diana"));
    const pelagius = f.table.fighters.find((x) => x.name.startsWith("Pelagius"));
    expect(diana && pelagius).toBeTruthy();
    const rapier = diana?.weapons.findIndex((w) => w.name === "Rapier") ?? -1;
    expect(diana?.weapons[rapier]).toMatchObject({
      damage: "1+S",
      extra: { formula: "1k3", ignoreArmor: true, ignoreRunic: true },
    });
    // Forma III: Ciało 6 + Walka Wręcz 1 = 7 dice, 2 successes: 1 + 2 = 3; then the 1k3 shows 3.
    const before = pelagius?.state.health ?? 0;
    const step = f.run((t) =>
      attack(
        t,
        { attacker: diana?.id ?? "", target: pelagius?.id ?? "", weaponIndex: rapier, defence: "none" },
        {
          rng: scriptedRandom([6, 6, 1, 1, 1, 1, 1, 3]),
        },
      ),
    );
    expect(step.reason).toBeUndefined();
    expect(step.log[0]).toContain(
      "Ciało + Walka Wręcz → 6 6 1 1 1 1 1 (2 sukcesy) · Rapier 1+S (S=2) = 3 · dodatkowo 1k3 (kości: 3) = 3 (pomija Runiczny Pancerz, Pancerz)",
    );
    // The base 3 meets Runiczny Pancerz 3 (not above 5: no wear) and Pancerz 1; the 3 past them reach Żywotność.
    expect(step.log[0]).toContain("część 1: 3 → Runiczny Pancerz 3, Pancerz 0");
    // The parts, the total and what followed read apart (issue 27: "; " between them, the skips in brackets).
    expect(step.log[0]).toContain(
      "Pelagius Caudex: część 1: 3 → Runiczny Pancerz 3, Pancerz 0; część 2: 3 (pomija Runiczny Pancerz, Pancerz) → —; Obrażenia 6: Żywotność 3; Żywotność:",
    );
    const after = f.table.fighters.find((x) => x.id === pelagius?.id);
    expect(after?.state.health).toBe(before - 3);
    expect(after?.runicArmor).toBe(pelagius?.runicArmor);
  });
});
