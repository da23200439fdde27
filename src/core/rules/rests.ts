import { rollDice, type RandomSource } from "../dice/random";
import type { Maxima, PlayStateFull } from "./state";
import { RESTS } from "./tables";
import { describeDiff, withCondition, type Transition } from "./transition";

export interface RestContext extends Maxima {
  /** Ciało + Umysł + Dusza in force: what a Krótki odpoczynek heals. */
  attributeSum: number;
  /** Wytrzymałość, added to an Odetchnięcie's 1k6. */
  endurance: number;
  /** Talents that change rests (Nadzwyczajna Odporność resets elixir tolerance on a short rest). */
  talents: readonly string[];
  /** Decision (rules.md), a setting: Długi odpoczynek restores Zapał. */
  longRestRestoresZeal?: boolean;
}

type Rest = "breather" | "short" | "long";

function finish(
  name: string,
  before: PlayStateFull,
  state: PlayStateFull,
  ctx: RestContext,
  extra: string[],
): Transition {
  const changes = [
    describeDiff("Żywotność", before.health, state.health, ctx.maxHealth),
    describeDiff("Mana", before.mana, state.mana, ctx.maxMana),
    describeDiff("Zapał", before.zeal, state.zeal, ctx.maxZeal),
    describeDiff("Tolerancja eliksirów", before.elixirTolerance, state.elixirTolerance),
    ...extra,
  ].filter((c): c is string => c !== null);
  return { state, changes: changes.length ? [name, ...changes] : [`${name}: nic się nie zmieniło`] };
}

function heal(state: PlayStateFull, amount: number, ctx: RestContext, extra: string[]): void {
  if (state.conditions.includes(RESTS.noNaturalHealing)) {
    if (state.health < ctx.maxHealth) extra.push(`${RESTS.noNaturalHealing}: Żywotność nie regeneruje się naturalnie.`);
    return;
  }
  state.health = Math.min(ctx.maxHealth, state.health + amount);
}

/** rules.md "Rests": the state after a rest, and what it changed. */
export function rest(kind: Rest, before: PlayStateFull, ctx: RestContext, rng: RandomSource): Transition {
  const state: PlayStateFull = structuredClone(before);
  const extra: string[] = [];
  if (kind === "breather") {
    const r = RESTS.breather;
    const healthRoll = rollDice(rng, r.healthDice.count, r.healthDice.sides).reduce((a, b) => a + b, 0);
    const manaRoll = rollDice(rng, r.manaDice.count, r.manaDice.sides).reduce((a, b) => a + b, 0);
    heal(state, healthRoll + ctx.endurance, ctx, extra);
    state.mana = Math.min(ctx.maxMana, state.mana + manaRoll);
    extra.unshift(`rzut: Żywotność 1k6 = ${healthRoll} + Wytrzymałość ${ctx.endurance}, Mana 1k6 = ${manaRoll}`);
    return finish(r.name, before, state, ctx, extra);
  }
  if (kind === "short") {
    const r = RESTS.short;
    heal(state, ctx.attributeSum, ctx, extra);
    state.mana = Math.min(ctx.maxMana, state.mana + Math.floor(ctx.maxMana / r.manaDivisor));
    for (const c of r.removes) if (withCondition(state, c, false)) extra.push(`koniec stanu: ${c}`);
    if (ctx.talents.includes(r.resetsToleranceWith)) state.elixirTolerance = 0;
    return finish(r.name, before, state, ctx, extra);
  }
  const r = RESTS.long;
  heal(state, ctx.maxHealth, ctx, extra);
  state.mana = ctx.maxMana;
  if (ctx.longRestRestoresZeal ?? r.zealToMax) state.zeal = ctx.maxZeal;
  state.elixirTolerance = 0;
  for (const c of r.removes) {
    if (c === "Umierający" && state.health === 0) continue;
    if (withCondition(state, c, false)) extra.push(`koniec stanu: ${c}`);
  }
  if (r.clearsDying && state.dying && state.health > 0) {
    state.dying = null;
    extra.push("liczniki umierania wyczyszczone");
  }
  return finish(r.name, before, state, ctx, extra);
}
