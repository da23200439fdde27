/**
 * Counted nouns in Polish (and English): Intl.PluralRules picks the form, so
 * 1 punkt, 2 punkty, 5 punktów, 22 punkty, 12 punktów.
 */
export interface PluralForms {
  /** 1 */
  one: string;
  /** 2–4, 22–24, … */
  few: string;
  /** 0, 5–21, 25–31, … */
  many: string;
}

const rules = new Map<string, Intl.PluralRules>();

export function pluralForm(n: number, forms: PluralForms, locale = "pl"): string {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  const category = r.select(n);
  return category === "one" ? forms.one : category === "few" ? forms.few : forms.many;
}

/** "5 punktów": the number and its noun. */
export function plural(n: number, forms: PluralForms, locale = "pl"): string {
  return `${n} ${pluralForm(n, forms, locale)}`;
}
