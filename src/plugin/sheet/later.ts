/** Longest stretch of drawing what is not on screen in one task after the sheet's first open. */
export const LATER_SLICE_MS = 8;

const now = (): number => (typeof performance !== "undefined" ? performance.now() : Date.now());

/**
 * Work the sheet does after its first open, off the opening task (issue 30: the first open was one
 * task of 183-198 ms in Chromium, the hidden tabs drawn with the visible one). `step` does one piece
 * (draws one hidden tab) and says whether any is left; pieces run in later tasks, as many as fit in
 * LATER_SLICE_MS of measured time (at least one), then the task yields. `step` reads the view's state
 * when it runs, so a redraw or another character in between is what gets drawn.
 */
export class Later {
  private timer: number | null = null;

  constructor(private readonly step: () => boolean) {}

  /** True while pieces are waiting (tests). */
  get busy(): boolean {
    return this.timer !== null;
  }

  start(): void {
    if (this.timer === null) this.timer = window.setTimeout(() => this.run(), 0);
  }

  stop(): void {
    if (this.timer !== null) window.clearTimeout(this.timer);
    this.timer = null;
  }

  private run(): void {
    this.timer = null;
    const start = now();
    do if (!this.step()) return;
    while (now() - start < LATER_SLICE_MS);
    this.start();
  }
}
