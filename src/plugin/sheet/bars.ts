import { t } from "../i18n/i18n";
import type { SheetData, SheetUi } from "./context";
import { button, type Part } from "./part";
import { st } from "./strings";

type Key = "health" | "mana" | "zeal";

interface Bar {
  row: HTMLElement;
  meter: HTMLProgressElement;
  input: HTMLInputElement | null;
  value: HTMLElement;
}

/**
 * Żywotność, Mana and Zapał as resource rows: a number to type into, −/+ that
 * say which bar they change, and a meter. Updated in place: an action never
 * rebuilds them, so a typed number or the focus is not lost.
 */
export class BarsPart implements Part {
  readonly el: HTMLElement;
  private readonly bars = new Map<Key, Bar>();
  private path: string | null = null;
  private npc: boolean | null = null;

  constructor(
    parent: HTMLElement,
    private readonly ui: SheetUi,
  ) {
    this.el = parent.createDiv({ cls: "hbm-bars" });
  }

  private build(d: SheetData): void {
    this.el.empty();
    this.bars.clear();
    this.path = d.path;
    this.npc = d.npc;
    for (const key of ["health", "mana", "zeal"] as const) {
      const label = t(key);
      const row = this.el.createDiv({ cls: `hbm-bar-row hbm-bar-${key}` });
      row.createSpan({ cls: "hbm-bar-label", text: label });
      const numbers = row.createSpan({ cls: "hbm-bar-numbers" });
      let input: HTMLInputElement | null = null;
      // A PC's value is a button: a tap opens a number field (direct entry), −/+ change it by one.
      const value = d.npc
        ? numbers.createSpan({ cls: "hbm-bar-value" })
        : numbers.createEl("button", {
            cls: "hbm-bar-value",
            attr: { type: "button", "aria-label": st("barSet", { bar: label }) },
          });
      if (!d.npc) {
        const field = numbers.createEl("input", {
          cls: "hbm-bar-input is-hidden",
          attr: { type: "number", inputmode: "numeric", min: "0", "aria-label": st("barSet", { bar: label }) },
        });
        input = field;
        const close = () => {
          field.addClass("is-hidden");
          value.removeClass("is-hidden");
        };
        value.addEventListener("click", () => {
          field.value = String(this.current[key]);
          value.addClass("is-hidden");
          field.removeClass("is-hidden");
          field.focus();
          field.select();
        });
        field.addEventListener("change", () => this.typed(key, field));
        field.addEventListener("blur", close);
        field.addEventListener("keydown", (e) => {
          if (e.key === "Enter") field.blur();
          if (e.key === "Escape") {
            field.value = String(this.current[key]);
            field.blur();
          }
        });
      }
      if (!d.npc) {
        const path = d.path;
        button(row, "−", `hbm-minus hbm-minus-${key}`, () => void this.ui.plugin.actions.adjust(path, key, -1), {
          aria: st("barMinus", { bar: label }),
        });
        button(row, "+", `hbm-plus hbm-plus-${key}`, () => void this.ui.plugin.actions.adjust(path, key, 1), {
          aria: st("barPlus", { bar: label }),
        });
      }
      const meter = row.createEl("progress", { cls: "hbm-bar", attr: { "aria-label": label } });
      this.bars.set(key, { row, meter, input, value });
    }
  }

  private current: Record<Key, number> = { health: 0, mana: 0, zeal: 0 };

  /** A typed number: one adjust by the difference, through the same action as −/+. */
  private typed(key: Key, input: HTMLInputElement): void {
    const path = this.path;
    const n = Number(input.value);
    if (!path || input.value.trim() === "" || !Number.isInteger(n)) {
      input.value = String(this.current[key]);
      return;
    }
    const delta = n - this.current[key];
    if (delta !== 0) void this.ui.plugin.actions.adjust(path, key, delta);
  }

  update(d: SheetData): void {
    if (this.path !== d.path || this.npc !== d.npc) this.build(d);
    const state = d.subject?.state ?? d.sheet.state;
    const pool = d.derived.manaPool;
    const values: Record<Key, { value: number; max: number; shown: boolean; text?: string }> = {
      health: { value: state.health, max: d.derived.maxHealth, shown: true },
      mana: {
        value: state.mana,
        max: d.derived.maxMana,
        shown: pool !== "none",
        ...(pool === "unlimited" ? { text: "∞" } : {}),
      },
      zeal: { value: state.zeal, max: d.derived.maxZeal, shown: true },
    };
    for (const [key, bar] of this.bars) {
      const v = values[key];
      this.current[key] = v.value;
      bar.row.toggleClass("is-hidden", !v.shown);
      bar.row.toggleClass("is-unlimited", v.text !== undefined);
      const low = v.max > 0 && v.value / v.max <= 0.25;
      bar.row.toggleClass("is-low", low);
      bar.meter.max = Math.max(1, v.max);
      bar.meter.value = Math.min(v.value, v.max);
      const text = v.text ?? (d.npc ? String(v.max) : `${v.value}/${v.max}`);
      if (bar.value.textContent !== text) bar.value.setText(text);
      for (const b of bar.row.querySelectorAll<HTMLButtonElement>(".hbm-minus, .hbm-plus, button.hbm-bar-value"))
        b.disabled = v.text !== undefined;
    }
  }
}
