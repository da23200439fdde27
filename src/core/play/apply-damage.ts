import { absorb, skippedLayers, type DamageKind, type Layer } from "../rules/damage";
import { applyHitWhileDying } from "../rules/dying";
import { timesText } from "../rules/multiply";
import { DAMAGE, SURVIVAL } from "../rules/tables";
import type { Action, HitLayers } from "./actions";
import { msg } from "./messages";
import { heldChanges, heldStat, heldTimes } from "./state";
import { attributeSumInForce } from "./subject";
import type { Refusal } from "./transition";
import {
  DEAD,
  DYING,
  MAX_AMOUNT,
  enterDyingAtZero,
  heal,
  isDead,
  now,
  refuse,
  setCondition,
  validAmount,
  valueMessage,
  type Work,
} from "./work";

/** One hit as play takes it: which layers it skips, and overrides of the defences in force. */
export interface Hit extends HitLayers {
  amount: number;
  kind: DamageKind;
}

/**
 * Every damage goes through here (docs/en/rules.md "Damage and dying"): the layers of
 * rules/damage.ts with the subject's defences in force (its current Runiczny
 * Pancerz and Magiczna Osłona), then Żywotność (not below 0); Oszołomiony when
 * the damage taken is at least Ciało + Umysł + Dusza; Umierający at 0 with the
 * overflow; a hit while dying makes the test harder and the third one kills.
 */
function tornArmor(w: Work): number | null {
  const torn = w.subject.defences?.armor;
  return torn === undefined ? null : Math.max(0, torn + heldStat(w.state.effects, "armor"));
}

export function hit(w: Work, input: Hit): { layers: Layer[]; runicArmor: number; magicShield: number } {
  const d = now(w);
  const before = w.state;
  // The Magiczna Osłona layer: the printed (or dialog's) one plus a spell's, which wears first.
  const spellShield = input.breakShield ? 0 : (before.magicShield?.points ?? 0);
  const otherShield = input.breakShield
    ? 0
    : (input.magicShield ?? w.subject.defences?.magicShield ?? d.magicShield ?? 0);
  const a = absorb({
    amount: input.amount,
    kind: input.kind,
    // A lasting spell's change to the damage its holder takes: ×2 first (Fanatyczne Poświęcenie), then −1 (Zakazana Osłona).
    modifier: (input.modifier ?? 0) + heldStat(before.effects, "damageTaken"),
    times: heldTimes(before.effects, "damageTaken"),
    ignoreArmor: input.ignoreArmor ?? false,
    ignoreMagicDefence: input.ignoreMagicDefence ?? false,
    ignoreRunic: input.ignoreRunic ?? false,
    ignoreShield: input.ignoreShield ?? false,
    runicArmor: input.runicArmor ?? w.subject.defences?.runicArmor ?? d.runicArmor ?? 0,
    magicShield: otherShield + spellShield,
    // A fight's torn Pancerz is the printed one lowered; a spell's Pancerz still adds to it (d.armor has it already).
    armor: input.armor ?? tornArmor(w) ?? d.armor,
    ...(input.extra ? { extra: input.extra } : {}),
  });
  const state = { ...before, conditions: [...before.conditions] };
  const shieldTaken = otherShield + spellShield - a.magicShieldAfter;
  const spellLeft = Math.max(0, spellShield - shieldTaken);
  const otherLeft = a.magicShieldAfter - spellLeft;
  if (input.breakShield && before.magicShield) state.magicShield = null;
  else if (before.magicShield && spellLeft !== spellShield)
    state.magicShield = spellLeft > 0 ? { ...before.magicShield, points: spellLeft } : null;
  const taken = Math.min(a.remaining, before.health);
  const overflow = a.remaining - taken;
  state.health = before.health - taken;
  const layers: Layer[] = [...a.layers, { name: "Żywotność", absorbed: taken }];
  const times = heldChanges(before.effects, "damageTaken").filter((c) => c.change.multiply !== undefined);
  if (times.length)
    w.messages.push(
      msg("damage.times", {
        times: timesText(heldTimes(before.effects, "damageTaken")),
        by: times.map((c) => c.source).join(", "),
      }),
    );
  const said = (ls: readonly Layer[]) => ls.map((l) => `${l.name} ${l.absorbed}`).join(", ") || "—";
  // A hit in two parts: each part with the layers it skipped and met, then the total on Żywotność.
  if (a.parts.length > 1)
    a.parts.forEach((p, i) => {
      const skips = skippedLayers(p.skips);
      const params = { n: i + 1, amount: p.amount, layers: said(p.layers), skips: skips.join(", ") };
      w.messages.push(msg(skips.length ? "damage.partSkips" : "damage.part", params));
    });
  w.messages.push(
    msg("damage.layers", { total: a.total, layers: said(a.parts.length > 1 ? layers.slice(-1) : layers) }),
  );
  if (before.health !== state.health)
    w.messages.push(msg("change.value", { stat: "health", from: before.health, to: state.health, max: d.maxHealth }));
  const threshold = attributeSumInForce(w.subject, before.conditions);
  if (a.remaining >= threshold && threshold > 0 && setCondition(state, DAMAGE.dazedCondition, true))
    w.messages.push(msg("damage.dazed", { n: a.remaining, threshold }));
  let dies = false;
  if (before.dying && a.remaining > 0) {
    const r = applyHitWhileDying(before.dying);
    state.dying = r.dying;
    w.messages.push(msg("damage.hitWhileDying", { hits: r.dying.hits, max: SURVIVAL.hitsToDie }));
    dies = r.outcome === "dead";
  } else if (state.health === 0 && a.remaining > 0 && !before.dying) {
    state.dying = { hits: 0, failedTests: 0, overflow };
    setCondition(state, DYING, true);
    w.messages.push(msg("damage.dying", { overflow }));
  }
  if (dies) setCondition(state, DEAD, true);
  if (a.runicWorn)
    w.messages.push(
      msg("damage.runicWorn", { above: DAMAGE.runicWearAbove, n: DAMAGE.runicWearAmount, left: a.runicArmorAfter }),
    );
  if (layers.some((l) => l.name === "Magiczna Osłona"))
    w.messages.push(
      a.magicShieldAfter === 0 ? msg("damage.shieldBroken") : msg("damage.shieldLeft", { n: a.magicShieldAfter }),
    );
  w.state = state;
  if (!isDead(before) && isDead(state)) w.messages.push(msg("damage.dead", { name: w.subject.name }));
  w.extra.layers = layers;
  // `defences.magicShield` is the printed layer left; the spell's is in the state.
  w.extra.defences = { runicArmor: a.runicArmorAfter, magicShield: otherLeft };
  return { layers, runicArmor: a.runicArmorAfter, magicShield: otherLeft };
}

export function doDamage(w: Work, action: Extract<Action, { kind: "damage" }>): Refusal | null {
  if (!validAmount(action.amount)) return refuse("refused.amount", { value: String(action.amount), max: MAX_AMOUNT });
  if (action.extra && !validAmount(action.extra.amount))
    return refuse("refused.amount", { value: String(action.extra.amount), max: MAX_AMOUNT });
  hit(w, { ...action, kind: action.damageKind ?? "physical" });
  return null;
}

export function doHeal(w: Work, action: Extract<Action, { kind: "heal" }>): Refusal | null {
  if (!validAmount(action.amount)) return refuse("refused.amount", { value: String(action.amount), max: MAX_AMOUNT });
  heal(w, action.amount);
  return null;
}

export function doAdjust(w: Work, action: Extract<Action, { kind: "adjust" }>): Refusal | null {
  if (!Number.isInteger(action.delta) || Math.abs(action.delta) > MAX_AMOUNT)
    return refuse("refused.amount", { value: String(action.delta), max: MAX_AMOUNT });
  if (action.key === "health" && action.delta > 0) {
    heal(w, action.delta);
    return null;
  }
  const d = now(w);
  const max = action.key === "health" ? d.maxHealth : action.key === "mana" ? d.maxMana : d.maxZeal;
  const from = w.state[action.key];
  w.state[action.key] = Math.min(max, Math.max(0, from + action.delta));
  valueMessage(w, action.key, from);
  if (action.key === "health" && from > 0) enterDyingAtZero(w, Math.max(0, -(from + action.delta)));
  return null;
}
