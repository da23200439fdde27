import { countedSuccesses, rollOpposed, rollPool } from "../dice/pool";
import { countedText, successesText } from "../roll/format";
import { whyNoExtraAction } from "../rules/action-economy";
import { BESTIARY_ATTACK, COMBAT_TALENTS } from "../rules/attack-options";
import { attackSkill, attackTest, dealDamage, dodgePool, faces, poolOf } from "./attack-strike";
import { endsAtRound, text as say, type EngineContext, type Work } from "./engine";
import type { AttackMark, EncounterRecord } from "./record";
import type { Fighter, Weapon } from "./resolve";

/**
 * The combat talents that act after or around the strike (rules/attack-options.ts, each
 * with its line): Riposta and the dodge its target pays for with Zapał, Spętanie's binding,
 * and the marks that keep "raz na rundę" and Finta in force. encounter/attack.ts calls them.
 */

/** A mark in force: a stance until its holder's next turn, a Finta until the end of the next round, a use this round. */
export function inForce(e: EncounterRecord, m: AttackMark): boolean {
  if (m.kind === "feint") return e.round <= m.round + 1;
  if (m.kind === "parry" || m.kind === "riposte" || m.kind === "opportunity") return e.round === m.round;
  const at = e.combatants.findIndex((c) => c.id === m.id);
  return e.round === m.round || (e.round === m.round + 1 && e.turn < at);
}

export const marked = (e: EncounterRecord, id: string, kind: AttackMark["kind"], target?: string) =>
  (e.marks ?? []).find((m) => m.id === id && m.kind === kind && (!target || m.target === target) && inForce(e, m));

export function mark(e: EncounterRecord, m: AttackMark): void {
  e.marks = [...(e.marks ?? []).filter((x) => inForce(e, x) && !(x.id === m.id && x.kind === m.kind)), m];
}

export const has = (f: Fighter, talent: string): boolean => f.subject.talents.includes(talent);

/** Spętanie written in a weapon's Cechy ("Spętanie - zamiast zadać Obrażenia … unieruchomić cel"). */
export const binds = (w: Weapon): boolean =>
  new RegExp(`(^|[\\s,;(])${BESTIARY_ATTACK.binding.trait}(?=$|[\\s,;)\\-–—:])`, "u").test(w.traits ?? "");

/**
 * Riposta (l. 1034): after a won parry, once a round, one step easier; its target cannot
 * oppose it, "jednak może go unikać za punkt Zapału": with `dodge`, the attacker pays one
 * Zapał (not when Oszołomiony or without Zapał: the reason is said) and dodges.
 */
export function riposte(
  work: Work,
  a: Fighter,
  d: Fighter,
  weapon: Weapon,
  dodge: boolean,
  ctx: EngineContext,
): string {
  const w = work.encounter;
  mark(w, { id: d.id, kind: "riposte", round: w.round });
  const ranged = !!weapon.ranged;
  const pool = poolOf(
    work.fighter(d.id),
    weapon.pool ?? null,
    attackSkill(ranged),
    [{ kind: "easier", steps: COMBAT_TALENTS.riposte.easier }],
    attackTest(work.fighter(a.id), weapon, ranged),
    ctx.lang,
  );
  const n = (x: number) => successesText(x, ctx.lang ?? "pl");
  const roll = rollPool(ctx.rng, pool);
  const parts = [
    say(ctx, "attack.riposte", {
      defender: d.name,
      attacker: a.name,
      weapon: weapon.name,
      pool: pool.text,
      faces: faces(roll),
      successes: n(roll.successes),
    }),
  ];
  const counted = countedSuccesses(roll);
  let successes = counted;
  if (dodge && successes > 0) {
    const now = work.fighter(a.id);
    const why = whyNoExtraAction(now.state.zeal, now.state.conditions);
    if (why) parts.push(say(ctx, `attack.riposteNoDodge.${why}`, { name: a.name }));
    else {
      work.act(a.id, { kind: "adjust", key: "zeal", delta: -COMBAT_TALENTS.riposte.dodgeZeal });
      const dp = dodgePool(work.fighter(a.id), ranged, ctx.lang);
      const dr = rollPool(ctx.rng, dp);
      successes -= countedSuccesses(dr);
      parts.push(
        say(ctx, "attack.riposteDodge", {
          name: a.name,
          zeal: work.fighter(a.id).state.zeal,
          pool: dp.text,
          faces: faces(dr),
          successes: n(dr.successes),
        }),
      );
      parts.push(
        successes > 0
          ? say(ctx, "attack.dodgeFailed", { successes: n(successes) })
          : say(ctx, "attack.dodged", { target: a.name }),
      );
    }
  }
  // Short of its S the Riposta misses; a dodged one has said so.
  if (successes <= 0) return counted <= 0 ? `${parts.join(" → ")} → ${say(ctx, "attack.miss")}` : parts.join(" → ");
  const hit = { id: a.id, by: d.id, successes, weapon, byAttacker: false };
  return `${parts.join(" → ")} → ${dealDamage(work, hit, { bonus: 0, backstab: false }, ctx)}`;
}

/**
 * Spętanie (Pelagius Caudex, Łańcuchy Enkidu): instead of damage the hit target "staje się
 * Unieruchomiony do końca swojej następnej tury, chyba że zda Test Przeciwstawny Ciało (Siła)
 * przeciwko Ciału" of the attacker. The condition ends at the start of the turn after its next
 * (docs/en/rules.md Decision "start-of-turn order": set for one round).
 */
export function bind(work: Work, a: Fighter, targetId: string, ctx: EngineContext): string {
  const d = work.fighter(targetId);
  const b = BESTIARY_ATTACK.binding;
  const own = poolOf(d, null, b.skill, [], {}, ctx.lang);
  const holder = poolOf(work.fighter(a.id), null, null, [], {}, ctx.lang);
  const r = rollOpposed(ctx.rng, own, holder);
  const rounds = r.rounds
    .map((x) => `${faces(x.left)} (${countedText(x.left)}) vs ${faces(x.right)} (${countedText(x.right)})`)
    .join(say(ctx, "attack.again"));
  const test = say(ctx, "attack.bindTest", { target: d.name, pool: own.text, holder: a.name, rounds });
  if (r.winner === "left") return `${test} → ${say(ctx, "attack.bindEscaped", { target: d.name })}`;
  const until = `round ${endsAtRound(work.encounter, d.id, b.rounds)}` as const;
  const applied = work.act(d.id, { kind: "toggleCondition", name: b.condition, on: true, until });
  return `${test} → ${say(ctx, "attack.bound", { target: d.name })}: ${applied.lines.join(", ")}`;
}
