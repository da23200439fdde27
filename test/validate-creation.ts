import {
  attributeProblems,
  skillProblems,
  talentProblems,
  type BuildToCheck,
  type CreationBudget,
} from "../src/core/rules/creation";

/** The creation rules the wizard (core/creation) checks, each part in turn. */
export const validateCreation = (b: BuildToCheck, budget: CreationBudget): string[] => [
  ...attributeProblems(b.attributes, budget),
  ...skillProblems(b.skills, budget),
  ...talentProblems(b.talents, budget),
];
