/**
 * What the spell data says to a player, as message keys with parameters: Polish, with English as the
 * second language. The data stores keys only; play/messages.ts renderMessage, the one renderer, renders
 * them with these tables (a spell's `{note}` there, or `renderMessage(m, lang, messageTables)`).
 */
import type { MessageTables, Params } from "../text/message";

const pl = {
  "none.narrative": "Efekt fabularny: nic do zastosowania w liczbach; opisuje go Mistrz Gry.",
  "none.movement": "Ruch, lot albo przeniesienie: rozstrzyga Mistrz Gry na mapie.",
  "none.summon": "Przywołanie lub przemiana: statystyki istoty są w Bestiariuszu.",
  "none.object": "Działa na przedmiot albo otoczenie, nie na postać.",
  "none.gmDecides": "Skutek ustala Mistrz Gry (opis nie podaje liczb).",
  "none.wall":
    "Tworzy przeszkodę o własnej wytrzymałości (Zdolności Magiczne maga), nie osłonę postaci: zapisuje ją Mistrz Gry.",
  "none.ritual": "Superzaklęcie-rytuał: skutki opisowe, rozstrzyga Mistrz Gry.",
  "none.ritualDamage":
    "Superzaklęcie: obrażenia zależą od wydanej Many i odległości od środka wybuchu; rozstrzyga Mistrz Gry.",
  "none.comparison":
    "Skutek zależy od porównania najwyższego Atrybutu celu z sukcesami, a opis w notatce urywa się: rozstrzyga Mistrz Gry.",
  "none.weapon": "Tworzy broń (Tnąca, Magiczna, S+1 obrażeń): atakuje się nią zwykłym atakiem.",
  "none.madness": "Niepowodzenie: 1k3 Punktów Obłędu (zapisuje Mistrz Gry).",
  "none.panic": "Niepowodzenie: panika lub dezorientacja (opis Mistrza Gry).",
  "none.loseAction": "Niepowodzenie: istota traci Akcję.",
  "trigger.entersArea": "gdy istota wejdzie w obszar",
  "trigger.movesInArea": "gdy istota wejdzie w obszar lub się w nim porusza",
  "trigger.meleeAttacksHolder": "gdy przeciwnik zaatakuje wręcz",
  "trigger.aggressiveActionAgainstHolder": "gdy ktoś podejmie wobec niego agresywne działanie",
  "trigger.targetAction": "gdy cel chce wykonać Akcję",
  "trigger.targetCastsSpell": "gdy cel rzuci z powodzeniem zaklęcie",
  "trigger.weaponHit": "po trafieniu bronią",
  "gate.metalArmor": "jeśli nosi metalową zbroję",
  "gate.infidel": "jeśli cel jest innowiercą",
  "gate.undeadLowHealth": "jeśli cel jest Nieumarłym i ma mniej Żywotności niż dwukrotność Duszy maga",
  "gate.naturalSoil": "dopóki stoi na naturalnej glebie",
  "gate.damageOverSoulOrShieldBroken":
    "jeśli obrażenia przekroczyły Duszę celu bez osłony albo przełamały jego magiczną osłonę",
  "gate.isMage": "jeśli cel jest magiem",
  "diag.partial": "{spell}: część opisu zaklęcia rozstrzyga Mistrz Gry.",
  "diag.noEntry": "{spell}: puste pola efektów i brak wpisu we wbudowanej tabeli: efekty rozstrzyga Mistrz Gry.",
  "diag.badFormula": "{spell}: „{field}: {value}” nie jest formułą (np. magicalAbilities/2+1, 1k6); pomijam.",
  "diag.unknownCondition": "{spell}: nie znam stanu „{value}” w statusEffects; pomijam.",
  "diag.unknownAttribute": "{spell}: nie znam atrybutu „{value}” w saveAttribute; pomijam test obronny.",
  "diag.unknownSkill": "{spell}: nie znam umiejętności „{value}” w saveSkill; pomijam test obronny.",
  "diag.saveAssumed": "{spell}: notatka nie podaje T:S testu obronnego; przyjmuję 4:S (S = sukcesy rzucającego).",
  "diag.unknownDamageType": "{spell}: nie znam rodzaju obrażeń „{value}”; przyjmuję magiczne.",
  "diag.noteField": "{spell}: „{field}: {value}” z notatki zastępuje wartość z tabeli ({table}).",
  "diag.triggersUnread": "{spell}: pole „triggers” nie jest jeszcze stosowane; opis wyzwalaczy rozstrzyga Mistrz Gry.",
} as const;

export type SpellMessageId = keyof typeof pl;

const en: Record<SpellMessageId, string> = {
  "none.narrative": "Narrative effect: nothing to apply as numbers; the GM describes it.",
  "none.movement": "Movement, flight or transport: the GM resolves it on the map.",
  "none.summon": "A summoning or a transformation: the creature's stats are in the bestiary.",
  "none.object": "Works on an object or the surroundings, not on a character.",
  "none.gmDecides": "The GM sets the outcome (the description gives no numbers).",
  "none.wall":
    "Makes an obstacle with its own durability (the caster's Zdolności Magiczne), not a shield on a character: the GM records it.",
  "none.ritual": "A ritual superspell: its outcome is narrative, resolved by the GM.",
  "none.ritualDamage":
    "A superspell whose damage depends on the Mana spent and the distance from the blast: the GM resolves it.",
  "none.comparison":
    "The outcome compares the target's highest attribute with the successes, and the note's text breaks off: the GM resolves it.",
  "none.weapon": "Makes a weapon (cutting, magical, S+1 damage): it attacks as any weapon does.",
  "none.madness": "On a failure: 1k3 madness points (the GM records them).",
  "none.panic": "On a failure: panic or confusion (the GM describes it).",
  "none.loseAction": "On a failure: the creature loses its action.",
  "trigger.entersArea": "when a creature enters the area",
  "trigger.movesInArea": "when a creature enters or moves in the area",
  "trigger.meleeAttacksHolder": "when an enemy attacks in melee",
  "trigger.aggressiveActionAgainstHolder": "when someone acts aggressively against them",
  "trigger.targetAction": "when the target wants to take an action",
  "trigger.targetCastsSpell": "when the target casts a spell successfully",
  "trigger.weaponHit": "on a hit with the weapon",
  "gate.metalArmor": "if it wears metal armour",
  "gate.infidel": "if the target is an infidel",
  "gate.undeadLowHealth": "if the target is undead with less health than twice the caster's soul",
  "gate.naturalSoil": "while standing on natural soil",
  "gate.damageOverSoulOrShieldBroken": "if the damage exceeded an unshielded target's soul or broke its magical shield",
  "gate.isMage": "if the target is a mage",
  "diag.partial": "{spell}: part of the spell's description is left to the GM.",
  "diag.noEntry": "{spell}: empty effect fields and no entry in the built-in table: the GM resolves its effects.",
  "diag.badFormula": "{spell}: “{field}: {value}” is not a formula (e.g. magicalAbilities/2+1, 1k6); skipped.",
  "diag.unknownCondition": "{spell}: unknown condition “{value}” in statusEffects; skipped.",
  "diag.unknownAttribute": "{spell}: unknown attribute “{value}” in saveAttribute; the save is skipped.",
  "diag.unknownSkill": "{spell}: unknown skill “{value}” in saveSkill; the save is skipped.",
  "diag.saveAssumed": "{spell}: the note gives no T:S for the save; assuming 4:S (S = the caster's successes).",
  "diag.unknownDamageType": "{spell}: unknown damage type “{value}”; assuming magical.",
  "diag.noteField": "{spell}: the note's “{field}: {value}” replaces the table's value ({table}).",
  "diag.triggersUnread": "{spell}: the “triggers” field is not applied yet; the GM resolves the triggers.",
};

export interface Message {
  key: SpellMessageId;
  params: Params;
}

export function msg(key: SpellMessageId, params: Params = {}): Message {
  return { key, params };
}

/** Every key has both texts (a test checks it). */
export const MESSAGE_IDS = Object.keys(pl) as SpellMessageId[];
export const messageTables: MessageTables<SpellMessageId> = { pl, en };
