/**
 * What the tracker's own steps say (buying an Akcja, another action, the record
 * reconciled with the block, unique NPCs kept between fights), in Polish and
 * English. messages-pl.ts / messages-en.ts merge these.
 */
export const FIGHT_MESSAGES_PL = {
  "fight.buyAction": "{name}: Zapał → +1 Akcja (Zapał zostaje {zeal}, Akcje: {actions})",
  "fight.actionOther": "inna akcja",
  "fight.refused.buyDazed": "{name} jest Oszołomiony: najwyżej jedna Akcja w turze, nie może wykorzystać Zapału.",
  "fight.refused.buyNoZeal": "{name} nie ma Zapału: nie kupi kolejnej Akcji.",
  "fight.refused.buyNone": "{name} nie wykonuje akcji w tej turze ({conditions}).",
  "fight.refused.notTheirTurn": "Akcje liczy się w turze: teraz działa {current}, nie {name}.",
  "fight.record.orphan":
    "{name} jest w zapisie walki (klucz „encounter”), ale żadna linia bloku go nie opisuje; zostaje w walce, dopóki go nie usuniesz („Usuń z walki”).",
  "fight.record.orphanUnknown":
    "{name} jest w zapisie walki (klucz „encounter”), ale nie ma go w bloku ani jego notatki; zostaje w zapisie, dopóki go nie usuniesz.",
  "fight.record.duplicate": "{name} był w zapisie walki dwa razy („{id}” i „{other}”); liczę go raz.",
  "fight.keptFrom": "{name} zaczyna ze stanem zachowanym w {note} (Żywotność {health}).",
  "fight.kept": "Zachowano w {note}: {who}.",
  "fight.uniqueReset": "{name}: stan usunięty z {note}; następna walka zacznie od wartości z karty w bestiariuszu.",
  "fight.uniqueNothing": "{note} nie przechowuje stanu postaci {name}.",
  "fight.keptNotMap": "{note}: „npcs” nie jest mapą „[[Postać]]: {health, …}”; pomijam.",
  "fight.keptUnknown": "{note}: w „npcs” nie znam karty „{key}”; pomijam jej stan.",
  "fight.keptBadEntry": "{note}: „npcs” → „{key}” nie jest mapą {health, mana, runicArmor, conditions}; pomijam.",
} as const;

export type FightMessageId = keyof typeof FIGHT_MESSAGES_PL;

/** Built with the English table (messages-en.ts englishTable), when English is first asked for. */
export const FIGHT_MESSAGES_EN = (): Record<FightMessageId, string> => ({
  "fight.buyAction": "{name}: Zeal → +1 Action ({zeal} Zeal left, Actions: {actions})",
  "fight.actionOther": "another action",
  "fight.refused.buyDazed": "{name} is Dazed (Oszołomiony): at most one Action a turn, and no Zeal may be used.",
  "fight.refused.buyNoZeal": "{name} has no Zeal left: no further Action can be bought.",
  "fight.refused.buyNone": "{name} takes no actions this turn ({conditions}).",
  "fight.refused.notTheirTurn": "Actions are counted in a turn: it is {current}'s turn, not {name}'s.",
  "fight.record.orphan":
    "{name} is in the fight's record (the “encounter” key) but no line of the block describes it; it stays in the fight until you remove it (“Remove from the fight”).",
  "fight.record.orphanUnknown":
    "{name} is in the fight's record (the “encounter” key) but neither in the block nor a known note; it stays in the record until you remove it.",
  "fight.record.duplicate": "{name} was in the fight's record twice (“{id}” and “{other}”); counted once.",
  "fight.keptFrom": "{name} starts with the state kept in {note} (Health {health}).",
  "fight.kept": "Kept in {note}: {who}.",
  "fight.uniqueReset": "{name}: state removed from {note}; the next fight starts from the bestiary's values.",
  "fight.uniqueNothing": "{note} keeps no state for {name}.",
  "fight.keptNotMap": "{note}: “npcs” is not a map “[[Character]]: {health, …}”; skipped.",
  "fight.keptUnknown": "{note}: “npcs” names “{key}”, which is no stat block I know; its state is skipped.",
  "fight.keptBadEntry": "{note}: “npcs” → “{key}” is not a map {health, mana, runicArmor, conditions}; skipped.",
});
