/** What the sheet view gives the staged drawing of a character (see StagedDraw). */
export interface StagedSheet {
  /** What the sheet must be built for now ("" for no character), and what it is built for. */
  wanted(): string;
  built(): string;
  /** Reads the shown character's note (its model, kept by the index). */
  readCharacter(): void;
  /** Works out what the header shows (kept for drawHeader unless something changes first). */
  prepare(): void;
  /** Builds the sheet and draws its header; the open tab is left to drawTab. */
  drawHeader(): void;
  /** Works out the open tab's pools. */
  prepareTab(): void;
  drawTab(): void;
  /** Whether the open tab reads what warm() reads (the equipment tab: every elixir chapter). */
  tabReadsWarm(): boolean;
  /** The notes the hidden tabs read from every note of their kind, read one by one before they draw. */
  toWarm(): string[];
  warm(path: string): void;
  /** Draws one hidden tab; false when none is left. */
  drawHidden(): boolean;
}

type Phase = "read" | "prepare" | "header" | "tabData" | "tab" | "done";

/**
 * A character's first draw, in pieces that each take a later task of their own (issue 30: the sheet's
 * first open was one task of 51-90 ms in Chromium): its note read (the costliest piece), the header's
 * figures, the header, the open tab's pools, the open tab, the notes every hidden tab reads from (the
 * elixir chapters, one by one), the hidden tabs. `step` does the next piece; Later runs as many as fit
 * in a slice, so a sheet whose notes are read already is drawn in one task.
 */
export class StagedDraw {
  private phase: Phase = "done";
  /** What the pieces under way draw (the sheet's `wanted()` when they began). */
  private drawingFor = "";
  private warming: string[] = [];
  private waiters: Array<() => void> = [];

  constructor(private readonly sheet: StagedSheet) {}

  /** True while the shown character's header or open tab waits for a later piece. */
  get drawing(): boolean {
    const wanted = this.sheet.wanted();
    return (wanted !== "" && wanted !== this.sheet.built()) || this.tabWaits;
  }

  /** Whether the open tab's draw waits (update draws the others, not it). */
  get tabWaits(): boolean {
    return this.phase === "tabData" || this.phase === "tab";
  }

  /** Resolves once the shown character's header and open tab are drawn. */
  whenDrawn(): Promise<void> {
    if (!this.drawing) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** The view closed: nothing waits any more. */
  stop(): void {
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  step(): boolean {
    const more = this.next();
    if (!this.drawing) this.stop();
    return more;
  }

  private next(): boolean {
    const sheet = this.sheet;
    const wanted = sheet.wanted();
    if (wanted && wanted !== sheet.built()) {
      if (this.drawingFor !== wanted || !["read", "prepare", "header"].includes(this.phase)) {
        this.drawingFor = wanted;
        this.phase = "read";
      }
      if (this.phase === "read") {
        sheet.readCharacter();
        this.phase = "prepare";
      } else if (this.phase === "prepare") {
        sheet.prepare();
        this.phase = "header";
      } else {
        this.phase = "tabData"; // before the header: the draw leaves the open tab to its own piece
        sheet.drawHeader();
        this.warming = sheet.toWarm();
      }
    } else if (this.phase === "tabData") {
      sheet.prepareTab();
      this.phase = "tab";
    } else if (this.warming.length && (this.phase !== "tab" || sheet.tabReadsWarm())) sheet.warm(this.warming.shift()!);
    else if (this.phase === "tab") {
      sheet.drawTab();
      this.phase = "done";
    } else return sheet.drawHidden();
    return true;
  }
}
