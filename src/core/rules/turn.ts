import type { PlayStateFull } from "./state";
import { CONDITIONS, DERIVED, SURVIVAL } from "./tables";
import { applyDamage } from "./damage";
import type { Transition } from "./transition";
import { plural } from "../text/plural";

const POINTS = { one: "punkt", few: "punkty", many: "punktów" };

export interface TurnContext {
  maxZeal: number;
  armor: number;
  dazeThreshold: number;
}

/**
 * The start of a character's turn: Zapał +1 up to the max; conditions that
 * hurt every round (Podpalony) deal their damage; a dying character is due a
 * Test Przeżycia.
 */
export function startTurn(before: PlayStateFull, ctx: TurnContext): Transition & { survivalTestDue: boolean } {
  let state: PlayStateFull = structuredClone(before);
  const changes: string[] = [];
  const zeal = Math.min(ctx.maxZeal, state.zeal + DERIVED.zealPerTurn);
  if (zeal !== state.zeal) changes.push(`Zapał: ${state.zeal} → ${zeal}/${ctx.maxZeal}`);
  state.zeal = zeal;
  for (const c of CONDITIONS) {
    if (!c.damagePerTurn || !state.conditions.includes(c.name)) continue;
    const hit = applyDamage(state, {
      amount: c.damagePerTurn,
      kind: "environmental",
      armor: ctx.armor,
      dazeThreshold: ctx.dazeThreshold,
    });
    state = hit.state;
    changes.push(`${c.name}: ${plural(c.damagePerTurn, POINTS)} obrażeń Środowiskowych`, ...hit.changes.slice(1));
  }
  const survivalTestDue = state.conditions.includes(SURVIVAL.dyingCondition) && state.dying !== null;
  if (survivalTestDue) changes.push("Umierający: teraz Test Przeżycia.");
  return { state, changes: changes.length ? changes : ["Nowa tura: nic się nie zmieniło."], survivalTestDue };
}
