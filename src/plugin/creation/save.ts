import { normalizePath, TFile, type App } from "obsidian";
import type { Catalog } from "../../core/creation/catalog";
import type { CreationDraft } from "../../core/creation/steps";
import { TEMPLATE_TAGS, writeCreation } from "../../core/creation/writer";
import type { UndoEntry } from "../../core/play";
import { readFrontmatter, readTags } from "../../core/vault/frontmatter";
import type { VaultIndex } from "../../core/vault/index";
import { createNote, processNote, writeFrontMatter } from "../play/note-writes";
import { m } from "./strings";

/** What the wizard's write needs of the plugin (a narrow interface, not the plugin class). */
export interface CreationServices {
  app: App;
  index(): VaultIndex;
  rng(): import("../../core/dice").RandomSource;
  settings(): { template: string; folder: string };
  /** The plugin's one undo stack (CharacterActions.undoStack) and its "Cofnij". */
  pushUndo(entry: UndoEntry): void;
  undo(): Promise<unknown>;
}

export type CreationTarget = { kind: "new" } | { kind: "existing"; path: string };

export type SaveResult = { ok: true; path: string; undo: UndoEntry } | { ok: false; reason: string };

/** The path "Nowa postać" gives a character: the folder from the settings and the name as the file name. */
export function newNotePath(folder: string, draft: CreationDraft): string {
  const name = [draft.name.trim(), draft.surname.trim()].filter(Boolean).join(" ");
  return normalizePath(`${folder.replace(/\/+$/, "")}/${name}.md`);
}

/**
 * Write a finished draft: a new note from the template (vault.create), its
 * template tags dropped (processFrontMatter), then the whole fill in one
 * vault.process. Undone by the shared undo stack: a new note is moved to the
 * trash, an existing one gets its old text back, each only if nothing else
 * changed it since.
 */
export async function saveCreation(
  services: CreationServices,
  target: CreationTarget,
  draft: CreationDraft,
  catalog: Catalog,
  overridden: string[],
): Promise<SaveResult> {
  const { app } = services;
  let file: TFile;
  let created = false;
  if (target.kind === "new") {
    const { template, folder } = services.settings();
    const templateFile = app.vault.getAbstractFileByPath(normalizePath(template));
    if (!(templateFile instanceof TFile)) return { ok: false, reason: m("noTemplate", { path: template }) };
    const path = newNotePath(folder, draft);
    if (app.vault.getAbstractFileByPath(path)) return { ok: false, reason: m("exists", { path }) };
    const text = await app.vault.cachedRead(templateFile);
    const made = await createNote(app, path, text);
    if (!made) return { ok: false, reason: m("exists", { path }) };
    file = made;
    created = true;
    // Only a template that carries the tag `template`/`placeholder` has its frontmatter touched.
    if (readTags(readFrontmatter(text).data).some((tag) => TEMPLATE_TAGS.includes(tag)))
      await writeFrontMatter(app, file, (fm: Record<string, unknown>) => {
        if (Array.isArray(fm.tags)) {
          const kept = (fm.tags as unknown[]).filter((t) => !TEMPLATE_TAGS.includes(String(t).replace(/^#/, "")));
          if (kept.length !== fm.tags.length) fm.tags = kept;
        }
      });
  } else {
    const found = app.vault.getAbstractFileByPath(target.path);
    if (!(found instanceof TFile)) return { ok: false, reason: m("notCharacter", { path: target.path }) };
    const character = services.index().get(target.path)?.character;
    if (character?.frontmatterError) return { ok: false, reason: m("badFrontmatter", { path: target.path }) };
    file = found;
  }
  let before = "";
  let after = "";
  let problems: string[] = [];
  await processNote(app, file, (text) => {
    const r = writeCreation(text, file.path, draft, { catalog, index: services.index(), overridden });
    problems = r.problems;
    before = text;
    after = r.problems.length ? text : r.text;
    return after;
  });
  if (problems.length) {
    if (created) await app.fileManager.trashFile(file);
    return { ok: false, reason: m("writeProblem", { reason: problems.join(" ") }) };
  }
  const name = file.basename;
  const path = file.path;
  const undo: UndoEntry = {
    label: m("undoLabel", { name }),
    async undo() {
      const current = app.vault.getAbstractFileByPath(path);
      if (!(current instanceof TFile)) return null;
      if (created) {
        let untouched = false;
        await processNote(app, current, (text) => {
          untouched = text === after;
          return text;
        });
        if (!untouched) return m("undoChanged", { path });
        await app.fileManager.trashFile(current);
        return null;
      }
      let changed = false;
      await processNote(app, current, (text) => {
        if (text !== after) {
          changed = true;
          return text;
        }
        return before;
      });
      return changed ? m("undoChanged", { path }) : null;
    },
  };
  services.pushUndo(undo);
  return { ok: true, path, undo };
}
