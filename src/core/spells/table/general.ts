/** Built-in effects: spells/general and spells/general/superspells. */
import type { TableEntry } from "../types";
import { ZM, area, condition, damage, heal, none, save, shield, stat, test } from "./build";

export const GENERAL: TableEntry[] = [
  { path: "spells/general/blink.md", name: "Przeskok", effects: [none("movement")] },
  {
    path: "spells/general/energy-wave.md",
    name: "Fala Energii",
    effects: [condition("Oszołomiony", { save: save("body", "Refleks") }), damage(`${ZM}/2`)],
  },
  {
    path: "spells/general/ether-pierce.md",
    name: "Przebicie Eteru",
    effects: [damage(`${ZM}/2`, { ignoresArmor: true, ignoresMagicDefence: true, ignoresResistances: true })],
    // Left to the GM: every two points also disable one point of Runiczna Tarcza and deal one point to Magiczne Tarcze
    partial: true,
  },
  { path: "spells/general/gleam.md", name: "Poblask", effects: [none("object")] },
  { path: "spells/general/magic-missile.md", name: "Magiczny Pocisk", effects: [damage(`${ZM}/2`)] },
  { path: "spells/general/magic-shield.md", name: "Magiczna Tarcza", effects: [shield(`${ZM}/2+1`)] },
  {
    path: "spells/general/quick-thought.md",
    name: "Szybka Myśl",
    effects: [stat("initiative", { add: 1 }), test({ situation: "puzzles" }, { dice: 1 })],
    // Left to the GM: it may also briefly ward off misinformation, illusions and confusion
    partial: true,
  },
  { path: "spells/general/telekinesis.md", name: "Telekineza", effects: [none("object")] },
  { path: "spells/general/teleport.md", name: "Teleportacja", effects: [none("movement")] },
  {
    path: "spells/general/truth-glimpse.md",
    name: "Przebłysk Prawdy",
    effects: [test({ situation: "truth" }, { dice: 1 })],
  },
  { path: "spells/general/superspells/aegis.md", name: "Aegis", effects: [none("ritual")] },
  { path: "spells/general/superspells/destruction.md", name: "Destrukcja", effects: [none("ritualDamage")] },
  { path: "spells/general/superspells/dimension-gates.md", name: "Bramy Wymiarów", effects: [none("ritual")] },
  { path: "spells/general/superspells/doom.md", name: "Zagłada", effects: [none("ritual")] },
  {
    path: "spells/general/superspells/landscape-transmutation.md",
    name: "Transmutacja Krajobrazu",
    effects: [none("ritual")],
  },
  { path: "spells/general/superspells/magic-plague.md", name: "Magiczna Plaga", effects: [none("ritual")] },
  {
    path: "spells/general/superspells/reanimation.md",
    name: "Reanimacja",
    effects: [condition("Martwy", { mode: "remove" }), condition("Nieprzytomny"), heal("0")],
    targets: { kind: "one" },
    // Left to the GM: only a death within the last 24 hours; every mage of the ritual ages 1k6 years
    partial: true,
  },
  {
    path: "spells/general/superspells/requiem.md",
    name: "Requiem",
    effects: [
      damage("3d6", { ignoresArmor: true, ignoresResistances: true }),
      damage("2d6", { ignoresArmor: true, ignoresResistances: true, timing: "targetTurnStart" }),
      none("panic", { save: save("soul", "Determinacja", 6, 2), timing: "targetTurnStart" }),
    ],
    targets: area("10 m od miejsca wbicia halabardy"),
    // Left to the GM: the aura lasts 1 hour over 50 m and spares the Cult; the mage and 2 allies teleport; the obelisk and the 7 days of crimson dreams
    partial: true,
  },
  {
    path: "spells/general/superspells/true-disintegration.md",
    name: "Prawdziwa Dezintegracja",
    effects: [none("comparison")],
  },
];
