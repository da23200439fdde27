import { SURVIVAL } from "../rules/tables";
import { isEffectUntil, PLAY_KEYS, type PlayState } from "./state";
import { inForce, type Subject } from "./subject";

/**
 * The single place that says what a legal play state is (docs/en/rules.md Decisions
 * on caps and dying). Empty when the state is legal; otherwise one line per
 * broken rule, for tests and debug builds.
 */
export function violations(subject: Pick<Subject, "build" | "base">, state: PlayState): string[] {
  const out: string[] = [];
  const d = inForce(subject, state);
  const bounded = (key: "health" | "mana" | "zeal", max: number) => {
    const v = state[key];
    if (!Number.isInteger(v)) out.push(`${key} = ${v} nie jest liczbą całkowitą`);
    if (v < 0) out.push(`${key} = ${v} < 0`);
    if (v > max) out.push(`${key} = ${v} > maksimum w mocy ${max}`);
  };
  bounded("health", d.maxHealth);
  bounded("mana", d.maxMana);
  bounded("zeal", d.maxZeal);
  const dying = state.conditions.includes(SURVIVAL.dyingCondition);
  if (dying && state.health !== 0) out.push(`Umierający przy Żywotności ${state.health} (tylko przy 0)`);
  if (state.dying && state.health !== 0) out.push(`liczniki umierania przy Żywotności ${state.health} (tylko przy 0)`);
  if (state.dying && !dying) out.push("liczniki umierania bez stanu Umierający");
  if (dying && !state.dying) out.push("Umierający bez liczników umierania");
  if (state.dying) {
    for (const k of ["hits", "failedTests", "overflow"] as const)
      if (!Number.isInteger(state.dying[k]) || state.dying[k] < 0) out.push(`dying.${k} = ${state.dying[k]}`);
  }
  if (!Number.isInteger(state.elixirTolerance) || state.elixirTolerance < 0)
    out.push(`elixirTolerance = ${state.elixirTolerance} < 0`);
  if (!Number.isInteger(state.experience) || state.experience < 0) out.push(`experience = ${state.experience} < 0`);
  if (new Set(state.conditions).size !== state.conditions.length)
    out.push(`stan powtórzony: ${state.conditions.join(", ")}`);
  for (const e of state.effects) {
    if (!isEffectUntil(e.until)) out.push(`efekt ${e.name}: nieznane „until: ${String(e.until)}”`);
    if (e.doses !== undefined && (!Number.isInteger(e.doses) || e.doses < 1))
      out.push(`efekt ${e.name}: doses = ${e.doses}`);
  }
  const shield = state.magicShield;
  if (shield) {
    if (!Number.isInteger(shield.points) || shield.points < 1)
      out.push(`magicShield.points = ${shield.points} (osłona przełamana powinna zniknąć)`);
    if (!isEffectUntil(shield.until)) out.push(`magicShield: nieznane „until: ${String(shield.until)}”`);
  }
  return out;
}

/** Keys a write touched that docs/en/notes.md does not allow play to write. */
export function foreignKeys(written: Iterable<string>): string[] {
  const allowed = new Set<string>(PLAY_KEYS);
  return [...written].filter((k) => !allowed.has(k));
}
