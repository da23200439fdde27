/** Built-in effects: spells/sacred/{eros,hekate,jahwe,zeus}. */
import type { TableEntry } from "../types";
import { ZM, ZM_OR_DEVOTION, area, condition, damage, heal, none, save, stat, test } from "./build";

export const SACRED_2: TableEntry[] = [
  {
    path: "spells/sacred/eros/arrow-of-desire.md",
    name: "Strzała Pożądania",
    effects: [damage(ZM), condition("Zauroczony", { rounds: 1, gate: "damageOverSoulOrShieldBroken" })],
    // Left to the GM: every 2 points disable a point of Magiczna Tarcza or Runiczny Pancerz; a shield that held stops the charm
    partial: true,
  },
  {
    path: "spells/sacred/eros/cupids-arrow.md",
    name: "Strzała Kupidyna",
    effects: [condition("Zauroczony", { until: "spell" })],
  },
  {
    path: "spells/sacred/eros/heart-longing.md",
    name: "Tęsknota Serca",
    effects: [test({ skills: ["Determinacja"] }, { dice: -1 })],
    // Left to the GM: only out of combat
    partial: true,
  },
  {
    path: "spells/sacred/eros/senses-desire.md",
    name: "Pożądanie Zmysłów",
    effects: [test({ situation: "romance" }, { dice: 5 }), test({ attributes: ["mind"] }, { dice: -1 })],
    // Left to the GM: an unstated extra penalty on Determinacja tests against temptation
    partial: true,
  },
  {
    path: "spells/sacred/eros/thread-of-destiny.md",
    name: "Nić Przeznaczenia",
    effects: [test({ situation: "cooperation" }, { bonusSuccesses: 3, save: save("soul", "Empatia") })],
    // Left to the GM: the spell fails if either target passes; apart beyond 20 m both take −2 successes on every test; a third of one's damage passes to the other; only out of combat
    partial: true,
  },
  {
    path: "spells/sacred/hekate/arcane-cognition.md",
    name: "Tajemne Poznanie",
    effects: [test({ skills: ["Wiedza Magiczna", "Teologia"] }, { dice: 1 })],
    targets: area("Kwadrat o boku 5 m", "all", true),
  },
  {
    path: "spells/sacred/hekate/curse-of-hekate.md",
    name: "Klątwa Hekate",
    effects: [
      test({ skills: ["Zdolności Magiczne"] }, { dice: -1, save: save("magic", "Determinacja") }),
      condition("Przerażony", { save: save("magic", "Determinacja"), until: "spell" }),
    ],
  },
  {
    path: "spells/sacred/hekate/magic-empowerment.md",
    name: "Wzmocnienie Magii",
    effects: [test({ skills: ["Zdolności Magiczne"] }, { dice: 4 })],
  },
  {
    path: "spells/sacred/hekate/magic-haste.md",
    name: "Magiczne Przyspieszenie",
    effects: [heal("1", { resource: "zeal" })],
  },
  {
    path: "spells/sacred/hekate/mana-drain.md",
    name: "Kradzież Many",
    effects: [
      stat("mana", { add: 2, recipient: "caster" }),
      stat("maxSpellCost", { add: 1, recipient: "caster" }),
      stat("maxSpellCost", { add: -2 }),
    ],
  },
  { path: "spells/sacred/jahwe/blade-of-david.md", name: "Ostrze Dawida", effects: [none("weapon")] },
  {
    path: "spells/sacred/jahwe/fanatical-sacrifice.md",
    name: "Fanatyczne Poświęcenie",
    effects: [
      stat("damageTaken", { multiply: 2 }),
      stat("weaponDamage", { multiply: 2, damageType: "magical", ignoresArmor: true, melee: true }),
      condition("Przerażony", { recipient: "trigger", timing: "trigger", trigger: "weaponHit" }),
    ],
  },
  { path: "spells/sacred/jahwe/heal-sick.md", name: "Uzdrowienie Chorych", effects: [none("gmDecides")] },
  {
    path: "spells/sacred/jahwe/last-judgment.md",
    name: "Sąd Ostateczny",
    effects: [damage(`${ZM_OR_DEVOTION}*3`), condition("Martwy", { gate: "infidel" })],
    // Left to the GM: instant death needs an infidel, demon or undead target and the caster's Oddanie ≥ its Dusza; the note's sentence for important characters breaks off
    partial: true,
  },
  {
    path: "spells/sacred/jahwe/wisdom-of-solomon.md",
    name: "Mądrość Salomona",
    effects: [test({ attributes: ["mind"] }, { dice: 1 })],
  },
  {
    path: "spells/sacred/zeus/aegis.md",
    name: "Egida",
    effects: [stat("armor", { add: 1 }), test({ attacks: "all", againstHolder: true }, { threshold: 1 })],
  },
  {
    path: "spells/sacred/zeus/chain-lightning.md",
    name: "Błyskawice Łańcuchowe",
    effects: [damage(ZM_OR_DEVOTION)],
    targets: { kind: "several" },
    // Left to the GM: each next target within 5 m of the previous one; the note gives no chain length; each unused chain adds 1k3
    partial: true,
  },
  {
    path: "spells/sacred/zeus/electrostatic-discharge.md",
    name: "Wyładowanie Elektrostatyczne",
    effects: [
      damage(`${ZM_OR_DEVOTION}/2`, { ignoresArmor: true }),
      condition("Przewrócony", { save: save("body", "Wytrzymałość") }),
    ],
  },
  {
    path: "spells/sacred/zeus/presence-of-the-king-of-gods.md",
    name: "Obecność Króla Bogów",
    effects: [condition("Autorytet", { until: "spell" })],
    // Left to the GM: the S of Autorytet's test is the caster's successes
    partial: true,
  },
  {
    path: "spells/sacred/zeus/thunderbolt.md",
    name: "Grom z Nieba",
    effects: [
      damage(`${ZM_OR_DEVOTION}*2`, { save: save("body", "Wytrzymałość") }),
      condition("Ogłuszony", { save: save("body", "Wytrzymałość") }),
    ],
    targets: area("Kwadrat o boku 5 m", "enemies"),
  },
];
