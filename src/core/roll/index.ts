/** The hbm-roll grammar, roll planning and execution, result text, vault-bound rolls. The package's one entry. */
export * from "./execute";
export * from "./format";
export * from "./grammar";
export * from "./plan";
export * from "./refs";
export * from "./result";
export * from "./situations";
export * from "./types";
export * from "./vault-environment";
