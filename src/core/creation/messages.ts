/**
 * What the creation rules say to a player (the wizard's reasons, `hbm sheet`'s
 * `creation` check), as message keys with parameters: Polish first, English
 * complete. The wizard renders them in the plugin's language
 * (src/plugin/creation/strings.ts merges these tables); the CLI in Polish.
 */
import type { Params } from "../play/messages";

const pl = {
  "creation.rule": "{text}",
  "creation.name": "Podaj imię postaci.",
  "creation.nameChars": 'Imię nie może zawierać znaków \\ / : * ? " < > | # ^ [ ] (z imienia powstaje nazwa notatki).',
  "creation.raceUnknown": "Nie znam rasy „{race}”; wybierz jedną z listy.",
  "creation.raceMissing": "Wybierz rasę.",
  "creation.year": "Rok musi być od 1 do 5.",
  "creation.discipline": "Wybierz Dziedzinę Magii.",
  "creation.disciplineForRace": "{race} nie może wybrać dziedziny {discipline}; dostępne: {allowed}.",
  "creation.freeMissing": "Brakuje darmowego talentu {name} (rasa daje go {n}×).",
  "creation.noNote": "{name}: w skarbcu nie ma notatki tego talentu.",
  "creation.unmet": "{name}: niespełnione wymagania: {missing}.",
  "creation.once": "{name}: ten talent można mieć tylko raz.",
  "creation.senseTaken": "{name}: zmysł {choice} jest już wybrany; wybierz inny.",
  "creation.exclusive": "{a} i {b} wykluczają się (Rozdział IV).",
  "creation.choiceMissing": "{name}: wybierz {what} ({options}).",
  "creation.choiceWrong": "{name}: „{choice}” to nie {what}; do wyboru: {options}.",
  "creation.choiceFixed": "{name}: rasa {race} daje {what} {choice} (notatka rasy); nie można go zmienić.",
  "creation.detailMissing": "{name}: wpisz {what}.",
  "creation.gmOnly": "{name} przyznaje wyłącznie Mistrz Gry (Rozdział IV): tylko za zgodą MG („Zapisz mimo to”).",
  "creation.magicMissing": "Rzuć 1k10 na Magię albo wpisz Poziom Mocy ustalony przez MG.",
  "creation.magicStale": "Rzut był wykonany z: {was}; talenty się zmieniły. Rzuć ponownie.",
  "creation.magicNoTalents": "bez talentów",
  "creation.magicDie": "1k10 = {n}",
  "creation.magicUnity": "{talent}: −1 → {n}",
  "creation.magicReroll": "wynik ≥ {min}: rzut ponowny 1k10 = {die}, −1 → {n}",
  "creation.magicResistance": "{talent}: +1 → {n}",
  "creation.magicLevelRange": "Poziom Mocy musi być od {min} do {max}.",
  "creation.powerSourceSpells": "Źródło Mocy nie może rzucać zaklęć (Pierwotna Energia); usuń wybrane zaklęcia.",
  "creation.spellUnknown": "Zaklęcie „{spell}”: nie ma go w skarbcu.",
  "creation.spellsTooMany": "Zaklęcia: wybrano {n}, a na {year}. roku wolno {allowed} (poza stałymi).",
  "creation.superspellsMax": "Superzaklęcie: najwyżej {n}.",
  "creation.superspellsYear": "Superzaklęcia dopiero na 5. roku (do decyzji MG).",
  "creation.spellTooDear":
    "{spell} kosztuje {cost} many, ponad Maksymalny Koszt Zaklęcia {max} (Poziom Mocy {level}): można je znać, ale jeszcze nie rzucić.",
  "creation.spellNotOwn": "{spell} nie jest zaklęciem Powszechnym ani z dziedziny {discipline}.",
  "creation.spellsFromDiscipline": "Na {year}. roku co najmniej {min} zaklęć z dziedziny {discipline}; wybrano {n}.",
  "creation.spellsNeedMagic": "Najpierw ustal Magię: od niej zależy Maksymalny Koszt Zaklęcia.",
  "creation.armourTwo": "Wybrano {n} zbroje; postać nosi jedną (Pancerz liczy się z jednej).",
  "creation.itemUnmet": "{item}: niespełnione wymagania: {missing}.",
  "creation.armourCasting":
    "{item}: Pancerz {points}{traits}. Podręcznik nie podaje wpływu zbroi na rzucanie zaklęć; notatka przedmiotu też nie.",
  "creation.armourTraits": ", cechy: {traits}",
  "creation.noStats": "Postać nie ma jeszcze statystyk (tabela Atrybuty jest pusta).",
  "creation.attributeMin": "{attribute} nie może być mniejsze niż {min}.",
  "creation.attributeMax": "{attribute} nie może przekroczyć {max}.",
  "creation.attributePoints":
    "Punkty Atrybutów: wydano {spent}, a {race} na {year}. roku ma {points} (każdy Atrybut zaczyna od {start}; nic nie może zostać).",
  "creation.skillMax": "{skill} {value}: przy tworzeniu postaci najwyżej {max}.",
  "creation.skillNegative": "{skill} {value}: wartość nie może być ujemna.",
  "creation.skillFixed": "{skill}: rasa daje {fixed} punkt, a wpisano {value}.",
  "creation.skillPoints":
    "Punkty Umiejętności: wydano {spent} (bez {fixed} rasowych), a do wydania jest {points}; nic nie może zostać.",
  "creation.talentsTooMany": "Talenty: wybrano {n} poza darmowymi, a wolno {allowed}.",
  "creation.freeTalentsMissing": "Brakuje darmowych talentów: {names}.",
};

export type CreationMessageId = keyof typeof pl;

const en: Record<CreationMessageId, string> = {
  "creation.rule": "{text}",
  "creation.name": "Enter the character's name.",
  "creation.nameChars": 'The name may not contain \\ / : * ? " < > | # ^ [ ] (the note is named after it).',
  "creation.raceUnknown": "Unknown race “{race}”; choose one from the list.",
  "creation.raceMissing": "Choose a race.",
  "creation.year": "The year must be 1 to 5.",
  "creation.discipline": "Choose a discipline.",
  "creation.disciplineForRace": "{race} may not take {discipline}; open to it: {allowed}.",
  "creation.freeMissing": "The free talent {name} is missing (the race gives it {n}×).",
  "creation.noNote": "{name}: the vault has no note for this talent.",
  "creation.unmet": "{name}: requirements not met: {missing}.",
  "creation.once": "{name}: this talent can be taken only once.",
  "creation.senseTaken": "{name}: the sense {choice} is taken already; choose another.",
  "creation.exclusive": "{a} and {b} exclude each other (Rozdział IV).",
  "creation.choiceMissing": "{name}: choose the {what} ({options}).",
  "creation.choiceWrong": "{name}: “{choice}” is not a {what}; choose from: {options}.",
  "creation.choiceFixed": "{name}: the race {race} gives the {what} {choice} (race note); it cannot be changed.",
  "creation.detailMissing": "{name}: enter the {what}.",
  "creation.gmOnly": "{name} is given only by the GM (Rozdział IV): only with the GM's approval (“Save anyway”).",
  "creation.magicMissing": "Roll 1k10 for Magia, or enter the Poziom Mocy the GM set.",
  "creation.magicStale": "The roll was made with: {was}; the talents have changed. Roll again.",
  "creation.magicNoTalents": "no talents",
  "creation.magicDie": "1k10 = {n}",
  "creation.magicUnity": "{talent}: −1 → {n}",
  "creation.magicReroll": "result ≥ {min}: 1k10 rolled again = {die}, −1 → {n}",
  "creation.magicResistance": "{talent}: +1 → {n}",
  "creation.magicLevelRange": "Poziom Mocy must be from {min} to {max}.",
  "creation.powerSourceSpells": "A Źródło Mocy casts no spells (Pierwotna Energia); remove the chosen spells.",
  "creation.spellUnknown": "Spell “{spell}”: not in the vault.",
  "creation.spellsTooMany": "Spells: {n} chosen, year {year} allows {allowed} (besides the fixed ones).",
  "creation.superspellsMax": "Superspell: at most {n}.",
  "creation.superspellsYear": "Superspells only in year 5 (the GM decides).",
  "creation.spellTooDear":
    "{spell} costs {cost} mana, above the max spell cost {max} (Poziom Mocy {level}): it can be known, not cast yet.",
  "creation.spellNotOwn": "{spell} is neither a general spell nor one of {discipline}.",
  "creation.spellsFromDiscipline": "Year {year}: at least {min} spells of {discipline}; {n} chosen.",
  "creation.spellsNeedMagic": "Set Magia first: the max spell cost depends on it.",
  "creation.armourTwo": "{n} armours chosen; a character wears one (Pancerz counts one).",
  "creation.itemUnmet": "{item}: requirements not met: {missing}.",
  "creation.armourCasting":
    "{item}: Pancerz {points}{traits}. The rulebook gives no effect of armour on casting; nor does the item's note.",
  "creation.armourTraits": ", traits: {traits}",
  "creation.noStats": "The character has no stats yet (the Atrybuty table is empty).",
  "creation.attributeMin": "{attribute} may not be below {min}.",
  "creation.attributeMax": "{attribute} may not exceed {max}.",
  "creation.attributePoints":
    "Attribute points: {spent} spent, and a {race} in year {year} has {points} (each attribute starts at {start}; none may be left).",
  "creation.skillMax": "{skill} {value}: at most {max} at creation.",
  "creation.skillNegative": "{skill} {value}: may not be negative.",
  "creation.skillFixed": "{skill}: the race gives {fixed}, {value} entered.",
  "creation.skillPoints":
    "Skill points: {spent} spent (besides the race's {fixed}), {points} to spend; none may be left.",
  "creation.talentsTooMany": "Talents: {n} chosen besides the free ones, {allowed} allowed.",
  "creation.freeTalentsMissing": "Free talents missing: {names}.",
};

export const CREATION_MESSAGES = { pl, en } as const;

/** A message in one language (the CLI and the core's Polish text). */
export function creationText(key: CreationMessageId, params: Params = {}, lang: "pl" | "en" = "pl"): string {
  const template = CREATION_MESSAGES[lang][key] ?? pl[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
