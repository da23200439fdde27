import { ROMAN } from "../rules/tables";
import { fold } from "../text/normalize";
import type { Diagnostics } from "./diagnostics";
import { linkKey, type Link, type Section } from "./character-entries";
import type { CharacterForm } from "./model";

/**
 * A paragraph that makes a form take a list from other forms (notes.md):
 * "Talent z Formy I", "Wszystkie zaklęcia z Form I i II", "Jak w Formie II.",
 * "Wszystkie Talenty wspólne z Formy I, poza [Zachcianką](…)". Returns the
 * forms named (1-based) and the links named after "poza" (left out).
 */
export function inheritancePhrase(
  text: string,
  links: readonly Link[],
): { forms: number[]; except: Link[]; commonOnly: boolean } | null {
  const f = fold(text);
  const m =
    /(?:^|\s)(?:z\s+form(?:y)?|jak\s+w\s+formie)\s+((?:[ivx]+|\d+)\b(?:\s*(?:,|\bi\b|\boraz\b)\s*(?:[ivx]+|\d+)\b)*)/.exec(
      f,
    );
  if (!m) return null;
  // "I i II": the Roman one and the conjunction "i" look alike; read numeral, separator, numeral…
  const forms: number[] = [];
  let wantNumeral = true;
  for (const token of (m[1] ?? "").replace(/,/g, " , ").split(/\s+/).filter(Boolean)) {
    if (wantNumeral) {
      const n = /^\d+$/.test(token) ? Number(token) : (ROMAN as readonly string[]).indexOf(token.toUpperCase());
      if (n > 0) forms.push(n);
      wantNumeral = false;
    } else wantNumeral = token === "," || token === "i" || token === "oraz";
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
): void {
  if (p.inheritFrom.has(section)) return;
  const named = p.forms.filter((f) => f.name !== null);
  const sources: CharacterForm[] = [];
  for (const n of phrase.forms) {
    const source = named[n - 1];
    if (!source) {
      p.d.warning(
        `${p.form.name ?? ""}: odwołanie do Formy ${ROMAN[n] ?? n}, której (jeszcze) nie ma w notatce.`,
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
    const seen = new Set<T>(into);
    for (const source of sources) {
      for (const e of pick(source)) {
        if (seen.has(e) || excluded(e)) continue;
        seen.add(e);
        into.push(e);
      }
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
