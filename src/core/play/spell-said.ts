/** What a spell's effect says when play does not apply it as numbers: the GM's messages (apply-spell.ts). */
import { ATTRIBUTE_NAMES } from "../spells/names";
import type { SpellEffect, TestEffect } from "../spells/types";
import { msg } from "./messages";
import type { Work } from "./work";

export function signed(n: number | undefined): string {
  return n === undefined || n === 0 ? "—" : n > 0 ? `+${n}` : String(n);
}

export function testScope(e: TestEffect): string {
  const on = e.on;
  return [
    ...(on.skills ?? []),
    ...(on.attributes ?? []).map((x) => ATTRIBUTE_NAMES[x]),
    ...(on.attacks ? [`attacks:${on.attacks}`] : []),
    ...(on.casting ? ["casting"] : []),
    ...(on.againstHolder ? ["againstHolder"] : []),
    ...(on.situation ? [on.situation] : []),
  ].join(", ");
}

/** An effect play does not apply as numbers: what the GM applies, as a message. */
export function sayForGm(w: Work, spell: string, e: SpellEffect, why: string): void {
  if (e.kind === "none") w.messages.push(msg("spell.gm", { spell, note: `none.${e.reason}` }));
  else if (e.kind === "test")
    w.messages.push(
      msg("spell.gm", {
        spell,
        note: "spell.note.test",
        scope: testScope(e),
        dice: signed(e.dice),
        threshold: signed(e.threshold),
        required: signed(e.required),
        bonus: signed(e.bonusSuccesses),
        blocked: e.blocked ? "✗" : "—",
      }),
    );
  else if (e.kind === "stat")
    w.messages.push(
      msg("spell.gm", {
        spell,
        note: "spell.note.stat",
        stat: e.stat,
        add: signed(e.add),
        multiply: e.multiply ?? "—",
      }),
    );
  else w.messages.push(msg("spell.gm", { spell, note: why, effect: e.kind }));
}
