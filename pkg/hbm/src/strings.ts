/**
 * Everything `hbm` itself says (usage, errors, the sheet's and the encounter's labels), in Polish and
 * English by key (issue 29 item 2). Book names (Ciało, Umysł, Dusza, Magia, skills, conditions) and
 * whatever a note holds stay as written in both. `--lang en` picks the English table.
 */
import { englishForms, plural, polishForms, type MessageTables } from "../../../src/core/text";

export type CliLang = "pl" | "en";

const USAGE_PL = {
  roll: `  hbm roll "<linia hbm-roll>" [--seed N] [--json] [--vault KATALOG] [--character NOTATKA [--form N]] [--lang pl|en]`,
  sheet: `  hbm sheet <notatka.md> [--vault KATALOG] [--form N] [--json] [--lang pl|en]`,
  check: `  hbm check [KATALOG] [--json] [--quiet] [--lang pl|en]`,
  encounter: `  hbm encounter <notatka.md> [--vault KATALOG] [--campaign NOTATKA] [--json] [--advance N --seed S] [--lang pl|en]`,
  spell: `  hbm spell <link|nazwa|ścieżka> [--vault KATALOG] [--caster NOTATKA [--form N]] [--json] [--lang pl|en]
      efekty: kind damage, heal, shield, condition, test albo none; efekt liczbowy postaci
      (Pancerz, Ruch, Inicjatywa…) to kind none z obiektem "stat" i play: held (gra trzyma go na postaci) albo gm;
      amount dla --caster (null bez niego albo z kośćmi)`,
  spells: `  hbm spells --fill [--write] [--vault KATALOG] [--json] [--lang pl|en]
      pola schematu (damageBase, statusEffects, …) pustych notatek; --write wypełnia tylko puste pola`,
};

const USAGE_EN: typeof USAGE_PL = {
  roll: `  hbm roll "<hbm-roll line>" [--seed N] [--json] [--vault DIR] [--character NOTE [--form N]] [--lang pl|en]`,
  sheet: `  hbm sheet <note.md> [--vault DIR] [--form N] [--json] [--lang pl|en]`,
  check: `  hbm check [DIR] [--json] [--quiet] [--lang pl|en]`,
  encounter: `  hbm encounter <note.md> [--vault DIR] [--campaign NOTE] [--json] [--advance N --seed S] [--lang pl|en]`,
  spell: `  hbm spell <link|name|path> [--vault DIR] [--caster NOTE [--form N]] [--json] [--lang pl|en]
      effects: kind damage, heal, shield, condition, test or none; an effect on a character's number
      (armour, movement, initiative…) is kind none with a "stat" object and play: held (play keeps it on the character) or gm;
      amount with --caster (null without it or with dice)`,
  spells: `  hbm spells --fill [--write] [--vault DIR] [--json] [--lang pl|en]
      the schema fields (damageBase, statusEffects, …) of notes that leave them empty; --write fills only empty fields`,
};

export type CliCommand = keyof typeof USAGE_PL;

const PL = {
  usageHead: "Użycie:",
  usage: USAGE_PL,
  unknownCommand: (command: string) =>
    `Nieznane polecenie „${command}”. Użycie: hbm roll|sheet|check|encounter|spell|spells …`,
  unexpected: (message: string) => `nieoczekiwany błąd: ${message}`,
  langValue: (value: string) => `--lang przyjmuje pl albo en, a jest „${value}”.`,
  seedValue: (value: string) => `--seed wymaga liczby całkowitej, a jest „${value}”.`,
  rollOneLine: (n: number) => `roll przyjmuje jedną linię w cudzysłowie (jest ${n}).`,
  formNeedsCharacter: "--form wymaga --character (forma której postaci?).",
  characterNeedsVault: (name: string) => `Postać „${name}”: podaj --vault KATALOG, żeby czytać postacie.`,
  lineNeedsCharacter: "Ta linia wymaga postaci: podaj --vault KATALOG i --character NOTATKA.",
  spellNeedsVault: (name: string) => `Zaklęcie „${name}”: podaj --vault KATALOG, żeby czytać zaklęcia.`,
  emptyLine: "Pusta linia albo komentarz: nie ma czym rzucić.",
  headerLine: "„postać:” to nagłówek bloku, nie rzut; użyj --character.",
  dirMissing: (root: string) => `Katalog „${root}” nie istnieje.`,
  noteMissing: (note: string) => `Notatka „${note}” nie istnieje.`,
  noteOutside: (note: string, root: string) => `Notatka „${note}” leży poza skarbcem „${root}”.`,
  formRange: (value: string, forms: number) =>
    `--form ${value}: ta postać ma ${plural(forms, { one: "formę", few: "formy", many: "form" })} (1–${forms}).`,
  sheetOneNote: "sheet przyjmuje jedną notatkę: hbm sheet <notatka.md> [--vault KATALOG] [--form N] [--json]",
  notCharacter: (path: string) => `„${path}” nie jest notatką postaci (tag pc albo npc-statblock).`,
  unknownCharacter: (name: string, root: string) => `Nie znam postaci „${name}” w „${root}”.`,
  // The sheet's lines
  kindPc: "postać gracza",
  kindNpc: "karta z Bestiariusza",
  race: "Rasa",
  discipline: "Dziedzina",
  year: "Rok",
  health: "Żywotność",
  manaNone: "Mana: Brak",
  manaUnlimited: "Mana ∞ (nieograniczona)",
  zeal: "Zapał",
  perTurn: (n: number) => `(+${n} na turę)`,
  initiative: "Inicjatywa",
  armor: "Pancerz",
  runicArmor: "Runiczny Pancerz",
  magicShield: "Magiczna Osłona",
  magicDice: "Kości Magii",
  maxSpellCost: "Maks. koszt zaklęcia",
  tolerance: "Tolerancja eliksirów",
  dice: (n: number) => plural(n, { one: "kość", few: "kości", many: "kości" }),
  powerLevel: (level: string) => `Poziom Mocy ${level}`,
  noStats: "Statystyki: jeszcze brak (puste tabele); ta postać nie ma liczb do pokazania ani do rzutów.",
  conditions: "Stany",
  skills: "Umiejętności",
  talents: "Talenty",
  spells: "Zaklęcia",
  equipment: "Ekwipunek",
  line: "linia",
  // hbm encounter
  encounterOneNote: "encounter przyjmuje jedną notatkę: hbm encounter <notatka.md> [--vault KATALOG] [--json]",
  advanceRange: (max: number, value: string) => `--advance wymaga liczby od 0 do ${max}, a jest „${value}”.`,
  frontmatterUnread: (path: string, reason: string) => `„${path}”: frontmatter się nie parsuje (${reason}).`,
  noEncounterBlock: (path: string) => `„${path}” nie ma bloku hbm-walka.`,
  manyEncounterBlocks: (path: string, n: number, line: number | undefined) =>
    `„${path}” ma ${n} bloki hbm-walka; liczy się pierwszy (linia ${line}).`,
  unknownSpellShort: "Nie znam zaklęcia.",
  startFailed: "Nie udało się zacząć walki.",
  nextFailed: "Nie udało się przejść do następnej tury.",
  campaignMissing: (path: string) =>
    `--campaign: nie ma notatki kampanii „${path}” (ścieżka od katalogu skarbca, np. „Kampania.md”).`,
  notStarted: (path: string) => `Walka w „${path}”: jeszcze nie rzucono na inicjatywę.`,
  roundTurn: (path: string, round: number, name: string) => `Walka w „${path}”: runda ${round}, tura: ${name}.`,
  pc: "PG",
  npc: "BN",
  initiativeLower: "inicjatywa",
  dying: (hits: number, failed: number, overflow: number) =>
    `umiera (trafienia ${hits}, nieudane testy ${failed}, nadmiar ${overflow})`,
  skipped: "pomijany",
  // hbm spell, hbm spells
  spellOne: "spell przyjmuje jedno zaklęcie: hbm spell <link|nazwa|ścieżka> [--vault KATALOG]",
  formNeedsCaster: "--form wymaga --caster.",
  unknownSpell: (name: string, root: string) => `Nie znam zaklęcia „${name}” w „${root}”.`,
  effectsFromNote: "efekty z notatki",
  effectsBuiltIn: "efekty z wbudowanej tabeli",
  spellsNeedFill: "spells: podaj --fill (i --write, żeby zapisać).",
  written: (keys: string[]) => `(zapisano: ${keys.join(", ") || "nic"})`,
  staysInTable: (reason: string) => `zostaje w tabeli (${reason})`,
};

const EN: typeof PL = {
  usageHead: "Usage:",
  usage: USAGE_EN,
  unknownCommand: (command: string) =>
    `Unknown command “${command}”. Usage: hbm roll|sheet|check|encounter|spell|spells …`,
  unexpected: (message: string) => `unexpected error: ${message}`,
  langValue: (value: string) => `--lang takes pl or en, not “${value}”.`,
  seedValue: (value: string) => `--seed needs a whole number, not “${value}”.`,
  rollOneLine: (n: number) => `roll takes one line in quotes (given: ${n}).`,
  formNeedsCharacter: "--form needs --character (the form of which character?).",
  characterNeedsVault: (name: string) => `Character “${name}”: give --vault DIR to read characters.`,
  lineNeedsCharacter: "This line needs a character: give --vault DIR and --character NOTE.",
  spellNeedsVault: (name: string) => `Spell “${name}”: give --vault DIR to read spells.`,
  emptyLine: "An empty line or a comment: nothing to roll.",
  headerLine: "“postać:” is the block's header, not a roll; use --character.",
  dirMissing: (root: string) => `The folder “${root}” does not exist.`,
  noteMissing: (note: string) => `The note “${note}” does not exist.`,
  noteOutside: (note: string, root: string) => `The note “${note}” is outside the vault “${root}”.`,
  formRange: (value: string, forms: number) =>
    `--form ${value}: this character has ${forms} form${forms === 1 ? "" : "s"} (1–${forms}).`,
  sheetOneNote: "sheet takes one note: hbm sheet <note.md> [--vault DIR] [--form N] [--json]",
  notCharacter: (path: string) => `“${path}” is not a character note (tag pc or npc-statblock).`,
  unknownCharacter: (name: string, root: string) => `No character “${name}” in “${root}”.`,
  kindPc: "player character",
  kindNpc: "stat block from the Bestiary",
  race: "Race",
  discipline: "Discipline",
  year: "Year",
  health: "Health",
  manaNone: "Mana: none",
  manaUnlimited: "Mana ∞ (unlimited)",
  zeal: "Zeal",
  perTurn: (n: number) => `(+${n} per turn)`,
  initiative: "Initiative",
  armor: "Armour",
  runicArmor: "Runic armour",
  magicShield: "Magic shield",
  magicDice: "Magic dice",
  maxSpellCost: "Max spell cost",
  tolerance: "Elixir tolerance",
  dice: (n: number) => `${n} ${n === 1 ? "die" : "dice"}`,
  powerLevel: (level: string) => `power level ${level}`,
  noStats: "Stats: none yet (empty tables); this character has no numbers to show or roll.",
  conditions: "Conditions",
  skills: "Skills",
  talents: "Talents",
  spells: "Spells",
  equipment: "Equipment",
  line: "line",
  encounterOneNote: "encounter takes one note: hbm encounter <note.md> [--vault DIR] [--json]",
  advanceRange: (max: number, value: string) => `--advance needs a number from 0 to ${max}, not “${value}”.`,
  frontmatterUnread: (path: string, reason: string) => `“${path}”: the frontmatter cannot be read (${reason}).`,
  noEncounterBlock: (path: string) => `“${path}” has no hbm-walka block.`,
  manyEncounterBlocks: (path: string, n: number, line: number | undefined) =>
    `“${path}” has ${n} hbm-walka blocks; the first counts (line ${line}).`,
  unknownSpellShort: "Unknown spell.",
  startFailed: "Could not start the fight.",
  nextFailed: "Could not go on to the next turn.",
  campaignMissing: (path: string) =>
    `--campaign: there is no campaign note “${path}” (a path from the vault's folder, e.g. “Kampania.md”).`,
  notStarted: (path: string) => `Encounter in “${path}”: initiative not rolled yet.`,
  roundTurn: (path: string, round: number, name: string) => `Encounter in “${path}”: round ${round}, turn: ${name}.`,
  pc: "PC",
  npc: "NPC",
  initiativeLower: "initiative",
  dying: (hits: number, failed: number, overflow: number) =>
    `dying (hits ${hits}, failed tests ${failed}, overflow ${overflow})`,
  skipped: "skipped",
  spellOne: "spell takes one spell: hbm spell <link|name|path> [--vault DIR]",
  formNeedsCaster: "--form needs --caster.",
  unknownSpell: (name: string, root: string) => `No spell “${name}” in “${root}”.`,
  effectsFromNote: "effects from the note",
  effectsBuiltIn: "effects from the built-in table",
  spellsNeedFill: "spells: give --fill (and --write to save).",
  written: (keys: string[]) => `(written: ${keys.join(", ") || "nothing"})`,
  staysInTable: (reason: string) => `stays in the table (${reason})`,
};

export type CliText = typeof PL;

/**
 * What only `hbm check` says (check.ts), keyed as its `--json` shows them and rendered by the one renderer
 * (play/messages.ts renderMessage, with its `{n:noun}` plurals, counting the nouns below). The plugin never
 * says these, so they stay out of its bundle.
 */
const CHECK_PL = {
  "vault.ambiguousLink":
    "Odnośnik {link} pasuje do {n:noteOf} ({candidates}); Obsidian otworzy „{chosen}”. Dopisz ścieżkę, np. {suggestion}.",
  "vault.rootSlashLink":
    "Odnośnik {link} zaczyna się od „/”, więc Obsidian go nie otworzy (ścieżkę w skarbcu pisze się bez „/” na początku). Napisz {suggestion}: otworzy „{chosen}”.",
  "vault.rootSlashLinkNowhere":
    "Odnośnik {link} zaczyna się od „/”, więc Obsidian go nie otworzy; bez „/” też nie wskazuje żadnej notatki.",
  "vault.initiativeHabitVault":
    "Inicjatywa w {n:statBlock} liczy Umysł + łączną Refleksu + łączną Spostrzegawczości (zwyczaj autorów), a zasady: Umysł + Refleks + Spostrzegawczość (wartości umiejętności); obowiązują wartości z kart: {notes}.",
  "vault.spellWithoutNote": "Zaklęcie „{name}” nie ma notatki w skarbcu.",
  "vault.weaponCannotAttack":
    "{where}Broń „{name}”: nie umiem odczytać obrażeń „{damage}” (oczekiwano np. '+S', '2+S', 'S+1k6 Punktów Obrażeń'); w walce trzeba ją wpisać ręcznie.",
} as const;

export type CheckMessageId = keyof typeof CHECK_PL;

export const CHECK_MESSAGES: MessageTables<CheckMessageId> = {
  nouns: {
    /** "pasuje do 2 notatek" */
    noteOf: { pl: polishForms("notatki", "notatek", "notatek"), en: englishForms("note", "notes") },
    /** "w 3 kartach" */
    statBlock: { pl: polishForms("karcie", "kartach", "kartach"), en: englishForms("stat block", "stat blocks") },
  },
  pl: CHECK_PL,
  en: {
    "vault.ambiguousLink":
      "The link {link} matches {n:noteOf} ({candidates}); Obsidian opens “{chosen}”. Add the path, e.g. {suggestion}.",
    "vault.rootSlashLink":
      "The link {link} starts with “/”, so Obsidian does not open it (vault paths are written without a leading “/”). Write {suggestion}: it opens “{chosen}”.",
    "vault.rootSlashLinkNowhere":
      "The link {link} starts with “/”, so Obsidian does not open it; without the “/” it names no note either.",
    "vault.initiativeHabitVault":
      "Inicjatywa in {n:statBlock} counts Umysł + the Refleks total + the Spostrzegawczość total (the authors' habit), where the rules add the skill values (Umysł + Refleks + Spostrzegawczość); the printed values stand: {notes}.",
    "vault.spellWithoutNote": "The spell “{name}” has no note in the vault.",
    "vault.weaponCannotAttack":
      "{where}Weapon “{name}”: cannot read the damage “{damage}” (expected e.g. '+S', '2+S', 'S+1k6'); in a fight it has to be typed in.",
  },
};

export function cliText(lang: CliLang): CliText {
  return lang === "en" ? EN : PL;
}

/** The whole usage, or one command's, in the language asked. */
export function usage(lang: CliLang, command?: CliCommand): string {
  const t = cliText(lang);
  const lines = command ? [t.usage[command]] : Object.values(t.usage);
  return [t.usageHead, ...lines].join("\n");
}

export function isCommand(name: string | undefined): name is CliCommand {
  return name !== undefined && Object.prototype.hasOwnProperty.call(USAGE_PL, name);
}

/** `--lang X` or `--lang=X` anywhere in the arguments, read before the command parses them (its errors and --help). */
export function langOfArgv(argv: readonly string[]): CliLang {
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = a === "--lang" ? argv[i + 1] : a?.startsWith("--lang=") ? a.slice(7) : undefined;
    if (value === "en" || value === "pl") return value;
  }
  return "pl";
}

/** Parse `--lang`: pl unless asked; anything else is a usage error (said in Polish, the default). */
export function parseCliLang(value: string | undefined, fail: (message: string) => Error): CliLang {
  if (value === undefined || value === "pl" || value === "en") return value ?? "pl";
  throw fail(PL.langValue(value));
}
