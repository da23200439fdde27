/**
 * The action economy of a turn (docs/en/rules.md Decision "action economy"): Ruch plus one
 * Akcja (l. 1083); "Zapał określa ilość dodatkowych akcji" (l. 665): each point of
 * Zapał spent buys one more Akcja, for PCs and NPCs alike; Oszołomiony allows at most
 * one Akcja and no Zapał (l. 1261). Nieprzytomny and Obezwładniony take none (l. 1234–1236),
 * nor does an Umierający combatant: "Postać jest na skraju śmierci. Na początku swojej tury
 * postać musi wykonać Test Przeżycia" (Aneks A, l. 1240–1255): its turn is that test, and a
 * passed one leaves it Nieprzytomna.
 */
export const ACTION_ECONOMY = {
  actionsPerTurn: 1,
  zealPerExtraAction: 1,
  dazedCondition: "Oszołomiony",
  noActionConditions: ["Nieprzytomny", "Obezwładniony", "Umierający"],
} as const;

/** The conditions that keep a combatant from acting this turn (no Akcja, no Ruch, no Zapał spent). */
export function noActionBecause(conditions: readonly string[]): string[] {
  return ACTION_ECONOMY.noActionConditions.filter((c) => conditions.includes(c));
}

export interface TurnEconomy {
  actionsLeft: number;
  zealSpent: number;
}

/** The Akcje a turn starts with. */
export function turnStart(conditions: readonly string[]): TurnEconomy {
  const none = noActionBecause(conditions).length > 0;
  return { actionsLeft: none ? 0 : ACTION_ECONOMY.actionsPerTurn, zealSpent: 0 };
}

/**
 * Taking one Akcja: from those left, else bought with Zapał. `dazed` and `noZeal`
 * say why it cannot be taken.
 */
export function takeAction(
  economy: TurnEconomy,
  zeal: number,
  conditions: readonly string[],
): { ok: true; zealCost: number; after: TurnEconomy } | { ok: false; why: "dazed" | "noZeal" | "none" } {
  // One fallen mid-turn (a Riposta, a counter-hit) acts no more, whatever Akcje were left.
  if (noActionBecause(conditions).length) return { ok: false, why: "none" };
  if (economy.actionsLeft > 0)
    return { ok: true, zealCost: 0, after: { ...economy, actionsLeft: economy.actionsLeft - 1 } };
  if (conditions.includes(ACTION_ECONOMY.dazedCondition)) return { ok: false, why: "dazed" };
  if (zeal < ACTION_ECONOMY.zealPerExtraAction) return { ok: false, why: "noZeal" };
  return {
    ok: true,
    zealCost: ACTION_ECONOMY.zealPerExtraAction,
    after: { actionsLeft: 0, zealSpent: economy.zealSpent + ACTION_ECONOMY.zealPerExtraAction },
  };
}

/** Why Zapał cannot buy one more Akcja now, or null when it can (l. 665; Oszołomiony l. 1261). */
export function whyNoExtraAction(zeal: number, conditions: readonly string[]): "dazed" | "noZeal" | "none" | null {
  if (noActionBecause(conditions).length) return "none";
  if (conditions.includes(ACTION_ECONOMY.dazedCondition)) return "dazed";
  if (zeal < ACTION_ECONOMY.zealPerExtraAction) return "noZeal";
  return null;
}

/** Spending Zapał on purpose for one more Akcja ("Zapał → +1 akcja"): the Akcja waits in the turn's count. */
export function buyAction(
  economy: TurnEconomy,
  zeal: number,
  conditions: readonly string[],
): { ok: true; zealCost: number; after: TurnEconomy } | { ok: false; why: "dazed" | "noZeal" | "none" } {
  const why = whyNoExtraAction(zeal, conditions);
  if (why) return { ok: false, why };
  return {
    ok: true,
    zealCost: ACTION_ECONOMY.zealPerExtraAction,
    after: {
      actionsLeft: economy.actionsLeft + 1,
      zealSpent: economy.zealSpent + ACTION_ECONOMY.zealPerExtraAction,
    },
  };
}
