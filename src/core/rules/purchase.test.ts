import { describe, expect, it } from "vitest";
import { attributeCostTable, checkPurchase, skillCostTable } from "./experience";

const build = { attributes: { body: 2, mind: 2, soul: 2 }, skills: {}, talents: [] };

/** checkPurchase's refusal: the price it would have cost, what was asked for, and why not. */
const refused = (cost: number, description: string, reason: string) => ({ ok: false, cost, description, reason });

describe("docs/en/rules.md: Decision: talents taken only at creation (Jedność z Magią, Odporność na Magię) are never bought with PD", () => {
  for (const talent of [
    "Jedność z Magią",
    "Odporność na Magię",
    "Magiczna Oporność",
    "jednosc z magia",
    "Odporność na Magię (2)",
  ]) {
    it(`${talent}: refused with a reason, whatever the PD`, () => {
      const check = checkPurchase({ kind: "talent", talent }, build, 100);
      expect(check.ok).toBe(false);
      expect(check.reason).toMatch(
        /^(Jedność z Magią|Odporność na Magię): ten talent bierze się wyłącznie podczas tworzenia postaci; nie kupuje się go za PD\.$/,
      );
    });
  }

  it("any other talent is still bought for 4 PD", () => {
    expect(checkPurchase({ kind: "talent", talent: "Odporność na Trucizny" }, build, 4)).toEqual({
      ok: true,
      cost: 4,
      description: "Talent: Odporność na Trucizny",
    });
  });
});

describe("docs/en/rules.md Experience (PD): each purchase says what it buys and why not", () => {
  const b = { attributes: { body: 3, mind: 2, soul: 8 }, skills: { Refleks: 2, Oddanie: 8 }, talents: [] };
  it("the cost tables run from each level to the next", () => {
    expect(attributeCostTable().map((r) => [r.from, r.to])).toEqual([
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 6],
      [6, 7],
      [7, 8],
    ]);
    expect(skillCostTable().map((r) => [r.from, r.to, r.cost])).toEqual([
      [0, 1, 1],
      [1, 2, 2],
      [2, 3, 3],
      [3, 4, 4],
      [4, 5, 5],
      [5, 6, 6],
      [6, 7, 7],
      [7, 8, 8],
    ]);
  });
  it("Magia, an attribute at 8, a skill at 8: refused, each with its reason", () => {
    expect(checkPurchase({ kind: "attribute", attribute: "magic" }, b, 99)).toEqual(
      refused(0, "Magia", "Magii nie kupuje się za PD: to rzut przy tworzeniu postaci."),
    );
    expect(checkPurchase({ kind: "attribute", attribute: "soul" }, b, 99)).toEqual(
      refused(0, "Dusza", "Dusza ma już 8: to maksimum."),
    );
    expect(checkPurchase({ kind: "skill", skill: "Oddanie" }, b, 99)).toEqual(
      refused(0, "Oddanie", "Oddanie ma już 8: to maksimum."),
    );
  });
  it("a skill step names the levels; a new skill starts from 0", () => {
    expect(checkPurchase({ kind: "skill", skill: "Refleks" }, b, 99)).toEqual({
      ok: true,
      cost: 3,
      description: "Refleks 2 → 3",
    });
    expect(checkPurchase({ kind: "skill", skill: "Atletyka" }, b, 0)).toEqual(
      refused(1, "Atletyka 0 → 1", "Za mało PD: Atletyka 0 → 1 kosztuje 1, a jest 0."),
    );
  });
  it("unmet requirements are listed", () => {
    expect(checkPurchase({ kind: "talent", talent: "Parowanie" }, b, 99, "Ciało (5), Talent (X)")).toEqual(
      refused(4, "Talent: Parowanie", "Niespełnione wymagania: Ciało (5); Talent (X)."),
    );
  });
});

describe("docs/en/rules.md Decisions on talents: the whole refusal", () => {
  const b = { attributes: { body: 2, mind: 2, soul: 2 }, skills: {}, talents: [] };
  it("creation-only and a missing choice: what, why, and the price", () => {
    expect(checkPurchase({ kind: "talent", talent: "Jedność z Magią" }, b, 9)).toEqual(
      refused(
        0,
        "Talent: Jedność z Magią",
        "Jedność z Magią: ten talent bierze się wyłącznie podczas tworzenia postaci; nie kupuje się go za PD.",
      ),
    );
    expect(checkPurchase({ kind: "talent", talent: "Czuły Zmysł" }, b, 9)).toEqual(
      refused(4, "Talent: Czuły Zmysł", "Czuły Zmysł: wybierz zmysł (wzrok, słuch, dotyk, smak, węch)."),
    );
  });
});
