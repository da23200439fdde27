import { describe, expect, it } from "vitest";
import { describeWithSampleVault, HAS_SAMPLE_VAULT, SAMPLE_VAULT, TEST_VAULT } from "../../test/harness";
import { readVaultFiles } from "../../test/vault-files";
import { seededRandom } from "./dice/random";
import { attack } from "./encounter";
import { MemoryFight } from "./encounter/memory";
import { VaultIndex } from "./vault/index";
import { readAttackPool, readDamage, readSkips, readWeapons } from "./weapons";

/** docs/en/notes.md "Weapons": every way the vault writes a weapon, read for the attack. */
describe("a weapon's damage and attack test as written (docs/en/notes.md, Weapons)", () => {
  it("the layers a damage's words skip: 'ignorujących Pancerz', 'ignorujące Pancerz i Runiczny Pancerz', 'ignoruje Magiczną Osłonę'", () => {
    expect(readSkips("Punktów Obrażeń ignorujących Pancerz")).toEqual({ ignoreArmor: true });
    expect(readSkips("Obrażeń tego samego rodzaju (ignorujące Pancerz i Runiczny Pancerz).")).toEqual({
      ignoreArmor: true,
      ignoreRunic: true,
    });
    // Runiczny Pancerz alone is not Pancerz.
    expect(readSkips("ignorujących Runiczny Pancerz")).toEqual({ ignoreRunic: true });
    expect(readSkips("ignoruje Magiczną Osłonę celu")).toEqual({ ignoreShield: true });
    expect(readSkips("Obrażeń. Pancerz chroni normalnie")).toEqual({});
  });
  it("the words are not part of the formula; 'ignorujących Pancerz' is a flag", () => {
    expect(readDamage("S+2k6 Punktów Obrażeń ignorujących Pancerz")).toEqual({ formula: "S+2k6", ignoreArmor: true });
    expect(readDamage("S+1k6 Punktów Obrażeń")).toEqual({ formula: "S+1k6", ignoreArmor: false });
    expect(readDamage("2+S")).toEqual({ formula: "2+S", ignoreArmor: false });
    expect(readDamage("+S")).toEqual({ formula: "+S", ignoreArmor: false });
    expect(readDamage("dużo")).toBeNull();
    expect(readDamage("3 Punkty Obrażeń")).toBeNull();
  });

  it("'atakuje Testem Magia (Umiejętności Strzeleckie)' names the attack pool", () => {
    expect(readAttackPool("Broń Dystansowa, zasięg 20/30 m, atakuje Testem Magia (Umiejętności Strzeleckie).")).toEqual(
      {
        attribute: "magic",
        skill: "Umiejętności Strzeleckie",
      },
    );
    expect(readAttackPool("Test Ciało (Walka Wręcz)")).toEqual({ attribute: "body", skill: "Walka Wręcz" });
    expect(readAttackPool("broń jednoręczna")).toBeNull();
  });

  it("a weapon written with a nested **Obrażenia:** sub-bullet is that weapon, not 'bez broni +S'", () => {
    const index = new VaultIndex();
    index.load(readVaultFiles(TEST_VAULT));
    const goblin = index.findCharacter("Goblin")!;
    expect(readWeapons(goblin, 0, index).map((w) => [w.name, w.damage])).toEqual([["Zardzewiały nóż", "1+S"]]);
  });
});

const sample = new VaultIndex();
const files = HAS_SAMPLE_VAULT ? readVaultFiles(SAMPLE_VAULT) : [];
if (HAS_SAMPLE_VAULT) sample.load(files);

describeWithSampleVault("every stat-block form of the real bestiary attacks with what its author gave it", () => {
  const weapons = (name: string, form: number) =>
    readWeapons(sample.findCharacter(name)!, form, sample).map((w) => ({
      name: w.name,
      damage: w.damage,
      ignoreArmor: w.ignoreArmor,
      ranged: w.ranged,
      pool: w.pool,
      extra: w.extra,
    }));

  it("Diana, Forma I: the Rapier (nested sub-bullet), the Działa (S+2k6 ignoring Pancerz, Magia + Umiejętności Strzeleckie, ranged), the Lustra (an attack in the item's text)", () => {
    const shoots = { attribute: "magic", skill: "Umiejętności Strzeleckie" };
    expect(weapons("Diana Koniecpolska", 0)).toEqual([
      { name: "Rapier", damage: "1+S", ignoreArmor: false, ranged: false, pool: null },
      { name: "Sprzężone Działa Entropii", damage: "S+2k6", ignoreArmor: true, ranged: true, pool: shoots },
      { name: "Zwiadowcze Lustra (para)", damage: "S+1", ignoreArmor: false, ranged: true, pool: shoots },
    ]);
  });

  it("Diana, Forma III: 'wciąż jej broń … dodatkowo 1k3 … (ignorujące Pancerz i Runiczny Pancerz)' keeps the Rapier with its own 1k3 part; 'Statystyki identyczne jak w Formie I/II' keeps the guns", () => {
    const read = weapons("Diana Koniecpolska", 2);
    expect(read[0]?.extra).toEqual({ formula: "1k3", ignoreArmor: true, ignoreRunic: true });
    expect(read.map((w) => [w.name, w.damage])).toEqual([
      ["Rapier", "1+S"],
      ["Sprzężone Działa Entropii", "S+2k6"],
      ["Zwiadowcze Lustra (para)", "S+1"],
    ]);
  });

  it("Nil has no Ekwipunek: its talents that attack are its weapons (Mackowate Więzy Otchłani, Pochłonięcie)", () => {
    expect(weapons("Nil", 0).map((w) => [w.name, w.damage, w.pool?.skill])).toContainEqual([
      "Mackowate Więzy Otchłani",
      "S+3k6",
      "Zdolności Magiczne",
    ]);
    expect(weapons("Nil", 1).map((w) => [w.name, w.damage])).toContainEqual(["Pochłonięcie", "S+3k6"]);
  });

  it("every form's every weapon attacks in the tracker, and hbm check finds no unreadable weapon", () => {
    let attacks = 0;
    for (const c of sample.characters().filter((x) => x.kind === "npc-statblock")) {
      c.forms.forEach((form, i) => {
        const fighters = readWeapons(c, i, sample);
        expect(fighters.length, `${c.name} ${form.name ?? ""}`).toBeGreaterThan(0);
        fighters.forEach((w, k) => {
          const f = new MemoryFight(
            `[[${c.name}]] | forma ${i + 1}\nCel: Ciało 1, Umysł 1, Dusza 1, Żywotność 200`,
            sample,
            "sesja.md",
            {
              round: 1,
              turn: 0,
              combatants: [
                { id: "a", ref: `[[${c.name}]]`, name: c.name, initiative: 10, ...(i ? { form: i } : {}) },
                { id: "cel", name: "Cel", adhoc: "Ciało 1, Umysł 1, Dusza 1, Żywotność 200", initiative: 1 },
              ],
            },
          );
          const id = f.table.fighters[0]!.id;
          const step = f.run((t) =>
            attack(
              t,
              { attacker: id, target: "cel", weaponIndex: k, defence: w.ranged ? "dodge" : "opposed" },
              { rng: seededRandom(k + 1) },
            ),
          );
          expect(step.ok, `${c.name} ${form.name}: ${w.name}: ${step.reason}`).toBe(true);
          attacks++;
        });
      });
    }
    // Diana 3 forms × 3, Narcyza 2 × 1, Nil 2 × 1, Pelagius 1.
    expect(attacks).toBe(14);
  });
});
