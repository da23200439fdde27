import { TFile, type App } from "obsidian";
import { equipmentLine, msg, UndoStack, type UndoEntry } from "../../core/play";
import { say } from "../i18n/i18n";
import { bt } from "./between-strings";
import type { CharacterActions } from "./character-actions";
import { editorsOf } from "./note-writes";
import type { ActionOutcome } from "./outcome";
import { pt } from "./strings";

/**
 * Przekaż przedmiot (docs/en/rules.md, "Between sessions"): n of an Ekwipunek line from one
 * character to another. Both notes change through the note store (typing-safe), the giver
 * first; when the receiver's write fails the giver's is undone. One undo entry covers both notes.
 */
export async function giveItem(
  actions: CharacterActions,
  app: App,
  { fromPath, toPath, item, n }: { fromPath: string; toPath: string; item: string; n: number },
): Promise<ActionOutcome> {
  if (fromPath === toPath) return actions.fail(say(msg("refused.giveSelf")));
  const file = app.vault.getAbstractFileByPath(fromPath);
  if (!(file instanceof TFile)) return actions.fail(pt("noNote", { path: fromPath }));
  const view = editorsOf(app, fromPath)[0];
  const text = view ? view.editor.getValue() : await app.vault.cachedRead(file);
  const line = equipmentLine(text, item) ?? `- ${item}`;
  const from = actions.name(fromPath);
  const to = actions.name(toPath);
  const label = bt("giveLabel", { item, n, from, to });
  const gave = await actions.act(fromPath, { kind: "giveItem", item, quantity: n, to }, label, false, false);
  if (!gave.ok) return actions.fail(gave.reason ?? "");
  const got = await actions.act(toPath, { kind: "receiveItem", item, quantity: n, from, line }, label, false, false);
  if (!got.ok) {
    if (gave.undo) await gave.undo.undo();
    return actions.fail(got.reason ?? "");
  }
  const undos = [gave.undo, got.undo].filter((u): u is UndoEntry => !!u);
  const group = UndoStack.group(label, undos);
  if (undos.length) actions.undoStack.push(group);
  const lines = [...gave.changes, ...got.changes];
  actions.notice(lines.join(" · "), undos.length > 0);
  actions.emit({ paths: [fromPath, toPath], title: label, lines, log: true });
  return { ok: true, changes: lines, ...(undos.length ? { undo: group } : {}) };
}
