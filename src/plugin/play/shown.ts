import { seededRandom } from "../../core/dice";
import { type Action, apply, type ApplyOptions, type PlayState, type UndoEntry, type Subject } from "../../core/play";
import type { Acted, NoteStore } from "./note-store";

/**
 * Actions drawn before their write lands: no dice, no body edit, so the core's
 * apply() on the state the sheet shows gives what the write will give (unless
 * the note changed meanwhile, and then the write's result replaces it).
 */
const DRAWN_AT_ONCE: ReadonlySet<Action["kind"]> = new Set(["adjust"]);

/** How long a write drawn at once waits for its frame at most (frames paused: a window hidden just then). */
const FRAME_WAIT_MS = 100;

/**
 * Resolves once the frame that shows a drawn action has been painted, so the
 * write's own work (reading and parsing the note, the YAML) runs after that
 * frame, not between the click and it. A requestAnimationFrame callback runs
 * just before the paint; a message posted from it arrives after the paint
 * (two hops, so the tasks queued for right after that frame go first). No
 * wait in a hidden window, where no frame comes; never longer than FRAME_WAIT_MS.
 */
function afterPaint(): Promise<void> {
  if (activeDocument.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    let hops = 0;
    let fallback = 0;
    const done = () => {
      channel.port1.close();
      window.clearTimeout(fallback);
      resolve();
    };
    channel.port1.onmessage = () => {
      if (++hops < 2) channel.port2.postMessage(null);
      else done();
    };
    fallback = window.setTimeout(done, FRAME_WAIT_MS);
    window.requestAnimationFrame(() => channel.port2.postMessage(null));
  });
}

/** What the views show of one note while its actions are on their way to it. */
interface Ahead {
  /** Actions not yet written, in the order they were asked for (only DRAWN_AT_ONCE kinds). */
  waiting: Action[];
  /** Actions (and undos) started and not finished: while any runs, an index change may be an older write's echo. */
  running: number;
  /** The state the last finished action found or left in the note, until the index shows it. */
  landed: PlayState | null;
}

/**
 * What the views show of each note while actions are on their way to it: the
 * actions drawn at once, and the last write's state until the index has it.
 * CharacterActions.act() opens (begin) and closes (end) each action here.
 */
export class ShownLayer {
  private readonly ahead = new Map<string, Ahead>();
  private readonly shownListeners = new Set<(path: string) => void>();
  /** Per note: the frame its last drawn action waits for; every action on the note after it waits too, so they reach the note in the order asked. */
  private readonly painted = new Map<string, Promise<void>>();

  constructor(
    private readonly store: Pick<NoteStore, "subject">,
    private readonly options: () => ApplyOptions,
  ) {}

  dispose(): void {
    this.ahead.clear();
    this.shownListeners.clear();
  }

  /**
   * The character as play sees it: build, values in force and state (effects
   * included). The state is the one every view draws: the note's (as indexed),
   * or the last write's until the index has it, with the actions still on their
   * way applied by the core's apply(), in order.
   */
  subject(path: string): Subject | null {
    const subject = this.store.subject(path);
    const ahead = this.ahead.get(path);
    if (!subject || !ahead) return subject;
    let shown: Subject = ahead.landed ? { ...subject, state: ahead.landed } : subject;
    for (const action of ahead.waiting) {
      const o = apply(shown, action, seededRandom(0), this.options());
      if (o.ok) shown = { ...shown, state: o.state };
    }
    return shown;
  }

  /** Listen to changes of what a note's views should show before the index says so (an action drawn at once, a write that came out otherwise); returns the unsubscribe function. */
  onShown(listener: (path: string) => void): () => void {
    this.shownListeners.add(listener);
    return () => this.shownListeners.delete(listener);
  }

  private layer(path: string): Ahead {
    let a = this.ahead.get(path);
    if (!a) this.ahead.set(path, (a = { waiting: [], running: 0, landed: null }));
    return a;
  }

  /** Run `change` on a note's layer; tell the views when what they should show changed. */
  private reshow(path: string, change: (a: Ahead) => void): void {
    const shown = () => JSON.stringify(this.subject(path)?.state ?? null);
    const before = shown();
    change(this.layer(path));
    if (shown() !== before) this.tell(path);
  }

  private tell(path: string): void {
    for (const l of [...this.shownListeners]) l(path);
  }

  /** The index read the note again: the last write's state is no longer needed once the index shows it, or once nothing more is on its way. */
  indexed(path: string): void {
    const a = this.ahead.get(path);
    if (!a) return;
    if (a.running === 0 && a.waiting.length === 0) {
      this.ahead.delete(path);
      return;
    }
    if (a.landed && JSON.stringify(this.store.subject(path)?.state ?? null) === JSON.stringify(a.landed))
      a.landed = null;
  }

  /** An undo entry that counts as running on its note while it runs; after it, the index tells the truth. */
  tracked(path: string, entry: UndoEntry): UndoEntry {
    return {
      label: entry.label,
      undo: async () => {
        this.reshow(path, (a) => a.running++);
        try {
          return await entry.undo();
        } finally {
          this.reshow(path, (a) => {
            a.running--;
            a.landed = null;
          });
        }
      },
    };
  }

  /**
   * An action starts: drawn now, in the caller's task (a click's), so the
   * views redraw before the write starts; resolves once its frame (and any
   * earlier drawn action's on the note) has been painted.
   */
  async begin(path: string, action: Action): Promise<void> {
    const a = this.layer(path);
    a.running++;
    if (DRAWN_AT_ONCE.has(action.kind)) {
      a.waiting.push(action);
      this.tell(path);
      const frame = (this.painted.get(path) ?? Promise.resolve()).then(afterPaint);
      this.painted.set(path, frame);
      void frame.then(() => {
        if (this.painted.get(path) === frame) this.painted.delete(path);
      });
    }
    const frame = this.painted.get(path);
    if (frame) await frame;
  }

  /** The write's result replaces the drawn one: the state it left, or the state it found when refused; a failed write leaves the note as it was. */
  end(path: string, action: Action, done: Acted | string | null): void {
    this.reshow(path, (a) => {
      a.running--;
      if (DRAWN_AT_ONCE.has(action.kind)) a.waiting.splice(a.waiting.indexOf(action), 1);
      if (done && typeof done !== "string") {
        const state = done.outcome.ok ? done.outcome.state : done.subject?.state;
        // Kept only until the index shows it (it may already).
        if (state)
          a.landed = JSON.stringify(this.store.subject(path)?.state ?? null) === JSON.stringify(state) ? null : state;
      }
    });
  }
}
