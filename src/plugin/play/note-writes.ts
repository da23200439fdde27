import { MarkdownView, TFile, type App } from "obsidian";

/**
 * Writes that cannot lose what the user is typing (issue 20).
 *
 * Obsidian keeps an open note in its editor's own buffer and saves it about two
 * seconds after the last keystroke. A write from a plugin that reaches the file
 * while that buffer holds unsaved typing makes Obsidian merge the two, and public
 * reports show recently typed text lost that way (obsidian-frontmatter-modified-date
 * #15 and #32). So, when the note is open in an editor:
 * - a change of the body goes in through the Editor API, as one transaction of the
 *   smallest changed range: the cursor keeps its place, the typing stays, the view
 *   saves it all together;
 * - a frontmatter change first has the view save its buffer, then runs through
 *   processFrontMatter (the only frontmatter writer); should the user type in
 *   between, the write is abandoned before anything is written and tried again.
 * A frontmatter write that changes no value is not written at all (Obsidian would
 * re-serialise the whole block for nothing).
 */

/** The editors showing a note: any Markdown leaf, not only the active one (a deferred tab has no editor yet). */
export function editorsOf(app: App, path: string): MarkdownView[] {
  const views: MarkdownView[] = [];
  app.workspace.iterateAllLeaves((leaf) => {
    if (leaf.view instanceof MarkdownView && leaf.view.file?.path === path) views.push(leaf.view);
  });
  return views;
}

/** The one change turning `before` into `after`: the text between their common start and common end. */
export function smallestChange(before: string, after: string): { start: number; end: number; text: string } | null {
  if (before === after) return null;
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore--;
    endAfter--;
  }
  return { start, end: endBefore, text: after.slice(start, endAfter) };
}

/**
 * Change a note's text: through its open editor when there is one (one transaction),
 * else with vault.process. Returns the text before and after, as the change saw them.
 */
export async function processNote(
  app: App,
  file: TFile,
  fn: (text: string) => string,
): Promise<{ before: string; after: string }> {
  const view = editorsOf(app, file.path)[0];
  if (view) {
    const editor = view.editor;
    const before = editor.getValue();
    const after = fn(before);
    const change = smallestChange(before, after);
    if (change)
      editor.transaction({
        changes: [{ from: editor.offsetToPos(change.start), to: editor.offsetToPos(change.end), text: change.text }],
      });
    return { before, after };
  }
  let before = "";
  let after = "";
  await app.vault.process(file, (text) => {
    before = text;
    after = fn(text);
    return after;
  });
  return { before, after };
}

class Unchanged extends Error {}
class TypedMeanwhile extends Error {}

/** How often a frontmatter write starts again because the user typed between the save and the write. */
const ATTEMPTS = 5;

/**
 * processFrontMatter that cannot lose typing and skips a write that changes nothing.
 * Resolves to whether the note was written. Errors of processFrontMatter (YAML that
 * does not parse) and of `fn` reach the caller as before.
 */
export async function writeFrontMatter(
  app: App,
  file: TFile,
  fn: (frontmatter: Record<string, unknown>) => void,
): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const views = editorsOf(app, file.path);
    for (const view of views) await view.save();
    const saved = views.map((v) => v.editor.getValue());
    try {
      await app.fileManager.processFrontMatter(file, (data: Record<string, unknown>) => {
        if (views.some((v, i) => v.editor.getValue() !== saved[i])) throw new TypedMeanwhile();
        const before = JSON.stringify(data);
        fn(data);
        if (JSON.stringify(data) === before) throw new Unchanged();
      });
      return true;
    } catch (e) {
      if (e instanceof Unchanged) return false;
      if (!(e instanceof TypedMeanwhile)) throw e;
      if (attempt >= ATTEMPTS) throw new Error("notatka jest właśnie edytowana; spróbuj za chwilę", { cause: e });
    }
  }
}

/**
 * A new note (the only way the plugin creates one: "Nowa postać", the campaign note): its
 * folder made when missing, then vault.create. A path already taken (a note, a folder) is
 * never overwritten: null, and the caller says why.
 */
export async function createNote(app: App, path: string, text: string): Promise<TFile | null> {
  if (app.vault.getAbstractFileByPath(path)) return null;
  const folder = path.split("/").slice(0, -1).join("/");
  if (folder && !app.vault.getAbstractFileByPath(folder)) await app.vault.createFolder(folder);
  return app.vault.create(path, text);
}
