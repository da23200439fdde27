import type { Action, CastSpell } from "../play/actions";
import { casterValues } from "../play/apply";
import type { PlayRoll } from "../play/transition";
import { isMessage, problemText } from "../roll/result";
import type { OvercastChoice, SpellEffects } from "../spells/types";
import { guarded, refuse, refusedWith, text, turnBegun, Work, type EngineContext, type Step } from "./engine";
import type { Table } from "./resolve";

/** A cast from the tracker at its targets (issue 26 item 3): what the GM picked. */
export interface CastOrder {
  caster: string;
  /** The spell's name or link text, as ctx.spell finds it. */
  spell: string;
  /** Combatant ids; a spell "na siebie" goes to the caster whatever is picked. */
  targets: readonly string[];
  prayer?: boolean;
  /** One choice per overcast level taken (OvercastOption.choices), made at cast time. */
  overcast?: ReadonlyArray<OvercastChoice & { levels?: number }>;
  /** The Stan the caster picks, for a spell whose condition is the caster's choice. */
  conditionChoice?: string;
}

/** How many targets the spell may have, with the overcast's extra targets; null = as the GM judges. */
export function targetLimit(effects: SpellEffects | undefined, overcast: CastOrder["overcast"] = []): number | null {
  const extra = overcast.reduce((n, c) => n + (c.add === "targets" ? c.count : 0), 0);
  const t = effects?.targets;
  if (!t) return null;
  if (t.kind === "self") return 1;
  if (t.kind === "one") return 1 + extra;
  if (t.kind === "several" && t.count !== undefined) return t.count + extra;
  return null;
}

/** A roll's dice as a player reads them: "[5 3 1]". */
const dice = (r: PlayRoll): string => `[${r.faces.join(" ") || "—"}]`;

/**
 * "Rzuć zaklęcie" at targets, as ONE step (one undo): the caster's test with the one planner's
 * pool (play's `cast`: Mana, the prayer's Zapał, the overcast test), then, when it succeeds,
 * play's `spellEffects` on each target through apply(): damage through the defences, healing,
 * Magiczna Osłona, conditions for their rounds, and each target's own save. Every die is told.
 */
function _castAtTargets(table: Table, order: CastOrder, ctx: EngineContext): Step {
  if (!ctx.spell) return refuse(table, ctx, "fight.refused.noSpells");
  const caster = table.fighters.find((f) => f.id === order.caster && f.record);
  if (!caster) return refuse(table, ctx, "fight.refused.notInFight", { id: order.caster });
  const found = ctx.spell({ kind: "name", name: order.spell });
  if (typeof found === "string" || isMessage(found)) return refusedWith(table, problemText(found, ctx.lang));
  const effects = found.effects;
  const self = effects?.targets.kind === "self";
  const ids = self ? [caster.id] : [...new Set(order.targets)];
  for (const id of ids)
    if (!table.fighters.some((f) => f.id === id && f.record))
      return refuse(table, ctx, "fight.refused.notInFight", { id });
  const needsTarget = !!effects && effects.effects.length > 0 && effects.targets.kind !== "none";
  if (needsTarget && ids.length === 0) return refuse(table, ctx, "fight.refused.noTargets");
  const limit = targetLimit(effects, order.overcast);
  if (limit !== null && ids.length > limit)
    return refuse(table, ctx, "fight.refused.tooManyTargets", { spell: found.name, n: limit, chosen: ids.length });

  const spell: CastSpell = {
    name: found.name,
    ...(found.path ? { path: found.path } : {}),
    manaCost: found.manaCost,
    threshold: found.threshold,
    required: found.required,
    sacred: found.sacred,
  };
  const choices = order.overcast ?? [];
  const levels = choices.reduce((n, c) => n + Math.max(1, c.levels ?? 1), 0);
  const work = new Work(table, ctx);
  work.takeAction(caster.id, text(ctx, "fight.actionCast", { spell: spell.name }));
  const cast = work.act(caster.id, {
    kind: "cast",
    spell,
    overcast: levels,
    prayer: order.prayer ?? false,
    spend: true,
  });
  const test = cast.rolls.find((r) => r.label === spell.name && r.threshold !== undefined);
  const pool = cast.rolls
    .filter((r) => r.threshold !== undefined)
    .map((r) =>
      text(ctx, "cast.pool", {
        spell: r.label,
        dice: r.faces.length,
        threshold: r.threshold ?? 0,
        required: r.required ?? 0,
        faces: dice(r),
        n: r.successes ?? 0,
      }),
    );
  work.sayLine(text(ctx, "fight.castAt", { name: caster.name, lines: [...pool, ...cast.lines].join("; ") }));
  if (!cast.passed) {
    work.say("fight.castFailed", { spell: spell.name });
    return work.done();
  }
  // No test (a stat block that casts "bez Testu"): the spell's own S stands for the caster's successes.
  const successes = test?.successes ?? spell.required;
  const values = casterValues(work.fighter(caster.id).subject);
  for (const id of ids) {
    const target = work.fighter(id);
    const action: Action = {
      kind: "spellEffects",
      spell: { name: spell.name, ...(spell.path ? { path: spell.path } : {}) },
      effects: effects?.effects ?? [],
      ...(effects ? { duration: effects.duration } : {}),
      casterSuccesses: successes,
      caster: values,
      overcast: choices.map(({ levels: _levels, ...c }) => c),
      round: work.encounter.round,
      targetHasActed: turnBegun(work.encounter, id),
      ...(order.conditionChoice ? { conditionChoice: order.conditionChoice } : {}),
      targetSide: id === caster.id ? "self" : target.kind === caster.kind ? "ally" : "enemy",
    };
    const r = work.act(id, action);
    // The effect's own dice (damage, healing, Osłona formulas); a save's dice are in its message.
    const rolled = r.rolls
      .filter((x) => x.threshold === undefined)
      .map((x) => text(ctx, "cast.effectDice", { label: x.label, faces: dice(x), n: x.total ?? 0 }));
    work.sayLine(text(ctx, "fight.castAt", { name: target.name, lines: [...rolled, ...r.lines].join("; ") }));
  }
  return work.done();
}

export const castAtTargets = guarded(_castAtTargets);
