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
  if ("threshold" in result && "faces" in result) {
    const faces = row.createSpan({ cls: "hbm-faces" });
    for (const face of result.faces) {
      faces.createSpan({ cls: `hbm-face hbm-face-${faceMark(face, result.threshold)}`, text: faceGlyph(face), attr: { "aria-label": String(face) } });
    }
  }
  row.createSpan({ cls: "hbm-result-text", text: result.text });
  return row;
}

export function renderError(parent: HTMLElement, message: string): HTMLElement {
  return parent.createDiv({ cls: "hbm-error", text: message });
}
