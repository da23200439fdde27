import type { PoolResult } from "../../core/dice";
import {
  type RollResult,
  countText,
  countedText,
  faceMark,
  marginText,
  opposedWinner,
  rollText,
  verdictWord,
  type FaceMark,
} from "../../core/roll";
import { renderMessage, type MessageId, type Params } from "../../core/play";
import { language } from "../i18n/i18n";

/**
 * A roll as a player reads it at the table (issue 16): the verdict first and large (Sukces /
 * Porażka and the margin), then every die as a number in a box. Sixes and ones differ from the
 * other faces by border, weight and a visible mark, and say so in words (aria-label and title),
 * never by colour alone. Extended and opposed tests show each round the same way. The caption
 * (what was rolled) is the button's, so it is not repeated here unless asked for (`what`).
 * Only text nodes are created: nothing from a note is ever parsed as HTML.
 *
 * One renderer for the block, the roll log, the roll dialog and the sheet.
 */
export interface RenderOptions {
  /**
   * Show what was rolled (the pool, the sum, the spell and its cost) with the result: on by default
   * (the roll log, the sheet, the dialog); a block turns it off, since its button says it already.
   */
  what?: boolean;
}

const m = (key: MessageId, params: Params = {}): string => renderMessage({ key, params }, language());

const MARK_TEXT: Record<FaceMark, MessageId> = {
  six: "roll.six",
  one: "roll.one",
  success: "roll.hit",
  failure: "roll.miss",
};
const MARK_GLYPH: Partial<Record<FaceMark, string>> = { six: "★", one: "✕" };

export function renderResult(parent: HTMLElement, result: RollResult, options: RenderOptions = {}): HTMLElement {
  options = { what: true, ...options };
  const row = parent.createDiv({ cls: ["hbm-result", `hbm-result-${result.type}`] });
  const passed = "passed" in result ? result.passed : null;
  if (passed !== null) row.addClass(passed ? "hbm-result-pass" : "hbm-result-fail");
  // The whole line as text for screen readers and copying; the boxes below are its visible form.
  row.setAttr("data-text", rollText(result, language()));
  switch (result.type) {
    case "pool":
    case "spell":
    case "survival": {
      verdictHead(row, result.passed, result.successes, result.required);
      if (options.what) what(row, poolWhat(result.description ?? "", result.pool, result.threshold, result.required));
      if (result.noDice) detail(row, m("roll.noDice"));
      else dice(row, result.faces, result.threshold);
      if (result.type === "survival") {
        detail(
          row,
          m(
            result.outcome === "stabilised"
              ? "roll.stabilised"
              : result.outcome === "dead"
                ? "roll.dies"
                : "roll.stillDying",
          ),
          "hbm-result-outcome",
        );
      }
      if (result.type === "spell") spellDetails(row, result, options.what === true);
      if (result.type === "pool" && result.prayerZeal) detail(row, m("roll.prayer", { n: result.prayerZeal }));
      break;
    }
    case "extended": {
      verdictHead(row, result.passed, result.successes, result.required);
      if (options.what)
        what(
          row,
          poolWhat(
            result.description ?? "",
            result.dice ?? result.rolls[0]?.pool ?? 0,
            result.threshold,
            result.required,
          ) + " ×3",
        );
      const list = row.createDiv({ cls: "hbm-result-rounds" });
      result.rolls.forEach((r, i) => roundRow(list, `${i + 1}.`, r));
      break;
    }
    case "opposed": {
      const left = result.leftName ?? m("roll.side", { n: 1 });
      const right = result.rightName ?? m("roll.side", { n: 2 });
      const side = opposedWinner(result);
      const winner = side === null ? null : side === "left" ? left : right;
      head(row, winner === null ? m("roll.opposedTie") : m("roll.opposedWinner", { name: winner }), null, null);
      if (options.what) what(row, `${result.leftDescription ?? ""} vs ${result.rightDescription ?? ""}`);
      const list = row.createDiv({ cls: "hbm-result-rounds" });
      result.rounds.forEach((round, i) => {
        const block = list.createDiv({ cls: "hbm-result-round" });
        block.createDiv({ cls: "hbm-result-round-title", text: m("roll.round", { n: i + 1 }) });
        roundRow(block, left, round.left, true);
        roundRow(block, right, round.right, true);
      });
      if (winner !== null) row.addClass("hbm-result-decided");
      break;
    }
    case "group": {
      // Test Grupowy: the verdict, passed − failed against the Próg, then each member's own test.
      const passedN = result.members.filter((x) => x.passed).length;
      head(row, verdictWord(result.passed, language()), null, `${result.net} / ${result.goal}`);
      if (options.what)
        what(
          row,
          m("roll.groupTally", {
            passed: passedN,
            failed: result.members.length - passedN,
            net: result.net,
            goal: result.goal,
          }),
        );
      const list = row.createDiv({ cls: "hbm-result-rounds" });
      for (const x of result.members)
        roundRow(list, `${x.name} (${x.description} ${x.threshold}:${x.required})`, {
          pool: x.faces.length,
          threshold: x.threshold,
          required: x.required,
          faces: x.faces,
          successes: x.successes,
          passed: x.passed,
          noDice: x.faces.length === 0,
        } as PoolResult);
      break;
    }
    case "sum": {
      head(row, String(result.total), null, null);
      if (options.what && result.source) what(row, result.source);
      sumParts(row, result);
      break;
    }
    case "exhaustion": {
      head(row, result.tier ?? m("roll.noTier"), null, String(result.total));
      if (options.what) what(row, m("caption.exhaustion", { dice: result.dice }));
      plainDice(row, result.faces);
      if (result.effect) detail(row, result.effect);
      break;
    }
    case "initiative": {
      const list = row.createEl("ol", { cls: "hbm-result-initiative" });
      for (const e of result.order) {
        const item = list.createEl("li");
        item.createSpan({ cls: "hbm-result-name", text: e.name });
        item.createSpan({ cls: "hbm-result-total", text: String(e.total) });
        const parts = item.createSpan({ cls: "hbm-result-parts" });
        plainDice(parts, e.faces);
        parts.appendText(` + ${e.initiative}`);
        if (e.rollOffs.length) parts.appendText(` · ${m("roll.rollOff", { faces: e.rollOffs.join(", ") })}`);
      }
      break;
    }
  }
  if (result.spend) {
    const parts: string[] = [];
    if (result.spend.mana)
      parts.push(m("roll.spentMana", { from: result.spend.mana.before, to: result.spend.mana.after }));
    if (result.spend.zeal)
      parts.push(m("roll.spentZeal", { from: result.spend.zeal.before, to: result.spend.zeal.after }));
    if (parts.length) detail(row, m("roll.spent", { parts: parts.join(", ") }));
  }
  return row;
}

function head(row: HTMLElement, verdict: string, margin: string | null, count: string | null): void {
  const el = row.createDiv({ cls: "hbm-result-head" });
  el.createSpan({ cls: "hbm-verdict", text: verdict });
  if (margin !== null) el.createSpan({ cls: "hbm-margin", text: margin });
  if (count !== null) el.createSpan({ cls: "hbm-result-count", text: count });
}

/** The head of a test with a verdict: passed or failed, by how much, and the successes against the required. */
function verdictHead(row: HTMLElement, passed: boolean, successes: number, required: number): void {
  head(
    row,
    verdictWord(passed, language()),
    marginText(successes, required),
    countText(successes, required, language()),
  );
}

function what(row: HTMLElement, text: string): void {
  row.createDiv({ cls: "hbm-result-what", text });
}

function detail(row: HTMLElement, text: string, cls = "hbm-result-detail"): void {
  row.createDiv({ cls, text });
}

const poolWhat = (description: string, dice: number, threshold: number, required: number): string => {
  const count = `${Math.max(0, dice)}k6`;
  return description && description !== count
    ? `${description} (${count}) ${threshold}:${required}`
    : `${count} ${threshold}:${required}`;
};

/** d6 pool faces in boxes, marked against T. */
function dice(parent: HTMLElement, faces: readonly number[], threshold: number): HTMLElement {
  const box = parent.createDiv({
    cls: "hbm-dice",
    attr: { role: "list", "aria-label": m("roll.diceLabel", { faces: faces.join(" ") }) },
  });
  for (const face of faces) die(box, face, faceMark(face, threshold));
  return box;
}

function die(parent: HTMLElement, face: number, mark: FaceMark | null): HTMLElement {
  const label = mark ? `${face}: ${m(MARK_TEXT[mark])}` : String(face);
  const el = parent.createSpan({
    cls: ["hbm-die", "hbm-face", ...(mark ? [`hbm-face-${mark}`] : [])],
    attr: { role: "listitem", "aria-label": label, title: label },
  });
  el.createSpan({ cls: "hbm-die-value", text: String(face) });
  const glyph = mark ? MARK_GLYPH[mark] : undefined;
  if (glyph) el.createSpan({ cls: "hbm-die-mark", text: glyph, attr: { "aria-hidden": "true" } });
  return el;
}

/** Dice that are summed, not tested (sums, exhaustion, initiative): boxes without a verdict. */
function plainDice(parent: HTMLElement, faces: readonly number[]): void {
  const box = parent.createSpan({ cls: "hbm-dice hbm-dice-plain" });
  for (const face of faces) die(box, face, null);
}

/**
 * One roll of an extended or opposed test: who or which roll, the dice, the successes; an opposed side's also as
 * compared when they differ (`3 sukcesy (3 − 2)`: an S above 1 spent), as the text says them.
 */
function roundRow(parent: HTMLElement, label: string, r: PoolResult, opposed = false): void {
  const line = parent.createDiv({ cls: ["hbm-result-round-row", r.passed ? "hbm-round-pass" : "hbm-round-fail"] });
  line.createSpan({ cls: "hbm-result-round-label", text: label });
  if (r.noDice || r.faces.length === 0) line.createSpan({ cls: "hbm-result-detail", text: "—" });
  else dice(line, r.faces, r.threshold);
  const count = countText(r.successes, r.required, language()).replace(/ z .*| of .*/, "");
  const counted = countedText(r);
  line.createSpan({
    cls: "hbm-result-round-count",
    text: opposed && counted !== String(r.successes) ? `${count} (${counted})` : count,
  });
}

function sumParts(row: HTMLElement, result: RollResult & { type: "sum" }): void {
  const parts = row.createDiv({ cls: "hbm-result-parts" });
  result.detail.terms.forEach((term, i) => {
    if (i > 0 || term.sign < 0) parts.createSpan({ cls: "hbm-result-op", text: term.sign < 0 ? "−" : "+" });
    if (term.kind === "const") {
      parts.createSpan({ cls: "hbm-result-const", text: String(term.value) });
      return;
    }
    if (term.countRoll) parts.createSpan({ cls: "hbm-result-detail", text: `[${term.countRoll.total}]` });
    const box = parts.createSpan({ cls: "hbm-dice hbm-dice-plain" });
    const kept = [...(term.kept ?? [])];
    for (const face of term.faces ?? []) {
      const at = kept.indexOf(face);
      const el = die(box, face, null);
      if (at >= 0) kept.splice(at, 1);
      else el.addClass("hbm-die-dropped");
    }
  });
}

function spellDetails(row: HTMLElement, result: RollResult & { type: "spell" }, withCost: boolean): void {
  // The block's button already names the spell and its cost; the log and the sheet say it here.
  if (withCost || result.unlimited)
    detail(
      row,
      `${result.spell} · ${m(result.unlimited ? "roll.spellUnlimited" : "roll.spellCost", { n: result.cost })}`,
    );
  if (result.overcastTest) {
    const o = result.overcastTest;
    const el = row.createDiv({ cls: "hbm-result-rounds" });
    const line = el.createDiv({ cls: ["hbm-result-round-row", o.passed ? "hbm-round-pass" : "hbm-round-fail"] });
    line.createSpan({
      cls: "hbm-result-round-label",
      text: m("roll.overcast", {
        excess: result.excess ?? 0,
        pool: `${verdictWord(o.passed, language())} (${countText(o.successes, o.required, language())})`,
      }),
    });
    dice(line, o.faces, o.threshold);
  }
  if (result.prayerZeal) detail(row, m("roll.prayer", { n: result.prayerZeal }));
  if (result.exhaustion) {
    const ex = result.exhaustion;
    detail(
      row,
      m("roll.overdrawn", {
        n: result.overdrawn ?? ex.dice,
        faces: ex.faces.join(" + "),
        total: ex.total,
        tier: ex.tier ?? m("roll.noTier"),
      }),
    );
  }
}

export function renderError(parent: HTMLElement, message: string): HTMLElement {
  return parent.createDiv({ cls: "hbm-error", text: message });
}
