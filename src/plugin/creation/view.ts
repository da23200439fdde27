import type { Catalog } from "../../core/creation/catalog";
import type { CreationDraft, Problem, Step } from "../../core/creation/steps";
import type { Sheet } from "../../core/sheet";
import type { CreationServices } from "./save";
import { m } from "./strings";

/**
 * What a step's screen needs of the wizard (wizard.ts): the draft, the
 * catalog, and the ways to change the draft and redraw. Each step is drawn
 * by a function of its own file; every rule is the core's (src/core/creation).
 */
export interface WizardView {
  readonly draft: CreationDraft;
  readonly catalog: Catalog;
  readonly services: CreationServices;
  readonly isNew: boolean;
  update(patch: Partial<CreationDraft>, sync?: boolean): void;
  /** Rebuild the step (a list changed). */
  render(): void;
  /** Reasons, budget and footer only (typing keeps its focus). */
  refresh(): void;
  go(step: Step): void;
  previewSheet(): Sheet | null;
}

/** A problem or an information in the plugin's language (its message key; the core's Polish text is the fallback). */
export function say(p: Problem): string {
  return m(p.key, p.params);
}

/** A labelled row with the reasons for its fields right under it. */
export function row(parent: HTMLElement, label: string, fields: string[], cls = ""): HTMLElement {
  const wrap = parent.createDiv({ cls: `hbm-creation-row ${cls}`.trim() });
  const line = wrap.createDiv({ cls: "hbm-creation-line" });
  line.createSpan({ cls: "hbm-creation-label", text: label });
  const control = line.createDiv({ cls: "hbm-creation-control" });
  wrap.createDiv({ cls: "hbm-creation-reasons", attr: { "data-reasons": fields.join("|") } });
  return control;
}

export function stepper(
  parent: HTMLElement,
  value: number,
  min: number,
  max: number,
  data: string,
  onChange: (v: number) => void,
): void {
  const box = parent.createDiv({ cls: "hbm-creation-stepper" });
  const minus = box.createEl("button", {
    cls: "hbm-creation-minus",
    text: "−",
    attr: { type: "button", "aria-label": m("less"), "data-field": data },
  });
  box.createSpan({ cls: "hbm-creation-value", text: String(value), attr: { "data-value": data } });
  const plus = box.createEl("button", {
    cls: "hbm-creation-plus",
    text: "+",
    attr: { type: "button", "aria-label": m("more"), "data-field": data },
  });
  minus.disabled = value <= min;
  plus.disabled = value >= max;
  minus.addEventListener("click", () => onChange(value - 1));
  plus.addEventListener("click", () => onChange(value + 1));
}

export function textField(
  w: WizardView,
  parent: HTMLElement,
  label: string,
  field: string,
  value: string,
  onInput: (v: string) => void,
): void {
  const input = row(parent, label, [field]).createEl("input", {
    cls: `hbm-creation-${field}`,
    attr: { type: "text", "aria-label": label },
  });
  input.value = value;
  input.addEventListener("input", () => {
    onInput(input.value);
    w.refresh();
  });
}
