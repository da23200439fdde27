import { readFileSync } from "node:fs";
import { join } from "node:path";
import { seededRandom, type RandomSource } from "../src/core/dice/random";
import type { Action } from "../src/core/play/actions";
import { apply } from "../src/core/play/apply";
import { applyEdit } from "../src/core/play/edits";
import { renderMessage } from "../src/core/play/messages";
import { frontmatterOf, readSubject } from "../src/core/play/read";
import { buildSheet } from "../src/core/sheet";
import { readNote } from "../src/core/vault/read-note";
import { loadIndex, TEST_VAULT } from "./vault-files";

/**
 * Play on a test-vault note's text, as the note store does it: the subject read from the text,
 * apply(), then apply()'s body edits written into the text. For the core tests of actions that
 * change a note's body (charges, giving, brewing, learning).
 */
export const index = loadIndex(TEST_VAULT);
export const KAMILA = "player-characters/Kamila Wróbel.md";
export const ELNERAN = "player-characters/Elneran.md";

/** A test-vault note's text as it stands on disk. */
export function noteText(path: string): string {
  return readFileSync(join(TEST_VAULT, path), "utf8");
}

/** The note's text with another Ekwipunek list. */
export function withEquipment(text: string, lines: string): string {
  return text.replace(/### Ekwipunek\n[\s\S]*?\n\n/, `### Ekwipunek\n${lines}\n\n`);
}

function subjectOf(path: string, text: string) {
  const c = readNote(path, text).character;
  if (!c) throw new Error("no character");
  return readSubject(buildSheet(c, index), frontmatterOf(c.state));
}

/** apply() then its body edits, as the note store writes them; what it said, rendered. */
export function act(text: string, action: Action, rng: RandomSource = seededRandom(1), path = KAMILA) {
  const o = apply(subjectOf(path, text), action, rng);
  if (!o.ok) throw new Error(renderMessage(o.message));
  let next = text;
  for (const e of o.edits) {
    const edited = applyEdit(next, e);
    if (edited === null) throw new Error(`edit ${e.kind} found no line`);
    next = edited;
  }
  return { text: next, t: o, said: o.messages.map((m) => renderMessage(m)) };
}

/** What apply() says when it refuses the action (a test fails when it is not refused). */
export function refusal(text: string, action: Action, path = KAMILA): string {
  const o = apply(subjectOf(path, text), action, seededRandom(1));
  if (o.ok) throw new Error("not refused");
  return renderMessage(o.message);
}
