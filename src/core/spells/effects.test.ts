import { describe, expect, it } from "vitest";
import { effectAmount, spellEffects, tableEntry } from "./effects";
import { renderMessage } from "../play/messages";
import { MESSAGE_IDS, messageTables } from "./messages";
import { attributeOf, conditionOf, skillOf } from "./names";
import { readChoice, readOvercastOption } from "./overcast";
import { readDuration, readTargets } from "./note";
import { SPELL_TABLE } from "./table";

/** Kula Ognia's frontmatter as the vault writes it (schema fields empty). */
const FIREBALL = {
  manaCost: 2,
  difficulty: { threshold: 6, successes: 1 },
  damageBase: "",
  damageType: "",
  ignoresArmor: false,
  statusEffects: [],
  saveAttribute: "",
  saveSkill: "",
  triggers: [],
  duration: "Natychmiastowe",
  target: "1",
  range: { kind: "distance", value: 15, unit: "m" },
  areaOfEffect: null,
  overcastOptions: [{ text: "+1k3 punktów Obrażeń lub +2 do wymaganej liczby sukcesów", repeatable: true, cost: 0 }],
};
const PATH = "spells/academic/fire-magic/fireball.md";

describe("spellEffects", () => {
  it("gives Kula Ognia from the built-in table: damage, then Podpalony for 3 rounds against Ciało (Refleks) 4:S", () => {
    const r = spellEffects(FIREBALL, "…", PATH, "Kula Ognia");
    expect(r.source).toBe("built-in");
    expect(r.effects).toEqual([
      {
        kind: "damage",
        formula: "magicalAbilities",
        damageType: "magical",
        ignoresArmor: false,
        ignoresMagicDefence: false,
      },
      {
        kind: "condition",
        condition: "Podpalony",
        rounds: 3,
        save: { attribute: "body", skill: "Refleks", threshold: 4, successes: "caster" },
      },
    ]);
    expect(r.targets).toEqual({ kind: "one" });
    expect(r.duration).toEqual({ kind: "instant" });
    expect(r.overcast).toEqual([
      {
        text: "+1k3 punktów Obrażeń lub +2 do wymaganej liczby sukcesów",
        repeatable: true,
        cost: 0,
        choices: [
          { add: "damage", formula: "1k3", levels: 1 },
          { add: "saveSuccesses", formula: "2", levels: 1 },
        ],
      },
    ]);
    expect(r.diagnostics).toEqual([]);
  });

  it("a note that fills the schema fields wins over the table (source: note)", () => {
    const fm = {
      ...FIREBALL,
      damageBase: "magicalAbilities/2+1k6",
      damageType: "environmental",
      ignoresArmor: true,
      statusEffects: [{ name: "Oślepiony", rounds: 2 }, "Powalony"],
      saveAttribute: "Dusza",
      saveSkill: "Determinacja",
      saveThreshold: 5,
      saveSuccesses: 2,
    };
    const r = spellEffects(fm, "…", PATH, "Kula Ognia");
    expect(r.source).toBe("note");
    const save = { attribute: "soul", skill: "Determinacja", threshold: 5, successes: 2 };
    expect(r.effects).toEqual([
      {
        kind: "damage",
        formula: "magicalAbilities/2+1k6",
        damageType: "environmental",
        ignoresArmor: true,
        ignoresMagicDefence: false,
      },
      { kind: "condition", condition: "Oślepiony", rounds: 2, save },
      { kind: "condition", condition: "Przewrócony", save },
    ]);
    expect(r.diagnostics).toEqual([]);
  });

  it("reports what it cannot read in the note's fields and keeps going", () => {
    const fm = {
      ...FIREBALL,
      damageBase: "Zdolności Magiczne",
      statusEffects: ["Zielony"],
      saveAttribute: "body",
      saveSkill: "Refleks",
      triggers: ["onHit"],
    };
    const r = spellEffects(fm, "…", PATH);
    expect(r.source).toBe("note");
    expect(r.effects).toEqual([]);
    expect(r.diagnostics.map((d) => d.key)).toEqual([
      "diag.saveAssumed",
      "diag.badFormula",
      "diag.unknownCondition",
      "diag.triggersUnread",
    ]);
    expect(renderMessage(r.diagnostics[1]!, "pl", messageTables)).toContain("„damageBase: Zdolności Magiczne”");
  });

  it("a note's filled flag on an otherwise empty schema amends the table's damage, and says so", () => {
    const r = spellEffects({ ...FIREBALL, ignoresArmor: true }, "…", PATH);
    expect(r.source).toBe("built-in");
    expect(r.effects[0]).toMatchObject({ kind: "damage", ignoresArmor: true });
    expect(r.diagnostics.map((d) => d.key)).toEqual(["diag.noteField"]);
  });

  it("finds the entry by path in a deeper vault, or by its Polish name; none otherwise", () => {
    expect(tableEntry("campaign/" + PATH)?.name).toBe("Kula Ognia");
    expect(tableEntry("elsewhere/kula.md", "kula ognia")?.path).toBe(PATH);
    const r = spellEffects({ target: "1" }, "Coś robi.", "spells/homebrew/new.md", "Nowe");
    expect(r.effects).toEqual([{ kind: "none", reason: "gmDecides" }]);
    expect(r.diagnostics.map((d) => d.key)).toEqual(["diag.noEntry"]);
  });

  it("an overcast number with nothing to add to stays narrative", () => {
    const stoneShield = spellEffects(
      {
        duration: "1 runda",
        overcastOptions: [{ text: "+1k3 punktów wytrzymałości lub +1 runda trwania", repeatable: true, cost: 0 }],
      },
      "",
      "spells/academic/earth-magic/stone-shield.md",
    );
    expect(stoneShield.overcast[0]?.choices).toEqual([
      { add: "narrative", text: "+1k3 punktów wytrzymałości", levels: 1 },
      { add: "rounds", rounds: 1, levels: 1 },
    ]);
  });

  it("works out each effect's amount for a caster (hbm spell --caster)", () => {
    const caster = { body: 3, mind: 2, soul: 3, magicDice: 3, skills: { "Zdolności Magiczne": 4 } };
    const [dmg, cond] = spellEffects(FIREBALL, "…", PATH).effects;
    expect(effectAmount(dmg!, caster)).toBe(4);
    expect(effectAmount(cond!, caster)).toBeUndefined();
    const shield = spellEffects({}, "", "spells/general/magic-shield.md").effects[0]!;
    expect(effectAmount(shield, caster)).toBe(3); // ⌈4/2⌉ + 1
    const orb = spellEffects({}, "", "spells/eldritch/primal-orb.md").effects[0]!;
    expect(effectAmount(orb, caster)).toBeNull();
  });

  it("an overcast that raises required successes fits a spell whose test asks for them (Urok Niewinności)", () => {
    const r = spellEffects(
      {
        overcastOptions: [
          {
            text: "+1 minuta trwania lub +1 wymagany Sukces (wymaga dwóch poziomów Nadczarowania)",
            repeatable: true,
            cost: 0,
          },
        ],
      },
      "",
      "spells/sacred/aphrodite/charm-of-innocence.md",
    );
    expect(r.overcast[0]?.choices[1]).toEqual({ add: "saveSuccesses", formula: "1", levels: 2 });
  });

  it("the table has one entry per path and per name", () => {
    expect(new Set(SPELL_TABLE.map((e) => e.path)).size).toBe(SPELL_TABLE.length);
    expect(new Set(SPELL_TABLE.map((e) => e.name)).size).toBe(SPELL_TABLE.length);
  });

  it("every message has a Polish and an English text", () => {
    for (const id of MESSAGE_IDS) {
      expect(messageTables.pl[id]).toBeTruthy();
      expect(messageTables.en[id]).toBeTruthy();
    }
  });
});

describe("overcast choices", () => {
  it.each([
    ["+1k3 punktów Obrażeń", { add: "damage", formula: "1k3" }],
    ["+1 punkt Obrażeń", { add: "damage", formula: "1" }],
    ["+1k6 Obrażeń", { add: "damage", formula: "1k6" }],
    ["+2 do wymaganej liczby Sukcesów", { add: "saveSuccesses", formula: "2" }],
    ["+1k3 wymaganych Sukcesów do zdania Testu", { add: "saveSuccesses", formula: "1k3" }],
    ["+10 rund (1 minuta) trwania", { add: "rounds", rounds: 10 }],
    ["1 runda trwania", { add: "rounds", rounds: 1 }],
    ["+1k2 punktów wytrzymałości", { add: "shield", formula: "1k2" }],
    ["+1k3 odzyskiwanych Punktów Żywotności", { add: "heal", formula: "1k3" }],
    ["+1 regenerowany punkt Zapału", { add: "heal", formula: "1", resource: "zeal" }],
    ["+1 dodatkowy cel", { add: "targets", count: 1 }],
    ["+1 kość do testów związanych z Umiejętnością Refleks", { add: "dice", dice: 1, skills: ["Refleks"] }],
    [
      "-2 kości do testów związanych z Umiejętnością Zdolności Magiczne",
      { add: "dice", dice: -2, skills: ["Zdolności Magiczne"] },
    ],
    ["+1 kość do testów związanych z Atrybutem Umysł", { add: "dice", dice: 1, attributes: ["mind"] }],
    ["+1 punkt Pancerza", { add: "armor", amount: 1 }],
    ["+1 do Inicjatywy", { add: "initiative", amount: 1 }],
    ["+1 godzina trwania", { add: "narrative", text: "+1 godzina trwania" }],
    ["Większy płomień", { add: "narrative", text: "Większy płomień" }],
  ])("%s", (text, choice) => {
    expect(readChoice(text)).toEqual(choice);
  });

  it("counts the levels a choice costs", () => {
    const o = readOvercastOption({
      text: "+1 runda trwania lub +1 punkt Pancerza (kosztuje 2 poziomy)",
      repeatable: true,
      cost: 0,
    });
    expect(o.choices).toEqual([
      { add: "rounds", rounds: 1, levels: 1 },
      { add: "armor", amount: 1, levels: 2 },
    ]);
    const charm = readOvercastOption({
      text: "+1 minuta trwania lub +1 wymagany Sukces (wymaga dwóch poziomów Nadczarowania)",
      repeatable: true,
      cost: 0,
    });
    expect(charm.choices[1]).toEqual({ add: "saveSuccesses", formula: "1", levels: 2 });
  });
});

describe("the note's duration and targets", () => {
  it.each([
    ["Natychmiastowe", { kind: "instant" }],
    ["2 rundy", { kind: "rounds", rounds: 2 }],
    ["10 rund (1 minuta)", { kind: "rounds", rounds: 10 }],
    ["3 tury", { kind: "rounds", rounds: 3 }],
    ["1 godzina", { kind: "text", text: "1 godzina" }],
    ["", { kind: "none" }],
  ])("%j", (d, expected) => {
    expect(readDuration(d)).toEqual(expected);
  });

  it.each([
    ["Na siebie", { kind: "self" }, { kind: "self" }],
    ["1", undefined, { kind: "one" }],
    ["do 4", undefined, { kind: "several", count: 4 }],
    ["2", undefined, { kind: "several", count: 2 }],
    [
      "Kwadrat o boku 5 m",
      { kind: "self" },
      { kind: "area", shape: "Kwadrat o boku 5 m", among: "all", centredOnCaster: true },
    ],
    ["Trzymana broń", { kind: "self" }, { kind: "object", text: "Trzymana broń" }],
    ["n/d", undefined, { kind: "none" }],
  ])("%j", (t, range, expected) => {
    expect(readTargets(t, range)).toEqual(expected);
  });
});

describe("names as the notes inflect them", () => {
  it.each([
    ["Refleks", "Refleks"],
    ["Determinację", "Determinacja"],
    ["determinacja", "Determinacja"],
    ["Siłę", "Siła"],
    ["Wiedzę Magiczną", "Wiedza Magiczna"],
    ["Wytrzymalosc", "Wytrzymałość"],
    ["Wiedza", null],
    ["Latanie", null],
  ])("skill %j → %j", (text, skill) => {
    expect(skillOf(text)).toBe(skill);
  });

  it.each([
    ["Ciało", "body"],
    ["Ciała", "body"],
    ["cialo", "body"],
    ["Dusza", "soul"],
    ["Umysł", "mind"],
    ["Magia", "magic"],
    ["soul", "soul"],
    ["Siła", null],
  ])("attribute %j → %j", (text, attribute) => {
    expect(attributeOf(text)).toBe(attribute);
  });

  it.each([
    ["Powalony", "Przewrócony"],
    ["Podpalona", "Podpalony"],
    ["oślepiony", "Oślepiony"],
    ["Zielony", null],
  ])("condition %j → %j", (text, condition) => {
    expect(conditionOf(text)).toBe(condition);
  });
});
