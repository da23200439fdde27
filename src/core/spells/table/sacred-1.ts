/** Built-in effects: spells/sacred/{aphrodite,artemis,common-prayers,demeter}. */
import type { TableEntry } from "../types";
import { ZM_OR_DEVOTION, area, concentration, damage, heal, none, stat, test } from "./build";

export const SACRED_1: TableEntry[] = [
  {
    path: "spells/sacred/aphrodite/beauty-of-the-goddess.md",
    name: "Piękno Bogini",
    effects: [
      test({ skills: ["Przekonywanie"] }, { dice: 3 }),
      none("loseAction", {
        recipient: "trigger",
        save: concentration(),
        timing: "trigger",
        trigger: "aggressiveActionAgainstHolder",
      }),
    ],
  },
  {
    path: "spells/sacred/aphrodite/bond-of-hearts.md",
    name: "Więź Serc",
    effects: [test({ situation: "cooperation" }, { bonusSuccesses: 2 })],
    // Left to the GM: only out of combat, and both targets must agree
    partial: true,
  },
  {
    path: "spells/sacred/aphrodite/charm-of-innocence.md",
    name: "Urok Niewinności",
    effects: [test({ againstHolder: true, situation: "aggressive" }, { required: 2 })],
    // Left to the GM: bystanders turn friendly towards the target
    partial: true,
  },
  {
    path: "spells/sacred/aphrodite/flame-of-passion.md",
    name: "Płomień Namiętności",
    effects: [
      test({ skills: ["Empatia", "Przekonywanie"] }, { dice: 2 }),
      test({ attributes: ["mind"] }, { dice: -1 }),
    ],
  },
  {
    path: "spells/sacred/aphrodite/ray-of-harmony.md",
    name: "Promień Harmonii",
    effects: [test({ situation: "negotiation" }, { dice: 2, save: concentration() })],
    targets: area("Kwadrat o boku 5 m", "all", true),
    // Left to the GM: a failed test also suppresses the creature's conflicts and disputes
    partial: true,
  },
  { path: "spells/sacred/artemis/awakening.md", name: "Przebudzenie", effects: [none("summon")] },
  { path: "spells/sacred/artemis/bridge.md", name: "Pomost", effects: [none("gmDecides")] },
  {
    path: "spells/sacred/artemis/divine-accuracy.md",
    name: "Boska Celność",
    effects: [test({ skills: ["Umiejętności Strzeleckie"] }, { dice: 3 })],
  },
  {
    path: "spells/sacred/artemis/divine-spear.md",
    name: "Boska Włócznia",
    effects: [damage(ZM_OR_DEVOTION, { ignoresArmor: true })],
    // Left to the GM: each success above the required adds 1k3; every 2 points disable a point of Magiczna Tarcza or Runiczny Pancerz; Naznaczony stacks (max 3) are not defined yet
    partial: true,
  },
  {
    path: "spells/sacred/artemis/insect-swarm.md",
    name: "Chmara Insektów",
    effects: [stat("armor", { add: -1, inArea: true }), stat("speed", { multiply: 0.5, inArea: true })],
  },
  {
    path: "spells/sacred/common-prayers/divine-justice.md",
    name: "Boska Sprawiedliwość",
    effects: [damage(`${ZM_OR_DEVOTION}/2`), damage("1d6", { gate: "infidel" })],
  },
  {
    path: "spells/sacred/common-prayers/healing-touch.md",
    name: "Leczący Dotyk",
    effects: [heal(ZM_OR_DEVOTION)],
  },
  {
    path: "spells/sacred/common-prayers/holy-steel.md",
    name: "Święta Stal",
    effects: [
      stat("weaponDamage", { add: 1, damageType: "magical", melee: true }),
      test(
        { skills: ["Refleks"] },
        { dice: -1, recipient: "trigger", timing: "trigger", trigger: "weaponHit", until: "casterNextTurn" },
      ),
    ],
  },
  {
    path: "spells/sacred/common-prayers/prayer-for-protection.md",
    name: "Modlitwa o Opiekę",
    effects: [test({ situation: "resistMagic" }, { dice: 1 })],
    targets: area("2 m od maga", "all", true),
  },
  {
    path: "spells/sacred/common-prayers/sanctification.md",
    name: "Uświęcenie",
    effects: [stat("weaponDamage", { add: 0, damageType: "magical" })],
  },
  {
    path: "spells/sacred/demeter/accelerated-harvest.md",
    name: "Przyspieszone Żniwa",
    effects: [none("object")],
  },
  {
    path: "spells/sacred/demeter/earth-power.md",
    name: "Moc Ziemi",
    effects: [heal(ZM_OR_DEVOTION, { gate: "naturalSoil" }), stat("armor", { add: 1, gate: "naturalSoil" })],
    // Left to the GM: the note does not say whether the healing repeats each round; read here as once, on the cast
    partial: true,
  },
  { path: "spells/sacred/demeter/seasons-cycle.md", name: "Cykl Pór Roku", effects: [none("object")] },
  {
    path: "spells/sacred/demeter/sowing-blessing.md",
    name: "Błogosławieństwo Zasiewów",
    effects: [none("object")],
  },
  {
    path: "spells/sacred/demeter/wrath-of-mother-earth.md",
    name: "Gniew Matki Ziemi",
    effects: [damage(`${ZM_OR_DEVOTION}/2`, { timing: "trigger", trigger: "movesInArea" })],
  },
];
