/**
 * The one door through which the encounter changes a combatant's state.
 * Every rule lives in the play-state core; this file only builds the action
 * and hands it over, so the tracker never re-implements a rule.
 *
 * Until src/core/play/ lands, the actions call the rule functions of
 * src/core/rules/ that play/apply wraps (turn, damage, dying, casting).
 */
import type { RandomSource } from "../dice/random";
import { applyCast } from "../rules/casting";
import { applyDamage, applySurvival, type DamageKind } from "../rules/damage";
import type { Derived } from "../rules/derived";
import type { PlayStateFull } from "../rules/state";
import { startTurn } from "../rules/turn";
import { withCondition } from "../rules/transition";
import { SURVIVAL } from "../rules/tables";

/** A combatant as the rules see it: build in force, state, and the layers a hit wears down. */
export interface Subject {
  name: string;
  /** Ciało, Umysł, Dusza in force (conditions applied). */
  attributes: { body: number; mind: number; soul: number };
  skills: Readonly<Record<string, number>>;
  derived: Derived;
  state: PlayStateFull;
  /** Current Runiczny Pancerz and Magiczna Osłona (a hit wears them). */
  runicArmor: number;
  magicShield: number;
}

export type EncounterAction =
  | { kind: "startTurn" }
  | { kind: "survivalTest"; passed: boolean }
  | { kind: "damage"; amount: number; damageKind: DamageKind; ignoreArmor?: boolean; ignoreMagicDefence?: boolean }
  | { kind: "heal"; amount: number }
  | { kind: "toggleCondition"; name: string; on: boolean }
  | { kind: "cast"; spell: string; cost: number; zealCost: number; exhaustion: { dice: number; faces: number[]; total: number; tier: string | null } | null };

export interface Applied {
  state: PlayStateFull;
  runicArmor: number;
  magicShield: number;
  changes: string[];
  survivalTestDue: boolean;
}

const dazeThreshold = (s: Subject) => s.attributes.body + s.attributes.mind + s.attributes.soul;

export function applyToSubject(subject: Subject, action: EncounterAction, rng: RandomSource): Applied {
  const keep = { runicArmor: subject.runicArmor, magicShield: subject.magicShield, survivalTestDue: false };
  switch (action.kind) {
    case "startTurn": {
      const r = startTurn(subject.state, { maxZeal: subject.derived.maxZeal, armor: subject.derived.armor, dazeThreshold: dazeThreshold(subject) });
      return { ...keep, state: r.state, changes: r.changes, survivalTestDue: r.survivalTestDue };
    }
    case "survivalTest": {
      const r = applySurvival(subject.state, action.passed);
      return { ...keep, state: r.state, changes: r.changes };
    }
    case "damage": {
      const r = applyDamage(subject.state, {
        amount: action.amount,
        kind: action.damageKind,
        ignoreArmor: action.ignoreArmor ?? false,
        ignoreMagicDefence: action.ignoreMagicDefence ?? false,
        runicArmor: subject.runicArmor,
        magicShield: subject.magicShield,
        armor: subject.derived.armor,
        dazeThreshold: dazeThreshold(subject),
      });
      return { ...keep, state: r.state, runicArmor: r.runicArmorAfter, magicShield: r.magicShieldAfter, changes: r.changes };
    }
    case "heal": {
      // rules.md "Damage", Decision: healing above 0 ends Umierający and clears the dying counters.
      const state = structuredClone(subject.state);
      const before = state.health;
      state.health = Math.min(subject.derived.maxHealth, before + Math.max(0, action.amount));
      const changes = [before === state.health ? `Żywotność bez zmian (${before}/${subject.derived.maxHealth})` : `Żywotność: ${before} → ${state.health}/${subject.derived.maxHealth}`];
      if (state.health > 0 && state.dying) {
        state.dying = null;
        if (withCondition(state, SURVIVAL.dyingCondition, false)) changes.push("Umierający: koniec (Żywotność powyżej 0).");
      }
      return { ...keep, state, changes };
    }
    case "toggleCondition": {
      const state = structuredClone(subject.state);
      const changed = withCondition(state, action.name, action.on);
      return { ...keep, state, changes: [changed ? `${action.name}: ${action.on ? "tak" : "nie"}` : `${action.name}: bez zmian`] };
    }
    case "cast": {
      const r = applyCast(subject.state, { spell: action.spell, cost: subject.derived.manaPool === "unlimited" ? 0 : action.cost, zealCost: action.zealCost, exhaustion: action.exhaustion }, { maxMana: subject.derived.maxMana, dazeThreshold: dazeThreshold(subject) }, rng);
      return { ...keep, state: r.state, changes: r.changes };
    }
  }
}
