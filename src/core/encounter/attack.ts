import { rollOpposed, rollPool, type PoolResult } from "../dice/pool";
import { successesText } from "../roll/format";
import { planPool, RollError } from "../roll/plan";
import { problemText } from "../roll/result";
import type { TestKind } from "../rules/modifiers";
import type { PoolSpec } from "../roll/types";
import { weaponDamage, type DamageKind } from "../rules/damage";
import {
  guarded,
  HELPLESS_TARGET_THRESHOLD,
  isDead,
  NO_ACTION_CONDITIONS,
  refuse,
  refusedWith,
  rollCharacterOf,
  text as say,
  Work,
  type EngineContext,
  type Step,
} from "./engine";
import type { Fighter, Table } from "./resolve";

/** An attack (Rozdział V): opposed melee, a dodge, ranged; the damage through play's apply(). */
export type AttackMode = "melee" | "melee-dodge" | "ranged" | "ranged-dodge";

export interface AttackInput {
  attacker: string;
  target: string;
  mode: AttackMode;
  /** The attacker's weapon: a formula (`2+S`) or null for the first weapon of its Ekwipunek (else `+S`). */
  weapon?: string | null;
  weaponName?: string | null;
  /** Talent bonuses and the like, added to the damage. */
  bonus?: number;
}

const POOLS = {
  melee: "Walka Wręcz",
  ranged: "Umiejętności Strzeleckie",
  dodge: "Refleks",
} as const;

/** A fighter's pool through the one planner, with the test modifiers in force (rules/modifiers.ts). */
function poolOf(
  f: Fighter,
  skill: string,
  test: Omit<TestKind, "attribute"> = {},
): { dice: number; threshold: number; text: string } {
  const spec: PoolSpec = {
    terms: [
      { kind: "attribute", sign: 1, attribute: "body" },
      { kind: "skill", sign: 1, skill },
    ],
    threshold: 4,
    required: 1,
    explicitTS: false,
    text: `Ciało + ${skill}`,
  };
  const plan = planPool(spec, rollCharacterOf(f), [], test);
  return { dice: plan.dice, threshold: plan.threshold, text: plan.description };
}

const faces = (r: PoolResult) => (r.faces.length ? r.faces.join(" ") : "—");

function weaponOf(
  f: Fighter,
  formula: string | null | undefined,
  name: string | null | undefined,
): { name: string; damage: string } {
  if (formula && formula.trim()) return { name: name?.trim() || "broń", damage: formula.trim() };
  return f.weapons[0] ?? { name: "bez broni", damage: "+S" };
}

/**
 * docs/en/rules.md "Attack": melee is an opposed Ciało + Walka Wręcz test, and the side
 * with fewer successes takes the winner's damage (the attacker can lose and
 * be hit); a dodge (Ciało + Refleks) subtracts its successes from the
 * attacker's, and what remains counts for damage; ranged is Ciało +
 * Umiejętności Strzeleckie. Damage = successes + weapon (+ bonus), then the
 * damage pipeline of the one hit.
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
  // Aneks A: Obezwładniony "nie może się … bronić (Trudność testów na Atak to zawsze 2)"; Nieprzytomny
  // "nie może podejmować żadnych akcji": neither defends nor dodges, and the attack is rolled alone at T 2.
  const defenceless = NO_ACTION_CONDITIONS.filter((c) => d.state.conditions.includes(c));
  const work = new Work(table, ctx);
  work.takeAction(a.id, say(ctx, "fight.actionAttack", { target: d.name }));
  const melee = input.mode === "melee" || input.mode === "melee-dodge";
  const dodge = input.mode === "melee-dodge" || input.mode === "ranged-dodge";
  let attackPool: ReturnType<typeof poolOf>;
  try {
    attackPool = poolOf(a, melee ? POOLS.melee : POOLS.ranged, {
      ranged: !melee,
      attack: { melee, targetConditions: d.state.conditions },
    });
  } catch (e) {
    // Oślepiony shoots at nothing, Obezwładniony attacks not at all (rules/modifiers.ts).
    if (e instanceof RollError) return refusedWith(table, problemText(e.problem, ctx.lang));
    throw e;
  }
  const weapon = weaponOf(a, input.weapon, input.weaponName);
  const how = melee ? "wręcz" : "na dystans";
  let hitId: string | null = null;
  let successes = 0;
  let hitWeapon = weapon;
  let text: string;
  if (defenceless.length) {
    const att = rollPool(ctx.rng, { dice: attackPool.dice, threshold: HELPLESS_TARGET_THRESHOLD, required: 1 });
    successes = att.successes;
    text = `${a.name} atakuje ${d.name} ${how}: ${d.name} (${defenceless.join(", ")}) się nie broni; ${attackPool.text} ${HELPLESS_TARGET_THRESHOLD}:1 → ${faces(att)} (${successesText(att.successes)})`;
    if (successes > 0) hitId = d.id;
    else text += " → pudło";
  } else if (melee && !dodge) {
    const defence = poolOf(d, POOLS.melee);
    const r = rollOpposed(
      ctx.rng,
      { dice: attackPool.dice, threshold: attackPool.threshold, required: 1 },
      { dice: defence.dice, threshold: defence.threshold, required: 1 },
    );
    const rounds = r.rounds
      .map((x) => `${faces(x.left)} (${x.left.successes}) vs ${faces(x.right)} (${x.right.successes})`)
      .join("; remis, znowu: ");
    text = `${a.name} atakuje ${d.name} ${how}: ${attackPool.text} vs ${defence.text} → ${rounds}`;
    if (r.winner === "left") {
      hitId = d.id;
      successes = r.rounds[r.rounds.length - 1]?.left.successes ?? 0;
      text += ` → trafia ${d.name}`;
    } else if (r.winner === "right") {
      hitId = a.id;
      successes = r.rounds[r.rounds.length - 1]?.right.successes ?? 0;
      hitWeapon = weaponOf(d, null, null);
      text += ` → ${d.name} wygrywa i trafia ${a.name}`;
    } else text += " → remis nierozstrzygnięty, nikt nie trafia";
  } else {
    const att = rollPool(ctx.rng, { dice: attackPool.dice, threshold: attackPool.threshold, required: 1 });
    text = `${a.name} atakuje ${d.name} ${how}: ${attackPool.text} → ${faces(att)} (${successesText(att.successes)})`;
    if (dodge) {
      const dodgePool = poolOf(d, POOLS.dodge);
      const dr = rollPool(ctx.rng, { dice: dodgePool.dice, threshold: dodgePool.threshold, required: 1 });
      successes = att.successes - dr.successes;
      text += `; unik ${dodgePool.text} → ${faces(dr)} (${successesText(dr.successes)})`;
      text += successes > 0 ? ` → unik nieudany, liczy się ${successesText(successes)}` : ` → ${d.name} unika`;
    } else {
      successes = att.successes;
      if (successes <= 0) text += " → pudło";
    }
    if (successes > 0) hitId = d.id;
  }
  if (hitId) {
    const hitter = hitId === d.id ? a : d;
    let amount: number;
    let damageText: string;
    try {
      const wd = weaponDamage(hitWeapon.damage, successes, ctx.rng);
      amount = wd.total + (hitter === a ? (input.bonus ?? 0) : 0);
      damageText = `${hitWeapon.name} ${wd.text}${hitter === a && input.bonus ? ` + premia ${input.bonus}` : ""}`;
    } catch (e) {
      return refusedWith(table, e instanceof Error ? e.message : String(e));
    }
    const applied = work.act(hitId, { kind: "damage", amount, damageKind: "physical" satisfies DamageKind });
    text += ` · ${damageText} · ${work.fighter(hitId).name}: ${applied.lines.join(", ")}`;
  }
  work.sayLine(text);
  return work.done();
}

export const attack = guarded(_attack);
