import type { Action, CastSpell } from "../play/actions";
import { casterPart, casterValues } from "../play/apply";
import { msg, renderMessage } from "../play/messages";
import type { PlayRoll } from "../play/transition";
import { isMessage, problemText } from "../roll/result";
import type { RollSpell } from "../roll/result";
import type { CasterValues } from "../spells/formula";
import type { OvercastChoice, SpellEffects } from "../spells/types";
import { guarded, refuse, refusedWith, text, turnBegun, Work, type EngineContext, type Step } from "./engine";
import type { Fighter, Table } from "./resolve";

type SpellAction = Extract<Action, { kind: "spellEffects" }>;

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

/** How many overcast levels the choices take (a choice may cost two: "kosztuje 2 stopnie"). */
export function overcastLevels(overcast: CastOrder["overcast"] = []): number {
  return overcast.reduce((n, c) => n + Math.max(1, c.levels ?? 1), 0);
}

/** A roll's dice as a player reads them: "[5 3 1]". */
const dice = (r: PlayRoll): string => `[${r.faces.join(" ") || "—"}]`;

/**
 * A spell effect's own dice as a player reads them (damage, healing, Osłona formulas, the overcast's):
 * "Kula Ognia: obrażenia (nadczarowanie): kości [2] = 2". A save's dice are in its own message.
 */
export function effectDice(rolls: readonly PlayRoll[], lang?: "pl" | "en"): string[] {
  return rolls
    .filter((x) => x.threshold === undefined)
    .map((x) =>
      renderMessage(
        msg("cast.effectDice", {
          label: x.said ? renderMessage(x.said, lang) : x.label,
          faces: dice(x),
          n: x.total ?? 0,
        }),
        lang,
      ),
    );
}

/** The targets are combatants in the fight, there is one where the spell needs one, and no more than it allows. */
function checkTargets(
  table: Table,
  ctx: EngineContext,
  found: RollSpell,
  ids: readonly string[],
  overcast: CastOrder["overcast"],
): Step | null {
  for (const id of ids)
    if (!table.fighters.some((f) => f.id === id && f.record))
      return refuse(table, ctx, "fight.refused.notInFight", { id });
  const effects = found.effects;
  const needsTarget = !!effects && effects.effects.length > 0 && effects.targets.kind !== "none";
  if (needsTarget && ids.length === 0) return refuse(table, ctx, "fight.refused.noTargets");
  const limit = targetLimit(effects, overcast);
  if (limit !== null && ids.length > limit)
    return refuse(table, ctx, "fight.refused.tooManyTargets", { spell: found.name, n: limit, chosen: ids.length });
  return null;
}

/** Who cast, for the effects at each target: a combatant here, or a character outside the fight. */
interface CasterAt {
  id?: string;
  kind: "pc" | "npc";
  values: CasterValues;
}

/**
 * A successful cast's effects on each target, through apply() (play's `spellEffects`): damage
 * through the defences, healing, Magiczna Osłona, conditions for their rounds, each target's own
 * save with the overcast's S. Each target's line tells the effect's dice and what it did.
 */
function applyAtTargets(
  work: Work,
  ctx: EngineContext,
  cast: {
    spell: RollSpell;
    successes: number;
    caster: CasterAt;
    targets: readonly string[];
    order: Pick<CastOrder, "overcast" | "conditionChoice">;
  },
): void {
  const { spell, order } = cast;
  const effects = spell.effects;
  const actionAt = (id: string): SpellAction => ({
    kind: "spellEffects",
    spell: { name: spell.name, ...(spell.path ? { path: spell.path } : {}) },
    effects: effects?.effects ?? [],
    ...(effects ? { duration: effects.duration } : {}),
    casterSuccesses: cast.successes,
    caster: cast.caster.values,
    overcast: (order.overcast ?? []).map(({ levels: _levels, ...c }) => c),
    round: work.encounter.round,
    targetHasActed: turnBegun(work.encounter, id),
    ...(order.conditionChoice ? { conditionChoice: order.conditionChoice } : {}),
    targetSide: id === cast.caster.id ? "self" : work.fighter(id).kind === cast.caster.kind ? "ally" : "enemy",
  });
  for (const id of cast.targets) {
    const r = work.act(id, actionAt(id));
    const rolled = effectDice(r.rolls, ctx.lang);
    work.sayLine(text(ctx, "fight.castAt", { name: work.fighter(id).name, lines: [...rolled, ...r.lines].join("; ") }));
  }
  // The caster's own part (Kradzież Many), once, in the same step: a caster outside the fight gets it where it was cast.
  const own = cast.caster.id ? casterPart(actionAt(cast.caster.id)) : null;
  if (own && cast.caster.id) {
    const r = work.act(cast.caster.id, own);
    work.sayLine(text(ctx, "fight.castAt", { name: work.fighter(cast.caster.id).name, lines: r.lines.join("; ") }));
  }
}

/** The caster of a spell cast outside the tracker, when it fights here (its note is a combatant's). */
export function casterInFight(table: Table, path: string | null): Fighter | undefined {
  return path ? table.fighters.find((f) => f.path === path && f.record) : undefined;
}

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
  const ids = effects?.targets.kind === "self" ? [caster.id] : [...new Set(order.targets)];
  const wrong = checkTargets(table, ctx, found, ids, order.overcast);
  if (wrong) return wrong;

  const spell: CastSpell = {
    name: found.name,
    ...(found.path ? { path: found.path } : {}),
    manaCost: found.manaCost,
    threshold: found.threshold,
    required: found.required,
    sacred: found.sacred,
  };
  const levels = overcastLevels(order.overcast);
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
  applyAtTargets(work, ctx, {
    spell: found,
    successes: test?.successes ?? spell.required,
    caster: { id: caster.id, kind: caster.kind, values: casterValues(work.fighter(caster.id).subject) },
    targets: ids,
    order,
  });
  return work.done();
}

export const castAtTargets = guarded(_castAtTargets);

/** A spell cast outside the tracker (a block line, the sheet) whose effects go to combatants of the open fight. */
export interface AppliedCast {
  /** Who cast it: its note (a combatant here when it fights), name, side and values in force. */
  caster: { name: string; path: string | null; kind: "pc" | "npc"; values: CasterValues };
  /** The spell's name, as ctx.spell finds it. */
  spell: string;
  /** The cast's test as it was rolled: its pool, T:S, dice and successes. */
  test: { dice: number; threshold: number; required: number; faces: readonly number[]; successes: number };
  /** The overcast levels the cast paid for ("nadczaruj N"); the choices may take no more. */
  paidLevels: number;
  /** Combatant ids. */
  targets: readonly string[];
  overcast?: CastOrder["overcast"];
  conditionChoice?: string;
}

/**
 * "Zastosuj do…" at combatants (issue 26 item 3): the spell was rolled and paid for where it was
 * cast, so this takes no Akcja and spends nothing; it tells the cast's pool, T:S and dice in the
 * fight's history and applies the effects at each target as a tracker cast does, in ONE step.
 */
function _applyCastAt(table: Table, order: AppliedCast, ctx: EngineContext): Step {
  if (!ctx.spell) return refuse(table, ctx, "fight.refused.noSpells");
  const found = ctx.spell({ kind: "name", name: order.spell });
  if (typeof found === "string" || isMessage(found)) return refusedWith(table, problemText(found, ctx.lang));
  const at = casterInFight(table, order.caster.path);
  const ids = found.effects?.targets.kind === "self" ? (at ? [at.id] : []) : [...new Set(order.targets)];
  const wrong = checkTargets(table, ctx, found, ids, order.overcast);
  if (wrong) return wrong;
  const levels = overcastLevels(order.overcast);
  if (levels > order.paidLevels)
    return refuse(table, ctx, "fight.refused.overcastUnpaid", {
      spell: found.name,
      chosen: levels,
      paid: order.paidLevels,
    });
  const work = new Work(table, ctx);
  const t = order.test;
  const pool = text(ctx, "cast.pool", {
    spell: found.name,
    dice: t.dice,
    threshold: t.threshold,
    required: t.required,
    faces: `[${t.faces.join(" ") || "—"}]`,
    n: t.successes,
  });
  work.sayLine(
    text(ctx, "fight.castAt", { name: order.caster.name, lines: `${pool}; ${text(ctx, "fight.castApplied")}` }),
  );
  applyAtTargets(work, ctx, {
    spell: found,
    successes: t.successes,
    caster: {
      ...(at ? { id: at.id } : {}),
      kind: order.caster.kind,
      values: at ? casterValues(at.subject) : order.caster.values,
    },
    targets: ids,
    order,
  });
  return work.done();
}

export const applyCastAt = guarded(_applyCastAt);
