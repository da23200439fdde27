import { Window } from "happy-dom";

/** happy-dom as the global DOM, before the obsidian shim installs its DOM helpers. */
const window = new Window({ url: "http://localhost/" });
const g = globalThis as Record<string, unknown>;
for (const key of ["document", "HTMLElement", "Node", "Element", "Event", "KeyboardEvent", "MouseEvent", "DocumentFragment", "Text", "HTMLButtonElement", "HTMLInputElement", "HTMLSelectElement", "getComputedStyle"]) {
  g[key] = (window as unknown as Record<string, unknown>)[key];
}
g.window = window;
