import { setIcon } from "obsidian";
import type { SheetData, SheetUi } from "./context";

/**
 * One piece of the sheet. `update` redraws the piece only when what it shows
 * changed (its key), so an action touches the few pieces it changes and the
 * scroll position, focus and open sections stay as they were.
 */
export interface Part {
  readonly el: HTMLElement;
  update(d: SheetData): void;
}

export interface KeyedPart extends Part {
  /** How many times the piece was drawn (tests check that an action redraws only what changed). */
  redraws: number;
  /** Draw again with the last data (a piece's own open/closed toggle). */
  refresh(): void;
}

export function keyedPart(
  parent: HTMLElement,
  cls: string,
  key: (d: SheetData) => string,
  render: (el: HTMLElement, d: SheetData, refresh: () => void) => void,
): KeyedPart {
  const el = parent.createDiv({ cls });
  let inner = el.createDiv({ cls: "hbm-part" });
  let last: string | null = null;
  let data: SheetData | null = null;
  const draw = () => {
    if (!data) return;
    part.redraws++;
    // Drawn aside, then swapped in at once: the sheet never shrinks in between, so its scroll position holds.
    const next = createDiv({ cls: "hbm-part" });
    render(next, data, draw);
    // A first draw replaces nothing, so there is no position to keep: asking for it would force the
    // browser to lay the page out in the middle of drawing (issue 30: four forced layouts, 57 ms, in
    // the sheet's first open in Chromium).
    if (!inner.hasChildNodes()) {
      el.replaceChild(next, inner);
      inner = next;
      return;
    }
    const scroller = scrollParent(el);
    const top = scroller?.scrollTop ?? 0;
    el.replaceChild(next, inner);
    inner = next;
    // The browser's scroll anchoring cannot follow a replaced node: keep the position itself.
    if (scroller && scroller.scrollTop !== top) scroller.scrollTop = top;
  };
  const part: KeyedPart = {
    el,
    redraws: 0,
    update(d: SheetData) {
      const k = key(d);
      data = d;
      if (k === last) return;
      last = k;
      draw();
    },
    refresh: draw,
  };
  return part;
}

/** The element that scrolls the sheet: the view's pane in Obsidian, else the page. */
function scrollParent(el: HTMLElement): Element | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const overflow = getComputedStyle(p).overflowY;
    if (overflow === "auto" || overflow === "scroll") return p;
  }
  return el.ownerDocument.scrollingElement;
}

export function button(
  parent: HTMLElement,
  text: string,
  cls: string,
  onClick: () => void,
  opts: { disabled?: boolean; icon?: string; aria?: string } = {},
): HTMLButtonElement {
  const b = parent.createEl("button", { cls: `hbm-button ${cls}`, attr: { type: "button" } });
  if (opts.icon) {
    const icon = b.createSpan({ cls: "hbm-icon" });
    setIcon(icon, opts.icon);
  }
  if (text) b.createSpan({ cls: "hbm-button-text", text });
  if (opts.aria) b.setAttr("aria-label", opts.aria);
  b.disabled = opts.disabled ?? false;
  b.addEventListener("click", onClick);
  return b;
}

/** A `<details>` whose open state the view remembers (per key), filled when first opened. */
export function details(
  ui: SheetUi,
  parent: HTMLElement,
  key: string,
  summary: string,
  cls: string,
  fill: (el: HTMLElement) => void,
): HTMLDetailsElement {
  const el = parent.createEl("details", { cls });
  el.createEl("summary", { text: summary });
  const body = el.createDiv({ cls: "hbm-details-body" });
  let filled = false;
  const fillOnce = () => {
    if (filled) return;
    filled = true;
    fill(body);
  };
  if (ui.isOpen(key)) {
    el.open = true;
    fillOnce();
  }
  el.addEventListener("toggle", () => {
    ui.setOpen(key, el.open);
    if (el.open) fillOnce();
  });
  return el;
}

export function section(parent: HTMLElement, title: string, cls: string): HTMLElement {
  const s = parent.createDiv({ cls: `hbm-section ${cls}` });
  s.createDiv({ cls: "hbm-section-title", text: title });
  return s;
}
