import { BETWEEN_SESSIONS } from "../rules/tables";
import { fold } from "../text/normalize";
import type { Action } from "./actions";
import { rollExtendedTest } from "./extended-test";
import { ingredientLine, scaledIngredients } from "./ingredients";
import { msg } from "./messages";
import type { Subject } from "./subject";
import type { Refusal } from "./transition";
import { refuse, type Work } from "./work";

const BREWING = BETWEEN_SESSIONS.brewing;

/** Only a character with the Warzenie Eliksirów discipline brews (docs/en/rules.md Decision (brewing)). */
export function canBrew(subject: Pick<Subject, "discipline">): boolean {
  return fold(subject.discipline ?? "").includes(fold(BREWING.discipline));
}

/**
 * Warzenie Eliksirów (docs/en/rules.md Decision (brewing)): the ingredients scaled to the doses and
 * checked against Ekwipunek (the GM may waive the missing), the extended test with the GM's
 * T:S; success adds the doses to Ekwipunek (`×N`); success or failure the ingredients held are
 * used up (unless the GM unticks it). One action: every line changes in one undoable write.
 */
export function doBrew(w: Work, action: Extract<Action, { kind: "brew" }>): Refusal | null {
  const { subject } = w;
  if (!subject.editable) return refuse("refused.notEditable", { name: subject.name });
  if (!action.override && !canBrew(subject))
    return refuse("refused.brewDiscipline", { name: subject.name, discipline: BREWING.discipline });
  const doses = action.doses;
  if (!Number.isInteger(doses) || doses < 1 || doses > BREWING.maxDoses)
    return refuse("refused.brewDoses", { n: doses, max: BREWING.maxDoses });
  const needs = scaledIngredients(action.elixir.ingredients, action.elixir.ingredientDoses, doses);
  const held = needs.map((i) => ({ ...i, line: ingredientLine(subject.equipment, i.name) }));
  const missing = held.filter((i) => !i.line || i.line.quantity < i.needed);
  const list = (xs: typeof held) => xs.map((i) => `${i.name} ${i.needed}${i.unit ? ` ${i.unit}` : ""}`).join(", ");
  if (missing.length && !action.waiveMissing)
    return refuse("refused.brewMissing", { name: subject.name, elixir: action.elixir.name, list: list(missing) });
  const test = rollExtendedTest(
    w,
    [{ attribute: BREWING.attribute, skill: BREWING.skill }],
    action,
    action.elixir.name,
    action.rolled,
    { passed: "brew.passed", failed: "brew.failed", params: { elixir: action.elixir.name } },
  );
  if ("ok" in test) return test;
  if (missing.length) w.messages.push(msg("brew.waived", { list: list(missing) }));
  if (action.useIngredients !== false) {
    const used = new Set<string>();
    for (const i of held) {
      if (!i.line || used.has(i.line.name)) continue;
      used.add(i.line.name);
      const to = Math.max(0, i.line.quantity - i.needed);
      w.edits.push({ kind: "equipmentQuantity", item: i.line.name, from: i.line.quantity, to });
      w.messages.push(msg("brew.used", { item: i.line.name, from: i.line.quantity, to }));
    }
  }
  if (test.passed) {
    const want = fold(action.elixir.name);
    const owned = subject.equipment.find((e) => fold(e.name) === want) ?? null;
    const have = owned?.quantity ?? 0;
    w.edits.push({
      kind: "addEquipment",
      item: owned?.name ?? action.elixir.name,
      from: have,
      n: doses,
      line: action.elixir.name,
    });
    w.messages.push(msg("brew.brewed", { elixir: action.elixir.name, n: doses, total: have + doses }));
  }
  return null;
}
