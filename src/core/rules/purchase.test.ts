import { describe, expect, it } from "vitest";
import { checkPurchase } from "./experience";

const build = { attributes: { body: 2, mind: 2, soul: 2 }, skills: {}, talents: [] };

describe("rules.md: Decision: talents taken only at creation (Jedność z Magią, Odporność na Magię) are never bought with PD", () => {
  for (const talent of ["Jedność z Magią", "Odporność na Magię", "Magiczna Oporność", "jednosc z magia", "Odporność na Magię (2)"]) {
    it(`${talent}: refused with a reason, whatever the PD`, () => {
      const check = checkPurchase({ kind: "talent", talent }, build, 100);
      expect(check.ok).toBe(false);
      expect(check.reason).toMatch(/^(Jedność z Magią|Odporność na Magię): ten talent bierze się wyłącznie podczas tworzenia postaci; nie kupuje się go za PD\.$/);
    });
  }

  it("any other talent is still bought for 4 PD", () => {
    expect(checkPurchase({ kind: "talent", talent: "Odporność na Trucizny" }, build, 4)).toEqual({ ok: true, cost: 4, description: "Talent: Odporność na Trucizny" });
  });
});
