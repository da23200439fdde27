import type { RollResult } from "../core/roll/execute";
import { faceGlyph, faceMark } from "../core/roll/format";

/**
 * Shows a roll as visible text (phones have no hover): every face, with ones
 * and sixes marked by CSS classes. Only text nodes are created: nothing from a
 * note is ever parsed as HTML.
 */
export function renderResult(parent: HTMLElement, result: RollResult): HTMLElement {
  const row = parent.createDiv({ cls: "hbm-result" });
  const passed = "passed" in result ? result.passed : null;
  if (passed !== null) row.addClass(passed ? "hbm-result-pass" : "hbm-result-fail");
  const text = row.createSpan({ cls: "hbm-result-text" });
  const faces = "threshold" in result && "faces" in result ? result.faces : null;
  const glyphs = faces && faces.length ? faces.map(faceGlyph).join(" ") : null;
  const at = glyphs ? result.text.indexOf(glyphs) : -1;
  if (!faces || !glyphs || at < 0 || !("threshold" in result)) {
    text.setText(result.text);
    return row;
  }
  // The faces inside the text become marked spans, so the line reads exactly as the spec's text.
  text.appendText(result.text.slice(0, at));
  const marked = text.createSpan({ cls: "hbm-faces" });
  faces.forEach((face, i) => {
    if (i > 0) marked.appendText(" ");
    marked.createSpan({ cls: `hbm-face hbm-face-${faceMark(face, result.threshold)}`, text: faceGlyph(face), attr: { "aria-label": String(face) } });
  });
  text.appendText(result.text.slice(at + glyphs.length));
  return row;
}

export function renderError(parent: HTMLElement, message: string): HTMLElement {
  return parent.createDiv({ cls: "hbm-error", text: message });
}
