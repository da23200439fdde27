import { unmetRequirements } from "./requirements";
import { attributeName, canonicalTalent, sameName } from "./names";
import { choiceProblem } from "./talents";
import { ATTRIBUTE_RANGE, EXPERIENCE, SKILL_RANGE, type AttributeKey } from "./tables";

/** Attribute n → n+1 costs 2n + 1 PD. */
export function attributeStepCost(from: number): number {
  return EXPERIENCE.attributeStep.perLevel * from + EXPERIENCE.attributeStep.base;
}

/** Skill n → n+1 costs n + 1 PD (the new value). */
export function skillStepCost(from: number): number {
  return EXPERIENCE.skillStep.perLevel * from + EXPERIENCE.skillStep.base;
}

export function attributeTotal(from: number, to: number): number {
  let sum = 0;
  for (let n = from; n < to; n++) sum += attributeStepCost(n);
  return sum;
}

export function skillTotal(from: number, to: number): number {
  let sum = 0;
  for (let n = from; n < to; n++) sum += skillStepCost(n);
  return sum;
}

/** Erratum: the book's printed attribute totals against the sums of its own steps. */
export function attributeCostTable(): Array<{
  from: number;
  to: number;
  cost: number;
  total: number;
  bookTotal: number;
}> {
  const rows = [];
  for (let n = ATTRIBUTE_RANGE.start; n < ATTRIBUTE_RANGE.max; n++) {
    rows.push({
      from: n,
      to: n + 1,
      cost: attributeStepCost(n),
      total: attributeTotal(ATTRIBUTE_RANGE.start, n + 1),
      bookTotal: EXPERIENCE.bookAttributeTotals[n - 1] as number,
    });
  }
  return rows;
}

export function skillCostTable(): Array<{ from: number; to: number; cost: number; total: number }> {
  const rows = [];
  for (let n = SKILL_RANGE.min; n < SKILL_RANGE.max; n++)
    rows.push({ from: n, to: n + 1, cost: skillStepCost(n), total: skillTotal(SKILL_RANGE.min, n + 1) });
  return rows;
}

export type Purchase =
  | { kind: "attribute"; attribute: AttributeKey | "magic" }
  | { kind: "skill"; skill: string }
  | { kind: "talent"; talent: string };

export interface PurchaseCheck {
  ok: boolean;
  cost: number;
  /** Why it cannot be bought, in Polish. */
  reason?: string;
  description: string;
}

/** The next step's cost and whether it can be bought now. Magia and the creation-only talents are never bought with PD. */
export function checkPurchase(
  purchase: Purchase,
  build: {
    attributes: Record<AttributeKey, number>;
    skills: Readonly<Record<string, number>>;
    talents: readonly string[];
    race?: string | null;
    discipline?: string | null;
  },
  experience: number,
  /** The talent's "Wymagania" as its note writes them (null: none, or not a talent); checked here. */
  requirements: string | null = null,
): PurchaseCheck {
  if (purchase.kind === "attribute") {
    if (purchase.attribute === "magic")
      return {
        ok: false,
        cost: 0,
        reason: "Magii nie kupuje się za PD: to rzut przy tworzeniu postaci.",
        description: "Magia",
      };
    const from = build.attributes[purchase.attribute];
    const name = attributeName(purchase.attribute);
    if (from >= ATTRIBUTE_RANGE.max)
      return { ok: false, cost: 0, reason: `${name} ma już ${ATTRIBUTE_RANGE.max}: to maksimum.`, description: name };
    const cost = attributeStepCost(from);
    return enough({ cost, description: `${name} ${from} → ${from + 1}` }, experience);
  }
  if (purchase.kind === "skill") {
    const from = build.skills[purchase.skill] ?? 0;
    if (from >= SKILL_RANGE.max)
      return {
        ok: false,
        cost: 0,
        reason: `${purchase.skill} ma już ${SKILL_RANGE.max}: to maksimum.`,
        description: purchase.skill,
      };
    return enough({ cost: skillStepCost(from), description: `${purchase.skill} ${from} → ${from + 1}` }, experience);
  }
  const creationOnly = EXPERIENCE.creationOnlyTalents.find((t) => sameName(t, canonicalTalent(purchase.talent)));
  if (creationOnly) {
    return {
      ok: false,
      cost: 0,
      reason: `${creationOnly}: ten talent bierze się wyłącznie podczas tworzenia postaci; nie kupuje się go za PD.`,
      description: `Talent: ${purchase.talent}`,
    };
  }
  const choice = choiceProblem(purchase.talent);
  if (choice) return { ok: false, cost: EXPERIENCE.talent, reason: choice, description: `Talent: ${purchase.talent}` };
  const talentProblems = requirements
    ? unmetRequirements(requirements, { ...build, race: build.race ?? null, discipline: build.discipline ?? null })
    : [];
  if (talentProblems.length)
    return {
      ok: false,
      cost: EXPERIENCE.talent,
      reason: `Niespełnione wymagania: ${talentProblems.join("; ")}.`,
      description: `Talent: ${purchase.talent}`,
    };
  return enough({ cost: EXPERIENCE.talent, description: `Talent: ${purchase.talent}` }, experience);
}

function enough(p: { cost: number; description: string }, experience: number): PurchaseCheck {
  if (experience < p.cost)
    return {
      ok: false,
      cost: p.cost,
      description: p.description,
      reason: `Za mało PD: ${p.description} kosztuje ${p.cost}, a jest ${experience}.`,
    };
  return { ok: true, cost: p.cost, description: p.description };
}
