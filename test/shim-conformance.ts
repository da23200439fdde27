/**
 * Type-checks the shim (test/obsidian-mock.ts, also the browser host's
 * `obsidian`) against Obsidian's own obsidian.d.ts, for every member the
 * plugin uses. A renamed or re-typed API breaks `tsc --noEmit`, so the tests
 * cannot drift from the real app unnoticed. Nothing here runs.
 */
import type * as Real from "obsidian";
import type * as Shim from "./obsidian-mock";

/** The shim's member accepts every call Obsidian's would. */
export type Accepts<S, R> = R extends (...args: infer A) => unknown
  ? S extends (...args: A) => unknown
    ? true
    : false
  : false;
/** A field of the shim can stand where Obsidian's is read. */
export type Fits<S, R> = S extends R ? true : false;
/** Every check holds (a false one is a type error). */
export type All<T extends true[]> = T;

export type Conformance = All<
  [
    Accepts<Shim.Plugin["addCommand"], Real.Plugin["addCommand"]>,
    Accepts<Shim.Plugin["registerMarkdownCodeBlockProcessor"], Real.Plugin["registerMarkdownCodeBlockProcessor"]>,
    Accepts<Shim.Plugin["registerView"], (type: string, factory: (leaf: Shim.WorkspaceLeaf) => Shim.ItemView) => void>,
    Accepts<Shim.Plugin["loadData"], Real.Plugin["loadData"]>,
    Accepts<Shim.Plugin["saveData"], Real.Plugin["saveData"]>,
    Accepts<Shim.Component["register"], Real.Component["register"]>,
    Accepts<Shim.Component["registerEvent"], (ref: Shim.EventRef) => void>,
    Accepts<Shim.Component["load"], Real.Component["load"]>,
    Accepts<Shim.Component["unload"], Real.Component["unload"]>,
    Accepts<Shim.Modal["open"], Real.Modal["open"]>,
    Accepts<Shim.Modal["close"], Real.Modal["close"]>,
    Accepts<Shim.Modal["setTitle"], Real.Modal["setTitle"]>,
    Fits<Shim.Modal["contentEl"], Real.Modal["contentEl"]>,
    Accepts<Shim.Notice["setMessage"], Real.Notice["setMessage"]>,
    Accepts<Shim.Notice["hide"], Real.Notice["hide"]>,
    Accepts<Shim.Setting["setName"], Real.Setting["setName"]>,
    Accepts<Shim.Setting["setDesc"], Real.Setting["setDesc"]>,
    Accepts<Shim.TextComponent["setValue"], Real.TextComponent["setValue"]>,
    Accepts<Shim.TextComponent["setPlaceholder"], Real.TextComponent["setPlaceholder"]>,
    Accepts<Shim.TextComponent["onChange"], Real.TextComponent["onChange"]>,
    Fits<Shim.TextComponent["inputEl"], Real.TextComponent["inputEl"]>,
    Accepts<Shim.TextAreaComponent["onChange"], Real.TextAreaComponent["onChange"]>,
    Accepts<Shim.ToggleComponent["setValue"], Real.ToggleComponent["setValue"]>,
    Accepts<Shim.ToggleComponent["onChange"], Real.ToggleComponent["onChange"]>,
    Accepts<Shim.DropdownComponent["addOption"], Real.DropdownComponent["addOption"]>,
    Accepts<Shim.DropdownComponent["addOptions"], Real.DropdownComponent["addOptions"]>,
    Accepts<Shim.DropdownComponent["setValue"], Real.DropdownComponent["setValue"]>,
    Accepts<Shim.DropdownComponent["onChange"], Real.DropdownComponent["onChange"]>,
    Fits<Shim.DropdownComponent["selectEl"], Real.DropdownComponent["selectEl"]>,
    Accepts<Shim.ButtonComponent["setButtonText"], Real.ButtonComponent["setButtonText"]>,
    Accepts<Shim.ButtonComponent["setCta"], Real.ButtonComponent["setCta"]>,
    Accepts<Shim.ButtonComponent["onClick"], Real.ButtonComponent["onClick"]>,
    Fits<Shim.PluginSettingTab["containerEl"], Real.PluginSettingTab["containerEl"]>,
    Fits<Shim.ItemView["contentEl"], Real.ItemView["contentEl"]>,
    Accepts<Shim.ItemView["getViewType"], Real.ItemView["getViewType"]>,
    Accepts<Shim.ItemView["getDisplayText"], Real.ItemView["getDisplayText"]>,
    Accepts<Shim.ItemView["onOpen"], Real.ItemView["onOpen"]>,
    Accepts<Shim.ItemView["onClose"], Real.ItemView["onClose"]>,
    Accepts<Shim.Vault["cachedRead"], (file: Shim.TFile) => Promise<string>>,
    Accepts<Shim.Vault["process"], (file: Shim.TFile, fn: (data: string) => string) => Promise<string>>,
    Accepts<Shim.Vault["getAbstractFileByPath"], Real.Vault["getAbstractFileByPath"]>,
    Accepts<Shim.Vault["getMarkdownFiles"], () => Shim.TFile[]>,
    Accepts<
      Shim.FileManager["processFrontMatter"],
      (file: Shim.TFile, fn: (frontmatter: Record<string, unknown>) => void) => Promise<void>
    >,
    Accepts<Shim.Workspace["onLayoutReady"], Real.Workspace["onLayoutReady"]>,
    Accepts<Shim.Workspace["getLeavesOfType"], Real.Workspace["getLeavesOfType"]>,
    Accepts<Shim.Workspace["openLinkText"], (linktext: string, sourcePath: string) => Promise<void>>,
    Accepts<Shim.WorkspaceLeaf["setViewState"], (state: Real.ViewState) => Promise<void>>,
    Accepts<typeof Shim.getLanguage, typeof Real.getLanguage>,
    Accepts<typeof Shim.parseYaml, typeof Real.parseYaml>,
    Fits<Shim.TFile["path"], Real.TFile["path"]>,
    Fits<Shim.TFile["basename"], Real.TFile["basename"]>,
    Fits<Shim.TFile["extension"], Real.TFile["extension"]>,
    Fits<Shim.MarkdownRenderChild["containerEl"], Real.MarkdownRenderChild["containerEl"]>,
    Accepts<Shim.Editor["getValue"], Real.Editor["getValue"]>,
    Accepts<Shim.Editor["setValue"], Real.Editor["setValue"]>,
    Accepts<Shim.Editor["replaceRange"], Real.Editor["replaceRange"]>,
    Accepts<Shim.Editor["getRange"], Real.Editor["getRange"]>,
    Accepts<Shim.Editor["getCursor"], Real.Editor["getCursor"]>,
    Accepts<Shim.Editor["setCursor"], Real.Editor["setCursor"]>,
    Accepts<Shim.Editor["offsetToPos"], Real.Editor["offsetToPos"]>,
    Accepts<Shim.Editor["posToOffset"], Real.Editor["posToOffset"]>,
    Accepts<Shim.Editor["getLine"], Real.Editor["getLine"]>,
    Accepts<Shim.Editor["lineCount"], Real.Editor["lineCount"]>,
    Accepts<Shim.MarkdownView["getMode"], Real.MarkdownView["getMode"]>,
    Accepts<Shim.Workspace["getActiveViewOfType"], (type: typeof Shim.MarkdownView) => Shim.MarkdownView | null>,
    // issue 20: what note-writes.ts, the views and the index adapter rely on.
    Accepts<Shim.Editor["transaction"], Real.Editor["transaction"]>,
    Accepts<Shim.MarkdownView["save"], Real.MarkdownView["save"]>,
    Fits<Shim.MarkdownView["file"], Shim.TFile | null>,
    Accepts<Shim.Workspace["iterateAllLeaves"], (callback: (leaf: Shim.WorkspaceLeaf) => unknown) => void>,
    Fits<ReturnType<Shim.Workspace["getRightLeaf"]>, Shim.WorkspaceLeaf | null>,
    Fits<ReturnType<Real.Workspace["getRightLeaf"]>, Real.WorkspaceLeaf | null>,
    Accepts<Shim.Workspace["revealLeaf"], (leaf: Shim.WorkspaceLeaf) => Promise<void>>,
    Accepts<Shim.WorkspaceLeaf["loadIfDeferred"], Real.WorkspaceLeaf["loadIfDeferred"]>,
    Fits<Shim.WorkspaceLeaf["isDeferred"], Real.WorkspaceLeaf["isDeferred"]>,
    Fits<Shim.Notice["containerEl"], Real.Notice["containerEl"]>,
    Fits<Shim.Notice["messageEl"], Real.Notice["messageEl"]>,
    Accepts<Shim.Vault["createFolder"], (path: string) => Promise<Shim.TFolder>>,
    Accepts<Shim.Vault["getFolderByPath"], Real.Vault["getFolderByPath"]>,
    Fits<Shim.TFolder["children"], Shim.TAbstractFile[]>,
    Accepts<Shim.TFolder["isRoot"], Real.TFolder["isRoot"]>,
  ]
>;
