/**
 * The vault's `damageBase` token grammar (docs/en/notes.md "Spells", docs/en/rules.md Decision "spell effects"):
 *
 *   sum    := term (("+" | "-") term)*
 *   term   := choice (("*" | "/") INT)*          "/N" rounds up: magicalAbilities/2+1 = ⌈ZM/2⌉ + 1
 *   choice := atom ("|" atom)*                    "lub": the caster's choice, so the higher value
 *   atom   := INT | DICE | TOKEN | "(" sum ")"
 *   DICE   := INT? ("d" | "k") INT                 1d3, 1k3, k6 (Polish k accepted)
 *   TOKEN  := magicalAbilities | devotion | body | mind | soul | magic | successes
 *           | target.body | target.mind | target.soul | target.magicalAbilities | target.magicShield
 *
 * `magicalAbilities` = Zdolności Magiczne, `devotion` = Oddanie, `magic` = the Magia dice,
 * `successes` = the caster's successes in this cast, `target.*` = the target's own values.
 */
import { rollDice, type RandomSource } from "../dice/random";

/** What a formula reads from the caster. */
export interface CasterValues {
  body: number;
  mind: number;
  soul: number;
  magicDice: number;
  /** Canonical Polish skill names → values ("Zdolności Magiczne", "Oddanie"). */
  skills: Record<string, number>;
}

/** What a formula may read from the target (`target.*` tokens). */
export interface TargetValues {
  body?: number;
  mind?: number;
  soul?: number;
  magicalAbilities?: number;
  /** Points of the target's Magiczna Osłona now. */
  magicShield?: number;
}

export interface FormulaContext {
  target?: TargetValues;
  /** The caster's successes in this cast (`successes`). */
  successes?: number;
}

export type FormulaNode =
  | { t: "num"; value: number }
  | { t: "dice"; count: number; sides: number }
  | { t: "var"; name: FormulaToken }
  | { t: "add"; left: FormulaNode; right: FormulaNode; sign: 1 | -1 }
  | { t: "mul"; left: FormulaNode; by: number }
  | { t: "div"; left: FormulaNode; by: number }
  | { t: "choice"; options: FormulaNode[] };

export const CASTER_TOKENS = ["magicalAbilities", "devotion", "body", "mind", "soul", "magic", "successes"] as const;
export const TARGET_TOKENS = [
  "target.body",
  "target.mind",
  "target.soul",
  "target.magicalAbilities",
  "target.magicShield",
] as const;
export type FormulaToken = (typeof CASTER_TOKENS)[number] | (typeof TARGET_TOKENS)[number];
const TOKENS: readonly string[] = [...CASTER_TOKENS, ...TARGET_TOKENS];

/** Skill names the tokens stand for. */
export const TOKEN_SKILLS: Partial<Record<FormulaToken, string>> = {
  magicalAbilities: "Zdolności Magiczne",
  devotion: "Oddanie",
};

/** How a player reads each token: the names of the sheet, not the schema's identifiers. */
const TOKEN_NAMES: Record<FormulaToken, { pl: string; en: string }> = {
  magicalAbilities: { pl: "Zdolności Magiczne", en: "Zdolności Magiczne" },
  devotion: { pl: "Oddanie", en: "Oddanie" },
  body: { pl: "Ciało", en: "Ciało" },
  mind: { pl: "Umysł", en: "Umysł" },
  soul: { pl: "Dusza", en: "Dusza" },
  magic: { pl: "kości Magii", en: "Magia dice" },
  successes: { pl: "sukcesy", en: "successes" },
  "target.body": { pl: "Ciało celu", en: "the target's Ciało" },
  "target.mind": { pl: "Umysł celu", en: "the target's Umysł" },
  "target.soul": { pl: "Dusza celu", en: "the target's Dusza" },
  "target.magicalAbilities": { pl: "Zdolności Magiczne celu", en: "the target's Zdolności Magiczne" },
  "target.magicShield": { pl: "Magiczna Osłona celu", en: "the target's Magiczna Osłona" },
};

/** A formula as a player reads it: `magicalAbilities/2+1d6` → `Zdolności Magiczne/2+1k6`. */
export function formulaText(formula: string, lang: "pl" | "en" = "pl"): string {
  return formula
    .replace(/target\.[A-Za-z]+|[A-Za-z]+/g, (word) =>
      TOKENS.includes(word) ? TOKEN_NAMES[word as FormulaToken][lang] : word,
    )
    .replace(/(\d)[dk](\d)/g, (_, a: string, b: string) => `${a}${lang === "pl" ? "k" : "d"}${b}`);
}

export class FormulaError extends Error {
  constructor(
    readonly formula: string,
    readonly at: number,
  ) {
    super(`Nie rozumiem formuły „${formula}” (znak ${at + 1}).`);
  }
}

/** The formula's tree; throws FormulaError where the grammar does not hold. */
export function parseFormula(formula: string): FormulaNode {
  const text = formula.replace(/\s+/g, "");
  let i = 0;
  const fail = (): never => {
    throw new FormulaError(formula, i);
  };
  const int = (): number => {
    const m = /^\d+/.exec(text.slice(i));
    if (!m) return fail();
    i += m[0].length;
    return Number(m[0]);
  };
  const atom = (): FormulaNode => {
    const rest = text.slice(i);
    if (rest.startsWith("(")) {
      i++;
      const inner = sum();
      if (text[i] !== ")") fail();
      i++;
      return inner;
    }
    const dice = /^(\d*)[dk](\d+)/i.exec(rest);
    if (dice) {
      i += dice[0].length;
      const count = dice[1] === "" ? 1 : Number(dice[1]);
      const sides = Number(dice[2]);
      if (count < 1 || sides < 1) fail();
      return { t: "dice", count, sides };
    }
    if (/^\d/.test(rest)) return { t: "num", value: int() };
    const word = /^[A-Za-z][A-Za-z.]*/.exec(rest);
    const name = word ? TOKENS.find((k) => k.toLowerCase() === word[0].toLowerCase()) : undefined;
    if (!word || !name) return fail();
    i += word[0].length;
    return { t: "var", name: name as FormulaToken };
  };
  const choice = (): FormulaNode => {
    const options = [atom()];
    while (text[i] === "|") {
      i++;
      options.push(atom());
    }
    return options.length === 1 ? (options[0] as FormulaNode) : { t: "choice", options };
  };
  const term = (): FormulaNode => {
    let node = choice();
    while (text[i] === "*" || text[i] === "/") {
      const op = text[i++];
      const by = int();
      if (by === 0) fail();
      node = op === "*" ? { t: "mul", left: node, by } : { t: "div", left: node, by };
    }
    return node;
  };
  const sum = (): FormulaNode => {
    let node = term();
    while (text[i] === "+" || text[i] === "-") {
      const sign = text[i++] === "+" ? 1 : -1;
      node = { t: "add", left: node, right: term(), sign };
    }
    return node;
  };
  if (text === "") fail();
  const node = sum();
  if (i !== text.length) fail();
  return node;
}

/** Whether the text is a formula of the grammar. */
export function isFormula(formula: string): boolean {
  try {
    parseFormula(formula);
    return true;
  } catch {
    return false;
  }
}

type DiceHook = (count: number, sides: number) => number | null;

function evaluateNode(node: FormulaNode, caster: CasterValues, ctx: FormulaContext, dice: DiceHook): number | null {
  switch (node.t) {
    case "num":
      return node.value;
    case "dice":
      return dice(node.count, node.sides);
    case "var":
      return tokenValue(node.name, caster, ctx);
    case "add": {
      const l = evaluateNode(node.left, caster, ctx, dice);
      const r = evaluateNode(node.right, caster, ctx, dice);
      return l === null || r === null ? null : l + node.sign * r;
    }
    case "mul": {
      const l = evaluateNode(node.left, caster, ctx, dice);
      return l === null ? null : l * node.by;
    }
    case "div": {
      const l = evaluateNode(node.left, caster, ctx, dice);
      return l === null ? null : Math.ceil(l / node.by);
    }
    case "choice": {
      const values = node.options.map((o) => evaluateNode(o, caster, ctx, dice));
      return values.some((v) => v === null) ? null : Math.max(...(values as number[]));
    }
  }
}

function tokenValue(name: FormulaToken, caster: CasterValues, ctx: FormulaContext): number | null {
  switch (name) {
    case "magicalAbilities":
    case "devotion":
      return caster.skills[TOKEN_SKILLS[name] as string] ?? 0;
    case "body":
      return caster.body;
    case "mind":
      return caster.mind;
    case "soul":
      return caster.soul;
    case "magic":
      return caster.magicDice;
    case "successes":
      return ctx.successes ?? null;
    default: {
      const key = name.slice("target.".length) as keyof TargetValues;
      return ctx.target?.[key] ?? null;
    }
  }
}

/**
 * The amount for this caster, or null when the formula holds dice (roll it with rollFormula)
 * or reads a value the context lacks (the target's, the cast's successes).
 */
export function evaluateFormula(formula: string, caster: CasterValues, ctx: FormulaContext = {}): number | null {
  return evaluateNode(parseFormula(formula), caster, ctx, () => null);
}

export interface FormulaRoll {
  /** null only when the formula reads a value the context lacks. */
  amount: number | null;
  dice: Array<{ sides: number; faces: number[] }>;
}

/** The amount with every die rolled from the injected source; each die's faces are kept to be shown. */
export function rollFormula(
  formula: string,
  caster: CasterValues,
  rng: RandomSource,
  ctx: FormulaContext = {},
): FormulaRoll {
  const dice: FormulaRoll["dice"] = [];
  const amount = evaluateNode(parseFormula(formula), caster, ctx, (count, sides) => {
    const faces = rollDice(rng, count, sides);
    dice.push({ sides, faces });
    return faces.reduce((a, b) => a + b, 0);
  });
  return { amount, dice };
}

/** The tokens, numbers and dice a formula names (for checks against a note's text). */
export function formulaParts(formula: string): {
  tokens: FormulaToken[];
  numbers: number[];
  dice: Array<{ count: number; sides: number }>;
  multipliers: number[];
  divisors: number[];
} {
  const parts = {
    tokens: [] as FormulaToken[],
    numbers: [] as number[],
    dice: [] as Array<{ count: number; sides: number }>,
    multipliers: [] as number[],
    divisors: [] as number[],
  };
  const walk = (n: FormulaNode): void => {
    if (n.t === "num") parts.numbers.push(n.value);
    else if (n.t === "dice") parts.dice.push({ count: n.count, sides: n.sides });
    else if (n.t === "var") parts.tokens.push(n.name);
    else if (n.t === "add") {
      walk(n.left);
      walk(n.right);
    } else if (n.t === "mul") {
      parts.multipliers.push(n.by);
      walk(n.left);
    } else if (n.t === "div") {
      parts.divisors.push(n.by);
      walk(n.left);
    } else n.options.forEach(walk);
  };
  walk(parseFormula(formula));
  return parts;
}

/** Whether the formula holds dice (so evaluateFormula gives null). */
export function hasDice(formula: string): boolean {
  return formulaParts(formula).dice.length > 0;
}
