/**
 * What is wrong in an hbm-walka block's lines (the roster) or in the note's `encounter` record,
 * in Polish and English: the tracker shows these and `hbm encounter` prints them (issue 29 item 2).
 * messages-pl.ts / messages-en.ts merge these.
 */
export const ENCOUNTER_PROBLEMS_PL = {
  "roster.line": "Linia {line}: „{source}”: {problem}",
  "roster.tooManyLines": "Blok ma {lines} linii; czytam pierwsze {max}.",
  "roster.copies": "liczba kopii musi być od 1 do {max} (jest {count}).",
  "roster.formFromOne": "„{option}”: numer formy liczy się od 1.",
  "roster.unknownOption": "nie znam opcji „{option}” (znam: „forma N”).",
  "roster.adhocPart": "„{part}”: oczekiwano „Nazwa liczba”, np. „Ciało 3”.",
  "roster.twice": "„{key}” podano dwa razy.",
  "roster.weaponNoS": "obrażenia broni „{value}” muszą zawierać S (sukcesy), np. „+S”, „2+S”, „S+1k6”.",
  "roster.notNumber": "„{part}”: wartość „{value}” nie jest liczbą.",
  "roster.unknownStat":
    "nie znam „{key}” (atrybut, umiejętność, Żywotność, Mana, Pancerz, Runiczny Pancerz, Magiczna Osłona, Inicjatywa, Zapał albo Broń).",
  "roster.needsAttributes": "postać „{name}” potrzebuje co najmniej Ciała, Umysłu i Duszy.",
  "roster.afterLink": "po linku zostało „{after}”; opcje zapisuje się po „|”, np. „| forma 2”.",
  "roster.badName": "„{name}” nie może być nazwą postaci.",
  "roster.expected":
    "oczekiwano linku do postaci („[[Kamila Wróbel]]”, „3× [[Goblin]]”) albo postaci z liczbami („Strażnik: Ciało 3, Umysł 2, Dusza 2, Żywotność 12”).",
  "roster.unknownCharacter": "Linia {line}: „{source}”: nie znam postaci „{name}”.",
  "roster.noStats": "Linia {line}: „{source}”: {name} nie ma jeszcze statystyk (pusta tabela Atrybuty).",
  "roster.pcOnce": "Linia {line}: „{source}”: postać gracza bierze udział raz.",
  "roster.alreadyIn": "Linia {line}: „{source}”: {name} już jest w walce.",
  "encounter.record.notMap":
    "Klucz „encounter” we frontmatter nie jest mapą (round, turn, combatants); walka nie została wczytana.",
  "encounter.record.round": "encounter.round: „{value}” nie jest numerem rundy (liczba od 1); przyjmuję 1.",
  "encounter.record.combatantsNotList": "encounter.combatants nie jest listą; walka nie została wczytana.",
  "encounter.record.entryNotMap": "{where} nie jest mapą; pomijam.",
  "encounter.record.noId": "{where}: brak „id”; pomijam.",
  "encounter.record.repeatedId": "{where}: „{id}” powtarza się; pomijam drugi wpis.",
  "encounter.record.initiative": "{id}: inicjatywa „{value}” nie jest liczbą.",
  "encounter.record.shield": "{id}: magicShield {value} nie ma postaci {points, until, source}; pomijam.",
  "encounter.record.notCount": "{id}: {key} „{value}” nie jest liczbą ≥ 0; pomijam.",
  "encounter.record.conditionsNotList": "{id}: conditions nie jest listą.",
  "encounter.record.unknownCondition": "{id}: nie znam stanu „{name}”; zostawiam go jak jest.",
  "encounter.record.dying": "{id}: dying nie jest mapą (hits, failedTests, overflow).",
  "encounter.record.effect":
    '{id}: efekt {value} nie ma postaci {name, until: "round N" | "scene" | "combat" | "longRest"}; pomijam.',
  "encounter.record.turn": "encounter.turn: „{value}” nie wskazuje uczestnika (0–{last}); przyjmuję 0.",
  "encounter.record.statsGoneNote": "{name}: nie znam już jego statystyk (nie ma notatki {ref}); pomijam go w walce.",
  "encounter.record.statsGoneLine": "{name}: nie znam już jego statystyk (linii nie ma w bloku); pomijam go w walce.",
} as const;

export type EncounterProblemId = keyof typeof ENCOUNTER_PROBLEMS_PL;

/** Built with the English table (messages-en.ts englishTable), when English is first asked for. */
export const ENCOUNTER_PROBLEMS_EN = (): Record<EncounterProblemId, string> => ({
  "roster.line": "Line {line}: “{source}”: {problem}",
  "roster.tooManyLines": "The block has {lines} lines; reading the first {max}.",
  "roster.copies": "the number of copies must be 1 to {max} (it is {count}).",
  "roster.formFromOne": "“{option}”: forms are numbered from 1.",
  "roster.unknownOption": "unknown option “{option}” (known: “forma N”).",
  "roster.adhocPart": "“{part}”: expected “Name number”, e.g. “Ciało 3”.",
  "roster.twice": "“{key}” is given twice.",
  "roster.weaponNoS": "a weapon's damage “{value}” must hold S (successes), e.g. “+S”, “2+S”, “S+1k6”.",
  "roster.notNumber": "“{part}”: the value “{value}” is not a number.",
  "roster.unknownStat":
    "unknown “{key}” (an attribute, a skill, “Żywotność”, “Mana”, “Pancerz”, “Runiczny Pancerz”, “Magiczna Osłona”, “Inicjatywa”, “Zapał” or “Broń”).",
  "roster.needsAttributes": "the character “{name}” needs at least Ciało, Umysł and Dusza.",
  "roster.afterLink": "“{after}” is left after the link; options go after “|”, e.g. “| forma 2”.",
  "roster.badName": "“{name}” cannot be a character's name.",
  "roster.expected":
    "expected a link to a character (“[[Elneran]]”, “3× [[Goblin]]”) or a character with numbers (“Guard: Ciało 3, Umysł 2, Dusza 2, Żywotność 12”).",
  "roster.unknownCharacter": "Line {line}: “{source}”: no character “{name}” is known.",
  "roster.noStats": "Line {line}: “{source}”: {name} has no statistics yet (an empty Atrybuty table).",
  "roster.pcOnce": "Line {line}: “{source}”: a player character takes part once.",
  "roster.alreadyIn": "Line {line}: “{source}”: {name} is already in the fight.",
  "encounter.record.notMap":
    "The frontmatter's “encounter” key is not a map (round, turn, combatants); the fight was not read.",
  "encounter.record.round": "encounter.round: “{value}” is not a round number (1 or more); taking 1.",
  "encounter.record.combatantsNotList": "encounter.combatants is not a list; the fight was not read.",
  "encounter.record.entryNotMap": "{where} is not a map; skipped.",
  "encounter.record.noId": "{where}: no “id”; skipped.",
  "encounter.record.repeatedId": "{where}: “{id}” is repeated; the second entry is skipped.",
  "encounter.record.initiative": "{id}: initiative “{value}” is not a number.",
  "encounter.record.shield": "{id}: magicShield {value} is not of the form {points, until, source}; skipped.",
  "encounter.record.notCount": "{id}: {key} “{value}” is not a number ≥ 0; skipped.",
  "encounter.record.conditionsNotList": "{id}: conditions is not a list.",
  "encounter.record.unknownCondition": "{id}: unknown condition “{name}”; kept as written.",
  "encounter.record.dying": "{id}: dying is not a map (hits, failedTests, overflow).",
  "encounter.record.effect":
    '{id}: the effect {value} is not of the form {name, until: "round N" | "scene" | "combat" | "longRest"}; skipped.',
  "encounter.record.turn": "encounter.turn: “{value}” points at no combatant (0–{last}); taking 0.",
  "encounter.record.statsGoneNote":
    "{name}: its statistics are no longer known (there is no note {ref}); left out of the fight.",
  "encounter.record.statsGoneLine":
    "{name}: its statistics are no longer known (its line is not in the block); left out of the fight.",
});
