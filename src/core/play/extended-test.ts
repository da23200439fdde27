import { LIMITS, TEST_DEFAULTS } from "../dice/limits";
import { rollPool } from "../dice/pool";
import { ATTRIBUTES, type AttributeOrMagic } from "../rules/tables";
import { holderOfState, modifiedPool, modifierMessages } from "./plan";
import { msg, type MessageId, type Params } from "./messages";
import { effectiveAttributes } from "./subject";
import type { Refusal } from "./transition";
import { now, refuse, type Work } from "./work";

/** An extended test rolled elsewhere (a block line): apply() takes these dice instead of rolling. */
export interface RolledExtended {
  passed: boolean;
  successes: number;
  required: number;
  faces: number[];
}

/** One roll of an extended test: its pool (an attribute or Magia dice, and a skill). */
export interface ExtendedPart {
  attribute: AttributeOrMagic;
  skill: string;
}

/** How an extended test's verdict is said: the message of each outcome, with its own parameters. */
export interface Verdict {
  passed: MessageId;
  failed: MessageId;
  params: Params;
}

/** The verdict recorded (the transition's `passed`) and said, with the successes against S. */
function said<T extends { passed: boolean; successes: number; required: number }>(
  w: Work,
  verdict: Verdict,
  test: T,
): T {
  w.extra.passed = test.passed;
  w.messages.push(
    msg(test.passed ? verdict.passed : verdict.failed, {
      ...verdict.params,
      n: test.successes,
      required: test.required,
    }),
  );
  return test;
}

/**
 * Test Rozszerzony (book l. 1094–1095): three rolls, the successes summed
 * against S set by the GM. Each roll has its own pool (learning a spell: the theory, then the
 * practice), with the conditions' modifiers in force. A test a condition forbids is refused.
 */
export function rollExtendedTest(
  w: Work,
  parts: readonly ExtendedPart[],
  ts: { threshold: number; required: number },
  label: string,
  rolled: RolledExtended | undefined,
  verdict: Verdict,
): { passed: boolean; successes: number; required: number } | Refusal {
  if (!Number.isInteger(ts.threshold) || !Number.isInteger(ts.required) || ts.required < 1 || ts.required > 99)
    return refuse("refused.extendedTs", { threshold: ts.threshold, required: ts.required });
  if (rolled) {
    w.rolls.push({ label, faces: rolled.faces, successes: rolled.successes, required: rolled.required });
    return said(w, verdict, { passed: rolled.passed, successes: rolled.successes, required: rolled.required });
  }
  const values = {
    attributes: effectiveAttributes(w.subject, w.state.conditions),
    magicDice: now(w).magicDice,
    skills: w.subject.build.skills,
  };
  const holder = holderOfState(w.state, now(w).elixirTolerance);
  let successes = 0;
  let required = ts.required;
  for (let i = 0; i < TEST_DEFAULTS.extendedRolls; i++) {
    const part = parts[Math.min(i, parts.length - 1)] as ExtendedPart;
    const pool = modifiedPool({ ...part, threshold: ts.threshold, required: ts.required }, values, holder);
    if (pool.forbidden) return refuse("refused.testForbidden", { source: pool.forbidden.source, name: w.subject.name });
    if (i === 0) {
      w.messages.push(...modifierMessages(pool.modifiers));
      required = pool.required;
    }
    const r = rollPool(w.rng, {
      dice: Math.min(Math.max(0, pool.dice), LIMITS.maxDicePerPool),
      threshold: pool.threshold,
      required: 1,
    });
    successes += r.successes;
    w.rolls.push({
      label: `${label} ${i + 1}/${TEST_DEFAULTS.extendedRolls}`,
      faces: r.faces,
      successes: r.successes,
      threshold: r.threshold,
    });
    w.messages.push(
      msg("extended.roll", {
        i: i + 1,
        of: TEST_DEFAULTS.extendedRolls,
        pool: poolName(part),
        faces: r.faces.join(" ") || "—",
        n: r.successes,
      }),
    );
  }
  return said(w, verdict, { passed: successes >= required, successes, required });
}

/** "Umysł + Wiedza Magiczna", as the book writes a pool. */
export function poolName(part: ExtendedPart): string {
  return `${ATTRIBUTES.find((a) => a.key === part.attribute)?.name ?? part.attribute} + ${part.skill}`;
}
