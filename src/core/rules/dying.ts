import { SURVIVAL } from "./tables";

/** The dying state, as stored in the `dying` frontmatter key. */
export interface DyingState {
  hits: number;
  failedTests: number;
  overflow: number;
}

/** Test Przeżycia's T:S from the overflow and the hits taken while dying. */
export function survivalTest(dying: DyingState): { threshold: number; required: number } {
  const band =
    SURVIVAL.bands.find((b) => dying.overflow <= b.maxOverflow) ?? SURVIVAL.bands[SURVIVAL.bands.length - 1]!;
  return { threshold: band.threshold + dying.hits * SURVIVAL.thresholdPerHit, required: band.required };
}

export type SurvivalOutcome = "stabilised" | "still-dying" | "dead";

/** The result of one Test Przeżycia: a pass stabilises, the second failure kills. */
export function applySurvivalTest(
  dying: DyingState,
  passed: boolean,
): { outcome: SurvivalOutcome; dying: DyingState | null } {
  if (passed) return { outcome: "stabilised", dying: null };
  const next = { ...dying, failedTests: dying.failedTests + 1 };
  return next.failedTests >= SURVIVAL.failuresToDie
    ? { outcome: "dead", dying: next }
    : { outcome: "still-dying", dying: next };
}

/** A hit taken while dying raises T by one; the third hit kills. */
export function applyHitWhileDying(dying: DyingState): { outcome: "still-dying" | "dead"; dying: DyingState } {
  const next = { ...dying, hits: dying.hits + 1 };
  return { outcome: next.hits >= SURVIVAL.hitsToDie ? "dead" : "still-dying", dying: next };
}
