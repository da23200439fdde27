import { getLanguage } from "obsidian";

/** Every string a player reads in the plugin's own UI. Polish first; English as the fallback. */
const pl = {
  rollButtonTitle: "Rzuć",
  rollAgain: "Rzuć ponownie",
  rollPromptCommand: "Rzuć kośćmi…",
  rollPromptTitle: "Rzut kośćmi",
  rollPromptPlaceholder: "np. Ciało + Refleks 4:2 albo 2k6+3",
  rollPromptSubmit: "Rzuć",
  rollPromptHelp: "Jedna linia w składni bloku hbm-roll.",
  blockEmpty: "Pusty blok hbm-roll: dodaj linię, np. „Unik: Ciało + Refleks 4:1”.",
  spent: "Zapisano: {what}",
  spendFailed: "Nie zapisano wydatku: {reason}",
  noteNotCharacter: "To nie jest notatka postaci.",
  settingsParty: "Drużyna",
  settingsPartyDesc: "Folder albo tag (np. #pc), z którego brać postacie drużyny.",
  settingsLogInNote: "Zapisuj rzuty w notatce",
  settingsLogInNoteDesc: "Dopisuje każdy rzut jako tekst do sekcji „## Dziennik rzutów” notatki z blokiem.",
  settingsLanguage: "Język",
  settingsLanguageDesc: "Język interfejsu wtyczki.",
  languageAuto: "Jak w Obsidianie",
  rollLogTitle: "Dziennik rzutów",
  rollLogEmpty: "Nie było jeszcze rzutów.",
  rollLogClear: "Wyczyść dziennik",
  openRollLog: "Otwórz dziennik rzutów",
};

export type MessageKey = keyof typeof pl;

const en: Record<MessageKey, string> = {
  rollButtonTitle: "Roll",
  rollAgain: "Roll again",
  rollPromptCommand: "Roll dice…",
  rollPromptTitle: "Roll dice",
  rollPromptPlaceholder: "e.g. Ciało + Refleks 4:2 or 2k6+3",
  rollPromptSubmit: "Roll",
  rollPromptHelp: "One line in the hbm-roll block syntax.",
  blockEmpty: "Empty hbm-roll block: add a line such as “Unik: Ciało + Refleks 4:1”.",
  spent: "Saved: {what}",
  spendFailed: "Not saved: {reason}",
  noteNotCharacter: "This note is not a character.",
  settingsParty: "Party",
  settingsPartyDesc: "A folder or a tag (e.g. #pc) that holds the party's characters.",
  settingsLogInNote: "Log rolls in the note",
  settingsLogInNoteDesc: "Appends every roll as text to the “## Dziennik rzutów” section of the block's note.",
  settingsLanguage: "Language",
  settingsLanguageDesc: "The plugin's interface language.",
  languageAuto: "Same as Obsidian",
  rollLogTitle: "Roll log",
  rollLogEmpty: "No rolls yet.",
  rollLogClear: "Clear the log",
  openRollLog: "Open the roll log",
};

export type LanguageSetting = "auto" | "pl" | "en";
const tables = { pl, en };
let current: "pl" | "en" = "pl";

export function setLanguage(setting: LanguageSetting): void {
  current = setting === "auto" ? (getLanguage().toLowerCase().startsWith("pl") ? "pl" : "en") : setting;
}

export function language(): "pl" | "en" {
  return current;
}

export function t(key: MessageKey, vars: Record<string, string | number> = {}): string {
  const template = tables[current][key] ?? pl[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
