import { describe, expect, it } from "vitest";
import {
  attributeCostTable,
  attributeStepCost,
  attributeTotal,
  checkPurchase,
  skillCostTable,
  skillStepCost,
  skillTotal,
} from "./experience";

const build = { attributes: { body: 3, mind: 2, soul: 8 }, skills: { Refleks: 2, Oddanie: 8 }, talents: [] };

describe("docs/en/rules.md: Experience (PD)", () => {
  it("attribute n → n+1 costs 2n + 1: 3, 5, 7, 9, 11, 13, 15", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(attributeStepCost)).toEqual([3, 5, 7, 9, 11, 13, 15]);
  });
  it("Erratum: the totals are the sums of the steps (3, 8, 15, 24, 35, 48, 63), not the book's 3, 7, 14, 23, 34, 47, 62", () => {
    const table = attributeCostTable();
    expect(table.map((r) => r.total)).toEqual([3, 8, 15, 24, 35, 48, 63]);
    expect(table.map((r) => r.bookTotal)).toEqual([3, 7, 14, 23, 34, 47, 62]);
    expect(attributeTotal(1, 8)).toBe(63);
  });
  it("skill n → n+1 costs n + 1; totals 1, 3, 6, 10, 15, 21, 28, 36", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(skillStepCost)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(skillCostTable().map((r) => r.total)).toEqual([1, 3, 6, 10, 15, 21, 28, 36]);
  });
  it("the book's example: a skill from 1 to 3 costs 5 PD in all", () => {
    expect(skillTotal(1, 3)).toBe(5);
  });
  it("a new talent costs 4 PD", () => {
    expect(checkPurchase({ kind: "talent", talent: "Oburęczny" }, build, 10)).toEqual({
      ok: true,
      cost: 4,
      description: "Talent: Oburęczny",
    });
  });
  it("spending checks there is enough PD", () => {
    expect(checkPurchase({ kind: "attribute", attribute: "body" }, build, 6)).toMatchObject({
      ok: false,
      cost: 7,
      reason: "Za mało PD: Ciało 3 → 4 kosztuje 7, a jest 6.",
    });
    expect(checkPurchase({ kind: "attribute", attribute: "body" }, build, 7)).toMatchObject({ ok: true, cost: 7 });
  });
  it("limits: attributes and skills stop at 8", () => {
    expect(checkPurchase({ kind: "attribute", attribute: "soul" }, build, 99)).toMatchObject({
      ok: false,
      reason: "Dusza ma już 8: to maksimum.",
    });
    expect(checkPurchase({ kind: "skill", skill: "Oddanie" }, build, 99)).toMatchObject({ ok: false });
    expect(checkPurchase({ kind: "skill", skill: "Refleks" }, build, 99)).toMatchObject({ ok: true, cost: 3 });
  });
  it("Magia is never bought", () => {
    expect(checkPurchase({ kind: "attribute", attribute: "magic" }, build, 99)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("Magii nie kupuje się"),
    });
  });
  it("a talent with unmet requirements cannot be bought", () => {
    expect(
      checkPurchase({ kind: "talent", talent: "Rozplatanie Zaklęć" }, build, 10, "Zdolności Magiczne (4)"),
    ).toMatchObject({ ok: false, reason: "Niespełnione wymagania: Zdolności Magiczne (4)." });
  });
});
