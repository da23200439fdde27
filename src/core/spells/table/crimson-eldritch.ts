/** Built-in effects: spells/crimson and spells/eldritch. */
import type { TableEntry } from "../types";
import { ZM, condition, damage, none, save, shield, stat } from "./build";

export const CRIMSON_ELDRITCH: TableEntry[] = [
  {
    path: "spells/crimson/crimson-bolt.md",
    name: "Szkarłatny Pocisk",
    effects: [damage(ZM, { ignoresArmor: true })],
  },
  {
    path: "spells/crimson/crimson-curse.md",
    name: "Klątwa Szkarłatu",
    effects: [
      condition("Nieprzytomny", { save: save("soul", "Determinacja"), timing: "trigger", trigger: "targetCastsSpell" }),
      damage(`${ZM}+target.magicalAbilities`, { timing: "trigger", trigger: "targetCastsSpell" }),
    ],
    // Left to the GM: the curse ends once triggered or at the end of the fight; part of the target's magic goes to the mage
    partial: true,
  },
  {
    path: "spells/crimson/crimson-dagger.md",
    name: "Szkarłatny Sztylet",
    effects: [stat("weaponDamage", { add: 2, damageType: "magical", melee: true })],
    // Left to the GM: a kill with the weapon lets the mage cast a known Crimson spell as an instant action without Mana, once a round
    partial: true,
  },
  {
    path: "spells/crimson/crimson-flames.md",
    name: "Szkarłatne Płomienie",
    effects: [
      damage("target.magicShield", { ignoresMagicDefence: true, timing: "targetTurnStart", until: "spell" }),
      shield("0", { mode: "break", timing: "targetTurnStart" }),
    ],
  },
  {
    path: "spells/crimson/crimson-justice.md",
    name: "Szkarłatna Sprawiedliwość",
    effects: [
      damage(`${ZM}*2`),
      condition("Ogłuszony", { among: "aroundTarget", save: save("body", "Refleks") }),
      condition("Oślepiony", { among: "aroundTarget", save: save("body", "Refleks") }),
    ],
    // Left to the GM: the save is made by everyone within 1 m of the target, the target included
    partial: true,
  },
  { path: "spells/eldritch/abyss-shortcut.md", name: "Skrót przez Otchłań", effects: [none("movement")] },
  {
    path: "spells/eldritch/forbidden-shield.md",
    name: "Zakazana Osłona",
    effects: [stat("damageTaken", { add: -1, until: "combat" })],
    // Left to the GM: the first damaging or weakening spell aimed at the mage is turned back on its caster, and the shield ends
    partial: true,
  },
  {
    path: "spells/eldritch/mysterious-stream.md",
    name: "Tajemniczy Strumień",
    effects: [damage(ZM), none("madness", { save: save("soul", "Determinacja", 6) })],
    // Left to the GM: every 2 points disable a point of Magiczna Tarcza or Runiczny Pancerz; the save is 2×S when the hit broke a shield and none when a shield held
    partial: true,
  },
  {
    path: "spells/eldritch/neutralization.md",
    name: "Neutralizacja",
    effects: [
      damage("target.mind", { timing: "targetTurnEnd", until: "spell" }),
      { kind: "test", on: { casting: true, attributes: ["magic"] }, blocked: true, until: "spell", gate: "isMage" },
    ],
  },
  {
    path: "spells/eldritch/primal-orb.md",
    name: "Pierwotna Kula",
    effects: [damage(`${ZM}+1d6`)],
    // Left to the GM: with another enemy within 2 m of the target, a 1k6 below 3 sends the orb to the nearest creature instead
    partial: true,
  },
  {
    path: "spells/eldritch/summon-eldritch-entity.md",
    name: "Przywołanie Istoty z Otchłani",
    effects: [none("summon")],
  },
];
