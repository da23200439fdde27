/**
 * What play says, as message keys with parameters, rendered in Polish or
 * English by the plugin and the CLI. Counted nouns are written `{n:noun}` and
 * take their form from Intl.PluralRules (1 punkt, 2 punkty, 5 punktów).
 */
import { messageTables as SPELL_TABLES, type SpellMessageId } from "../spells/messages";
import { formulaText } from "../spells/formula";
import type { MessageTables, Params } from "../text/message";
import { countNoun } from "../text/plural";
import type { Situation } from "../spells/types";
import { englishTable } from "./messages-en";
import { pl, type MessageId } from "./messages-pl";

export type { MessageId } from "./messages-pl";

export type { MessageTables, Params } from "../text/message";

export interface Message {
  key: MessageId;
  params: Params;
}

const STATS: Record<string, { pl: string; en: string }> = {
  health: { pl: "Żywotność", en: "Health" },
  mana: { pl: "Mana", en: "Mana" },
  zeal: { pl: "Zapał", en: "Zeal" },
  elixirTolerance: { pl: "Tolerancja eliksirów", en: "Elixir tolerance" },
  experience: { pl: "PD", en: "XP" },
  // The derived values a note may print (sheet.ts compares them with the rules).
  maxHealth: { pl: "Żywotność", en: "Health" },
  maxMana: { pl: "Mana", en: "Mana" },
  maxZeal: { pl: "Zapał", en: "Zeal" },
  initiative: { pl: "Inicjatywa", en: "Initiative" },
  maxSpellCost: { pl: "Maksymalny Koszt Zaklęcia", en: "Max spell cost" },
  magicDice: { pl: "Kości Magii", en: "Magic dice" },
  armor: { pl: "Pancerz", en: "Armour" },
  speed: { pl: "Szybkość", en: "Speed" },
  weaponDamage: { pl: "Obrażenia broni", en: "Weapon damage" },
  damageTaken: { pl: "Otrzymywane obrażenia", en: "Damage taken" },
};

/** What an option does not apply to (grammar.optionNotFor), by roll type. */
const ROLL_TYPES: Record<string, { pl: string; en: string }> = {
  pool: { pl: "testu puli", en: "a pool test" },
  extended: { pl: "testu rozszerzonego", en: "an extended test" },
  opposed: { pl: "testu przeciwstawnego", en: "an opposed test" },
  spell: { pl: "zaklęcia", en: "a spell" },
  survival: { pl: "Testu Przeżycia", en: "a survival test" },
  sum: { pl: "sumy kości", en: "a dice sum" },
  initiative: { pl: "inicjatywy", en: "initiative" },
  exhaustion: { pl: "wyczerpania", en: "mana exhaustion" },
};

/** The rests by their book names (RESTS in rules/tables.ts), as a player reads them. */
const RESTS_SAID: Record<string, { pl: string; en: string }> = {
  Odetchnięcie: { pl: "Odetchnięcie", en: "Breather" },
  "Krótki odpoczynek": { pl: "Krótki odpoczynek", en: "Short rest" },
  "Długi odpoczynek": { pl: "Długi odpoczynek", en: "Long rest" },
};

/**
 * The situations a held spell changes (spells/types.ts Situation), one row each. `word` is the grammar token a roll
 * line writes, `dotyczy <sytuacja>` (roll/grammar.ts reads it; the sheet's opt-in shows it, "Dotyczy: negocjacje"):
 * short, to be typed. `pl`/`en` describe the tests the spell changes in a `{scope}` ("wykrywanie prawdy"), where
 * spell.testHeldSituation names the word beside it.
 */
const SITUATIONS_SAID: Readonly<Record<Situation, { word: string; pl: string; en: string }>> = {
  puzzles: { word: "zagadki", pl: "zagadki", en: "puzzles" },
  truth: { word: "prawda", pl: "wykrywanie prawdy", en: "detecting the truth" },
  cooperation: { word: "współpraca", pl: "współpraca", en: "cooperation" },
  romance: { word: "romans", pl: "romans", en: "romance" },
  negotiation: { word: "negocjacje", pl: "negocjacje", en: "negotiation" },
  resistMagic: { word: "opór magii", pl: "opieranie się magii", en: "resisting magic" },
  aggressive: { word: "agresja", pl: "agresywne działania", en: "aggressive actions" },
};

/** The tests a spell changes (apply-spell.ts testScope): its tokens; skills and attributes are the book's names. */
const SCOPES: Record<string, { pl: string; en: string }> = {
  "attacks:ranged": { pl: "ataki dystansowe", en: "ranged attacks" },
  "attacks:melee": { pl: "ataki wręcz", en: "melee attacks" },
  "attacks:all": { pl: "ataki", en: "attacks" },
  "attacks:weapon": { pl: "ataki zaklętą bronią", en: "attacks with the enchanted weapon" },
  casting: { pl: "rzucanie zaklęć", en: "casting spells" },
  againstHolder: { pl: "Testy przeciwko celowi", en: "tests against the holder" },
  ...SITUATIONS_SAID,
};

/** `dotyczy <sytuacja>`: each situation's word (SITUATIONS_SAID), in the order the grammar lists them. */
export const SITUATION_WORDS = Object.fromEntries(
  Object.entries(SITUATIONS_SAID).map(([situation, said]) => [situation, said.word]),
) as Readonly<Record<Situation, string>>;

const UNTIL: Record<string, { pl: string; en: string }> = {
  scene: { pl: "do końca sceny", en: "until the scene ends" },
  combat: { pl: "do końca walki", en: "until the fight ends" },
  longRest: { pl: "do Długiego odpoczynku", en: "until the next long rest" },
};

const TABLES = {
  pl,
  get en() {
    return englishTable();
  },
} as const;

export function msg(key: MessageId, params: Params = {}): Message {
  return { key, params };
}

function untilText(lang: "pl" | "en", until: string): string {
  const fixed = UNTIL[until]?.[lang];
  if (fixed) return fixed;
  const round = /^round (\d+)$/.exec(until);
  if (round) return lang === "pl" ? `do rundy ${round[1]}` : `until round ${round[1]}`;
  return until;
}

/** A `{note}` parameter: a key of this table or of the spell data's (spells/messages.ts), with the same parameters. */
function noteText(lang: "pl" | "en", key: string, params: Params): string {
  if (key in pl) return renderMessage({ key: key as MessageId, params: { ...params, note: "" } }, lang);
  if (key in SPELL_TABLES.pl) return renderMessage({ key: key as SpellMessageId, params }, lang, SPELL_TABLES);
  return key;
}

/**
 * One message in the chosen language (Polish where English has no text), from these tables or another catalogue
 * (the spell data's, spells/messages.ts; the `hbm` command's, pkg/hbm/src/strings.ts).
 */
export function renderMessage(m: Message, lang?: "pl" | "en"): string;
export function renderMessage<K extends string>(
  m: { key: K; params: Params },
  lang: "pl" | "en",
  tables: MessageTables<K>,
): string;
export function renderMessage<K extends string>(
  m: { key: K; params: Params },
  lang: "pl" | "en" = "pl",
  tables = TABLES as unknown as MessageTables<K>,
): string {
  const template = tables[lang][m.key] ?? tables.pl[m.key];
  return template.replace(/\{(\w+)(?::(\w+))?\}/g, (_, name: string, noun?: string) => {
    const value = m.params[name];
    if (value === undefined) return `{${name}}`;
    if (noun) return countNoun(lang, Number(value), noun, tables.nouns);
    if (name === "stat") return STATS[String(value)]?.[lang] ?? String(value);
    // A dice expression's error (dice.at) names its problem, and what was expected, by their own keys.
    if ((name === "problem" || name === "expected") && String(value).startsWith("dice."))
      return renderMessage(msg(String(value) as MessageId, m.params), lang);
    if (name === "rest") return RESTS_SAID[String(value)]?.[lang] ?? String(value);
    if (name === "until") return untilText(lang, String(value));
    if (name === "scope")
      return String(value)
        .split(", ")
        .map((s) => SCOPES[s]?.[lang] ?? s)
        .join(", ");
    if (name === "rollType") return ROLL_TYPES[String(value)]?.[lang] ?? String(value);
    if (name === "note") return noteText(lang, String(value), m.params);
    // A spell's formula names the sheet's values, never the schema's identifiers.
    if (name === "formula" && (m.key.startsWith("spell.") || m.key.startsWith("cast.")))
      return formulaText(String(value), lang);
    // A cite quotes the Polish book ("l. 1236: nie może…"): in English only where it stands ("l. 1236").
    if (name === "cite" && lang !== "pl") return String(value).split(":")[0] ?? String(value);
    return String(value);
  });
}

/** A condition's rule text (Aneks A) in the chosen language; null for a condition the book does not list. */
export function conditionSummary(name: string, lang: "pl" | "en" = "pl"): string | null {
  const key = `condition.${name}` as MessageId;
  return key in pl ? renderMessage(msg(key), lang) : null;
}

export function renderMessages(ms: readonly Message[], lang: "pl" | "en" = "pl"): string[] {
  return ms.map((m) => renderMessage(m, lang));
}

/** Every key has a Polish and an English text (tests check this). */
export const MESSAGE_IDS = Object.keys(pl) as MessageId[];
export const messageTables = TABLES;
