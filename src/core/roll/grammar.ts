import { onClearMemos } from "../memo";
import { deepFreeze } from "../frozen";
import { DiceSyntaxError, parseDiceExpression } from "../dice/expression";
import { LIMITS, TEST_DEFAULTS } from "../dice/limits";
import { findAttribute, findSkill } from "../rules/names";
import { fold } from "../text/normalize";
import { msg, renderMessage, SITUATION_WORDS, type Message, type MessageId, type Params } from "../play/messages";
import { labelColon, readRef, splitOutsideLinks } from "./refs";
import type { Situation } from "../spells/types";
import type {
  GrammarOptions,
  ErrorLine,
  NoteRef,
  ParsedBlock,
  ParsedLine,
  PoolSpec,
  PoolTerm,
  RollOption,
  RollSpec,
} from "./types";

/**
 * The ```hbm-roll``` grammar (docs/en/rolls.md). Words are matched
 * without regard to case or Polish diacritics. Every problem becomes an
 * ErrorLine in Polish that quotes the line; nothing here throws.
 */

export const MAX_BLOCK_LINES = 200;

class LineError extends Error {
  constructor(readonly problem: Message) {
    super(renderMessage(problem, "pl"));
  }
}
/** A line that does not parse: a message key and its parameters, rendered in the reader's language. */
const fail = (key: MessageId, params: Params = {}): never => {
  throw new LineError(msg(key, params));
};

/** An error line as text in a language: `Linia 3: „…”: what is wrong.` */
export function errorLineText(e: ErrorLine, lang: "pl" | "en" = "pl"): string {
  if (!e.problem) return e.message;
  const problem = renderMessage(e.problem, lang);
  return e.quoted
    ? `${renderMessage(msg("rollError.lineAt", { line: e.line, source: e.source.trim().slice(0, 120), problem }), lang)}.`
    : problem;
}

/** Split on `sep` outside `[[…]]` and `[…](…)`. */
const TS_PATTERN = /(?:^|\s)(-?\d+)\s*:\s*(-?\d+)\s*$/;

function parsePool(text: string): PoolSpec {
  let body = text.trim();
  let threshold: number = TEST_DEFAULTS.threshold;
  let required: number = TEST_DEFAULTS.required;
  let explicitTS = false;
  const ts = TS_PATTERN.exec(body);
  if (ts) {
    threshold = Number(ts[1]);
    required = Number(ts[2]);
    explicitTS = true;
    body = body.slice(0, ts.index).trim();
    if (required < 1) fail("grammar.requiredMin", { n: required });
    if (required > LIMITS.maxRequired) fail("grammar.requiredMax", { n: required, max: LIMITS.maxRequired });
    if (threshold > 99 || threshold < -99) fail("grammar.threshold", { n: threshold });
  }
  if (!body) fail("grammar.noPool");
  const terms: PoolTerm[] = [];
  const pieces = body.split(/([+\-−])/);
  let sign: 1 | -1 = 1;
  let expectTerm = true;
  for (const raw of pieces) {
    const piece = raw.trim();
    if (piece === "+" || piece === "-" || piece === "−") {
      if (expectTerm && terms.length > 0) fail("grammar.twoSigns", { piece });
      sign = piece === "+" ? 1 : -1;
      expectTerm = true;
      continue;
    }
    if (!piece) continue;
    if (!expectTerm) fail("grammar.missingPlus", { piece });
    terms.push(parsePoolTerm(piece, sign));
    if (terms.length > LIMITS.maxTerms) fail("grammar.tooManyTerms", { max: LIMITS.maxTerms });
    expectTerm = false;
  }
  if (expectTerm) fail("grammar.trailingSign");
  const fixedDice = terms.reduce((s, t) => s + (t.kind === "number" && t.sign > 0 ? t.value : 0), 0);
  if (fixedDice > LIMITS.maxDicePerPool) fail("grammar.tooManyDice", { n: fixedDice, max: LIMITS.maxDicePerPool });
  return { terms, threshold, required, explicitTS, text: body };
}

function parsePoolTerm(piece: string, sign: 1 | -1): PoolTerm {
  const dice = /^(\d+)\s*[kKdD]\s*6$/.exec(piece);
  const plain = /^\d+$/.exec(piece);
  if (dice || plain) {
    const text = dice ? (dice[1] as string) : piece;
    if (text.length > 4 || Number(text) > LIMITS.maxDicePerPool) {
      fail("grammar.tooManyDiceTerm", { text, max: LIMITS.maxDicePerPool });
    }
    return { kind: "number", sign, value: Number(text) };
  }
  if (/^\d*\s*[kd]\s*\d+/i.test(piece)) fail("grammar.onlyD6", { piece });
  const attribute = findAttribute(piece);
  if (attribute) return { kind: "attribute", sign, attribute };
  const skill = findSkill(piece);
  if (skill) return { kind: "skill", sign, skill };
  return fail("grammar.unknownTerm", { piece });
}

function parseSituation(text: string, word: string): RollOption {
  const found = (Object.keys(SITUATION_WORDS) as Situation[]).find((k) => fold(SITUATION_WORDS[k]) === word.trim());
  if (!found) fail("grammar.unknownSituation", { text, words: Object.values(SITUATION_WORDS).join(", ") });
  return { kind: "situation", situation: found as Situation };
}

function parseOption(raw: string): RollOption {
  const text = raw.trim();
  const f = fold(text);
  const dice = /^([+\-−])\s*(\d+)$/.exec(text);
  if (dice) {
    const n = Number(dice[2]);
    if (n > LIMITS.maxDicePerPool) fail("grammar.modifierTooBig", { text, max: LIMITS.maxDicePerPool });
    return { kind: "dice", delta: dice[1] === "+" ? n : -n };
  }
  const step = /^(latwiej|trudniej)(?:\s+(\d+))?$/.exec(f);
  if (step) {
    const n = step[2] ? Number(step[2]) : 1;
    if (n > 10) fail("grammar.steps", { text });
    return step[1] === "latwiej" ? { kind: "easier", steps: n } : { kind: "harder", steps: n };
  }
  const double = /^podwoj\s+(.+)$/.exec(f);
  if (double) {
    const skill = findSkill(double[1] as string);
    if (!skill) fail("grammar.unknownSkill", { text, skill: text.replace(/^\S+\s+/, "") });
    return { kind: "double", skill: skill as string };
  }
  if (f === "podwoj") fail("grammar.doubleNeedsSkill");
  if (f === "modlitwa") return { kind: "prayer" };
  const overcast = /^nadczaruj(?:\s+(\d+))?$/.exec(f);
  if (overcast) {
    const n = overcast[1] ? Number(overcast[1]) : 1;
    if (n < 1 || n > 20) fail("grammar.overcastLevel", { text });
    return { kind: "overcast", levels: n };
  }
  if (f === "wydaj") return { kind: "spend" };
  // "dotyczy negocjacje", or as the tick reads it, "Dotyczy: negocjacje".
  if (f === "dotyczy" || /^dotyczy[\s:]/.test(f)) return parseSituation(text, f.slice(7).replace(/^\s*:?\s*/, ""));
  if (f === "naucz" || f.startsWith("naucz ")) {
    const rest = text.slice(5).trim();
    if (!rest) fail("grammar.learnNeedsSpell");
    const r = readRef(rest, {}, false);
    return { kind: "learn", spell: r && !r.rest.trim() ? r.ref : { kind: "name", name: rest.replace(/^@/, "") } };
  }
  return fail("grammar.unknownOption", { text });
}

const OPTIONS_FOR: Record<RollSpec["type"], ReadonlyArray<RollOption["kind"]>> = {
  pool: ["dice", "easier", "harder", "double", "prayer", "spend", "situation"],
  extended: ["dice", "easier", "harder", "double", "learn", "situation"],
  opposed: ["dice", "easier", "harder", "double", "situation"],
  spell: ["dice", "easier", "harder", "prayer", "overcast", "spend"],
  survival: ["dice", "easier", "harder"],
  sum: [],
  initiative: [],
  exhaustion: [],
  group: ["dice", "easier", "harder", "situation"],
};

const OPTION_WORD: Record<RollOption["kind"], string> = {
  dice: "+N/-N",
  easier: "łatwiej",
  harder: "trudniej",
  double: "podwój",
  prayer: "modlitwa",
  overcast: "nadczaruj",
  spend: "wydaj",
  situation: "dotyczy",
  learn: "naucz",
};

function parseRoll(text: string, options: GrammarOptions): { character: NoteRef | null; roll: RollSpec } {
  let body = text.trim();
  if (!body) fail("grammar.empty");
  let character: NoteRef | null = null;
  const head = readRef(body, options);
  if (head) {
    character = head.ref;
    body = head.rest.trim();
    if (!body) fail("grammar.noRollAfter", { name: body || text.trim() });
  }
  const f = fold(body);
  const word = f.split(" ")[0] ?? "";
  const rest = body.slice(body.split(/\s/)[0]?.length ?? 0).trim();
  if (word === "inicjatywa") {
    const characters: NoteRef[] = [];
    let remaining = rest;
    while (remaining.trim()) {
      const r = readRef(remaining, options, false);
      if (!r) fail("grammar.initiativeRef", { text: remaining.trim() });
      characters.push((r as { ref: NoteRef }).ref);
      remaining = (r as { rest: string }).rest;
      if (characters.length > LIMITS.maxTerms) fail("grammar.initiativeMax", { max: LIMITS.maxTerms });
    }
    if (characters.length === 0 && character) characters.push(character);
    return { character: null, roll: { type: "initiative", characters } };
  }
  if (word === "zaklecie") {
    if (!rest) fail("grammar.spellNeeded");
    const r = readRef(rest, options, false);
    const spell: NoteRef = r && !r.rest.trim() ? r.ref : { kind: "name", name: rest.replace(/^@/, "") };
    return { character, roll: { type: "spell", spell } };
  }
  if (word === "przezycie") {
    if (rest) fail("grammar.survivalArgs", { text: rest });
    return { character, roll: { type: "survival" } };
  }
  if (word === "wyczerpanie") {
    if (!/^\d{1,4}$/.test(rest)) fail("grammar.exhaustionDice");
    const n = Number(rest);
    if (n < 1 || n > LIMITS.maxDicePerPool) fail("grammar.exhaustionRange", { n, max: LIMITS.maxDicePerPool });
    return { character, roll: { type: "exhaustion", dice: n } };
  }
  if (word === "grupowy") {
    // `grupowy [N] <postać> <pula T:S>; <postać> <pula T:S>; …` (N: the Próg Powodzenia, default 1).
    const goal = /^(\d{1,2})\s+/.exec(rest);
    const entries = (goal ? rest.slice(goal[0].length) : rest)
      .split(";")
      .map((e) => e.trim())
      .filter(Boolean);
    if (entries.length === 0) fail("grammar.groupMembers");
    if (entries.length > LIMITS.maxTerms) fail("grammar.initiativeMax", { max: LIMITS.maxTerms });
    const members = entries.map((e) => {
      const r = readRef(e, options);
      if (!r || !r.rest.trim()) return fail("grammar.groupMember", { text: e });
      return { character: r.ref, pool: parsePool(r.rest.trim()) };
    });
    return { character: null, roll: { type: "group", goal: goal ? Number(goal[1]) : 1, members } };
  }
  if (word === "rozszerzony") {
    if (!rest) fail("grammar.extendedPool");
    return { character, roll: { type: "extended", pool: parsePool(rest) } };
  }
  const vs = /\s+vs\.?\s+/i.exec(body);
  if (vs) {
    const leftText = body.slice(0, vs.index);
    let rightText = body.slice(vs.index + vs[0].length);
    let rightCharacter: NoteRef | null = null;
    const r = readRef(rightText, options);
    if (r) {
      rightCharacter = r.ref;
      rightText = r.rest;
    }
    return {
      character,
      roll: {
        type: "opposed",
        left: { character, pool: parsePool(leftText) },
        right: { character: rightCharacter, pool: parsePool(rightText) },
      },
    };
  }
  const hasTS = TS_PATTERN.test(body);
  const looksLikeDice = /^[\s\d+\-−kKdD%[\]hHlL]+$/.test(body) && /[kKdD]/.test(body);
  if (!hasTS && looksLikeDice) {
    try {
      return { character, roll: { type: "sum", expr: parseDiceExpression(body), text: body } };
    } catch (e) {
      if (e instanceof DiceSyntaxError) fail(e.said.key, e.said.params);
      throw e;
    }
  }
  if (hasTS) {
    const before = body.replace(TS_PATTERN, "").trim();
    if (/^\d+\s*[kd]\s*\d+/i.test(before) && !/^\d+\s*[kd]\s*6$/i.test(before)) {
      fail("grammar.poolD6", { text: before });
    }
    if (/[kd]\s*\d/i.test(before) && /^\d+\s*[kd]\s*\d+$/i.test(before)) {
      const n = Number(/^(\d+)/.exec(before)?.[1]);
      if (n > LIMITS.maxDicePerPool) fail("grammar.tooManyDiceTerm", { text: n, max: LIMITS.maxDicePerPool });
    }
  }
  return { character, roll: { type: "pool", pool: parsePool(body) } };
}

export function parseLine(source: string, line: number, options: GrammarOptions = {}): ParsedLine | null {
  const text = source.trim();
  if (!text || text.startsWith("#")) return null;
  try {
    if (text.length > LIMITS.maxLineLength) {
      fail("grammar.tooLong", { n: text.length, max: LIMITS.maxLineLength });
    }
    const header = /^(\S+)\s*:\s*(.*)$/.exec(text);
    if (header && fold(header[1] as string) === "postac") {
      const r = readRef(header[2] as string, options, false);
      if (!r || r.rest.trim()) fail("grammar.header");
      return { kind: "header", line, source, character: (r as { ref: NoteRef }).ref };
    }
    const [main = "", ...optionParts] = splitOutsideLinks(text, "|");
    let label: string | null = null;
    let rollText = main;
    const colon = labelColon(main);
    if (colon >= 0) {
      label = main.slice(0, colon).trim() || null;
      rollText = main.slice(colon + 1);
    }
    const { character, roll } = parseRoll(rollText, options);
    const rollOptions = optionParts.map(parseOption);
    for (const option of rollOptions) {
      if (!OPTIONS_FOR[roll.type].includes(option.kind)) {
        fail("grammar.optionNotFor", { option: OPTION_WORD[option.kind], rollType: roll.type });
      }
    }
    return { kind: "roll", line, source, label, character, roll, options: rollOptions };
  } catch (e) {
    if (e instanceof LineError) {
      const error: ErrorLine = { kind: "error", line, source, message: "", problem: e.problem, quoted: true };
      error.message = errorLineText(error, "pl");
      return error;
    }
    throw e;
  }
}

/**
 * Blocks re-render at every index change and every edit nearby; the same text with the same known
 * names parses the same. Kept per names list or folded set (the index hands out one of each until a
 * character changes), frozen, a few dozen blocks each.
 */
const NO_NAMES: readonly string[] = [];
const BLOCK_MEMO_LIMIT = 64;
let blockMemo = new WeakMap<object, Map<string, ParsedBlock>>();
onClearMemos(() => {
  blockMemo = new WeakMap();
});

export function parseBlock(source: string, options: GrammarOptions = {}): ParsedBlock {
  const names = options.knownKeys ?? options.knownNames ?? NO_NAMES;
  let memo = blockMemo.get(names);
  if (!memo) blockMemo.set(names, (memo = new Map<string, ParsedBlock>()));
  const known = memo.get(source);
  if (known) return known;
  const parsed = deepFreeze(parseBlockText(source, options));
  if (memo.size >= BLOCK_MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(source, parsed);
  return parsed;
}

function parseBlockText(source: string, options: GrammarOptions): ParsedBlock {
  const lines: ParsedLine[] = [];
  let character: NoteRef | null = null;
  const rows = source.split(/\r?\n/);
  for (let i = 0; i < rows.length; i++) {
    if (lines.length >= MAX_BLOCK_LINES) {
      const problem = msg("grammar.blockTooLong", { max: MAX_BLOCK_LINES });
      lines.push({
        kind: "error",
        line: i + 1,
        source: rows[i] as string,
        message: renderMessage(problem, "pl"),
        problem,
      });
      break;
    }
    const parsed = parseLine(rows[i] as string, i + 1, options);
    if (!parsed) continue;
    if (parsed.kind === "header") character = parsed.character;
    lines.push(parsed);
  }
  return { character, lines };
}
