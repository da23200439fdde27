import type { CombatantRecord } from "../src/core/encounter/record";

/** The session note the encounter tests' fights sit in (test-vault). */
export const FIGHT_SOURCE = "sessions/Sesja 01 - Las.md";

/**
 * Goblin `n` of a fight as the `encounter` key records it: test-vault's Goblin stat block,
 * 10 Żywotności, 1 Zapału, initiative 10 − n, no conditions; `extra` overrides any key.
 * The one setup the encounter tests share.
 */
export const goblin = (n: number, extra: Partial<CombatantRecord> = {}): CombatantRecord => ({
  id: `goblin-${n}`,
  ref: "[[Goblin]]",
  name: `Goblin ${n}`,
  initiative: 10 - n,
  health: 10,
  mana: 0,
  zeal: 1,
  conditions: [],
  dying: null,
  ...extra,
});
