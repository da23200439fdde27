/**
 * The host page that stands in for Obsidian: it loads the production bundle
 * (main.js, CommonJS, `require("obsidian")`) with `obsidian` resolved to the
 * same shim the unit tests use, over an in-memory copy of test-vault/.
 * Notes are shown as text; hbm-roll blocks go through the plugin's processor.
 */
import * as obsidian from "../test/obsidian-mock";
import "./party-host";
import { fetchManifest, startPlugin } from "./host-lib";
// Test-only: the core's invariants, bundled into the host page (never into main.js).
import { violations, type Subject } from "../src/core/play";

interface PluginLike extends obsidian.Component {
  onload(): Promise<void>;
  codeBlockProcessors: Map<
    string,
    (source: string, el: HTMLElement, ctx: obsidian.MarkdownPostProcessorContext) => unknown
  >;
  vaultIndex: { whenReady(): Promise<void> };
}

declare global {
  interface Window {
    module: { exports: Record<string, unknown> };
    exports: Record<string, unknown>;
    hbm: Record<string, unknown>;
  }
}

const w = window as unknown as Window;

async function main(): Promise<void> {
  const [files, manifest] = await Promise.all([
    fetch("vault.json").then((r) => r.json() as Promise<Record<string, string>>),
    fetchManifest(),
  ]);
  // The page stands in for a Polish Obsidian (the stand-in's own default is "en", as Obsidian's);
  // `?lang=en` runs it in English, `?phone=1` as Obsidian on a phone (is-mobile, is-phone).
  const params = new URLSearchParams(location.search);
  obsidian.setMockLanguage(params.get("lang") ?? "pl");
  if (params.get("phone") === "1") obsidian.setMockPlatform("phone");
  const { app, plugin } = await startPlugin<PluginLike>(files, manifest);
  const right = document.getElementById("right") as HTMLElement;
  right.appendChild(app.workspace.containerEl);
  app.workspace.setLayoutReady();
  await plugin.vaultIndex.whenReady();

  const noteEl = document.getElementById("note") as HTMLElement;
  let host: obsidian.Component | null = null;
  const renderNote = async (path: string) => {
    host?.unload();
    host = new obsidian.Component();
    host.load();
    noteEl.empty();
    const file = app.vault.getFileByPath(path);
    if (!file) return;
    const text = app.vault.readSync(file);
    const { body } = obsidian.splitFrontmatter(text);
    noteEl.createDiv({ cls: "inline-title", text: file.basename });
    const parts = body.split(/^```(hbm-roll|hbm-walka)\n([\s\S]*?)^```$/m);
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] ?? "";
      if (i % 3 === 1) continue;
      if (i % 3 === 2) {
        const language = parts[i - 1] ?? "hbm-roll";
        const el = noteEl.createDiv({ cls: `block-language-${language}` });
        const processor = plugin.codeBlockProcessors.get(language);
        const child = host;
        await processor?.(part, el, {
          docId: path,
          sourcePath: path,
          frontmatter: undefined,
          addChild: (c) => child.addChild(c),
          getSectionInfo: () => null,
        });
        continue;
      }
      for (const line of part.split("\n")) {
        const h = /^(#{1,3})\s+(.*)$/.exec(line);
        if (h) noteEl.createEl(`h${(h[1] ?? "#").length}` as "h1", { text: h[2] ?? "" });
        else if (line.trim() && !line.startsWith("|")) noteEl.createEl("p", { text: line });
      }
    }
  };

  const openNote = async (path: string) => {
    await renderNote(path);
    app.workspace.setActiveFile(app.vault.getFileByPath(path));
  };

  const runCommand = (name: string): boolean => {
    const command = [...app.commands.values()].find((c) => c.name === name);
    if (!command) throw new Error(`Nie ma polecenia „${name}”`);
    if (command.checkCallback) {
      if (!command.checkCallback(true)) return false;
      command.checkCallback(false);
    } else command.callback?.();
    return true;
  };

  // A small command palette: real buttons, named like the commands.
  const paletteButton = document.getElementById("open-palette") as HTMLButtonElement;
  paletteButton.addEventListener("click", () => {
    const modal = new obsidian.Modal(app);
    modal.setTitle("Paleta poleceń");
    modal.contentEl.addClass("palette-list");
    for (const command of app.commands.values()) {
      const enabled = command.checkCallback ? command.checkCallback(true) !== false : true;
      const b = modal.contentEl.createEl("button", {
        cls: "palette-command",
        text: command.name,
        attr: { type: "button" },
      });
      b.disabled = !enabled;
      b.addEventListener("click", () => {
        modal.close();
        runCommand(command.name);
      });
    }
    modal.open();
  });

  w.hbm = {
    app,
    plugin,
    openNote,
    runCommand,
    read: (path: string) => {
      const f = app.vault.getFileByPath(path);
      return f ? app.vault.readSync(f) : null;
    },
    frontmatter: (path: string) => {
      const f = app.vault.getFileByPath(path);
      return f ? (app.metadataCache.getFileCache(f)?.frontmatter ?? {}) : null;
    },
    /** Every note's text by path, to compare a vault with its first byte. */
    snapshot: () =>
      Object.fromEntries(app.vault.getMarkdownFiles().map((f) => [f.path, app.vault.readSync(f)] as const)),
    /** The core's invariants on a character note as the plugin reads it (empty when legal). */
    violations: (path: string): string[] => {
      const store = (plugin as unknown as { actions: { store: { subject(p: string): Subject | null } } }).actions.store;
      const subject = store.subject(path);
      return subject ? violations(subject, subject.state) : [`${path}: not a character`];
    },
    setTheme: (theme: "light" | "dark") => {
      document.body.classList.toggle("theme-dark", theme === "dark");
      document.body.classList.toggle("theme-light", theme === "light");
    },
    ready: true,
  };
  document.body.setAttribute("data-ready", "true");
}

main().catch((e: unknown) => {
  document.body.setAttribute("data-error", e instanceof Error ? e.message : String(e));
});
