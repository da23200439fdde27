import { describe, expect, it } from "vitest";
import { scriptedRandom, seededRandom, type RandomSource } from "../dice/random";
import { cast, named, pc, roller, run } from "../../../test/spell-play";
import { heldTests } from "../play/state";
import { executeLine, type RollCharacter, type RollEnvironment } from ".";
import { rollText } from "./format";
import { parseLine } from "./grammar";
import { refName, type RollLine } from "./types";

/**
 * A block line "… Walka Wręcz vs @X …" is an attack at X (docs/en/rules.md Decision "test modifiers"): X's spells on
 * attacks at it change the roller's pool and are listed in the result (issue 26).
 */
const base = (name: string): RollCharacter => ({
  ...roller(name, { "Walka Wręcz": 2, "Umiejętności Strzeleckie": 1, Refleks: 1, Atletyka: 1 }),
  conditions: [],
});
/** Pelagius holding the spells cast at him through play (the table's entries, as their notes read). */
function pelagiusHolding(...spells: Array<[path: string, name: string]>): RollCharacter {
  let s = pc();
  for (const [path, name] of spells) s = run(s, named(cast(path, "1 runda"), name));
  return { ...base("Pelagius"), held: heldTests(s.state.effects) };
}
const EGIDA: [string, string] = ["spells/sacred/zeus/aegis.md", "Egida"];
const DANGER: [string, string] = ["spells/academic/air-magic/danger-sense.md", "Wyczucie Zagrożenia"];
const CHARM: [string, string] = ["spells/sacred/aphrodite/charm-of-innocence.md", "Urok Niewinności"];

function opposed(text: string, defender: RollCharacter, lang: "pl" | "en" = "pl", rng: RandomSource = seededRandom(5)) {
  const kamila = base("Kamila");
  const env: RollEnvironment = {
    rng,
    character: (ref) => (ref && refName(ref) === "Pelagius" ? defender : kamila),
    spell: () => "no spells",
  };
  const out = executeLine(parseLine(text, 1, { knownNames: ["Kamila", "Pelagius"] }) as RollLine, env, lang);
  if (!out.ok || out.result.type !== "opposed") throw new Error(`did not roll ${text}`);
  return out.result;
}

describe("a line's „vs @X” with an attack skill is an attack at X", () => {
  it("Egida on Pelagius: Kamila's Walka Wręcz at him is T +1, listed after her pool", () => {
    const r = opposed("Kamila: Ciało + Walka Wręcz vs @Pelagius Ciało + Walka Wręcz", pelagiusHolding(EGIDA));
    expect(r.leftDescription).toContain("Egida: T +1");
    expect(r.rounds[0]!.left.threshold).toBe(5);
    // The defender's own test is not an attack at Kamila: it is unchanged.
    expect(r.rounds[0]!.right.threshold).toBe(4);
  });

  it("Wyczucie Zagrożenia: T +2, up to 6 (Egida's +1 with it stops at 6), for a shot too", () => {
    const r = opposed(
      "Kamila: Ciało + Umiejętności Strzeleckie vs @Pelagius Ciało + Refleks",
      pelagiusHolding(EGIDA, DANGER),
    );
    expect(r.rounds[0]!.left.threshold).toBe(6);
    expect(r.leftDescription).toContain("Wyczucie Zagrożenia: T +2");
    expect(r.leftDescription).toContain("Egida: T +1");
  });

  it("a test that is no attack (Atletyka vs Atletyka) is not changed by spells on attacks at X", () => {
    const r = opposed("Kamila: Ciało + Atletyka vs @Pelagius Ciało + Atletyka", pelagiusHolding(EGIDA));
    expect(r.rounds[0]!.left.threshold).toBe(4);
    expect(r.leftDescription).not.toContain("Egida");
  });

  it("Urok Niewinności on Pelagius: Kamila's attack needs S 3, so her three successes count one and lose to his two", () => {
    const line = "Kamila: Ciało + Walka Wręcz vs @Pelagius Ciało + Walka Wręcz";
    // Five dice a side: Kamila 6 6 6 1 1 (three successes), Pelagius 6 6 1 1 1 (two).
    const faces = () => scriptedRandom([6, 6, 6, 1, 1, 6, 6, 1, 1, 1]);
    expect(opposed(line, pelagiusHolding(), "pl", faces()).winnerSide).toBe("left");
    const r = opposed(line, pelagiusHolding(CHARM), "pl", faces());
    expect(r.leftDescription).toContain("Urok Niewinności: S +2");
    expect(r.rounds.map((x) => [x.left.successes, x.left.required, x.right.successes])).toEqual([[3, 3, 2]]);
    expect(r.winnerSide).toBe("right");
    // The round shows what is compared, in both languages: her three less the two spent, not a bare (3) that beats (2).
    expect(rollText(r, "pl")).toContain(
      "runda 1: Kamila 6 6 6 1 1 (3 − 2) vs Pelagius 6 6 1 1 1 (2) → wygrywa Pelagius",
    );
    expect(rollText(opposed(line, pelagiusHolding(CHARM), "en", faces()), "en")).toContain(
      "round 1: Kamila 6 6 6 1 1 (3 − 2) vs Pelagius 6 6 1 1 1 (2) → Pelagius wins",
    );
  });
});

describe("any side's S above 1 is taken from its successes in an opposed test (docs/en/rules.md Decision „opposed tests”)", () => {
  it("Atletyka 4:2 vs Atletyka, no attack: Kamila's three successes count two and lose to Pelagius's three", () => {
    // Four dice a side (Ciało 3 + Atletyka 1): 6 6 6 1 each, three successes each.
    const faces = () => scriptedRandom([6, 6, 6, 1, 6, 6, 6, 1, 6, 6, 1, 1, 6, 1, 1, 1]);
    const plain = opposed("Kamila: Atletyka 4:1 vs @Pelagius Atletyka", pelagiusHolding(), "pl", faces());
    // At S 1 the sides tie and roll again; Kamila's 6 6 1 1 then beats his 6 1 1 1.
    expect(plain.rounds).toHaveLength(2);
    expect(plain.winnerSide).toBe("left");
    const r = opposed("Kamila: Atletyka 4:2 vs @Pelagius Atletyka", pelagiusHolding(), "pl", faces());
    expect(r.rounds.map((x) => [x.left.successes, x.left.required, x.right.successes])).toEqual([[3, 2, 3]]);
    expect(r.winnerSide).toBe("right");
    expect(rollText(r, "pl")).toContain("runda 1: Kamila 6 6 6 1 (3 − 1) vs Pelagius 6 6 6 1 (3) → wygrywa Pelagius");
    expect(rollText(r, "en")).toContain("round 1: Kamila 6 6 6 1 (3 − 1) vs Pelagius 6 6 6 1 (3) → Pelagius wins");
  });
});
