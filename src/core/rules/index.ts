/** The rules at rest: tables.ts (every rule number) and pure rule functions. The package's one entry. */
export * from "./casting";
export * from "./creation";
export * from "./damage";
export * from "./derived";
export * from "./dying";
export * from "./experience";
export * from "./names";
export * from "./requirements";
export * from "./tables";
export * from "./talent-effects";
export * from "./talents";
