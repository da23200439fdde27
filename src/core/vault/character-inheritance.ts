import { ROMAN } from "../rules/tables";
import { fold } from "../text/normalize";
import { msg } from "../play/messages";
import type { Diagnostics } from "./diagnostics";
import { linkKey, type Link, type Section } from "./character-entries";
import type { CharacterForm } from "./model";

const NUMERAL = String.raw`(?:[ivx]+|\d+)\b`;
const SEPARATOR = String.raw`\s*(?:,|\bi\b|\boraz\b|[-–—])\s*`;
/** "z Formy I", "z Form I i II", "jak w Formie II", "jak w Formach I i II", "tak jak w Formie I–II". */
const PHRASE = new RegExp(
  String.raw`(?:^|\s)(?:ze?\s+form(?:y)?|jak\s+we?\s+form(?:ie|ach))\s+(${NUMERAL}(?:${SEPARATOR}${NUMERAL})*)`,
);

/**
 * A paragraph that makes a form take a list from other forms (docs/en/notes.md), in the singular
 * and the plural: "Talent z Formy I, a ponadto:", "Wszystkie zaklęcia z Form I i II",
 * "Jak w Formie II.", "Jak w Formach I i II (…), a ponadto:", "Wszystkie Talenty wspólne
 * z Formy I, poza [Zachcianką](…)". Returns the forms named (1-based) and the links named
 * after "poza" (left out); what follows "a ponadto" is the form's own list.
 */
export function inheritancePhrase(
  text: string,
  links: readonly Link[],
): { forms: number[]; except: Link[]; commonOnly: boolean } | null {
  const f = fold(text);
  const m = PHRASE.exec(f);
  if (!m) return null;
  // "I i II": the Roman one and the conjunction "i" look alike; read numeral, separator, numeral…
  const forms: number[] = [];
  let wantNumeral = true;
  let range = false;
  const numeral = (t: string) => (/^\d+$/.test(t) ? Number(t) : (ROMAN as readonly string[]).indexOf(t.toUpperCase()));
  for (const token of (m[1] ?? "")
    .replace(/([,–—-])/g, " $1 ")
    .split(/\s+/)
    .filter(Boolean)) {
    if (wantNumeral) {
      const n = numeral(token);
      const last = forms[forms.length - 1];
      if (n > 0 && range && last !== undefined) for (let k = last + 1; k <= n; k++) forms.push(k);
      else if (n > 0) forms.push(n);
      wantNumeral = false;
      range = false;
    } else {
      range = /^[-–—]$/.test(token);
      wantNumeral = range || token === "," || token === "i" || token === "oraz";
    }
  }
  if (!forms.length) return null;
  const at = f.search(/\bpoza\b/);
  let except: Link[] = [];
  if (at >= 0) {
    const tail = text.slice(at);
    except = links.filter((l) => tail.includes(l.text));
  }
  // "Talenty wspólne": the shared ones only, not those the source form marks as its own ("(unikalny)").
  return { forms, except, commonOnly: /\bwspoln/.test(f) };
}

/**
 * A paragraph of a list section that speaks of taking a list from elsewhere ("Jak w
 * poprzedniej formie", "Te same co w Formie pierwszej", "Jak wyżej") but that
 * inheritancePhrase cannot read: the reader says so, quoting it, rather than drop the list.
 */
export function looksLikeInheritance(text: string): boolean {
  const f = fold(text);
  return (
    /\b(?:jak|tak\s+samo|te\s+same|to\s+samo|takie\s+same)\b[^.]{0,40}\bform(?:a|y|ie|ach|ami|om|e)?\b/.test(f) ||
    /\b(?:ze?|wszystk\w*)\b[^.]{0,30}\bform(?:y|ach)?\s+(?:[ivx]+|\d+|pierwsz\w*|drugi\w*|trzeci\w*|poprzedni\w*)\b/.test(
      f,
    ) ||
    /^(?:\w+\s+)?(?:jak|tak\s+jak)\s+(?:wyzej|powyzej|poprzednio|wczesniej)\b/.test(f)
  );
}

/** What inheriting reads and changes: the forms read so far, the form being read, and the sections it already took. */
export interface InheritTarget {
  readonly d: Diagnostics;
  readonly forms: readonly CharacterForm[];
  readonly form: CharacterForm;
  readonly inheritFrom: Set<Section>;
}

/**
 * "Talent z Formy I, a ponadto:", "Wszystkie Talenty z Form I i II",
 * "Jak w Formie II.", "… wspólne z Formy I, poza [Zachcianką](…)": the form
 * starts with the named forms' entries (each once), less the ones after "poza".
 */
export function inheritLists(
  p: InheritTarget,
  section: Section,
  phrase: { forms: number[]; except: Link[]; commonOnly: boolean },
  line: number | undefined,
  text = "",
): void {
  if (p.inheritFrom.has(section)) return;
  const named = p.forms.filter((f) => f.name !== null);
  const sources: CharacterForm[] = [];
  for (const n of phrase.forms) {
    const source = named[n - 1];
    if (!source) {
      p.d.warning(
        msg("vault.inheritanceNoForm", { where: p.form.name ? `${p.form.name}: ` : "", form: ROMAN[n] ?? n, text }),
        line,
      );
      continue;
    }
    if (source !== p.form) sources.push(source);
  }
  if (!sources.length) return;
  p.inheritFrom.add(section);
  const excluded = (e: { name: string; link?: Link; note?: string }) =>
    phrase.except.some((x) => (e.link && linkKey(e.link) === linkKey(x)) || fold(e.name) === fold(x.text)) ||
    (phrase.commonOnly && /\bunikaln/.test(fold(e.note ?? "")));
  const take = <T extends { name: string; link?: Link; note?: string }>(pick: (f: CharacterForm) => T[], into: T[]) => {
    // Each entry once, though two named forms both hold it (Form II took it from Form I, or wrote it again);
    // within one form every line counts (Czuły Zmysł twice, for two senses).
    const key = (e: T) => `${e.link ? linkKey(e.link) : fold(e.name)}|${fold(e.note ?? "")}`;
    const seen = new Set<string>(into.map(key));
    for (const source of sources) {
      const fresh = pick(source).filter((e) => !seen.has(key(e)) && !excluded(e));
      for (const e of fresh) seen.add(key(e));
      into.push(...fresh);
    }
  };
  if (section === "talents") take((f) => f.talents, p.form.talents);
  if (section === "spells") take((f) => f.spells, p.form.spells);
  if (section === "equipment") take((f) => f.equipment, p.form.equipment);
  if (section === "skills") {
    for (const source of sources) {
      for (const l of source.skillLines)
        if (!p.form.skillLines.some((x) => x.skill === l.skill)) p.form.skillLines.push(l);
      for (const [k, v] of Object.entries(source.skills)) if (!(k in p.form.skills)) p.form.skills[k] = v;
    }
  }
}
