import { countedSuccesses, rollPool } from "../dice/pool";
import { successesText } from "../roll/format";
import { RollError } from "../roll/plan";
import { problemText } from "../roll/result";
import type { RollOption } from "../roll/types";
import {
  ATTACK_OPTIONS,
  BESTIARY_ATTACK,
  COMBAT_TALENTS,
  INTENTS,
  splitPool,
  stanceForbids,
  type Defence,
  type Intent,
} from "../rules/attack-options";
import { readDamage, type AttackPool } from "../weapons";
import {
  attackSkill,
  attackTest,
  dealDamage,
  faces,
  poolOf,
  strike,
  type HitExtra,
  type Pool,
  type StrikeResult,
} from "./attack-strike";
import { bind, binds, has, mark, marked, riposte } from "./attack-talents";
import {
  guarded,
  HELPLESS_CONDITIONS,
  HELPLESS_TARGET_THRESHOLD,
  isDead,
  NO_ACTION_CONDITIONS,
  refuse,
  refusedWith,
  text as say,
  Work,
  type EngineContext,
  type Step,
} from "./engine";
import type { Fighter, Table, Weapon } from "./resolve";

export type { Defence, Intent } from "../rules/attack-options";
export { BESTIARY_ATTACK, COMBAT_TALENTS, INTENTS } from "../rules/attack-options";
export { binds } from "./attack-talents";

/** The attack as the tracker offered it before the defender chose (kept for old callers and records). */
export type AttackMode = "melee" | "melee-dodge" | "ranged" | "ranged-dodge";

export interface AttackInput {
  attacker: string;
  target: string;
  /** Old form: melee (opposed), melee-dodge, ranged, ranged-dodge. `ranged` and `defence` take precedence. */
  mode?: AttackMode;
  /** A ranged attack; absent: the mode says, else the weapon (a Dystansowa weapon shoots). */
  ranged?: boolean;
  /** The defender's choice (docs/en/encounters.md, Acting from the tracker). */
  defence?: Defence;
  /** The attacker's weapon by its place among its weapons; absent: a typed one (`weapon`), else the first. */
  weaponIndex?: number | null;
  /** A typed weapon: its formula (`2+S`, `S+2k6 Punktów Obrażeń ignorujących Pancerz`), name, flag and pool. */
  weapon?: string | null;
  weaponName?: string | null;
  ignoreArmor?: boolean;
  pool?: AttackPool | null;
  /** The defender's melee weapon for a counter-hit or a parry (never a ranged one); absent: its first melee weapon. */
  parryWeapon?: number | null;
  /** Two weapons (l. 1119): the second weapon's place; the pool is split between the two attacks. */
  secondWeapon?: number | null;
  /** With two weapons, the defender meets the second attack instead of the first. */
  defendSecond?: boolean;
  /** Szarża (l. 1142) and Szaleńczy atak (l. 1147): Walka Wręcz ×2. */
  charge?: boolean;
  frenzy?: boolean;
  /** Finta (l. 1023): a won opposed test deals no damage and opens the target to the next attack. */
  feint?: boolean;
  /** Cios w Plecy (l. 902): the target does not know of the attacker. */
  unaware?: boolean;
  /** Talent bonuses and the like, added to the damage. */
  bonus?: number;
  /** Riposta (l. 1034): the attacker pays one Zapał to dodge the defender's Riposta, should one come. */
  riposteDodge?: boolean;
  /**
   * Riposta (l. 1034, "Riposta może być atakiem wręcz bądź dystansowym"): the defender's weapon
   * for it by its place, melee or ranged; absent: the weapon it parried with.
   */
  riposteWeapon?: number | null;
  /** Oportunista (l. 913): an attack as a foe moves away, once a round, taking no Akcja. */
  opportunity?: boolean;
  /** Spętanie (a weapon's Cechy): a hit binds (Unieruchomiony) instead of wounding. */
  bind?: boolean;
  /** Zamiar (bestiary talent): the properties the attacker chooses for this attack. */
  intent?: Intent[];
  /** Nieuchronność (bestiary talent): the holder lets this attack be dodged or parried. */
  avoidable?: boolean;
}

const UNARMED = (ctx: EngineContext): Weapon => ({ name: say(ctx, "attack.unarmed"), damage: "+S", unarmed: true });

/** The attacker's weapon: by its place, a typed one (read as authors write it), else its first, else bare hands. */
function attackWeapon(a: Fighter, input: AttackInput, ctx: EngineContext): Weapon | string {
  if (input.weaponIndex !== undefined && input.weaponIndex !== null)
    return a.weapons[input.weaponIndex] ?? UNARMED(ctx);
  const typed = input.weapon?.trim();
  if (typed) {
    const d = readDamage(typed);
    if (!d) return say(ctx, "attack.weaponUnread", { formula: typed });
    const w: Weapon = { name: input.weaponName?.trim() || say(ctx, "attack.typedWeapon"), damage: d.formula };
    if (d.ignoreArmor || input.ignoreArmor) w.ignoreArmor = true;
    if (input.pool) w.pool = input.pool;
    return w;
  }
  if (input.weapon === null || input.weapon === undefined) return a.weapons[0] ?? UNARMED(ctx);
  return UNARMED(ctx);
}

/** The defender's counter weapon: the one it chose (never a ranged one), else its first melee weapon, else bare hands. */
function counterWeapon(d: Fighter, input: AttackInput, ctx: EngineContext): Weapon | string {
  if (input.parryWeapon !== undefined && input.parryWeapon !== null) {
    const w = d.weapons[input.parryWeapon];
    if (w?.ranged) return say(ctx, "fight.refused.rangedCounter", { name: d.name, weapon: w.name });
    if (w) return w;
  }
  return d.weapons.find((w) => !w.ranged) ?? UNARMED(ctx);
}

/**
 * docs/en/rules.md "Attack" and Decision "attack options": melee is an opposed Ciało + Walka
 * Wręcz test (the loser takes the winner's damage, the defender's with the melee weapon it
 * chose), or the defender dodges (Ciało + Refleks, its successes subtracted), or parries
 * (Parowanie, then Riposta); ranged is Ciało + Umiejętności Strzeleckie (or the weapon's own
 * test), which the target may dodge. Szarża, Szaleńczy atak, two weapons, Finta and Cios w
 * Plecy as the book says. Damage through play's apply().
 */
function _attack(table: Table, input: AttackInput, ctx: EngineContext): Step {
  if (!table.encounter) return refuse(table, ctx, "fight.refused.notStarted");
  const a = table.fighters.find((f) => f.id === input.attacker && f.record);
  const d = table.fighters.find((f) => f.id === input.target && f.record);
  if (!a || !d) return refuse(table, ctx, "fight.refused.pickFighters");
  if (a.id === d.id) return refuse(table, ctx, "fight.refused.sameFighter");
  if (isDead(a)) return refuse(table, ctx, "fight.refused.attackerDead", { name: a.name });
  const attackerBlocked = NO_ACTION_CONDITIONS.filter((c) => a.state.conditions.includes(c));
  if (attackerBlocked.length)
    return refuse(table, ctx, "fight.refused.attackerBlocked", {
      name: a.name,
      conditions: attackerBlocked.join(", "),
    });
  const weapon = attackWeapon(a, input, ctx);
  if (typeof weapon === "string") return refusedWith(table, weapon);
  const ranged = input.ranged ?? (input.mode ? input.mode.startsWith("ranged") : !!weapon.ranged);
  const asked: Defence = input.defence ?? (input.mode?.endsWith("-dodge") ? "dodge" : ranged ? "none" : "opposed");
  if (ranged && (asked === "opposed" || asked === "parry"))
    return refuse(table, ctx, "fight.refused.defenceRanged", { defence: say(ctx, `defence.${asked}`) });
  for (const [on, option] of [
    [input.charge, "Szarża"],
    [input.frenzy, "Szaleńczy atak"],
    [input.feint, "Finta"],
  ] as const)
    if (on && ranged) return refuse(table, ctx, "fight.refused.meleeOnly", { option });
  const e = table.encounter;
  const needs: Array<[boolean | undefined, Fighter, string]> = [
    [asked === "parry", d, COMBAT_TALENTS.parry.talent],
    [input.feint, a, COMBAT_TALENTS.feint.talent],
    [input.unaware, a, COMBAT_TALENTS.backstab.talent],
    [input.opportunity, a, COMBAT_TALENTS.opportunist.talent],
    [!!input.intent?.length, a, BESTIARY_ATTACK.intent.talent],
  ];
  for (const [on, f, talent] of needs)
    if (on && !has(f, talent)) return refuse(table, ctx, "fight.refused.needsTalent", { name: f.name, talent });
  if (asked === "parry" && marked(e, d.id, "parry"))
    return refuse(table, ctx, "fight.refused.oncePerRound", { name: d.name, talent: COMBAT_TALENTS.parry.talent });
  if (input.opportunity && marked(e, a.id, "opportunity"))
    return refuse(table, ctx, "fight.refused.oncePerRound", {
      name: a.name,
      talent: COMBAT_TALENTS.opportunist.talent,
    });
  const unknownIntent = (input.intent ?? []).find((k) => !INTENTS.includes(k));
  if (unknownIntent) return refuse(table, ctx, "fight.refused.intentUnknown", { value: String(unknownIntent) });
  if (input.bind && !binds(weapon))
    return refuse(table, ctx, "fight.refused.noBinding", { name: a.name, weapon: weapon.name });
  const counter = counterWeapon(d, input, ctx);
  if (typeof counter === "string") return refusedWith(table, counter);
  const riposteWith =
    input.riposteWeapon !== undefined && input.riposteWeapon !== null ? d.weapons[input.riposteWeapon] : counter;
  if (!riposteWith)
    return refuse(table, ctx, "fight.refused.riposteWeapon", { name: d.name, n: String(input.riposteWeapon) });
  let second: Weapon | null = null;
  if (input.secondWeapon !== undefined && input.secondWeapon !== null) {
    second = a.weapons[input.secondWeapon] ?? null;
    if (!second || input.secondWeapon === input.weaponIndex)
      return refuse(table, ctx, "fight.refused.secondWeapon", { name: a.name });
  }

  // The attacker's pool: Walka Wręcz ×2 under Szarża or Szaleńczy atak (this turn), Oburęczny +2 with two weapons.
  const work = new Work(table, ctx);
  const w = work.encounter;
  const doubled = !ranged && (input.charge || input.frenzy || !!marked(w, a.id, "frenzy"));
  const options: RollOption[] = doubled ? [{ kind: "double", skill: ATTACK_OPTIONS.charge.skill }] : [];
  const ambidextrous = !!second && has(a, ATTACK_OPTIONS.twoWeapons.ambidextrousTalent);
  if (ambidextrous) options.push({ kind: "dice", delta: ATTACK_OPTIONS.twoWeapons.ambidextrousDice });
  let pool: Pool;
  try {
    pool = poolOf(a, weapon.pool ?? null, attackSkill(ranged), options, attackTest(d, weapon, ranged), ctx.lang);
  } catch (err) {
    // Oślepiony shoots at nothing, Obezwładniony attacks not at all (rules/modifiers.ts).
    if (err instanceof RollError) return refusedWith(table, problemText(err.problem, ctx.lang));
    throw err;
  }
  // Oportunista (l. 913) attacks as the foe moves away: no Akcja, once a round.
  if (input.opportunity) mark(work.encounter, { id: a.id, kind: "opportunity", round: work.encounter.round });
  else work.takeAction(a.id, say(ctx, "fight.actionAttack", { target: d.name }));
  // The sentence: "{head} ({options}): {strike} → {outcome} · {damage}", each part a message key.
  const notes: string[] = [];
  const lines: string[] = [];
  const how = say(ctx, ranged ? "attack.how.ranged" : "attack.how.melee");
  const head = say(ctx, "attack.head", { attacker: a.name, target: d.name, how });
  if (input.opportunity) notes.push(say(ctx, "attack.opportunity", { name: a.name }));
  if (input.charge) notes.push(say(ctx, "attack.charge", { name: a.name }));
  if (input.frenzy) notes.push(say(ctx, "attack.frenzy", { name: a.name }));
  if (input.charge) mark(w, { id: a.id, kind: "charge", round: w.round });
  if (input.frenzy) mark(w, { id: a.id, kind: "frenzy", round: w.round });

  // What the defender may do: nothing when helpless, under its own stance, or after the attacker's Finta.
  const helpless = HELPLESS_CONDITIONS.filter((c) => d.state.conditions.includes(c));
  let defence = asked;
  const feinted = marked(w, a.id, "feint", d.id);
  // Nieuchronność: "nie można ich uniknąć Unikiem, Parowaniem ani podobnym Talentem", unless its holder allows it.
  const inevitable =
    has(a, BESTIARY_ATTACK.inevitable.talent) &&
    !input.avoidable &&
    (BESTIARY_ATTACK.inevitable.forbids as readonly Defence[]).includes(asked);
  const why = feinted
    ? say(ctx, "attack.why.feint", { attacker: a.name })
    : inevitable
      ? say(ctx, "attack.why.inevitable", { attacker: a.name })
      : marked(w, d.id, "frenzy") && stanceForbids("frenzy", asked, ranged)
        ? say(ctx, "attack.why.frenzy")
        : marked(w, d.id, "charge") && stanceForbids("charge", asked, ranged)
          ? say(ctx, "attack.why.charge")
          : null;
  if (feinted) w.marks = (w.marks ?? []).filter((m) => m !== feinted);
  if (why && !helpless.length) {
    notes.push(say(ctx, "attack.noDefence", { target: d.name, why }));
    defence = "none";
  }
  if (asked === "parry" && defence === "parry") mark(w, { id: d.id, kind: "parry", round: w.round });

  const dice: number[] = second ? splitPool(pool.dice) : [pool.dice];
  if (second)
    notes.push(
      say(ctx, "attack.twoWeapons", { dice: pool.dice, first: dice[0] ?? 0, second: dice[1] ?? 0 }) +
        (ambidextrous ? `, ${say(ctx, "attack.ambidextrous")}` : ""),
    );
  const n = (x: number) => successesText(x, ctx.lang ?? "pl");
  const extra: HitExtra = { bonus: input.bonus ?? 0, backstab: !!input.unaware };
  if (input.intent?.length) extra.intent = input.intent;
  let riposteDue = false;
  try {
    dice.forEach((count, i) => {
      const wpn = i === 0 ? weapon : (second as Weapon);
      const defended = (i === 1) === !!input.defendSecond || !second;
      const parts: string[] = i === 1 ? [say(ctx, "attack.second", { weapon: wpn.name })] : [];
      let result: StrikeResult;
      if (helpless.length) {
        const roll = rollPool(ctx.rng, { ...pool, dice: count, threshold: HELPLESS_TARGET_THRESHOLD });
        parts.push(
          say(ctx, "attack.helpless", {
            target: d.name,
            conditions: helpless.join(", "),
            pool: pool.text,
            threshold: HELPLESS_TARGET_THRESHOLD,
            faces: faces(roll),
            successes: n(roll.successes),
          }),
        );
        result = { parts: [], hit: null, parried: false, feintWon: false };
        const successes = countedSuccesses(roll);
        if (successes > 0) result.hit = { id: d.id, by: a.id, successes, weapon: wpn, byAttacker: true };
        else parts.push(say(ctx, "attack.miss"));
      } else {
        result = strike(
          {
            a: work.fighter(a.id),
            d: work.fighter(d.id),
            dice: count,
            pool,
            weapon: wpn,
            defence: defended ? defence : "none",
            counterWeapon: counter,
            ranged,
            feint: !!input.feint,
          },
          ctx,
        );
      }
      parts.push(...result.parts);
      if (result.feintWon) mark(w, { id: a.id, kind: "feint", round: w.round, target: d.id });
      if (result.parried && has(d, COMBAT_TALENTS.riposte.talent) && !marked(w, d.id, "riposte")) riposteDue = true;
      // Spętanie: the attacker's hit binds instead of wounding; a counter-hit wounds as ever.
      const damage = !result.hit
        ? ""
        : input.bind && result.hit.byAttacker
          ? ` · ${bind(work, a, result.hit.id, ctx)}`
          : ` · ${dealDamage(work, result.hit, extra, ctx)}`;
      lines.push(parts.join(" → ") + damage);
    });
    if (riposteDue) lines.push(riposte(work, a, d, riposteWith, !!input.riposteDodge, ctx));
  } catch (err) {
    if (err instanceof RollError) return refusedWith(table, problemText(err.problem, ctx.lang));
    if (err instanceof RangeError) return refusedWith(table, err.message);
    throw err;
  }
  work.sayLine(`${head}${notes.length ? ` (${notes.join("; ")})` : ""}: ${lines.join(" · ")}`);
  return work.done();
}

export const attack = guarded(_attack);
