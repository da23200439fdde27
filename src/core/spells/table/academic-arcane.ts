/** Built-in effects: spells/academic/{alchemy-transmutation,illusion-magic,necromancy,thaumaturgy}. */
import type { TableEntry } from "../types";
import { ZM, area, concentration, condition, damage, none, save, shield, test } from "./build";

export const ACADEMIC_ARCANE: TableEntry[] = [
  {
    path: "spells/academic/alchemy-transmutation/detect-changes.md",
    name: "Wykrycie Zmian",
    effects: [none("gmDecides")],
  },
  { path: "spells/academic/alchemy-transmutation/fools-gold.md", name: "Złoto Głupców", effects: [none("object")] },
  {
    path: "spells/academic/alchemy-transmutation/lead-transmutation.md",
    name: "Przemiana w Ołów",
    effects: [test({ skills: ["Walka Wręcz", "Umiejętności Strzeleckie"] }, { dice: -2 })],
    targets: area("Kwadrat o boku 5 m", "enemies"),
  },
  {
    path: "spells/academic/alchemy-transmutation/magic-resistance.md",
    name: "Magiczna Odporność",
    effects: [condition("choice", { mode: "remove" }), condition("choice", { mode: "immune", until: "spell" })],
    // Left to the GM: the chosen Stan may not be Koncentracja
    partial: true,
  },
  {
    path: "spells/academic/alchemy-transmutation/magnetism.md",
    name: "Magnetyzm",
    effects: [
      condition("Przewrócony", { save: save("body", "Siła"), gate: "metalArmor" }),
      test({ skills: ["Walka Wręcz", "Umiejętności Strzeleckie"] }, { dice: -1 }),
    ],
    targets: area("Kwadrat o boku 5 m", "all", true),
    // Left to the GM: a failed save also tears metal items from the hands and pulls a creature in metal armour 2 m towards the mage; the note gives no duration
    partial: true,
  },
  {
    path: "spells/academic/illusion-magic/dream-veil.md",
    name: "Woal Snów",
    effects: [
      damage(`${ZM}/2`, { ignoresArmor: true, save: save("soul", "Determinacja"), timing: "targetTurnStart" }),
      condition("Przerażony", { save: save("soul", "Determinacja"), timing: "targetTurnStart", until: "spell" }),
      test(
        { skills: ["Spostrzegawczość"] },
        { required: 2, save: save("soul", "Determinacja"), timing: "targetTurnStart" },
      ),
    ],
    targets: area("Kwadrat o boku 5 m", "enemies"),
    // Left to the GM: the save is also made on entering the area; a passed save still gives an unstated Spostrzegawczość penalty
    partial: true,
  },
  { path: "spells/academic/illusion-magic/invisibility.md", name: "Niewidzialność", effects: [none("narrative")] },
  {
    path: "spells/academic/illusion-magic/magic-shackles.md",
    name: "Magiczne Kajdany",
    effects: [
      condition("Unieruchomiony", { save: save("soul", "Determinacja"), until: "spell" }),
      test({ casting: true }, { blocked: true, save: save("soul", "Determinacja") }),
    ],
  },
  {
    path: "spells/academic/illusion-magic/mind-labyrinth.md",
    name: "Labirynt Umysłu",
    effects: [
      condition("Koncentracja", { until: "spell" }),
      none("loseAction", { save: concentration(), timing: "trigger", trigger: "targetAction" }),
      damage(`${ZM}/2`, { ignoresArmor: true, save: concentration(), timing: "trigger", trigger: "targetAction" }),
    ],
    // Left to the GM: a failed test also ends the target's turn at once
    partial: true,
  },
  {
    path: "spells/academic/illusion-magic/mirror-image.md",
    name: "Zwierciadlany Wizerunek",
    effects: [none("narrative")],
  },
  {
    path: "spells/academic/necromancy/animate-skeleton.md",
    name: "Ożywienie Szkieletu",
    effects: [none("summon")],
  },
  {
    path: "spells/academic/necromancy/ether-guide.md",
    name: "Eteryczny Przewodnik",
    effects: [none("summon")],
  },
  {
    path: "spells/academic/necromancy/negation.md",
    name: "Negacja",
    effects: [test({ casting: true }, { blocked: true })],
    // Left to the GM: everything in the area temporarily loses its magical properties
    partial: true,
  },
  {
    path: "spells/academic/necromancy/shatter.md",
    name: "Rozsypanie",
    effects: [damage(`${ZM}*2`), condition("Martwy", { gate: "undeadLowHealth" })],
    // Left to the GM: undead destroyed this way cannot be raised again
    partial: true,
  },
  {
    path: "spells/academic/necromancy/speak-with-dead.md",
    name: "Rozmawianie ze Zmarłymi",
    effects: [none("narrative")],
  },
  {
    path: "spells/academic/thaumaturgy/house-shield.md",
    name: "Tarcza Domu",
    effects: [shield(`${ZM}+3`), test({ casting: true }, { dice: 1, until: "targetNextTurn" })],
    targets: { kind: "one", selfAllowed: true },
    // Left to the GM: the extra die is for the next spell only, until the end of the target's next turn; on oneself it costs 2 more Mana
    partial: true,
  },
  {
    path: "spells/academic/thaumaturgy/retinue-guard.md",
    name: "Osłona Świty",
    effects: [shield(`${ZM}/2+1`)],
    targets: { kind: "several", count: 4, selfAllowed: true },
  },
  {
    path: "spells/academic/thaumaturgy/shield-bubble.md",
    name: "Bańka Ochronna",
    effects: [shield(`${ZM}+5`, { shared: true }), test({ casting: true }, { dice: 1 })],
    targets: area("Kwadrat o boku 10 m", "allies"),
    // Left to the GM: the shared pool stops only attacks from outside the bubble; centring it on the mage costs 3 more Mana
    partial: true,
  },
];
