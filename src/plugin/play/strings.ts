import { messages } from "../i18n/i18n";

/** What the stores (note store, encounter store) and the character actions tell a player, Polish and English. */
export const pt = messages({
  pl: {
    noNote: "Nie ma notatki „{path}”.",
    yamlBroken: "Nie zapisuję „{path}”: jej frontmatter się nie parsuje ({error}). Popraw YAML i spróbuj ponownie.",
    notCharacter: "„{path}” nie jest postacią.",
    statblockTemplate:
      "{name}: karta z bestiariusza to szablon, więc nic w niej nie zapisuję. Stan postaci niezależnej prowadzi walka (blok hbm-walka).",
    notSaved: "Nie zapisano „{path}”: {error}",
    noPlaceForBuild: "Nie znalazłem w notatce miejsca na „{what}”; PD nie zostały wydane.",
    lineNotFound: "Nie znalazłem w notatce linii „{what}” do zmiany.",
    bodyUndoFailed: "Nie cofnięto zmiany treści „{path}”: te linie zmieniły się od tamtej pory.",
    keysUndoFailed: "Nie cofnięto zmian w „{path}”: {error}",
    encounterNotSaved: "Nie zapisano walki w „{path}”: {error}",
    nothingToUndo: "Nie ma czego cofnąć.",
    undoFailed: "Nie cofnięto: {error}",
    undoneLog: "Cofnięto",
    notUndone: "Nie cofnięto „{label}”: {reason}",
    damageLabel: "Obrażenia {n}",
    healLabel: "Leczenie {n}",
    partyRest: "{rest} drużyny",
    unknownElixir: "Nie znam eliksiru „{name}”.",
    unknownSpell: "Nie znam zaklęcia „{name}”.",
    unknownCharacterReason: "nie znam postaci „{name}”",
    unknownSpellReason: "nie znam zaklęcia „{name}”",
    spellLabel: "Zaklęcie: {name}",
    prayerLabel: "Modlitwa",
    unchanged: "bez zmian",
    emptyLine: "Pusta linia.",
  },
  en: {
    noNote: "There is no note “{path}”.",
    yamlBroken: "Not writing “{path}”: its frontmatter does not parse ({error}). Fix the YAML and try again.",
    notCharacter: "“{path}” is not a character.",
    statblockTemplate:
      "{name}: a bestiary stat block is a template, so nothing is written to it. An NPC's state is kept by the encounter (the hbm-walka block).",
    notSaved: "“{path}” was not written: {error}",
    noPlaceForBuild: "No place for “{what}” in the note; the PD were not spent.",
    lineNotFound: "No line “{what}” to change in the note.",
    bodyUndoFailed: "The text of “{path}” was not undone: those lines have changed since.",
    keysUndoFailed: "The changes to “{path}” were not undone: {error}",
    encounterNotSaved: "The fight in “{path}” was not written: {error}",
    nothingToUndo: "Nothing to undo.",
    undoFailed: "Not undone: {error}",
    undoneLog: "Undone",
    notUndone: "“{label}” was not undone: {reason}",
    damageLabel: "Damage {n}",
    healLabel: "Healing {n}",
    partyRest: "{rest}: party",
    unknownElixir: "Unknown elixir “{name}”.",
    unknownSpell: "Unknown spell “{name}”.",
    unknownCharacterReason: "unknown character “{name}”",
    unknownSpellReason: "unknown spell “{name}”",
    spellLabel: "Spell: {name}",
    prayerLabel: "Prayer",
    unchanged: "unchanged",
    emptyLine: "Empty line.",
  },
});

/** An error's message, for the sentences above. */
export const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
