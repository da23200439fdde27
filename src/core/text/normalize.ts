import { memoMap } from "../memo";
/**
 * Name matching in HbM ignores case and Polish diacritics: "Cialo" = "Ciało".
 * `fold` is the single place that decides what "the same name" means.
 */
const POLISH_FOLD: Record<string, string> = {
  ą: "a",
  ć: "c",
  ę: "e",
  ł: "l",
  ń: "n",
  ó: "o",
  ś: "s",
  ź: "z",
  ż: "z",
};

/** Plain lower-case ASCII words separated by single spaces: already folded (most link targets and keys). */
const FOLDED_ASCII = /^[\x21-\x40\x5b-\x7e]+(?: [\x21-\x40\x5b-\x7e]+)*$/;

/** A character outside printable ASCII (and tab): the Unicode steps are needed. */
const NON_ASCII = /[^\t -~]/;
/** Words separated by single plain spaces, nothing around them. */
const SPACED_ONCE = /^\S+(?: \S+)*$/;

/** The same few hundred names (skills, talents, headings) are folded again at every read: a bounded memo. */
const MEMO_LIMIT = 4096;
const memo = memoMap<string, string>();

export function fold(text: string): string {
  if (FOLDED_ASCII.test(text)) return text;
  // Most names are plain ASCII once lower-cased (issue 30: the index folds every note's names, and
  // NFD plus three regex passes over each was a tenth of its time): those skip the Unicode steps and
  // the memo (a vault's paths are each folded once: the memo only hashed, kept and dropped them), and a name already spaced once skips the whitespace pass. The result
  // is the same (normalize.test.ts).
  const lower = text.toLowerCase();
  if (!NON_ASCII.test(lower)) return SPACED_ONCE.test(lower) ? lower : lower.replace(/\s+/g, " ").trim();
  const known = memo.get(text);
  if (known !== undefined) return known;
  const plain = lower
    .replace(/[ąćęłńóśźż]/g, (ch) => POLISH_FOLD[ch] ?? ch)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
  const folded = SPACED_ONCE.test(plain) ? plain : plain.replace(/\s+/g, " ").trim();
  if (text.length <= 200) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(text, folded);
  }
  return folded;
}
