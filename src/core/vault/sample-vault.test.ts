import { expect, it } from "vitest";
import { describeWithSampleVault, HAS_SAMPLE_VAULT, readVault, SAMPLE_VAULT } from "../../../test/harness";
import { buildSheet } from "../sheet";
import { VaultIndex } from "./index";

const index = new VaultIndex();
if (HAS_SAMPLE_VAULT) index.load(Object.entries(readVault(SAMPLE_VAULT)));

describeWithSampleVault("the real vault's notes (../shared/hbm-vault-sample), read as they are", () => {
  it("reads every note without an exception and finds each kind", () => {
    expect(
      index
        .characters()
        .map((c) => c.name)
        .sort(),
    ).toEqual([
      "Abel Bagniuk",
      "Diana Koniecpolska",
      "Elneran",
      "Narcyza Eleness Zurbach",
      "Nil",
      "Pelagius Caudex",
      "Symiel",
    ]);
    expect(index.spells()).toHaveLength(108);
    expect(index.elixirs()).toHaveLength(5);
    expect(
      index
        .races()
        .map((r) => r.name)
        .sort(),
    ).toEqual(["Anioł", "Człowiek", "Elf", "Feles", "Lamia"]);
  });

  it("templates are never characters", () => {
    expect(index.get("_templates/Postać Gracza.template.md")?.kind).toBe("template");
    expect(index.get("_templates/Postać Gracza.template.md")?.character).toBeUndefined();
  });

  it("Pelagius Caudex: attributes, printed Żywotność and Inicjatywa (2k6+19), a skill", () => {
    const p = index.findCharacter("Pelagius Caudex")!;
    expect(p.kind).toBe("npc-statblock");
    // Stat-block Magia 4 is four Magia dice (docs/en/notes.md), which reads as Poziom Mocy I.
    expect(p.forms[0]?.attributes).toEqual({ body: 6, mind: 8, soul: 7, powerLevel: 1 });
    expect(p.forms[0]?.magicDice).toBe(4);
    expect(p.forms[0]?.printed.health?.value).toBe(42);
    expect(p.forms[0]?.printed.initiative).toEqual({ raw: "2k6+19", value: 19, dice: 2 });
    expect(p.forms[0]?.printed.runicArmor?.value).toBe(3);
    expect(p.forms[0]?.skills["Refleks"]).toBe(4);
    expect(p.forms[0]?.skills["Rzemiosło"]).toBe(3);
  });

  it("Pelagius took Gotowość do Walki twice: +4 to Inicjatywa, matching the printed 19", () => {
    const p = index.findCharacter("Pelagius Caudex")!;
    expect(p.forms[0]?.talents.find((t) => t.canonical === "Gotowość do Walki")?.count).toBe(2);
    expect(buildSheet(p, index).computed.initiative).toBe(19);
  });

  it("Pelagius's weapon damage is read from the equipment list", () => {
    const p = index.findCharacter("Pelagius Caudex")!;
    expect(p.forms[0]?.equipment.find((e) => e.name === "Łańcuchy Enkidu")?.damage).toBe("2+S");
  });

  it("a stat block uses its printed values, and says where they disagree with the rules", () => {
    const s = buildSheet(index.findCharacter("Pelagius Caudex")!, index);
    expect(s.derived.maxMana).toBe(18);
    expect(s.computed.maxMana).toBe(36);
    expect(s.diagnostics.some((d) => d.message.includes("Mana: w notatce 18, według zasad 36"))).toBe(true);
  });

  it("Narcyza has two forms; the second inherits the first's talents and spells", () => {
    const n = index.findCharacter("Narcyza")!;
    expect(n.forms.map((f) => f.name)).toEqual([
      "Forma I - Uczennica WeSM (kontrakt mocy)",
      "Forma II - Prawdziwa Moc Arcysukkubicy (kontrakt złamany)",
    ]);
    expect(n.forms[1]?.attributes).toEqual({ body: 9, mind: 11, soul: 10, powerLevel: 0 });
    expect(n.forms[1]?.magicDice).toBe(10);
    expect(n.forms[1]?.talents.map((t) => t.canonical)).toContain("Urok Osobisty");
    expect(n.forms[1]?.spells.map((s) => s.name)).toEqual([
      "Niewidzialność",
      "Zwierciadlany Wizerunek",
      "Labirynt Umysłu",
      "Woal Snów",
      "Magiczne Kajdany",
    ]);
    expect(n.forms[0]?.printed.speed?.raw).toBe("10 m (w tym Lot)");
    expect(n.forms[0]?.printed.runicArmor).toEqual({ raw: "-", value: null, special: "none" });
  });

  it("the three basic spells: T:S and mana cost, Polish names from the H1", () => {
    const spell = (file: string) => index.findSpell({ kind: "wikilink", target: file })!;
    expect(spell("gleam")).toMatchObject({ name: "Poblask", manaCost: 1, threshold: 3, required: 1 });
    expect(spell("magic-missile")).toMatchObject({ name: "Magiczny Pocisk", manaCost: 1, threshold: 4, required: 1 });
    expect(spell("magic-shield")).toMatchObject({ name: "Magiczna Tarcza", manaCost: 2, threshold: 5, required: 1 });
  });

  it("a spell resolves by Polish name and by a relative Markdown link", () => {
    expect(index.findSpell("Magiczny Pocisk")?.fileName).toBe("magic-missile");
    expect(
      index.findSpell(
        { kind: "mdlink", text: "Magiczny Pocisk", path: "../spells/general/magic-missile.md" },
        "player-characters/X.md",
      )?.name,
    ).toBe("Magiczny Pocisk");
  });

  it("a `---` line inside a description does not end the frontmatter", () => {
    const d = index.findSpell("Destrukcja")!;
    expect(d.manaCost).toBe(20);
    expect(d.description).toMatch(/---$/);
    expect(d.diagnostics).toEqual([]);
  });

  it("every elixir's Moc, with both spellings of the key", () => {
    expect(Object.fromEntries(index.elixirs().map((e) => [e.name, e.power]))).toEqual({
      "Eliksir Zdrowia": 2,
      "Eliksir Odnowienia Many": 2,
      "Eliksir Osłabienia": 1,
      "Eliksir Szybkości": 4,
      "Eliksir Prawdomówności": 8,
    });
    expect(index.findElixir("Eliksir Zdrowia")?.overdose).toHaveLength(3);
  });

  it("elixir anchors resolve in all three styles", () => {
    for (const anchor of ["#Eliksir%20Zdrowia", "#eliksir-zdrowia", "#Eliksiry#Eliksir Zdrowia"]) {
      expect(index.findElixir(anchor)?.name, anchor).toBe("Eliksir Zdrowia");
    }
  });

  it("Pancerz Wiary's requirements: comma = and, lub = or", () => {
    const t = index.findTalent("Pancerz Wiary")!;
    expect(t.requirements).toEqual([
      [{ kind: "discipline", name: "Magia Sakralna", text: "Dziedzina Magii (Magia Sakralna)" }],
      [{ kind: "attribute", name: "soul", min: 3, text: "Dusza (3)" }],
      [{ kind: "attribute", name: "body", min: 3, text: "Ciało (3)" }],
      [
        { kind: "skill", name: "Oddanie", min: 4, text: "Oddanie (4)" },
        { kind: "race", name: "Anioł/Anielica", text: "Rasa (Anioł/Anielica)" },
      ],
    ]);
  });

  it("talents resolve through the alias list (Magiczna Oporność = Odporność na Magię)", () => {
    expect(index.findTalent("Magiczna Oporność")?.name).toBe("Odporność na Magię");
  });

  it("race rules: points, fixed skills and free talents from the nested lists", () => {
    expect(index.findRace("Elf")).toMatchObject({
      attributePoints: 3,
      skillPoints: 11,
      fixedSkills: { "Zdolności Magiczne": 1, Zręczność: 1, Refleks: 1 },
    });
    expect(index.findRace("Lamia")).toMatchObject({ attributePoints: 4, skillPoints: 8 });
    expect(index.findRace("Anioł")).toMatchObject({
      attributePoints: 5,
      skillPoints: 4,
      fixedSkills: { Refleks: 1, Oddanie: 1 },
    });
  });

  it("weapon and armour frontmatter with every value a quoted string", () => {
    expect(index.findItem("Pancerz Ciężki")).toMatchObject({
      kind: "armor",
      armorPoints: 3,
      requirements: "Ciało >= 4",
    });
    expect(index.findItem("Sztylet")).toMatchObject({ kind: "weapon", damage: "+S" });
  });

  it("the real PCs have empty tables: a diagnostic, not a crash", () => {
    const e = index.findCharacter("Elneran")!;
    expect(e.forms[0]?.hasStats).toBe(false);
    expect(e.diagnostics).toEqual([
      expect.objectContaining({ severity: "info", message: expect.stringContaining("pusta") }),
    ]);
    expect(e.details.race?.text).toBe("Elf");
    expect(e.details.year).toBe(2);
  });

  it("Symiel's HTML photo cell is read as text, never as markup", () => {
    expect(index.findCharacter("Symiel")?.details.raw["Zdjęcie"]).toContain("<img");
  });

  it("stat-block Magia is a dice count (docs/en/notes.md): Nil's 18 dice, Diana's 4 then 6, totals that add them", () => {
    const nil = index.findCharacter("Nil")!;
    expect(nil.forms.map((f) => f.magicDice)).toEqual([18, 18]);
    expect(nil.forms.map((f) => f.attributes.powerLevel)).toEqual([0, 0]);
    expect(buildSheet(nil, index, 0).derived).toMatchObject({ magicDice: 18, maxSpellCost: 10 });
    const diana = index.findCharacter("Diana Koniecpolska")!;
    expect(diana.forms.map((f) => f.magicDice)).toEqual([4, 6, 6]);
    expect(diana.forms.map((_, i) => buildSheet(diana, index, i).derived.magicDice)).toEqual([4, 6, 6]);
    // `Zdolności Magiczne (Magia) +2 (6)`, `+2 (8)`, `+6 (12)`: dice + bonus, so no note about the totals.
    expect(diana.diagnostics.filter((d) => d.message.includes("Zdolności Magiczne"))).toEqual([]);
    expect(buildSheet(index.findCharacter("Pelagius Caudex")!, index).derived.magicDice).toBe(4);
  });

  it("reports only true problems: no errors anywhere in the sample", () => {
    expect(index.diagnostics().filter((d) => d.severity === "error")).toEqual([]);
  });
});
