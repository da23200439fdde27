import { countedSuccesses, rollOpposed, rollPool, type PoolResult } from "../dice/pool";
import { countedText, successesText } from "../roll/format";
import { planPool } from "../roll/plan";
import type { PoolSpec, RollOption } from "../roll/types";
import { extraDamageRolled, skippedLayers, weaponDamageRolled, type DamagePart } from "../rules/damage";
import { timesText, timesUp } from "../rules/multiply";
import { ATTACK_SKILLS, attackAt, type RollTest } from "../rules/modifiers";
import { heldTests } from "../play/state";
import { heldWeapon, timesHeld } from "../play/held-weapon";
import { BESTIARY_ATTACK, COMBAT_TALENTS, parryAllowance, type Intent } from "../rules/attack-options";
import type { AttackPool } from "../weapons";
import { casterValues } from "../play/apply";
import { rollCharacterOf, text as say, turnBegun, Work, type EngineContext } from "./engine";
import type { Fighter, Weapon } from "./resolve";

/** A pool as the one planner makes it (rules/modifiers.ts applied), ready to roll. */
export interface Pool {
  dice: number;
  threshold: number;
  /**
   * S: above 1 when a spell on the target makes the attack need more (Urok Niewinności: S +2); rolled with the pool,
   * the dice module takes it from the successes (dice/pool.ts countedSuccesses).
   */
  required: number;
  text: string;
}

const SKILL = { ...ATTACK_SKILLS, dodge: "Refleks" } as const;

/**
 * A fighter's pool through the one planner: the weapon's own test ("atakuje Testem Magia
 * (Umiejętności Strzeleckie)") or Ciało + the skill, the line options (Walka Wręcz ×2, ±dice,
 * T easier) and the test kind, so Oślepiony, Przewrócony and the rest apply.
 */
export function poolOf(
  f: Fighter,
  pool: AttackPool | null,
  /** The skill added to Ciało (or the weapon's attribute); null: the attribute alone ("przeciwko Ciału"). */
  skill: string | null,
  options: RollOption[] = [],
  test: RollTest = {},
  /** The language the pool's modifiers are said in (the fight's history). */
  lang: "pl" | "en" = "pl",
): Pool {
  const s = pool?.skill ?? skill;
  const attribute = pool?.attribute ?? "body";
  const spec: PoolSpec = {
    terms: [
      { kind: "attribute", sign: 1, attribute },
      ...(s ? [{ kind: "skill" as const, sign: 1 as const, skill: s }] : []),
    ],
    threshold: 4,
    required: 1,
    explicitTS: false,
    text: s ?? "",
  };
  const usable = options.filter((o) => o.kind !== "double" || o.skill === s);
  const plan = planPool(spec, rollCharacterOf(f), usable, test, lang);
  return { dice: plan.dice, threshold: plan.threshold, required: plan.required, text: plan.description };
}

/**
 * What an attack at `target` is, for the planner: ranged or melee, the target's conditions and its lasting spells on
 * attacks at it (Egida: T +1), and whether a weapon strikes (Ognista Powłoka: its attacks T −1; not bare hands).
 */
export function attackTest(target: Fighter, weapon: Weapon, ranged: boolean): RollTest {
  const at = { conditions: target.state.conditions, held: heldTests(target.state.effects) };
  return attackAt(ranged, at, !weapon.unarmed);
}

export const attackSkill = (ranged: boolean): string => (ranged ? SKILL.ranged : SKILL.melee);

/** The defender's dodge: Ciało + Refleks; Powietrzne Uniki doubles Refleks against a ranged attack (l. 979). */
export function dodgePool(d: Fighter, ranged: boolean, lang: "pl" | "en" = "pl"): Pool {
  const air = ranged && d.subject.talents.includes(COMBAT_TALENTS.airDodge.talent);
  return poolOf(d, null, SKILL.dodge, air ? [{ kind: "double", skill: SKILL.dodge }] : [], {}, lang);
}

export const faces = (r: PoolResult): string => (r.faces.length ? r.faces.join(" ") : "—");

/** What one strike did: who was hit, with how many successes and which weapon, and its words. */
export interface StrikeResult {
  parts: string[];
  /** `by`: whose weapon deals the hit (the attacker, or the defender in a counter). */
  hit: { id: string; by: string; successes: number; weapon: Weapon; byAttacker: boolean } | null;
  /** The defender won a parry (Riposta may follow) or a Finta was won. */
  parried: boolean;
  feintWon: boolean;
}

export interface StrikeSpec {
  a: Fighter;
  d: Fighter;
  dice: number;
  pool: Pool;
  weapon: Weapon;
  defence: "opposed" | "dodge" | "parry" | "none";
  /** The defender's melee weapon for a counter-hit or a parry. */
  counterWeapon: Weapon;
  ranged: boolean;
  feint: boolean;
}

/** One attack against one defence (l. 1105–1122): rolled, said, not yet damaging. */
export function strike(s: StrikeSpec, ctx: EngineContext): StrikeResult {
  const lang = ctx.lang ?? "pl";
  const n = (x: number) => successesText(x, lang);
  const out: StrikeResult = { parts: [], hit: null, parried: false, feintWon: false };
  const att = { ...s.pool, dice: s.dice };
  if (s.defence === "opposed" || s.defence === "parry") {
    const parry = s.defence === "parry";
    const defPool = poolOf(
      s.d,
      null,
      SKILL.melee,
      parry ? [{ kind: "easier", steps: COMBAT_TALENTS.parry.easier }] : [],
      {},
      ctx.lang,
    );
    // Parowanie (l. 1015): the parrier's successes count ⌈Walka Wręcz / 2⌉ more.
    const allowance = parry ? parryAllowance(s.d.skills[COMBAT_TALENTS.parry.skill] ?? 0) : 0;
    const r = rollOpposed(ctx.rng, att, defPool, undefined, allowance);
    // Each side's successes as compared: an S above 1 taken from them ("5 − 2"), the parry's allowance added.
    const said = (x: PoolResult, plus: number) => `${faces(x)} (${countedText(x, plus)})`;
    const rounds = r.rounds
      .map((x) => `${said(x.left, 0)} vs ${said(x.right, allowance)}`)
      .join(say(ctx, "attack.again"));
    const defence = parry
      ? say(ctx, "attack.parryPool", { weapon: s.counterWeapon.name, pool: defPool.text }) +
        (allowance ? ` ${say(ctx, "attack.parryAllowance", { n: allowance })}` : "")
      : defPool.text;
    out.parts.push(say(ctx, "attack.opposed", { pool: s.pool.text, defence, rounds }));
    const last = r.rounds[r.rounds.length - 1];
    if (r.winner === "left") {
      if (s.feint) {
        out.feintWon = true;
        out.parts.push(say(ctx, "attack.feintWon", { target: s.d.name, attacker: s.a.name }));
      } else {
        // The winner hits with what it counts: an attack's S above 1 is spent, as when it is not opposed.
        const successes = last ? countedSuccesses(last.left) : 0;
        out.hit = { id: s.d.id, by: s.a.id, successes, weapon: s.weapon, byAttacker: true };
        out.parts.push(say(ctx, "attack.hits", { target: s.d.name }));
      }
    } else if (r.winner === "right") {
      if (parry) {
        out.parried = true;
        out.parts.push(say(ctx, "attack.parried", { target: s.d.name }));
      } else {
        out.hit = {
          id: s.a.id,
          by: s.d.id,
          successes: last ? countedSuccesses(last.right) : 0,
          weapon: s.counterWeapon,
          byAttacker: false,
        };
        out.parts.push(say(ctx, "attack.counter", { defender: s.d.name, attacker: s.a.name }));
      }
    } else out.parts.push(say(ctx, "attack.tie"));
    return out;
  }
  const roll = rollPool(ctx.rng, att);
  out.parts.push(say(ctx, "attack.alone", { pool: s.pool.text, faces: faces(roll), successes: n(roll.successes) }));
  let successes = countedSuccesses(roll);
  if (s.defence === "dodge") {
    const dp = dodgePool(s.d, s.ranged, ctx.lang);
    const dr = rollPool(ctx.rng, dp);
    successes -= countedSuccesses(dr);
    out.parts.push(say(ctx, "attack.dodge", { pool: dp.text, faces: faces(dr), successes: n(dr.successes) }));
    out.parts.push(
      successes > 0
        ? say(ctx, "attack.dodgeFailed", { successes: n(successes) })
        : say(ctx, "attack.dodged", { target: s.d.name }),
    );
  } else if (successes <= 0) out.parts.push(say(ctx, "attack.miss"));
  if (successes > 0) out.hit = { id: s.d.id, by: s.a.id, successes, weapon: s.weapon, byAttacker: true };
  return out;
}

/** What a hit carries besides its weapon: the attacker's bonus, Cios w Plecy, Zamiar's chosen properties. */
export interface HitExtra {
  bonus: number;
  backstab: boolean;
  intent?: readonly Intent[];
}

/**
 * The hit's damage (docs/en/rules.md, Damage): successes + the weapon's formula (its dice shown,
 * "dodatkowo 1k3" included, + the attacker's bonus), doubled by Cios w Plecy on an unaware
 * target (l. 902), through play's apply() with the weapon's "ignoruje Pancerz", the Pancerz
 * the target lost to Rozdzieranie, and Zamiar's properties (rules/attack-options.ts).
 */
export function dealDamage(
  work: Work,
  hit: NonNullable<StrikeResult["hit"]>,
  extra: HitExtra,
  ctx: EngineContext,
): string {
  const wd = weaponDamageRolled(hit.weapon.damage, hit.successes, ctx.rng);
  const bonus = hit.byAttacker ? extra.bonus : 0;
  // A lasting spell on the wielder adds to each hit of its weapon (Ognista Powłoka: 2 magical points, skipping Pancerz).
  // Bare hands are no weapon: a spell on the wielder's weapon does not reach them.
  const spell = heldWeapon(hit.weapon.unarmed ? [] : work.fighter(hit.by).state.effects, !hit.weapon.ranged);
  let amount = wd.total + bonus + spell.physical;
  const rolled = wd.faces.length
    ? say(ctx, "attack.weaponDice", {
        formula: hit.weapon.damage,
        s: hit.successes,
        faces: wd.faces.join(" "),
        total: wd.total,
      })
    : wd.text;
  const segments = [`${hit.weapon.name} ${rolled}${bonus ? ` + ${say(ctx, "attack.bonus", { n: bonus })}` : ""}`];
  // The weapon's extra part ("dodatkowo 1k3 … ignorujące Pancerz i Runiczny Pancerz") is its own part of the hit.
  // Each spell's points named by the spells that give them ("Ognista Powłoka: +2 magiczne (bez Pancerza)").
  const byKind = (magical: boolean) =>
    [...new Set(spell.parts.filter((p) => p.magical === magical).map((p) => p.source))].join(", ");
  if (spell.physical) segments.push(say(ctx, "attack.spellDamage", { by: byKind(false), n: spell.physical }));
  const own = extraPart(hit.weapon, ctx);
  const magical = spell.extra && {
    part: spell.extra,
    said: say(ctx, "attack.spellMagical", { by: byKind(true), n: spell.magical }),
  };
  const part = own ?? magical;
  if (part) segments.push(part.said);
  // A weapon with its own extra part has no room for a second one: the GM adds the spell's points.
  if (own && spell.magical) segments.push(say(ctx, "attack.spellDamageGm", { by: byKind(true), n: spell.magical }));
  if (hit.byAttacker && extra.backstab) {
    amount = timesUp(amount, COMBAT_TALENTS.backstab.times);
    if (part) part.part.amount = timesUp(part.part.amount, COMBAT_TALENTS.backstab.times);
    segments.push(say(ctx, "attack.backstab", { total: amount + (part?.part.amount ?? 0) }));
  }
  // A lasting spell multiplies the whole hit, after its points are added (Fanatyczne Poświęcenie in melee: ×2).
  const by = spell.by.join(", ");
  if (spell.times !== 1) {
    amount = timesHeld(amount, part?.part ?? null, spell.times);
    segments.push(
      say(ctx, "attack.spellTimes", { by, times: timesText(spell.times), total: amount + (part?.part.amount ?? 0) }),
    );
  }
  if (spell.dealsMagical) segments.push(say(ctx, "attack.spellMagicalKind", { by }));
  const intent = new Set(hit.byAttacker ? (extra.intent ?? []) : []);
  const target = work.fighter(hit.id);
  const rec = work.record(hit.id);
  if (intent.has("rend") && rec) rec.armorLost = (rec.armorLost ?? 0) + BESTIARY_ATTACK.intent.armorRent;
  const ignoreArmor = !!hit.weapon.ignoreArmor || intent.has("ignoreArmor") || spell.ignoresArmor;
  if (hit.weapon.ignoreArmor) segments.push(say(ctx, "attack.ignoresArmor"));
  else if (spell.ignoresArmor) segments.push(say(ctx, "attack.spellIgnoresArmor", { by }));
  if (intent.size)
    segments.push(say(ctx, "attack.intent", { chosen: [...intent].map((k) => say(ctx, `intent.${k}`)).join(", ") }));
  if (intent.has("noDamage")) {
    amount = 0;
    if (part) part.part.amount = 0;
  }
  // Zamiar's skips are the whole attack's: the extra part takes them too.
  if (part) {
    if (ignoreArmor) part.part.ignoreArmor = true;
    if (intent.has("ignoreRunes")) part.part.ignoreRunic = true;
    if (intent.has("ignoreShield")) part.part.ignoreShield = true;
  }
  const applied = work.act(hit.id, {
    kind: "damage",
    amount,
    damageKind: spell.dealsMagical ? "magical" : "physical",
    ...(ignoreArmor ? { ignoreArmor: true } : {}),
    ...(intent.has("ignoreRunes") ? { ignoreRunic: true } : {}),
    ...(intent.has("ignoreShield") ? { ignoreShield: true } : {}),
    ...(intent.has("breakShield") ? { breakShield: true } : {}),
    ...(intent.has("breakRunes")
      ? { runicArmor: Math.max(0, target.runicArmor - BESTIARY_ATTACK.intent.runesBroken) }
      : {}),
    ...(part ? { extra: part.part } : {}),
  });
  // A hit in parts: each part, the total and what followed, apart with "; " (a part's own layers keep ", ").
  segments.push(`${work.fighter(hit.id).name}: ${applied.lines.join(part ? "; " : ", ")}`);
  if (intent.has("mindScar")) segments.push(say(ctx, "intent.mindScarDue", { target: target.name }));
  if (!hit.weapon.unarmed) segments.push(...onHit(work, hit, ctx));
  return segments.join(" · ");
}

/**
 * What the wielder's weapon spells give whoever its hit reaches (Święta Stal: Refleks −1k6 until the caster's next
 * turn; Fanatyczne Poświęcenie: Przerażony): each spell's effects on the hit target, through the same per-target step
 * as a cast (play's `spellEffects`), in the attack's one step. The spells are cast on oneself, so the wielder is their
 * caster, and "the caster's next turn" is the wielder's.
 */
function onHit(work: Work, hit: NonNullable<StrikeResult["hit"]>, ctx: EngineContext): string[] {
  const wielder = work.fighter(hit.by);
  const said: string[] = [];
  for (const e of wielder.state.effects) {
    if (!e.onHit || (e.onHit.melee && hit.weapon.ranged)) continue;
    const r = work.act(hit.id, {
      kind: "spellEffects",
      spell: { name: e.name, ...(e.cite ? { path: e.cite } : {}) },
      effects: e.onHit.effects,
      casterSuccesses: 0,
      caster: casterValues(wielder.subject),
      round: work.encounter.round,
      targetHasActed: turnBegun(work.encounter, hit.id),
      targetSide: wielder.kind === work.fighter(hit.id).kind ? "ally" : "enemy",
      casterTurn: { id: wielder.id, begun: turnBegun(work.encounter, wielder.id) },
    });
    const lines = r.lines.map((l) => (l.startsWith(`${e.name}: `) ? l.slice(e.name.length + 2) : l));
    said.push(say(ctx, "attack.onHit", { spell: e.name, lines: lines.join(", ") }));
  }
  return said;
}

/** A weapon's extra part, rolled with its dice shown and the layers it skips said. */
function extraPart(weapon: Weapon, ctx: EngineContext): { part: DamagePart; said: string } | null {
  if (!weapon.extra) return null;
  const { formula, ...skips } = weapon.extra;
  const r = extraDamageRolled(formula, ctx.rng);
  const names = skippedLayers(skips);
  const said =
    say(ctx, "attack.extraPart", { formula, faces: r.faces.join(" ") || "—", total: r.total }) +
    (names.length ? ` (${say(ctx, "attack.extraSkips", { skips: names.join(", ") })})` : "");
  return { part: { amount: r.total, ...skips }, said };
}
