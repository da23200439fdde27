/** Limits from docs/en/rolls.md: beyond them a roll is an error, never a hang. */
export const LIMITS = {
  maxDicePerPool: 100,
  maxTerms: 20,
  maxNesting: 2,
  maxSides: 1000,
  minSides: 2,
  maxLineLength: 500,
  maxRequired: 100,
  maxConstant: 10_000,
  maxOpposedRounds: 20,
  maxRollOffRounds: 20,
} as const;

/** The T:S test (docs/en/rules.md: Tests). */
export const TEST_DEFAULTS = {
  threshold: 4,
  required: 1,
  minThreshold: 2,
  maxThreshold: 7,
  alwaysFails: 1,
  alwaysSucceeds: 6,
  extendedRolls: 3,
} as const;
