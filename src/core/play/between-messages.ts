/**
 * What the between-sessions actions say (charges, giving an item, learning a
 * spell), in Polish and English. messages-pl.ts / messages-en.ts merge these.
 */
export const BETWEEN_MESSAGES_PL = {
  "charges.used": "{item}: ładunki {from} → {to}",
  "charges.empty": "{item}: ładunki wyczerpane (0); przedmiot zostaje w Ekwipunku.",
  "refused.noCharges": "{item} nie ma zapisanych ładunków (ani „**Ładunki:** N”, ani „(N ładunki)”).",
  "refused.chargesEmpty": "{item} nie ma już ładunków (0): nie można go użyć.",
  "refused.notEditable": "{name}: tej postaci nie zapisuję (to nie karta gracza).",
  "give.given": "Przekazano: {item} ×{n} → {to} (zostaje {left})",
  "give.givenLast": "Przekazano: {item} ×{n} → {to} (linia usunięta)",
  "give.received": "Otrzymano: {item} ×{n} od {from} (ma {total})",
  "refused.giveNotOwned": "{name} nie ma w Ekwipunku „{item}”.",
  "refused.giveTooMany": "{name} ma tylko {have} × {item} (chce przekazać {n}).",
  "refused.giveAmount": "Liczba do przekazania to liczba całkowita ≥ 1 (jest „{n}”).",
  "refused.giveSelf": "Przekazać można tylko innej postaci.",
} as const;

export type BetweenMessageId = keyof typeof BETWEEN_MESSAGES_PL;

export const BETWEEN_MESSAGES_EN: Record<BetweenMessageId, string> = {
  "charges.used": "{item}: charges {from} → {to}",
  "charges.empty": "{item}: no charges left (0); the item stays in Equipment.",
  "refused.noCharges": "{item} has no charges written (neither “**Ładunki:** N” nor “(N ładunki)”).",
  "refused.chargesEmpty": "{item} has no charges left (0): it cannot be used.",
  "refused.notEditable": "{name}: this character's note is not written (not a player character).",
  "give.given": "Given: {item} ×{n} → {to} ({left} left)",
  "give.givenLast": "Given: {item} ×{n} → {to} (line removed)",
  "give.received": "Received: {item} ×{n} from {from} (now {total})",
  "refused.giveNotOwned": "{name} has no “{item}” in Equipment.",
  "refused.giveTooMany": "{name} has only {have} × {item} (wants to give {n}).",
  "refused.giveAmount": "The number to give is a whole number ≥ 1 (it is “{n}”).",
  "refused.giveSelf": "An item can only be given to another character.",
};
