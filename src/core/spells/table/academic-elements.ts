/** Built-in effects: spells/academic/{air,earth,fire,water}-magic, read from each note's description. */
import type { TableEntry } from "../types";
import { ZM, area, condition, damage, heal, none, save, stat, test } from "./build";

export const ACADEMIC_ELEMENTS: TableEntry[] = [
  {
    path: "spells/academic/air-magic/accuracy.md",
    name: "Celność",
    effects: [
      test({ attacks: "ranged" }, { threshold: -1 }),
      test({ skills: ["Umiejętności Strzeleckie"] }, { dice: 2 }),
    ],
  },
  {
    path: "spells/academic/air-magic/air-wave.md",
    name: "Powietrzna Fala",
    effects: [condition("Przewrócony", { save: save("body", "Siła") }), damage(`${ZM}/2`)],
  },
  {
    path: "spells/academic/air-magic/danger-sense.md",
    name: "Wyczucie Zagrożenia",
    effects: [
      test({ attacks: "all", againstHolder: true }, { threshold: 2, maxThreshold: 6 }),
      test({ skills: ["Refleks"] }, { dice: 2 }),
    ],
  },
  { path: "spells/academic/air-magic/flight.md", name: "Latanie", effects: [none("movement")] },
  {
    path: "spells/academic/air-magic/wind-swift.md",
    name: "Szybki jak Wiatr",
    effects: [stat("speed", { multiply: 2 }), condition("Przewrócony", { mode: "immune", until: "spell" })],
  },
  {
    path: "spells/academic/earth-magic/earthquake.md",
    name: "Trzęsienie Ziemi",
    effects: [
      condition("Unieruchomiony", {
        save: save("body", "Atletyka"),
        timing: "casterTurnEnd",
        until: "targetNextTurn",
      }),
      condition("Przewrócony", { save: save("body", "Atletyka"), timing: "casterTurnEnd", until: "targetNextTurn" }),
    ],
    // Left to the GM: three failed saves during the spell make the creature Nieprzytomny until the spell ends
    partial: true,
  },
  {
    path: "spells/academic/earth-magic/gravel-armor.md",
    name: "Żwirowa Zbroja",
    effects: [stat("armor", { add: 1 }), stat("speed", { multiply: 0.5 })],
  },
  {
    path: "spells/academic/earth-magic/quicksand.md",
    name: "Ruchome Piaski",
    effects: [stat("speed", { multiply: 0.5, inArea: true })],
  },
  { path: "spells/academic/earth-magic/stone-shield.md", name: "Skalista Tarcza", effects: [none("wall")] },
  {
    path: "spells/academic/earth-magic/stone-trap.md",
    name: "Skalista Pułapka",
    effects: [damage(ZM, { timing: "trigger", trigger: "entersArea" })],
    targets: { kind: "one" },
    // Left to the GM: only the first creature to enter the area is hit; the trap waits up to 1 minute
    partial: true,
  },
  {
    path: "spells/academic/fire-magic/burning-skin.md",
    name: "Gorejąca Skóra",
    effects: [damage(`${ZM}/2`, { recipient: "trigger", timing: "trigger", trigger: "meleeAttacksHolder" })],
  },
  {
    path: "spells/academic/fire-magic/fire-cloak.md",
    name: "Ognista Powłoka",
    effects: [test({ attacks: "weapon" }, { threshold: -1 }), stat("weaponDamage", { add: 2, damageType: "magical" })],
  },
  {
    path: "spells/academic/fire-magic/fireball.md",
    name: "Kula Ognia",
    effects: [damage(ZM), condition("Podpalony", { rounds: 3, save: save("body", "Refleks") })],
  },
  {
    path: "spells/academic/fire-magic/ignition.md",
    name: "Podpalenie",
    effects: [damage("3"), damage("3", { timing: "targetTurnStart", until: "spell" })],
    // Left to the GM: the turn-start damage holds only while the creature stays in the area
    partial: true,
  },
  { path: "spells/academic/fire-magic/kindle.md", name: "Wzniecanie Ognia", effects: [none("object")] },
  {
    path: "spells/academic/water-magic/hailstorm.md",
    name: "Gradobicie",
    effects: [damage(ZM, { save: save("body", "Refleks") }), stat("speed", { multiply: 0.5, inArea: true })],
    // Left to the GM: the halved speed (Trudny Teren) holds only inside the area: play holds it on each target for the spell's rounds and says so; the note does not say whether the save repeats each round (read as once, on the cast)
    partial: true,
  },
  {
    path: "spells/academic/water-magic/ice-floor.md",
    name: "Lodowa Podłoga",
    effects: [condition("Przewrócony", { save: save("body", "Atletyka") })],
  },
  {
    path: "spells/academic/water-magic/mystic-fog.md",
    name: "Mistyczna Mgła",
    effects: [condition("Oślepiony", { among: "enemies", until: "spell" })],
    targets: area("Kwadrat o boku 5 m", "all", true),
    // Left to the GM: allies count as fully covered (no ranged attacks or targeted spells at them); the fog follows the mage
    partial: true,
  },
  {
    path: "spells/academic/water-magic/solace.md",
    name: "Ukojenie",
    effects: [heal(`${ZM}/2`, { timing: "casterTurnStart" })],
    targets: area("Kwadrat o boku 5 m", "allies", true),
  },
  {
    path: "spells/academic/water-magic/water-create.md",
    name: "Tworzenie i Kontrolowanie Wody",
    effects: [none("object")],
  },
];
