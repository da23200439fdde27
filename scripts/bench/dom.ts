import { Window } from "happy-dom";

/** happy-dom as the global DOM, before the obsidian shim installs its DOM helpers. */
const window = new Window({ url: "http://localhost/" });
const g = globalThis as Record<string, unknown>;
for (const key of [
  "document",
  "HTMLElement",
  "Node",
  "Element",
  "Event",
  "KeyboardEvent",
  "MouseEvent",
  "DocumentFragment",
  "Text",
  "HTMLButtonElement",
  "HTMLInputElement",
  "HTMLSelectElement",
  "getComputedStyle",
]) {
  g[key] = (window as unknown as Record<string, unknown>)[key];
}
g.window = window;

/**
 * The floor of a render: the same DOM nodes (elements with their tag, class and attributes, text
 * nodes with their text) created and attached with no logic at all. `build` recreates `el`'s subtree.
 */
export function domFloor(el: { childNodes: ArrayLike<unknown> }): { nodes: number; build: () => void } {
  type Shape = { tag: string | null; cls: string; attrs: Array<[string, string]>; text: string; kids: Shape[] };
  type Source = {
    nodeType: number;
    nodeName: string;
    className?: unknown;
    attributes?: ArrayLike<{ name: string; value: string }>;
    textContent: string | null;
    childNodes: ArrayLike<unknown>;
  };
  const shapeOf = (node: Source): Shape => ({
    tag: node.nodeType === 1 ? node.nodeName.toLowerCase() : null,
    cls: node.nodeType === 1 && typeof node.className === "string" ? node.className : "",
    attrs:
      node.nodeType === 1 && node.attributes
        ? Array.from(node.attributes, (a): [string, string] => [a.name, a.value]).filter(([name]) => name !== "class")
        : [],
    text: node.nodeType === 3 ? (node.textContent ?? "") : "",
    kids: Array.from(node.childNodes as ArrayLike<typeof node>, shapeOf),
  });
  const shapes = Array.from(el.childNodes as ArrayLike<Parameters<typeof shapeOf>[0]>, shapeOf);
  let nodes = 0;
  const count = (s: Shape) => {
    nodes++;
    s.kids.forEach(count);
  };
  shapes.forEach(count);
  const doc = g.document as Document;
  // One empty element of each tag, made once; every node of the floor is a bare clone of it.
  const blanks = new Map<string, Element>();
  const blank = (tag: string): Element => {
    let b = blanks.get(tag);
    if (!b) blanks.set(tag, (b = createEl(tag as keyof HTMLElementTagNameMap)));
    return b;
  };
  const make = (s: Shape): Node => {
    if (s.tag === null) return doc.createTextNode(s.text);
    const e = blank(s.tag).cloneNode(false) as Element;
    if (s.cls) e.className = s.cls;
    for (const [name, value] of s.attrs) e.setAttribute(name, value);
    for (const k of s.kids) e.appendChild(make(k));
    return e;
  };
  const host = createDiv();
  return {
    nodes,
    build: () => {
      host.textContent = "";
      for (const s of shapes) host.appendChild(make(s));
    },
  };
}
