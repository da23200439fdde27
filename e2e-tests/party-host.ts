/**
 * The party view in the browser host (issue 17): opens a `.base` file's
 * "Karty drużyny" view in the note pane through the Bases stand-in, as
 * Obsidian does when the GM opens the file, and gives the benchmark a way to
 * draw N cards.
 *
 *   window.hbmParty.openBase(text, title?)  open a base (the text of a .base file) in the note pane
 *   window.hbmParty.setOption(key, value)   set an option of its view, as the toolbar does
 *   window.hbmBench.renderParty(n = 8)     n character notes in bench-party/ (copies of test-vault's PCs),
 *                                         then a base over them is opened and drawn once more:
 *                                         resolves to { ms, openMs, cards }; ms: the view's onDataUpdated()
 *                                         (cards from the core, DOM drawn), openMs: opening the base, including
 *                                         the stand-in's query over the whole vault (not Obsidian's cost)
 */
import * as obsidian from "../test/obsidian-mock";

interface HostGlobals {
  hbm?: {
    app: obsidian.App;
    plugin: { vaultIndex: { index: { get(path: string): { character?: unknown } | undefined } } };
  };
  hbmParty?: Record<string, unknown>;
  hbmBench?: Record<string, unknown>;
}

const w = window as unknown as HostGlobals;
let open: obsidian.OpenBase | null = null;

function host() {
  if (!w.hbm) throw new Error("Host: the plugin is not loaded yet (wait for body[data-ready]).");
  return w.hbm;
}

/** Open a base's first view in the note pane, replacing what was there. */
function openBase(text: string, title = "Drużyna"): obsidian.OpenBase {
  const { app } = host();
  open?.close();
  const note = document.getElementById("note") as HTMLElement;
  note.empty();
  note.createDiv({ cls: "inline-title", text: title });
  open = obsidian.openBase(app, text, { containerEl: note.createDiv() });
  return open;
}

const BENCH_FOLDER = "bench-party";
const BENCH_BASE = `filters: file.inFolder("${BENCH_FOLDER}")\nviews:\n  - type: hbm-party-cards\n    name: Karty drużyny\n    order: [file.name, status]\n    sort:\n      - property: file.name\n        direction: ASC\n`;

async function renderParty(n = 8): Promise<{ ms: number; openMs: number; cards: number }> {
  const { app, plugin } = host();
  const sources = app.vault
    .getMarkdownFiles()
    .filter((f) => f.path.startsWith("player-characters/") && plugin.vaultIndex.index.get(f.path)?.character);
  if (sources.length === 0) throw new Error("Host: no character notes to copy.");
  const paths: string[] = [];
  for (let i = 0; i < n; i++) {
    const source = sources[i % sources.length] as obsidian.TFile;
    const path = `${BENCH_FOLDER}/${source.basename} ${i + 1}.md`;
    paths.push(path);
    if (!app.vault.getFileByPath(path)) await app.vault.create(path, app.vault.readSync(source));
  }
  for (let tries = 0; tries < 200 && !paths.every((p) => plugin.vaultIndex.index.get(p)?.character); tries++)
    await new Promise((r) => setTimeout(r, 10));
  const t0 = performance.now();
  const base = openBase(BENCH_BASE, `Drużyna ×${n}`);
  const openMs = performance.now() - t0;
  // The view's own work, as on a live update: onDataUpdated() over the same results (cards built from the core, DOM drawn).
  const t1 = performance.now();
  base.view.onDataUpdated();
  const ms = performance.now() - t1;
  return { ms, openMs, cards: base.containerEl.querySelectorAll(".hbm-party-card").length };
}

w.hbmParty = {
  openBase: (text: string, title?: string) => void openBase(text, title),
  /** Set an option of the open base's view, as the Bases toolbar does. */
  setOption: (key: string, value: unknown) => open?.setOption(key, value),
  close: () => open?.close(),
};
w.hbmBench = { ...(w.hbmBench ?? {}), renderParty };
