/** Dice: random sources, T:S pools, sums, opposed and extended tests, initiative, exhaustion. The package's one entry. */
export * from "./expression";
export * from "./initiative";
export * from "./limits";
export * from "./pool";
export * from "./random";
