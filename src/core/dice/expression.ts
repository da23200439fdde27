import { msg, renderMessage, type Message, type MessageId, type Params } from "../play/messages";
import { LIMITS } from "./limits";
import { rollDice, type RandomSource } from "./random";

/**
 * Sum rolls in the books' notation: `1k6+2`, `2k6+24`, `kk6` = `[1k6]k6`,
 * `2k20kh1`, `1k100`, `1k%`; `d` is a synonym of `k`.
 */
export type DiceExpr = { terms: SumTerm[] };
export type SumTerm = { sign: 1 | -1; node: ConstantNode | DiceNode };
export type ConstantNode = { kind: "const"; value: number };
export type DiceNode = {
  kind: "dice";
  count: number | DiceExpr;
  sides: number;
  keep?: { mode: "highest" | "lowest"; n: number };
};

/** What is wrong with an expression, as a message key (core/play/messages) with its parameters; `message` is its Polish text. */
export class DiceSyntaxError extends Error {
  constructor(
    readonly said: Message,
    readonly column: number,
  ) {
    super(`${renderMessage(said)}.`);
    this.name = "DiceSyntaxError";
  }
}

export function maxValue(expr: DiceExpr): number {
  let total = 0;
  for (const term of expr.terms) {
    const node = term.node;
    let value: number;
    if (node.kind === "const") value = node.value;
    else {
      const count = typeof node.count === "number" ? node.count : maxValue(node.count);
      value = (node.keep ? Math.min(node.keep.n, count) : count) * node.sides;
    }
    if (term.sign > 0) total += value;
  }
  return total;
}

class Parser {
  private pos = 0;
  private terms = 0;
  constructor(private readonly src: string) {}

  parse(): DiceExpr {
    const expr = this.sum(1);
    this.skipSpace();
    if (this.pos < this.src.length) {
      throw this.error("dice.unexpectedEnd", { char: this.src[this.pos] ?? "" });
    }
    return expr;
  }

  private error(problem: MessageId, params: Params = {}): DiceSyntaxError {
    const column = this.pos + 1;
    return new DiceSyntaxError(msg("dice.at", { ...params, src: this.src, column, problem }), column);
  }

  private skipSpace(): void {
    while (this.pos < this.src.length && /\s/.test(this.src[this.pos] as string)) this.pos++;
  }

  private peek(): string {
    return (this.src[this.pos] ?? "").toLowerCase();
  }

  private sum(depth: number): DiceExpr {
    const terms: SumTerm[] = [];
    this.skipSpace();
    let sign: 1 | -1 = 1;
    if (this.peek() === "-" || this.peek() === "−") {
      sign = -1;
      this.pos++;
    } else if (this.peek() === "+") this.pos++;
    for (;;) {
      this.skipSpace();
      terms.push({ sign, node: this.term(depth) });
      if (++this.terms > LIMITS.maxTerms) throw this.error("dice.tooManyTerms", { max: LIMITS.maxTerms });
      this.skipSpace();
      const ch = this.peek();
      if (ch === "+") sign = 1;
      else if (ch === "-" || ch === "−") sign = -1;
      else break;
      this.pos++;
    }
    return { terms };
  }

  private number(expected: MessageId): number {
    const start = this.pos;
    while (/[0-9]/.test(this.src[this.pos] ?? "")) this.pos++;
    if (start === this.pos) throw this.error("dice.expected", { expected });
    const text = this.src.slice(start, this.pos);
    if (text.length > 6) throw this.error("dice.numberTooBig", { digits: text.slice(0, 8) });
    return Number(text);
  }

  private isDiceLetter(ch: string): boolean {
    return ch === "k" || ch === "d";
  }

  private term(depth: number): ConstantNode | DiceNode {
    const ch = this.peek();
    if (ch === "[") {
      if (depth >= LIMITS.maxNesting) throw this.error("dice.tooDeep", { max: LIMITS.maxNesting });
      this.pos++;
      const inner = this.sum(depth + 1);
      this.skipSpace();
      if (this.peek() !== "]") throw this.error("dice.expectedBracket");
      this.pos++;
      if (!this.isDiceLetter(this.peek())) throw this.error("dice.expectedSidesAfterBracket");
      return this.dice(inner);
    }
    if (/[0-9]/.test(ch)) {
      const n = this.number("dice.what.number");
      if (this.isDiceLetter(this.peek())) return this.dice(n);
      if (n > LIMITS.maxConstant) throw this.error("dice.constantTooBig", { n, max: LIMITS.maxConstant });
      return { kind: "const", value: n };
    }
    if (this.isDiceLetter(ch)) {
      // `kk6` = `[1k6]k6`: each extra leading k nests one level.
      let letters = 0;
      while (this.isDiceLetter(this.peek())) {
        letters++;
        this.pos++;
      }
      if (letters > LIMITS.maxNesting) throw this.error("dice.tooDeep", { max: LIMITS.maxNesting });
      this.pos--;
      if (letters === 1) return this.dice(1);
      if (depth >= LIMITS.maxNesting) throw this.error("dice.tooDeep", { max: LIMITS.maxNesting });
      const save = this.pos;
      const sides = this.sides();
      this.pos = save;
      const inner: DiceExpr = { terms: [{ sign: 1, node: { kind: "dice", count: 1, sides } }] };
      this.terms++;
      return this.dice(inner);
    }
    throw ch ? this.error("dice.unexpectedChar", { char: this.src[this.pos] ?? "" }) : this.error("dice.cutShort");
  }

  private sides(): number {
    this.pos++; // the k or d
    if (this.peek() === "%") {
      this.pos++;
      return 100;
    }
    const sides = this.number("dice.what.sides");
    if (sides < LIMITS.minSides || sides > LIMITS.maxSides) {
      throw this.error("dice.noSuchDie", { sides, min: LIMITS.minSides, max: LIMITS.maxSides });
    }
    return sides;
  }

  private dice(count: number | DiceExpr): DiceNode {
    const sides = this.sides();
    const maxCount = typeof count === "number" ? count : maxValue(count);
    if (maxCount > LIMITS.maxDicePerPool) {
      throw this.error("dice.tooManyDice", { n: maxCount, max: LIMITS.maxDicePerPool });
    }
    if (typeof count === "number" && count < 1) throw this.error("dice.atLeastOne");
    const node: DiceNode = { kind: "dice", count, sides };
    const rest = this.src.slice(this.pos, this.pos + 2).toLowerCase();
    if (rest === "kh" || rest === "kl" || rest === "dh" || rest === "dl") {
      const mode = rest[1] === "h" ? "highest" : "lowest";
      this.pos += 2;
      const n = /[0-9]/.test(this.peek()) ? this.number("dice.what.kept") : 1;
      if (n < 1) throw this.error("dice.keepAtLeastOne");
      if (typeof count === "number" && n > count) {
        throw this.error("dice.keepTooMany", { n, count });
      }
      node.keep = { mode: rest[0] === "k" ? mode : mode === "highest" ? "lowest" : "highest", n };
      if (rest[0] === "d") node.keep.n = Math.max(1, (typeof count === "number" ? count : maxCount) - n);
    }
    return node;
  }
}

export function parseDiceExpression(src: string): DiceExpr {
  if (src.length > LIMITS.maxLineLength) {
    throw new DiceSyntaxError(msg("dice.tooLong", { n: src.length, max: LIMITS.maxLineLength }), 1);
  }
  return new Parser(src).parse();
}

/** Does this text look like a sum roll (and nothing else)? */
export function isDiceExpression(src: string): boolean {
  try {
    const expr = parseDiceExpression(src);
    return expr.terms.some((t) => t.node.kind === "dice");
  } catch {
    return false;
  }
}

export interface TermResult {
  sign: 1 | -1;
  kind: "const" | "dice";
  value: number;
  sides?: number;
  faces?: number[];
  kept?: number[];
  dropped?: number[];
  /** For `[1k6]k6`: the roll that decided how many dice were thrown. */
  countRoll?: SumResult;
}

export interface SumResult {
  total: number;
  terms: TermResult[];
  /** Every kept face of the top-level dice terms, in order. */
  faces: number[];
}

export function evaluate(expr: DiceExpr, rng: RandomSource): SumResult {
  const terms: TermResult[] = [];
  const allFaces: number[] = [];
  let total = 0;
  for (const term of expr.terms) {
    const node = term.node;
    if (node.kind === "const") {
      terms.push({ sign: term.sign, kind: "const", value: node.value });
      total += term.sign * node.value;
      continue;
    }
    let count: number;
    let countRoll: SumResult | undefined;
    if (typeof node.count === "number") count = node.count;
    else {
      countRoll = evaluate(node.count, rng);
      count = Math.max(0, Math.min(LIMITS.maxDicePerPool, countRoll.total));
    }
    const faces = rollDice(rng, count, node.sides);
    let kept = faces;
    let dropped: number[] = [];
    if (node.keep) {
      const order = faces.map((f, i) => ({ f, i }));
      order.sort((x, y) => (node.keep?.mode === "highest" ? y.f - x.f : x.f - y.f) || x.i - y.i);
      const keepIdx = new Set(order.slice(0, node.keep.n).map((o) => o.i));
      kept = faces.filter((_, i) => keepIdx.has(i));
      dropped = faces.filter((_, i) => !keepIdx.has(i));
    }
    const value = kept.reduce((s, f) => s + f, 0);
    total += term.sign * value;
    allFaces.push(...kept);
    const result: TermResult = { sign: term.sign, kind: "dice", value, sides: node.sides, faces, kept, dropped };
    if (countRoll) result.countRoll = countRoll;
    terms.push(result);
  }
  return { total, terms, faces: allFaces };
}

const SUM_WORDS = {
  pl: { dropped: "odrzucone", die: (n: number) => (n === 1 ? "kość" : "kości") },
  en: { dropped: "dropped", die: (n: number) => (n === 1 ? "die" : "dice") },
};

function termText(t: TermResult, lang: "pl" | "en"): string {
  if (t.kind === "const") return String(t.value);
  const kept = t.kept ?? [];
  let text = kept.length === 0 ? "0" : kept.join(" + ");
  if (kept.length > 1 && t.sign < 0) text = `(${text})`;
  const words = SUM_WORDS[lang];
  if (t.dropped && t.dropped.length > 0) text += ` [${words.dropped}: ${t.dropped.join(", ")}]`;
  if (t.countRoll)
    text = `(${t.countRoll.total} ${words.die(t.countRoll.total)}: ${sumText(t.countRoll, lang)}) ${text}`;
  return text;
}

function sumText(result: SumResult, lang: "pl" | "en"): string {
  return result.terms
    .map((t, i) => (i === 0 ? (t.sign < 0 ? "-" : "") : t.sign < 0 ? " - " : " + ") + termText(t, lang))
    .join("");
}

/** `2k6+24 → 3 + 5 + 24 = 32` */
export function describeSum(source: string, result: SumResult, lang: "pl" | "en" = "pl"): string {
  const parts = sumText(result, lang);
  const single =
    result.terms.length === 1 &&
    (result.terms[0]?.kept?.length ?? 0) <= 1 &&
    !result.terms[0]?.dropped?.length &&
    !result.terms[0]?.countRoll;
  return single ? `${source} → ${result.total}` : `${source} → ${parts} = ${result.total}`;
}
