import { evaluate } from "../dice/expression";
import { rollExhaustion, rollInitiative, type InitiativeEntry } from "../dice/initiative";
import { LIMITS } from "../dice/limits";
import { rollExtended, rollOpposed, rollPool, type PoolResult } from "../dice/pool";
import { applySurvivalTest, survivalTest } from "../rules/dying";
import { attackAgainst, type RollTest } from "../rules/modifiers";
import { PRAYER } from "../rules/tables";
import { msg, renderMessage, type MessageId, type Params } from "../play/messages";
import { survivalPlan } from "../play/plan";
import type { Lang } from "../text/plural";
import { poolHead, rollText } from "./format";
import {
  fail,
  need,
  planPool,
  planSpell,
  poolTest,
  prayerGate,
  prayerSpec,
  RollError,
  spendFor,
  termsSpec,
} from "./plan";
import { problemText, type RollEnvironment, type RollOutcome, type RollResult, type Verdict } from "./result";
import { refName, type NoteRef, type RollLine } from "./types";

function poolFields(r: PoolResult) {
  const verdict: Verdict = r.passed ? "Sukces" : "Porażka";
  return {
    pool: r.pool,
    threshold: r.threshold,
    required: r.required,
    faces: r.faces,
    successes: r.successes,
    ...(r.bonus ? { bonus: r.bonus } : {}),
    passed: r.passed,
    verdict,
  };
}

function run(line: RollLine, env: RollEnvironment, lang: Lang, test: RollTest): RollResult {
  const { roll, options } = line;
  const spend = options.some((o) => o.kind === "spend");
  const base = { label: line.label, character: null as string | null, text: "" };
  switch (roll.type) {
    case "sum": {
      const detail = evaluate(roll.expr, env.rng);
      return { ...base, type: "sum", faces: detail.faces, total: detail.total, detail, source: roll.text };
    }
    case "exhaustion": {
      const r = rollExhaustion(env.rng, roll.dice);
      return {
        ...base,
        type: "exhaustion",
        dice: r.dice,
        faces: r.faces,
        total: r.total,
        tier: r.tier?.name ?? null,
        effect: r.tier?.effect ?? null,
      };
    }
    case "pool": {
      const needsCharacter = roll.pool.terms.some((t) => t.kind !== "number");
      const character = needsCharacter || line.character || spend ? need(env.character(line.character)) : null;
      const prayer = options.some((o) => o.kind === "prayer");
      if (prayer && character) prayerGate(character);
      const plan = planPool(
        prayer ? prayerSpec(roll.pool.threshold, roll.pool.required, false) : roll.pool,
        character,
        options,
        test,
        lang,
      );
      const r = rollPool(env.rng, poolTest(plan));
      const result: RollResult = {
        ...base,
        character: character?.name ?? null,
        type: "pool",
        ...poolFields(r),
        noDice: r.noDice,
        description: plan.description,
      };
      if (prayer && character) {
        result.prayerZeal = PRAYER.zealCost;
        if (spend) result.spend = spendFor(character, 0, PRAYER.zealCost);
      }
      return result;
    }
    case "group": {
      // Test Grupowy (l. 1099): each member rolls its own test; those who passed minus those who failed, against the Próg.
      const members = roll.members.map((m) => {
        const character = need(env.character(m.character));
        const plan = planPool(m.pool, character, options, {}, lang);
        const r = rollPool(env.rng, poolTest(plan));
        return {
          name: character.name,
          description: plan.description,
          threshold: r.threshold,
          required: r.required,
          faces: r.faces,
          successes: r.successes,
          passed: r.passed,
        };
      });
      const net = members.filter((m) => m.passed).length - members.filter((m) => !m.passed).length;
      return { ...base, type: "group", goal: roll.goal, members, net, passed: net >= roll.goal };
    }
    case "extended": {
      const character =
        roll.pool.terms.some((t) => t.kind !== "number") || line.character ? need(env.character(line.character)) : null;
      const plan = planPool(roll.pool, character, options, {}, lang);
      const r = rollExtended(env.rng, poolTest(plan));
      return {
        ...base,
        character: character?.name ?? null,
        type: "extended",
        rolls: r.rolls,
        threshold: r.threshold,
        required: r.required,
        successes: r.successes,
        passed: r.passed,
        description: plan.description,
        dice: plan.dice,
      };
    }
    case "opposed": {
      const leftCharacter =
        roll.left.pool.terms.some((t) => t.kind !== "number") || line.character
          ? need(env.character(line.character))
          : null;
      const rightCharacter =
        roll.right.character || roll.right.pool.terms.some((t) => t.kind !== "number")
          ? need(env.character(roll.right.character))
          : null;
      // "Walka Wręcz vs @X": an attack at X, whose conditions and spells on attacks at it change the pool.
      const skills = roll.left.pool.terms.flatMap((t) => (t.kind === "skill" && t.sign > 0 ? [t.skill] : []));
      const at = attackAgainst(
        skills,
        rightCharacter ? { conditions: rightCharacter.conditions ?? [], held: rightCharacter.held ?? [] } : null,
      );
      const left = planPool(roll.left.pool, leftCharacter, options, at ?? {}, lang);
      const right = planPool(roll.right.pool, rightCharacter, [], {}, lang);
      const r = rollOpposed(env.rng, poolTest(left), poolTest(right));
      const leftName = leftCharacter?.name ?? null;
      const rightName = rightCharacter?.name ?? null;
      // A side without a character is "Strona 1" / "Side 1" in the reader's language: `winnerSide` says which.
      const winnerSide = r.winner === "tie" ? null : r.winner;
      const winner = winnerSide === null ? null : winnerSide === "left" ? leftName : rightName;
      return {
        ...base,
        character: leftName,
        type: "opposed",
        rounds: r.rounds,
        winner,
        winnerSide,
        unresolved: r.unresolved,
        leftName,
        rightName,
        leftDescription: left.description,
        rightDescription: right.description,
      };
    }
    case "initiative": {
      // Without names, the line's own character rolls (block, note or active one).
      const refs: Array<NoteRef | null> = roll.characters.length ? roll.characters : [null];
      const entrants = refs.map((ref) => {
        const c = need(env.character(ref));
        return {
          name: c.name,
          initiative: c.initiative,
          ...(c.initiativeDice !== undefined ? { dice: c.initiativeDice } : {}),
        };
      });
      const order: InitiativeEntry[] = rollInitiative(env.rng, entrants);
      return {
        ...base,
        type: "initiative",
        order: order.map((e) => ({
          name: e.name,
          initiative: e.initiative,
          faces: e.faces,
          total: e.total,
          rollOffs: e.rollOffs,
        })),
      };
    }
    case "survival": {
      const character = need(env.character(line.character));
      if (!character.dying) fail("refused.notDying", { name: character.name });
      const dying = character.dying;
      const plan = planPool(
        termsSpec(survivalPlan(dying, env.survivalPool), true, ""),
        character,
        options,
        {
          survival: true,
        },
        lang,
      );
      const r = rollPool(env.rng, poolTest(plan));
      const after = applySurvivalTest(dying, r.passed);
      return {
        ...base,
        character: character.name,
        type: "survival",
        ...poolFields(r),
        noDice: r.noDice,
        outcome: after.outcome,
        description: plan.description,
      };
    }
    case "spell": {
      const p = planSpell(line as RollLine & { roll: { type: "spell" } }, env, lang);
      // "bez Testu" (docs/en/notes.md "Spells": Nil): no die is rolled; the spell's own S stands as its successes.
      const r = p.free
        ? ({
            pool: 0,
            threshold: p.pool.threshold,
            requestedThreshold: p.pool.threshold,
            required: p.pool.required,
            faces: [],
            successes: p.pool.required,
            passed: true,
            noDice: false,
          } satisfies PoolResult)
        : rollPool(env.rng, { dice: p.pool.dice, threshold: p.pool.threshold, required: p.pool.required });
      const unlimited = p.character.manaPool === "unlimited";
      const result: RollResult = {
        ...base,
        character: p.character.name,
        type: "spell",
        spell: p.spell.name,
        cost: p.cost,
        ...poolFields(r),
        noDice: r.noDice,
        description: p.pool.description,
      };
      if (unlimited) result.unlimited = true;
      if (p.plan.overcastLevels) result.overcast = p.plan.overcastLevels;
      if (p.warnings.length || p.free)
        result.warnings = [
          ...p.warnings,
          ...(p.free ? [msg("cast.free", { spell: p.spell.name, name: p.character.name })] : []),
        ];
      if (p.overcastPool) {
        const o = rollPool(env.rng, {
          dice: p.overcastPool.dice,
          threshold: p.overcastPool.threshold,
          required: p.overcastPool.required,
        });
        result.overcastTest = o;
        result.excess = p.plan.excess;
      }
      if (p.zealCost) result.prayerZeal = p.zealCost;
      if (p.plan.overdrawn > 0) {
        const ex = rollExhaustion(env.rng, Math.min(p.plan.overdrawn, LIMITS.maxDicePerPool));
        result.exhaustion = { dice: ex.dice, faces: ex.faces, total: ex.total, tier: ex.tier?.name ?? null };
        result.overdrawn = p.plan.overdrawn;
      }
      if (spend) result.spend = spendFor(p.character, unlimited ? 0 : p.cost, p.zealCost);
      return result;
    }
  }
}

/**
 * Roll one parsed line. Problems come back as messages in `lang` (Polish by default), never exceptions. `test`: what
 * a pool line's test is beyond its pool, when its caller knows (the sheet's Atak: a weapon attack, ranged or melee).
 */
export function executeLine(line: RollLine, env: RollEnvironment, lang: Lang = "pl", test: RollTest = {}): RollOutcome {
  try {
    const result = run(line, env, lang, test);
    result.text = rollText(result, lang);
    return { ok: true, result };
  } catch (e) {
    if (e instanceof RollError) return { ok: false, message: problemText(e.problem, lang), problem: e.problem };
    if (e instanceof RangeError) return { ok: false, message: e.message, problem: e.message };
    throw e;
  }
}

/** The caption a button shows before it is clicked. */
export function describeLine(
  line: RollLine,
  env: RollEnvironment,
  lang: Lang = "pl",
): { caption: string; error: string | null } {
  const m = (key: MessageId, params: Params = {}): string => renderMessage({ key, params }, lang);
  const label = line.label;
  try {
    let what: string;
    switch (line.roll.type) {
      case "pool": {
        const needs =
          line.roll.pool.terms.some((t) => t.kind !== "number") || line.options.some((o) => o.kind === "prayer");
        const character = needs || line.character ? need(env.character(line.character)) : null;
        const plan = planPool(line.roll.pool, character, line.options, {}, lang);
        what = `${character ? character.name + ": " : ""}${poolHead(plan.description, plan.dice, plan.threshold, plan.required)}`;
        break;
      }
      case "spell": {
        const p = planSpell(line as RollLine & { roll: { type: "spell" } }, env, lang);
        what = `${p.character.name}: ${p.spell.name} (${Math.max(0, p.pool.dice)}k6) ${p.pool.threshold}:${p.pool.required} · ${m("caption.spellCost", { n: p.cost })}${p.plan.overcastLevels ? ` (${m("caption.overcast", { levels: p.plan.overcastLevels })})` : ""}${p.zealCost ? ` + ${m("caption.zeal", { n: p.zealCost })}` : ""}`;
        break;
      }
      case "initiative":
        {
          const refs: Array<NoteRef | null> = line.roll.characters.length ? line.roll.characters : [null];
          what = m("caption.initiative", {
            list: refs
              .map((c) => need(env.character(c)))
              .map(
                (r) =>
                  `${r.name} (${r.initiativeDice !== undefined && r.initiativeDice !== 2 ? `${r.initiativeDice}k6` : ""}+${r.initiative})`,
              )
              .join(", "),
          });
        }
        break;
      case "survival": {
        const c = need(env.character(line.character));
        what = c.dying
          ? m("caption.survival", {
              name: c.name,
              threshold: survivalTest(c.dying).threshold,
              required: survivalTest(c.dying).required,
            })
          : m("caption.notDying", { name: c.name });
        break;
      }
      case "sum":
        what = line.roll.text;
        break;
      case "exhaustion":
        what = m("caption.exhaustion", { dice: line.roll.dice });
        break;
      case "opposed":
        what = `${line.roll.left.pool.text} vs ${line.roll.right.character ? refName(line.roll.right.character) + " " : ""}${line.roll.right.pool.text}`;
        break;
      case "group":
        what = m("caption.group", {
          names: line.roll.members.map((x) => refName(x.character as NoteRef)).join(", "),
          goal: line.roll.goal,
        });
        break;
      case "extended":
        what = m("caption.extended", {
          pool: line.roll.pool.text,
          threshold: line.roll.pool.threshold,
          required: line.roll.pool.required,
        });
        break;
    }
    return { caption: label ? `${label}: ${what}` : what, error: null };
  } catch (e) {
    if (e instanceof RollError) return { caption: label ?? line.source.trim(), error: problemText(e.problem, lang) };
    if (e instanceof RangeError) return { caption: label ?? line.source.trim(), error: e.message };
    throw e;
  }
}
