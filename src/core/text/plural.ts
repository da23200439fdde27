/**
 * Counted nouns, the one plural helper of the project (the core, the plugin and the CLI).
 * Intl.PluralRules picks the form, so 1 punkt, 2 punkty, 5 punktów, 22 punkty, 12 punktów;
 * in English 1 point, 2 points.
 */
export type Lang = "pl" | "en";

export interface PluralForms {
  /** 1 */
  one: string;
  /** 2–4, 22–24, … (Polish) */
  few: string;
  /** 0, 5–21, 25–31, … (Polish); every other count in English */
  many: string;
  /** Fractions (Polish "1,5 punktu"); `many` when absent. */
  other?: string;
}

const rules = new Map<string, Intl.PluralRules>();

function select(n: number, locale: string): Intl.LDMLPluralRule {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  return r.select(n);
}

export function pluralForm(n: number, forms: PluralForms, locale = "pl"): string {
  const category = select(n, locale);
  if (category === "one") return forms.one;
  if (category === "few") return forms.few;
  if (category === "other" && !Number.isInteger(n)) return forms.other ?? forms.many;
  return forms.many;
}

/** "5 punktów": the number and its noun. */
export function plural(n: number, forms: PluralForms, locale = "pl"): string {
  return `${n} ${pluralForm(n, forms, locale)}`;
}

/** A Polish noun's forms: 1, 2–4, 5+ and fractions (`few` unless told). */
export const polishForms = (one: string, few: string, many: string, other = few): PluralForms => ({
  one,
  few,
  many,
  other,
});
/** An English noun's forms: 1 and every other count. */
export const englishForms = (one: string, many: string): PluralForms => ({ one, few: many, many });
const f = polishForms;
const e = englishForms;

/** Counted nouns by name, each in both languages. */
export type Nouns = Readonly<Record<string, Readonly<Record<Lang, PluralForms>>>>;

/**
 * The nouns that messages count with `{n:noun}` (see play/messages.ts), in the book's terms. A catalogue of its
 * own brings its own (the `hbm` command's, pkg/hbm/src/strings.ts).
 */
export const NOUNS: Nouns = {
  point: { pl: f("punkt", "punkty", "punktów", "punktu"), en: e("point", "points") },
  damagePoint: {
    pl: f("punkt obrażeń", "punkty obrażeń", "punktów obrażeń", "punktu obrażeń"),
    en: e("point of damage", "points of damage"),
  },
  manaPoint: { pl: f("punkt Many", "punkty Many", "punktów Many", "punktu Many"), en: e("mana point", "mana points") },
  zealPoint: {
    pl: f("punkt Zapału", "punkty Zapału", "punktów Zapału", "punktu Zapału"),
    en: e("zeal point", "zeal points"),
  },
  dose: { pl: f("dawka", "dawki", "dawek"), en: e("dose", "doses") },
  pd: { pl: f("PD", "PD", "PD"), en: e("XP", "XP") },
  success: { pl: f("sukces", "sukcesy", "sukcesów", "sukcesu"), en: e("success", "successes") },
  die: { pl: f("kość", "kości", "kości"), en: e("die", "dice") },
  target: { pl: f("cel", "cele", "celów", "celu"), en: e("target", "targets") },
  round: { pl: f("runda", "rundy", "rund"), en: e("round", "rounds") },
  /** "po 1 rundzie", "po 2 rundach" (locative). */
  roundAfter: { pl: f("rundzie", "rundach", "rundach"), en: e("round", "rounds") },
  /** "ma 2 formy" */
  form: { pl: f("formę", "formy", "form"), en: e("form", "forms") },
};

/**
 * A counted noun ("2 punkty Many"), from a catalogue's own nouns where it has them, else from NOUNS; an unknown
 * noun comes back unchanged after the number.
 */
export function countNoun(lang: Lang, n: number, noun: string, own?: Nouns): string {
  const forms = (own?.[noun] ?? NOUNS[noun])?.[lang];
  return forms ? plural(n, forms, lang) : `${n} ${noun}`;
}

/** The noun alone, in the form the count asks for. */
export function nounFor(lang: Lang, n: number, noun: string): string {
  const forms = NOUNS[noun]?.[lang];
  return forms ? pluralForm(n, forms, lang) : noun;
}
