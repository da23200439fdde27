/**
 * What the between-sessions actions say (charges, giving an item, brewing,
 * learning a spell), in Polish and English. messages-pl.ts / messages-en.ts merge these.
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
  "extended.roll": "rzut {i}/{of} ({pool}): {faces} → {n:success}",
  "refused.extendedTs": "T:S testu rozszerzonego: T to liczba całkowita, S od 1 do 99 (jest {threshold}:{required}).",
  "refused.brewDiscipline": "{name} nie warzy eliksirów: to umie tylko Dziedzina {discipline} (albo za zgodą MG).",
  "refused.brewDoses": "Liczba dawek to liczba całkowita od 1 do {max} (jest „{n}”).",
  "refused.brewMissing": "{name}: do {elixir} brakuje w Ekwipunku: {list} (MG może zwolnić ze składników).",
  "brew.passed": "Warzenie {elixir}: Sukces ({n:success} z {required})",
  "brew.failed": "Warzenie {elixir}: Porażka ({n:success} z {required}); eliksir się nie udał",
  "brew.brewed": "Ekwipunek: {elixir} +{n} (ma {total})",
  "brew.used": "zużyto: {item} {from} → {to}",
  "brew.waived": "bez składników (zgoda MG): {list}",
  "refused.learnKnown": "{name} zna już zaklęcie {spell} (jest w Zaklęciach).",
  "refused.learnRequirement": "{spell} wymaga: {what} (wymagania zaklęcia; MG może zezwolić).",
  "refused.learnSchool":
    "{spell} ({school}) nie jest zaklęciem Powszechnym ani z dziedziny postaci {name} (MG może zezwolić).",
  "refused.learnSuperspell":
    "{spell} to Superzaklęcie: tylko za zgodą Mistrza Gry (Podręcznik: „Do decyzji Mistrza Gry”).",
  "learn.passed": "Nauka zaklęcia {spell} ({pools}): Sukces ({n:success} z {required}); dopisane do Zaklęć",
  "learn.failed": "Nauka zaklęcia {spell} ({pools}): Porażka ({n:success} z {required}); Zaklęcia bez zmian",
} as const;

export type BetweenMessageId = keyof typeof BETWEEN_MESSAGES_PL;

/** Built with the English table (messages-en.ts englishTable), when English is first asked for. */
export const BETWEEN_MESSAGES_EN = (): Record<BetweenMessageId, string> => ({
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
  "extended.roll": "roll {i}/{of} ({pool}): {faces} → {n:success}",
  "refused.extendedTs": "Extended test T:S: T is a whole number, S from 1 to 99 (it is {threshold}:{required}).",
  "refused.brewDiscipline":
    "{name} does not brew elixirs: only the {discipline} discipline does (or with the GM's leave).",
  "refused.brewDoses": "The number of doses is a whole number from 1 to {max} (it is “{n}”).",
  "refused.brewMissing": "{name}: for {elixir}, Equipment lacks: {list} (the GM may waive the ingredients).",
  "brew.passed": "Brewing {elixir}: Success ({n:success} of {required})",
  "brew.failed": "Brewing {elixir}: Failure ({n:success} of {required}); the elixir did not come out",
  "brew.brewed": "Equipment: {elixir} +{n} (now {total})",
  "brew.used": "used up: {item} {from} → {to}",
  "brew.waived": "without ingredients (GM's leave): {list}",
  "refused.learnKnown": "{name} already knows {spell} (it is under Zaklęcia).",
  "refused.learnRequirement": "{spell} requires: {what} (the spell's requirements; the GM may allow it).",
  "refused.learnSchool":
    "{spell} ({school}) is neither a general spell nor one of {name}'s discipline (the GM may allow it).",
  "refused.learnSuperspell": "{spell} is a superspell: only with the GM's leave (the book: “Do decyzji Mistrza Gry”).",
  "learn.passed": "Learning {spell} ({pools}): Success ({n:success} of {required}); added to Zaklęcia",
  "learn.failed": "Learning {spell} ({pools}): Failure ({n:success} of {required}); Zaklęcia unchanged",
});
