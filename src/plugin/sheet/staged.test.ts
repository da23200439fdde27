import { describe, expect, it } from "vitest";
import { StagedDraw, type StagedSheet } from "./staged";

/** A sheet that records the pieces asked of it; `built` follows drawHeader as the view's does. */
function recorder(options: { warm?: string[]; tabReadsWarm?: boolean; hidden?: number } = {}) {
  const calls: string[] = [];
  const state = { wanted: "Symiel", built: "", hidden: options.hidden ?? 2 };
  const sheet: StagedSheet = {
    wanted: () => state.wanted,
    built: () => state.built,
    readCharacter: () => calls.push(`read ${state.wanted}`),
    prepare: () => calls.push("prepare"),
    drawHeader: () => {
      // The view draws the open tab with the header unless it is told the tab waits for its own piece.
      expect(staged.tabWaits, "the open tab waits while the header is drawn").toBe(true);
      calls.push(`header ${state.wanted}`);
      state.built = state.wanted;
    },
    prepareTab: () => calls.push("tab pools"),
    drawTab: () => calls.push("tab"),
    tabReadsWarm: () => options.tabReadsWarm ?? false,
    toWarm: () => [...(options.warm ?? [])],
    warm: (path) => calls.push(`warm ${path}`),
    drawHidden: () => {
      calls.push("hidden");
      return --state.hidden > 0;
    },
  };
  const staged = new StagedDraw(sheet);
  const runAll = () => {
    for (let i = 0; i < 50 && staged.step(); i++);
  };
  return { calls, state, staged, runAll };
}

describe("a character's first draw comes in pieces, each a task of its own (issue 30)", () => {
  it("the note read, the header's figures, the header, the tab's pools, the open tab, the elixir chapters, the hidden tabs", () => {
    const { calls, runAll } = recorder({ warm: ["a.md", "b.md"] });
    runAll();
    expect(calls).toEqual([
      "read Symiel",
      "prepare",
      "header Symiel",
      "tab pools",
      "tab",
      "warm a.md",
      "warm b.md",
      "hidden",
      "hidden",
    ]);
  });

  it("an open tab that reads the elixir chapters waits for them", () => {
    const { calls, runAll } = recorder({ warm: ["a.md"], tabReadsWarm: true, hidden: 1 });
    runAll();
    expect(calls).toEqual(["read Symiel", "prepare", "header Symiel", "tab pools", "warm a.md", "tab", "hidden"]);
  });

  it("another character asked for between pieces starts again from its note read; the first is never drawn", () => {
    const { calls, state, staged, runAll } = recorder({ hidden: 1 });
    staged.step();
    staged.step();
    state.wanted = "Kamila";
    runAll();
    expect(calls).toEqual([
      "read Symiel",
      "prepare",
      "read Kamila",
      "prepare",
      "header Kamila",
      "tab pools",
      "tab",
      "hidden",
    ]);
  });

  it("whenDrawn waits for the open tab, not the hidden ones; drawing says so", async () => {
    const { staged } = recorder({ hidden: 5 });
    let resolved = false;
    void staged.whenDrawn().then(() => (resolved = true));
    for (const piece of ["read", "prepare", "header", "tab pools"]) {
      expect(staged.drawing, piece).toBe(true);
      staged.step();
    }
    expect(staged.tabWaits).toBe(true);
    staged.step(); // the open tab
    expect(staged.drawing).toBe(false);
    await Promise.resolve();
    expect(resolved).toBe(true);
  });

  it("a sheet already built for what is wanted only draws its hidden tabs", () => {
    const { calls, state, runAll } = recorder({ hidden: 1 });
    state.built = "Symiel";
    runAll();
    expect(calls).toEqual(["hidden"]);
  });
});
