/**
 * What reading the vault says (diagnostics of `hbm check`, the sheet's notes), as message keys
 * in Polish and English. play/messages.ts merges these tables into its own, so one renderer
 * (renderMessage, with `{n:noun}` plurals) serves every message.
 */
export const VAULT_MESSAGES_PL = {
  "vault.ambiguousLink":
    "Odnośnik {link} pasuje do {n:noteOf} ({candidates}); Obsidian otworzy „{chosen}”. Dopisz ścieżkę, np. {suggestion}.",
  "vault.rootSlashLink":
    "Odnośnik {link} zaczyna się od „/”, więc Obsidian go nie otworzy (ścieżkę w skarbcu pisze się bez „/” na początku). Napisz {suggestion}: otworzy „{chosen}”.",
  "vault.rootSlashLinkNowhere":
    "Odnośnik {link} zaczyna się od „/”, więc Obsidian go nie otworzy; bez „/” też nie wskazuje żadnej notatki.",
  "vault.inheritanceUnread": "{where}nie rozumiem odwołania do innej formy: „{text}”; ta lista niczego nie dziedziczy.",
  "vault.inheritanceNoForm": "{where}odwołanie do Formy {form}, której (jeszcze) nie ma w notatce: „{text}”.",
  "vault.skillsBelowAttribute":
    "Liczba niższa od atrybutu nie może być łączną (umiejętność byłaby ujemna): {lines}. Czytam każdą tak, jak ją zapisano: jako wartość umiejętności. Zapis „+N (łączna)” usunie wątpliwość.",
  "vault.skillLineNamesDiscipline":
    "„{text}” nie jest żadną z 24 umiejętności (Rozdział III): to raczej Dziedzina Magii (jej miejsce to „**Dziedzina Magii**” w tabeli szczegółów); pomijam tę linię.",
  "sheet.noStats": "Statystyki: jeszcze brak (puste tabele); ta postać nie ma liczb do pokazania ani do rzutów.",
  "vault.noStats":
    "{where}tabela Atrybuty jest pusta: postać nie ma jeszcze statystyk (można je uzupełnić poleceniem „Uzupełnij statystyki”).",
  "vault.initiativeHabit":
    "{where}Inicjatywa: w notatce {printed} = Umysł + łączna Refleksu + łączna Spostrzegawczości (zwyczaj autorów bestiariusza); według zasad {rules}; obowiązuje wartość z karty.",
  "vault.initiativeHabitVault":
    "Inicjatywa w {n:statBlock} liczy Umysł + łączną Refleksu + łączną Spostrzegawczości (zwyczaj autorów), a zasady: Umysł + Refleks + Spostrzegawczość (wartości umiejętności); obowiązują wartości z kart: {notes}.",
  "vault.weaponDamageUnread":
    "Broń „{name}”: nie umiem odczytać obrażeń „{damage}” (oczekiwano np. '+S', '2+S', 'S+1k6').",
  /** An encounter's roster line naming a form the stat block does not have (encounter/resolve.ts). */
  "roster.noSuchForm": "Linia {line}: „{source}”: {name} ma {n:form}; biorę pierwszą.",
} as const;

export type VaultMessageId = keyof typeof VAULT_MESSAGES_PL;

export const VAULT_MESSAGES_EN: Record<VaultMessageId, string> = {
  "vault.ambiguousLink":
    "The link {link} matches {n:noteOf} ({candidates}); Obsidian opens “{chosen}”. Add the path, e.g. {suggestion}.",
  "vault.rootSlashLink":
    "The link {link} starts with “/”, so Obsidian does not open it (vault paths are written without a leading “/”). Write {suggestion}: it opens “{chosen}”.",
  "vault.rootSlashLinkNowhere":
    "The link {link} starts with “/”, so Obsidian does not open it; without the “/” it names no note either.",
  "vault.inheritanceUnread": "{where}cannot read this reference to another form: “{text}”; this list inherits nothing.",
  "vault.inheritanceNoForm": "{where}refers to Form {form}, which the note does not have (yet): “{text}”.",
  "vault.skillsBelowAttribute":
    "A number below the attribute cannot be a total (the skill would be negative): {lines}. Each is read as written: as the skill value. Writing “+N (total)” removes the doubt.",
  "vault.skillLineNamesDiscipline":
    "“{text}” is none of the 24 skills of the rulebook: it looks like a magic discipline (Dziedzina Magii), whose place is the details table; the line is skipped.",
  "sheet.noStats": "Stats: none yet (empty tables); this character has no numbers to show or roll.",
  "vault.noStats":
    "{where}the Atrybuty table is empty: the character has no stats yet (fill them in with “Fill in the stats”).",
  "vault.initiativeHabit":
    "{where}Inicjatywa: the note has {printed} = Umysł + the Refleks total + the Spostrzegawczość total (the bestiary authors' habit); the rules give {rules}; the printed value stands.",
  "vault.initiativeHabitVault":
    "Inicjatywa in {n:statBlock} counts Umysł + the Refleks total + the Spostrzegawczość total (the authors' habit), where the rules add the skill values (Umysł + Refleks + Spostrzegawczość); the printed values stand: {notes}.",
  "vault.weaponDamageUnread":
    "Weapon “{name}”: cannot read the damage “{damage}” (expected e.g. '+S', '2+S', 'S+1k6').",
  "roster.noSuchForm": "Line {line}: “{source}”: {name} has {n:form}; taking the first.",
};
