import { fold } from "../text/normalize";

/**
 * What an elixir's note says in numbers (docs/en/rules.md Decision on overdose: "an
 * elixir's own effect is applied when drunk"). Only sentences the vault writes
 * are read; everything else is shown as text.
 */
export interface ElixirNumbers {
  /** Żywotność regained: "odzyskuje 6 Punktów Żywotności", "odzyskuje 1k6 …". */
  health: string | null;
  /** Mana gained: "ilość Many zwiększa się o 3", "Mana +1k3". */
  mana: string | null;
}

const AMOUNT = "(\\d+\\s*k\\s*\\d+(?:\\s*[+-]\\s*\\d+)?|\\d+)";

function amount(m: RegExpExecArray | null): string | null {
  return m?.[1] ? m[1].replace(/\s+/g, "") : null;
}

export function elixirNumbers(text: string): ElixirNumbers {
  const f = fold(text);
  return {
    health: amount(new RegExp(`odzyskuje\\s+${AMOUNT}\\s+punkt\\w*\\s+zywotnosci`).exec(f)),
    mana:
      amount(new RegExp(`many\\s+zwieksza\\s+sie\\s+o\\s+${AMOUNT}`).exec(f)) ??
      amount(new RegExp(`mana\\s*\\+\\s*${AMOUNT}`).exec(f)),
  };
}

/** "Tego eliksiru nie można / nie da się wypić w ramach Akcji Natychmiastowej": no quick use. */
export function cannotDrinkQuick(text: string): boolean {
  const f = fold(text);
  return f.trim() === "" || /nie\s+(mozna|da\s+sie)\s+wypic/.test(f);
}

/** "5 dawek: …" lines of the Przedawkowanie list, by dose count. */
export function doseOverdoses(lines: readonly string[]): Array<{ doses: number; text: string }> {
  const out: Array<{ doses: number; text: string }> = [];
  for (const line of lines) {
    const m = /^\s*(\d+)\s+daw[a-z]*\s*:\s*(.*)$/i.exec(line);
    if (m) out.push({ doses: Number(m[1]), text: (m[2] ?? "").trim() });
  }
  return out.sort((a, b) => a.doses - b.doses);
}

/** "traci 2k3 Punktów Żywotności" (not "maksymalnych"): an overdose that hurts now. */
export function overdoseHealthLoss(text: string): string | null {
  const f = fold(text);
  return amount(new RegExp(`traci\\s+${AMOUNT}\\s+punkt\\w*\\s+zywotnosci`).exec(f));
}

/** "efekty wszystkich dawek tego eliksiru przestają działać": from that dose on, it does nothing. */
export function overdoseStopsEffects(text: string): boolean {
  return /przestaja\s+dzialac/.test(fold(text));
}
