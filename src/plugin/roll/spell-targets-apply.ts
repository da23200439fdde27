import { Notice } from "obsidian";
import {
  applyCastAt,
  casterInFight,
  effectDice,
  overcastLevels,
  targetLimit,
  type AppliedCast,
} from "../../core/encounter";
import type { SpellEffects } from "../../core/spells";
import { UndoStack, casterPart, type Action, type UndoEntry } from "../../core/play";
import { msg, renderMessage } from "../../core/play/messages";
import type { OpenFight } from "../encounter/open-fight";
import type { PickedChoice } from "../encounter/tracker-cast-overcast";
import type { PluginHost } from "../host";
import { language } from "../i18n/i18n";
import { changeNotice } from "../play/notices";

/** What "Zastosuj do…" applies: the cast as rolled, the choices made, and who gets it. */
export interface SpellApplication {
  /** The spellEffects action each player character outside the fight gets. */
  action: Extract<Action, { kind: "spellEffects" }>;
  /** The same cast for the fight's engine step (its targets are filled in here). */
  applied: Omit<AppliedCast, "targets" | "overcast" | "conditionChoice">;
  /** The spell's effects as read (its targets: how many it may have). */
  effects: SpellEffects | undefined;
  overcast: PickedChoice[];
  conditionChoice: string;
  /** Combatants of the open fight, by id. */
  fighters: string[];
  /** Player characters outside the fight, by note path, with their names. */
  characters: Array<{ path: string; name: string }>;
}

/**
 * Apply a spell cast in a block or on the sheet (issue 26 item 3) as ONE undoable step: the fight's
 * combatants through the engine step the tracker uses (applyCastAt: an NPC's save rolled for it,
 * damage through its defences, its state in the encounter's record, written by the encounter
 * store), the other player characters through apply() in their own notes; one "Cofnij" for all.
 * Returns the lines said, or null when nothing was done (the reason is in a Notice).
 */
export async function applySpell(
  plugin: PluginHost,
  fight: OpenFight | null,
  label: string,
  a: SpellApplication,
): Promise<string[] | null> {
  const lang = language();
  const levels = overcastLevels(a.overcast);
  if (levels > a.applied.paidLevels) {
    const reason = msg("fight.refused.overcastUnpaid", {
      spell: a.applied.spell,
      chosen: levels,
      paid: a.applied.paidLevels,
    });
    new Notice(renderMessage(reason, lang));
    return null;
  }
  // As many targets as the spell allows, counted over the fight and the party together (as the tracker counts).
  const limit = targetLimit(a.effects, a.overcast);
  const chosen = a.fighters.length + a.characters.length;
  if (limit !== null && chosen > limit) {
    new Notice(renderMessage(msg("fight.refused.tooManyTargets", { spell: a.applied.spell, n: limit, chosen }), lang));
    return null;
  }
  const overcast = a.overcast.map(({ levels: _levels, ...c }) => c);
  const undos: UndoEntry[] = [];
  const lines: string[] = [];
  const services = plugin.encounters;
  if (fight && services && a.fighters.length) {
    const order: AppliedCast = {
      ...a.applied,
      targets: a.fighters,
      overcast: a.overcast,
      ...(a.conditionChoice ? { conditionChoice: a.conditionChoice } : {}),
    };
    const ctx = { rng: services.rng(), ...services.context(fight.path) };
    const out = await services.store.run(fight.path, fight.source, label, (t, c) => applyCastAt(t, order, c), ctx, {
      push: false,
    });
    // A refusal writes nothing (and the party gets nothing either): the reason, and stop.
    if (!out.step) {
      new Notice(out.reason ?? label);
      return null;
    }
    if (out.undo) undos.push(out.undo);
    lines.push(...out.step.log);
    if (!out.ok && out.reason) lines.push(out.reason);
  }
  const said: string[] = [];
  const action: Action = {
    ...a.action,
    overcast,
    ...(a.conditionChoice ? { conditionChoice: a.conditionChoice } : {}),
  };
  // The caster's own part (Kradzież Many) goes with the cast: through the fight's step when the caster fights there
  // and that step ran, else in the caster's own note, in the same undo group.
  const own = action.kind === "spellEffects" ? casterPart(action) : null;
  const casterDone = !!fight && a.fighters.length > 0 && !!casterInFight(fight.table, a.applied.caster.path);
  const caster = { path: a.applied.caster.path ?? "", name: a.applied.caster.name };
  const acts = [
    ...a.characters.map((c) => ({ c, act: action })),
    ...(own && !casterDone && caster.path ? [{ c: caster, act: own as Action }] : []),
  ];
  for (const { c, act } of acts) {
    const r = await plugin.actions.act(c.path, act, `${label}: ${c.name}`, false, false);
    if (r.undo) undos.push(r.undo);
    const dice = r.transition ? effectDice(r.transition.rolls, lang) : [];
    said.push(`${c.name}: ${r.ok ? [...dice, ...r.changes].join("; ") : (r.reason ?? "")}`);
  }
  if (undos.length) plugin.actions.undoStack.push(UndoStack.group(label, undos));
  if (said.length) plugin.actions.emit({ paths: acts.map((x) => x.c.path), title: label, lines: said, log: true });
  lines.push(...said);
  changeNotice([label, ...lines], undos.length ? () => void plugin.actions.undo() : null, 12000, "div");
  return lines;
}
