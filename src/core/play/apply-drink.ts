import { fold } from "../text/normalize";
import { SURVIVAL } from "../rules/tables";
import type { ElixirData } from "./actions";
import {
  cannotDrinkQuick,
  doseOverdoses,
  elixirNumbers,
  overdoseHealthLoss,
  overdoseStopsEffects,
} from "./elixir-text";
import { msg } from "./messages";
import { overdoseBands } from "./overdose";
import type { Subject } from "./subject";
import type { Refusal } from "./transition";
import { enterDyingAtZero, heal, now, refuse, rollAmount, setCondition, valueMessage, type Work } from "./work";

function ownedLine(subject: Subject, elixir: string): { name: string; quantity: number } | null {
  const want = fold(elixir);
  return subject.equipment.find((e) => fold(e.name) === want || fold(e.name).includes(want)) ?? null;
}

export function doDrink(w: Work, elixir: ElixirData, mode: "normal" | "quick"): Refusal | null {
  if (elixir.power === null) return refuse("refused.elixirPower", { elixir: elixir.name });
  const text = mode === "quick" ? elixir.quick : elixir.normal;
  if (mode === "quick" && cannotDrinkQuick(elixir.quick))
    return refuse("refused.quick", { elixir: elixir.name, text: elixir.quick || "brak działania szybkiego" });
  const tolerance = now(w).elixirTolerance;
  const bandsBefore = overdoseBands(w.state.elixirTolerance, tolerance);
  const from = w.state.elixirTolerance;
  const to = from + elixir.power;
  w.messages.push(
    msg("drink.drunk", {
      elixir: elixir.name,
      mode: mode === "quick" ? "szybkie" : "normalne",
      from,
      to,
      tolerance,
    }),
  );
  if (text) w.messages.push(msg("drink.text", { elixir: elixir.name, text }));
  // Doses of this elixir since the last reset (docs/en/rules.md Decision on overdose).
  const counter = w.state.effects.find((e) => e.name === elixir.name && e.doses !== undefined);
  const doses = (counter?.doses ?? 0) + 1;
  w.state.effects = [...w.state.effects.filter((e) => e !== counter), { name: elixir.name, until: "longRest", doses }];
  w.messages.push(msg("drink.doses", { elixir: elixir.name, n: doses }));
  const overdoses = doseOverdoses(elixir.overdose);
  const stopped = overdoses.some((o) => doses >= o.doses && overdoseStopsEffects(o.text));
  // The elixir's own numbers: healing and Mana, halved while "słabszy o połowę" holds, judged
  // by the bands in force before it was drunk (docs/en/rules.md Decision "elixir counter order": the
  // counter "zwiększa się po zastosowaniu efektu eliksiru"); the Mana cap is the one before, too.
  const numbers = elixirNumbers(text);
  if (stopped) w.messages.push(msg("drink.stopped"));
  else {
    if (bandsBefore.weaker && (numbers.health || numbers.mana)) w.messages.push(msg("drink.weaker"));
    const scale = (n: number) => (bandsBefore.weaker ? Math.floor(n / 2) : n);
    if (numbers.health) heal(w, scale(rollAmount(w, numbers.health, elixir.name)));
    if (numbers.mana) {
      const m = scale(rollAmount(w, numbers.mana, elixir.name));
      const fromMana = w.state.mana;
      w.state.mana = Math.min(now(w).maxMana, fromMana + m);
      valueMessage(w, "mana", fromMana);
    }
  }
  // The counter rises now; the new band applies from here on (apply() cuts to a halved maximum).
  w.state.elixirTolerance = to;
  const bands = overdoseBands(to, tolerance);
  const due = overdoses.filter((o) => o.doses === doses);
  for (const o of due) {
    w.messages.push(msg("drink.doseOverdose", { elixir: elixir.name, n: doses, text: o.text }));
    const loss = overdoseHealthLoss(o.text);
    if (loss) {
      const n = rollAmount(w, loss, `Przedawkowanie: ${elixir.name}`);
      const fromHealth = w.state.health;
      w.state.health = Math.max(0, fromHealth - n);
      valueMessage(w, "health", fromHealth);
      enterDyingAtZero(w, Math.max(0, n - fromHealth));
    }
  }
  const seen = new Set([...bandsBefore.byPoints, ...bandsBefore.byShare].map((b) => b.effect));
  for (const b of [...bands.byPoints, ...bands.byShare])
    if (!seen.has(b.effect)) w.messages.push(msg("drink.overdose", { text: b.effect }));
  if (bands.unconscious && setCondition(w.state, SURVIVAL.stabilisedCondition, true))
    w.messages.push(msg("drink.unconscious"));
  // The Ekwipunek count goes down in the same undoable action (docs/en/notes.md).
  const owned = ownedLine(w.subject, elixir.name);
  if (owned && w.subject.editable) {
    w.edits.push({ kind: "equipmentQuantity", item: owned.name, from: owned.quantity, to: owned.quantity - 1 });
    w.messages.push(
      owned.quantity > 1
        ? msg("drink.countDown", { item: owned.name, from: owned.quantity, to: owned.quantity - 1 })
        : msg("drink.lastOne", { item: owned.name }),
    );
  } else if (w.subject.editable) w.messages.push(msg("drink.notOwned", { item: elixir.name }));
  return null;
}

export function resetTolerance(w: Work): void {
  if (w.state.elixirTolerance > 0) w.messages.push(msg("rest.toleranceReset", { from: w.state.elixirTolerance }));
  w.state.elixirTolerance = 0;
  w.state.effects = w.state.effects.filter((e) => e.doses === undefined);
}
