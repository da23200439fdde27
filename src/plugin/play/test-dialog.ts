import { Modal, Setting } from "obsidian";
import { bt } from "./between-strings";
import { cancelAndConfirm } from "./modal-buttons";
import type { ActionOutcome } from "./outcome";

/** The GM's T:S as typed, kept between openings of a dialog (docs/en/rules.md Decision (brewing)). */
export interface TsMemory {
  threshold: string;
  required: string;
}

/**
 * A between-sessions dialog that rolls an extended test with the GM's T:S (Warz eliksir,
 * Naucz się zaklęcia): the T and S fields, the error line and the foot, and one submit that
 * checks the T:S, runs once at a time, closes on success and says a refusal in the error line.
 * The classes are `prefix`-threshold, -required, -error and -confirm (the tests press them).
 */
export abstract class TestDialog extends Modal {
  private busy = false;
  protected errorEl: HTMLElement | null = null;

  protected abstract readonly prefix: string;

  abstract confirm(): Promise<void>;

  /** The T and S fields side by side, remembered in `last`. */
  protected tsFields(name: string, desc: string, last: TsMemory): void {
    const ts = new Setting(this.contentEl).setName(name).setDesc(desc);
    ts.addText((text) => {
      text.inputEl.type = "number";
      text.inputEl.addClass(`${this.prefix}-threshold`);
      text.inputEl.setAttr("aria-label", "T");
      text.setValue(last.threshold).onChange((v) => (last.threshold = v));
    });
    ts.addText((text) => {
      text.inputEl.type = "number";
      text.inputEl.min = "1";
      text.inputEl.addClass(`${this.prefix}-required`);
      text.inputEl.setAttr("aria-label", "S");
      text.setValue(last.required).onChange((v) => (last.required = v));
    });
  }

  /** The error line, then Anuluj and the dialog's action. */
  protected foot(confirmText: string): void {
    this.errorEl = this.contentEl.createDiv({ cls: `${this.prefix}-error` });
    cancelAndConfirm(
      this.contentEl,
      confirmText,
      `${this.prefix}-confirm`,
      () => this.close(),
      () => void this.confirm(),
    );
  }

  /** The action with the T:S as numbers; a T:S that is not whole numbers with S ≥ 1 is refused here. */
  protected async submit(
    last: TsMemory,
    run: (ts: { threshold: number; required: number }) => Promise<ActionOutcome>,
  ): Promise<void> {
    if (this.busy) return;
    if (!whole(last.threshold) || !whole(last.required) || Number(last.required) < 1) {
      this.showError(bt("badTs"));
      return;
    }
    this.busy = true;
    const r = await run({ threshold: Number(last.threshold), required: Number(last.required) });
    this.busy = false;
    if (r.ok) this.close();
    else this.showError(r.reason ?? "");
  }

  private showError(text: string): void {
    this.errorEl?.setText(text);
    this.errorEl?.addClass("hbm-error");
  }

  override onClose(): void {
    this.contentEl.empty();
  }
}

/** A whole number as typed (a sign and spaces allowed). */
export function whole(v: string): boolean {
  return /^\s*-?\d+\s*$/.test(v);
}
