import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PROJECT_ROOT, TEST_VAULT } from "../../../test/harness";
import { readVaultFiles } from "../../../test/vault-files";
import { scriptedRandom } from "../dice/random";
import { VaultIndex } from "../vault/index";
import { attack, type AttackInput } from ".";
import { MemoryFight } from "./memory";

/**
 * Issue 27.3: attacks with the book's options (Rozdział V "Akcje", the combat talents of
 * Rozdział IV), on a fixture fencer (test/fixtures/attack/Szermierz.md: Ciało 4, Walka Wręcz 3,
 * Refleks 2, Umiejętności Strzeleckie 2; Parowanie, Riposta, Finta, Cios w Plecy, Oburęczny,
 * Powietrzne Uniki; Rapier 1+S, Sztylet +S, Łuk S+1k6) against the test vault's Goblin
 * (Ciało 3, Walka Wręcz 2, Refleks 2, Pancerz 1, Zardzewiały nóż 1+S, Żywotność 10).
 */
const index = new VaultIndex();
index.load([
  ...readVaultFiles(TEST_VAULT),
  ["rules/06. Bestiariusz/Szermierz.md", readFileSync(join(PROJECT_ROOT, "test/fixtures/attack/Szermierz.md"), "utf8")],
]);
const RAPIER = 0;
const SZTYLET = 1;
const LUK = 2;

const fight = () =>
  new MemoryFight("[[Szermierz]]\n[[Goblin]]", index, "sessions/Sesja 01 - Las.md", {
    round: 1,
    turn: 0,
    combatants: [
      { id: "szermierz", ref: "[[Szermierz]]", name: "Szermierz", initiative: 12 },
      { id: "goblin", ref: "[[Goblin]]", name: "Goblin", initiative: 5 },
    ],
  });
const health = (f: MemoryFight, id: string) => f.table.fighters.find((x) => x.id === id)?.state.health;
const hit = (f: MemoryFight, input: AttackInput, faces: number[], lang?: "en") =>
  f.run((t) => attack(t, input, { rng: scriptedRandom(faces), ...(lang ? { lang } : {}) }));
const fencer = { attacker: "szermierz", target: "goblin" } as const;
const goblin = { attacker: "goblin", target: "szermierz" } as const;

describe("the defender chooses (l. 1116–1125; docs/en/encounters.md, Acting from the tracker)", () => {
  it("Odpieranie counters with the melee weapon the defender chose, never a bow", () => {
    const f = fight();
    const bow = hit(f, { ...goblin, defence: "opposed", parryWeapon: LUK }, []);
    expect(bow.ok).toBe(false);
    expect(bow.reason).toBe("Szermierz nie paruje ani nie kontruje bronią dystansową (Łuk).");
    // Goblin 5 dice: no success; Szermierz 7 dice: two 6s → wins and hits with the Sztylet it chose.
    const step = hit(f, { ...goblin, defence: "opposed", parryWeapon: SZTYLET }, [1, 1, 1, 1, 1, 6, 6, 1, 1, 1, 1, 1]);
    expect(step.log[0]).toContain("Szermierz wygrywa i trafia Goblin · Sztylet +S (S=2) = 2");
    expect(health(f, "goblin")).toBe(9);
  });

  it("a ranged attack can only be dodged (l. 1116); a dodge subtracts the defender's successes (l. 1122)", () => {
    const f = fight();
    const opposed = hit(f, { ...fencer, weaponIndex: LUK, defence: "opposed" }, []);
    expect(opposed.reason).toContain("Atak na dystans można tylko unikać (l. 1116)");
    // The bow shoots (Broń Dystansowa): 6 dice → 3; the Goblin's dodge 5 dice → 1; 2 count; S+1k6 = 2 + 4.
    const step = hit(f, { ...fencer, weaponIndex: LUK, defence: "dodge" }, [6, 6, 6, 1, 1, 1, 6, 1, 1, 1, 1, 4]);
    expect(step.log[0]).toMatch(/Szermierz atakuje Goblin na dystans: Ciało \+ Umiejętności Strzeleckie → /);
    expect(step.log[0]).toContain("unik nieudany, liczy się 2 sukcesy · Łuk S+1k6 (S=2; kości: 4) = 6");
    expect(health(f, "goblin")).toBe(5);
  });

  it("Parowanie (l. 1015) is one step easier and a won parry stops the blow; Riposta (l. 1034) strikes back, unopposed, one step easier", () => {
    const f = fight();
    // Goblin 2 successes; the parry's 3s succeed at T 3 (they would fail at T 4): 3 → parried.
    // Riposta with the Rapier, 7 dice at T 3: 2 successes, no Goblin dice; 1+S = 3, Pancerz 1 → 2.
    const step = hit(f, { ...goblin, defence: "parry" }, [4, 4, 1, 1, 1, 3, 3, 3, 1, 1, 1, 1, 3, 3, 1, 1, 1, 1, 1]);
    expect(step.log[0]).toContain("parowanie (Rapier)");
    expect(step.log[0]).toContain("Szermierz paruje cios");
    expect(step.log[0]).toContain("Riposta: Szermierz kontratakuje Goblin (Rapier), bez odpierania");
    expect(health(f, "szermierz")).toBe(20);
    expect(health(f, "goblin")).toBe(8);
    const again = hit(f, { ...goblin, defence: "parry" }, []);
    expect(again.reason).toBe("Szermierz użył już w tej rundzie: Parowanie (raz na rundę).");
  });

  it("Parowanie needs the talent", () => {
    const step = hit(fight(), { ...fencer, defence: "parry" }, []);
    expect(step.reason).toBe("Goblin nie ma Talentu Parowanie.");
  });
});

describe("Szarża, Szaleńczy atak and two weapons (l. 1119, 1142, 1147)", () => {
  it("Szarża doubles the dice from Walka Wręcz; until its next turn the charger cannot dodge a ranged attack", () => {
    const f = fight();
    // Ciało 4 + Walka Wręcz 3 × 2 = 10 dice.
    const step = hit(f, { ...fencer, charge: true }, [6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1]);
    expect(step.log[0]).toContain("Ciało + Walka Wręcz ×2 vs Ciało + Walka Wręcz → 6 6 6 6 1 1 1 1 1 1 (4)");
    expect(health(f, "goblin")).toBe(6);
    const shot = hit(f, { ...goblin, ranged: true, weapon: "+S", weaponName: "Proca", defence: "dodge" }, [6, 6, 1]);
    expect(shot.log[0]).toContain("Szermierz nie może się bronić (po Szarży nie unika ataku dystansowego)");
    expect(health(f, "szermierz")).toBe(18);
  });

  it("Szaleńczy atak doubles Walka Wręcz; until its next turn the attacker can neither oppose nor dodge", () => {
    const f = fight();
    hit(f, { ...fencer, frenzy: true }, [6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1]);
    // The Goblin's attack is rolled alone: 2 successes, 1+S = 3.
    const step = hit(f, { ...goblin, defence: "opposed" }, [6, 6, 1, 1, 1]);
    expect(step.log[0]).toContain("Szermierz nie może się bronić (Szaleńczy atak)");
    expect(health(f, "szermierz")).toBe(17);
  });

  it("two weapons split the pool (Oburęczny: +2 dice, l. 931); the defender meets one of the two attacks", () => {
    const f = fight();
    const step = hit(
      f,
      { ...fencer, weaponIndex: RAPIER, secondWeapon: SZTYLET },
      [6, 6, 1, 1, 1, 6, 1, 1, 1, 1, 6, 6, 6, 1],
    );
    expect(step.log[0]).toContain("Atak oburącz: pula 9k6 dzielona na 5 + 4, Oburęczny: +2k6");
    expect(step.log[0]).toContain("Rapier 1+S (S=2) = 3");
    expect(step.log[0]).toContain("drugi atak (Sztylet) → Ciało + Walka Wręcz +2 → 6 6 6 1 (3 sukcesy)");
    expect(health(f, "goblin")).toBe(6);
  });
});

describe("combat talents with a number (l. 902, 979, 1023)", () => {
  it("Finta: a won opposed test deals no damage, and the target cannot defend against the next attack", () => {
    const f = fight();
    const feint = hit(f, { ...fencer, feint: true }, [6, 6, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1]);
    expect(feint.log[0]).toContain("Finta udana, bez obrażeń");
    expect(health(f, "goblin")).toBe(10);
    const next = hit(f, { ...fencer, defence: "dodge" }, [6, 1, 1, 1, 1, 1, 1]);
    expect(next.log[0]).toContain("Goblin nie może się bronić (Finta Szermierz)");
    expect(health(f, "goblin")).toBe(9);
  });

  it("Cios w Plecy: against an unaware target the damage is doubled", () => {
    const f = fight();
    const step = hit(f, { ...fencer, defence: "none", unaware: true }, [6, 6, 6, 1, 1, 1, 1]);
    expect(step.log[0]).toContain("Rapier 1+S (S=3) = 4 · Cios w Plecy (cel nie wie o atakującym): ×2 = 8");
    expect(health(f, "goblin")).toBe(3);
  });

  it("Powietrzne Uniki: dodging a ranged attack doubles the dice from Refleks", () => {
    const f = fight();
    const step = hit(f, { ...goblin, ranged: true, weapon: "+S", defence: "dodge" }, [6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1]);
    expect(step.log[0]).toContain("unik Ciało + Refleks ×2 → 6 6 1 1 1 1 1 1 (2 sukcesy)");
    expect(health(f, "szermierz")).toBe(19);
  });
});

describe("a typed weapon as authors write it (docs/en/notes.md, Weapons)", () => {
  it("`S+2k6 Punktów Obrażeń ignorujących Pancerz` ignores Pancerz and the weapon names its attack pool", () => {
    const f = fight();
    const step = hit(
      f,
      {
        ...fencer,
        defence: "none",
        weapon: "S+2k6 Punktów Obrażeń ignorujących Pancerz",
        weaponName: "Działo",
        pool: { attribute: "body", skill: "Zręczność" },
      },
      [6, 1, 1, 1, 1, 1, 1, 1, 3, 3],
    );
    // Ciało 4 + Zręczność 4 = 8 dice → 1 success; 1 + 3 + 3 = 7, Pancerz skipped.
    expect(step.log[0]).toContain("Ciało + Zręczność → 6 1 1 1 1 1 1 1 (1 sukces)");
    expect(step.log[0]).toContain("Działo S+2k6 (S=1; kości: 3 3) = 7 · ignoruje Pancerz");
    expect(health(f, "goblin")).toBe(3);
  });

  it("a weapon the rules cannot read is refused with what was written", () => {
    const step = hit(fight(), { ...fencer, weapon: "dużo" }, []);
    expect(step.reason).toBe("Nie rozumiem obrażeń broni „dużo”; oczekiwano np. „+S”, „2+S” albo „S+1k6”.");
  });
});

describe("the attack sentence in English (issue 29)", () => {
  it("says every part from the message keys", () => {
    const f = fight();
    const step = hit(f, { ...fencer, weaponIndex: LUK, defence: "dodge" }, [6, 6, 6, 1, 1, 1, 6, 1, 1, 1, 1, 4], "en");
    expect(step.log[0]).toMatch(
      /^Szermierz attacks Goblin at range: .* dodge .* the dodge fails, 2 successes count · Łuk/,
    );
    expect(step.log[0]).not.toMatch(/atakuje|unik|sukces[ y]|pudło|trafia/);
  });
});
