/** Short constructors for the built-in table's entries (one file per school folder beside this one). */
import type {
  Attribute,
  ConditionEffect,
  ConditionName,
  DamageEffect,
  HealEffect,
  NoneEffect,
  NoneReason,
  Save,
  ShieldEffect,
  StatEffect,
  TestEffect,
  Targets,
  TestScope,
} from "../types";

type Opts<T> = Partial<Omit<T, "kind">>;

/** Zdolności Magiczne; "Zdolności Magiczne lub Oddanie" (the caster's choice, the higher). */
export const ZM = "magicalAbilities";
export const ZM_OR_DEVOTION = "(magicalAbilities|devotion)";

export function save(
  attribute: Attribute,
  skill: string,
  threshold = 4,
  successes: number | "caster" = "caster",
): Save {
  return { attribute, skill, threshold, successes };
}

/** Aneks A: "Test na Koncentrację" is Dusza (Determinacja) 4:S. */
export function concentration(successes: number | "caster" = "caster"): Save {
  return { attribute: "soul", skill: "Determinacja", threshold: 4, successes, via: "Koncentracja" };
}

export function damage(formula: string, opts: Opts<DamageEffect> = {}): DamageEffect {
  return { kind: "damage", formula, damageType: "magical", ignoresArmor: false, ignoresMagicDefence: false, ...opts };
}

export function heal(formula: string, opts: Opts<HealEffect> = {}): HealEffect {
  return { kind: "heal", formula, ...opts };
}

export function shield(formula: string, opts: Opts<ShieldEffect> = {}): ShieldEffect {
  return { kind: "shield", formula, until: "spell", ...opts };
}

export function condition(name: ConditionName | "choice", opts: Opts<ConditionEffect> = {}): ConditionEffect {
  return { kind: "condition", condition: name, ...opts };
}

/** A change to tests for as long as the spell lasts (unless `until`/`rounds` say otherwise). */
export function test(on: TestScope, change: Opts<Omit<TestEffect, "on">>): TestEffect {
  return { kind: "test", on, until: "spell", ...change };
}

export function stat(which: StatEffect["stat"], change: Opts<Omit<StatEffect, "stat">>): StatEffect {
  return { kind: "stat", stat: which, until: "spell", ...change };
}

export function none(reason: NoneReason, opts: Opts<Omit<NoneEffect, "reason">> = {}): NoneEffect {
  return { kind: "none", reason, ...opts };
}

export const SELF = { kind: "self" } as const;
export const ONE = { kind: "one" } as const;

export function area(shape: string, among: "all" | "enemies" | "allies" = "all", centredOnCaster = false): Targets {
  return { kind: "area", shape, among, ...(centredOnCaster ? { centredOnCaster } : {}) };
}
