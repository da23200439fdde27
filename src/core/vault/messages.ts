/**
 * What reading the vault says (the notes' diagnostics, which the plugin and `hbm check` both show), as
 * message keys in Polish and English. play/messages.ts merges these tables into its own, so one renderer
 * (renderMessage, with `{n:noun}` plurals) serves every message. What only the `hbm` command says is in
 * its own catalogue (pkg/hbm/src/strings.ts), out of the plugin's bundle.
 */
export const VAULT_MESSAGES_PL = {
  "vault.inheritanceUnread": "{where}nie rozumiem odwołania do innej formy: „{text}”; ta lista niczego nie dziedziczy.",
  "vault.inheritanceNoForm": "{where}odwołanie do Formy {form}, której (jeszcze) nie ma w notatce: „{text}”.",
  "vault.skillsBelowAttribute":
    "Liczba niższa od atrybutu nie może być łączną (umiejętność byłaby ujemna): {lines}. Czytam każdą tak, jak ją zapisano: jako wartość umiejętności. Zapis „+N (łączna)” usunie wątpliwość.",
  "vault.skillLineNamesDiscipline":
    "„{text}” nie jest żadną z 24 umiejętności (Rozdział III): to raczej Dziedzina Magii (jej miejsce to „**Dziedzina Magii**” w tabeli szczegółów); pomijam tę linię.",
  "vault.noStats":
    "{where}tabela Atrybuty jest pusta: postać nie ma jeszcze statystyk (można je uzupełnić poleceniem „Uzupełnij statystyki”).",
  "vault.initiativeHabit":
    "{where}Inicjatywa: w notatce {printed} = Umysł + łączna Refleksu + łączna Spostrzegawczości (zwyczaj autorów bestiariusza); według zasad {rules}; obowiązuje wartość z karty.",
  "vault.weaponDamageUnread":
    "Broń „{name}”: nie umiem odczytać obrażeń „{damage}” (oczekiwano np. '+S', '2+S', 'S+1k6').",
  "vault.keyNotCount": "Klucz „{key}” powinien być liczbą całkowitą ≥ 0, a jest „{value}”; pomijam go.",
  "vault.unknownCondition": "Nieznany stan „{name}” w „conditions”.",
  "vault.dyingNotMap": "Klucz „dying” powinien być mapą {hits, failedTests, overflow}.",
  "vault.keyNotInteger": "Klucz „{key}” ({label}) nie jest liczbą całkowitą; pomijam go.",
  "vault.frontmatterVsTable": "{label}: frontmatter mówi {fm}, tabela {table}; obowiązuje frontmatter.",
  "vault.powerLevelKey": "Klucz „powerLevel” („{value}”) nie jest Poziomem Mocy 0–X.",
  "vault.unknownSkillKey": "Nieznana umiejętność „{name}” w „skills”.",
  "vault.skillKeyNotNumber": "„skills.{name}” nie jest liczbą.",
  "vault.frontmatterVsList": "{label}: frontmatter mówi {fm}, lista {list}; obowiązuje frontmatter.",
  "vault.talentsTwice": "Talenty są i we frontmatter, i w treści; obowiązuje frontmatter.",
  "vault.raceVsTable": "Rasa: frontmatter mówi „{fm}”, tabela „{table}”; obowiązuje frontmatter.",
  "vault.yearKey": "Klucz „year” powinien być liczbą 1–5, a jest „{value}”.",
  "vault.elixirNoPower": "{name}: brak „Moc eliksiru: N”.",
  "vault.elixirNoNumber": "{name}: „{text}” nie podaje liczby.",
  "vault.raceSkillUnread": "Nie rozpoznaję umiejętności w „{text}”.",
  "vault.raceNoAttributePoints": "Brak liczby Punktów Atrybutów w „Cechy Rasowe”; używam wartości wbudowanej.",
  "vault.raceNoSkillPoints": "Brak liczby Punktów Umiejętności w „Cechy Rasowe”; używam wartości wbudowanej.",
  "vault.spellNoHeading": "Brak nagłówka „# Nazwa” z polską nazwą zaklęcia; używam nazwy pliku „{fileName}”.",
  "vault.frontmatterUnread": "Frontmatter się nie parsuje: {reason}.",
  "vault.spellNoManaCost": "Brak „manaCost” (koszt many) albo nie jest liczbą.",
  "vault.spellNoDifficulty": "Brak „difficulty: {threshold, successes}” (T:S zaklęcia).",
  "vault.requirementUnchecked": "Wymaganie „{text}” nie jest sprawdzane automatycznie.",
  "vault.attributeRows": "Tabela atrybutów ma {n} wiersze wartości; czytam tylko pierwszy.",
  "vault.attributeCellsMissing": "Tabela atrybutów: brakuje {n} komórek.",
  "vault.magicNotLevel": "Magia „{value}” nie jest Poziomem Mocy (0–X, np. IV, Poziom Mocy IV albo 4).",
  "vault.cellNotNumber": "{label}: „{value}” nie jest liczbą.",
  "vault.outOfRange": "{label} {n} poza zakresem {min}–{max}.",
  "vault.valueNotNumber": "{label}: „{value}” nie jest liczbą; pomijam tę wartość.",
  "vault.valueNegative": "{label}: {value} nie może być ujemne; pomijam tę wartość.",
  "vault.weaponNoDamage": "Broń bez „damage” (np. '+S', '2+S', 'S+1k6').",
  "vault.skillLineUnread": "Nie rozumiem linii umiejętności „{text}”; oczekiwano „Nazwa (Atrybut) +bonus (łączna)”.",
  "vault.unknownSkill": "Nieznana umiejętność „{name}”.",
  "vault.skillTwice": "Umiejętność {name} występuje dwa razy; liczy się ostatnia.",
  "vault.manaSpecialVsRules": "{where}Mana: w notatce „{raw}”, według zasad {rules}; obowiązuje wartość wyliczona.",
  "vault.printedVsRulesComputed":
    "{where}{stat}: w notatce {printed}, według zasad {rules}; obowiązuje wartość wyliczona.",
  "vault.printedWithoutTalent": "{where}{stat}: w notatce {printed} bez talentu {talents}; liczę {value}.",
  "vault.printedVsRulesCard": "{where}{stat}: w notatce {printed}, według zasad {rules}; obowiązuje wartość z karty.",
  "vault.shieldNotNumber": "{where}Magiczna Osłona: „{raw}” nie jest liczbą; pomijam tę wartość.",
  "vault.shieldFromTalent": "{where}Magiczna Osłona: „{raw}” = {value}, wartość Magii (talent {talent}: {quote})",
  "vault.manyArmours": "W ekwipunku jest {n} zbroi; liczę najlepszą ({best}).",
  "vault.spellOverMaxCost":
    "{where}{name} kosztuje {cost} many, ponad Maksymalny Koszt Zaklęcia {max}; karta je wymienia, więc może je rzucać.",
  "vault.duplicateCharacterName": "Nazwę „{name}” ma kilka postaci ({paths}); odnośnik do niej wskaże „{first}”.",
  /** An encounter's roster line naming a form the stat block does not have (encounter/resolve.ts). */
  "roster.noSuchForm": "Linia {line}: „{source}”: {name} ma {n:form}; biorę pierwszą.",
} as const;

export type VaultMessageId = keyof typeof VAULT_MESSAGES_PL;

/** Built with the English table (messages-en.ts englishTable), when English is first asked for. */
export const VAULT_MESSAGES_EN = (): Record<VaultMessageId, string> => ({
  "vault.inheritanceUnread": "{where}cannot read this reference to another form: “{text}”; this list inherits nothing.",
  "vault.inheritanceNoForm": "{where}refers to Form {form}, which the note does not have (yet): “{text}”.",
  "vault.skillsBelowAttribute":
    "A number below the attribute cannot be a total (the skill would be negative): {lines}. Each is read as written: as the skill value. Writing “+N (total)” removes the doubt.",
  "vault.skillLineNamesDiscipline":
    "“{text}” is none of the 24 skills of the rulebook: it looks like a magic discipline (Dziedzina Magii), whose place is the details table; the line is skipped.",
  "vault.noStats":
    "{where}the Atrybuty table is empty: the character has no stats yet (fill them in with “Fill in the stats”).",
  "vault.initiativeHabit":
    "{where}Inicjatywa: the note has {printed} = Umysł + the Refleks total + the Spostrzegawczość total (the bestiary authors' habit); the rules give {rules}; the printed value stands.",
  "vault.weaponDamageUnread":
    "Weapon “{name}”: cannot read the damage “{damage}” (expected e.g. '+S', '2+S', 'S+1k6').",
  "roster.noSuchForm": "Line {line}: “{source}”: {name} has {n:form}; taking the first.",
  "vault.keyNotCount": "The key “{key}” should be a whole number ≥ 0, but is “{value}”; it is skipped.",
  "vault.unknownCondition": "Unknown condition “{name}” in “conditions”.",
  "vault.dyingNotMap": "The key “dying” should be a map {hits, failedTests, overflow}.",
  "vault.keyNotInteger": "The key “{key}” ({label}) is not a whole number; it is skipped.",
  "vault.frontmatterVsTable": "{label}: the frontmatter says {fm}, the table {table}; the frontmatter counts.",
  "vault.powerLevelKey": "The key “powerLevel” (“{value}”) is not a power level 0–X.",
  "vault.unknownSkillKey": "Unknown skill “{name}” in “skills”.",
  "vault.skillKeyNotNumber": "“skills.{name}” is not a number.",
  "vault.frontmatterVsList": "{label}: the frontmatter says {fm}, the list {list}; the frontmatter counts.",
  "vault.talentsTwice": "Talents are both in the frontmatter and in the text; the frontmatter counts.",
  "vault.raceVsTable": "Race: the frontmatter says “{fm}”, the table “{table}”; the frontmatter counts.",
  "vault.yearKey": "The key “year” should be a number 1–5, but is “{value}”.",
  "vault.elixirNoPower": "{name}: no “Moc eliksiru: N” (elixir power).",
  "vault.elixirNoNumber": "{name}: “{text}” gives no number.",
  "vault.raceSkillUnread": "No skill recognised in “{text}”.",
  "vault.raceNoAttributePoints":
    "No number of attribute points in “Cechy Rasowe” (the racial traits); the built-in value is used.",
  "vault.raceNoSkillPoints":
    "No number of skill points in “Cechy Rasowe” (the racial traits); the built-in value is used.",
  "vault.spellNoHeading": "No “# Name” heading with the spell's Polish name; the file name “{fileName}” is used.",
  "vault.frontmatterUnread": "The frontmatter cannot be read: {reason}.",
  "vault.spellNoManaCost": "“manaCost” (the mana cost) is missing or not a number.",
  "vault.spellNoDifficulty": "“difficulty: {threshold, successes}” (the spell's T:S) is missing.",
  "vault.requirementUnchecked": "The requirement “{text}” is not checked automatically.",
  "vault.attributeRows": "The attribute table has {n} rows of values; only the first is read.",
  "vault.attributeCellsMissing": "The attribute table: {n} cells missing.",
  "vault.magicNotLevel": "Magia “{value}” is not a power level (0–X, e.g. IV, Poziom Mocy IV or 4).",
  "vault.cellNotNumber": "{label}: “{value}” is not a number.",
  "vault.outOfRange": "{label} {n} is outside {min}–{max}.",
  "vault.valueNotNumber": "{label}: “{value}” is not a number; the value is skipped.",
  "vault.valueNegative": "{label}: {value} cannot be negative; the value is skipped.",
  "vault.weaponNoDamage": "A weapon without “damage” (e.g. '+S', '2+S', 'S+1k6').",
  "vault.skillLineUnread": "Cannot read the skill line “{text}”; expected “Name (Attribute) +bonus (total)”.",
  "vault.unknownSkill": "Unknown skill “{name}”.",
  "vault.skillTwice": "The skill {name} appears twice; the last one counts.",
  "vault.manaSpecialVsRules": "{where}Mana: the note says “{raw}”, the rules {rules}; the computed value counts.",
  "vault.printedVsRulesComputed":
    "{where}{stat}: the note says {printed}, the rules {rules}; the computed value counts.",
  "vault.printedWithoutTalent":
    "{where}{stat}: the note's {printed} leaves out the talent {talents}; counted as {value}.",
  "vault.printedVsRulesCard": "{where}{stat}: the note says {printed}, the rules {rules}; the card's value counts.",
  "vault.shieldNotNumber": "{where}Magic shield: “{raw}” is not a number; the value is skipped.",
  "vault.shieldFromTalent": "{where}Magic shield: “{raw}” = {value}, the Magia value (talent {talent}: {quote})",
  "vault.manyArmours": "The equipment holds {n} body armours; the best ({best}) counts.",
  "vault.spellOverMaxCost":
    "{where}{name} costs {cost} mana, above the max spell cost {max}; the card lists it, so it can be cast.",
  "vault.duplicateCharacterName":
    "Several characters have the name “{name}” ({paths}); a link to it goes to “{first}”.",
});
