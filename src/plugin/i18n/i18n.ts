import { getLanguage } from "obsidian";
import { conditionSummary, renderMessage, type Message } from "../../core/play";

import { en, pl, type MessageKey } from "./tables";

export type { MessageKey } from "./tables";

/** Every string a player reads in the plugin's own UI: tables.ts, Polish first; English as the fallback. */
export type LanguageSetting = "auto" | "pl" | "en";
const tables = { pl, en };
let current: "pl" | "en" = "pl";
const listeners = new Set<() => void>();

/**
 * The plugin's language: Polish, English, or Obsidian's own ("auto": Polish when Obsidian is
 * Polish, otherwise English). Views that registered with `onLanguageChange` redraw at once,
 * so a change in the settings needs no reload.
 */
export function setLanguage(setting: LanguageSetting): void {
  const next = setting === "auto" ? (getLanguage().toLowerCase().startsWith("pl") ? "pl" : "en") : setting;
  if (next === current) return;
  current = next;
  for (const listener of [...listeners]) listener();
}

/** Run `listener` after every change of language; returns the unsubscribe (pass it to `register`). */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function language(): "pl" | "en" {
  return current;
}

export function t(key: MessageKey, vars: Record<string, string | number> = {}): string {
  const template = tables[current][key] ?? pl[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

/**
 * A feature's own strings, kept beside the feature (e.g. `src/plugin/party/strings.ts`) so
 * features do not all edit the one table above. Same rules: Polish first, English complete.
 *
 *   export const tr = messages({ pl: { title: "Drużyna" }, en: { title: "Party" } });
 *   tr("title")
 */
export function messages<K extends string>(tables: { pl: Record<K, string>; en: Record<K, string> }) {
  return (key: K, vars: Record<string, string | number> = {}): string => {
    const template = tables[current][key] ?? tables.pl[key];
    return template.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
  };
}

/** A core message (apply(), the encounter engine, rolls) in the plugin's language: with t() and messages(), the one way. */
export function say(message: Message): string {
  return renderMessage(message, current);
}

/** A condition's rule text (Aneks A) in the plugin's language; the name itself when the book does not list it. */
export function conditionText(name: string): string {
  return conditionSummary(name, current) ?? name;
}
