import { describe, expect, it } from "vitest";
import { renderMessage } from "./messages";
import { planSpell, survivalPlan, type Caster } from "./plan";

const caster = (over: Partial<Caster> = {}): Caster => ({
  name: "Goblin Szaman",
  manaPool: "pool",
  isPowerSource: false,
  maxSpellCost: 2,
  mana: 10,
  zeal: 1,
  ...over,
});
const fireball = { name: "Kula Ognia", path: "spells/fireball.md", manaCost: 4, threshold: 5, required: 2 };
const why = (p: ReturnType<typeof planSpell>) => ("refusal" in p ? renderMessage(p.refusal) : null);

describe("one planner for the spell, prayer and survival pools (roll/execute and play/apply both use it)", () => {
  it("docs/en/notes.md: a spell a stat block lists is castable whatever its cost, with no overcast test for it", () => {
    const p = planSpell(caster({ listedSpells: ["kula ognia"] }), fireball);
    expect(why(p)).toBeNull();
    if (!("refusal" in p)) {
      expect(p.cast.cost).toBe(4);
      expect(p.overcastPool).toBeNull();
      expect(p.aboveMaxListed).toBe(true);
    }
    expect(why(planSpell(caster({ listedSpells: ["spells/fireball.md"] }), fireball))).toBeNull();
  });
  it("a spell it does not list, above its max spell cost, is refused (for a PC as for any NPC)", () => {
    expect(why(planSpell(caster({ listedSpells: ["magiczny pocisk"] }), fireball))).toMatch(/Bazowy koszt/);
    expect(why(planSpell(caster(), fireball))).toMatch(/Bazowy koszt zaklęcia \(4\)/);
  });
  it("the spell pool is Magia + Zdolności Magiczne at the spell's T:S; a prayer's is Dusza + Oddanie and 1 Zapał", () => {
    const spell = planSpell(caster({ maxSpellCost: 4 }), fireball);
    expect("refusal" in spell ? null : spell.pool).toEqual({
      attribute: "magic",
      skill: "Zdolności Magiczne",
      threshold: 5,
      required: 2,
    });
    const prayer = planSpell(caster({ maxSpellCost: 4, talents: ["Błogosławieństwo"], conditions: [] }), fireball, {
      prayer: true,
    });
    expect("refusal" in prayer ? null : [prayer.pool.attribute, prayer.pool.skill, prayer.zealCost]).toEqual([
      "soul",
      "Oddanie",
      1,
    ]);
  });
  it("the prayer gates: Błogosławieństwo, not Oszołomiony, at least 1 Zapał", () => {
    const c = { maxSpellCost: 4, conditions: [] as string[] };
    expect(why(planSpell(caster({ ...c, talents: [] }), fireball, { prayer: true }))).toMatch(/Błogosławieństwo/);
    expect(
      why(
        planSpell(caster({ ...c, talents: ["Błogosławieństwo"], conditions: ["Oszołomiony"] }), fireball, {
          prayer: true,
        }),
      ),
    ).toMatch(/Oszołomiony/);
    expect(
      why(planSpell(caster({ ...c, talents: ["Błogosławieństwo"], zeal: 0 }), fireball, { prayer: true })),
    ).toMatch(/Zapału/);
  });
  it("overcasting past the max: the Magia (Zdolności Magiczne) test at T by base cost, S = E(E+1)/2", () => {
    const p = planSpell(caster({ maxSpellCost: 4 }), { ...fireball, manaCost: 2 }, { overcast: 2 });
    expect("refusal" in p ? null : p.overcastPool).toEqual({
      attribute: "magic",
      skill: "Zdolności Magiczne",
      threshold: 4,
      required: 3,
    });
  });
  it("no Mana (Brak) and Źródło Mocy refuse; Nieograniczona never overdraws", () => {
    expect(why(planSpell(caster({ manaPool: "none" }), fireball))).toMatch(/Brak/);
    expect(why(planSpell(caster({ isPowerSource: true }), fireball))).toMatch(/Źródło Mocy/);
    const p = planSpell(caster({ manaPool: "unlimited", mana: 0, maxSpellCost: 4 }), fireball);
    expect("refusal" in p ? null : p.cast.overdrawn).toBe(0);
  });
  it("Test Przeżycia: Ciało + Wytrzymałość (Decision) or the GM's pool; T:S from overflow and hits", () => {
    expect(survivalPlan({ hits: 1, failedTests: 0, overflow: 3 })).toEqual({
      attribute: "body",
      skill: "Wytrzymałość",
      threshold: 5,
      required: 2,
    });
    expect(
      survivalPlan({ hits: 0, failedTests: 0, overflow: 0 }, { attribute: "soul", skill: "Determinacja" }),
    ).toEqual({
      attribute: "soul",
      skill: "Determinacja",
      threshold: 4,
      required: 1,
    });
  });
});

describe("who may cast what (issue 31 item 4; docs/en/rules.md Decision spell effects)", () => {
  const aegis = {
    name: "Egida",
    path: "spells/sacred/zeus/aegis.md",
    manaCost: 2,
    threshold: 4,
    required: 1,
    sacred: true,
  };
  const blessed = caster({ talents: ["Błogosławieństwo"], conditions: [] });
  it("a sacred spell without Błogosławieństwo is refused, in Polish and English", () => {
    const p = planSpell(caster({ talents: [], conditions: [] }), aegis);
    expect(why(p)).toMatch(/Egida to zaklęcie sakralne: wymaga talentu Błogosławieństwo/);
    if ("refusal" in p) expect(renderMessage(p.refusal, "en")).toMatch(/needs the talent Błogosławieństwo/);
    // As a prayer, the prayer gates refuse the same way.
    expect(why(planSpell(caster({ talents: [], conditions: [] }), aegis, { prayer: true }))).toMatch(
      /Błogosławieństwo/,
    );
  });
  it("with Błogosławieństwo it is cast as a prayer (Dusza + Oddanie), and refused as a normal spell", () => {
    expect(why(planSpell(blessed, aegis))).toMatch(/rzuca je jako modlitwę/);
    const p = planSpell(blessed, aegis, { prayer: true });
    expect(why(p)).toBeNull();
    if (!("refusal" in p)) expect(p.pool.skill).toBe("Oddanie");
  });
  it("a stat block casts the sacred spells it lists", () => {
    expect(why(planSpell(caster({ listedSpells: ["egida"], talents: [], conditions: [] }), aegis))).toBeNull();
  });
  it("a PC casting a spell not in its Zaklęcia gets a warning; the 'only known spells' setting refuses", () => {
    const pc = caster({ maxSpellCost: 4, knownSpells: ["magiczny pocisk"] });
    const p = planSpell(pc, fireball);
    expect(why(p)).toBeNull();
    if (!("refusal" in p)) {
      expect(p.warnings.map((w) => renderMessage(w))).toEqual([
        "Uwaga: Kula Ognia nie jest w Zaklęciach postaci Goblin Szaman (Mistrz Gry może na to pozwolić).",
      ]);
      expect(renderMessage(p.warnings[0]!, "en")).toContain("not in Goblin Szaman's Zaklęcia");
    }
    expect(why(planSpell(pc, fireball, { onlyKnown: true }))).toMatch(/tylko znane zaklęcia/);
    const known = planSpell(caster({ maxSpellCost: 4, knownSpells: ["kula ognia"] }), fireball);
    expect("refusal" in known ? null : known.warnings).toEqual([]);
  });
});
